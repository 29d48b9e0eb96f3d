import type { ThemeWriting } from '../format';

export default {
  themeId: 'practice',
  better: [
    'practise {subj} a little bit at a time',
    'go back to the start of {subj} and take it slowly',
    'do the tricky bit of {subj} slowly, again and again',
  ],
  worry: ["the 'I should be good at it already' grumble", 'the itch to rush {subj} and be done'],
  trouble: ['the tricky bit of {subj}', 'the show for {comp} before home time', 'the bit that kept going wrong'],
  tiny: {
    problem: [
      {
        text: '{name} wanted to be good at {subj_intro}. Right now! {They} tried once. Oops! "I\'m no good," {they} said, and turned away. Not again. Not today. {comp} {comp_habit}.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Over at {place_short}, {name} went straight for the hardest bit of {subj_intro}. [Too fast!|Whizz!] Too big! Too big! Muddle, muddle, CRASH! "It\'s too hard," {they} said, and hid {their} face. Hide, hide.',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'So {they} tried a little bit of {subj}, [right by {sight}|there at {place_short}]. Just a little. A little bit again. A little bit more. A little bit MORE! Look! Now {name} could do more than before. Not all of it. But more! Hooray!',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{comp} {comp_habit}. {name} tried {subj} again, slowly. Slow, slow... again. Slow, slow... again. Each time went a tiny bit better. Better, better... YES! {They} did a happy dance. Hop, hop, hop!',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} wanted to show {comp} what {they} could do with {subj_intro}, later, before home time. The trouble was, {they} could only do a little bit, and the little bit went wrong half the time. "I\'ll be brilliant by then," {they} said. {They} sounded very sure.',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'At {place_short}, {name} watched someone who was brilliant at {subj_intro}. Whizz, whoosh, easy-peasy. {They} tried it exactly the same way. It did not go whizz. It went clunk. And {comp} was hoping to see {them} do it before home time.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"Practising is boring," {name} decided. "I\'ll just do it properly later." So instead of practising {subj}, {they} looked at {sight}, and played with {the_thing}, and hopped about a bit, and did not practise at all.',
        picture: { action: 'playing', object: 'the_thing' },
      },
      {
        text: '{They} went at {subj} as fast as {they} could, the whole thing at once, over and over, while {comp} {comp_habit}. Fast and wrong. Faster and wronger. {They} never once went slowly, and never once went back to the little bits at the start.',
        picture: { action: 'playing', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'When the time came to show {comp}, {name} began {subj} with a big smile, and... it all went wrong. Every bit of it. It was just as wrong as this morning, not one bit better. {Their} smile went wobbly at the edges. {comp} {comp_habit} and waited kindly.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{Subj} would not go right, and {name} got crosser and crosser. When it was time to show {comp}, {they} could not even do the little bit {they} had managed at the start. {They} stopped, and stared at {their} feet, and felt very small.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: 'So {name} started small. Just the first bit of {subj}, slowly, five times. Then the next bit, slowly, five times. Then both bits together. It was not exciting. But by home time {they} could do three whole bits in a row. "Again!" {comp} {comp_says}. So {they} did it again.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} made a game of it. A little bit of {subj}, then a rest. A little bit, then a rest. Each time, {they} counted how far {they} got before it went wrong. Two... four... seven... TEN! {They} showed {comp} twice, just because {they} could.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had decided to be excellent at {subj_intro} by home time. Not good. Excellent. {They} had seen it done properly, and it looked easy, and before home time {they} meant to show {comp} exactly how it was done. The only problem was that, at the moment, {they} could manage about a quarter of it, and that quarter came out differently every time. "How hard can it be?" {they} said. {comp} {comp_habit}, [in a way that might have been an answer|which was not exactly a yes].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: 'There is a particular kind of frustration in watching someone do something effortlessly that you cannot do at all. {name} felt it now, watching someone across {place_short} handle {subj_intro} as if it were the easiest thing in the world. {They} had a go. It went so badly that {comp} politely looked at {sight} until it was over. And {comp} had asked to see {them} do it properly before the day was out. {They} looked at {their} own hands as if they belonged to somebody else, somebody [less coordinated|far clumsier], and wondered how long a day actually was.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: 'The sensible thing would have been to practise the part {they} could do, slowly, until it was solid. {name} did not do the sensible thing. {They} went straight for the hardest part of {subj}, the impressive bit, and tried it at full speed, again and again, hoping that one attempt would accidentally work. None did. {comp} watched [patiently|calmly], as if {comp_he} had all the time in the world. But each felt so nearly right that {they} kept going, faster and crosser and sloppier.',
        picture: { action: 'playing', object: 'subj' },
      },
      {
        text: '{name} decided that practising was for people without natural talent, and that {they} would simply rise to the occasion when it mattered. This is a popular theory. It is also, as almost everyone discovers sooner or later, completely wrong. {They} spent the afternoon [wandering round {place_short}|watching {sight}] and did not touch {subj} again until it was time. {They} practised looking confident instead, which {they} {was} already quite good at. "Aren\'t you going to try it again?" asked {comp}. "No need," said {name}, [airily|breezily], and changed the subject.',
        picture: { action: 'playing', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'When the moment came, {name} started {subj} with {comp} watching, and it fell apart almost at once. Not in an interesting way, either. It fell apart exactly where it always had, at the same bit, in the same clumsy way. {They} finished in a hurry, cheeks burning, and became very interested in {sight}. "It went better this morning," {they} said, which was true, and did not help at all. {comp} {comp_comfort}. That was kind, and somehow it made {their} face even hotter.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'It went wrong at the second bit, which was precisely where it had gone wrong that morning. Nothing had changed, because {they} had not changed anything. {name} knew it, too, which was the worst part: there was nobody to blame, not {comp}, not {subj}, not even the weather. {comp} {comp_habit} and said nothing, very kindly, which made it worse. {Their} ears went hot. {They} wanted to hide under something large, [preferably|ideally] for a week, and come out only when everybody had forgotten, which at the current rate might take a year.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} tried a different way. [In a quiet corner of {place_short}|Somewhere out of the way of {sight}], {they} started {subj} again from the very beginning and did the first small part slowly, so slowly it was almost silly, until {they} could do it without thinking. Then the next part. Then the two together. It was dull in the way that brushing your teeth is dull. But each time {they} went back to the start, the start was easier, and the wobbly bit moved a little further along. By evening the wobbly bit had almost run out of places to hide.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} gave {themself} a rule: ten minutes on {subj}, slowly, then a rest [beside {comp}|with {comp}, who {comp_habit}]. The first ten minutes felt as if nothing had happened. The second felt like less than nothing. Somewhere in the third, something shifted, the way a stiff jar lid suddenly turns, and a piece that had been impossible became merely difficult, and then, a while later, fine. {name} was not excellent by home time. But {they} {was} clearly better, and {they} knew exactly where it had come from. "Again?" said {comp}. "Again," {they} said, and for once it did not sound like a punishment.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: 'The annoying thing about practice, {name} thought, is that it does not feel as if anything is happening. You do the same small thing again and again and nothing changes, and then one day it is simply easier, and you cannot point to the moment it happened. It is like watching a fingernail grow, or waiting for {sight} to [do something interesting|change]. {They} would have liked a little bell to ring each time {they} got a fraction better. There was no bell. There was only {subj}, and the next try, and a slow suspicion that the next try was the whole secret.',
      },
      {
        text: 'Part of {name} wanted to be the sort of person who was simply good at things. That person did not exist, {they} suspected, or if they did, they were keeping very quiet about the hours it had taken. It was a little disappointing to realise that everyone {they} admired had probably sat exactly where {they} {was} sitting now, doing the boring bit of {subj} for the fourteenth time[, and then the fifteenth|, yawning]. It was also, oddly, encouraging. If the secret was just doing the boring bit, {they} could do the boring bit.',
      },
    ],
  },
} satisfies ThemeWriting;
