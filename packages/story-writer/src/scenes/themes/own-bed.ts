import type { ThemeWriting } from '../format';

export default {
  themeId: 'own-bed',
  better: ['stay snug in {subj} all night long', 'settle back down in {subj} and drift off', 'snuggle down with the night light on and stay put till morning'],
  worry: ['the midnight wish to pad across to the big bed', 'the wide-awake staring in the middle of the night'],
  trouble: ['the long night ahead', 'the big bed across the landing', 'the wide-awake middle of the night'],
  tiny: {
    problem: [
      {
        text: 'Night-night! Back at {home}, {they} lay in {subj_intro}. Then... [blink!|ping!] Awake! [Pad, pad, pad|Patter, patter], across the landing, into the big bed. Squash! A foot in {their} face. [An elbow in {their} tummy.|A knee in {their} back.] [Snore, snore!|Snore!] Nobody slept a wink.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: 'In {subj_intro}, at {home}, {name} heard a [noise|sound]. Creak! [Creak, creak!|Creak!] {They} sat up. {They} wanted the big bed. One foot out. [Brr!|Ooh!] Cold floor! Tiptoe, tiptoe, down the landing, into the big bed. [Squash! Squeeze!|Squish! Squash!] Nobody could sleep.',
        picture: { action: 'listening', object: 'subj', at: 'bedroom' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Pad, pad, pad, back to {subj}. {Their} own pillow. {Their} own teddy. {Their} own soft blanket, [tuck, tuck|tuck, tuck, tuck]. [Snuggle, snuggle.|Cosy, cosy.] The night light [glowed|glowed softly]. Far away at {place_short}, {comp} was asleep too. [Yawn...|Yaaawn...] And {they} slept, all the way till morning.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: 'Back {they} went, pad, pad, to {subj}. [Creak!|Crick!] Only the house, stretching. {They} hugged {their} [teddy|blanket] and thought of {place_short}. {They} listened: the clock going tick, the wind going whoo. Tick, whoo, tick, whoo... [Zzz.|Zzzzz.] Fast asleep, [all night long|till the sun came up].',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'That night, back at {home}, {comp} was staying over, fast asleep in a cosy spot on the floor. But {name} lay in {subj_intro}, wide awake, and the room felt very big and very [quiet|still]. [The wardrobe looked taller than usual.|Everything looked a bit bigger in the dark.] Across the landing was the big bed, all warm and [full of snoring|full of grown-ups].',
        picture: { action: 'sleeping', with: ['comp'], object: 'subj', at: 'bedroom' },
      },
      {
        text: 'That night at {home}, {name} made up a cosy spot for Big Ted, the oldest teddy, right next to {subj_intro}. They whispered [until the whispers went slow|about the day until the whispers went slow]. Then Big Ted was asleep, or as asleep as teddies [get|ever get]. And {name} was not. Somewhere in the house, something went [glug|clunk], all by itself.',
        picture: { action: 'sleeping', with: ['comp'], object: 'subj', at: 'bedroom' },
      },
    ],
    choice: [
      {
        text: '[Pad, pad, pad.|Tiptoe, tiptoe.] Out of bed, across the landing of {home}, and into the big bed, wriggling right down into the [middle|warm middle]. "Just for a bit," {they} [whispered|said, very quietly]. [Nobody answered.|Somebody grunted.] {They} closed {their} eyes.',
        picture: { action: 'running', at: 'bedroom' },
      },
      {
        text: '{They} did not wake {comp}. {They} [slid|wriggled] out of bed, tiptoed across the landing [of {home}|in the dark] and climbed into the big bed, right into the warm middle. [Much better.|That was better.] {They} did not think about {comp} [at all|one bit].',
        picture: { action: 'running', at: 'bedroom' },
      },
    ],
    consequence: [
      {
        text: "It was not very comfy, as it turned out. Somebody snored like a [tractor|trombone], [rattling {home}|loud enough to wake the street]. Somebody kicked. Somebody's feet were like ice. {name} lay squashed between two backs, wide awake, missing {their} own pillow more and more [with every snore|by the minute].",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Then {they} heard a small voice from across the landing. "Hello? Where have you gone?" It was {comp}, awake, all alone in the dark, and sounding [very small|rather worried]. {They} lay in the big bed and could not get comfy at all, thinking of {comp} sitting up, looking at an empty bed, [far from {place_short}|in a strange house].',
        picture: { action: 'looking', with: ['comp'], at: 'bedroom' },
      },
    ],
    better: [
      {
        text: '{They} padded back to {subj} and made it into a nest: three teddies on guard, a torch under the pillow, the door open just a crack. {comp} {comp_comfort}. {They} woke once, clicked the torch, saw the teddies [still on guard|all still there], and went back to sleep. In the morning {they} ran in to tell everyone. ["I stayed!"|"I stayed all night!"]',
        picture: { action: 'sleeping', with: ['comp'], object: 'subj', at: 'bedroom' },
      },
      {
        text: '{They} padded back. {comp} was awake, [blinking|peering] in the dark. "I\'m here," {they} whispered. Somewhere, the pipes went glug. Clunk. "That\'s just the house having a drink," {name} said, and {comp} laughed. {They} climbed back into {subj}. {comp} {comp_comfort}. And they fell asleep like that, both of them, [till morning|until the sun came up].',
        picture: { action: 'comforting', with: ['comp'], object: 'subj', at: 'bedroom' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'For three weeks, {name} had begun every night in {subj_intro} and ended it somewhere else. At some dark hour {they} would wake, pad across the landing and slide into the big bed, and at some darker hour Dad would get up, pad the other way and sleep in {their} bed instead, because there was no longer room in his own. Nobody had discussed this. It had simply become [how things were|the arrangement], like the dripping tap and the wobbly stair at {home}. Tomorrow they were all going back to {place} together, [to see {sight}|with {comp} waiting], and everyone needed a good night.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: "Every night, at some dark hour, {name} woke up, and every night {their} feet knew exactly what to do: out of {subj_intro}, across the landing, over the squeaky board, and into the big bed. It had been going on for weeks. Lately, Dad had taken to getting up a little later and sleeping in {their} bed instead, because there was [no longer room for him|no room left] in his own. Tomorrow they were all going back to {place} together, and everybody needed a proper night's sleep. {They} had promised {comp} an early start, [and a long day|and meant to keep the promise].",
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
    ],
    choice: [
      {
        text: 'At two in the morning, {they} woke as usual. {They} lay there for a moment and considered {subj}, which was warm and perfectly comfortable, and the landing, which was cold and dark. It was not a real decision. {Their} feet had made it already, [out of habit|without consulting anybody], the way feet find the stairs in the dark. Somewhere in the back of {their} mind was the trip tomorrow, and {comp}, and {place_short}. {They} noted it, politely, and ignored it. Across the landing {they} went, over the squeaky board, [as quiet as a thief|like a very small burglar].',
        picture: { action: 'running', at: 'bedroom' },
      },
      {
        text: 'At two in the morning, {they} woke, as usual. {They} lay there and counted to ten, which was {their} way of pretending to decide. Then {they} slid out, skipped the squeaky board out of long practice, and climbed in between the grown-ups, [cold feet first|wriggling]. Somebody groaned. A clock ticked somewhere in {home}. And a little while later, as usual, Dad got up and shuffled off across the landing in the dark, [muttering|sighing] the sigh of a man who knew exactly where he was going and did not much want to go there.',
        picture: { action: 'running', at: 'bedroom' },
      },
    ],
    consequence: [
      {
        text: 'In the morning, {name} woke in the big bed, alone, to a strange creaking from across the landing. {They} went to look. Dad was in {their} bed, with his legs hanging off the end from the knee down and his head at an angle that heads are not designed for. He opened one eye. "Morning," he said, in the voice of a man who had slept in [a drawer|a shoebox]. He walked like a crab all morning. At {place}, he fell asleep on a bench [before lunch|by {sight}], and the trip was cut short. {comp} looked [very disappointed|puzzled and disappointed].',
        picture: { action: 'looking', at: 'bedroom' },
      },
      {
        text: 'Breakfast was quiet. Dad had slept folded in half and was walking like a question mark. Everyone else had slept on the edges of things. {name} had not slept well either, it turned out: big beds full of elbows are not restful, however they feel at two in the morning. At {place}, the whole family yawned through [the best part|the morning], and by lunchtime Dad was asleep on a bench with his mouth open, and the trip was cut short. {comp} {comp_habit}, [and tried not to look disappointed|doing {comp_his} best to be cheerful about it].',
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: 'That evening, {they} set up {subj} properly: the good pillow, the lamp on low, a book by the bed for waking up with. At two in the morning {they} woke, as usual. {They} put on the lamp, read one page, felt {their} feet wanting to go, told them no, and read another. By the third page {they} {was} asleep with the lamp on. In the morning Dad came in, beaming, [carrying tea|with toast], and said he had slept so well he had forgotten who he was. They were at {place} [before anyone else|bright and early], and it was the best day in weeks.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: 'That evening {they} made a plan with Dad, who was keen on any plan at all: a night light, a glass of water, and a small notebook by {subj} for writing down whatever woke {them} up. At two, {they} woke. {They} wrote "Owl?" and "Thirsty," drank the water and lay back down, and the next thing {they} knew it was morning. From across the landing came the sound of Dad, in his own bed, snoring [like a contented walrus|happily]. At {place_short} that day, {they} told {comp} all about the notebook, and {comp} {comp_habit}, [impressed|very impressed].',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
    ],
    inner: [
      {
        text: 'The odd thing, {name} realised, was that the big bed was not even comfortable. It was crowded and too hot and full of elbows. {They} did not go for the comfort. {They} went because at two in the morning everything at {home} felt slightly further away than it did in daylight, and the big bed was a quick way of making it all close again. But {they} had been fixing {their} two-in-the-morning feeling by handing it to Dad, who had then [folded himself into a bed half his size|spent weeks with his feet in the air]. That did not seem like a fix at all. It seemed like [moving the problem across the landing|a swap, and not a fair one].',
        picture: { action: 'waiting', at: 'bedroom' },
      },
      {
        text: 'It was strange, {name} thought, how a habit could sneak up on you. Nobody had decided it. {They} had never once lain awake thinking, "I shall now go to the big bed, and Dad shall sleep in mine." It had just happened, one night and then another, until {their} feet knew the way across {home} better than {their} head did. Which meant, surely, that {their} feet could learn a different way. Feet were [not especially clever|not known for their cleverness]. If they could learn one thing, they could learn another. {They} decided to start [tonight|that very night].',
        picture: { action: 'waiting', at: 'bedroom' },
      },
    ],
  },
} satisfies ThemeWriting;
