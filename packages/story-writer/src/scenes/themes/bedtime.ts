import type { ThemeWriting } from '../format';

export default {
  themeId: 'bedtime',
  better: ['put on {subj} and climb into bed on time', 'get ready for bed when the clock said so', 'put the book down at lights out and let tomorrow come'],
  worry: ['the one-more-thing pleading at bedtime', 'the wide-awake wish to stay up', 'the begging for just one more chapter'],
  trouble: ['the bedtime stand-off', 'the lights that should have been out', 'the bedtime that would not begin'],
  tiny: {
    problem: [
      {
        text: 'Bedtime! {carer} held up {subj_intro}. {name} said, "No! Not sleepy!" Run, run, run! Round the table! Round the chair! Yawn... Bump! Oops. Down went {the_thing}. Now {they} {was} sleepy and cross. [Grumble, grumble.|Grr.]',
        picture: { action: 'running', object: 'subj', at: 'home' },
      },
      {
        text: 'One more jump! One more go with {the_thing}! {carer} held out {subj_intro}. {name} begged, "Just one more!" Boing! Boing! Yawn. Boing... yawn... [Eyes so heavy.|Heavy, heavy eyes.] Boing... bump. Oh dear.',
        picture: { action: 'playing', object: 'subj', at: 'home' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Arm in. Arm in. Leg in. Leg in. On went {subj}! Soft and warm. [Teeth, story, cuddle.|Teeth, cuddle, story.] {The_thing} went on the shelf. Night-night, {thing_kind}! [Into bed.|Under the covers.] Snuggle, snuggle. {They} gave a big yawn. Yaaawn.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: 'Into {subj}, snug and soft. One story about {place_short}. One cuddle. One kiss. One, two, three, and the light went [low|out]. [Zzz.|Zzzz.] {They} did not need one more anything. Not one.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Back at {home} that night, on the pillow lay {subj_intro}, [folded and warm|folded up neatly]. It was bedtime. But {name} had other ideas. [Lots of other ideas.|A whole list of them.] Tomorrow {they} {was} going back to {place}, and {they} did not feel one bit sleepy.',
        picture: { action: 'sleeping', object: 'subj', at: 'home' },
      },
      {
        text: 'After the day at {place}, {name} was quite sure {they} {was} not tired. [Not one bit.|Not even a yawn of it.|Not the smallest bit.] {carer} held up {subj_intro}, warm from the radiator. "Bedtime," came the word. "Not yet," came a voice from under the duvet. "I\'ve got [important things|very important things] to do."',
        picture: { action: 'holding', object: 'subj', at: 'home' },
      },
    ],
    choice: [
      {
        text: 'First {they} needed a drink of water. Then a different drink. Then {the_thing}, which had to sit on the pillow, just so. [Then a story.|Then a song.] Then a story about the story. Then {they} needed to say something very important, which {they} had forgotten by the time {they} got downstairs. [It got later.|The clock ticked on.] And later.',
        picture: { action: 'talking', at: 'home' },
      },
      {
        text: '{They} bounced on the bed. {They} hid [under the bed|behind the curtain]. {They} put {subj} on {their} head and announced that {they} {was} the king of {place_short}, who did not go to bed, [ever|not ever]. By the time the king of {place_short} had finished, it was an hour past bedtime.',
        picture: { action: 'playing', object: 'subj', at: 'home' },
      },
    ],
    consequence: [
      {
        text: 'The next day at {place}, {name} yawned and yawned. {They} yawned through {sight}. {They} yawned so wide that {comp} could have counted {their} teeth. {They} got [cross|grumpy] about nothing, and then cross about being cross. By lunchtime, {they} just wanted [to sit down|a sit-down and a cuddle].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'In the morning, {they} could not wake up. {Their} eyes felt full of sand. The toast was [the wrong shape|too toasty], and {they} cried about it, and then cried about crying. At {place}, {they} trailed along at the back, [too tired to run|too sleepy to play], and when {comp} asked what was wrong, {they} only yawned.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'That night, when {subj} came out, {they} put {subj_him} on straight away. One drink. One story. One cuddle. Then {they} snuggled down and listened to the house going quiet, [creak by creak|one sound at a time]. The next morning {they} woke up [bright as a button|fresh as a daisy], and {place} was twice as good.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: 'That night, {they} said "Arms up!" before anyone else could, and on went {subj}, soft and warm. Teeth. One story. One cuddle. {The_thing} sat on the shelf, [ready for tomorrow|waiting for the morning]. The light went low. {They} yawned a [proper|huge] yawn, the kind that comes all the way up from your toes, and was asleep before the cuddle had finished.',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The book had reached the exciting part, and the exciting part had been going on for three chapters. {name} was already in {subj_intro}, lights officially out, with a torch under the covers and the pages glowing like the inside of a small cave. {The_thing} sat on the chair, packed and ready since teatime. Tomorrow {they} {was} going back to {place} for the biggest day of all. {They} had not forgotten. But it was [hard|surprisingly hard] to care about tomorrow when [somebody in the book was dangling from a cliff|the book had just reached a secret door].',
        picture: { action: 'reading', object: 'subj', at: 'bedroom' },
      },
      {
        text: '{name} had a new book from the library, a thick one with a map in the front, and the rule was lights out at half past eight. At half past eight, {they} put on {subj_intro}, brushed {their} teeth and got into bed like a [model citizen|person in a toothpaste advert]. At twenty-five to nine, the torch came out. Tomorrow {they} {was} going back to {place} for the biggest day of all, and {comp} had promised to be waiting first thing. But the book [had a dragon in it|had just reached the bit with the locked door], and tomorrow seemed a very long way off.',
        picture: { action: 'reading', object: 'subj', at: 'bedroom' },
      },
    ],
    choice: [
      {
        text: 'Just one more chapter. Then one more, because that one ended on a cliffhanger, which was hardly {their} fault. The house went quiet. The landing light went off. Somewhere downstairs a clock struck something with a great many bongs in it, and {they} did not count them on purpose. On the chair, {the_thing} sat waiting for the morning, [patient and slightly reproachful|looking, in the torchlight, faintly disappointed]. At the end of each chapter, {they} told {themself}, firmly, [this was the last one|that was definitely it]. {They} {was} lying, and some small, sensible part of {them} knew it.',
        picture: { action: 'reading', at: 'bedroom' },
      },
      {
        text: '"Just to the end of the page," {they} whispered. Then the end of the chapter. Then the end of the next one, which was short, so it hardly counted. The house clicked and settled around {them}. A car went by outside, its lights sliding across the ceiling. {They} thought, briefly, of {place_short} in the morning, [and turned the page|and turned the page anyway]. The torch began to turn [yellow|orange], the way torches do when they are tired, which was more than could be said for {name}. {They} gave it a shake and kept going.',
        picture: { action: 'reading', at: 'bedroom' },
      },
    ],
    consequence: [
      {
        text: 'At {place} the next day, everything was slightly too bright and slightly too loud. {They} missed the first instructions and had to ask {comp}, twice. Then came {sight}, right in front of {them}, the thing the whole day had been building up to, and {they} missed half of it, because {their} eyes had closed [for a moment|for one small second] and the moment had turned out to be quite a long one. {comp} said {their} name three times before {they} heard. [It was not, {they} felt, a very heroic way to spend the biggest day of all.|Of all the days to be a sleepwalker, this was the worst.]',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'The next day, at {place}, {they} {was} [snappish|short-tempered] from breakfast onwards. When {comp} suggested a plan, {they} said it was a stupid plan. It was not a stupid plan. It was a good plan, and {they} knew it, and {they} said it anyway, in a voice {they} did not even like. {comp} went quiet. Everything got on {their} nerves, [even {their} own shoes|even {their} own sleeves]. The rest of the morning was long and awkward and slightly too sunny, the way mornings are when you have been unkind and cannot quite work out how to stop.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'That night, {they} read to the end of the chapter, which of course ended on a cliffhanger, put the bookmark in, clicked off the torch and lay in the dark with everybody in the book still dangling. They could dangle until morning. They were made of paper and [used to it|would keep]. The next day at {place}, {name} was first to every instruction and saw every second of {sight}, right to the end. That evening, {they} read the next chapter in one gulp, [and then put the light out without being asked|and then, astonishingly, put the light out before anyone asked].',
        picture: { action: 'sleeping', object: 'subj', at: 'bedroom' },
      },
      {
        text: 'At lunch {they} said sorry to {comp} for being such a grump, properly, without any "but". {comp} {comp_habit}, which seemed to mean the matter was closed. That night, at lights out, {they} put on {subj}, read one chapter, put the bookmark in and stayed put, and fell asleep somewhere in the middle of a thought. At the weekend {they} asked, politely and at a sensible hour, whether lights out on Fridays might be a little later. It was discussed. It was [agreed|allowed, just for Fridays]. The book, as it turned out, did not mind waiting [at all|in the slightest].',
        picture: { action: 'talking', with: ['comp'], object: 'subj', at: 'bedroom' },
      },
    ],
    inner: [
      {
        text: "{name} lay in bed that night and thought about the characters in the book, who had been hanging off the same cliff since about nine o'clock the previous evening. They would still be there. That was the thing about books. They waited. Tomorrow did not, and neither did {place}. Tomorrow came whether or not you had slept, like a train that leaves on time regardless, and {they} had spent [half of it|most of it] asleep on the platform. It was an annoying thought to have, mainly because it was so [obviously|irritatingly] true.",
        picture: { action: 'waiting', at: 'bedroom' },
      },
      {
        text: 'So {name} had won the battle of the torch. {They} had stayed up far past lights out, undetected, and read [four chapters|half the book]. And what had {they} won, exactly? {They} tried to remember the chapters. There had been a chase, or possibly a storm, and somebody had said something important to somebody else. The rest was a blur of yawns. {They} had traded a whole day at {place_short}, {comp} and all, for a story {they} could not even remember, which was the kind of deal nobody in a book would ever be [foolish|daft] enough to make.',
        picture: { action: 'waiting', at: 'bedroom' },
      },
    ],
  },
} satisfies ThemeWriting;
