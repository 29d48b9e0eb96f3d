import type { TwistWriting } from '../format';

export default {
  kindId: 'animal-talks',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Along came {tw_who_a}, across {place_short}. [Pad, pad, pad.|Tip, tap, tip.] {Tw_who} sat down. {Tw_who} looked at {name}. Then {tw_he} spoke! "Hello," said {tw_who}. "What would make this better?" [Oh!|Ooh!|Wow!] A talking friend, with a big question! {They} thought and thought. Then {they} smiled. {They} knew!',
        picture: { action: 'talking', with: ['tw_who'] },
      },
      {
        text: 'Something [rustled|wriggled] [near {sight}|in a corner of {place_short}]. Out popped {tw_who_a} with bright, round eyes. {Tw_who} blinked. {Tw_who} twitched. Then {tw_he} said, in a small, clear voice, "Psst! Take me with you. I want to see!" {They} blinked back. An animal that talked! {name} gave a little nod. Off {they} went, with {tw_who} hopping behind, to show {tw_him}.',
        picture: { action: 'listening', with: ['tw_who'] },
      },
      {
        text: 'Moo? No. Baa? No. "Hello!" said a voice [by {sight}|in {place_short}]. It was {tw_who_a}! {Tw_who} could talk! "I saw that," {tw_who} said. "Shall we go back and look?" [Trot, trot.|Hop, hop.] Off they went, side by side, back to the very spot. {name} took a big breath. {They} knew what to do.',
        picture: { action: 'talking', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Close by sat {tw_who_a}, as still as [a stone|a statue]. Each time {name} spoke, {tw_who} turned {tw_his} head, as if listening to every single word. {comp} {comp_habit}. "I think {tw_he} {tw_is} listening to us," {comp} {comp_says}. "Don\'t be silly," {they} said. But [{they} whispered after that|{they} lowered {their} voice after that], just in case.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '[Over by {sight}|Somewhere near {sight}], {tw_who_a} was watching. {Tw_he} did not [wander off|look away]. {Tw_he} kept {tw_his} eyes bright and {tw_his} head tilted, and once, when {name} laughed, {tw_he} made a small sound that was almost, but not quite, a word.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
    ],
    happens: [
      {
        text: 'Right then, somebody [cleared a throat|gave a little cough]. "Ahem," said {tw_who}. "Excuse me." {They} froze. {comp} {comp_habit}, then froze. Everybody froze. "You can talk?" {name} whispered. "Only when it matters," said {tw_who}, [very politely|quite calmly]. "And this looks like a moment that matters. Let\'s all have a think."',
        picture: { action: 'talking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'That was when a voice said, "Oh dear, oh dear." {They} looked [left, towards {sight}|over at {sight}]. {They} looked right. The voice had come from {tw_who}! "Don\'t mind me," said {tw_who}. "I\'m only watching to see what happens next." {comp} was so [surprised|astonished] that {comp_he} could not say a single word.',
        picture: { action: 'talking', with: ['comp', 'tw_who'] },
      },
      {
        text: '"Mind my tail, please," said a small, cross voice. {name} looked down. There sat {tw_who_a}, right by {their} foot. "Sorry," said {name}. Then {they} jumped. "You talked!" "Of course I talked," said {tw_who}. "You were standing on my tail. Talking was quicker than biting." {comp} {comp_habit}. {Tw_who} sat up very straight. "I saw everything," {tw_he} said. "Do you want to know what I think?"',
        picture: { action: 'talking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: '{Tw_who} came closer and sat right in front of {name}. "Can I tell you something?" {tw_he} said softly. "Once I got in a muddle of my own. I hid in a corner all day so nobody would see." {Tw_he} twitched {tw_his} nose. "It was a very [long|long, lonely] day." Then {tw_he} [settled down|sat very still] to wait. {They} did not want a very long day. {They} stood up [straight|tall].',
        picture: { action: 'listening', with: ['tw_who'] },
      },
      {
        text: '"Psst," said {tw_who}. "I saw {worry} [on your face|in your eyes] just now." {Tw_he} tilted {tw_his} head towards the [spot {name} had been avoiding|spot {name} had been keeping away from|spot {name} had not wanted to go near]. "Will you take me over there? I don\'t like to go [by myself|on my own]." {They} thought about it for a long moment. {comp} {comp_comfort}. {Worry} was still heavy. But {tw_who} was waiting, so {name} stood up, and off they went together.',
        picture: { action: 'listening', with: ['comp', 'tw_who'] },
      },
      {
        text: '{Tw_who} sat down on {name}\'s foot. "I\'ll tell you a secret," {tw_he} said. "When I\'m in a muddle, I shake. Ears, tail, all of me. Like this!" {Tw_he} shook so hard {tw_his} ears [flapped|went flap, flap]. {comp} laughed. {name} laughed too, then shook, just a little, from {their} shoulders to {their} toes. Some of {worry} seemed to fall off onto the ground. With what was left, {they} knew [just where to go|exactly where to go].',
        picture: { action: 'playing', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was also {tw_who_a}, who seemed to have nothing better to do all day than watch. {Tw_he} kept to the edge of things, head tilted, and whenever {name} spoke, {tw_he} turned towards the words as if [collecting them|taking notes]. Once, when {comp} said something funny, {tw_who} made a short, snorting sound that was [very nearly a laugh|suspiciously like a chuckle]. {They} looked twice. {Tw_who} looked back, perfectly innocent, and gazed off at {sight} as though nothing had happened.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'On the way in, {name} noticed {tw_who_a} [beside|near] {sight}. It was the sort of animal you pass without a thought, except that this one did not look away. {Tw_who} followed every word with {tw_his} eyes, left to right and back again, like someone [at a tennis match|watching a game of ping-pong]. "Is it me," {they} murmured, "or is that animal listening?" "It\'s you," {comp} {comp_says}. But {comp} kept glancing back too.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'Into the quiet of {place_short} came a voice, [dry and polite|crisp and courteous]. "Well," it said. "That is a pickle." {They} turned slowly. {comp} turned slowly. There was nobody there but {tw_who}, [sitting very upright|watching with great interest] and not looking the least bit sorry for interrupting. "You talked," {name} said. "I do, now and then," said {tw_who}. "Mostly I listen. And from what I\'ve heard so far, this could go one of two ways."',
        picture: { action: 'talking', with: ['comp', 'tw_who'] },
      },
      {
        text: '"I wouldn\'t, if I were you," said someone. {name} spun round. {comp} {comp_habit}, which was what {comp_he} did when astonished. The only someone in sight was {tw_who}, blinking slowly, the way animals do when they are being patient with you. "Yes, that was me," said {tw_who}. "No, I don\'t usually talk. But you looked about to do something in a hurry, and hurry is [how|where] most [muddles|messes] begin."',
        picture: { action: 'talking', with: ['comp', 'tw_who'] },
      },
      {
        text: '"Excuse me," said a voice from somewhere near {name}\'s ankles, "but you are standing on my lunch." {name} stepped back. {Tw_who_a} looked up at {them} with enormous dignity. "Don\'t look at your friend. It was me. Yes, I can talk, and no, I don\'t do it for everyone. But you have been chewing your lip for ten minutes, and a lip-chewer is poor company for a quiet animal. Sit down. Tell me what happened, from the start, and leave nothing out." So {name}, who had never told an animal anything in {their} life, sat down in the middle of {place_short} and told {tw_him} all of it.',
        picture: { action: 'talking', with: ['tw_who'] },
      },
    ],
    payoff: [
      {
        text: '{Tw_who} came and settled beside {name} [near {sight}|at the edge of {place_short}], close enough to speak quietly. "Look over there," {tw_he} said, and tipped {tw_his} head towards the [spot {name} had been avoiding|spot {name} had been keeping away from|spot {name} had not wanted to go near]. {name} looked. Everything there was just as {they} had left it, waiting. "I\'ve been watching that spot all afternoon," said {tw_who}. "Nothing over there has moved. I would go myself, but I\'m only an animal, and nobody waits for an animal." {Tw_he} settled down with {tw_his} eyes on {name}, [perfectly patient|in no hurry at all]. {They} looked at the ground for a while. When {they} looked up, {their} face had changed.',
        picture: { action: 'listening', with: ['tw_who'] },
      },
      {
        text: '"May I say one thing?" said {tw_who}. {They} nodded[, not quite trusting {their} voice| and waited]. "I can see {worry} sitting on you like a wet coat. I wore one like that once. Kept it on all winter, because taking it off meant admitting it was wet." {Tw_who} [looked away|settled down] and did not say another word. {They} almost laughed. Then {they} did not, because it was true of {them} too. {They} sat up straighter, as if shrugging something heavy off {their} shoulders.',
        picture: { action: 'listening', with: ['comp', 'tw_who'] },
      },
      {
        text: '{Tw_who} listened to the end without interrupting, which is rarer than talking animals. Then {tw_he} said nothing for so long that {name} wondered if the talking had worn off. "Do you know what I noticed?" {tw_who} said at last. "Every time you came to the part about {trouble}, you went faster. People always hurry past the bit they already know the answer to." {Tw_he} yawned, showing a great many teeth, and turned round three times to lie down. {name} sat very still. Then {they} went back over the story in {their} head, slowly this time, and stopped at the part {they} had hurried past.',
        picture: { action: 'listening', with: ['tw_who'] },
        needs: 'lip-chewer',
      },
    ],
  },
} satisfies TwistWriting;
