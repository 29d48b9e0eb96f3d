import type { ThemeWriting } from '../format';

export default {
  themeId: 'trusted-grown-ups',
  better: ['stay close to {carer} and ask first', 'say no, thank you, and go straight back to {their} own grown-up'],
  worry: ['the muddle about which grown-ups to trust', 'the wobble in the tummy when someone {they} did not know spoke to {them}'],
  trouble: ['the offer from {subj}', 'the question of who to trust', 'the smiling invitation'],
  tiny: {
    problem: [
      {
        text: 'At {place}, {subj_intro} smiled at {name}. "Would you like a sweet?" {They} did not know this person. [Not one bit!|Not at all!|Not even a little!] But sweets! {They} reached out a hand. [Reach, reach...|Reach...]',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: 'At {place}, {subj_intro} held out a big red balloon. "For you! Come and get it!" {They} did not know this person. Not at all! But oh, a balloon! {They} took one step. Then another. [Step, step...|Step...]',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} stopped, right there by {sight}. {They} put {their} hands behind {their} back. "No, thank you," {they} said. Then, run, run, run, straight back to {carer}. Big hug! Snack time, from {their} own bag. [Crunch, crunch!|Munch, munch!]',
        picture: { action: 'hugging' },
      },
      {
        text: 'Then {they} stopped. "I have to ask {carer}," {they} said, and ran straight back across {place_short}. Run, run, run! Big hug! "Shall we go together and see?" And they did, hand in hand. [Skip, skip!|Hop, skip!]',
        picture: { action: 'hugging' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place}, {carer} was sitting on a bench unpacking the picnic, and {name} and {comp} were playing nearby. Along came {subj_intro}, with a bunch of balloons bobbing on strings, [red and yellow and blue|every colour you could think of].',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{name} and {comp} were playing by {the_thing} at {place}, not far from the bench where {carer} was sitting. Along the path came {subj_intro}, pushing a little cart piled high with paper windmills, [spinning in the breeze|whirring round and round], every colour you could think of.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: '{Subj} smiled. "Would you like one? Come with me to my stall, just round the corner, and you can choose." {name} loved them. {They} took one step. Then another. {comp} {comp_habit}, [watching|looking back at the bench].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '"I\'ve got lots more round the corner," said {subj}, with a friendly wave. "Come and pick one!" {name} could not wait. Off {they} went, skipping, right behind {subj}. {comp} {comp_habit}, [looking back at the bench|glancing back over and over].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: 'Round the corner, past {sight}, the bench would be out of sight. {They} looked back. The bench was already a long way off, [much further than {they} had thought|further than it should have been]. And on it, {carer} had looked up and was looking all around, and did not know where {they} had gone.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'At the corner, {comp} stopped and would not go any further. {They} turned round. The bench was out of sight, and so was {carer}. And nobody on that bench, {they} realised, had [any idea|the faintest idea] where {they} {was}.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} stopped. "I have to ask first," {they} said, and ran straight back to the bench, with {comp} close beside {them}. "Can I have one? The person said to come and choose." "Let\'s all go together," came the answer, and they did, hand in hand. {name} chose a [red|yellow] one, and it bobbed and spun beside them all afternoon.',
        picture: { action: 'hugging' },
      },
      {
        text: '{They} turned round and ran straight back, with {comp} right beside {them}. "Can I have one? The person said to come and pick." Everything was put down at once, and they all went together, and {name} chose the [green|blue] one and held it up high, and it spun in the wind all the way home.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The club at {place} finished at five, and at ten past five {name} was the last one left on the step. {Carer} was late, which never happened. The leader had gone back inside for her coat. Then a car slowed by the gate, and out of the window leaned {subj_intro}: a grown-up {they} had seen once or twice at pick-up, the parent of a boy in another class. [{Subj_he} had a kind face.|{Subj_he} had a friendly, tired sort of face.]',
        picture: { action: 'waiting' },
      },
      {
        text: 'The after-school club at {place} ended at half past four. By twenty to five, {name} was the only one left, sitting on the low wall by the gate with {their} bag on {their} knees, and the leader had popped inside to make a phone call. A car pulled in, and out leaned {subj_intro}, someone {they} half recognised, [maybe from the gate|perhaps from a birthday party once]. "Still here?" {subj_he} called.',
        picture: { action: 'waiting' },
      },
    ],
    choice: [
      {
        text: '"Still waiting? Your grown-ups must be stuck in traffic. I\'m going your way. Hop in, and I\'ll drop you home." It was cold. It was getting dark. The step was hard, {sound} had gone quiet, and the door of {place} had shut behind the leader. {Subj} seemed nice, and knew, more or less, which way {they} lived. {They} picked up {their} bag and took [two steps|a few steps] towards the car.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '"It\'s freezing out here," said {subj}. "Come on, I\'ll run you home. It\'s no trouble, honestly. I\'m sure nobody will mind." It was freezing. {Their} fingers had gone stiff, and {place_short} behind {them} had gone dark and quiet. {Subj} sounded so sure, and so ordinary, and the car looked so warm, that it seemed almost rude to say no. {They} stood up, [swung {their} bag on|hitched up {their} bag], and went towards the car.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '{They} had one hand on the car door when {they} thought of the step outside {place_short}. In five minutes, or ten, {carer} would pull up to it, hurrying and full of apologies, and find nobody. Not the leader, not anybody, would know where {they} had gone. {They} stood very still, with {their} hand on the cold handle, and [a cold feeling|a strange, heavy feeling] in {their} middle that had nothing to do with the weather.',
        picture: { action: 'looking' },
      },
      {
        text: "Halfway to the car, past {sight}, {they} realised {they} did not know the grown-up's name. Not even a first name. Behind {them}, the club door banged open, and the leader came out, saw {them} walking away from the step towards a car she did not recognise, and called {their} name, sharp and worried, in a voice {name} had never heard the leader use. {They} stopped dead, with the bag in {their} hand and {their} face suddenly [hot|burning].",
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: '{They} took {their} hand away. "No, thank you," {they} said. "I\'ll wait with the leader." The grown-up in the car nodded, said {subj_he} hoped {their} people would be along soon, and drove off. {They} went straight back inside {place_short} to the leader, who listened to all of it and stayed right beside {them} on the step and rang home. Eleven minutes later, a car pulled up, and out of it tumbled {carer}, [full of apologies|flustered and apologising] about a lorry and a roundabout, and gave {them} a hug that went on for quite a while.',
        picture: { action: 'waiting' },
      },
      {
        text: '{They} stepped back. "No, thank you," {they} said. "I\'ll wait with the leader." The grown-up nodded, said {subj_he} hoped {their} people would be along soon, and drove off. The leader stayed with {name} on the step outside {place_short} and rang home. Eleven minutes later a car pulled up, and out of it tumbled {carer}, [full of apologies|flustered and apologising], who gave {them} a hug that went on for quite a while. On the way home, they chose a family password together. {They} chose it. It was excellent.',
        picture: { action: 'waiting' },
      },
    ],
    inner: [
      {
        text: 'There was a list, {name} remembered, sitting on the step outside {place_short}, and the list was short on purpose. The people {they} could go with, without asking first, would fit on one hand. It was not a list of nice people. Plenty of nice people were not on it: the lady at the shop, the man with the dog, the parent of a boy in another class. It was not about whether they were nice. It was about whether {their} own grown-ups knew, and had said yes, and would know [exactly where to look|where {they} {was}]. That was the whole point of a list.',
        picture: { action: 'waiting' },
      },
      {
        text: '{name} stood on the step, [hugging {their} bag|looking out at {sight}], and tried to untangle it. The grown-up had been kind. The grown-up probably was kind, and had probably been going to drive {them} straight home with the heater on, and it would have been fine, and nobody would ever have known. That was exactly the trouble. Nobody would have known. Not the leader, not {carer}, who would have arrived to [an empty step|nobody at all] and no idea where {they} had gone. Being kind, it turned out, was not the same as being someone {they} could go with.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
