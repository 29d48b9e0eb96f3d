import type { ThemeWriting } from '../format';

// Moving house (AAP / NHS guidance on preparing children for a move): the worry named, what comes along
// shown (the same people, the same bedtime, the same teddy), old friends kept (letters, calls), one good
// new thing. Told as packing and saying goodbye, then the first night in the new place, so it reads
// right whether the family moves next month or has just moved. Nothing magic takes the sadness away.
export default {
  themeId: 'moving-house',
  better: ['pack the teddy in the open-first box', 'tell {carer} about the sad, moving feeling', 'say goodbye to the old home, one room at a time'],
  worry: ['the in-between sadness about moving', 'the worry that nowhere new would ever feel like home', 'the missing of the old home and old friends'],
  trouble: ['the boxes and the goodbyes', 'the move that was coming', 'the packing-up and the leaving'],
  tiny: {
    problem: [
      {
        text: 'Boxes, boxes, boxes! {name}\'s family was moving to {subj_intro}. In went the pots. In went the books. [Thump!|Bump!] "Not my teddy!" said {name}. "Not my bed!" At {place_short}, {they} hid {their} [cross|crumpled] face. {They} did not want a new room. {They} wanted {their} [own|very own] room.',
        picture: { action: 'hiding', object: 'box' },
      },
      {
        text: 'Everything was changing. {name}\'s family was moving to {subj_intro}: a new room, a new bed, a new door that went [creak!|squeak!] But {name} liked the old door. {They} liked {their} own room, [just as it was|the way it was]. At {place_short}, {they} sat and hugged {their} knees. "No new!" {they} said. "[I want same!|Same, same, same!]"',
        picture: { action: 'waiting', object: 'box' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{Carer} gave {them} a big cuddle. "I\'ll miss the old room too. But Teddy comes with us. Your blanket comes. Our bedtime song comes." [Pat, pat.|Safe!] And on the first night in the new room: the same song, the same cuddle, and a new window with the moon in it. "Hello, moon," {they} whispered.',
        picture: { action: 'hugging', object: 'teddy' },
      },
      {
        text: '{comp} {comp_comfort}. {Carer} sat down too. "It\'s all right to be sad about moving. We\'re all coming, and so is Teddy." They packed a special box: blanket, night-light, Teddy and [the bedtime book|the sleepy-time book]. In the new room, it was opened first. [Pop!|Ta-da!] The same bedtime. The same kiss. And outside, a new tree going swish, swish.',
        picture: { action: 'finding', with: ['comp'], object: 'box' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: "At home, everything was going into boxes, because {name}'s family was moving to {subj_intro}. The pictures came off the walls. The rug was rolled up. So {name} had come to {place_short} to get away from the sticky tape and the [echoes|bare walls]. But the move came too, like a heavy backpack {they} could not take off.",
        picture: { action: 'looking', object: 'box' },
      },
      {
        text: 'The move to {subj_intro} was coming closer. {name}\'s best friend had made {them} a [goodbye drawing|friendship bracelet], and {they} had not said thank you, because thank you felt too much like goodbye. At {place_short} today, {they} looked at {sight} and sighed. "What if nowhere new ever feels like home?" {they} asked {comp}.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: 'When {carer} said it was time to go home and pack {their} toys, {name} shook {their} head. "I\'m not moving," {they} said. "You can all go. I\'ll stay here at {place_short}." {They} sat down by {sight} and folded {their} arms [tight|very tight]. {comp} {comp_habit}, [and waited|and did not hurry {them}].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} decided to pretend the move was not happening. When {comp} asked about the new bedroom, {they} talked loudly about something else. When {carer} said, "Shall we talk about it?", {they} said, "[Nope|No, thank you]," and ran off to look at {sight}. If nobody talked about it, {they} thought, maybe it [would not happen|would go away].',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: "But the move did not go away. It sat in {their} tummy like a [stone|cold pebble] all afternoon. {Carer} looked a bit sad, and the walk home was very quiet. And {name} still had all the worry inside, with nobody to give it to. Even {comp}'s best joke only got a [tiny|small] smile.",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'By teatime the worry had grown [bigger|even bigger]. What would the new room be like? Where would Teddy sleep? Would {their} best friend forget {them}? The questions went round and round, and {name} had nobody to ask, because {they} had not let anybody talk about it. {comp} {comp_comfort}, but the questions [kept on coming|would not stop].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{Carer} sat down next to {them}. "I\'m going to miss our old home too," {carer_he} said. "Shall we make a list of what comes with us?" Teddy. The bedtime song. Each other. Then they wrote {their} best friend\'s address on a card, for letters and Saturday calls. And on the first night in the new room, the song was [just the same|exactly the same], and a new window showed {them} the moon.',
        picture: { action: 'hugging', object: 'teddy' },
      },
      {
        text: '{comp} {comp_comfort}, and {name} told {carer} everything. {Carer} listened, then hugged {them}. "Sad is allowed. Teddy comes with us, bedtime stays the same, and you can ring your friend [every Saturday|on Saturdays]." They packed Teddy in the open-first box. On the first night in the new place, Teddy came out first, and from the new window {they} spotted a garden next door with a [swing|red swing] in it.',
        picture: { action: 'finding', with: ['comp'], object: 'teddy' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Everything {name} owned was going into eleven boxes, which seemed like both far too many and nowhere near enough. The move to {subj_intro} had a date now, circled on the kitchen calendar, and home had started to echo: pictures off the walls, the rug rolled up, the cupboards bare. The grown-ups kept saying, "You\'ll love it there," as though saying it enough times would make it true [by teatime|before supper]. {They} had come to {place} to get away from the screech of packing tape, and found that the move had come along [anyway|as well].',
        picture: { action: 'looking', object: 'box' },
      },
      {
        text: "There was nothing wrong with {subj_intro}, as far as {name} could tell from the photos. That was not the problem. The problem was that {their} best friend would be a long drive away, and that {their} bedroom door frame had a pencil line for every birthday, marking how tall {they} had grown, and you cannot pack a door frame. {They} had checked, more or less, by standing in front of it for a long time. Even here at {place_short}, looking at {sight}, {they} kept thinking of it, and of [strangers painting over it|somebody else's family never knowing what it was].",
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: '{name} made a decision, there by {sight}. {They} would go, because {they} had to, but {they} would not unpack, would not like anything and would not make a single new friend, so that nothing would ever have to be left behind again. It was a very tidy plan. When {comp} asked what the new place was like, {they} said, "Doesn\'t matter," in a voice that [shut the door on it|closed the subject]. {comp} {comp_habit} and let the silence sit.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'When {carer} came to {place_short} to collect {them} and asked how the day had gone, {name} said, "You didn\'t even ask me if I wanted to move," and walked on ahead. It felt good to be angry, [in the way a scratch feels good|in a hot, prickly way], because angry was easier than sad. Sad would have meant admitting how much {they} would miss everything, and {they} {was} not ready to do that, not out loud, not even to {comp}.',
        picture: { action: 'running' },
      },
    ],
    consequence: [
      {
        text: 'For the rest of the afternoon, the move sat in {their} chest like a swallowed stone. Being angry, or being nothing at all, had not made it any smaller. It had only made {them} lonelier inside it. What if nowhere else ever felt like home? What if {their} best friend forgot {them} [by the summer|before long]? Even {sight} looked [flat|grey] now. The questions went round and round, and {they} had left {themself} nobody to ask, not even {comp}.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Then {comp} {comp_says} something about {sight}, the best bit of the whole day, and {name} missed it, because {they} {was} busy staring at the ground and being [immovable|unshakeable]. Later {they} realised {they} had spent an entire afternoon at {place_short} without noticing any of it. It was a strange thought: the move had not even happened yet, and already {they} {was} missing things. Not the old home. This. Today. {They} had [handed it over|given it away] without a fight.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'Later, {carer} sat on the end of {their} bed, between two boxes. "I\'m going to miss it too," {carer_he} said. "It\'s all right to be sad. And cross." So they photographed the pencil lines, every one, and {name} wrote {their} best friend\'s address in {their} [diary|sketchbook], next to the words: Sunday calls. The same lamp, the same blanket and the same bad jokes went into the van. On the first night in the new room, {carer} handed {them} a pencil, and they drew a fresh line on the new door frame. From the window, a new street glowed, and {they} [rather liked|quite liked] the look of it.',
        picture: { action: 'talking', object: 'photo', at: 'bedroom' },
      },
      {
        text: '{comp} {comp_comfort}. Later, on the walk home, {name} said it at last to {carer}: "I don\'t want to leave. And I\'m scared nowhere will ever feel like home." {Carer} did not argue. "I know. I\'ll miss it too." On the last evening they went round the old home together and said goodbye to every room, and {they} took a photo of each one, pencil lines and all. {Their} best friend got the new address and a promise of a call every Sunday. On the first night in {subj}, the same bedtime story came out of the same box, and in the morning a girl next door waved over the fence. {They} waved back.',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: 'The strange thing, {name} realised, was that {they} {was} afraid of liking the new place. As if the old home might find out. As if it would sit there with its pencil-marked door frame, feeling hurt. That was ridiculous. Homes did not have feelings. And yet {they} had been guarding {their} unhappiness like a [prize|trophy], in case letting go of it meant letting go of everything {they} had loved. {They} wondered whether it was possible to keep a place and leave it at the same time. Perhaps, {they} thought, looking at {sight}, [that was what photographs were for|that was exactly what remembering was].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} started a list in {their} head of things that would come too. It was harder than a list of things that would be different, but it turned out to be longer. The same family. The same chipped mug with the [fox|bird] on it. The same jokes at breakfast, and the same person who told them badly. The same moon, which {they} would be able to see from any window anywhere, and which presumably did not mind where {they} lived. The old home, {they} remembered, had once been new as well. Someone had probably been homesick in it, [and had stayed long enough to love it|and had learned its creaks one by one].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
