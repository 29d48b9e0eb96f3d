import type { TwistWriting } from '../format';

export default {
  kindId: 'friend-missing',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Hop, skip! {tw_who_a} was playing [by {sight}|in {place_short}]. Then... uh-oh! Where did {tw_he} go? Not here. Not there. "Where are you?" called {name}. Look high. Look low. Shh... listen. [Snore, snore!|Snuffle, snuffle!] There was {tw_who}, fast asleep in a cosy spot! Phew! A big squeeze. Now {they} knew what mattered most.',
        picture: { action: 'finding', with: ['tw_who'] },
      },
      {
        text: '{name} and {tw_who_a} were playing peekaboo. Peekaboo! Peekaboo! Then... where was {tw_who}? Gone! "Where are you?" [Look, look.|Call, call.] Then, wiggle, wiggle, out popped {tw_who}, right from behind {the_thing}! "Found you!" {They} laughed and laughed. And now {they} knew what to do.',
        picture: { action: 'finding', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Also at {place_short} that day was {tw_who_a}, who loved to explore. {Tw_he} kept wandering off to look at things, and every time, somebody had to go and fetch {tw_him} back. {comp} {comp_habit}. "{Tw_he}\'ll get lost one of these days," {comp} {comp_says}.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} was very glad to see {tw_who_a} at {place_short}. They played [hide-and-seek|peekaboo] for a while, and {tw_who} was very good at hiding, almost too good. Once, it took ages to find {tw_him}. "Don\'t hide too well," {comp} {comp_says}, "or we might never find you."',
        picture: { action: 'playing', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'Then {name} looked round. "Where\'s {tw_who}?" Nobody knew! {Tw_he} had been there a minute ago, and now {tw_he} {tw_was} gone. Everybody dropped everything. "We have to find {tw_him}," {they} said. {comp} {comp_habit} and began to search straight away.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Right in the middle of everything, there came a cry: "Where\'s {tw_who}?" Everyone looked up. {Tw_who} was nowhere to be seen. {name} felt {their} tummy flip over. {comp} {comp_says} in alarm. Suddenly, {trouble} did not matter one bit. Finding {tw_who} mattered most of all.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'And there, curled up fast asleep in a cosy corner, was {tw_who}! {Tw_he} {tw_was} safe and sound, and had no idea what all the fuss was about. {name} let out a huge breath. "You ran so fast," {comp} {comp_says}. Being scared for {tw_who} had swept everything else away. What was left was clear and simple, and {they} knew what it was.',
        picture: { action: 'finding', with: ['comp', 'tw_who'] },
      },
      {
        text: '"Listen!" said {comp}. A small, happy snore was coming from [behind {sight}|somewhere near {sight}]. There was {tw_who}, safe and sound, snoozing in a [warm|cosy] spot! Everyone laughed with relief. {name} sat down beside {tw_him}. Being scared had made {them} think about what really mattered. {They} gave {tw_who} a pat and stood up, knowing where to go next.',
        picture: { action: 'finding', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Also at {place_short} that day was {tw_who_a}, who had a reputation. Not a bad one, exactly. Just a reputation for wandering: for following an interesting sound, or smell, or idea, and ending up somewhere nobody had thought to look. {comp} {comp_habit}. "Keep an eye on {tw_who}," {comp} {comp_says}. "{Tw_he} {tw_has} a way of being here one minute and gone the next." {name} laughed. Later, {they} would remember that.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} spent a happy few minutes with {tw_who_a}, who was excellent company and an even better hider. Twice, in the middle of a game, {tw_who} vanished so completely that {they} began to wonder, and twice {tw_he} popped up again, delighted. "One day," {comp} {comp_says}, "{tw_he}\'ll hide so well that even {tw_he} won\'t know where {tw_he} {tw_is}." It was a joke, of course. Mostly.',
        picture: { action: 'playing', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: '"Where\'s {tw_who}?" Somebody asked it lightly at first, and then again, less lightly. {name} looked round. {Tw_who} was not where {tw_he} had been, or anywhere else nearby. A minute ago, {tw_he} had been right there. Now there was just an empty space, and a small cold feeling spreading through {their} chest. {comp} {comp_habit}, then began searching at once. Everything else, {trouble} included, was dropped on the spot. "Let\'s tell everyone," {they} said, "and look together."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'It was {comp} who noticed first. "Where\'s {tw_who}?" {comp} {comp_says}, and the question went round {place_short} like a dropped coin spinning. Nobody knew. {Tw_he} had been there, and now {tw_he} {tw_was} not. {name} felt {their} heart speed up. {Trouble} did not vanish, but it shrank to the size of a pea beside this. Everyone split up to search, calling, checking every corner.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'It was {name} who found {tw_who}: tucked into a warm, sheltered spot nobody had thought to check, fast asleep and perfectly safe, with no idea that anyone had been worried at all. The relief came in a great warm rush, and after it came something clearer. When you think you have lost someone, you find out very quickly what matters. "I\'ve never seen you move so fast," {comp} {comp_says}. {They} had not known {they} could, either. {They} thought of {trouble} and wondered why {they} had been so slow about that.',
        picture: { action: 'finding', with: ['comp', 'tw_who'] },
      },
      {
        text: '"Here!" called {comp}, and there was {tw_who}, safe and sound, [curled up in a quiet corner|tucked out of sight], looking puzzled by all the fuss, with {sight} going on behind {tw_him} as if nothing had happened. Everybody laughed the shaky laugh of people who have just been very frightened about nothing. {name} sat down hard, heart still thumping. Being scared had swept everything else away, and what was left, standing clear, was {worry} and the one thing {they} could do about it. {They} got up, legs still shaky, and went to do it.',
        picture: { action: 'finding', with: ['comp', 'tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
