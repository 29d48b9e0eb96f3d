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
      {
        text: '[Hoo, hoo!|Too-whit, too-whoo!] Out in the dark, an owl was waking up. Owls sleep all day and fly about at night! But not {name}. {They} {was} snug in bed at {home}. {refrain} "Good morning, owl," {they} whispered. "Goodnight, me." [Eyes shut.|Yawn.] Sleep tight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Hand on tummy, at {home}. Up it went. Down it went. [Up, down.|Up... and down.] That is breathing! All day it goes fast. At night it goes slow, slow, slow, like a [rocking boat|swing slowing down]. {refrain} {name} felt {their} tummy go up and down, slow and sleepy, until... Goodnight.',
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
      {
        text: '"Did you know your feet have twenty-six bones each?" said {comp} at goodbye time. {name} did not, and looked down at {their} feet with new respect. All the way home to {home}, {they} thought about fifty-two little bones [doing all that walking|carrying {them} along]. At the door, {they} took {their} shoes off very kindly, to say thank you.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: '{name} was nearly home when a smell came round the corner to meet {them}: supper, warm and [toasty|buttery]. Smells go straight to the part of your brain that keeps memories, {comp} had said, which is why one sniff can bring back [a whole day|a whole kitchen]. {They} followed the smell all the way in through the door of {home}.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: 'After goodbyes, {name} walked home to {home} counting {their} blinks. People blink about fifteen times a minute, to keep their eyes [wet and clean|clean and comfy]. {They} got to twenty, then lost count. By the door the blinks had gone slow and long, and one of them was [very nearly a nap|nearly a whole sleep].',
        picture: { action: 'arriving', at: 'home' },
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
      {
        text: 'Lights out at {home}. The room was pitch black. Then, slowly, {name} could see the door, the chair, the shape of {the_thing}. That was {their} eyes at work: the black dot in the middle [grows|opens] wide in the dark to let in more light. {comp} had told {them} so. {They} let {their} eyes finish growing. Then {they} let them rest.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'Snug at {home}, {name} remembered the best fact of the day: sea otters hold paws while they sleep, so they do not drift apart on the water. {They} thought of {comp}, far away, and held the edge of {their} blanket [tight|close] instead. It was not a paw. But it was soft, and warm, and it was not going anywhere. Goodnight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Creak! went something at {home}. Tick! went something else. {name} was not worried, because {they} knew why: at night the air cools, and wood and [glass|metal] shrink a tiny bit and settle with a creak. The house was getting ready for sleep too. {They} [whispered|breathed] goodnight to the creaks, and to {comp}, and closed {their} eyes.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: 'As they walked to the edge of {place}, {name} watched the light go and remembered something {comp} had once told {them}: days do not really end, they turn. The whole Earth spins, once a day, rolling everyone on it gently away from the Sun and, by morning, back again, [faster than any aeroplane|at hundreds of miles an hour]. {comp} {comp_habit} and said goodbye as if nothing remarkable were happening. {They} walked home to {home} on a spinning planet, holding {the_thing} [a little tighter than usual|quite firmly], just in case.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'As they left {place}, {name} looked up and wondered how far it was to the nearest star. Not the Sun: the next one. {comp} knew. It was so far away that its light, the fastest thing there is, takes more than four years to get here. {They} walked the rest of the way to {home} trying to imagine four years of travelling [without a single stop|without even a snack break], and decided that the walk home was not so long after all.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: "On the way back to {home}, {name} turned the day over in {their} mind like [a stone|a pebble|a shell], to see what was underneath. {They} had found out things {they} had not known that morning, and, stranger still, found out that {they} did not know some things {they} had been sure of. {comp} {comp_habit} by way of goodbye. Somewhere, {they} had read that the brain sorts the day's memories during sleep, deciding which to keep. {They} hoped it would keep this one[| in a very safe place].",
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'A bright light came out over {place} before any of the stars, just as they were saying goodbye. Star or planet? {name} knew a test for that: stars twinkle, because the moving air keeps jiggling their thin threads of light, and planets, being much closer, mostly shine steady. So {they} lined the light up with the edge of [a branch|a rooftop|a post] and watched it hard while {they} counted to twenty. It did not twinkle once. "Planet," {they} told {comp}, and {comp} {comp_habit}. All the way home, {they} kept checking, and it hung there, [unblinking|perfectly still], like something with nothing to prove.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Halfway through goodbye, {comp} yawned, and {name} yawned straight back without meaning to. Yawns are catching, {comp} pointed out: people yawn more after seeing someone they know yawn, and some dogs even catch yawns from their owners. Nobody is entirely sure why. {They} thought about this on the walk home to {home}, which was a mistake, because thinking about yawns makes you yawn. By the door {they} had yawned [eleven|fourteen] times, and so, quite possibly, has whoever is reading this.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: 'On the walk home from {place}, the colours went out one at a time. Reds turned dark first, then greens went grey, until {the_thing} looked as if it had been drawn in pencil. {comp} had explained it at goodbye: eyes have two kinds of light-catchers, one for colour that needs bright light, and one for dim light that sees only in grey. {name} liked knowing that the colours had not gone anywhere. They had simply gone to bed early, [like sensible colours|before anyone else], and would be back at breakfast.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
      {
        text: "Walking home from {place} in the dusk, with a grown-up's hand to hold, {name} stopped at a garden gate to try an experiment {comp} had suggested: stand still, close your eyes for ten slow breaths and count the sounds. {They} got to [seven|eight]: a door, a dog, a bicycle bell, somebody's supper sizzling, {their} own breathing, the wind, and one {they} could not name at all. With the eyes shut, the brain stops spending so much on seeing and turns the ears up instead. At the tenth breath {they} opened {their} eyes, the world came back a little too bright, and the sounds went quietly back down.",
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'There were puddles on the way home to {home}, and {name} crouched by one to find out why the sky in it looked so much better than the real one. From low down, the puddle showed the whole sky; standing up, only mud. Still water works like a mirror, {comp} had said, best of all when you look at it from low down. {They} stood up and crouched again several times, to be sure, until {comp} {comp_habit}, and it was agreed that the experiment was a success and that supper was also a good idea.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'Under the covers at {home}, {name} stretched until {their} toes found the cool end of the bed, and wondered whether they would reach further by morning. Possibly. Most growing happens at night, when the body, [left in peace|undisturbed at last], sends out a signal that tells bones to lengthen, a fraction at a time. Nobody can feel it happening. {They} lay very still, trying, and felt nothing except warm and heavy. {comp} would have found the whole idea hilarious. {They} smiled at that, and got on with growing.',
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
      {
        text: 'The moon looking in at {home} was the same one looking down on {place}, where {comp} would be settling for the night. {name} liked that. {They} worked it out, drowsily: the light on the windowsill had left the Sun about eight minutes ago, bounced off the Moon, and arrived a little over a second after that. A long way to come, just to lie on a blanket. {They} [moved over a little|made room for it], and let it stay.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Somewhere in {home}, a grown-up laughed quietly at something, and a door clicked. {name} heard it all, and knew {they} would go on hearing it even once asleep: ears never switch off. The brain simply decides which sounds matter, which is why people sleep through [rain and traffic|a ticking clock] but wake at the sound of their own name. {They} listened to the house getting quieter, room by room, and trusted {their} brain to keep watch. It did a very good job.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{name} lay in the dark at {home} and found {their} pulse, two fingers on the side of {their} neck. {They} counted it against ten slow ticks of the clock [on the landing|downstairs]: eleven beats. Then {they} tried an experiment. Three long, slow breaths, all the way out, and count again. Nine. The heart had been listening. {They} kept {their} fingers there and went on with the experiment, breathing slowly and counting more slowly still, and somewhere in the sixties, for the first time that day, lost count altogether.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "{name} lay in bed at {home} and tried the experiment {they} had been saving all day: can you feel yourself falling asleep? {They} would catch the exact moment, {they} decided, and remember it. {They} noticed {their} breathing slow. {They} noticed {their} hands go warm and heavy, which is the body letting the day's heat out through the skin. {They} noticed a strange, half-dreamed thought about {comp} wearing a hat. {They} did not notice anything after that, which, in a way, answered the question.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The room at {home} was dark, but not quite. {name} held a hand up in front of {their} face and counted slowly. At ten, {they} could see its shape. At thirty, the fingers. At sixty, the outline of {the_thing} on the shelf. Eyes go on getting better in the dark for a long time; the best night sight takes nearly half an hour to arrive. {name} meant to wait up for it. {They} got to about a hundred and twenty before {their} eyelids, which had opinions of their own, came down over the whole experiment.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
