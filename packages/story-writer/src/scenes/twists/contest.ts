import type { TwistWriting } from '../format';

export default {
  kindId: 'contest',
  tiny: {
    setup: [],
    happens: [
      {
        text: "Toot, toot! A contest, right there in {place_short}! Everybody showed their best thing. A song! A dance! A tower! [Clap, clap, clap!|Hooray!] Then it was {name}'s turn. {They} did {their} very best. Everyone cheered. Ding! A shiny ribbon for everyone! {They} held {their} ribbon tight and thought about the next thing. Could {they} be brave for that, too? {They} took a big breath. Yes!",
        picture: { action: 'celebrating', object: 'ribbon' },
      },
      {
        text: '"Contest time!" called a big voice [across {place_short}|over by {sight}]. [Bang the drum! Boom, boom!|Toot the horn! Toot, toot!] Everyone made something. Some things were wonky, some were tall, and some were very silly. {name} made something too. Then everybody got a cheer. Hooray for wonky! Hooray for silly! {They} giggled, and {their} tummy stopped wobbling. Now for the next thing!',
        picture: { action: 'celebrating' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'A big, bright banner hung across {place_short}. It said GRAND CONTEST TODAY, with stars all round it. {comp} {comp_habit}. "A contest!" {comp} {comp_says}. "What kind?" asked {name}. "The best kind," said {comp}. "The kind with [prizes|ribbons]."',
        picture: { action: 'reading', with: ['comp'] },
      },
      {
        text: 'Everywhere {name} looked, people were busy practising: humming tunes, stacking things up, stirring bowls, twirling. "What\'s going on?" {they} asked. {comp} {comp_habit}. "Something exciting," {comp} {comp_says}. "Everyone\'s getting ready for something."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Just then, a bell rang [across {place_short}|loud and clear]. [Ding, ding!|Ting-a-ling!] "The contest is starting!" someone called. "Everybody who wants a go, line up!" Everyone rushed to join in, and {name} found {themself} in the line too, heart going pitter-pat. There was no time for anything else. It was nearly {their} turn!',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Toot-toot-TOOT! Out came a judge with a clipboard and a very tall hat. "The contest begins now!" the judge announced. Suddenly everyone was busy, singing and building and baking and twirling. {comp} {comp_says} with excitement. {name} stood very still, watching, and wondering what to do.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'At last, the judge held up a shiny ribbon. "This prize," the judge said, "goes to whoever is kindest and bravest today. And the day isn\'t over yet!" {name} looked at {comp}. {comp} looked back. "Who do you think will win it?" {comp} {comp_says}, [very quietly|almost in a whisper]. {name} did not answer. {They} {was} already thinking. There was still time.',
        picture: { action: 'listening', with: ['comp'], object: 'ribbon' },
      },
      {
        text: 'When it was {name}\'s turn, {they} stood up in front of everybody, knees a little wobbly. Everyone clapped and cheered, even before {they} started. All that cheering made {them} feel warm right through. "Hear that?" {comp} {comp_says}. "They\'re on your side." {They} did {their} turn, wobbly knees and all. If {they} could do that, {they} could do the other thing too.',
        picture: { action: 'celebrating', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Notices had gone up all over {place_short}, pinned and taped and propped against things: GRAND CONTEST, TODAY, ALL WELCOME, PRIZES. Nobody seemed to know what sort of contest, which only made everyone more excited. {comp} {comp_habit} and studied one of the notices twice. "It doesn\'t say what you have to do," {comp} {comp_says}. "I find that either very relaxing or extremely alarming. I\'ll let you know which."',
        picture: { action: 'reading', with: ['comp'] },
      },
      {
        text: 'There was a particular kind of bustle at {place_short}, the bustle of people getting ready to be judged. Someone was practising a song under their breath. Someone else was building something and muttering. A small table had been set up with a row of ribbons on it, each one a different colour. {name} looked at the ribbons for a long moment. So, {they} noticed, did {comp}.',
        picture: { action: 'looking', with: ['comp'], object: 'ribbon' },
      },
    ],
    happens: [
      {
        text: 'A bell rang out across {place_short}, [bright and bossy|loud enough to make everyone jump], and a voice announced that the contest was starting now, this minute, and would everyone who wished to take part please come forward. There was a surge of people. {name} found {themself} carried along with it, and before {they} had quite decided anything, {they} {was} standing in a line of contestants with a number pinned to {their} front and a fizzy feeling in {their} stomach. {Trouble} had not gone away. It had simply been [pushed to the back of the queue|told to wait its turn].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'That was when the judges arrived: three of them, with clipboards and serious faces and one very large rosette. The contest was on. Suddenly everyone had somewhere to be and something to prove, and {place_short} filled with singing, hammering, stirring and the nervous laughter of people about to be watched. {comp} {comp_says} nervously. {name} stood at the edge of it all, not sure yet where {they} fitted.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Just before the prizes, the head judge cleared her throat. "There is one more prize," she said, "which is not for the best song or the tallest tower. It is for something we noticed today. The judges are still watching." Everyone looked puzzled. {name} felt {their} face grow warm. "What do you suppose they noticed?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} had a fair idea what the judges would have noticed about {them} so far, and it was not prize-winning. But the day was not over. {They} [slipped out of the line|stepped away from the crowd].',
        picture: { action: 'listening', with: ['comp'], object: 'ribbon' },
      },
      {
        text: "When {name}'s number was called, {they} walked up in front of everyone on legs that did not feel entirely like {their} own. And then a strange thing happened. Standing there, with all those faces turned towards {them}, {they} saw the day clearly, the way you see a whole picture when you step back from it. The contest did not matter very much. Something else did. {comp} caught {their} eye from the side and gave the smallest nod, as if {comp_he} had seen it too. {They} did {their} turn, took a quick bow, and did not wait for the scores.",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
