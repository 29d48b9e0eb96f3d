import type { ThemeWriting } from '../format';

export default {
  themeId: 'honesty',
  better: ['tell {subj} the truth', 'own up to {subj}', 'say "It was me" and mean it'],
  worry: ['the cold pebble of a fib sitting in the tummy', 'the fear of owning up', 'the not-true words sitting heavy in the tummy'],
  trouble: ['the accident nobody else had seen', 'the truth about what had happened', 'the broken thing that belonged to {subj}'],
  tiny: {
    problem: [
      {
        text: 'There was a {thing_kind}, and it belonged to {subj_intro}. {name} played with it anyway. [Swing, swing...|Swish, swish...] [crack!|bonk!] Oh no! {They} hid it, quick, quick, [behind {sight}|out of sight]! Along came {subj}, looking and looking. "Don\'t know," {they} said. But {their} tummy felt funny. Wobbly, wobbly. Not nice at all.',
        picture: { action: 'hiding', with: ['subj'] },
      },
      {
        text: 'Nearby sat {subj_intro}. {name} went spin, spin, spin, round and round {place_short}, and [bump!|crash!] Down fell {subj}\'s {thing_kind}. [Broken!|Snap!] "Who did that?" asked {comp}. "Not me!" {they} said. But {their} cheeks went hot, and {their} tummy went [wibble, wobble|jiggle, joggle].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} took a big breath. "It was me," {they} said. "I\'m sorry." There! The wobbly feeling flew away, [whoosh!|pop!] {Subj} came close for a [cuddle|hug]. Then they fixed it together, [tap, tap|tip, tap], good as new. Close by, {comp} {comp_habit}.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: '"Wait," {name} said. "It was me. I did it." [Gulp!|Phew!] Out came the truth, and out went the wobbles. {Subj} gave {them} a big [hug|snuggle]. Then they mended it, all together, [nice and slow|right there in {place_short}]. All better now, inside and out.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Near {sight} lay a {thing_kind} that belonged to {subj_intro}. {name} had not asked to borrow it. {They} only picked it up for one quick go, just one. Then [crack!|clunk!] Now there was a [crack|dent] in it that had not been there before, and {their} heart gave a big, scared thump.',
        picture: { action: 'holding', with: ['subj'] },
      },
      {
        text: "{name} was showing off for {subj_intro}: a spin, a hop, a twirl, and a [wobbly|wild] sort of jump, right across {place_short}. Clunk! {Their} elbow knocked into {subj}'s {thing_kind}, and it fell, and it broke. {Subj} had not seen. {Subj} was [looking the other way|busy looking at {sight}]. Nobody had seen, except {them}.",
        picture: { action: 'playing', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"Oh! What happened to it?" asked {comp}. {name} opened {their} mouth, and out came: "I don\'t know. It was like that already." It was not true. Not even [a little bit|one tiny bit]. {Subj} looked at {them}, and {they} looked away, [at the ground|at {sight}]. Once words are out, they are out, and {they} could not catch them back.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Quickly, {name} pushed the broken {thing_kind} [out of sight|into a corner] and stood in front of it, whistling. When {subj} came looking, {they} shrugged. "Haven\'t seen it," {they} said. {Their} voice came out strange and [squeaky|high], the way voices do when they are saying something that is not true. {comp} {comp_habit}, [and looked at the corner|and said nothing].',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: "{Subj} looked and looked, [all over {place_short}|high and low], puzzled and then sad. It was {subj_his} {thing_kind}, after all. The fib sat in {name}'s tummy like a cold pebble. It did not go away. It got [heavier|colder] every time {subj} looked sad, and {subj} kept on looking sad.",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Then {comp} went very quiet. "I was near it earlier," {comp} {comp_says} in a [worried|small] voice. "Maybe I knocked it. Maybe it was me." Now {comp} looked sad too, and so did {subj}. {name}\'s tummy felt as if it had swallowed [a stone|a rock].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '"It was me," {name} said, all in a rush. "I broke it, and then I said a fib about it. I\'m sorry." It was hard to say. But once {they} had said it, the cold pebble feeling melted [clean|right] away. {Subj} came and leaned close, and together they mended it, and {comp} {comp_habit}, [looking relieved|happy again].',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: '{name} took the biggest breath. "I have to tell you something. It was me. I did it, and I\'m sorry." {Subj} looked at {them} for a long moment. Then {subj} came [close|right up close], and everything in {place_short} felt light again. They fixed it together, [slowly and carefully|bit by bit], and it was nearly as good as new.',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'It belonged to {subj_intro}: a {thing_kind}, a good one, the kind you are not supposed to borrow without asking. {name} had not asked. {They} had only meant to have one go while nobody was looking, and one go became three, and on the third there was a sharp little [crack|clunk] and a [dent|split] that had definitely not been there before. {Their} stomach dropped like a lift. {They} stood very still, holding the evidence, and [waited to be found out|wondered what to do].',
        picture: { action: 'holding', with: ['subj'] },
      },
      {
        text: "{name} had been practising jumps near {sight}, getting more ambitious with every go, and the last jump was far too ambitious. {They} landed [sideways|all wrong], straight on something that belonged to {subj_intro}, and knocked it flat. It was {subj}'s {thing_kind}, and now it was broken. {Subj} had not seen it happen. For a moment the only witness was the one person who was already wishing {they} had been somewhere else, ideally [in another country|on another planet]. {They} looked at the pieces, then round at {place_short}, and felt {their} face go hot.",
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: 'When the question came, and it came from {comp}, {name} heard {their} own voice say, quite calmly, "No idea. It was like that when I got here." It was an extremely good lie, as lies go. It had a confident tone and a [casual|careless] shrug, and {they} had not even planned it. That was the alarming part. It had simply arrived, fully formed, like a sneeze, and {subj} had heard every word. {comp} {comp_habit} and looked at {them} for a moment longer than usual, and {they} turned away to study {sight} [with enormous interest|as if it were fascinating].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '{name} went for the half-truth. "It just fell," {they} said, which was true in the way that "the ship got a bit wet" is true of a shipwreck. {They} did not mention how it had fallen, or who had been [showing off|messing about] right next to it. {Subj} looked at the broken {thing_kind}, and then at {them}, and {they} found something very interesting to study on the [ground|far side of {place_short}]. "Funny," said {subj}, slowly. "It was fine a minute ago." "Weird," {they} agreed, and the word came out [a bit too quickly|much too fast].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not make a fuss. {Subj} simply looked at {subj_his} broken {thing_kind} for a long time, as if wondering whether somehow it was {subj_his} own fault. Then {comp} said, slowly and unhappily, "I was right next to it earlier. Maybe I knocked it without noticing." And now there were two people being sad about something that was not their fault at all, and only one person who knew [exactly whose fault it was|the whole truth]. {They} felt {their} face go [hot|scarlet].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'The trouble with a lie is that it needs looking after. {name} had to keep it fed and watered: a careful face, a casual answer to every new question, an eye on {comp} in case {comp_he} started putting things together. {Subj} kept glancing at the broken {thing_kind} in a puzzled, unhappy way that was hard to watch. Within ten minutes, keeping the lie alive had become a full-time job, and {they} {was} [terrible at it|hating every second]. Even {the_thing} did not help. {They} picked it up, put it down, and picked it up again, [like a spare part|for something to do].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went over before {they} could change {their} mind. "It was me," {they} said. "I broke it. And then I made it sound like it wasn\'t, which was worse. I\'m really sorry." The words came out in a tangle, but they came out. {Subj} was quiet for a moment. Then {subj} came close, and the stiffness went out of everything, and {comp} let out a long breath and {comp_habit}. Mending it together took ages, and was [surprisingly|oddly] good fun. By the time it was done, {sight} was [glowing in the late light|looking as cheerful as {they} felt].',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
      {
        text: '"Wait," {name} said. "I need to tell you something. It was me. I broke it, and I\'m sorry I didn\'t say so straight away." Saying it felt like putting down something very heavy that {they} had been carrying up a hill. {Subj} looked at {them}, and then, to {their} enormous relief, did not look cross at all. "[Thank you for telling me|I am glad it was you who told me|I wondered what had happened to it]," {subj} said. They spent the rest of the afternoon fixing it, [on the ground by {sight}|in a quiet corner of {place_short}], and the crack, in the end, was barely [visible|noticeable].',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: '{name} did the maths. Option one: own up, and face a moment of awful embarrassment, possibly two. Option two: say nothing, and carry the lie around for ever, like a stone in {their} shoe, with {subj} wondering and {comp} watching. Put like that, option two looked terrible. Unfortunately, option one involved actually opening {their} mouth, which felt about as easy as [jumping off a cliff|juggling jellyfish]. {They} stood there weighing them up, shifting from foot to foot, and the longer {they} waited, the heavier both options got, [until they were both enormous|like shopping bags on a long walk].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: 'What annoyed {name} most was how small it had been to start with. A {thing_kind}. A crack. An accident, really. If {they} had said "Oops, sorry, that was me" straight away, it would already be over, forgotten, a story {subj} might even have laughed about. Instead, {they} had built a whole [tower|wobbly tower] of not-quite-true on top of it, and now the tower was taller than the accident, and {they} had to decide whether to climb down it or keep adding floors. {They} looked across {place_short} at {sight} and [sighed|let out a long breath].',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
