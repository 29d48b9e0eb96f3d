import type { TwistWriting } from '../format';

export default {
  kindId: 'snow-surprise',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Brrr! What was that? A snowflake! Then another. Then lots and lots! Snow at {place_short}! Soft and white and [quiet|hush-hush]. {They} stuck out {their} tongue. Cold! {They} giggled. It was so quiet now that {they} could think. And {they} thought of a good idea.',
        picture: { action: 'looking', object: 'snowflake' },
      },
      {
        text: 'Whoosh! A cold little wind. Then down, down, down came the snow. Flake, flake, flake. [White on the ground.|White on {the_thing}.] White on {name}\'s nose! "Snow!" {they} shouted. {Trouble} was still there, under all that snow. Crunch, crunch, crunch! Off {they} marched to see about it, as [steady|sturdy] as a snowman.',
        picture: { action: 'playing', object: 'snowflake' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'It was a warm day, but there was a nip in the air that did not belong there. {comp} {comp_habit} and shivered. "Funny," {comp} {comp_says}. "It smells like winter." {name} looked up. One tiny white speck drifted past and melted on {their} sleeve before {they} could be sure what it was.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'High above {place_short}, a single grey cloud sat very still, the colour of a cold morning. It did not look like a rain cloud. It looked as if it was saving something up. {name} shivered, just once, though nobody else seemed cold at all.',
        picture: { action: 'looking' },
      },
    ],
    happens: [
      {
        text: 'Then, just when things were going wrong, the air turned cold and it began to snow! Big, soft flakes came tumbling down, [hushing|covering] everything in white. {comp} {comp_says} in surprise. {name} forgot {trouble} for a moment and stuck out {their} tongue to catch a flake. Snow, on a day like this!',
        picture: { action: 'playing', with: ['comp'], object: 'snowflake' },
      },
      {
        text: 'Whoosh! A chilly wind came whistling through {place_short}, and down came the snow, thick and sudden. In no time at all, everything was white. Even {the_thing} wore a snowy hat, and {comp} had a neat little heap of it on top. It was [far too surprising|much too surprising] to do anything else.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The snow made everything very, very quiet. In all that quiet, {name} could hear {their} own heart going thump, thump. "What is your heart saying?" {comp} {comp_says}. {They} listened to the snow, and to {their} heart, and by the time a flake landed on {their} nose, {they} had made up {their} mind.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: "A snowflake [drifted past {sight} and|floated down over {place_short} and] landed on {name}'s hand. It was perfect: six tiny points, like [a little star|a tiny crown]. It stayed for a moment, then it was gone. {They} looked at the wet spot where it had been. \"Quick, wasn't it?\" {comp} {comp_says}. {They} nodded. Some moments don't wait. {They} brushed the snow off {their} knees and turned round.",
        picture: { action: 'looking', with: ['comp'], object: 'snowflake' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'It was the wrong time of year for it, but the air had a particular stillness that {name} knew from winter mornings, the kind of quiet that comes before something. {comp} {comp_habit} and frowned at the sky. "That cloud," {comp} {comp_says}, "is the colour of snow." "It can\'t be snow," {they} said. "Not today." But {they} pulled {their} sleeves down over {their} hands anyway.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: "A single flake drifted past {name}'s nose, turning over and over in the warm air. {They} watched it fall and vanish before it touched the ground. Snow? Here? Now? {They} glanced at {comp}, but {comp} was busy looking at {sight}. A bit of fluff, {they} decided. Probably. Still, the air felt a degree colder than it had a minute ago, and the clouds over {place_short} had turned the soft grey of an old [blanket|jumper].",
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'At exactly that moment, the sky over {place_short} turned pale and it began, absurdly, to snow. Not a few polite flakes but proper, fat, tumbling snow, the kind that fills the air so completely you can hardly see your own feet. Within minutes everything was white and hushed. {comp} {comp_habit}, then gave up and simply stared. Plans, arguments, whatever had been about to happen: all of it lay buried under a soft white blanket, at least for now.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: "The temperature dropped so fast that {name}'s breath came out in little clouds. Then the first flakes arrived, and then the rest of them, whirling down in a great soft rush. In no time {place_short} had vanished under white, and every sound went muffled and strange. It is very hard to keep up a [fuss|hurry|quarrel] in the middle of a snowfall. Everyone simply stopped, faces tipped to the sky, while the world rearranged itself.",
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The snow had made everything so quiet that {name} could hear {their} own thoughts, which was not always comfortable. Under all that white, the world looked new, as if it had been rubbed out and could be drawn again. {comp} was right beside {them}, [dusted with flakes|watching the snow]. "Fresh start?" {comp} {comp_says}. {They} thought about {worry}, and about {trouble} under all that white. Then {they} pressed one footprint into the clean snow, on purpose, and then another, in the direction {they} had been avoiding all day.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'A snowflake settled on {name}\'s sleeve, and {they} looked at it closely. Six arms, each one perfectly made. It had taken a long fall to get here and would last about three seconds. {They} watched it go. A short time, and a choice about what to do with it. "What would you do with three seconds?" {comp} {comp_says}, quietly, the way people talk in snow. {They} thought about it. Then {they} decided not to waste any more of them.',
        picture: { action: 'looking', with: ['comp'], object: 'snowflake' },
      },
    ],
  },
} satisfies TwistWriting;
