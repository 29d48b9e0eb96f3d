import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'funny',
  tiny: {
    goodnight: [
      {
        text: 'Back at {home}, {name} [climbed|hopped|wriggled] into bed. Yawn! Over at {place}, {comp} was snoring a [tiny, silly|squeaky, silly|wobbly little] snore. [Hee hee!|Tee hee!] {They} whispered it one last time, very softly: "{refrain}" Then {their} eyes closed. Goodnight!',
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
      {
        text: 'Bump! Teddy fell out of bed at {home}. [Oops!|Whoops!] Back in, teddy. Bump! Out again! "Silly teddy," giggled {name}. Back in. Tuck, tuck. {refrain} This time teddy stayed. Snug teddy. Snug {comp_kind} far away. Snug, sleepy {name}. Shh. Goodnight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[One sock off. Two socks off.|Left sock off. Right sock off.] Wiggle, wiggle, ten warm toes, in bed at {home}. "Goodnight, toes!" said {name}. The toes wiggled back. Hee hee! {refrain} Then the toes got sleepy. Then the knees got sleepy. Then everything got sleepy, right up to {their} nose. [Snore!|Zzz.]',
        picture: { action: 'sleeping', at: 'bedroom' },
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
        text: '"Goodbye, {name}," said {comp}, in {comp_his} [poshest|grandest|most serious] voice, and then spoiled it completely by [grinning|giggling]. {They} waved until {comp} was out of sight. On the way back to {home}, {they} remembered the funniest bit of the day, and giggled, and yawned, and then did both at once, which came out as a [hiccup|snort|hiccupy squeak].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'Goodbye took ages, because {comp} kept remembering one more silly thing to say. At last {name} set off for {home}. {They} looked back three times. The first time, {comp} {comp_habit}. The second time, {comp} was pretending to be a statue. The third time, {comp} was yawning [so wide|so hugely] that {they} started yawning too, and did not stop until {home}.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'After a giggly goodbye, the walk home from {place} turned into a yawning walk. {name} yawned at {sight}. {They} yawned at the [sky|last bit of the path]. {They} yawned at {their} own feet, which [looked very tired indeed|did not yawn back]. By the time {they} got to {home}, even {their} shoes were sleepy, so {they} let them have a lie-down by the door.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: 'Saying goodbye to {comp} turned into a contest: who could say it the silliest way? {name} said it in a squeaky mouse voice. {comp} said it [backwards|in a whisper so small nobody heard it]. {They} said it with {their} cheeks puffed out, which sprayed a bit. Nobody won, but everybody laughed, and {they} carried the giggles all the way home to {home}.',
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
        text: '[Warm toes, soft pillow, sleepy head.|Soft pillow, warm toes, nodding head.] {name} was tucked up at {home}, and {comp}, over at {place}, was tucked up too, probably snoring. {They} pictured {comp} snoring and had to hide one last giggle [under the blanket|in the pillow|behind both hands]. Then {their} breathing went slow, and {their} eyes went heavy. Goodnight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'At {home}, {name} put {their} pyjamas on [back to front|inside out]. Giggle! Off they came, and on again, the right way. By then {they} {was} so sleepy that {they} climbed into bed at the wrong end, with {their} feet on the pillow. Somebody turned {them} the right way round. {They} did not even wake up.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Tucked up at {home}, {name} said goodnight to everything. Goodnight, lamp. Goodnight, door. Goodnight, [odd sock under the chair|sock that should have been in the wash]. Goodnight, {comp}, far away. {They} {was} going to say goodnight to {their} own nose next, but {they} fell asleep before {they} got there.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Snug in bed at {home}, {name} heard a long, loud rumble. It was {their} tummy. "Was that you?" {they} asked the [blanket|pillow]. The blanket said nothing, which was very suspicious. {They} thought about how {comp} would laugh at a rumbly blanket, and laughed first, very quietly. Then the rumble went quiet. So did {they}.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: '"Scores for today," announced {comp} at the edge of {place}. "Excitement: nine. Danger: two. Dignity: [minus four|zero, mostly because of you]." {name} objected to the dignity score and demanded a recount. The recount came out lower. They parted on the understanding that tomorrow would be judged by a fairer panel, ideally one without {comp} on it. {They} carried {the_thing} home to {home}, awarding {themself} points on the way: one for every yawn, a bonus for the really big ones. By the door, {they} {was} [well into double figures|winning easily].',
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
      {
        text: 'After a long goodbye to {comp}, {name} went home to {home} and tried to tell the whole day to a grown-up over supper. It did not come out in order. "So then {comp} ... no, wait, first I ... and the bit with {the_thing} ... no, that was after." The grown-up listened patiently, chewing, and said it sounded like a [complicated|very eventful] day. It had been. {They} tried to start again from the beginning and yawned so hard in the middle that the story had to be [postponed until breakfast|continued in the morning].',
        picture: { action: 'eating', at: 'home' },
      },
      {
        text: 'Before they parted, {name} and {comp} invented a goodbye of their own. It had seven steps, two of which were impossible for a {comp_kind} and one of which was impossible for anybody. They did it anyway, badly, three times, until neither of them could stand up straight for laughing. Then {they} headed for {home}, still doing the easy steps, while the giggles slowly wore off and the yawns moved in to take their place.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'Legs, {name} discovered on the way home from {place}, have a way of announcing when they have finished for the day. {Theirs} announced it [at the first corner|barely halfway home], and kept announcing it, louder, with every step. {They} negotiated. The legs agreed to go as far as {home} in exchange for a bath, a bed and no more walking until morning. The last few steps to the bed were not part of the deal, and the legs [did them under protest|made their feelings very clear].',
        picture: { action: 'arriving', at: 'home' },
      },
    ],
    goodnight: [
      {
        text: 'In bed at {home}, with the light off and everything settling around {them}, {name} found that the day was still going on in {their} head. {They} saw {sight} again, and {comp} at the silliest moment, and a laugh escaped, [small and sleepy|soft and snorty], into the pillow. Somebody in the next room asked what was so funny. "Nothing," {they} called, which was not true at all. {They} turned over, pulled the covers up, and within [a minute|two minutes|moments] {they} {was} asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'In the dark at {home}, {name} noticed that the shadow of {the_thing} on the wall looked exactly like {comp} [in a huff|mid-sneeze|trying to look dignified]. Once seen, it could not be unseen. {They} clamped the blanket over {their} mouth and shook silently for a while, which is the most tiring kind of laughing there is. Then the giggles ran out of puff. The shadow went back to being a shadow, {their} eyes went back to being heavy, and sleep, which had been waiting politely by the door, came in.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: "{name} lay in bed at {home}, making a list of the day's best moments. Number one was obvious. Number two caused a [short|fierce|brief] argument with {themself}. By number four the list had begun to wander, and number five was something about {comp} wearing [a hat|a tea cosy|a saucepan as a hat], which had not actually happened but was funny anyway. {They} smiled at the ceiling. Somewhere around number six, {they} fell asleep, still smiling, and the list carried on without {them}.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Bedtime at {home} had a procedure, and {name} followed it exactly. Pillow: turned to the cool side. Blanket: precisely to the chin. One foot outside the covers, for reasons of temperature. {They} had once explained all this to {comp}, who had not been impressed, but then {comp} had never had to sleep in a bed. {They} checked the procedure twice, found it [perfect|flawless], and fell asleep halfway through checking it a third time.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "{name} lay at {home} and put in a request for tonight's dream. Something with {comp} in it, obviously. Possibly a {thing_kind} that could talk, and a lot of pudding. Dreams, in {their} experience, did not take orders well. Last time {they} had asked for a dragon and got [a long queue at the post office|a maths lesson in a swimming pool]. {They} closed {their} eyes and hoped for the best, which is all anyone can do with a dream.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Somewhere in {home}, somebody had started to snore: a deep, steady, [tuba-ish|foghorn-ish] snore with a whistle on the end. {name} lay listening. {comp} would certainly have tried to join in, and would certainly have done the whistle wrong. By the fourth rumble {they} had started counting snores instead of sheep, which worked much better, because snores, unlike sheep, come to you. {They} got to nineteen.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
