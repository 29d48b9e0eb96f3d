import type { ThemeWriting } from '../format';

export default {
  themeId: 'water-safety',
  better: [
    'wait for {carer} before going near the water',
    'put {their} armbands on and swim with a grown-up beside {them}',
    'stay back from the edge and call a grown-up',
  ],
  worry: ["the can't-wait jiggle at the edge of the water", "the heart-thumping wobble at the water's edge", 'the rush to get into the water all alone'],
  trouble: ['the sparkling, tempting water', 'the edge of the water', 'the wait for a grown-up'],
  tiny: {
    problem: [
      {
        text: 'Splish, splash! Here was {subj_intro}, by {place_short}, all blue and sparkly. {name} wanted to jump in right now! {They} ran to the edge, with no armbands on and no grown-up. "Wait!" {comp} {comp_says}. {They} stopped. Wobble, wobble, [right at the edge|just in time].',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Bob, bob! {name}\'s ball was floating on {subj_intro} at {place_short}, further and further away. {They} leaned out to reach it. Further, further... {Carer} called, "Stop!" {They} stepped back from the edge, [just in time|right away].',
        picture: { action: 'looking', object: 'ball' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'On went the armbands, [by {sight}|at {place_short}]. Puff, puff! Then {carer} held {their} hands, and in they went together. Splash! Kick, kick, kick! {name} swam with {carer} right beside {them}, and anything that floated away, {carer_he} fetched with a [long|big] net.',
        picture: { action: 'swimming', object: 'armbands' },
      },
      {
        text: '{name} stood back from the edge, by {sight}, and held {carer}\'s hand. Armbands on. {Carer} ready. "Now?" "Now!" Splash! In they went, together. Kick, kick, splash! [Whee!|Hooray!]',
        picture: { action: 'swimming', object: 'armbands' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place} there was {subj_intro}, cool and glittery in the sunshine. {name} had {their} swimming things on already. But {carer} was still unpacking the bag, and the armbands were somewhere [right at the bottom|under the towels]. {They} did not want to wait. The water was right there, and it looked like the best fun in the world.',
        picture: { action: 'waiting', object: 'armbands' },
      },
      {
        text: '{name} was playing by {subj_intro} with {comp}. Bounce, bounce, splash! {Their} ball landed in the water and began to float away, slowly, slowly, out to where it looked [deep and dark|deep and green]. {Carer} was busy [laying out the picnic|putting up the sunshade]. Nobody was watching the water except {them}.',
        picture: { action: 'looking', with: ['comp'], object: 'ball' },
      },
    ],
    choice: [
      {
        text: '"I\'ll just go in," {name} said to {themself}, while {comp} {comp_habit}. "I\'ll be really quick." {They} ran right to the edge, all by {themself}, with no armbands and no grown-up, and bent {their} knees, [ready to jump|ready for a big jump].',
        picture: { action: 'running' },
      },
      {
        text: '{name} sat on the edge, [away from {sight}|on the far side of {place_short}], and dipped one foot in. It was cold! Then {they} slid the other foot in too, and began to lower {themself} down into the water, all alone, [further|a bit further] than {their} feet could reach.',
        picture: { action: 'waiting' },
      },
    ],
    consequence: [
      {
        text: '{Carer} came running across {place_short}. "STOP!" And {carer_he} scooped {name} back from the edge, just in time. Then {carer_he} held a long pole in the water to show how deep it was. It went down, and down, and down, [right over|far past] where {their} head would be. {Their} tummy went cold and fluttery.',
        picture: { action: 'hugging' },
      },
      {
        text: 'A strong hand caught {name} under the arms and lifted {them} right out. "Not without me," said {carer}, in a voice that was kind but very serious. {They} sat on the side, shivering and shaky. {comp} leaned over to look at the water, slipped on a puddle and [landed in a heap|sat down with a squelch]. Nobody laughed much. Not yet.',
        picture: { action: 'hugging', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'This time {name} waited, with {comp} beside {them}. On went the armbands, puff, puff, puff. {Carer} held {their} hands, and they went in together where the water was shallow, and {they} kicked and splashed with {carer} right there. Anything that floated away, {carer_he} fetched with a [long|big] net.',
        picture: { action: 'swimming', object: 'armbands' },
      },
      {
        text: '{comp} {comp_comfort}. "Will you come in with me?" {name} asked, and {carer} said, "Of course." Armbands on. Hands held. Into the water they went, step by step, and {they} splashed and kicked and laughed. Whenever {they} wanted to go further, {they} [asked first|said, "Can we?"].',
        picture: { action: 'swimming', with: ['comp'], object: 'armbands' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{subj_intro} at {place} was the best place to swim for miles, and {name} was a good swimmer. {They} had the badges to prove it, sewn neatly onto {their} towel. {Carer} had gone to buy ice creams, and had said, quite clearly, "Wait for me before you go in." But the water was right there, flat and inviting, and {they} could not see any reason at all why a person with [five|four] swimming badges should stand about on the edge like a beginner.',
        picture: { action: 'waiting' },
      },
      {
        text: 'Where {subj_intro} was deepest, the older children at {place} were daring each other to jump in. It looked brilliant. {Carer} had gone back for the towels and said, "Wait for me." The water at that end was dark and still, and nobody could quite see the bottom. {They} had only ever swum where {their} feet could touch, with a grown-up close by. This was different, though {they} did not want to [admit it|say so].',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: '"I\'ll just have a quick swim," {name} told {comp}. "By myself. I\'ll be back before anyone even notices I\'ve gone." {They} walked to the edge, dropped {their} towel and got ready to go in, alone, without telling a single grown-up where {they} {was} going. {comp} {comp_habit}, plainly uneasy, but {they} had [already decided|made up {their} mind].',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{name} walked to the edge where the water was deepest and curled {their} toes over it. A few people at {place_short} looked up to watch. {They} had no idea how deep it was, or how cold, or what was underneath. {They} bent {their} knees. It would have been so much easier, somehow, to just [jump|go], and ask the questions afterwards. {Carer} was still nowhere to be seen.',
        picture: { action: 'waiting' },
      },
    ],
    consequence: [
      {
        text: 'A whistle blew, short and sharp, right across {sound}. A grown-up came striding over, and {name} stopped with one foot in the water. It was much colder than {they} had expected. "It goes deep straight away there," the grown-up said quietly, "and nobody was watching you. Good swimmers get into trouble every summer, just like that." {They} stepped back from the edge. {Their} heart was [pounding|thudding], and not from the swimming.',
        picture: { action: 'waiting' },
      },
      {
        text: '"Don\'t!" It was a grown-up, hurrying over. "It\'s much deeper there than it looks, and you can\'t see what\'s under it." {name} stepped back from the edge, legs suddenly wobbly. Over by {sight}, two older children, who had been about to go in as well, went quietly [pale|white] and backed away too. Nobody went in after that. For a while nobody said much at all.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'When {carer} came back, {name} said, "Will you come in with me? Where it\'s shallow first?" They went in together, slowly, letting the cold get used to them. {Carer} showed {them} how to float on {their} back, arms and legs spread out like a star, which is what to do if cold water ever takes your breath: float, breathe, and wait for it to pass. Then they swam, side by side, [staying where {their} feet could touch|keeping to the shallow part], until they were both as wrinkly as raisins.',
        picture: { action: 'swimming' },
      },
      {
        text: '{comp} {comp_comfort}, and {they} stepped back from the edge and found the grown-up in charge. "Where\'s the best place to swim?" {name} asked. The grown-up pointed out the part where the water only came up to {their} chest, and stood watching while {they} swam there, with a friend, up and down, [up and down|again and again]. It was not as dramatic as jumping in at the deep end. It was, {they} had to admit, a great deal more fun than sitting on the side.',
        picture: { action: 'swimming', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: "It was annoying, {name} thought, sitting on the side with {comp}, that being good at something did not count for more. {They} had practised for years. {They} could do a length underwater. But the water did not know that, and would not have cared if it had. Water was just water: deep where it was deep, cold where it was cold, and entirely uninterested in anybody's certificates. Being a good swimmer, {they} realised, was not the same as being safe. It was only the same as being good at swimming, [which was|and that was] a different thing.",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} had nearly gone in because waiting felt babyish, which was, when {they} thought about it, a ridiculous reason to do anything at all. {They} would never have let a passing stranger decide what {they} ate for breakfast. Yet there at {place_short}, {they} had almost let a feeling decide something much more important, simply because saying "I\'ll wait" felt embarrassing. Embarrassment, {they} decided, was a very bad [adviser|guide]. It was loud and it was quick, and it had no idea what was under the water.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
