import type { ThemeWriting } from '../format';

export default {
  themeId: 'teamwork',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['work together with {subj}', "listen to {subj}'s idea and try it", 'give everyone a part and do it as a team'],
  worry: ['the my-way-or-no-way stubbornness', 'the idea of doing it all alone', 'the bossy voice that would not listen'],
  trouble: ['the job too big for one', 'the clash of ideas', 'the plan that would not work'],
  tiny: {
    problem: [
      {
        text: '{name} wanted to make something big, big, big with {the_thing}. Along came {subj_intro}, to help. "No! My way!" Push, push, [wobble|wibble]... CRASH! It all fell down. {Subj} had tried to help, but {name} did not listen. Now it was all in a heap. Oh dear.',
        picture: { action: 'building', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Uh-oh! Something was stuck: {the_thing}! {name} pulled. Pull! Nothing. Along came {subj_intro}, to help. "No! I can do it!" Pull, pull, PULL! Still stuck. [Puff, puff.|Huff, huff.] {Subj} waited and waited. And {they} got hotter and crosser.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '"Your turn to choose," said {name}. {Subj} showed {them} a [new|clever] way. One, two, three, all together! Wiggle, push... it worked! [Hooray!|Yippee!] {comp} {comp_habit}. Everybody cheered, and everybody [clapped|danced].',
        picture: { action: 'building', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Help, please!" said {name}. "Let\'s do it together!" {Subj} came. {comp} came. One, two, three... heave! [Pop!|Whoosh!] It worked! Everybody cheered, and {they} cheered the loudest. Hooray for all of us!',
        picture: { action: 'holding', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had a big idea: to make the [biggest|tallest] thing anyone had ever made at {place_short}, using {the_thing} and everything else {they} could find. It was much too big a job for one. Luckily, along came {subj_intro}, ready to help, with ideas of {subj_his} own.',
        picture: { action: 'building', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Oh no. Somehow, {the_thing} had got stuck, [wedged tight|jammed fast] in a narrow place, and it would not come out. {name} pulled. {They} pushed. {They} wiggled. It did not budge. Then along came {subj_intro}, who took one look and seemed to have an idea straight away.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"No, not like that," said {name}. "Do it MY way." {They} told {subj} where to stand, and what to hold, and what not to touch. Every time {subj} tried something different, {they} said, "No! Wrong!" {comp} opened {comp_his} mouth to say something, then [closed it again|thought better of it].',
        picture: { action: 'building', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '"I don\'t need help," said {name}. "I can do it all by myself. You just watch." So {subj} watched, and {comp} watched, and {name} did it all alone, [huffing|puffing] and muttering, and would not let anybody else have a go.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'It did not work. Not the first time, and not the second time, and not the tenth time either. {name} got hot and cross and tired. {Subj} had stopped trying to help and sat down to watch, and nobody was having fun, least of all {name}. {comp} {comp_habit} and [sighed|gave a little sigh].',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'On {their} own, it was too hard. {They} tried and tried until {their} arms ached, and still it would not go right. {Subj} drifted off towards {sight}, because there was nothing for {subj_him} to do. Now {name} was alone with a very big job and a very [grumpy|crumpled] face.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} flopped down. "What was your idea?" {they} asked at last. {Subj} showed {them}. It was a good idea, much better than {their} own. So they tried it that way, all together, with {comp} counting. "One, two, three!" And it [worked|worked perfectly]!',
        picture: { action: 'building', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Will you help me?" said {name}. "Please? I think it needs all of us." Everyone had a job. {Subj} had one end, {name} had the other, and {comp} shouted "Now!" at exactly the right moment. Together they did it in [no time|a flash], and then they did a victory dance, all of them, [wobbly|very wobbly] and very pleased.',
        picture: { action: 'holding', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "The plan was enormous: to build the most spectacular thing {place_short} had ever seen, using {the_thing} and anything else that could be found, borrowed or balanced. {name} had it all worked out in {their} head. Then along came {subj_intro}, keen to help, and also, unfortunately, full of ideas. Ideas that were not {name}'s ideas. Ideas that were, in several important ways, [different|completely different].",
        picture: { action: 'building', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Somehow {the_thing} had got itself properly stuck, wedged so tightly in an awkward gap that it seemed to have decided to live there for ever. {name} tried everything {they} could think of. Then along came {subj_intro}, took one look, and immediately suggested something {name} had not thought of. This was helpful. It was also, for reasons {they} could not quite explain, [extremely|deeply] irritating.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Thanks, but I\'ve got a system," said {name}, which meant: "Stand there and hold this and don\'t have any thoughts." {They} directed everything. {They} corrected everyone. When {subj} tried a different way, {they} undid it [without a word|with a sigh] and did it again properly, which is to say {their} way. {comp} watched all this with the expression of someone watching a very slow car crash.',
        picture: { action: 'building', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} decided it would be quicker alone, [there in the middle of {place_short}|before anyone could offer]. Explaining things to other people takes time, and other people do things wrong, and then you have to fix them. "I\'ve got it," {they} said, with the firm smile of someone who absolutely did not have it. {They} waved {subj} away and went back at the job single-handed, determined to prove that one person was [plenty|more than enough].',
        picture: { action: 'holding', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'It went wrong, then more wrong, then wrong in new and surprising ways. Every time {name} fixed one part, another part gave up. {Subj} had stopped offering ideas and stood to one side with the patient look of someone who has seen this coming for some time. {comp} had quietly [sat down|made {comp_him}self comfortable] to watch. The job was no nearer done, and the afternoon was running out.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'One person, it turned out, was not plenty. {name} was out of breath, out of ideas and nearly out of temper, and the job looked exactly as impossible as when {they} had started. Meanwhile {subj} had drifted off to do something else, because there is only so long anyone can stand around being told they are not needed. {comp} {comp_habit}, [tactfully|very tactfully] saying nothing.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '"Okay," said {name}. "I\'m stuck. What was your idea?" {Subj} explained, and showed, and it turned out to be the missing piece, the thing {they} had been too busy being in charge to see. They split the job: {subj} on the tricky part, {name} on the heavy part, {comp} on shouting encouragement. It worked. It more than worked. When they stood back to look, nobody could remember whose idea was whose, and nobody [cared|minded] at all.',
        picture: { action: 'building', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} went and found {subj}. "I need help," {they} said, which was harder to say than {they} had expected. "Proper help. Your idea, not mine." They tried it {subj}\'s way, with {name} doing the heavy bits and {subj} doing the clever bits. On the third go, with a [satisfying|glorious] clunk, it worked. The cheer they let out was loud enough to make {comp} jump.',
        picture: { action: 'holding', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: "{name} tried to work out why {subj}'s ideas were so annoying, while {comp} {comp_habit}. They were not silly ideas. One or two were, if {they} {was} being strictly fair, rather good. The annoying thing was that they were not {name}'s. {They} had wanted this to be {their} triumph, with everyone else as the audience. But there was no triumph, only a mess, and an audience that had wandered off. It occurred to {them}, painfully, that a shared success might be [better than|a lot better than] a private disaster.",
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} sat by {sight} and thought about the best things {they} had ever been part of. None of them had been done alone. Every one had involved other people getting in the way, having different ideas, doing things differently and, somehow, making it better. At the time {they} had probably found that annoying too. {They} looked at {subj}, still [nearby|hanging about], still obviously full of ideas, and had the uncomfortable feeling of standing next to the answer and refusing to ask it anything. It was not a comfortable feeling, and it was not going away.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
