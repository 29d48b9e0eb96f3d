import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'adventurous',
  tiny: {
    goodnight: [
      {
        text: '[What a big day!|What a brave day!|Phew, what a day!] Home came {name}, all the way to {home}. [Boots off.|Shoes off.] Into bed. "Another adventure tomorrow," {they} whispered. {refrain} Then {their} brave, sleepy eyes closed tight. [Goodnight, explorer.|Sleep well, explorer.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Stomp, stomp,|Step, step,|Tramp, tramp,] up to bed at {home}. {name} yawned a [big|great big] explorer yawn. {refrain} "Goodnight, {comp}," {they} whispered. "More adventures tomorrow!" And off {they} went, [all the way to dreamland|on a dream adventure|fast asleep].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Snug in bed at {home}, {name} thought about {place}. [Big day! Brave day!|Long day! Brave day!|What a day! What a way!] {refrain} {They} put {the_thing} right by the bed, ready for tomorrow. Then, [yawn... sleep.|yawn... snore.|yawn... zzz.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
    ],
  },
  young: {
    windDown: [
      {
        text: 'The adventure was [over|done|finished] for today. "Same place tomorrow?" asked {comp}. "Same place tomorrow," said {name}. {They} walked home to {home} slowly, carrying {the_thing}, with tired legs and a head full of [brave and wonderful things|stories|plans for tomorrow].',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Every explorer needs a rest.|Even explorers get tired.] Back to {home} went {name}, with {the_thing} and a [pocketful|head full|bagful] of stories to tell. {They} looked back once at {place}, where {comp} was settling down for the night, and waved. There would be more to explore tomorrow.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} took one last look at {place}. It would all still be there tomorrow, waiting to be [explored|discovered|found]. {They} gave {comp} a goodbye wave and set off for {home}, marching at first, then walking, then [yawning at every step|dawdling|yawning so wide {they} nearly tripped].',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, {name} put {the_thing} by the bed, ready for the next adventure. {They} climbed under the covers and thought about {comp}. What would they explore tomorrow? {They} tried to decide, but {their} eyes were much too [heavy|sleepy]. [Goodnight, brave explorer.|Sleep tight, explorer.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'In bed at {home}, {name} made a [plan|big plan|brave plan] for tomorrow. First... {They} yawned. Then... {They} yawned again. The plan got [shorter and sleepier|smaller and yawnier|shorter and shorter], until it was only one word: "tomorrow". And then {they} {was} fast asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Everything was quiet.|All was still.] {name} lay in bed at {home} and listened. Far away, all was quiet at {place} too, and {comp} was resting after the big day. Even explorers need to sleep, {they} thought. {They} closed {their} eyes and let the dreams come [marching|tiptoeing|galloping] in.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: 'There was more to explore, of course. There always would be. But the light had gone [soft|low], {their} legs had gone [heavy|wobbly], and even {comp} was yawning. They agreed, solemnly, to continue the expedition tomorrow. {name} took one last long look at {place}, fixing it in {their} memory: {sight}, the feel of the air, the exact spot where everything had happened. Then {they} turned for {home}, carrying {the_thing} like [a trophy from a long journey|treasure from a far-off land].',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '"Same time tomorrow?" asked {comp}. "Earlier," said {name}. "We haven\'t done [the far side|the far corner|the best bit] yet." {comp} {comp_habit}, which {they} took to mean yes. The walk back to {home} was slower than the walk out had been. {They} spent it planning routes, listing supplies and deciding, with great seriousness, that tomorrow\'s expedition would need at least two sandwiches and possibly a third, [for emergencies|just in case].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'On the way back to {home}, {name} did what every good explorer does when a day is done: {they} wrote it all down in {their} head. The route. The [discoveries|surprises|best bits]. The moment when everything nearly went wrong, and the moment it went right. {comp} had promised to save the next mystery for tomorrow, and {they} had promised to be there early. It was, {they} thought, the best kind of promise: one you [cannot wait|can hardly wait] to keep.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, {name} set {the_thing} on the chair by the bed, where {they} would see it [first thing in the morning|the moment {they} woke]. Explorers, {they} had decided, should always be ready to set off [at a moment\'s notice|at dawn]. {They} lay back and traced the day across the ceiling, from {place} to {sight} to the long walk home. Somewhere out there, {comp} was asleep too, and tomorrow was waiting, unexplored. {They} closed {their} eyes to [give it a head start|meet it halfway].',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'The map of the day in {name}\'s head was going [fuzzy|soft|blurry] at the edges. {They} could still see the main roads: {place}, {comp}, the hard part and the brave part after it. The small paths were fading. That was all right, {they} thought. Sleep was just the part of the journey where your legs rested and your dreams did the exploring. {They} pulled the covers up to {their} [chin|nose] and let them go on ahead.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Lying in the dark at {home}, {name} could still feel the day in {their} legs, a good, heavy ache, the kind you [earn|only get from a real adventure]. {They} thought about {comp}, and about what they might find tomorrow, and made a small list: snacks, an early start, and no turning back at the first [muddy bit|tricky bit|puddle]. The list drifted. The dark was warm. Somewhere between the second thing on the list and the third, the explorer fell asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
