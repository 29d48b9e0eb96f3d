import type { ThemeWriting } from '../format';

export default {
  themeId: 'standing-up',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['stand beside {subj} and fetch a grown-up', 'say "Stop, that\'s not kind" and stand with {subj}', 'get help for {subj} and be {subj_his} friend'],
  worry: ['the frozen, say-nothing silence', 'the fear of being teased next', 'the wish to look the other way'],
  trouble: ['the teasing of {subj}', 'the unkind game', 'the bigger children and their game'],
  tiny: {
    problem: [
      {
        text: 'Oh no! Two big children were teasing {subj_intro}. They held {subj_his} {thing_kind} up high, high, high. "Ha ha! Can\'t reach!" {Subj} reached and reached. {Subj} looked so small. And {name}? {They} hid behind {comp}, [very still|quiet as a mouse]. Not a word. Not a peep.',
        picture: { action: 'hiding', with: ['subj'] },
      },
      {
        text: 'Two big children stood in the way of {subj_intro}, [right by {sight}|in the middle of {place_short}]. "Not this way! Ha ha!" They laughed and laughed. Not nice laughing. Pointy laughing. {Subj} went very small. {name} saw it all. But {they} just looked away, [at the sky|at {their} shoes]. Looking away did not help one bit.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} ran, quick, quick, across {place_short} to a grown-up. "Please help! They\'re being unkind!" Then back {they} ran, and stood right next to {subj}. "Stop! That\'s not kind!" The grown-up came too. And the teasing stopped. [Just like that.|All gone.] Then off they went together, side by side.',
        picture: { action: 'running', with: ['subj', 'comp'] },
      },
      {
        text: '{name} took a big breath. {They} stood right beside {subj}. "Stop it," {they} said. "Come on, {subj}." {comp} {comp_moves} off to fetch a grown-up, [quick as anything|fast, fast, fast]. The grown-up came and sorted it all out. Then {they} gave {subj} a big hug, and off they went together, [close, close|side by side].',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Over by {sight}, something was wrong. Two bigger children had got hold of a {thing_kind} that belonged to {subj_intro}, and they were holding it up high, where {subj} could not reach. "Jump for it!" they laughed. {Subj} tried, and they laughed harder. {name} saw it all, and {their} tummy went [cold|tight].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'Two bigger children at {place_short} had decided to tease {subj_intro}. They followed {subj} about, copying everything {subj} did in a silly voice, and laughing in a way that was not nice at all. Every time {subj} tried to get away, they [got in the way|blocked the path]. {name} watched, and did not know what to do.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} froze. {They} did not want the bigger children to notice {them}. So {they} stepped behind {comp}, and looked hard at the ground, and pretended {they} had not seen anything at all. Maybe it would stop by itself. {comp} did not hide. {comp} looked at {subj}, and then at {them}, [and waited|and did not move].',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
      {
        text: 'One of the bigger children looked over at {name} and grinned, as if to say, "Funny, isn\'t it?" And {they} laughed. Only a little laugh, a wobbly one, [that hardly made a sound|half hidden behind {comp}]. {They} did not think it was funny at all. {They} just did not want to be [the next one|teased too]. But {subj} heard it.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: 'It did not stop by itself. It went on and on. {Subj} stopped trying and just stood there, looking small and alone, with nobody on {subj_his} side. {name} felt worse and worse. {comp} {comp_habit}, but all the while, {comp} was looking at {name}, [waiting|quietly waiting].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: '{Subj} looked over at {name}, just for a second. It was a look that said, "You too?" Then {subj} looked away again, towards {sight}. {Their} cheeks went hot. {Their} tummy [twisted|squirmed]. The bigger children carried on, and {subj} was all on {subj_his} own, and {they} {was} not on {subj}\'s side. Not yet.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} ran to the nearest grown-up, [past {sight}|right across {place_short}], as fast as {they} could. "Please come," {they} said. "Someone\'s being unkind to {subj}." Then {they} ran straight back and stood right next to {subj}. "Stop it," {they} said to the bigger children, in {their} loudest, steadiest voice. "That\'s not kind." The grown-up [arrived|came striding over], and the teasing stopped.',
        picture: { action: 'running', with: ['subj', 'comp'] },
      },
      {
        text: '{name} walked over and stood beside {subj}, close, shoulder to shoulder. "Leave {subj} alone," {they} said. Then, "{comp}, please fetch a grown-up." {comp} {comp_moves} off at once, and a grown-up came quickly and sorted it out. Afterwards, {they} stayed right with {subj}. "I\'m sorry I didn\'t [come sooner|help straight away]," {they} said.',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "It started near {sight}. Two older children had got hold of something that belonged to {subj_intro}: a {thing_kind}. They were tossing it back and forth over {subj}'s head, enjoying themselves enormously, and every time {subj} went for it, it sailed away again. It was the kind of game that is only fun for some of the people in it. {name} saw it from across {place_short}, and [stopped|stopped where {they} stood].",
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'Somebody was being picked on: {subj_intro}. Two older children had been following {subj} around {place_short} all afternoon, making comments. Not loud ones. Quiet, clever, mean ones, the kind designed so that grown-ups do not hear them, each followed by a snigger. {Subj} was pretending not to notice, which is one of the most tiring things anyone can do. {name} noticed. {They} had been noticing for a while, and [hoping|telling {themself}] it would stop.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} told {themself} it was none of {their} business. {They} did not really know those children, and it was {subj}\'s trouble, not {their} own. {They} did not want to make it worse. And underneath all the sensible voices was a small, honest one that said, very quietly, "If you say something, they will start on you next." So {they} looked away at {sight}, found something [fascinating|deeply interesting] to do with {their} hands, and stayed exactly where {they} {was}.',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
      {
        text: "One of the older children caught {name}'s eye and smirked, inviting {them} in on the joke. And without quite deciding to, {they} smiled back. It was a small, sickly smile, the kind you do to keep yourself safe, and {comp} [saw it too|looked away]. It lasted about a second. But {subj} saw it, and {they} saw {subj} see it, and that second turned out to be [a very long one|the longest of the day].",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: 'It did not stop. The older children carried on, getting bolder because nobody had said anything, and {subj} stood in the middle of it, alone, getting smaller. {comp} had gone completely still and was looking at {name}, not accusingly, just looking. Every second that passed made it harder to move, as if {their} feet were [setting in concrete|slowly sinking into mud]. Nobody else seemed to notice anything wrong at all.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: '{Subj} stopped pretending not to notice and simply stood there, by {sight}, looking at the ground, waiting for it to be over. Nobody was on {subj_his} side. Not one person. {name} realised, with a horrible lurch, that {they} counted as one of the nobodies. Being quiet had felt like staying out of it. From where {subj} was standing, it probably looked [exactly like joining in|like one more person who did not care].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went to find a grown-up first, walking fast, and told them exactly what was happening, plainly, without making it bigger or smaller. Then {they} went straight back and stood next to {subj}. "Come on," {they} said to {subj}, loud enough for everyone to hear. "Come with us." The older children looked at {them}, then at the grown-up now striding over, and the fun went out of their game [remarkably|extremely] quickly. {They} did not leave {subj}\'s side for the rest of the day, and {comp} [kept an eye out for the older children|made {subj} laugh twice before teatime].',
        picture: { action: 'running', with: ['subj', 'comp'] },
      },
      {
        text: '{name} walked over and stood beside {subj}, close enough to count. "Stop it," {they} said, and {their} voice only wobbled slightly. "It\'s not funny, and it\'s not kind." Then, without taking {their} eyes off them, "{comp}, please go and get a grown-up." {comp} {comp_moves} off at once. The grown-up came quickly and sorted it out properly. Afterwards {subj} said nothing for a while, just stayed close to {them}, which said [quite enough|plenty].',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: '{name} argued with {themself} at top speed. Telling a grown-up felt like telling tales, and nobody likes a telltale. But telling tales, {they} thought, was trying to get someone into trouble. This was trying to get someone out of it. That was different. And standing next to {subj} would not need any fighting or shouting, just standing. {Their} knees did not seem to agree. They had voted firmly for staying put. {They} overruled them, [narrowly|by one vote], and before they could call for a recount, {they} {was} already moving.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} had always imagined that brave people felt brave. It turned out they probably did not. Bravery, from the inside, felt exactly like being scared, with one small difference: you did the thing anyway. {Their} heart was going like a drum. {Their} mouth had gone dry. {comp} {comp_comfort}. Over there, {subj} was on {subj_his} own, and would stay on {subj_his} own unless somebody moved, and the only somebody [available|anywhere nearby] appeared to be {them}. {They} took one breath, and then another, which was all the getting ready there was time for.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
