import type { TwistWriting } from '../format';

export default {
  kindId: 'afraid-creature',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Here came {tw_who_a}, [big and strong|great and tall], [across {place_short}|past {sight}]. But oh! {Tw_he} {tw_was} shaking. "I\'m scared of {tw_fear}," {tw_he} whispered. {They} gave {tw_him} a big hug. "It\'s all right," {they} said. "I\'m here." {Tw_who} smiled. Hug, hug. Such a big friend, and scared too! {name} stood up tall. Brave like a hug.',
        picture: { action: 'hugging', with: ['tw_who'] },
      },
      {
        text: 'Look! There was {tw_who_a}, hiding [over by {sight}|in a corner of {place_short}]! A great big one, hiding! "Why are you hiding?" asked {name}. "I don\'t like {tw_fear}," {tw_he} said in a tiny voice. {They} sat down close. [Snuggle, snuggle.|Cuddle, cuddle.] Together felt better. Out came {tw_who}. And out came {name}\'s brave, too.',
        picture: { action: 'comforting', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Nearby lived {tw_who_a}, [big enough to make anyone stare|so big that everyone turned to look]. But {tw_he} kept glancing over {tw_his} shoulder, and once, when somebody mentioned {tw_fear}, {tw_he} gave a little jump. {comp} {comp_habit}. "Funny," {comp} {comp_says}. "Something that big, and so jumpy."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} met {tw_who_a} [on the way past {sight}|at the edge of {place_short}]: huge, with a voice like a rumble. But when the talk turned to {tw_fear}, {tw_who} went [very quiet|as quiet as a mouse] and looked down at the ground. "Are you all right?" {they} asked. "Perfectly," said {tw_who}. {Tw_he} did not sound perfectly anything.',
        picture: { action: 'talking', with: ['tw_who'] },
      },
    ],
    happens: [
      {
        text: 'Then, just at the wrong moment, {tw_who} gave a great [wail|howl]. {Tw_he} {tw_was} sure that {tw_fear} had come! Quick as a flash, the great big creature tried to hide behind {name}, shaking all over. [It did not work.|It was no good at all.] Bits of {tw_him} stuck out everywhere. {comp} {comp_says} in surprise. Nobody knew whether to laugh or help.',
        picture: { action: 'hiding', with: ['comp', 'tw_who'] },
      },
      {
        text: '"Help!" cried {tw_who}. "It\'s {tw_fear}!" And the enormous creature tried to hide behind {comp}, which did not work at all, because most of {tw_him} was still showing. Everyone [stopped|went still]. {Trouble} could wait. {Tw_who} needed somebody, [right now|this very minute].',
        picture: { action: 'hiding', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: '{name} sat down beside {tw_who} [near {sight}|in a quiet corner of {place_short}] and stayed close until {tw_he} stopped shaking. "Thank you," {tw_who} whispered. "It\'s much easier when somebody\'s with you." Then {tw_he} looked at {them} with [big, kind eyes|big, shining eyes]. "You look a bit wobbly too. What\'s the matter?" So {they} told {tw_him}. Saying it out loud made it smaller. {They} stood up, and so did {tw_who}.',
        picture: { action: 'comforting', with: ['tw_who'] },
      },
      {
        text: 'Slowly, {tw_who} stopped shaking. {Tw_he} peeped out and saw that {place_short} was [just the same as before|as calm as ever]. "Was I silly?" {tw_he} asked. "No," said {name}. "You were scared. That\'s different." {Tw_who} gave a wobbly smile. Then {they} thought about {worry}, and {their} own tummy wobbled. {They} took a big breath, the way {tw_who} had, and turned round.',
        picture: { action: 'comforting', with: ['tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'It turned out that {place_short} was home to {tw_who_a}, who was enormous, magnificent and, as {name} slowly realised, extremely nervous. {Tw_he} kept scanning the edges of things. {Tw_he} flinched at [shadows|every rustle]. When {comp} happened to mention {tw_fear}, {tw_who} went quite pale, which in a creature that size is a lot of pale. "Sorry," {tw_he} muttered. "[Bad subject.|Not my favourite topic.]"',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'The first thing anyone noticed about {tw_who_a} was the size. The second thing, if you were paying attention, was the way {tw_he} kept glancing about, the way a much smaller creature does. {name} was paying attention. "What\'s {tw_who} looking for?" {they} asked {comp} [quietly|under {their} breath]. {comp} {comp_habit}. "Not looking for," {comp} {comp_says}. "Looking out for. [There\'s a difference.|It isn\'t the same thing at all.]"',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'It was at exactly the wrong moment that {tw_who} decided {tw_fear} had arrived. Whether it really had was hard to say. But {tw_who} let out a wail like [a foghorn with hiccups|a kettle that had lost its temper] and tried to hide behind {name}, which was a bit like a mountain trying to hide behind a [lamp post|teaspoon]. {comp} {comp_says} in surprise. Whatever had been going on a moment ago would simply have to wait, because something enormous was trembling, and it needed someone.',
        picture: { action: 'hiding', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Then {tw_who} froze. "Did you hear that?" {tw_he} whispered, in the very small voice of a very large creature. "I think it\'s {tw_fear}." {They} listened. {comp} listened. There was nothing much to hear but {sound}. But {tw_who} was shaking so hard that the ground trembled, and suddenly nobody was thinking about anything else. It is hard to stay wrapped up in your own trouble when someone [the size of a house|as big as a barn] is frightened.',
        picture: { action: 'hiding', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: '{name} sat down beside {tw_who} and waited, not saying much, [close enough to touch|with {sight} just beyond them], until the trembling eased. [It took a while.|It was not quick.] Then {tw_who} let out a long breath. "I know it\'s silly," {tw_he} said. "Something my size, scared of {tw_fear}." "It\'s not silly," {they} said, and meant it. {Tw_who} studied {them}. "When I\'m scared, I hide," {tw_he} rumbled. "What do you do?" {They} opened {their} mouth and shut it again, because the honest answer was not a comfortable one. {Tw_who} waited, as patient as a hill. Then {they} got to {their} feet.',
        picture: { action: 'comforting', with: ['tw_who'] },
      },
      {
        text: 'Bit by bit, {tw_who} came out from hiding, and the thing that had frightened {tw_him} turned out to be only [a small, ordinary shadow|{sound}, ordinary as anything] out by {sight}. {Tw_he} [laughed shakily|gave a wobbly laugh]. "You stayed," {tw_he} said to {name}. "When I was being ridiculous, you stayed." {Tw_he} tilted {tw_his} great head. "I\'ve been hiding from that for years, and it was never as big as it felt." {They} thought about {worry}, and about how much of it was shadow too. Something in {them} had made up its mind.',
        picture: { action: 'comforting', with: ['tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
