import type { ThemeWriting } from '../format';

export default {
  themeId: 'moving-house',
  better: [
    'unpack the favourite things first',
    'tell a grown-up about missing the old home',
    'go and explore the new place, one small bit at a time',
  ],
  worry: [
    'the homesick feeling about the old house',
    'the strange, echoey feeling of a brand-new home',
    'the worry that nothing would ever feel like home again',
  ],
  tiny: {
    problem: [
      { text: 'Boxes, boxes, boxes! {name} had packed everything in a box. Today {they} moved into {subj_intro}, right by {place_short}. It was [big and bare|big and empty]. The echo went, ["Hello-o-o!"|"Who-o-o?"] {They} did not like it one bit. In {they} climbed, into an empty box, and shut the flaps. [Hmph!|No!]', picture: { action: 'hiding', object: 'box' } },
      { text: 'The stairs in {subj_intro} went creak! A new tap went [drip!|plink!] Everything smelled [different|strange]. "I want my old room," {name} said. Outside the window was {sight}, but {they} would not look. {They} sat on the floor with {their} arms folded [tight|very tight] and would not unpack. Not one thing.', picture: { action: 'hiding', object: 'box' } },
    ],
    choice: [],
    consequence: [],
    better: [
      { text: 'Out of a box came {their} own blanket! {Their} own cup! {Their} own [teddy|pillow]! [Pop, pop, pop|Plop, plop, plop], onto the new bed. The same bedtime song. The same goodnight cuddle. And through the new window, look: {sight}. ["Hello, new room," {name} whispered.|"Hello, new home," {they} whispered.]', picture: { action: 'finding', object: 'blanket' } },
      { text: '{comp} {comp_comfort}. {name} opened one box, [just one|only one]. Out came the night-light, the soft blanket and the book with the [bent corner|bent cover]. Soon the new room looked a little bit like {them}. And outside, {place_short} was [waiting to be explored|waiting, just for {them}].', picture: { action: 'finding', with: ['comp'], object: 'blanket' } },
    ],
  },
  young: {
    problem: [
      { text: 'The van had gone. {name} stood in the middle of {subj_intro}, right at the edge of {place}, and looked about. The walls were bare. The floor went [clack|clonk] under {their} shoes. {Their} voice sounded [thin and echoey|bouncy and strange]. Everything {they} owned was in boxes, and the boxes all looked the same.', picture: { action: 'looking', object: 'box' } },
      { text: '{subj_intro} had a front door painted [red|green] and a window that looked out over {place}. Everyone said it was a lovely home. But {name}\'s best friend lived far away now, back near the old one, and the new bedroom had a crack in the ceiling shaped like a [squiggle|wiggly worm]. Tonight would be the first night here.', picture: { action: 'looking' } },
    ],
    choice: [
      { text: '{name} found the biggest box of all, climbed in and pulled the flaps shut. "I live in here now," {they} announced from inside. "This is my house. [It\'s exactly like the old one.|It\'s just like my old room.]" {comp} {comp_habit}, and waited. The box did not open, [not even a crack|not even a little bit].', picture: { action: 'hiding', with: ['comp'], object: 'box' } },
      { text: '{name} put on {their} coat and {their} backpack and sat down on the front step. "I\'m not staying," {they} said. "I\'m going back to my real home." {They} would not unpack a single toy, and {they} would not go and look at {place_short}, [not even for a minute|not even once]. {comp} sat down [too|beside {them}].', picture: { action: 'waiting', object: 'backpack' } },
    ],
    consequence: [
      { text: 'From where {they} sat, {they} could hear voices. "Look at this cupboard!" ["Ooh, a window seat!"|"Ooh, look at the view!"] Then {comp} came close. "Is anybody home?" {comp} {comp_says}. {name} laughed before {they} could stop {themself}, and {their} tummy gave a [loud|very loud] rumble.', picture: { action: 'hiding', with: ['comp'], object: 'box' } },
      { text: 'By bedtime, nothing had been unpacked. The new room was bare and cold. There was no night-light, no [snuggly|soft] blanket, and the squiggle on the ceiling looked bigger in the dark. {name} lay very still and listened to the strange new noises, [{sound} among them|creaks and clicks], and felt farther away from home than ever.', picture: { action: 'sleeping', at: 'bedroom' } },
    ],
    better: [
      { text: 'A grown-up sat down beside {them}. "I miss the old house too. [Shall we unpack your favourite things first?|Shall we find your favourite things first?]" So they did: the night-light, the blanket, the book with the bent corner. Then {they} drew {sight} for {their} best friend. And the bedtime song sounded [just the same|exactly the same] in the new room.', picture: { action: 'finding', object: 'blanket' } },
      { text: 'At last {name} took one step, then another, out towards {place_short}, with {comp} close beside {them}. They found {sight}, and a good spot for sitting, and a child next door who [waved|waved a little wave]. {They} waved back. That night, in the new room, the goodnight cuddle felt [exactly like the old one|just like it always had].', picture: { action: 'waving', with: ['comp'] } },
    ],
  },
  older: {
    problem: [
      { text: 'Everything {name} owned fitted into eleven boxes, which seemed like both far too many and nowhere near enough. Now the boxes sat in {subj_intro}, stacked against walls that smelled of new paint, right at the edge of {place}. Nothing was where it should be. The light switches were at the wrong height. The stairs creaked in different places. Even the tap water tasted [faintly foreign|slightly wrong]. Through the open window came {sound}, which would have been lovely anywhere else. The grown-ups kept saying, "You\'ll love it here," as though saying it enough times would make it true [by teatime|before supper].', picture: { action: 'looking', object: 'box' } },
      { text: '{subj_intro} was bigger than the old one, with a window that looked straight out over {place}, and {name} could see that it was, objectively, a good place to live. That was not the problem. The problem was that {their} best friend was a long drive away, that {their} old bedroom had a pencil line on the door frame marking how tall {they} had grown every birthday, and that somebody else\'s family [would be living there now|was sleeping there tonight]. That line could not be packed. {They} had checked, [in a way|more or less], by standing in front of it for a long time on the last morning.', picture: { action: 'looking' } },
    ],
    choice: [
      { text: '{name} made a decision and announced it at tea. {They} would not be unpacking. {They} would live out of one bag, like a traveller, because {they} did not intend to stay. {They} took {their} plate upstairs and shut the door. {comp} {comp_moves} up after {them} and settled outside the door, [patient as a lighthouse|as patient as a clock], while {they} stared at the bare walls and felt grimly pleased with {themself}. Outside, {sight} was turning gold in the evening light. {They} [drew the curtains|turned {their} back on it], and the room went grey and small, which suited {them} [perfectly|just fine].', picture: { action: 'hiding', with: ['comp'], object: 'backpack' } },
      { text: 'Everything in the new place, {name} decided, was worse. The garden was worse. The bath was worse. The view of {sight} was, {they} said loudly, "boring", even though it was not. "You didn\'t even ask me if I wanted to move," {they} told the grown-ups, and watched their faces fall, and then refused to unpack a single box. It felt good to be angry, [in a hot, prickly way|in the way a scratch feels good], because angry was easier than sad. Sad would have meant admitting how much {they} [missed the old place|wanted to go back], and {they} {was} not ready to do that, not out loud.', picture: { action: 'talking' } },
    ],
    consequence: [
      { text: 'Refusing to unpack turned out to be extremely inconvenient. By the third day {name} had worn the same jumper twice, could not find {their} torch, and had slept badly every night in a room that still did not feel like {theirs}. The bare walls gave back no answers. Nothing of {them} was in there yet, [and it showed|and the room knew it]. {They} had meant to stay loyal to the old home. Instead {they} had ended up, somehow, with no home at all, just a bed, a heap of boxes and {sound} [drifting in through the window|outside the window] every night, [reminding {them}|as if to say] where {they} really {was}.', picture: { action: 'waiting', with: ['comp'], object: 'backpack' } },
      { text: 'When the girl from next door leaned over the fence and asked if {name} wanted to see something amazing at {place_short}, {they} said, "No, thanks," out of pure habit, and the girl went off without {them}. Later, {they} heard the grown-ups talking quietly in the kitchen. One of them sounded tired and sad. Being miserable on purpose had not made the old house any closer. It had only made the new one [colder|emptier], for everybody. {They} sat on the stairs in the half-dark and wished, for the first time, that {they} had [said yes|gone with the girl].', picture: { action: 'waiting' } },
    ],
    better: [
      { text: 'In the morning {name} opened the box marked with {their} name and started with the important things: the night-light, the blanket, the photos. {They} stuck the one of {their} best friend right above the bed. Then {they} asked a grown-up for a pencil and drew a fresh line on the new door frame, at exactly {their} height. "We\'ll add one every birthday," the grown-up said. It was [a small line|only a pencil line], but it made the room feel claimed. From the window, {sight} looked, for the first time, [a little like it might be {theirs}|almost friendly].', picture: { action: 'building', object: 'box' } },
      { text: '{comp} {comp_comfort}, and {name} took a breath. "Fine," {they} said. "Show me." They went out to {place_short} together, and by the time they came back {they} had found {sight}, a tree that was clearly made for sitting in, and the girl from next door, who had been hoping someone would want to explore. That night {they} wrote to {their} old best friend, a long letter with a map on the back. It had a lot of arrows, and [more exclamation marks than was strictly necessary|a very large X], and the words "COME AND SEE" [in capitals|underlined twice].', picture: { action: 'waving', with: ['comp'] } },
    ],
    inner: [
      { text: 'The strange thing, {name} realised, lying awake, was that liking anything here felt like a betrayal. As if the old house might find out. As if it were sitting back there with its pencil-marked door frame, feeling hurt that {they} had noticed how good the view of {sight} was. That was ridiculous. Houses did not have feelings. And yet {they} had been guarding {their} unhappiness like a [prize|trophy], in case letting go of it meant letting go of everything {they} had loved there. {They} wondered whether it was possible to keep a place and leave it at the same time. Perhaps, {they} thought, [that was what memories were for|that was exactly what remembering was].', picture: { action: 'waiting', with: ['comp'] } },
      { text: '{name} started a list in {their} head of things that were the same. It was harder than a list of things that were different, but it turned out to be longer. The same family. The same chipped mug with the [fox|bird] on it. The same jokes at breakfast, and the same person who told them badly. The same moon, which {they} could see from the new window, above {sight}, as clearly as from the old one, and which presumably did not mind where {they} lived. The old house, {they} remembered, had once been new as well. Someone had been homesick in it too, probably, [and had got over it|and had stayed long enough to love it].', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
