import type { ThemeWriting } from '../format';

export default {
  themeId: 'new-pet',
  better: [
    'sit still and let {subj} come close in {subj_his} own time',
    'be gentle and quiet with {subj}',
    'wait quietly and let {subj} choose when to come over',
  ],
  worry: ['the too-excited wish to grab and hug', 'the worry that {subj} would never want to be friends'],
  trouble: ['the first days with {subj}', 'the getting-to-know-each-other part', 'the friendship with {subj} still to come'],
  tiny: {
    problem: [
      {
        text: 'Look! Here at {home} was {subj_intro}, all new! {name} ran. Grab! Squeeze! [Hug, hug, hug!|Squish, squish!] [Eek!|Squeak!] {Subj} wriggled free and hid under the [chair|sofa]. {Subj} would not come out. [Not one bit.|Not for anything.|Not even for a treat.]',
        picture: { action: 'hugging', with: ['subj'], at: 'home' },
      },
      {
        text: 'Home to {home} came {subj_intro}! {name} shouted, "HELLO!" [Stamp, stamp!|Stomp, stomp!] Bang went the drum! [Crash! Bang!|Boom! Bang!] {Subj} shook. Shiver, shiver. [Where to hide?|Hide, hide!] {Subj} was so small, and the noise was so big.',
        picture: { action: 'playing', with: ['subj'], at: 'home' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} sat down on the floor at {home}. Very still. Very quiet. [Shh.|Hush.] {They} held out one hand, low and flat. [Sniff, sniff...|Sniff...] Out came {subj}! [Soft, soft stroke.|Stroke, stroke.] Gentle, gentle. Snuggle! Even {comp} kept still, [as still as can be|as quiet as a mouse].',
        picture: { action: 'waiting', with: ['subj'], at: 'home' },
      },
      {
        text: 'Shh. No more noise. No more bangs. "Hello," {they} whispered. [Tiptoe, tiptoe.|Creep, creep.] {They} rolled a ball, slowly, slowly. Roll... {Subj} [nudged it|patted it]! {They} giggled, very quietly. Tee-hee. {comp} {comp_habit}, [very softly|very gently].',
        picture: { action: 'playing', with: ['subj'], at: 'home' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Today was the day. {name} had been waiting [for weeks|for ages and ages], and at last, in the middle of the kitchen at {home}, stood {subj_intro}, small and blinking, looking at everything at once. {comp} had come to see too, and {comp_habit}, [very excited|almost as excited as {them}].',
        picture: { action: 'looking', with: ['subj', 'comp'], at: 'home' },
      },
      {
        text: 'There was a new member of the family at {home}: {subj_intro}. {Subj} had been there for three whole days, and {name} wanted to play every single minute. But little new animals sleep a lot. [A very great lot.|Nearly all day.] [Even more than {comp}.|Even more than grown-ups.]',
        picture: { action: 'playing', with: ['subj'], at: 'home' },
      },
    ],
    choice: [
      {
        text: '{They} could not wait one more second. {They} rushed over, scooped {subj} up and squeezed {subj_him} tight, [tighter than tight|as tight as a hug can go]. "You\'re mine!" {they} said. "We\'re going to play [all day|all day long]!" {comp} {comp_habit}, and looked worried.',
        picture: { action: 'hugging', with: ['subj'], at: 'home' },
      },
      {
        text: '{They} followed {subj} everywhere round {home}. Under the table. Round the chair. Behind the door. "Play with me! Play!" {They} [jingled a bell|squeaked a squeaky ball]. Every time {subj} curled up for a rest, {they} woke {subj_him} up [again|all over again].',
        picture: { action: 'playing', with: ['subj'], at: 'home' },
      },
    ],
    consequence: [
      {
        text: '{Subj} had had enough. {Subj_he} shot under the sofa. {They} lay on the floor and called. [{They} called again.|{They} called and called.] Two small eyes looked out from the dark and did not come any closer. "{Subj_he} doesn\'t like me," {name} said, and {their} lip [wobbled|began to wobble]. {comp} {comp_comfort}.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
      {
        text: 'After a while, {subj} did not want to play at all. {Subj_he} gave a small grumble, turned away and curled up tight in a corner [of {home}|by the door], with {subj_his} back to {name}. {They} felt a bit hurt. Then a bit cross. Then, [quite slowly|after a while], a bit sorry.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
    ],
    better: [
      {
        text: '{comp} stayed very quiet, and after a while, so did {name}. No calling. No grabbing. {They} sat on the floor, put one hand flat on the carpet at {home} and waited, [as still as a stone|still as still]. Then, [sniff, sniff|snuffle, snuffle], a small nose came close, then the rest of {subj}, and in the end {subj_he} fell asleep right there on {their} lap.',
        picture: { action: 'waiting', with: ['subj', 'comp'], at: 'home' },
      },
      {
        text: 'So {they} let {subj} be. {They} sat close by with a book and read very quietly, [turning the pages softly|in a whispery voice], while {comp} {comp_habit}. When {subj} was ready, all by {subj_his} own choosing, {subj_he} came straight over, bright-eyed and full of beans, and pushed {their} hand with {subj_his} nose. They played [until teatime|all afternoon].',
        picture: { action: 'reading', with: ['subj'], at: 'home' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had prepared for {subj_intro}, the way some people prepare for exams. There was a notebook. There was a schedule. There were [three library books|two library books and a website], each with a different opinion. By the end of week one, the notebook said, {subj} would sit, stay and come when called, and by week three {subj_he} would [perform in front of visitors|do a trick involving a hoop]. {Subj} arrived at {home} on Saturday morning, small and trembling, and spent most of the afternoon hiding behind the washing machine. {comp} {comp_habit} and said this was [not in the notebook|probably not on the schedule].',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
      {
        text: '{name} had prepared for the arrival of {subj_intro}, by reading three library books and writing a plan in a notebook, with diagrams. Week one: settling in, sit, stay, come. Week two: [walking nicely|the first tricks]. Week three: general admiration from visitors. {Subj} arrived at {home} on Saturday, smaller than anyone had expected and shaking slightly, took one look at the kitchen and went straight behind the washing machine. From there, two bright eyes watched the world [with deep suspicion|very carefully], and the world, which was mostly {them}, watched back.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
    ],
    choice: [
      {
        text: 'On Sunday, {name} started the schedule anyway. Day two was training, and today was day two. {They} called {subj}, loudly and clearly, exactly as the book said. {They} held out a treat and said "Sit" in a firm voice. When nothing happened, {they} reached behind the washing machine to help {subj} out, since {subj} was [obviously not going to come on schedule|clearly behind schedule], and the notebook was very clear about schedules. {comp} {comp_moves} [to the door and looked away|closer and said, very quietly, "Are you sure?"]. From behind the machine came a very small, very clear sound of [somebody not coming out|absolutely nothing happening].',
        picture: { action: 'talking', with: ['subj'], at: 'home' },
      },
      {
        text: 'On Sunday, {name} decided that what {subj} needed was to feel at home, and the quickest way to feel at home was to see all of it. So {they} carried {subj} round the whole of {home}, room by room, announcing each one in a loud, welcoming voice. "THIS is the kitchen! THIS is the bathroom!" {They} introduced {subj} to the hoover, and [switched it on to show what it did|demonstrated the doorbell, twice]. It was, {they} felt, a very thorough tour. {Subj} did not [seem to agree|look as if {subj_he} agreed]. {Subj_he} had gone stiff as a [plank|board], eyes wide, ears flat, [trying to be somewhere else|wishing very hard to be back in the box].',
        picture: { action: 'holding', with: ['subj'], at: 'home' },
      },
    ],
    consequence: [
      {
        text: '{Subj} went further behind the washing machine than anybody had thought possible, to a place where only the pipes and {subj} could fit, and made a small noise [that was not quite a whimper|somewhere between a squeak and a sigh]. {Subj_he} stayed there until dark. Nobody could coax {subj_him} out, not even with a piece of chicken, and not even {comp}, who {comp_moves} up to the machine and waited [for a long time|until bedtime]. The notebook lay open on the kitchen floor, [beside a bowl of untouched food|next to the untouched water bowl]. Under Day 2, in {their} best handwriting, it said: Settling in: going well.',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
      {
        text: '{Subj} flattened to the floor and fled. For the rest of the day, {subj_he} would not come near {name}. When {they} walked into a room, {subj} walked out of it, [low and quick|keeping close to the wall]. At bedtime, {subj} chose the coldest corner of the kitchen, as far from {their} room as it was possible to be in the whole of {home}, and would not be moved, not even for a biscuit. {They} lay in bed listening for small feet on the stairs, and heard only the house settling and the [slow|soft] tick of the landing clock. [None came.|There were none.]',
        picture: { action: 'looking', with: ['subj'], at: 'home' },
      },
    ],
    better: [
      {
        text: 'On Monday, {name} put the notebook in a drawer. {They} sat on the kitchen floor with a book and did not look at {subj} at all, which was the hardest reading {they} had ever done. {comp} lay [nearby|at the far end of the room], just as still. After an hour, with {home} gone quiet around them, {subj} came out and sniffed {their} sock. After two, {subj_he} lay down against {their} leg, warm and heavy, and sighed. {They} got out a new notebook, very quietly, and wrote one line: Day 3. Came over. [Nobody asked.|Nobody made {subj_him}.]',
        picture: { action: 'waiting', with: ['subj'], at: 'home' },
      },
      {
        text: "{They} lay down on the kitchen floor, at {subj}'s height, and looked at {home} from there. It was enormous. Everything was loud. So {they} made {subj} a den in a quiet corner, with an old jumper that smelled of {them}, and left the den open, and went away. In the morning, {subj} was asleep in it. By the afternoon {subj_he} had come out to sit on {their} feet, and {they} did not move for [an hour|a whole hour], in case {subj_he} changed {subj_his} mind. {comp} {comp_habit}, [looking very pleased|as if it had been {comp_his} idea].",
        picture: { action: 'comforting', with: ['subj'], at: 'home' },
      },
    ],
    inner: [
      {
        text: 'Somewhere in the notebook, {name} thought, there should have been a page about what {subj} wanted. There was not. There was a page about sitting and a page about staying and a whole section about visitors. There was nothing about being tiny, and new, and carried in a box to a strange house that smelled of other people, where a large, excited person [kept saying things very loudly|wanted everything at once]. Put like that, the washing machine at {home} seemed like quite a sensible place to be. {They} might have chosen it {themself}, [if {they} had been small enough|if it had been big enough], and stayed [for a week|a long time].',
        picture: { action: 'waiting', with: ['subj'], at: 'home' },
      },
      {
        text: "{name} tried to see it from {subj}'s side, which meant imagining being very small in a very large world where everybody was a giant. The giants were kind, probably. But they were loud, and fast, and they picked you up without asking and took you to meet the hoover. {They} would have hidden too. {They} would have hidden [for a week|somewhere much further away than a washing machine]. The surprising thing was not that {subj} was hiding. It was that {subj_he} had ever come out at all, and that, {they} decided, [with {comp} close beside {them}|lying awake at {home}], was something to be careful with.",
        picture: { action: 'waiting', with: ['subj'], at: 'home' },
      },
    ],
  },
} satisfies ThemeWriting;
