import type { TwistWriting } from '../format';

export default {
  kindId: 'it-rains-things',
  tiny: {
    setup: [],
    happens: [
      {
        text: "Plop! Something fell from the sky. Plop, plop, PLOP! It was raining {tw_things}! Soft, gentle {tw_things}, everywhere! [On the ground.|On {the_thing}.] On {name}'s head. {They} laughed and laughed. [Silly sky!|What a sky!] And when the sky was done, {they} had a brand-new plan.",
        picture: { action: 'looking', object: 'tw_thing' },
      },
      {
        text: 'Look up! The clouds over {place_short} went lumpy and bumpy. Then, whoosh, down came {tw_things}! [Pitter, patter.|Flip, flop.] Here came {tw_things}, there came {tw_things}, {tw_things} everywhere! Not scary. Just silly! {They} giggled. Then {they} caught one and had a think. {They} knew what to try.',
        picture: { action: 'playing', object: 'tw_thing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'The sky above {place_short} was a funny colour that day, [lumpy and bumpy|puffy and speckled], as if the clouds were stuffed full of something. {comp} {comp_habit}. "Those clouds look very full," {comp} {comp_says}. "Full of what?" asked {name}. Nobody knew. Not yet.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Now and then, something tiny drifted down [and landed near {name}\'s feet|past {sight} and landed at {name}\'s feet], [right there in {place_short}|as quiet as a feather]. {They} picked one up. It was {tw_thing_a}, no bigger than a button. "Where did that come from?" {they} wondered, and looked up at the clouds, which looked [puffy and pleased with themselves|fat and full].',
        picture: { action: 'finding', object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: "Then the clouds gave a rumble, like a [tummy|hungry tummy]. Plop! [Plop-plop!|Plip, plop!] Down came {tw_things}! They floated down softly, like leaves, and landed everywhere: on the ground, on {the_thing}, and one right on top of {comp}'s head. Everybody looked up, mouths open, then quickly shut them again, [just in case|just to be safe].",
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Before anyone could say another word, it began to [rain|rain, pitter-patter]. But it was not raining rain. It was raining {tw_things}! They tumbled down as gently as snowflakes, [bouncing|bumping] softly and piling up in heaps. {comp} {comp_says} in surprise. {name} held out {their} hands and caught one. It is not every day the sky gets a sense of [humour|fun].',
        picture: { action: 'playing', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: 'The very last of the {tw_things} came floating down and landed, soft as a feather, right on {name}\'s nose. {They} laughed. {Worry} was still there, sitting quietly under the laugh. "It suits you," {comp} {comp_says}. {They} took it off, still giggling, and had a think. Then {they} chose what to do next.',
        picture: { action: 'playing', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'There were {tw_things} everywhere now, heaps and heaps of them, far more than anyone could ever need. {name} looked at the great silly piles. Then {they} looked at {comp}, and {comp} looked back. "[What a day|What a sky]," {comp} {comp_says}. {name} picked up an armful. A sky that could do something this silly made anything seem possible. Even the thing {they} had been putting off.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'The clouds over {place_short} were behaving oddly. They were the wrong colour for clouds, [a sort of speckled cream|a sort of golden brown], and they hung low and fat, as if they had eaten too much and could not quite float. {comp} {comp_habit} and looked up for a long time. "I don\'t want to alarm anyone," {comp} {comp_says}, "but I think those clouds are full of something, and it isn\'t rain."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Something small bounced off {name}\'s shoulder and landed at {their} feet. {They} picked it up and turned it over. It was {tw_thing_a}, perfectly ordinary, except that it was the size of a fingernail and had apparently fallen out of the sky. {They} looked up. Nothing. Just clouds, drifting innocently over {place_short}[, looking as if butter wouldn\'t melt| as if nothing had happened]. "Did you see where that came from?" {they} asked {comp}. "Up," said {comp}, [unhelpfully|not very helpfully].',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'And then, with a sound like an enormous tummy rumbling, the sky opened and it began to rain {tw_things}. Not a few. Thousands. They came down soft and slow, spinning as they fell, [bouncing gently|landing with little plops] on the ground, on {the_thing}, on {comp}, on everything. The whole of {place_short} stopped to stare upwards, open-mouthed.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'It started with one. It landed between them with a soft plop, and everyone looked at it. Then came another, and ten more, and then the sky simply gave up holding on, and {tw_things} came tumbling down as gently as snow, piling up in drifts. {comp} {comp_says} in astonishment. {name} stood in the middle of it with {their} arms out, laughing despite {themself}. All at once {trouble} seemed [very far away|much harder to take seriously].',
        picture: { action: 'playing', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: 'The shower thinned to a few last stragglers. One landed on {name}\'s head and stayed there, and {comp} made a noise very much like a laugh being held in. It is difficult to stay [stern|grand] with {tw_thing_a} on your head. It is difficult to be anything except yourself. {They} took it off, looked at it, and found {worry} still there underneath, no lighter than before. "It suited you," {comp} {comp_says}, [with a perfectly straight face|quite seriously]. {They} laughed, properly this time, and somewhere in the middle of the laugh, without any fuss, {they} made up {their} mind.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Everywhere {name} looked, there were {tw_things}: heaped in corners, balanced on {the_thing}, stuck in the oddest places. There were more of them than anyone could use in a hundred years. Looking at it all, {they} felt something shift. A day that could rain {tw_things} was a day when surprising things could happen. {They} could be one of them. {They} brushed a last one off {their} shoulder and went to be surprising.',
        picture: { action: 'looking', object: 'tw_thing' },
      },
    ],
  },
} satisfies TwistWriting;
