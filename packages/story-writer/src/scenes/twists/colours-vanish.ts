import type { TwistWriting } from '../format';

export default {
  kindId: 'colours-vanish',
  tiny: {
    setup: [],
    happens: [
      {
        text: "Uh-oh! Where did the colours go? The sky was grey. The ground was grey, and so was {sight}. Everything was grey, grey, grey. Even {name}'s socks! Then {they} had a warm, happy thought. Pop! A spot of red came back. Pop, pop! Yellow! Blue! [Hooray!|Yippee!] Warm thoughts brought colours! {They} had one more warm idea.",
        picture: { action: 'looking' },
      },
      {
        text: 'Swish! All the colours slid away, like water down a drain. Grey sky. Grey ground. Grey {sight}. Grey, grey, grey. "Come back, colours!" called {name}. {They} smiled a big smile, and... a little pink came back. {They} laughed, and... green! [Hooray!|Yippee!] And what would bring back the blue? {They} knew!',
        picture: { action: 'looking' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Something was not quite right with the colours at {place_short}. The reds looked a bit pink. The blues looked a bit pale. Even {comp} looked faded round the edges, like an old photo. "Do I look strange to you?" {comp} {comp_says}. {name} squinted. "Only a little bit," {they} said.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight}, {name} noticed a patch where the colour had gone, as if someone had rubbed it out with a giant rubber. Everything in it was grey. {comp} {comp_habit}. "That\'s odd," {comp} {comp_says}. "Colours don\'t usually just wander off."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: "Then, whoosh! All the colours drained away, like bathwater down a plughole. The sky went grey. The ground went grey. {comp} went grey. Even {name}'s cheeks went grey! Over by {sight}, [every last speck of colour was gone|not one bright thing was left]. A bird began to sing and stopped halfway, as if it had lost its place. It was like living inside [an old black-and-white film|a pencil drawing]. Nobody knew what to do.",
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Just then, a grey shadow swept across {place_short}, and everywhere it touched, the colours simply disappeared. Red was gone. Yellow was gone. Green and blue and purple were gone. "Oh no," {comp} {comp_says}. "Where did they go?" {name} looked around at the grey, grey world and felt a bit grey inside too.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Then {name} noticed something. Right by {their} feet, a tiny spot of colour had come back: a little patch of gold, glowing. It had appeared the very moment {they} started thinking about putting things right. {comp} saw it too. "Think it again," {comp} {comp_says}. {They} did, and the gold spread [as wide as a doormat|across the ground like sunshine]. Now {they} knew where the rest of the colours were hiding.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'In all that grey, {worry} felt heavier than ever. "What\'s the greyest thing today?" {comp} {comp_says}. {name} knew at once. And as soon as {they} thought about mending it, a little spark of colour flickered on the tip of {their} nose. [Pink!|Gold!] {They} took a breath and held on to that thought.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'The colours at {place_short} seemed tired. That was the only way {name} could describe it. Reds had gone rusty, blues had gone the colour of dishwater, and the yellows looked as if they had been left out in the sun too long. {comp} {comp_habit}, then looked down at {comp_him}self with some concern. "Am I fading?" {comp} {comp_says}. "Tell me honestly. Am I going beige?"',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Near {sight} there was a patch, about the size of a doormat, where the colour had simply gone. Not faded, not dirty: gone, as if someone had taken a rubber to the world and been interrupted. Everything inside the patch was grey. {name} stepped into it and out again, and for a moment {their} shoe stayed grey before the colour came creeping back. {comp} watched closely. "I don\'t like that," {comp} {comp_says}. "Things shouldn\'t come unpainted."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'It went the way the light goes at dusk, only faster. First the reds drained out of everything, then the greens, then the blues, and within a minute the whole of {place_short} was grey: grey sky, grey ground, grey {thing_kind}, and a grey {comp} looking deeply offended about it. Sounds seemed duller too, somehow. Everyone stood very still, the way you do when something you took for granted has just been switched off. Whatever had been happening before seemed to matter less in a world with no colour in it.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Then, with no sound at all, the colour went out of the world. It did not fade. It simply left, the way a crowd leaves a room, and suddenly {place_short} looked like an old photograph of itself. {name} held up {their} hands. Grey. {comp} was grey. The sky was a flat grey lid. "Well," said {comp} in a small voice. "That\'s new." And for once, nobody could think about anything but getting the colours back.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'It was {name} who noticed it first: a thin thread of colour, no thicker than a hair, glowing gold in the grey air right in front of {them}. It had appeared the moment {they} started thinking seriously about what to do, and it grew brighter as {they} kept thinking. {comp} had spotted it as well. "It\'s like hot and cold," {comp} {comp_says}. "You\'re getting warmer." {They} followed the thought further, and the thread thickened to a ribbon, then to a stripe of gold across the grey ground, pointing the way. {They} did not need to ask where it led.',
        picture: { action: 'finding', with: ['comp'] },
      },
      {
        text: 'Standing in all that grey, {name} realised {they} had been feeling grey for a while now, long before the colours went. {Worry} had a way of doing that, draining things quietly. "When did your colours start to go?" {comp} {comp_says}. It was a good question. {They} knew the answer almost to the minute. As {they} turned over what to do about it, a faint blush of pink crept back into the sky, [like a cheek warming up after the cold|as if the sky wanted to see what {they} would do|faint as the first line of a drawing].',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
