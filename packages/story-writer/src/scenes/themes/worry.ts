import type { ThemeWriting } from '../format';

export default {
  themeId: 'worry',
  better: ['tell {comp} all about {subj}', 'say the worry out loud and make a plan for {subj}', 'take slow breaths and talk about {subj} with someone kind'],
  worry: ['the butterflies about {subj}', "the 'what if?' voice about {subj}"],
  trouble: ['the what-ifs going round and round', 'the worry nobody else could see', 'the worry kept all inside'],
  tiny: {
    problem: [
      {
        text: '{name} kept thinking about {subj_intro}, [all over {place_short}|even by {sight}]. Flutter, flutter went {their} tummy. Like butterflies! {They} did not tell anyone. {They} kept it all inside. Squash! But the butterflies got bigger. FLUTTER, FLUTTER!',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Wibble, wobble. {name} felt wobbly inside, [there at {place_short}|right by {sight}]. It was {subj_intro}. Round and round it went in {their} head. Round and round and round. {They} did not want to play. {They} sat all alone, very quiet.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_comfort}. So {name} told {comp} all about {subj}. Every bit. Whisper, whisper. And guess what? The butterflies were not so big now. They were small. Small enough to hold. Phew!',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} put a hand on {their} tummy. Big breath in... smell the flowers. Big breath out... blow the bubbles. In... and out. Then {they} told {comp} about {subj}. Shh, shh. The butterflies settled down to sleep.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had something on {their} mind, and it was {subj_intro}. Every time {they} thought about it, {their} tummy went fluttery, as if a whole crowd of butterflies lived in there. {They} tried to look at {sight} instead. That only made {them} think about it more.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
      {
        text: 'All morning at {place_short}, a little voice in {name}\'s head kept whispering about {subj_intro}. It said, "What if? What if? What if?" {They} could hardly hear {sound} over it. {Their} tummy felt tight, like a knot in a shoelace.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"Are you all right?" {comp} {comp_says}. "I\'m fine," said {name}, which was not true. {They} decided not to tell anyone about {subj}, and squashed the fluttery feeling right down where nobody could see it.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} went off and sat on {their} own, [at the edge of {place_short}|away from {comp}], to think about {subj} some more. Maybe if {they} thought about it hard enough, it would go away. So {they} thought, and thought, and thought.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'But worries kept inside do not get smaller. They grow. By lunchtime the butterflies in {their} tummy were flapping so hard that {name} did not want to play, or eat, or even look at {sight}. {They} just felt wobbly all over.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: "The more {they} thought about {subj}, the bigger it got, until it seemed to fill up the whole of {place_short}. {Their} tummy hurt. {They} missed a game, and a snack, and {comp}'s funniest joke, all because of one worry going round and round.",
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{comp} {comp_habit}, then looked hard at {name}. "You look wobbly," {comp} {comp_says}. So {name} told {comp} all about {subj}, every little bit, and {comp} listened. Out in the open, the worry looked smaller than it had felt inside. They made a plan together, and {they} decided to tell {carer} too.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} put a hand on {their} tummy and took a big, slow breath, in through the nose like smelling a flower, out through the mouth like blowing a dandelion clock. Three times. The butterflies slowed down. Then {they} said it out loud, all about {subj}. {comp} {comp_comfort}. The worry did not vanish, but it shrank to a size {they} could carry.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "[Since breakfast|All morning|Ever since {they} woke up], {subj_intro} had been sitting at the back of {name}'s mind like [a stone in a shoe|a pebble in a sock|a splinter you cannot quite reach]. Nobody could see it. That was the trouble. On the outside {they} looked completely normal, walking about {place}, [nodding at the right moments|smiling when people smiled|answering when spoken to]. On the inside, a small, tireless voice was running through every way things could possibly go wrong, and it had only just got started.",
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: "{name}'s stomach had been doing [gymnastics|cartwheels|somersaults] [all day|since lunch|for hours]. Every time {they} thought about {subj_intro}, it did another somersault, and {they} thought about {subj} roughly every ninety seconds. It is exhausting, worrying. Nobody tells you that. You would think that sitting still and thinking would be restful. Instead it is like [running uphill with your brain|carrying a full bucket up a ladder|trying to tidy a room while someone keeps throwing socks in]. {comp} {comp_habit}, and {name} envied {comp_him} enormously.",
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} decided to deal with {subj} alone. Telling someone would make it real, and {they} might look silly, and people would make a fuss. So when {comp} asked if everything was all right, {name} said, in the voice of someone who was definitely not fine, "Yes, fine. Why?" {comp} {comp_habit} and let it go, for now, though not without a long, thoughtful look.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{name} sat by {sight} and tried to out-think it. If {they} worked through every single thing about {subj} that could go wrong, {they} reasoned, then nothing could take {them} by surprise. So {they} went through them all. Then {they} went through them again, in case {they} had missed one. Then {they} invented some new ones. By the twentieth disaster, some of the possibilities were, frankly, impressive.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: "The worry did not shrink. Worries kept in the dark rarely do. It grew, quietly, until it was taking up most of the room in {name}'s head and some of the room in {their} stomach, and there was not much space left for anything else. {comp} suggested a game. {They} said no. {They} said no to a snack, no to {sight}, no to everything, and hardly noticed {they} {was} doing it. All {they} could think about was {subj}.",
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
      {
        text: 'By mid-afternoon {name} had worried so thoroughly that {they} felt as if {they} had already lived through every bad thing {subj} could bring, several times, with none of the good versions in between. {Their} head ached. {They} had missed most of what was happening at {place_short}. The worst part was that not one of the terrible things had actually happened. {They} had spent the whole afternoon in a place that did not exist.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    better: [
      {
        text: '"Can I tell you something?" {name} said at last. {comp} {comp_comfort}. So {they} told {comp} about {subj}, all of it, including the silly-sounding bits. Out loud, in the open air, the worry looked different: smaller, and more like a problem than a monster. Together they worked out what {they} could actually do, which turned out to be two things, both possible. {They} decided to tell {carer} as well. The knot in {their} stomach loosened.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: '{They} tried breathing in slowly for four, holding for four, and breathing out for four. It felt a bit silly. It also worked better than {they} expected. Then {they} sorted everything about {subj} into two piles in {their} head: things {they} could do something about, and things {they} could not. The first pile got a plan. The second pile got said out loud to {comp}, which took away a surprising amount of its power. By late afternoon {name} had stopped counting disasters and started noticing {sight} again.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: 'The odd thing about worry, {name} thought, was how convincing it was. It spoke in {their} own voice, which gave it an unfair advantage. When it whispered about {subj} and said, "What if everything goes wrong?", it sounded exactly like {them} being sensible. It took {them} a long time to notice that it never once asked, "What if it goes fine?", which was, on the whole, far more likely. A voice that only ever told one side of the story, {they} decided, was not being sensible. It was being a very dramatic narrator.',
      },
      {
        text: "{name} tried to remember the last time {they} had been this worried about something. It took a moment, and {comp} {comp_habit} while {they} thought, which was itself interesting. There had been the first swimming lesson, and the wobbly tooth, and a spelling test. Each had felt enormous. Each had turned out, when it actually came, about a tenth as bad as {they} had feared, and {they} had forgotten most of them entirely. This time, with {subj}, might be different. But the odds, {they} noticed, were not on the worry's side.",
      },
    ],
  },
} satisfies ThemeWriting;
