import type { ThemeWriting } from '../format';

export default {
  themeId: 'trying-again',
  better: ['try {subj} one more time, slowly', 'go back to {subj} and have another go', 'keep trying {subj}, one little bit at a time'],
  worry: ['the cross, give-up grumble about {subj}', "the 'I can't do it' that came out before trying"],
  trouble: ['the tries that kept going wrong', 'the hard part of {subj}', 'the wobbles and the muddles'],
  tiny: {
    problem: [
      {
        text: '{name} tried {subj_intro}, [there at {place_short}|right by {sight}]. Wobble... wobble... oops! Wrong. {They} tried again. Whoops! Wrong again. "I can\'t," {they} cried, and stomped away. Stomp, stomp, stomp. {Subj} just waited.',
        picture: { action: 'running', object: 'subj' },
      },
      {
        text: '{name} wanted to do {subj_intro} all by {themself}. Try! Oh no. Try! Oh no, no. "Grrr," {they} said, and sat down with a bump and a frown. Bump! Frown! {comp} {comp_habit}.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} stood up. {comp} {comp_habit}. One more try with {subj}. Wobble... wobble... oh no! One MORE try. Wobble... wobble... YES! {They} did it, just a little bit! "Again," said {name}. And {they} tried again, and again, and again.',
        picture: { action: 'celebrating', object: 'subj' },
      },
      {
        text: '{comp} {comp_habit}. "Slowly," {comp} {comp_says}. So {name} tried {subj} again, slowly, slowly. A bit wrong. A bit better. A bit BETTER! Yes! {They} clapped and clapped. Clap, clap, clap!',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had been trying {subj_intro} all morning. Every time, it went a little bit right and then a lot wrong. The third time {they} nearly did it. The fourth time was worse than the first. {comp} {comp_habit}. {Their} face went hot, and {their} eyes went prickly.',
        picture: { action: 'crying', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Today was the day {name} was going to get {subj_intro} right. {They} had told {comp}. {They} had even told the sky. First go: wrong. Second go: wronger. Third go: so wrong that it was almost impressive.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I can\'t do it," {name} said, "and I don\'t even want to." {They} pushed {subj} away, stomped off to the far side of {place_short}, folded {their} arms, and made {their} grumpiest face, the one with the bottom lip sticking out.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{They} decided that {subj} must be broken. Nobody could get it right. "It\'s broken," {they} told {comp}. "Completely broken. Somebody should fix it." Then {they} went off to do something much easier, and {subj} stayed right where {subj_he} {subj_was}.',
        picture: { action: 'running', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'Sulking by {sight} was easy, but it was not much fun. {name} kept looking over at {subj}. {Subj_he} {subj_was} still there. {They} still could not do it. And {they} would not be able to do it tomorrow, either, or the day after that, not if {they} never tried again.',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: 'The easy thing was easy, and also a bit boring. Meanwhile {subj} sat there, not getting any easier on {subj_his} own. {comp} {comp_habit} and looked at {subj}, then at {name}, then at {subj} again, like someone watching a very slow game of catch.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} went back. {They} took a big breath and tried {subj} again. Wrong. {They} tried again, slower this time. A bit less wrong. Again. And again. And then, all of a sudden, for one wonderful moment, it went right! {They} shouted, "Did you see?" {comp} had seen, and {comp} {comp_habit}.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '"One more go," {name} whispered [to {comp}|across {place_short}]. "Just one." That one went wrong. So {they} said "one more" again, and again, and lost count somewhere around eleven. And then {subj} did exactly what {they} wanted, as if it had only been waiting to be asked nicely. {They} laughed out loud and did it again.',
        picture: { action: 'celebrating', object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'It was supposed to take one afternoon. That was what {name} had decided about {subj_intro}: one afternoon, and then {they} would be able to do it, and that would be that. By the middle of the afternoon at {place_short}, {they} had tried thirty-one times. {They} had counted. Thirty-one times it had gone wrong in thirty-one slightly different ways, and {they} {was} beginning to suspect that {subj} had it in for {them}.',
        picture: { action: 'playing', object: 'subj' },
      },
      {
        text: 'Everyone else seemed to have got the hang of {subj_intro} without even trying. That was how it looked to {name}, anyway. {They} tried, and it went wrong. {They} tried more carefully, and it went wrong more carefully. {They} tried quickly, and it went wrong quickly. {comp} {comp_habit} and made an encouraging noise, and {they} discovered, to {their} own surprise, that encouraging noises can be extremely annoying.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} gave up. [Over by {sight}|Right there in {place_short}], not dramatically, which would at least have been interesting, but quietly, by deciding that {subj} did not really matter. "It\'s a bit boring, really," {they} said to nobody in particular. {They} pushed {subj} to one side and went off to do something {they} {was} already good at, which felt much better for almost five whole minutes, and then did not.',
        picture: { action: 'running', object: 'subj' },
      },
      {
        text: '{name} lost {their} temper. "Useless," {they} said, and gave {subj} a shove that was harder than {they} meant. It did not help. {Subj} did not care, being a thing. {They} stalked off, sat down with {their} arms folded as tightly as arms will go, and announced to {comp} that {they} would never, ever try again. {comp} did not argue, which was somehow infuriating.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'The easy thing was easy. It was also, within about ten minutes, dull, and even {comp} looked bored. {name} kept glancing across at {subj}, which sat there exactly as hard as before. That was the thing about giving up, {they} realised. It did not make the problem go away. It only made sure the problem would still be there tomorrow, waiting, with exactly the same wobble in it.',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: 'Sitting with folded arms is less satisfying than it sounds. After a while your arms get tired and you have to unfold them, and then you are just sitting. {name} sat. {Subj} sat. {comp} waited. Then a horrible thought arrived and made itself at home: if {they} never tried again, {they} would never be able to do it. Not next week. Not even when {they} {was} old.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    better: [
      {
        text: 'So {name} went back past {sight}. This time, with {subj}, {they} did not try to do everything at once. {They} tried just the first part, over and over, until it stopped going wrong. Then the first part and a bit more. It was slow, and a little dull, and {they} got it wrong eleven more times. On the twelfth try, it all went right for three whole seconds. Three seconds is not long. It felt enormous.',
        picture: { action: 'celebrating', object: 'subj' },
      },
      {
        text: '{They} went back to {subj}, [with {comp} keeping count|while {comp} {comp_habit}], with a new rule: every time it went wrong, {they} had to name one thing that had gone slightly better than last time. "My start was better." Wrong again. "The middle was better." Wrong again. "I didn\'t give up, which is better." And then, without any warning, it went right, and {name} was so surprised that {they} forgot to be pleased for a second, and then was very pleased indeed, loudly.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: '{name} sat by {sight} and did some calculations. {They} had been trying for about an hour. At this rate, by the time {they} got the hang of {subj}, {they} would be roughly forty-three and have a job and a mortgage. It was not encouraging. On the other hand, {they} had to admit that the last few tries had been less bad than the first few. Not good. Just less bad. {They} {was} not sure less bad counted, but {they} {was} fairly sure that stopping now would mean starting from the beginning next time, and the beginning had been the worst part.',
      },
      {
        text: 'What {name} hated most was not the getting-it-wrong. It was the feeling that everyone could see. {They} imagined people watching and thinking, "Look, still trying." Then {they} noticed that nobody was watching at all. {comp} was looking at {sight}. Everyone else was busy with their own things and their own getting-it-wrong. The audience {they} had been performing for was entirely inside {their} own head. It was a relief, and also slightly insulting, and either way it meant {they} could have another go at {subj} in peace.',
      },
    ],
  },
} satisfies ThemeWriting;
