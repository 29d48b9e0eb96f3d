import type { ThemeWriting } from '../format';

export default {
  themeId: 'getting-lost',
  better: [
    'stand still and find a helper in a uniform',
    'stay put and ask a helper to make an announcement',
    'stop, stay in one place and ask someone who works there for help',
  ],
  worry: ['the where-is-everyone wobble', 'the fear of being lost in {subj}', 'the thumping heart of being lost in a crowd'],
  trouble: ['the hustle and bustle of {subj}', 'the crowds and the noise', 'the wide, busy muddle of people'],
  tiny: {
    problem: [
      {
        text: "{name} went in, holding {carer}'s hand, into {subj_intro}, with {the_thing} tucked under {their} arm. [So many legs! So many bags!|So many people! So many trolleys!|Legs and bags everywhere!] {They} let go, just to look at the spinning windmills. [Whirr!|Whizz!] Then {they} looked up. Gone! [Uh-oh.|Oh no.]",
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: 'On the way home from {place_short}, in {subj_intro}, {name} let go of a hand, [just for a second|just for a moment|only for a blink]. Then... where? {They} ran this way. Nobody. {They} ran that way. Nobody! [Run, run, run|Run, run, RUN], further and further. [Oh no!|Uh-oh!]',
        picture: { action: 'running' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} stood still. [Still as a statue.|Still as a tree.] {They} held {the_thing} tight and looked for a helper with a badge. There! "I\'m lost," {they} said. {They} said, "I can\'t find {carer}," loud and clear. Ding-dong! And here came running feet, and a [big, big hug|great big hug].',
        picture: { action: 'talking', object: 'the_thing' },
      },
      {
        text: '[Stop!|Stop, stop!] {They} stood still. {They} looked around. There was a mum with two little children and a buggy. "I\'m lost," {they} said. "I can\'t find {carer}." She stayed right there with {them}. And soon, whoosh! [A hug!|Hug, hug, hug!] Even {the_thing} got a hug.',
        picture: { action: 'talking', object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'On the way back from {place}, {name} and {carer} stopped at {subj_intro} to buy bread and apples. {comp} came too. It was big and bright and busy, and just inside there was a stand of spinning windmills. {They} stopped to watch them spin. [Just for a moment.|Only for a second.]',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: "It was the busiest day of the year at {subj_intro}, and {name} was holding on to {carer}'s coat, just as {they} had promised. {comp} {comp_moves} close on the other side. There were people everywhere, and bags, and noise. Then {they} saw [a machine blowing bubbles|a man blowing giant bubbles], and let go, just for a second, to look.",
        picture: { action: 'holding' },
      },
    ],
    choice: [
      {
        text: 'When {they} looked up, {carer} was gone. {They} ran to the end of the row. [Not there.|Nobody.] {They} ran down the next one. Not there either. {They} ran faster and faster, [this way and that|left and right], and {comp} {comp_moves} after {them}, trying to keep up.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Then a big crowd came past, and when it had gone, so had {carer}. {They} set off to look: up one row, down the next, round a corner, calling, [faster and faster|further and further]. {comp} {comp_moves} along behind, [calling too|calling {their} name].',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: '[Soon|Before long] every row looked the same. Every coat looked like the right coat, and none of them was. {They} had run so far that {they} did not even know where {they} had started any more. {Their} chin began to [wobble|tremble]. {comp} {comp_comfort}.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Soon {they} {was} somewhere {they} had never been, under a big sign {they} could not read. Nothing looked like the right way. Every way looked [like the wrong way|the same]. {They} held {the_thing} [very tight|tighter and tighter]. {comp} {comp_comfort}.',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{They} stopped running and stood still, holding {the_thing} [tight|very tight]. There, by the tills, was a woman in a green uniform with a name badge. "I\'m lost," {they} told her. "I\'m here with {carer}." The woman spoke into a little microphone. [Ding-dong!|Bing-bong!] In [less than a minute|no time at all] there were running feet, and the biggest hug in the world.',
        picture: { action: 'talking' },
      },
      {
        text: '{They} stopped and stood still, right where {they} {was}. Nearby was a mum with two children and a [pushchair|buggy]. "Excuse me, I\'m lost," {they} said. "I can\'t find {carer}." She took {them} to the help desk, {the_thing} and all. A man in a uniform made an announcement, and then there was {carer}, hurrying, and a hug that went [on and on|on for ages].',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'On Saturdays, {subj_intro} was packed from wall to wall, and {name} had been there so often that {they} knew it, {they} reckoned, like the back of {their} hand. Today {they} had come straight from {place}, {the_thing} still in {their} hands and {their} head still full of {sight}. The family plan was simple: if we lose each other, stay where you are and find someone who works here. {They} had heard it about [four hundred|four thousand] times. Then, somewhere between one stall and the next, the crowd closed like a curtain, and when it opened again {carer} had gone. [It was a plan for little kids, surely.|It was the sort of plan you make for toddlers.]',
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: '{name} was eleven and three quarters, and had not been lost since {they} {was} four. So when {they} looked up from the shelves at {subj_intro}, still thinking about {sight}, and realised {their} family had moved on without {them}, {they} {was} not lost, exactly. Just temporarily separated. {They} knew the family plan, of course: stay put and find someone who works here. [It was a plan for little kids.|It was the kind of plan you make for toddlers.] {They} tucked {the_thing} under {their} arm and considered the options, of which there seemed to be [plenty|several].',
        picture: { action: 'looking', object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{They} did not panic. {They} knew exactly where {carer} would be: the far end, by the tills, which was always the last stop. {They} set off, confidently, weaving between bags and elbows, {the_thing} held up like a [flag|torch], without looking back at the place where they had been separated. [Why wait?|There was no need to wait.] Waiting was for people who did not know the way. {They} knew the way. It felt good, striding along. It felt like being in charge. {comp} {comp_moves} after {them}, making the sort of noises that mean "Are you sure?"',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Standing still felt silly. {They} would just do a quick loop, {they} decided, one round of {subj}, and find them. How hard could it be? {They} set off briskly, {the_thing} swinging from one hand, [checking every aisle|peering down every row], and then did a second loop, slightly wider, and then a third, which took in a door {they} had not noticed before. {They} passed the same display of socks three times and began to [suspect it was following {them}|take it personally]. Each loop made perfect sense at the time. Each one ended somewhere slightly stranger.',
        picture: { action: 'running' },
      },
    ],
    consequence: [
      {
        text: 'The far end was not where {they} [remembered|had thought]. Or {they} had turned the wrong way. Or both. Twenty minutes later, {name} was on the far side of {subj}, by a door {they} had never seen before, with no clear idea how {they} had got there. {They} hugged {the_thing} a little closer and thought of {place_short} that morning, where everything had been so easy. Back at the spot where they had been separated, {they} found out afterwards, {carer} had been standing for the whole twenty minutes, [getting more worried by the second|turning in slow circles], exactly as the plan said.',
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: "By the time {they} gave up, a voice on the speakers was announcing that {subj} would be closing in fifteen minutes, and the lights at the far end went off with a [clunk|thunk], one row at a time. Near the desk, {they} watched a girl of about five, sniffing, being led up by a woman in a uniform. The woman made an announcement. Within a minute, the girl's family came running, and she was scooped up. She had stood still. It had taken her one minute. {name} had been walking for twenty. {comp} {comp_comfort}, [which helped a little|which helped, slightly].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} stopped. Not "went back": stopped, right there, because {they} no longer knew where back was. {They} looked for someone in a uniform, and found a steward in a bright yellow jacket. "I\'m lost," {they} said, which was [surprisingly easy|much easier] to say once {they} had started. {They} gave {their} name, {carer}\'s full name and the phone number {they} had learned by heart. {The_thing}, {they} noticed, had been clutched so tightly that {their} fingers ached. The radio crackled. Five minutes later {carer} arrived at a run and hugged {them} [so hard {their} feet left the ground|for a very long time].',
        picture: { action: 'talking', object: 'the_thing' },
      },
      {
        text: '{They} stopped where {they} {was}. Then {they} walked to the nearest person in a uniform. It was eleven steps and felt like eleven miles. "I\'ve lost my family," {they} said. The woman did not laugh, or even smile, except in a helpful way. She asked for {their} name and {carer}\'s full name, and made an announcement. Within two minutes {their} family arrived at a jog from the opposite end, where they had been [searching every aisle|looking everywhere]. Nobody said anything about being too old to get lost. They just hugged, {the_thing} squashed somewhere [in the middle|between them].',
        picture: { action: 'talking', object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: 'Standing there with {the_thing} clutched to {their} chest, {name} went back over it, step by step, [like rewinding a film|like a film running backwards]. The plan had said: stay where you are. {They} had not stayed. {They} had gone, because {they} knew better, and {they} had known better all the way to a corner of {subj} {they} had never seen before. The plan was not for little kids, {they} realised. It was for everybody. It worked because both halves of the family did the same thing. And one half had been standing still, [patiently|faithfully], exactly where it should be, waiting for the other half to work that out.',
        picture: { action: 'waiting', object: 'the_thing' },
      },
      {
        text: 'What, exactly, had {they} been doing? {name} made {themself} think about it properly. {They} had been trying to get found without ever having to be lost. That was the truth of it. {They} had wanted it to look as though nothing had gone wrong, and the price of that was twenty minutes and a great many aisles. Any five-year-old, {they} suspected, would simply have stood still and asked, and would have been [eating a biscuit with their family|home and dry] while {they} {was} still doing loops. {They} thought of {place_short} that morning, where {they} had known every corner, and felt [a good deal smaller|very small indeed].',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
