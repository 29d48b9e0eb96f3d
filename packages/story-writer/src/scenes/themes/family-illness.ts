import type { ThemeWriting } from '../format';

export default {
  themeId: 'family-illness',
  better: [
    'ask {carer} all the questions that had been kept inside',
    'sit close to {subj} and share something quiet',
    'tell {carer} about the worried, is-it-my-fault feeling',
  ],
  worry: ['the heavy worry about {subj} being ill', 'the secret is-it-my-fault worry', 'the tangle of questions about the illness'],
  trouble: ['the long, tired days of the illness', 'the hushed voices and hospital visits', 'the slow, resting days with {subj}'],
  tiny: {
    problem: [
      {
        text: '{name} came to {place_short} with {subj_intro}. But {subj_he} could not run or jump or play chase. {Subj_he} {subj_was} poorly, a big, long poorly, and had to sit and rest. "Play with me!" {they} said. "Now!" [Stamp, stamp!|Stomp, stomp!] {Their} face went [cross|very cross].',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '[Shh!|Hush!] It was quiet at {place_short} today, because somebody was poorly: {subj_intro}. {Subj_he} needed lots of rest and lots of medicine. {name} had a wobbly, worried feeling. Was it {their} fault? {They} hid behind {the_thing} and did not say [a word|one word].',
        picture: { action: 'hiding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: "{Carer} gave {them} a big cuddle. \"It isn't your fault. You can't catch it from a hug. The doctors are looking after {subj}, and I'm looking after you.\" Then {they} climbed up next to {subj}, [gently, gently|softly, softly], and they looked at {sight} together. [Snuggle.|So cosy.]",
        picture: { action: 'hugging', with: ['subj'] },
      },
      {
        text: '"Nothing you did made {subj} poorly," said {carer}, with a hug. "The doctors are helping." {comp} {comp_comfort}. {They} drew a picture of {sight} for {subj}. [Scribble, scribble|Scribble, scrabble], and a big yellow sun! {Subj} smiled a tired smile. "The best [picture|present] ever." A soft, gentle cuddle. Just right.',
        picture: { action: 'giving', with: ['subj', 'comp'], object: 'picture' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Usually {name} [raced|ran] all over {place} with {subj_intro}, and they played till teatime. But today {subj} walked slowly and sat down on a bench to rest. {Subj_he} had been ill for a long time now. There was medicine, and visits to the hospital, and lots of [tired|sleepy] days. {They} did not really understand it.',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'Everything had been different since somebody in the family got ill: {subj_intro}. {Subj_he} slept a lot in the daytime now, and went to the hospital for special medicine. Today {subj_he} had come to {place_short} to sit in the [sunshine|fresh air]. The grown-ups talked in [quiet|low] voices, and stopped when {name} came near.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"You never play with me any more!" {name} shouted. "You\'re always tired!" Then {they} ran off [across {place_short}|to the far side of {place_short}] and kicked at the ground and would not look back, [not even once|not even a peep].',
        picture: { action: 'running', object: 'the_thing' },
      },
      {
        text: '{name} had a secret idea. Maybe {subj} was ill because {they} had been too noisy. So {they} tiptoed [all round {place_short}|everywhere]. {They} whispered. {They} did not laugh or sing or tell anybody [the worry|about the worry]. If {they} {was} very, very quiet, maybe everything would get better.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '[After a while|Bit by bit], the hot, mixed-up feeling cooled down into a sad one. {name} peeped over at {subj}. {Subj} was sitting all alone, looking [sad|a bit sad] too, while all across {place_short} everybody else was busy and happy. Now there were two sad people instead of one, and {they} did not know how to make it go back.',
        picture: { action: 'waiting', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} tried to play, but {their} tummy felt [tight|all knotted]. When {comp} {comp_habit}, {they} did not even smile. Inside, a secret worry sat like a stone: was it {their} fault that {subj} was ill? Nobody knew the worry was there, so nobody could [help|make it smaller].',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'At last {they} whispered to {carer}, "Did I make {subj} ill?" {Carer} [hugged {them} tight|held {them} close]. "No. Nothing you did or said or thought made {subj} ill. You can\'t catch it by hugging. The doctors are looking after {subj}, and we\'re all looking after you." Then {they} took {the_thing} to the bench, and they played a [sitting-down|quiet, sitting-down] game together.',
        picture: { action: 'hugging', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{comp} {comp_comfort}. {name} went and sat beside {subj}. "I miss playing with you," {they} said. "Did I make you ill?" {Subj} gave {them} a [long, soft|long, gentle] hug. "No, never. Nothing you did made me ill, and you can\'t catch it. The doctors are looking after me, and everyone is looking after you. I miss playing too." So they counted {sight} together, slowly, and at bedtime {subj} still read the story, [curled up|tucked up] on the sofa.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} knew the name of the illness now. {They} had heard it said enough times, [in kitchens and on the phone|on the phone and behind half-shut doors], in the voice people use when they are trying to sound ordinary. It belonged to {subj_intro}. It meant hospital appointments and medicine that made {subj_him} very tired, and it meant different grown-ups doing the school run. Today {subj} had come out to {place} for the first time in weeks, and had to sit and rest after only a short walk. {They} pretended [not to notice|not to mind].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'The [worst|hardest] part was the not knowing. {name} had caught pieces of conversations about {subj_intro}, words like "treatment" and "results" and "we\'ll see", and {their} mind had filled in the gaps with the worst things it could think of. Nobody had told {them} much, probably to protect {them}. It did not feel like protection. It felt like being left outside a room with the door shut, listening through the [wood|keyhole]. Even out at {place}, the questions followed {them} around. {They} kept looking at {sight} and not seeing it.',
        picture: { action: 'waiting' },
      },
    ],
    choice: [
      {
        text: 'So {name} decided not to think about it. {They} kept busy, very busy, with friends and games and anything loud. When {subj} was resting, {they} walked past the door without looking in, because seeing {subj_him} so tired made {their} chest ache. When anyone asked how {they} {was}, {they} said, "Fine," quickly, the way you [shut a drawer|slam a cupboard] that is too full. Today at {place_short}, {they} raced off with {comp} the moment they arrived and did not come back [for an hour|until lunch], because being busy was so much easier than thinking.',
        picture: { action: 'running' },
      },
      {
        text: 'It came out as anger. {name} snapped at everyone: at {carer} for whispering, at {comp} for no reason at all, and once, horribly, at {subj}, for missing the school play. "You promised!" And underneath the anger was something worse. {They} remembered the day, months ago, when {they} had shouted, "I wish you\'d leave me alone!" {They} had not told anyone. But {they} had started to wonder whether [that was why|that had caused it]. {They} carried that thought around {place_short} all day, [like a stone in a pocket|like a splinter|the way you carry a stone in your shoe, feeling it at every step], and told nobody. Everything got on {their} nerves, even the things {they} loved best.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'One evening, back at {home}, {subj} called {name} over, and looked at {them} for a [long moment|long, quiet moment]. "Have I done something to upset you? You don\'t come and sit with me any more." {They} did not know what to say. All of it, the keeping busy and the snapping and the walking past doors, had been meant to keep the frightening thing at a distance. Instead it had made {subj} think {they} did not care, when the truth was the exact opposite. The distance between the door and the chair had somehow grown [enormous|wider than a river]. {They} stood there with {their} hands in {their} pockets and could not find a single word.',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: 'Whatever {name} did with it, the worry did not leave. It sat on {their} chest at night like a heavy cat. By day it followed {them} round {place_short} and [took the shine off|spoiled] even {sight}. {They} could not sleep. {They} could not concentrate at school. {They} snapped at friends who had done nothing except ask a question. It is hard to be kind to anyone when you are carrying something [that heavy|so heavy] in secret, and {they} had been carrying it for weeks without a single person knowing, or being able to help.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'That night, back at {home}, {name} found {carer} in the kitchen and said, "I need to know what\'s actually happening. All of it." So {carer_he} told {them}, [honestly and slowly|slowly, and honestly]: what the illness was doing, what the medicine was for, what the doctors were trying. "You can\'t catch it, not from hugs, not from anything," {carer_he} said. "And nothing you did, or said, or thought, caused it. Not shouting, not wishing, nothing. The doctors are looking after {subj}, and we are all looking after you." {They} asked everything. Some answers were hard. But hard facts, it turned out, were [easier to carry|lighter to hold] than the things {their} imagination had been inventing.',
        picture: { action: 'talking' },
      },
      {
        text: '{comp} {comp_comfort}, and {name} went and knocked on {subj}\'s door. "Can I sit with you?" {Subj} moved over. At first {they} described {place_short}, {sight} especially, until {subj} laughed, properly, for the first time in [days|ages]. Then the worst question slipped out. "Did I make you ill? Was it something I did, or said?" {Subj} took {their} hand. "No. Illnesses don\'t come from shouting, or from anything you did or said or thought. It\'s not your fault, and you can\'t catch it. The doctors are looking after me, and {carer} and everyone else are looking after you, every day. Ask me anything. Any time." So {they} did. Friday film night, they agreed, was still on. [Sofa|The sofa] included.',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: '{name} had a sensible mind and a frightened mind, and lately they had been arguing [constantly|all the time]. The sensible mind said illnesses came from cells and germs and bad luck, not from things people shouted in a temper. The frightened mind said: but what if? The sensible mind pointed out that if shouting made people ill, every family in the world would be in hospital by Tuesday. The frightened mind did not care about evidence. It only cared about being scared. {They} stared at {sight}, listening to both of them, wishing someone with actual facts would [come in and settle it|walk in and referee].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'It was possible, {name} was [discovering|finding out], to feel six things at once. {They} loved {subj} fiercely. {They} {was} frightened. {They} {was} angry, though {they} could not have said at whom: at the illness, maybe, which did not even have a face to be angry at. {They} {was} bored of being worried, and then guilty for being bored. And somewhere under all of it was a small, stubborn hope that refused to go anywhere. {comp} {comp_comfort}, and for a moment only one of the six feelings was loud. {They} wondered whether everyone in the family was carrying the same [heavy bag|tangle] around, quietly, each one thinking they were the only one.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
