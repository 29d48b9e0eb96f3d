import type { TwistWriting } from '../format';

export default {
  kindId: 'treasure-map',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Flap, flap! A paper blew by. {They} caught it. It was a map! A map of {place_short}, with a dotted line and a big red X. Follow the line! [Step, step, step.|Tip, tap, tip.] Here was the X! And right there, on the X, was a little golden star, just for {name}.',
        picture: { action: 'reading', object: 'map' },
      },
      {
        text: 'What was that, tucked away? A rolled-up paper with a red ribbon! {They} pulled the ribbon. It was a map! It had a picture of {place_short}, and a little drawing of {name}, smiling. [Ooh!|Look!] Next to the drawing was a big red heart. {They} smiled back, and kept the map safe.',
        picture: { action: 'reading', object: 'map' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'A scrap of old paper kept blowing about {place_short}, skipping this way and that, as if it wanted to be caught. {name} nearly caught it twice. {comp} {comp_habit}. "That paper has lines on it," {comp} {comp_says}. "Like a drawing." Then the wind whisked it away again.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{name} found a little tin, [tucked into a corner|half hidden in a gap], with a rolled-up paper inside. The lid was stuck tight. {They} shook it. Something rustled. "Maybe later," {comp} {comp_says}. So {they} put it carefully aside, and tried not to think about it.',
        picture: { action: 'finding', with: ['comp'], object: 'tin' },
      },
    ],
    happens: [
      {
        text: 'Just then, a gust of wind blew an old paper right into {name}\'s hands. {They} unrolled it. It was a map! There was {place_short}, drawn in faded ink, with a wiggly dotted line and a big red X. "Let\'s follow it!" {comp} {comp_says}. And off they went, {trouble} left behind for now.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
      {
        text: 'Out of nowhere, a rolled-up paper landed at {name}\'s feet. It was a map, and a very strange one: it showed {place_short}, and right in the middle, a tiny drawing of {comp}! "That\'s me!" {comp} {comp_says}. A dotted line wiggled off towards a big X. There was nothing to do but follow it.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
    ],
    payoff: [
      {
        text: 'The dotted line led round and round, and then straight back to where they had started. The X was right there, on the very [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. {name} looked at the map. {They} looked at {comp}. "X marks the spot," {comp} {comp_says}. "What do you think is buried here?" {They} looked at the spot for a long time. Then {they} laughed, because {they} knew, and it was not gold.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
      {
        text: 'At the X, there was no chest and no gold. There was just a little picture, drawn in the corner of the map: {name}, [smiling|looking brave], and all around, little drawn hearts. {They} stared at it. "It\'s you," {comp} {comp_says}. "What are you doing in the picture, do you think?" {They} looked closely. Then {they} folded the map up small, tucked it away, and went to find out.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'A square of yellowed paper kept turning up wherever {name} went, carried on the breeze and dropped, as if on purpose, a few steps ahead. It skated across the ground, caught on things, tumbled free again. Once it landed face up long enough for {them} to see ink on it: lines, a wiggle, a small neat cross. Then it was off again. "That," {comp} {comp_says}, "is somebody\'s map. And it seems to be following us."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Wedged in a gap near {sight} was a small, dented tin, and inside it a roll of paper. {name} worked it loose. The paper was dry and old, tied with string that came apart at a touch, and there were marks on the outside that looked almost like a compass. {comp} {comp_habit}. "Open it later," {comp} {comp_says}. "It\'s waited this long." So {they} did not open it. But {they} kept glancing at it.',
        picture: { action: 'finding', with: ['comp'], object: 'tin' },
      },
    ],
    happens: [
      {
        text: 'That was when a map arrived, blowing flat against {name}\'s chest as if it had been aiming there all along. {They} peeled it off and smoothed it out. It was {place_short}, unmistakably, drawn in faded brown ink by someone who had known it well, every corner and path in the right place. A dotted line wandered across it and stopped at a small, neat X. {comp} looked at it for a long time. "Well," {comp} {comp_says}. "We\'d better find out." {Trouble} could wait half an hour. Maps, somehow, could not.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
      {
        text: 'The paper was a map. {name} knew it the moment it was unfolded: there was {place_short}, drawn in faded ink, and a dotted line that began almost exactly where {they} {was} standing and wandered off across the page to a small, neat X. Somebody, long ago, had wanted someone to find something here. {comp} {comp_habit}. "Shall we?" {comp} {comp_says}. It was a relief, honestly, to have somewhere to go.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
    ],
    payoff: [
      {
        text: 'The dotted line led them round {place_short} in a long, patient loop, [past {sight}|over and back and over again], and brought them back, of all places, to exactly where they had started. The X sat on the map right over the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. {name} stood on it and felt [a bit foolish and a bit amazed|half foolish and half amazed]. "So the treasure was here all along?" {they} said. "Or the treasure is whatever happens here next," said {comp}. {name} looked down at the X, thought about {trouble}, and found {they} did not need the map any more.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
      {
        text: 'At the X there was no chest, only a flat stone, and under the stone a folded paper in the same brown ink. It was another map, smaller, of the same place, and on it the dotted line ran only one way: back to the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], with the X drawn right on top of it. {name} read it twice. {comp} did not need to read it. "Well?" {comp} {comp_says}, simply. {They} folded the little map into a small square, put it away, and turned back the way they had come.',
        picture: { action: 'reading', with: ['comp'], object: 'map' },
      },
    ],
  },
} satisfies TwistWriting;
