import type { ThemeWriting } from '../format';

export default {
  themeId: 'listening',
  better: [
    'stop, look at {subj} and really listen',
    'listen to {subj} right up to the very last word',
    'ask {subj} to say the tricky bit again, and listen properly',
  ],
  worry: ['the rush that got in the way of listening', "the 'I already know' that came out too soon"],
  trouble: ['the tricky bit {subj} had talked about', 'the instructions that drifted past', 'the half-heard plan for {the_thing}'],
  tiny: {
    problem: [
      {
        text: '"Slowly, with two hands," said {subj_intro}, and gave {name} {the_thing}. But {they} {was} looking at {sight}. {They} did not [listen|listen one bit]. Off {they} ran, one hand, [fast, fast, FAST|quick, quick, QUICK]! Trip! Oops! [CRASH!|BUMP!] Down went {the_thing}.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} went [chat, chat, chat|natter, natter, natter]. Over came {subj_intro}. "Here\'s what to do," said {subj}. But {they} kept on chatting, all across {place_short}. Chat, chat! Then {they} tried {the_thing} on {their} own. [Oh dear.|Uh-oh.] Wrong way round! [Muddle, muddle, muddle.|What a muddle!]',
        picture: { action: 'talking', with: ['comp', 'subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'This time, {name} stopped. Eyes on {subj}. Ears open. [Shh!|Hush!] "Slowly," said {subj}. "Two hands." {They} [nodded|nodded and nodded]. Slowly, slowly, two hands... and there! Just right. {Subj} smiled a big smile. So did {comp}, [right there by {sight}|and {comp_habit}].',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} sat very still. Eyes looking. Ears listening. Mouth quiet, [shh!|hush!] {comp} was quiet too. "First this, then that," said {subj}. First this... then that... [Ta-da!|There!] It [worked|worked a treat]! "Hooray," {they} cheered, and {comp} {comp_habit}.',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Today {subj_intro} showed everyone how to look after {the_thing}. "Listen carefully," said {subj}, "because there is a tricky bit." {name} meant to listen. {They} really did. But {sight} was right there, and {comp} was being [funny|silly], and {their} ears drifted off [all on their own|like balloons].',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Before you start," said {subj_intro}, "I need to tell you one important thing." But {name} already knew what to do. [At least|Well, at least], {they} thought {they} did. {They} {was} already reaching for {the_thing}, and {their} ears had [already stopped working|gone off to listen to {sound}].',
        picture: { action: 'talking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{name} nodded as if {they} {was} listening to {subj}. "Yes, yes," {they} said, and rushed straight off [across {place_short}|with {the_thing}] to do it {their} own way, fast, without hearing the tricky bit at all. {comp} [followed|hurried after {them}].',
        picture: { action: 'running', object: 'the_thing' },
      },
      {
        text: '"I know, I know," {name} said, before {subj} had even finished. {They} talked right over the [important part|important bit], started on {the_thing} straight away, and hummed [loudly|very loudly] so that {they} could not hear anything else.',
        picture: { action: 'playing', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'It all went wrong at the tricky bit, exactly where {subj} had said it would. [Clatter!|Crash!] Down went {the_thing}, and a muddle spread [everywhere|all over {place_short}]. {name} stood in the middle of it. "Oh," {comp} {comp_says}, looking round. "That must be the tricky bit."',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} had done it backwards, or sideways, or possibly inside out. It was [hard to tell|impossible to say]. {comp} {comp_habit} and stared at the muddle. The muddle stared back. And the one thing that would have helped was the thing {subj} had said, which {they} had [not heard|not heard at all].',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went back to {subj}. {They} asked, "Please could you tell me again?" This time {they} stood still. {They} looked right at {subj}, not at {sight}. {Their} ears did not drift anywhere. "Ah," said {subj}, and explained the tricky bit. It was [easy|simple], once you knew it. Very soon the job was done, and [done right|done properly].',
        picture: { action: 'listening', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'This time, {they} put {the_thing} down and turned to face {subj}. Eyes looking, ears listening, mouth quiet. {Subj} told {them} the tricky bit, [slowly|step by step]. {They} even asked a question. Then {they} tried again, and it worked first time. "How did you do that?" {comp} {comp_says}. {name} just tapped {their} ear and [grinned|smiled].',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Near {sight}, everyone gathered round to listen to {subj_intro}, who explained how to handle {the_thing}, step by step. It was, {name} felt, quite a long explanation, and most of it was obvious. {They} already knew the first bit. {They} had more or less guessed the second bit. By the third bit, {their} attention had wandered off towards {sound} and was having a lovely time there, [thank you very much|with no plans to come back]. {comp} {comp_habit}, [looking attentive|listening hard], which only made {them} feel more certain that one listener was plenty. {Subj} kept talking.',
        picture: { action: 'listening', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} was in the middle of telling {comp} something extremely interesting when another voice began, over by {sight}. It was {subj_intro}. "This next part matters," said {subj}, "so I\'ll only say it once." {They} heard "matters" and "once" and meant to stop talking. But {they} had just got to the good part of {their} story, and it seemed a terrible waste to stop there. So {they} finished it, in a [loud|very loud] whisper, while {subj} said the important thing to everyone else. {comp} laughed in the right place, [which did not help|which was encouraging].',
        picture: { action: 'talking', with: ['comp', 'subj'] },
      },
    ],
    choice: [
      {
        text: '{name} did the thing people do when they are not listening: {they} nodded at the right moments and made small agreeing noises. It is a very convincing performance, and {they} had [years of practice|plenty of practice] at it. It convinced {subj}. It nearly convinced {them}. Then {they} set off across {place_short} with {the_thing}, full of confidence, with about half the instructions and none of the important ones. It did not occur to {them} that this might be a problem. That would come later, [as these things do|at the worst possible moment], and it would bring [friends|company].',
        picture: { action: 'running', object: 'the_thing' },
      },
      {
        text: '"Got it," {they} said, before {subj} had finished. "I know how." {They} did not know how. {They} knew how {they} would do it, which is a different thing entirely, and {they} set off to do it {their} own way, ignoring the small voice that suggested {subj} might have been about to say something useful. Small voices, {they} felt, could wait. {comp} {comp_moves} after {them}, [glancing back at {subj}|looking over {comp_his} shoulder], with the air of someone who had heard the whole thing and [was keeping it for later|was too polite to say so].',
        picture: { action: 'running', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'For a while it went well, which made what happened next more annoying. At exactly the point {subj} had described, the bit {name} had not heard, everything went wrong at once. [Clatter. Thud.|Crash. Clunk.] {They} stood in the muddle, knowing with horrible certainty that the answer to this precise problem had been explained, clearly and patiently, about ten minutes ago, while {they} {was} thinking about something else. {comp} peered at the muddle and then, tactfully, at the sky.',
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: 'It was not a disaster. It was worse than a disaster: it was slightly, stupidly wrong, in a way that could easily have been avoided. "[Interesting|Fascinating]," {comp} {comp_says}, studying the result from several angles. {name} could think of other words for it, and none of them were kind. Everyone else\'s had gone right, neatly and without fuss. {Subj} glanced over, and {they} found {they} could not quite meet {subj_his} eyes. {They} looked at {sight} instead, [very hard|with great concentration], as if the answer might be written on it.',
        picture: { action: 'looking', with: ['comp', 'subj'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went over to {subj}, which took more nerve than {they} [expected|had bargained for]. "I didn\'t listen properly," {they} said. "Could you tell me the tricky bit again?" This time {they} stood still and really listened, the way you listen to the last clue in a treasure hunt, and asked a question about the part that still seemed odd. The answer turned out to be the whole secret, and it took [about ten seconds|less than a minute] to explain. The second attempt went right from start to finish, and {comp} {comp_habit} [in quiet approval|as if {comp_he} had known all along].',
        picture: { action: 'listening', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{They} tried something new: listening as if there would be a test afterwards. {They} put {the_thing} down, so that {their} hands could not start without {them}. {They} looked at {subj} instead of at {sight}. {They} even repeated the tricky bit back, quietly, to make sure. It was surprising how much there was to hear once {they} stopped talking over it, [including two things {they} had got completely wrong|including a tip nobody else had noticed]. Ten minutes later the job was done, and done properly, and {comp} {comp_habit} with what looked [a lot like respect|suspiciously like respect].',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: 'The truth, which {name} did not enjoy admitting, was that {they} had not listened because {they} had assumed {they} knew better. It had felt clever at the time. Not listening usually does. It is only afterwards, standing in the muddle in the middle of {place_short}, that you notice that the one explaining had done this a hundred times and you had done it never. {They} ran back through what {subj} had said, or the scraps {they} had caught, and found that the scraps had holes in exactly the wrong places, [like a net|like a sieve] that had kept all the water and [lost the fish|let the fish go].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} realised, with some embarrassment, that {their} mind had a habit of running ahead. Someone would start a sentence, and {their} brain would finish it for them, usually wrongly, and then wander off to think about something more interesting, like lunch, while the real sentence carried on without it. It was [efficient|very efficient], in a way. It was also why {they} had once turned up to a swimming lesson with no swimming things. Listening to {subj} properly would have been slower. It would also, {they} had to admit, have been [a great deal quicker|much, much quicker].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
