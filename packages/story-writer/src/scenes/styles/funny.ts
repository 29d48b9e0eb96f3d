import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'funny',
  tiny: {
    goodnight: [
      {
        text: 'Back at {home}, {name} [climbed|hopped|wriggled] into bed. Yawn! Far away at {place}, {comp} was snoring a [tiny, silly|squeaky, silly|wobbly little] snore. [Hee hee!|Tee hee!] {They} whispered it one last time, very softly: "{refrain}" Then {their} eyes closed. Goodnight!',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Pyjamas on.|Jammies on.] [Teeth done.|Teeth brushed.] Into bed at {home}! {name} thought of {comp} and giggled, just a little giggle, a sleepy one. "{refrain}" {they} mumbled, and yawned the [biggest|widest|silliest] yawn of all. Shh. Night-night.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Snuggle, snuggle.|Wriggle, wriggle.] {name} was tucked up at {home}, with {the_thing} close by. What a [silly, happy|giggly, wiggly|funny, sunny] day! One more giggle... hee! {refrain} And then, very quietly, {they} fell fast asleep.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
    ],
  },
  young: {
    windDown: [
      {
        text: 'At last it was time to go home. {name} said [goodbye|a giggly goodbye|see you soon] to {comp}. Just to be funny, {comp} {comp_habit}, and {they} giggled all the way back to {home}. Then, little by little, the giggles turned into yawns, and the yawns got [bigger and bigger|wider and wider|sillier and sillier].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'The day had been full of [giggles|giggles and wiggles|laughs], and now it was nearly [empty|used up|over]. {name} carried {the_thing} home to {home}, walking slower and slower and yawning bigger and bigger. Even {their} yawns were funny. One came out as a [squeak|honk|little hoot]!',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
      {
        text: '"Same time tomorrow?" said {comp}. "Same time tomorrow," said {name}, and {they} waved until {comp} was out of sight. On the way back to {home}, {they} remembered the funniest bit of the day, and giggled, and yawned, and then did both at once, which came out as a [hiccup|snort|hiccupy squeak].',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'In bed at {home}, {name} snuggled under the covers with {the_thing} close by. {They} thought about {comp} and the silliest part of the day, and a tiny giggle came out. Then a [yawn|big yawn|small yawn] came out. Then {their} eyes closed, all by themselves. [Goodnight.|Night-night.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'The light went off at {home}. {name} lay in the dark, thinking about {sight}, and giggled into {their} [pillow|blanket]. "What\'s so funny?" called a sleepy voice. "Nothing," {they} whispered, and giggled once more, very softly. When someone looked in a minute later, {they} {was} fast asleep, still smiling.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Warm toes, soft pillow, sleepy head.|Soft pillow, warm toes, nodding head.] {name} was tucked up at {home}, and somewhere out at {place}, {comp} was tucked up too, probably snoring. {They} pictured {comp} snoring and had to hide one last giggle [under the blanket|in the pillow|behind both hands]. Then {their} breathing went slow, and {their} eyes went heavy. Goodnight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: '"Today," said {comp}, as they reached the edge of {place}, "was mostly excellent and only [slightly|a bit|occasionally] ridiculous." {name} pointed out that the ridiculous bits had been the best bits. {comp} considered this and agreed, which was a first. {They} walked the rest of the way back to {home} with {the_thing} under {their} arm, replaying the funniest moment and [grinning at nothing|grinning at lamp posts|laughing out loud at nothing], the way people do after a very good day.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'The day began to wind down the way good days do: not all at once, but in small, slow pieces. One last time, mostly to make {name} laugh, {comp} {comp_habit}. It worked. They said goodbye with a great deal of ceremony and [a very silly bow each|two very silly bows|an extremely silly wave]. Then {they} set off for {home}, [still chuckling|chuckling quietly], until the chuckles ran out and only a warm, tired feeling was left.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'Everyone was tired now, even {comp}, who had claimed earlier to be "untireable", a word {comp_he} had just invented. They [dawdled|ambled|wandered] to the edge of {place_short}, arguing cheerfully about which part of the day had been the funniest, and agreed to disagree. {name} waved goodbye and headed home to {home}, yawning so widely that a passing [moth|bumblebee|butterfly] could have flown in and out without anyone noticing.',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'In bed at {home}, with the light off and everything settling around {them}, {name} found that the day was still going on in {their} head. {They} saw {sight} again, and {comp} at the silliest moment, and a laugh escaped, [small and sleepy|soft and snorty], into the pillow. Somebody in the next room asked what was so funny. "Nothing," {they} called, which was not true at all. {They} turned over, pulled the covers up, and within [a minute|two minutes|moments] {they} {was} asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'On the shelf by the bed, {the_thing} sat where {name} had left it, and in the half-dark it looked, {they} thought, [faintly pleased with itself|as if it were trying not to laugh|a little bit smug]. {They} decided not to tell anyone that, because it sounded silly. Then {they} thought about how silly it sounded, and had to put the pillow over {their} face for a [moment|minute|while]. When the giggling stopped, the quiet came in, soft and heavy, and {their} eyes closed before {they} had decided what to dream about.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '{name} lay in bed at {home}, making a list of the day\'s best moments. Number one was obvious. Number two caused a [short|fierce|brief] argument with {themself}. By number four the list had begun to wander, and number five was something about {comp} wearing [a hat|a tea cosy|a saucepan as a hat], which had not actually happened but was funny anyway. {They} smiled at the ceiling. Somewhere around number six, {they} fell asleep, still smiling, and the list carried on without {them}.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
