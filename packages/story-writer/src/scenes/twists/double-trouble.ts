import type { TwistWriting } from '../format';

export default {
  kindId: 'double-trouble',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! There was {tw_who_a}, over by {sight}... and there was {tw_who} again! Two noses, two smiles, two of everything! One waved. The other waved. One hopped. The other hopped. Copy, copy, copy! [Giggle!|Hee hee!] Then everybody smiled, and the copy smiled biggest of all. Pop! Just one again. {name} waved goodbye to the copy. Bye-bye!',
        picture: { action: 'playing', with: ['tw_who'] },
      },
      {
        text: 'Peep! Who was that in the shiny puddle [by {sight}|in {place_short}]? It was {tw_who_a}! And out hopped... another one! Two! Clap, clap went one. Clap, clap went the other. [Stamp, stamp!|Spin, spin!] Two of everything! What a muddle! What a giggle! Then, plop, back into the puddle went the copy. {name} giggled and giggled.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'In the middle of {place_short} stood a tall old mirror in a curly golden frame. Nobody knew who had put it there. When {tw_who_a} went past, the reflection gave a little wave, all by itself. {comp} {comp_habit}. "Did that mirror just wave?" {comp} {comp_says}. Nobody was quite sure.',
        picture: { action: 'looking', with: ['comp'], object: 'mirror' },
      },
      {
        text: 'Something odd kept happening. {Tw_who_a} was right there, and then, a blink later, {tw_who} was on the far side of {place_short} as well. Or was {tw_he}? When anyone looked again, there was only one. {comp} {comp_habit}. "I keep seeing double," {comp} {comp_says}, and blinked hard.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'And then, with a twinkly POP, there were two of {tw_who}! Exactly the same, from top to toe. The new one was a copycat. It copied every hop, every blink, every sniff. When {name} frowned, it frowned. When {comp} {comp_says}, it did that too, only louder. What a muddle! Nobody could get on with anything.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Blink! Suddenly there were two of {tw_who}, as alike as two peas. "Which one is the real one?" {comp} {comp_says}. The copy only grinned. Then it began to copy everything it saw, only bigger. A hop became a HOP. A huff became a HUFF. [A sulk became a SULK.|A scowl became a SCOWL.] Nobody dared even sneeze, in case it sneezed back TWICE AS LOUD.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'The copy was watching {name} now, waiting to see what {they} would do, so that it could do it too. {They} thought about {worry}. Whatever {they} did next, there would be two of it. "What would you like to see two of?" {comp} {comp_says}. {They} thought hard. Then {they} knew exactly.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Then {name} noticed that the copy had gone very still [beside {sight}|in the middle of {place_short}]. It was looking right at {them}, waiting. {They} took a slow breath, and so did the copy. {They} gave a little smile, and so did the copy. [Two smiles!|Two breaths, two smiles!] That gave {name} an idea. {They} lifted {their} chin, and the copy lifted its chin too.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Someone had left a tall old mirror standing in the middle of {place_short}, in a frame of curly gold, as if a wardrobe had wandered off and forgotten it. It reflected everything perfectly. Almost perfectly. When {tw_who_a} passed in front of it, the reflection turned its head a fraction of a second late and then, unless {name} imagined it, winked. {comp} {comp_habit}. "I\'d rather not look in that," {comp} {comp_says}. "I\'m never sure which of me would come out."',
        picture: { action: 'looking', with: ['comp'], object: 'mirror' },
      },
      {
        text: 'All morning, {tw_who_a} seemed to be turning up in two places at once. {Tw_he} would be right there, plainly, in front of everyone, and then there {tw_he} {tw_was} again, a little way off, doing almost exactly the same thing. Whenever anyone looked properly, there was only one. {comp} {comp_habit} and frowned. "Either I need my eyes tested," {comp} {comp_says}, "or somebody here is very good at being somebody else."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'It happened with a faint chime, like a spoon tapped on a [glass|teacup]. One moment there was {tw_who}, and the next there were two, identical in every last detail, both looking [equally startled|exactly as startled as each other]. Then one of them (nobody could say afterwards which) broke into a grin, and from then on it copied everything it saw, only more so. A sigh became a gusty SIGH. A frown became a [thundercloud|storm with eyebrows]. Every muddle in {place_short} now had its own double, larger and louder, and it is very hard to carry on as before while somebody is doing an impression of you.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '[Blink|One blink], and there were two. {Tw_who} stood there looking perfectly ordinary, and beside {tw_him}, just as ordinary, stood {tw_who} all over again. The copy gazed around with [bright, interested|bright, curious] eyes, the way you might watch a game whose rules you were just learning. Then it began to play. It copied whatever anyone did, a beat later and a size bigger: every fidget, every huff, every [grumble|stamp]. {comp} {comp_says} in alarm, and the copy did that too. Suddenly everyone could see themselves from the outside, and it was not always comfortable.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'The copy had stopped copying. It stood a little way off, [over by {sight}|at the far side of {place_short}], watching {name} with the patient look of someone waiting for a cue. Whatever {they} did next, there would be two of it: two sulks or two grins, two huffs or two [kind words|helping hands]. Being copied, it turned out, made you notice your own choices, the way [hearing a recording makes you notice your own voice|a mirror makes you notice your own frown]. {They} thought about {worry}, and about what {they} would like more of in the world. Then {they} straightened up. The copy straightened up too, looking rather pleased.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '"It\'s waiting for you," {comp} {comp_says} quietly. It was true. The copy had gone still, head on one side, watching {name} the way an echo waits for a shout. Whatever {they} gave it, it would give straight back. {They} thought about {worry}, and about what {they} would like to see twice. It was not a hard question, once {they} put it like that. {They} gave the copy a small nod. The copy, already, was beginning to smile.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
