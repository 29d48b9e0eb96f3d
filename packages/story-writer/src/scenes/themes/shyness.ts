import type { ThemeWriting } from '../format';

export default {
  themeId: 'shyness',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['take one small step towards {subj} and say hello', 'ask {subj}, "Can I play?"', 'bring {the_thing} over to {subj} and smile'],
  worry: ['the shrinking and the hiding near {subj}', 'the tongue-tied, hot-cheeked silence'],
  trouble: ['the game going on without {them}', 'the hello that would not come out', 'the fun happening over by {subj}'],
  tiny: {
    problem: [
      {
        text: 'At {place_short}, {name} saw {subj_intro}. Oh! {They} felt shy. Small, small, small. {They} hid behind {comp}. Peep! Peep! {Subj} played and played. But {name} stayed hidden, just peeping.',
        picture: { action: 'hiding', with: ['comp', 'subj'] },
      },
      {
        text: '{name} wanted to say hello to {subj_intro}, [over by {sight}|there at {place_short}]. But {their} voice went tiny. Tiny as a mouse. Squeak! {They} looked down at {their} shoes. Look, look. {They} did not say anything at all.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_comfort}. {name} took a big breath. One step. Two steps. Then {they} gave a little wave. Wave, wave! "Hello," {they} whispered. And {subj} came closer. Hello, hello! Hooray!',
        picture: { action: 'waving', with: ['comp', 'subj'] },
      },
      {
        text: '{They} held up {the_thing}. Look! {Subj} looked. "Want to play?" {name} said. Just a small voice. But a brave one. Soon they were all playing together. Round and round, giggle, giggle!',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Over near {sight} there was a game going on, and in the middle of it {name} could see {subj_intro}. {Subj_he} looked like so much fun. {They} wanted to join in very much, but a shy, shrinking feeling came over {them}, as if {they} {was} getting smaller and smaller until {they} {was} the size of a button.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'Right there at {place_short}, {name} spotted {subj_intro}. "Shall we say hello?" {comp} {comp_says}. {Their} cheeks went hot. {Their} tongue felt tied in a knot. {They} shook {their} head and stepped behind {comp}.',
        picture: { action: 'hiding', with: ['comp', 'subj'] },
      },
    ],
    choice: [
      {
        text: '{They} stayed hidden behind {comp} and did not say a word. Maybe {subj} would come over? Maybe {subj} would guess? {name} waited, and waited, and waited some more, and said nothing at all.',
        picture: { action: 'hiding', with: ['comp', 'subj'] },
      },
      {
        text: '{They} walked away to the other side of {place_short} and pretended to be very busy with {the_thing}. "I don\'t want to play with {subj} anyway," {they} mumbled. That was not true. {They} wanted to very much.',
        picture: { action: 'playing', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not guess. How could anybody guess? Nobody had said anything. So the game went on without {name}. The fun was all over there, by {sight}, and {they} {was} all over here, feeling small and left out.',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'From far away, on the edge of {place_short}, {name} watched {subj} having fun. It looked like the best game ever. {They} felt a lonely, droopy feeling, and wished {they} had said hello. But wishing does not say anything out loud.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    better: [
      {
        text: '{name} took a big breath. {comp} {comp_moves} over to stay beside {them}. Then {they} walked up to {subj}, one step at a time, and said in a small voice, "Hello. Can I play?" It was only a small voice. But it worked. Room was made, just like that, and {they} {was} in the game.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
      {
        text: '{They} did not have to say anything big. {They} just brought {the_thing} over, held it out, and smiled a shy smile. {Subj} looked at {the_thing}. Then {subj} looked at {name}. And then, somehow, they were all playing, and {they} forgot to feel shy at all.',
        picture: { action: 'sharing', with: ['subj'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Almost as soon as {they} arrived at {place}, {name} spotted {subj_intro}, and knew at once that {they} wanted to join in. {They} also knew at once that {they} would not, because of the feeling. It started in {their} stomach and spread to {their} face, which went hot, and to {their} voice, which went missing. {They} could talk perfectly well to {comp}. To {subj}, apparently, {they} could not say one word.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Some people walk up to strangers and start talking as if it were the easiest thing in the world. {name} had always found this mysterious, like people who can juggle. Standing a little way off from {subj_intro}, [half hidden by {sight}|pretending to tie a shoelace], {they} rehearsed a perfectly good opening line seven times in {their} head. On the eighth rehearsal {they} noticed that {they} had not actually moved, and that {their} legs seemed to have no intention of doing so.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: "{They} waited to be noticed. This is the shy person's favourite plan: stand near enough to be seen and hope that someone else does the difficult part. {name} stood near {subj}, looked interested, looked uninterested, looked at {sight}, and looked back. {They} did everything except the one thing that would have worked, which was to open {their} mouth. {comp} {comp_habit} and watched this performance with interest.",
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} decided {they} did not want to join in after all. It was much easier to decide that than to actually do it. {They} went and sat with {comp} and said that {subj} probably wanted to be left alone anyway, and that {they} {was} perfectly happy where {they} {was}. {They} said this several times. {comp} {comp_habit}, unconvinced, and kept looking over at {subj} as if to say that the chance had not gone anywhere yet.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'Nobody at {place_short} noticed, or if they did, they assumed {name} did not want to play. Why would they think otherwise? {They} had given them no reason. The game with {subj} went on, getting louder and sillier and more fun, and every minute made it harder to join, as if a door were slowly closing. {They} felt smaller with each minute, and lonelier, and quite cross with {themself}.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'The trouble with telling yourself you are perfectly happy is that you can hear yourself doing it. {name} sat there by {sight}, watching {subj} and feeling the afternoon slip past, the way you watch a bus pull away while you are still doing up a shoelace. It did not feel like choosing. It felt like missing out, slowly and on purpose, and with a very good view.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} gave {themself} a rule: one sentence. Just one. Anything would do. {comp} {comp_habit}, [as if to say: go on|waiting]. {They} walked over to {subj} before {their} brain could object, and said, "Hi. Can I join in?" {Their} voice came out a bit wobbly. Nobody seemed to notice. Room was made. A minute later {they} {was} part of the game, and ten minutes after that {they} had entirely forgotten the opening line {they} had rehearsed so carefully, which was just as well, because it had been a bit strange.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
      {
        text: '{They} decided, [there beside {comp}|after a long, slow breath], not to do the hardest thing first. {They} would do a slightly easier thing. {They} went closer to {subj} and simply watched, properly, until {they} spotted something to ask: a small, true question about the game. {They} asked, "How does that bit work?" It turned out that asking to be shown something is one of the most welcoming things in the world. Soon {they} {was} not watching any more. {They} {was} playing.',
        picture: { action: 'playing', with: ['subj'] },
      },
    ],
    inner: [
      {
        text: '{name} had noticed something about shyness. It made everyone else seem very certain and {them} very uncertain, as if {they} {was} the only one who ever wondered what to say. But looking again at {subj}, {they} caught something: a glance over, a moment of hesitation. It occurred to {them}, for the first time, that {their} shy feeling might not be the only one at {place_short}. This was a strangely comforting thought. It did not make {their} voice come back, exactly. But it made the silence feel less like a wall and more like a gap, and gaps can be crossed.',
      },
      {
        text: '{They} ran through the worst thing that could happen. {They} might say hello to {subj} and get a strange look. {They} might ask to join in and be told no. This would be awful, for about a minute. Then {they} would be exactly where {they} {was} now, standing on the edge, except that {they} would at least know. Seen like that, the worst case was hardly different from doing nothing, and the best case was considerably better. {name} was not a great fan of maths, but even {they} could see how that sum came out.',
      },
    ],
  },
} satisfies ThemeWriting;
