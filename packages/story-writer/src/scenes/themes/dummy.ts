import type { ThemeWriting } from '../format';

export default {
  themeId: 'dummy',
  better: [
    'say goodbye to {subj}',
    'put {subj} in the goodbye box and find a new way to feel snug',
    'take {subj} out and let all the words come out loud and clear',
  ],
  worry: ['the wobble of a night without {subj}', 'the missing of {subj}', 'the cosy, clutching wish to keep {subj}'],
  trouble: ['the question of {subj}', 'the goodbye nobody had said yet', 'the talk of {subj}'],
  tiny: {
    problem: [
      {
        text: '{name} had {subj_intro}. [Suck, suck.|Suck, suck, suck.] "Hello!" {comp} {comp_says}. "Mmf!" {they} said. "What?" said {comp}. "Mmf, mmf!" [{comp} did not understand.|Oh dear.] Not one word. Not one!',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{comp} told a joke about {sight}. {name} laughed: "Mm-mm-mm!" {They} had {subj_intro} in. {They} wanted to sing. "[Mmm, mmm, mmm!|Mmm-mmm!]" No words came out. [Just mmm.|Only mmm!] {comp} looked very puzzled.',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Pop! Out came {subj}. "HELLO!" {they} said, big and clear. {comp} understood! They talked and talked about {place_short} and sang a [silly|happy] song. {Subj} went into the goodbye box. [Bye-bye!|Ta-ta!]',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Pop! Out came {subj}, and into the goodbye box. Bye-bye! Then {they} sang, loud and clear, la, la, la! {comp} joined in. So did {sound}! [La, la, la!|Tra-la-la!] [What a lot of words there were!|So many words!]',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place}, everybody was playing a calling game with a [big soft ball|big, squashy ball]. You had to shout the name of a colour, loud and clear, before you caught it, and the clearest caller won. {name} had {subj_intro} in {their} mouth, the way {they} always did. [It had been there all morning.|It nearly always was.]',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: 'The big game at {place} was Call and Catch. Somebody threw a ball, and you had to shout the name of a colour before you caught it, loud and clear, or it did not count. {name} loved it [more than any game|best of all]. But {they} had {subj_intro} in, [as usual|the way {they} always did].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I can shout with it in," said {name}. [Or that was what {they} meant to say.|At least, that was the idea.] What came out was, "Mmf mmf wiff mmf mm." {comp} {comp_habit}. [Then the ball came to {them}.|Then the ball came flying {their} way.]',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} thought about taking {subj} out. But it was cosy in there, and taking it out felt like [a big thing|a very big thing]. So {they} left it in. The ball came flying towards {them} [across {place_short}|past {sight}]. {They} took a huge breath.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: '"MMF!" {they} shouted, as loud as {they} could. "Muffin?" said {comp}. "Did you say muffin?" Everybody [giggled|laughed], and somebody else shouted "BLUE!" so clearly that it echoed [across {place_short}|right round {place_short}], and won. {name} stood there with {subj} and {their} mouth full of words that could not get out.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'What came out was "Mmm-mmm!" The ball [bounced off|boinged off] {their} tummy. "What colour was that?" asked {comp}. "Mmm-mmm," {they} said, pointing hard at something [red|green]. Everybody giggled, and the next throw went to somebody else, who shouted "YELLOW!" so clearly that it [echoed all over {place_short}|rang right round {place_short}].',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} took out {subj} and put it [in {their} pocket|safely in {their} pocket]. {They} took a big breath. The ball came. "[RED!|GREEN!]" It came out so loud and so clear that {comp} jumped. Everybody cheered. And that night, back at {home}, {they} put {subj} into the goodbye box, because there were a lot of words to shout tomorrow.',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Out came {subj}, into {their} pocket. {They} stood ready, [knees bent|hands out]. The ball came flying. "BLUE!" shouted {name}, so loud and clear that {comp} blinked, and caught it, too. Everybody cheered. That night, back at {home}, {subj} went into the goodbye box [for good|for ever]. There were a lot of colours to shout tomorrow.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The sleepover at {place} was the most exciting thing to happen all year, and also a problem. The problem was {subj_intro}. At home, {name} still had it at night. Nobody at home minded. But nobody at home was going to be lying in a row of sleeping bags, [whispering and giggling|telling stories] until midnight, and then waking up in the morning right next to {them}. {They} pictured the scene: {subj} on the floor, in full view, somewhere between {the_thing} and the [cereal bowls|breakfast]. {They} had been picturing it all week, [in more and more detail|in increasingly vivid detail].',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: '{name} had been invited to the sleepover at {place}: the whole group, sleeping bags in a row, a midnight feast, the lot. {They} wanted to go more than anything. There was only one problem, and it lived under {their} pillow at home. It was {subj_intro}. {Their} family knew about it, and nobody minded. But nobody outside the family knew, and {they} [fully intended|very much meant] to keep it that way. {comp} {comp_habit}, blissfully unaware that anyone could have a secret of this size. {They} spent most of the day at {place_short} [half thinking about it|thinking about nothing else].',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} packed {subj} at the very [bottom|far end] of the sleeping bag, wrapped in a sock, inside another sock. It would come out after lights out, and go back before anybody woke. It was [a foolproof plan|a flawless plan]. {They} went over it several times on the way across {place_short}. What if it fell out? What if somebody borrowed the sleeping bag? What if there was a fire drill, and {they} had to run out holding a sock? Each time, the plan looked slightly less foolproof, and the sock looked slightly more obvious.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: '{They} decided to leave {subj} at home. Then, at the very last minute, {they} decided not to decide, and slipped it into the inside pocket of the sleeping bag, [just in case|for emergencies]. All evening, through the games and the midnight feast, {they} could feel it there, like a small stone in a shoe, and every time somebody went near the sleeping bags {their} heart did a little jump. When {comp} {comp_moves} over to investigate them, {they} nearly [knocked over the midnight feast|dropped {their} torch] getting there first. It is very tiring, guarding something.',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'In the morning, {name} shook out {their} sleeping bag without thinking, and out flew {subj}, and it landed in the exact middle of the floor, [right next to {the_thing}|just beside {the_thing}], with everyone sitting round it eating cereal. There was a silence. Then a girl called Mei said, "I had a blanket till last year. A yellow one. I still [know where it is|sort of miss it]." And a boy said he still had a toy rabbit, actually, and then everyone was talking at once. But {their} face stayed hot all through breakfast.',
        picture: { action: 'looking' },
      },
      {
        text: 'At midnight, while everyone whispered, {they} reached for it in the dark, very quietly. At that exact moment somebody switched on a torch to tell [a ghost story|a spooky story], and the beam swung round and landed on {name}, and on {subj}, in perfect spotlight. There was a silence. Then Mei said, "I had a blanket till last year. A yellow one." And a boy admitted to a rabbit. But {their} face stayed [hot|burning] long after the torch had moved on, and {they} wished, very hard, to be somewhere a long way away.',
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: 'When {they} got back to {home}, {they} found {carer} and said, "I think it\'s time {subj} went." They found a box. {name} wrote GOODBYE on the lid and put {subj} in, and then, after a moment, took it out for one last look and put it back. The first night was [long|very long]. {They} slept holding a pillow, and the second night was shorter. By the end of the week, {they} could not quite remember which drawer the box was in, which was, {they} decided, a good sign.',
        picture: { action: 'talking', object: 'subj' },
      },
      {
        text: '{They} put {subj} in {their} pocket and left it there. Then {they} lay in the dark and listened to Mei describe her yellow blanket in great detail, and the boy defend his rabbit, and somewhere between the third ghost story and the fourth, {name} fell asleep holding the edge of the sleeping bag instead. Back at {home} the next day, {they} asked for a box, wrote GOODBYE on it in [big letters|capitals], and put {subj} inside. It was not as hard as {they} had [thought|feared]. Nobody at {place_short} ever mentioned it again, except Mei, who asked once, kindly, how it was going.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    inner: [
      {
        text: '{name} thought about it all through breakfast. Nobody had laughed. That was the surprising part. Mei had a blanket. The boy had a rabbit. Somewhere, {they} suspected, one of the grown-ups at {place_short} [probably still had something too|was hiding something too]. It had not been {subj} that made {them} feel hot. It was the hiding. And the odd thing was that {subj} had not even been [needed|used] last night. {They} had been too busy whispering to remember it was there at all. It had been the hiding, all along, that needed looking after.',
        picture: { action: 'waiting' },
      },
      {
        text: 'The infuriating thing, {name} reflected, was how much work {subj} had turned out to be. {They} had spent the whole evening guarding it, checking on it, feeling for it, worrying about torches and fire drills. It had been like carrying an umbrella so carefully, in case of rain, that you trip over it on a sunny day. And when it had finally been seen, nothing terrible had happened at all. [A blanket.|A yellow blanket.] A rabbit. It turned out that almost everybody had been carrying something. {They} looked across at {comp}, who {comp_habit}, and who had probably never hidden anything in {comp_his} [life|whole life].',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
