import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'adventurous',
  tiny: {
    goodnight: [
      {
        text: '[What a big day!|What a brave day!|Phew, what a day!] Home came {name}, all the way to {home}. [Boots off.|Shoes off.] Into bed. "Another adventure tomorrow," {they} whispered. {refrain} Then {their} brave, sleepy eyes closed tight. [Goodnight, adventurer.|Sleep well, adventurer.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Stomp, stomp,|Step, step,|Tramp, tramp,] up to bed at {home}. {name} yawned a [big|great big] adventurer yawn. {refrain} "Goodnight, {comp}," {they} whispered. "More adventures tomorrow!" And off {they} went, [all the way to dreamland|on a dream adventure|fast asleep].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Snug in bed at {home}, {name} thought about {place}. [Big day! Brave day!|Long day! Brave day!|What a day! What a way!] {refrain} {They} put {the_thing} right by the bed, ready for tomorrow. Then, [yawn... sleep.|yawn... snore.|yawn... zzz.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'Up, up, up into bed at {home}, like climbing a mountain! Top! "[I made it!|Summit!]" said {name}. {They} stuck a pretend flag in the pillow. Flap, flap! {refrain} Then down, down, down into the blankets. Snug as a climber in a sleeping bag. Sleep well, mountain climber.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Tent time! At {home}, {name} made a tent out of the blanket. [Peep out. Peep in.|In, out, in!] Where was {comp}? Snug at {place}, dreaming. {refrain} Shh. Real adventurers sleep in tents. So {they} did, right there, [with one hand peeping out|with {their} nose peeping out]. Zzz.',
        picture: { action: 'sleeping', at: 'bedroom' },
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
        text: '[Every adventurer needs a rest.|Even adventurers get tired.] Back to {home} went {name}, with {the_thing} and a [pocketful|head full|bagful] of stories to tell. {They} looked back once at {place}, where {comp} was settling down for the night, and waved. There would be more to explore tomorrow.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} took one last look at {place}. It would all still be there tomorrow, waiting to be [explored|discovered|found]. {They} gave {comp} a goodbye wave and set off for {home}, marching at first, then walking, then [yawning at every step|dawdling|yawning so wide {they} nearly tripped].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'The last mission of the day: get {the_thing} safely home. {name} said goodbye to {comp} the adventurer way, with a [salute|serious nod]. Then {they} set off for {home}. It was a long trek, and the adventurer\'s legs got slower, and slower, and slower. "Mission complete," {they} reported at the door, and yawned a yawn as big as a cave.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
      {
        text: 'Adventurers always look back at the way they came. Halfway home, {name} turned round and saw {place}, small and far away now, with {sight} hardly bigger than a [thumb|button]. "Goodnight, {comp}," {they} called, though {comp} was much too far to hear. Then {they} turned for {home}, where the lights were on like a campfire waiting for its adventurer.',
        picture: { action: 'looking' },
      },
      {
        text: 'Every adventurer brings something home. {name} brought {the_thing}, a [scuffed knee|muddy sleeve|crumpled sock] and a whole new friend. {They} said goodbye to {comp} and trudged back to {home}, slower at every step, until the trudge became a plod, and the plod became a tired little shuffle right through the front door.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, {name} put {the_thing} by the bed, ready for the next adventure. {They} climbed under the covers and thought about {comp}. What would they explore tomorrow? {They} tried to decide, but {their} eyes were much too [heavy|sleepy]. [Goodnight, brave adventurer.|Sleep tight, adventurer.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'In bed at {home}, {name} made a [plan|big plan|brave plan] for tomorrow. First... {They} yawned. Then... {They} yawned again. The plan got [shorter and sleepier|smaller and yawnier|shorter and shorter], until it was only one word: "tomorrow". And then {they} {was} fast asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "[Everything was quiet.|All was still.] {name} lay in bed at {home} and listened. The day's adventure was over, and {comp} was having a well-earned rest at {place}. Sleep, {they} thought, is just the bit between one adventure and the next. {They} closed {their} eyes and let the dreams come [marching|tiptoeing|galloping] in.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "{name} packed a pretend bag for tonight's dream adventure: a torch, a rope, a very big sandwich, and {the_thing}, just in case. {They} set it down by the bed at {home}. Then {they} climbed in, shut {their} eyes, and set off. The first step of a dream adventure is always the [sleepiest|softest] one.",
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'The hall light at {home} glowed through the gap in the door like a lighthouse. Nobody could get lost with a lighthouse like that. {name} steered {their} bed-ship past the [toy box|chair] and the rocks made of socks, and dropped anchor at the pillow. "Land ahoy," {they} whispered. And the captain went to sleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Boots by the door at {home}. Adventurer in bed. {name} thought about {comp} and the bravest bit of the day, and [grinned|smiled] into the dark. Tomorrow, {they} thought, {comp} would want to know how {they} had slept. "Very well, thank you," {they} practised, in a whisper. And then, to make it true, {they} did.',
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
        text: 'On the way back to {home}, {name} did what every good adventurer does when a day is done: {they} wrote it all down in {their} head. The route. The [discoveries|surprises|best bits]. The moment when everything nearly went wrong, and the moment it went right. {comp} had promised to save the next mystery for tomorrow, and {they} had promised to be there early. It was, {they} thought, the best kind of promise: one you [cannot wait|can hardly wait] to keep.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
      {
        text: 'Getting home turned out to be an expedition of its own. The light had nearly gone by the time {name} said goodbye to {comp}, and {place} looked different in the dusk, bigger and stranger, full of shapes that might have been anything. {They} picked out landmarks the way real navigators do: {sight}, then the last bend, then the lights of {home}, shining like a [beacon|harbour light]. {They} steered for them, steady and tired, and arrived with the air of someone who had brought the whole party home safely, even though the whole party was {them}.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: 'Every expedition ends with packing up, and {name} did it properly: {the_thing} checked and stowed, laces tied for the walk, nothing left behind. {comp} supervised, which mostly meant that {comp_he} {comp_habit}. Then they agreed on tomorrow, solemnly, and went their separate ways. The journey back to {home} was the quiet part of the adventure, the part nobody ever puts in films, when the legs are heavy, the sky is going dark and the mind wanders back over everything. {They} [found that {they} liked it|liked it] best of all.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: "At the edge of {place}, {comp} stopped. This was as far as {comp_he} went: beyond it was {name}'s territory. They looked at each other like two adventurers at a border crossing, nodded, and parted. A grown-up was waiting to walk {them} the last stretch to {home}, and {they} told the whole expedition on the way, [in the wrong order|out of order], with the dangerous bits made only slightly more dangerous. The grown-up was a very good audience and gasped in all the right places.",
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: "At {home}, {name} set {the_thing} on the chair by the bed, where {they} would see it [first thing in the morning|the moment {they} woke]. Adventurers, {they} had decided, should always be ready to set off [at a moment's notice|at dawn]. {They} lay back and traced the day across the ceiling, from {place} to {sight} to the long walk home. Somewhere out there, {comp} was asleep too, and tomorrow was waiting, unexplored. {They} closed {their} eyes to [give it a head start|meet it halfway].",
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'Adventures, {name} had noticed, do not stop when you do. This one kept going in {their} legs, which twitched under the covers at {home} as if they were still [scrambling|climbing] somewhere. It kept going in {their} ears, too, in the memory of {sound}, fainter now, like an echo down a long tunnel. {They} let it run on. {comp} would be asleep by now, {they} supposed, wherever a {comp_kind} goes after a day like that. {They} turned over, found the warm patch, and let the adventure carry on [without {them}|on its own until morning].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Lying in the dark at {home}, {name} could still feel the day in {their} legs, a good, heavy ache, the kind you [earn|only get from a real adventure]. {They} thought about {comp}, and about what they might find tomorrow, and made a small list: snacks, an early start, and no turning back at the first [muddy bit|tricky bit|puddle]. The list drifted. The dark was warm. Somewhere between the second thing on the list and the third, the adventurer fell asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "The dark in {name}'s room at {home} was, strictly speaking, [uncharted territory|unexplored country]. {They} considered mounting an expedition across it to the bookshelf and got as far as planning the route: round the end of the bed, past the heap of yesterday's clothes, left at the chair. Then {they} thought about {comp}, and how {comp_he} would have [insisted on coming|wanted to lead], and decided the expedition could set off at first light, properly equipped. Camp was made. The adventurer was asleep within the minute.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Base camp, {name} decided, looking round {their} room at {home}, was the most underrated part of any expedition. Warm. Dry. Supplied with a glass of water and a grown-up who looked in to check on you. {comp} had no base camp, but {comp_he} had {place}, which for a {comp_kind} was probably better. {They} hoped {comp_he} was just as comfortable tonight. Then {they} stopped hoping things, [pulled the blanket up|wriggled down], and base camp went quiet for the night.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "Under the covers at {home}, {name} took stock of the day's damage by feel: a scrape on one knee, a sock with a brand-new hole, a tiredness across {their} shoulders from carrying {the_thing}. Badges, {they} decided. Every adventurer collects them. {They} wondered which ones {comp} had earned today, and whether {comp_he} was as proud of them. The badges [throbbed|tingled] a little, then less, then not at all, and the adventurer slept the deep, flat sleep of somebody who has gone all the way there and all the way back.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
