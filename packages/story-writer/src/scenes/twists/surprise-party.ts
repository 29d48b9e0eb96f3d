import type { TwistWriting } from '../format';

export default {
  kindId: 'surprise-party',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Shh! Whisper, whisper, [over by {sight}|all round {place_short}]. What was going on? Then... "SURPRISE!" Balloons! Streamers! A cake with sprinkles! A party, just for {name}! [Hooray!|Yippee!] {They} clapped and danced. Everybody cheered. {Their} heart felt big and warm. Thank you, everybody!',
        picture: { action: 'celebrating', object: 'cake' },
      },
      {
        text: 'Knock, knock! Who was there? Everybody [from all over {place_short}|from over by {sight}]! "Surprise!" they all shouted. A party! Balloons went bob, bob. Music went [toot, toot|tootle-oo]. {name} giggled and giggled. Party hats for everyone! [Toot, toot!|Hooray!]',
        picture: { action: 'celebrating', object: 'balloon' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Something funny was going on at {place_short}. People kept whispering and stopping when {name} came near. Someone hid something behind their back. {comp} {comp_habit} and looked very innocent. "What\'s going on?" {they} asked. "Nothing!" {comp} {comp_says}, far too quickly.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{name} spotted a balloon floating up from behind {sight}, and then a streamer, and then a giggle, quickly hushed. {comp} {comp_habit}. "Did you hear something?" {they} asked. "Hear what?" said {comp}, grinning. "I didn\'t hear anything at all."',
        picture: { action: 'listening', with: ['comp'], object: 'balloon' },
      },
    ],
    happens: [
      {
        text: 'Then, right in the middle of everything, out jumped everyone at once! "SURPRISE!" Balloons bobbed. Streamers flew. Music played. It was a party, a surprise party, just for {name}! {They} stood with {their} mouth wide open. {comp} {comp_says} happily. {Trouble} would have to wait, because there was cake.',
        picture: { action: 'celebrating', with: ['comp'], object: 'balloon' },
      },
      {
        text: 'POP! went a balloon, and suddenly the whole of {place_short} was full of music and colour and people shouting "Surprise!" It was a party! All the whispering had been about this. {name} did not know whether to laugh or squeal, so {they} did both.',
        picture: { action: 'celebrating', with: ['comp'], object: 'balloon' },
      },
    ],
    payoff: [
      {
        text: 'In the middle of the party, {name} looked around at all the smiling faces. Everybody had worked so hard, just to make {them} happy. It made {them} feel warm right through. "How does it feel, when somebody does something kind for you?" {comp} {comp_says}, [very quietly|almost in a whisper]. "Like this," {they} said, and smiled. Then {they} took off {their} party hat. There was something {they} wanted to do before the cake.',
        picture: { action: 'celebrating', with: ['comp'] },
      },
      {
        text: 'There was a slice of cake for everybody. {name} sat with {their} plate, full of cake and full of happy. Even {worry} had gone quiet for a bit. "What\'s the best bit of a party?" {comp} {comp_says}. {They} licked the icing off {their} fingers and thought. "When everyone\'s happy," {they} said. And {they} knew just how to make that happen.',
        picture: { action: 'eating', with: ['comp'], object: 'cake' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Something was going on at {place_short}, and {name} was quite clearly not supposed to know what. Conversations stopped when {they} walked up. Someone was carrying something large under a blanket and pretending it was nothing. Even {comp}, usually hopeless at keeping a surprise, was being suspiciously vague. "Why is everyone acting so strangely?" {they} asked. {comp} {comp_habit}. "No reason," {comp} {comp_says}, in the voice of someone with an excellent reason.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Twice, {name} caught sight of a balloon where no balloon should be, bobbing briefly above {sight} before being yanked back down out of sight. Once {they} heard someone hiss "Not yet!", and once, unmistakably, the sound of a party blower being tested and hastily stopped. {comp} was looking everywhere except at {them}. "Is something happening?" {they} asked. "Happening?" said {comp}. "What could possibly be happening?"',
        picture: { action: 'looking', with: ['comp'], object: 'balloon' },
      },
    ],
    happens: [
      {
        text: 'And then, at the least convenient moment imaginable, the whole of {place_short} shouted "SURPRISE!" There were streamers. There were balloons. There was music, slightly out of tune, and a cake the size of a cartwheel, and every face {name} could think of, beaming. It was a party, and it was for {them}. {They} stood there, mouth open. All at once {trouble} had to share the stage with something much louder and much kinder. {comp} looked enormously pleased with {comp_him}self.',
        picture: { action: 'celebrating', with: ['comp'], object: 'cake' },
      },
      {
        text: 'The surprise went off like a firework: a sudden burst of music, a shower of paper confetti, and a crowd of people leaping out from behind [{sight}|every corner of {place_short}], shouting at the tops of their voices. A party. For {name}. Now, of all moments. It turned out that everyone had been planning it for days, and every strange whisper suddenly made sense. {They} did not know whether to laugh or cry, so {they} did a bit of both, which is [allowed at parties|perfectly normal at parties].',
        picture: { action: 'celebrating', with: ['comp'], object: 'balloon' },
      },
    ],
    payoff: [
      {
        text: 'Somewhere between the cake and the music, {name} slipped to the edge of the party and looked back at it. All those people. All that planning, done quietly for days, for no reason except that they wanted {them} to be happy. It was a lot of kindness to receive in one go, and it made {them} want to give some back. {comp} {comp_moves} over. "Not bad, for a day that started like this one," {comp} {comp_says}, [very quietly|almost in a whisper]. {They} laughed. Then {they} thought about {trouble} and decided that a kindness this size deserved an answer. {They} went to give it one.',
        picture: { action: 'celebrating', with: ['comp'] },
      },
      {
        text: 'A party does not untie a knot. The music gets in, the cake gets in, somebody makes you wear a paper hat, and the knot is still there under all of it. By the time the cake was half gone, {name} had stopped pretending otherwise. {comp} found {them} in a quiet corner, wearing a hat that said BIRTHDAY even though it wasn\'t. "Something on your mind?" {comp} {comp_says}, [very quietly|almost in a whisper]. "One thing," {they} admitted. "I\'ll guard your cake," said {comp}. So {name} straightened the silly hat and went.',
        picture: { action: 'eating', with: ['comp'], object: 'cake' },
      },
    ],
  },
} satisfies TwistWriting;
