import type { TwistWriting } from '../format';

export default {
  kindId: 'power-cut',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Flicker, flicker... click! The lights went out [all over {place_short}|over by {sight}]! Dark, dark, dark. "Oh!" said {name}. {They} counted: one, two, three... Click! The lights came back on! [Hooray!|Ta-da!] Everything was just where it had been. {They} laughed. Dark, then light! Blink, blink.',
        picture: { action: 'waiting' },
      },
      {
        text: 'Buzz... buzz... POP! [Everything went dark!|All of {place_short} went dark!] Even {sight} was gone! Shh. {They} listened. [Tick, tock.|Drip, drop.] In the dark, {they} could hear {their} own heart: thump, thump. Then, click! On came the lights, bright and warm. Blink, blink! There was {sight}, just where it had been.',
        picture: { action: 'listening' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Every now and then, the lights at {place_short} gave a little flicker, like a wink, then steadied again. {comp} {comp_habit}. "Did you see that?" {comp} {comp_says}. "The lights are [hiccuping|blinking]." {name} giggled. Lights could not hiccup. Could they?',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'There was a strange buzzing somewhere, faint and fizzy, like a [sleepy bee|tired fly]. Each time it buzzed, {place_short} went a tiny bit dimmer, then bright again. {name} looked at {comp}. {comp} {comp_habit} and looked at the buzzing. Nobody knew what it meant.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then, CLICK! All the lights went out at once, and everything went dark. "Oh!" said {name}. For a moment nobody moved. Then {comp} {comp_says}, very close by, "I\'m right here." In the dark, {trouble} had to wait. All anybody could do was stay close, and listen.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Flicker, flicker, fizzle... and out went every light in {place_short}! It was so dark that {name} could not see {their} own nose. Somebody giggled. Somebody bumped into somebody else. {comp} {comp_comfort}, so {they} knew exactly where {comp} was.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'In the dark, it was easier to say things. "I\'ve been thinking about {worry}," {name} whispered. "I know," {comp} {comp_says}, just as softly. "What would you do, if you could do anything?" {They} whispered the answer into the dark. It sounded braver out loud. Just then, click! The lights came back on, warm and bright, and {they} blinked and smiled.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'Click! The lights came back on, all at once. Everyone blinked. Everything was exactly where it had been, but somehow it all looked new, like a picture with the colours turned up. {name} blinked too. {comp} {comp_says}, "Does anything look different to you?" {They} looked round slowly. {Trouble} was still there, but now {they} could see all of it, and it was smaller than it had felt. {They} took a breath and stepped towards it.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'The lights at {place_short} were being temperamental. Every so often they dipped, as if something enormous had taken a sip of all the power at once, and then came back a moment later, slightly embarrassed. {comp} {comp_habit} and watched them suspiciously. "That," {comp} {comp_says}, "is not a good sign. Or it\'s a very interesting one. I can never tell which."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '[Somewhere near {sight}|Somewhere in {place_short}], something was humming: a low electric buzz, felt more than heard, like [a fridge in a quiet kitchen|a bee in another room]. Every now and then the buzz faltered, and when it did, everything went a shade dimmer and the shadows stretched, and then it all snapped back. Nobody else paid it any mind. {name} did. So, judging by the way {comp_his} head kept turning, did {comp}.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then, with a soft clunk, like a great door closing somewhere far away, every light in {place_short} went out. The dark was total, thick and [velvety|soft as a blanket] and astonishingly quiet. {name} stood very still. Somewhere close by, {comp} {comp_says}, just to say where {comp_he} was. Then came the [shuffling, giggling, bumping|bumping, shuffling, giggling] sounds of everyone else discovering that they could not see a thing. Whatever had been happening a moment ago had been switched off too, at least for now.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "The lights did not fade. They simply stopped, all at once, as if someone had blown out the whole of {place_short} like a birthday candle. In the sudden darkness, sounds grew [louder|bigger]: breathing, a nervous laugh, the creak of someone shifting their weight. {name} felt {comp} close beside {them} and was more glad of it than {they} would have admitted. It is strange how different a problem feels when you can't see it.",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Every light in {place_short} went out at once, and in the dark, only one was left: the little torch {name} had been carrying all day without a thought, which {they} switched on without thinking either. At once every face turned towards it, pale and blinking, the way moths turn. Somebody said, "[Oh, thank goodness.|Oh, well done.]" Somebody else said, "Which way is the door?" And {name} realised, with a lurch, that in a room full of people taller and older than {them}, {they} {was} now the one everybody was waiting for.',
        picture: { action: 'holding', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The dark did a curious thing: it made talking easier. Without faces to watch, words came out more honestly. "I keep thinking about {worry}," {name} said into the blackness, surprising {themself}. "I know," said {comp}, close by. "And if you could fix it, what would you do?" A pause. {They} told the dark. It was easier than {they} had expected, and out loud it sounded much less impossible. Then, as if it had been waiting for exactly that, the power came back with a hum and a flicker, and light flooded {place_short} again.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'When the lights came back, they came back slowly: a flicker, then a glow, then the full ordinary brightness, and everybody blinked and laughed at nothing in particular. {name} looked around. Everything was exactly where it had been. {Worry} was where it had been too: the dark had not taken it anywhere. But in the dark {they} had had a few quiet minutes to think, and {they} had used them. "Looks different, doesn\'t it?" {comp} {comp_says}, [very quietly|almost in a whisper]. It did. In the new light {they} could see the way through, and {they} set off along it, {worry} and all.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Leading people through the dark, it turned out, is mostly a matter of going slowly and saying where the steps are. {name} went first, torch low, calling out every step, every corner. Nobody fell over. Nobody argued. By the time the lights flickered back, {name} had learned something useful about {themself}: that {they} could go first even when {they} did not feel like someone who goes first. {Worry} was still there when the lights came on. But {name} now had proof, from about ten minutes ago, that {they} could walk towards a thing before feeling ready.',
        picture: { action: 'holding', with: ['comp'] },
        needs: 'taller and older than',
      },
    ],
  },
} satisfies TwistWriting;
