import type { ThemeWriting } from '../format';

export default {
  themeId: 'road-safety',
  better: [
    'stop at the kerb, look both ways and listen',
    "hold {carer}'s hand and cross at the crossing",
    'wait for the green man and walk, not run, across the road',
  ],
  worry: ['the hurry that made {them} forget to stop at the kerb', 'the thumping heart after the near-miss by the road', 'the rush to get across the road'],
  trouble: ['the busy road', 'the kerb and the rushing cars', 'the hurry to get across'],
  tiny: {
    problem: [
      {
        text: 'Brrm, brrm! Here was {subj_intro}, right by {place_short}. Bounce, bounce went {name}\'s ball, right towards the road! {They} let go of {carer}\'s hand and started to run. {Carer} called, "STOP!" {They} stopped, [just in time|right at the edge]. Vroom! A car went by.',
        picture: { action: 'running', object: 'ball' },
      },
      {
        text: 'Beep, beep! Here was {subj_intro}, busy and noisy. On the other side was {comp}. "Hello!" {name} wanted to run straight across. One foot went up... "Wait!" {They} stopped at the kerb, [just in time|right at the edge]. Vroom! A van zoomed past.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Hold hands. Stop at the kerb. Look this way. Look that way. Listen. Shh... No cars. Now walk across, [step, step, step|tap, tap, tap]. Hooray! Safe on the other side. "Hello!" {comp} {comp_says}, and {name} gave a big wave.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'The little green man lit up. Beep, beep, beep! Hand in hand, {name} and {carer} looked left and right. All the cars had stopped. Walk, walk, walk, all the way across. "Safe!" {comp} {comp_says}. [High five!|Hooray!]',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'A little road ran right past {place}, and on the other side was {sight}. {name} could not wait to see it. Cars and vans and bikes went [whooshing|zooming] by, and {subj_intro} was very busy. "Hold my hand," said {carer}. But {they} {was} already skipping ahead, faster and faster, towards the kerb.',
        picture: { action: 'running' },
      },
      {
        text: "It was a windy day at {place}. {name} was walking near {subj_intro}, holding {carer}'s hand, when a gust of wind whisked {their} hat right off {their} head. Away it tumbled, [over and over|round and round], towards the road where the cars were going by.",
        picture: { action: 'running', object: 'hat' },
      },
    ],
    choice: [
      {
        text: '{name} spotted {sight} on the other side, let go of {carer}\'s hand and ran. {They} did not stop at the kerb. {They} did not look. {They} did not listen. One foot was already stepping off the pavement, [into the road|off the edge], when a voice behind {them} shouted, "STOP!"',
        picture: { action: 'running' },
      },
      {
        text: 'A gust of wind from {place_short} took {their} hat. "My hat!" {name} cried, and pulled {their} hand free and dashed after it, straight towards the road, without looking [one bit|even once]. {Carer}\'s hand grabbed the back of {their} coat, just in time, and held on tight.',
        picture: { action: 'running', object: 'hat' },
      },
    ],
    consequence: [
      {
        text: "{name} stopped, right at the edge. Honk! A van went whooshing past, [very close|close enough to feel the wind]. {Their} heart went thump, thump, thump. {Carer}'s face had gone pale, and {carer_he} held {them} very tight for a long time. {They} felt shaky all over.",
        picture: { action: 'hugging' },
      },
      {
        text: "Out in the road, the hat was flattened by a car. Squish! It came out as flat as a pancake. {comp} looked at the flat hat. {name} looked at the flat hat. {Their} heart was going thump, thump, thump, and {they} did not let go of {carer}'s hand [again|after that].",
        picture: { action: 'holding', with: ['comp'], object: 'hat' },
      },
    ],
    better: [
      {
        text: "This time, {name} held {carer}'s hand and walked to the crossing. {They} pressed the button. They waited for the little green man. Beep, beep, beep! {They} looked both ways anyway, and listened, and then they walked across, [not ran|never running], all the way to {sight}.",
        picture: { action: 'holding' },
      },
      {
        text: 'This time {they} stopped at the kerb all by {themself}. "Stop, look, listen!" {name} said. {They} held {carer}\'s hand, looked this way and that way, and listened hard. A bike went by. Then it was quiet. "Now," said {carer}, and they walked across together. {comp} {comp_says}, [delighted|very pleased].',
        picture: { action: 'holding', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The road that ran along the edge of {place} was not a big one, but it was busy on Saturdays: cars looking for parking spaces, delivery vans, cyclists who seemed to appear from nowhere. {name} was late. {They} could see {sight} just on the other side, and the proper crossing was at least fifty steps further along, which felt, at that moment, like [a ridiculous detour|an entirely unreasonable distance]. {Carer} was still a few steps behind, waiting by {subj_intro}.',
        picture: { action: 'running' },
      },
      {
        text: '{name} was walking beside {subj_intro} with {comp}, talking so fast about {sight} that {they} {was} hardly looking where {they} went. {Carer} had stopped to answer a phone call, a little way back. Up ahead, the little green man at the crossing had started to flash, the way it does when it is [about to|just about to] change.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: 'On the far side of the road, {place} was [waiting|already busy], and {they} could see {sight}. Between two parked vans there was a gap, just wide enough. {name} slipped into it. It would save all those steps. The vans were tall, and {they} could not see past them, but the road had seemed quiet a moment ago, and {they} {was} in a hurry. {They} did not stop at the kerb. {They} stepped forward, out past the [front bumper|end of the van], into the road.',
        picture: { action: 'running' },
      },
      {
        text: '"Come on, we can make it!" {name} said, and broke into a run. The green man was flashing. {They} {was} halfway across the first lane when it stopped flashing altogether and the red man came on. {They} kept going, faster, not looking, [counting on|trusting] the drivers to wait, and {comp} {comp_moves} anxiously behind.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: "A bicycle bell rang, sharp and close, cutting right through {sound}. A car braked, not with a screech, just firmly, and stopped a little way off. The driver's face was a picture of shock. {name} jumped back onto the pavement so fast {they} nearly sat down on the kerb. {Carer} arrived at a run and held {their} shoulders and did not say anything at all for a moment, which was somehow worse than shouting. {Their} legs had gone [wobbly|shaky] and would not stop.",
        picture: { action: 'waiting' },
      },
      {
        text: 'A horn sounded, long and loud, [louder than anything at {place_short}|long and angry]. The cars on the far side had started to move. {name} stopped in the middle of the road, which was the worst possible place, and had to scuttle back the way {they} had come, red-faced, while a line of drivers watched. Nobody was hurt. But {their} heart was [hammering|thumping] so hard {they} could feel it in {their} ears, and {carer}, who had seen it all, had gone white.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'The next time, {name} walked all the way to the crossing without even thinking about shortcuts. {They} pressed the button and waited, with {carer} beside {them}, while the cars went by. When the green man came, {they} still looked both ways, because drivers are people and people make mistakes too. Then {they} walked across, not ran, keeping {their} eyes and ears open all the way over. On the other side, {sight} [was still waiting|had not gone anywhere].',
        picture: { action: 'waiting' },
      },
      {
        text: 'At the kerb {name} stopped, properly stopped, the way {they} had been taught when {they} {was} small and had thought it was babyish. {They} looked right, then left, then right again, and listened. A van was coming, so {they} let it go. Then a car slowed for the zebra crossing, and the driver lifted a hand. {They} waited until both lanes were still, and walked over [at a steady pace|steadily], {comp} close beside {them}. It took about eight seconds longer than dashing. {They} had never spent eight seconds better.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: "Afterwards, [sitting by {sight}|long after {place_short} had gone quiet], {name} could not stop replaying it. The strange thing was that {they} knew all the rules. {They} could have recited them for a test. {They} had simply decided, in the moment, that the rules were for other people, people who were not in a hurry, people who were less sensible. That was the trick the brain played: it felt in charge right up to the point where it wasn't. The road had not cared how sensible {they} {was}. A car cannot stop just because its driver would like it to, [however clever|no matter how clever] the person in front of it is.",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} did the sums, the way {they} sometimes did when {they} wanted to feel calmer. Doing it properly would have cost {them} about thirty seconds. {They} had nearly swapped thirty seconds for something {they} did not even want to picture. It was such a bad bargain that {they} felt almost embarrassed on behalf of {their} own legs. Nobody in the world was in that much of a hurry, {they} thought. Certainly not for {sight}, which, after all, [had been there for ages|was not going anywhere].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
