import type { TwistWriting } from '../format';

export default {
  kindId: 'box-wont-open',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! Over by {sight}, a little box with a shiny lock! Tug, tug! It would not open. Pull, pull! No! Then {they} said a soft "please", and... click! Open! Inside was a tiny [golden|silver] bell. Ting-a-ling! [Ooh!|Aah!] Soft and gentle had opened the box. {name} held the bell and thought. {They} had one more thing to open.',
        picture: { action: 'holding', object: 'box' },
      },
      {
        text: 'A box! A little [red|blue] box, [over by {sight}|right next to {sight}]! Shake, shake. Rattle, rattle. What was inside? {They} tried and tried. It would not open! Then {they} took a big breath and tried gently. Click! Inside was a little mirror. There was {name}, smiling back! And {they} had a brand-new idea.',
        picture: { action: 'holding', object: 'box' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Near {sight}, {name} found a little [wooden|painted] box with a golden lock. There was no key. When {they} shook it, something inside went [tinkle, tinkle|jingle, jingle]. {comp} {comp_habit}. "What\'s inside, do you think?" {comp} {comp_says}. "Something nice," {they} said. "I hope."',
        picture: { action: 'finding', with: ['comp'], object: 'box' },
      },
      {
        text: 'Sitting all by itself at {place_short} was a small, shiny box covered in [swirly|curly] patterns. It had a keyhole, but no key, and a tiny label that said OPENS WHEN READY. {comp} {comp_habit}. "Ready for what?" {comp} {comp_says}. [Nobody knew. Not yet.|Nobody could say. Not yet.]',
        picture: { action: 'looking', with: ['comp'], object: 'box' },
      },
    ],
    happens: [
      {
        text: 'Just then, the little box began to hum and [glow|shimmer], right in the middle of everything. {name} grabbed it and tugged at the lid. It would not open! {They} pulled and pushed and twisted. [Nothing!|Not a crack!] "Open up!" {they} said crossly. The box just hummed. {comp} {comp_habit}, watching. Something was going on, but what?',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
      {
        text: 'Then, [tap-tap-tap|knock-knock-knock]! Something inside the box was knocking, as if it wanted to come out. {name} tried to open it. "Try a wiggle!" {comp} {comp_says}. "Try a shake!" {They} wiggled and shook. Nothing worked! "[Why won\'t you open?|What is wrong with you?]" {they} cried. The box tapped again, very patiently.',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
    ],
    payoff: [
      {
        text: '{name} stopped pulling. {They} held the box gently, very gently, and said, "Please?" Click! The lid opened all by itself. Inside was a tiny [mirror|round mirror], and in it {their} own face looked back, all crumpled and tight. "Is that me?" {they} asked. "Not the usual you," {comp} {comp_says}. {They} looked once more, set the mirror down very gently, and got going.',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
      {
        text: 'Then {comp} noticed something. The keyhole was not shaped like a key at all. It was shaped like a little [heart|smile]. "Maybe it doesn\'t open for pulling," {comp} {comp_says}. "Maybe it opens for something else." {name} looked at the box. The box seemed to [be waiting too|hold its breath]. "Not yet, then," {they} said quietly, and tucked it under {their} arm. There was something to do first.',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Near {sight}, half hidden, {name} found a small box. It was old, dark wood bound with brass, heavier than it looked, and it had a lock but no keyhole: just a smooth brass plate engraved with three words, NOT BY FORCE. When {they} shook it, something inside chimed like [a tiny bell|a spoon against a glass]. {comp} {comp_habit}. "A box that won\'t tell you how to open it," {comp} {comp_says}. "[My favourite kind of annoying.|The most annoying sort of box there is.]"',
        picture: { action: 'finding', with: ['comp'], object: 'box' },
      },
      {
        text: 'A box sat waiting at {place_short} as if it had been expecting them: small, silver, covered in tiny interlocking patterns, like [a puzzle that had been folded up and put away|a secret somebody had folded very small]. There was no lid that {name} could see. There was no hinge. There was only a faint warmth, and the sense that something inside was patient and would not be hurried. "It\'s a puzzle box," {comp} {comp_says}. "They open when they decide to. [Not before.|Not a moment sooner.]"',
        picture: { action: 'looking', with: ['comp'], object: 'box' },
      },
    ],
    happens: [
      {
        text: 'At that moment the box began to hum, low and insistent, and a thin line of light appeared round its edge, as if it might be about to open. {name} grabbed it. {They} pressed the plate, twisted the corners, tried to prise the lid with a fingernail, shook it, turned it over, and finally, with growing frustration, [banged it on the ground|knocked it hard against the ground]. It stayed shut. The hum went on humming, like [someone politely clearing their throat|a bee that refused to leave]. {comp} {comp_habit}. "I don\'t think," {comp} {comp_says}, "that it\'s the opening-by-force kind."',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
      {
        text: 'The box chose that moment to start rattling, hard, as if whatever was inside had urgent news. {name} tried everything: pressing every pattern, sliding every panel, muttering every password {they} could think of. Nothing. The rattling got louder, [loud enough to make {comp} jump|loud enough to turn heads over by {sight}]. So did {their} voice. "Just OPEN," {they} said through {their} teeth. The box went completely silent, the way people do when they are being shouted at. {comp} looked at {them} and said nothing, [and that was worse|which was somehow worse].',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
    ],
    payoff: [
      {
        text: '{name} sat down with the box in {their} lap and stopped trying. {They} just held it, and breathed, and thought about {worry}. The box warmed under {their} hands. Then, with a soft click, the lid lifted by itself. Inside, on [a bed of faded velvet|a scrap of old blue silk], lay a small round mirror. The face in it was not the one {they} expected: tight and tired, the face of someone who had been pulling at the wrong thing all day. {comp} {comp_moves} close, looked too, and said nothing. {They} closed the lid gently and stood up.',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
      {
        text: 'It was {comp} who worked it out. "Look at the patterns," {comp} {comp_says}. "They all point inward. Towards whoever\'s holding it." {name} looked. The patterns did seem to lead, like [a maze|ripples in a pond], to one small smooth spot in the centre, exactly the size of a fingertip. "It doesn\'t want forcing," said {comp}. "It wants you to stop fighting it." {They} laughed, a short, surprised laugh, because {comp} might as well have been talking about the whole day. {They} pressed the spot, gently. Something clicked, in the box or in {them}, {they} could not have said which.',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
    ],
  },
} satisfies TwistWriting;
