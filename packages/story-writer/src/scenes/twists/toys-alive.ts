import type { TwistWriting } from '../format';

export default {
  kindId: 'toys-alive',
  tiny: {
    setup: [],
    happens: [
      {
        text: '{They} put {tw_thing_a} down [by {sight}|in {place_short}] and turned away. Creak! {They} peeped back. Had it moved? Yes! It gave a little wave. It did a little dance. [Tap, tap, tap.|Hop, hop, hop.] Then it whispered, "Psst! I\'m with you." And it flopped down, still as still. {They} hugged it tight. Snug! Now {they} felt ready.',
        picture: { action: 'looking', object: 'tw_thing' },
      },
      {
        text: 'Shh! Nobody was looking, so {tw_thing_a} hopped up [by {sight}|in a corner of {place_short}]. Hop, hop, hop! It [bumped|bounced] against {name}\'s foot. "Psst," it whispered. "What will you do?" Then it flopped down, still as still. Was it a dream? No! {They} smiled, because {they} knew the answer.',
        picture: { action: 'playing', object: 'tw_thing' },
      },
      {
        text: 'Clap, clap! Who was clapping? It was {tw_thing}! It had two soft hands, and it was clapping [by {sight}|in {place_short}]! Then it did a roly-poly. Roll, roll, bump! {name} giggled. {Tw_thing} pointed a floppy arm. "Go on," it said. "You can." Then flop! It was just a toy again. But {name} had heard it. {They} stood up straight.',
        picture: { action: 'playing', object: 'tw_thing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: '{name} had brought {tw_thing_a} along, as {they} often did. {They} set it down near {sight}, facing the right way. A moment later it was facing the other way. {comp} {comp_habit}. "Did you move it?" {they} asked. "Not me," {comp} {comp_says}.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Lying [near|beside] {sight} was {tw_thing_a}, a little worn and a lot loved, as if somebody had dropped it there. {name} picked it up and tucked it close. It was only a toy. Still, {they} could have sworn that, for half a second, it snuggled back.',
        picture: { action: 'finding', object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'Nobody was looking at {tw_thing}. That was when it sat up. It stretched. It gave a great big toy-sized yawn, hopped to its feet and marched [straight over|right across] to {name}. "Right," it said. "I\'m awake now. What\'s all this fuss about?" {comp} {comp_habit}, too amazed to speak.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Behind {name}\'s back, [over by {sight}|somewhere in {place_short}], something went [squeak|flump|pitter-pat]. {They} spun round. There was {tw_thing}, halfway through a little dance! It froze. It flopped over, as stiff as a toy should be. Too late! Everyone had seen. "Oh, all right," sighed {tw_thing}, getting up again. "Yes, we come alive. Now, shall we sort this out?"',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{Tw_thing} stood up, dusted itself off and marched away across {place_short}, all by itself! "Hey!" said {name}. "Where are you going?" "To fix it," said {tw_thing}, over its shoulder, "since nobody else is." {comp} {comp_says} in surprise. {name} ran after it. It was very small, and the world was very big, and it was heading straight for the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near].',
        picture: { action: 'running', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: '{name} felt a small nudge. It was {tw_thing}, standing up very straight [beside {sight}|in the middle of {place_short}]. "Psst," it whispered. "Toys see everything, you know. I saw what happened. What happens next?" Then, in case somebody was looking, it flopped back down and pretended it had never said a word. {They} looked at it for a long moment. Then {they} nodded.',
        picture: { action: 'listening', object: 'tw_thing' },
      },
      {
        text: 'Quietly, {tw_thing} [shuffled|wobbled] over and leaned against {name}\'s foot. "I know about {worry}," it whispered, [very softly|so quietly that {they} had to lean close]. "Toys feel it too. My first night, I hid under the paper. My second night, I peeped out, and there you were." Then it went still, just a toy again, but a warm one. {They} held it close and took a breath.',
        picture: { action: 'listening', object: 'tw_thing' },
      },
      {
        text: '{Tw_thing} got halfway and fell over a pebble. Flump! It lay on its back with its legs in the air. "Well," it said. "I\'m only a toy. Toys can\'t fix things. But you can." {name} picked it up and dusted it off. {They} tucked it under {their} arm, where it went floppy and quiet. Then {name} carried on walking, the way {tw_thing} had been going.',
        picture: { action: 'holding', object: 'tw_thing' },
        needs: 'nobody else is',
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'In {name}\'s bag was {tw_thing_a}, brought along for luck, though {they} would have denied it if anyone asked. Twice that day {they} found it somewhere other than where {they} had left it: once peeping out of the bag, once sitting bolt upright on a ledge, gazing out at {sight}. "You\'re doing that," {they} said to {comp}. {comp} {comp_habit}, looking as innocent as anyone could possibly look.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Propped [against|beside] {sight} sat {tw_thing_a}, as if it had been waiting. It was the kind of toy that had been loved very hard: one ear or one wheel or one button not quite what it used to be. {name} picked it up. There was nothing special about it, except that it was warm, as if something had been holding it a moment before, or as if it had only just stopped moving.',
        picture: { action: 'finding', object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'Nobody was watching {tw_thing}, which, as it turned out, was all it had been waiting for. There was a soft [thump|rustle]. {name} turned just in time to see it get to its feet, brush itself down and look around with the air of someone arriving late to a meeting. "Don\'t stop on my account," it said. {comp} {comp_habit}. {They} opened {their} mouth and closed it again. "Toys," said {tw_thing}, "notice more than you think."',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'It happened in the half-second when everyone looked away. When {name} looked back, {tw_thing} was no longer where it had been. It was a little way off, [near {sight}|on the far side of {place_short}], clearly caught in the middle of something, and trying very hard to look as though it had been put there. It held the pose for three whole seconds. Then it gave up. "Fine," it said. "Yes. We move. We talk. Please don\'t make a fuss. There\'s [quite enough fuss|enough fuss] going on already."',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{Tw_thing} had evidently decided that enough was enough. It climbed down, with the stiff dignity of something not built for climbing, and set off across {place_short} on short, determined legs. It did not look back. It walked like a small person who has been waiting a long time for someone else to sort something out and has finally given up waiting. {name} watched it go for a moment, stunned. Then {they} realised where it was heading: straight for the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. {They} went after it.',
        picture: { action: 'running', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: 'A small weight settled against {name}\'s side. It was {tw_thing}, which had apparently decided that some things mattered more than pretending. "I\'ve been dropped, lost, left out in the rain[ and sat on| and nibbled], [and once forgotten all night in {place_short}|and once left under {sight}]," it said quietly. "So I know when a day can still go right. This one can. What would you like to be able to say about it at bedtime?" It went still again at once. But it had asked, and {they} had heard, and {they} {was} already working out the answer.',
        picture: { action: 'listening', object: 'tw_thing' },
      },
      {
        text: 'From the corner of {their} eye, {name} saw {tw_thing} [sit up|shift] and look straight at {them}. Toys are not supposed to do that while a person is watching. It was breaking its oldest rule, [right there in {place_short}|in full view of {sight}], so it must be important. "I know about {worry}," it said. "I\'ve been carried through worse, and so have you. Go on. I\'ll be right here." Then it flopped down, perfectly still, and kept its promise. {They} went.',
        picture: { action: 'listening', object: 'tw_thing' },
      },
      {
        text: '{name} caught up with {tw_thing} halfway there. It had stopped, not from tiredness but because a toy is only so tall, and what it had set out to do needed somebody taller. It looked up at {name}. It did not say anything. It did not need to: it had walked further than any toy has a right to walk, on legs made of stuffing, to do a thing it could not do. {name} bent down, picked it up and kept walking in the same direction. {Tw_thing} went limp in {their} arms, a toy again, its job done.',
        picture: { action: 'holding', object: 'tw_thing' },
        needs: 'given up waiting',
      },
    ],
  },
} satisfies TwistWriting;
