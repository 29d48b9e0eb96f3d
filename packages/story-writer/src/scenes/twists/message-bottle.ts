import type { TwistWriting } from '../format';

export default {
  kindId: 'message-bottle',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Bob, bob! What was that, [over by {sight}|in a corner of {place_short}]? A bottle, with a letter inside! {They} pulled out the cork. Pop! The letter said, "Hello, friend! I\'m sending you a big hug. Love from far away." [Ooh!|Aah!] A hug from far away, just for {name}! {They} held it tight, warm all over. A hug is a good thing to keep.',
        picture: { action: 'reading', object: 'bottle' },
      },
      {
        text: "Whoosh! A paper aeroplane flew [down|over {sight}] and landed by {name}'s feet, right there in {place_short}. On it was a drawing: a smiley face and a big heart! Someone far away had sent a smile. {They} smiled back. [Smile, smile!|Grin, grin!] {They} tucked the drawing safe in {their} pocket. How could {they} send a smile back?",
        picture: { action: 'reading', object: 'letter' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Near {sight}, {name} spotted a little glass bottle with a rolled-up paper inside, tied with a blue ribbon. The cork was stuck tight. {comp} {comp_habit}. "A message in a bottle!" {comp} {comp_says}. "It must have come from very far away." "Who\'s it for?" {they} wondered.',
        picture: { action: 'finding', with: ['comp'], object: 'bottle' },
      },
      {
        text: 'A paper aeroplane kept looping round and round above {place_short}, never quite landing, as if it was looking for someone. It had writing on its wings. {comp} {comp_habit}. "I think it\'s a letter," {comp} {comp_says}. "A letter that\'s lost its way."',
        picture: { action: 'looking', with: ['comp'], object: 'letter' },
      },
    ],
    happens: [
      {
        text: 'Then, pop! The message came free and unrolled itself, right in {name}\'s hands. {comp} read it out: "Dear Whoever Finds This, I live far, far away. Please write back and tell me one good thing that happened to you today." {They} looked [around {place_short}|past {sight}] and thought about {trouble}. [So far, there was not much good to tell.|So far, the good part was missing.]',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
      {
        text: 'Plop! The message landed right in {name}\'s lap, as if it had been looking for {them} all along. It was a letter, in round, wobbly writing: "Hello! I am a long way from you. Today I did something I was proud of. Did you?" {They} read it [twice|again]. Proud? Today? Not yet.',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
    ],
    payoff: [
      {
        text: '{name} looked at the letter again. Somebody far away was waiting to hear back. "What will you tell them?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} thought about it. Right now, there was nothing good to write. But there could be. {They} tucked the letter away, safe for later.',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
      {
        text: 'At the bottom of the letter, in tiny writing, there was one more line: "P.S. Whatever is hard for you today, I hope it turns out well." {name} read it and felt as if someone far away was holding {their} hand. {Worry} was still there, but {they} did not feel so alone with it. {comp} {comp_comfort}. {They} folded the letter small and held it tight. It could turn out well. {They} would see to that.',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Near {sight}, wedged where no one would think to look, was a glass bottle, green and scratched, its cork sealed with old red wax. Inside was a curl of paper. It looked as if it had travelled a very long way to get here, and taken its time about it. {name} turned it over in {their} hands. {comp} {comp_habit}. "Save it for later," {comp} {comp_says}. "Messages like that deserve a quiet moment." So {they} tucked it under {their} arm and waited for one.',
        picture: { action: 'finding', with: ['comp'], object: 'bottle' },
      },
      {
        text: 'A paper aeroplane had been circling {place_short} all day, riding the breeze in slow, patient loops, never landing. Twice it swooped close enough for {name} to see writing on its wings, neat and cramped and clearly meant to be read. {comp} watched it go round again. "Somebody," {comp} {comp_says}, "has sent that a very long way to find somebody. I wonder who." {They} wondered too.',
        picture: { action: 'looking', with: ['comp'], object: 'letter' },
      },
    ],
    happens: [
      {
        text: 'The message chose that moment to arrive: it came loose, unrolled, and lay open in {name}\'s hands as if it had been waiting for exactly now. The handwriting was small and careful. "To whoever finds this," it read. "I\'m writing from very far away, on a day that has been hard. I\'ve decided to try again anyway, even though it\'s difficult, and I wanted to tell someone. If you find this, will you write back and tell me what you did today?" {They} read it twice. Then {they} looked up, [across {place_short}|past {sight}], and thought about {trouble}.',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
      {
        text: 'The message landed in {name}\'s hands with a small papery sigh, as if relieved to have arrived at last. [The letter inside was short.|The letter was only a few lines long.] "Hello from the other side of the world," it said. "It\'s night here, and I\'m thinking about tomorrow, and all the small choices in it. I hope your day has a good one in it somewhere. Write back?" There was no name, only a drawing of a star. {They} read it [again|once more]. A good choice, somewhere in the day. {They} had not made one yet.',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
    ],
    payoff: [
      {
        text: '{name} unfolded the letter [one more time|again, slowly|for the third time]. Somebody, somewhere [very far away|across a great deal of sea], had taken the trouble to write it, roll it up and send it across the world, on the small chance that it would reach someone who needed it. Apparently it had. "[What will you tell them?|Are you going to write back?]" {comp} {comp_says}. {They} thought about {worry}, and about how today had gone so far. It would make a short letter, and not a [happy|cheerful] one. But the day was not finished, and neither was the letter. {They} [put it away carefully|tucked it somewhere safe], to be answered later.',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
      {
        text: '{name} looked down at the letter, thought about {trouble}, then read the letter again. It was strange how a few lines from a stranger [on the other side of the world|somewhere over the sea] could make a thing so [clear|simple]. Whoever they were, they were waiting to hear what happened next. So, [by the look of things|judging by the waiting], was {comp}. {They} folded the letter carefully and put it somewhere safe. There would be something worth writing back, {they} decided. {They} meant to go and [make it|make it happen].',
        picture: { action: 'reading', with: ['comp'], object: 'letter' },
      },
    ],
  },
} satisfies TwistWriting;
