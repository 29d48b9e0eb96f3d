import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'educational',
  tiny: {
    goodnight: [
      {
        text: '[Night-night, {name}!|Sleep time, {name}!] Tucked up at {home}. Out in the sky, the Moon was shining. How? The Sun shines on it, like a torch on a ball! {refrain} {They} yawned a [big|huge] yawn and closed {their} eyes. [Goodnight.|Night-night.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Yawn!|Yaaawn!] Time for sleep at {home}. [Birds sleep. Fish sleep.|Cats sleep. Cows sleep.] Even {comp} was resting now. {refrain} "Sleep helps you grow," said a soft voice. So {name} snuggled down to do some growing. [Goodnight!|Grow, grow, goodnight!]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'In bed at {home}, {name} [wondered|had a question]: do fish close their eyes to sleep? No! Fish have no eyelids, so they rest with their eyes wide open. {refrain} But {they} closed {their} eyes, [snug and sleepy|warm and cosy]. Goodnight!',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  young: {
    windDown: [
      {
        text: '"Tomorrow I\'ll find out even more," {name} told {comp} at [goodbye time|the gate|the very end of the day], and {comp} {comp_habit}, which probably meant yes. On the way home to {home}, {they} thought about everything {they} had found out today. There was so much! {They} counted it all on {their} fingers and ran out of [fingers|fingers twice].',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: '{name} yawned a [huge|giant|jaw-cracking] yawn. "Why do we yawn?" {they} asked {comp}, as they said goodbye. "Nobody knows for sure," said {comp}. "Not even scientists." A mystery, right inside {their} own mouth! {They} yawned all the way home to {home}, [studying it|thinking about it very hard].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: '[Goodbyes done|Goodbyes said], {name} walked back to {home}, carrying {the_thing}. {They} wondered what {comp} did at night. Did {comp_he} dream? Lots of animals dream, {they} remembered, even [dogs and birds|cats and rats]. {They} hoped {comp} would dream about today.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
    ],
    goodnight: [
      {
        text: 'In bed at {home}, {name} had one more question: while {they} slept, what would {their} body do? It would grow a tiny bit, mend any [bumps|scrapes|bumps and bruises], and tidy away all the things {they} had learned today. "Busy night," {they} [murmured|mumbled]. {Their} eyes closed. Goodnight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{name} lay in bed at {home} and felt {their} own heartbeat, slow and steady, much slower than at {place} when everything had been so exciting. Thump... thump... thump. It was like a [lullaby|drum] that lived inside {them}. {They} counted the beats until {they} [lost count|got muddled], and then {they} {was} asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Far away, on the other side of the world, the sun was just coming up, and children were [waking up and eating breakfast|yawning and finding their socks|stretching and eating toast]. {name} thought about them as {they} snuggled down at {home}. "Good morning," {they} whispered to them. "Goodnight," {they} whispered to {comp}. Then {they} closed {their} eyes.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: '"Did you know," said {comp}, as they walked to the edge of {place}, "that you\'re a [tiny bit|little bit] taller in the morning than at night?" {name} had not known. All day, the soft cushions between the bones of your back squash down a little, and at night, lying flat, they spring back. {They} said goodbye and walked home to {home} very slowly, so as not to squash them any more than [necessary|absolutely necessary].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'As they left {place}, {name} looked up and wondered how far it was to the nearest star. Not the Sun: the next one. {comp} knew. It was so far away that its light, the fastest thing there is, takes more than four years to get here. {They} walked the rest of the way to {home} trying to imagine four years of travelling [without a single stop|without even a snack break], and decided that the walk home was not so long after all.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'On the way back to {home}, {name} turned the day over in {their} mind like [a stone|a pebble|a shell], to see what was underneath. {They} had found out things {they} had not known that morning, and, stranger still, found out that {they} did not know some things {they} had been sure of. {comp} {comp_habit} by way of goodbye. Somewhere, {they} had read that the brain sorts the day\'s memories during sleep, deciding which to keep. {They} hoped it would keep this one[| in a very safe place].',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'In bed at {home}, {name} lay thinking about how strange it was that {they} would spend about a third of {their} whole life asleep. It seemed a [waste|terrible waste of time], until {they} remembered what sleep was for: growing, mending, and sorting the day\'s memories into the right drawers, so that tomorrow {they} would still know everything {they} had found out at {place}. {They} decided to let {their} brain get on with it[| in peace]. {Their} eyes closed on that thought.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{name} lay in the dark at {home} and thought about the starlight outside the window. Some of it had set off from its star before {they} {was} born, and had been travelling ever since, just to arrive tonight. It seemed [rude|a bit rude] to fall asleep on it. {They} tried to stay awake in its honour, and lasted almost a whole [minute|minute and a half].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Somewhere out at {place}, {comp} was resting too. {name} wondered, [sleepily|drowsily], whether {comp} dreamed, and what about. Scientists think lots of animals dream: dogs twitch their paws, and zebra finches seem to practise their songs in their sleep. {They} hoped {comp} was dreaming about today. {They} hoped {they} would too. {Their} eyes closed on that thought, and, as far as anybody knows, {they} did.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
