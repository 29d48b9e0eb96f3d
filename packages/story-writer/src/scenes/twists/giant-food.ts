import type { TwistWriting } from '../format';

export default {
  kindId: 'giant-food',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! {tw_thing_a}! A BIG one! A GIANT one! As big as a house, [bigger than {sight}|right in the middle of {place_short}]! [Wow!|Ooh!] {They} patted it. Pat, pat. Everyone came to see. There was enough for everybody, lots and lots! Munch, munch, yum! Happy tummies, happy hearts. {name} looked at all the smiles and had a happy idea too.',
        picture: { action: 'looking', object: 'tw_thing', scale: 'giant' },
      },
      {
        text: 'Grow, grow, GROW! {tw_thing_a} grew bigger and bigger and BIGGER, until it was bigger than {name}! Bigger than everyone! [Bigger than {sight}!|It filled up half of {place_short}!] Boing! {They} bounced off it and laughed. Then everybody sat in its big, cool shadow, all together. [Nice and cosy.|Snug as snug.] Cosy enough to think of something good.',
        picture: { action: 'playing', object: 'tw_thing', scale: 'giant' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Near {sight} was {tw_thing_a}. It looked quite ordinary. But every time {name} looked back, it seemed a tiny bit bigger. {comp} {comp_habit}. "Is it growing?" {they} asked. "Don\'t be silly," {comp} {comp_says}. Then {comp} looked again, and did not say anything at all.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Someone had left {tw_thing_a} at {place_short}, with a label tied to it that said, in wobbly writing, DO NOT WATER. {comp} {comp_habit}. "Why not?" {comp} {comp_says}. Nobody knew. But {name} noticed that a drop of dew was sitting right on top of it, sparkling.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'Then, with a great creaking and stretching, {tw_thing} began to grow! Bigger and bigger, until it was as big as a car, then as big as a house! Somebody fetched a ladder, just to see the top of it. {comp} {comp_says} in amazement. It smelled delicious. It was enormous. And it was still growing.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
      {
        text: 'BOING! In one big blink, {tw_thing} had grown into the biggest one anyone had ever seen, as tall as a tree and twice as wide! "How did that happen?" {name} gasped. Nobody knew. {comp} {comp_habit}. Everyone came running to stare at it, though {trouble} was still there.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
    ],
    payoff: [
      {
        text: 'There was so much of {tw_thing} that nobody could ever finish it alone. Not in a hundred years! Everyone gathered round, smiling, and somebody started a song. {comp} {comp_moves} over, looking hungry. "Plenty to go round," {comp} {comp_says}. {name} sat in the middle of all that laughing. The tight feeling was still there inside, but watching everyone gave {them} a thought. "I know what I\'m going to do," {they} said.',
        picture: { action: 'sharing', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
      {
        text: 'Everyone sat down in the big, cool shadow of {tw_thing}, and it was so peaceful that even {worry} had a little rest. {name} leaned back against it. It smelled sweet. {comp} {comp_comfort}. "I\'ll save you a slice," {comp} {comp_says}, [very quietly|almost in a whisper]. "For afterwards." {They} knew what "afterwards" meant. {They} got up.',
        picture: { action: 'waiting', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: "Near {sight} sat {tw_thing_a}, unremarkable apart from a faint glow about it and the fact that it seemed, each time {name} glanced over, to be slightly larger than before. Not much. A thumb's width. Then two. {comp} {comp_habit} and measured it with a long, hard look. \"I don't want to be alarming,\" {comp} {comp_says}, \"but I think that's growing. Quickly. And I don't think it's planning to stop.\"",
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'A label had been tied round {tw_thing_a} near {sight}, in faded ink: PRIZE SPECIMEN. KEEP DRY. DO NOT SING TO IT. {name} read it twice. {comp} read it too. "Why would singing matter?" {they} asked. "No idea," said {comp}, "but whoever wrote that clearly found out the hard way." {They} resolved not to hum anywhere near it. Just in case.',
        picture: { action: 'reading', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'And then {tw_thing} grew. It did not so much grow as surge, swelling with a sound like a huge slow breath, past the height of a person, past the height of a house, until it sat at the centre of {place_short} like a small, delicious hill. The smell alone was enough to stop everyone in their tracks. People came from every corner to stare. {comp} {comp_says} something that sounded like "Good grief." Beside it, {trouble} looked very small indeed.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
      {
        text: 'Somebody, somewhere, started to sing. It was only a little tune, hummed under someone\'s breath. But {tw_thing} heard it. With a creak and a shudder, it began to swell, bigger and bigger, until it towered over {place_short}, glossy and enormous and smelling wonderful. Everyone stopped to stare, and for a long, astonished moment nobody said anything at all. Then somebody said "Well!", and everybody started laughing.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
    ],
    payoff: [
      {
        text: 'There was far too much of {tw_thing} for any one person, or any ten, or any hundred. It needed everybody, and everybody came. In the middle of the crowd, with laughter going on all around, {name} looked at {worry}, still tied tight inside {them}, and for the first time stopped tugging at it and started thinking. "Funny how something that big makes everything else its proper size," {comp} {comp_says}. {name} looked at {worry} again, at its proper size this time, and found it was about the size of one small, brave thing to do.',
        picture: { action: 'sharing', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
      {
        text: 'In the shade of {tw_thing}, which was now roughly the size of a cottage, the whole of {place_short} seemed to have sat down for a rest. {name} sat with {their} back against it. It was warm and faintly humming, and leaning there, it was hard to stay tangled up in anything. {comp} {comp_comfort}. "Take your time," {comp} {comp_says}, [very quietly|almost in a whisper]. "Then we could have a slice of this. A very large slice." {They} did take {their} time, a little. Then {they} stood up, brushed off {their} hands and said, "Save me that slice."',
        picture: { action: 'waiting', with: ['comp'], object: 'tw_thing', scale: 'giant' },
      },
    ],
  },
} satisfies TwistWriting;
