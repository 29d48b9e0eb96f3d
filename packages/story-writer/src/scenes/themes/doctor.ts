import type { ThemeWriting } from '../format';

export default {
  themeId: 'doctor',
  better: [
    "hold still for {subj} and squeeze {carer}'s hand",
    'ask {subj} exactly what was going to happen',
    'look away, breathe out slowly and count to three',
  ],
  worry: ["the jump in the tummy about the doctor's needle", 'the worry about the quick sharp scratch', 'the curled-up wish to hide from the check-up'],
  trouble: ['the jab that had not happened yet', 'the little needle on the tray', 'the turn with {subj} still to come'],
  tiny: {
    problem: [
      {
        text: '[Knock, knock!|Tap, tap!] Time to see {subj_intro} at {place_short}. {Subj} had a listening thing called a stethoscope, and a little torch for looking in ears. "Let\'s listen to your heart," said {subj}. {name} hid {their} face and curled up small, small, [small|smaller].',
        picture: { action: 'hiding', with: ['subj'], object: 'stethoscope' },
      },
      {
        text: '{name} went to see {subj_intro} at {place_short} today. "Say aah," said {subj}, [with|holding] a little wooden stick. "No!" {They} shut {their} mouth and turned {their} head away. Mm-mmm! [Not today!|No, no, no!]',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_comfort}. "Can I listen?" {they} asked. {Subj} popped the stethoscope in {their} ears. [Ba-dum, ba-dum!|Thump-thump, thump-thump!] It was {their} own heart! Then {they} opened wide for a big "Aaah," and {subj} looked in {their} ears with the little torch. "All done. [Very healthy!|Strong as a lion!]"',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'stethoscope' },
      },
      {
        text: '{comp} went first. "Aaah!" {comp} {comp_says}. [That looked funny!|What a big mouth!] So {they} opened wide too. "Aaah!" Then ba-dum, ba-dum went {their} heart, strong and steady. "[All done|Well done]," said {subj}, and smiled a big smile.',
        picture: { action: 'listening', with: ['subj', 'comp'], object: 'stethoscope' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Today was jab day at {place}. {Subj_intro} had a little tray with [cotton wool|a fluffy ball of cotton wool], a plaster shaped like a [star|rocket] and a very small needle. "This helps stop you getting poorly," said {subj}. "It feels like a quick sharp scratch, and then it\'s done." {name} looked at the needle. {They} did not want a scratch at all.',
        picture: { action: 'looking', with: ['subj'], object: 'plaster' },
      },
      {
        text: 'There was a queue outside the room where {subj_intro} was giving jabs at {place_short}. From inside came a small "Ow!" Then, a moment later, came laughing. {name}\'s tummy [flipped over|did a flip]. By the door sat a basket of [shiny|sparkly] stickers. {They} held tight to {carer}\'s hand. Soon it would be {their} turn.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"I\'m not having one," said {name}, and {they} [crawled|wriggled] under the chair in the waiting room and curled up [as small as a snail|into a tight little ball]. {They} held on tight to the chair leg. "I\'m staying under here until jab day is over."',
        picture: { action: 'hiding' },
      },
      {
        text: 'When {subj} came close, {name} [wriggled and kicked|kicked and wriggled] {their} legs and pulled {their} sleeve right down over {their} hand. {They} shouted, [red in the face|loud as a trumpet], "No jab! No jab, no jab, no jab!" {comp} {comp_moves} back a little, surprised.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'The longer {they} stayed curled up, the bigger the needle grew in {their} head. Soon it was as big as a [broom|broomstick]. Then as big as a [lamp post|tree]. {comp} {comp_comfort}. {name} felt worried, and the jab still had not happened.',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'All the wriggling made {them} hot and cross and tired. The star plaster fell on the floor and lay there. {comp} {comp_comfort}. Across {place_short}, other children were already [coming out with stickers|comparing plasters], and {name} was still [wriggling|hot and cross], and the jab was still waiting.',
        picture: { action: 'playing', with: ['comp'], object: 'plaster' },
      },
    ],
    better: [
      {
        text: '"Will it hurt?" {name} asked in a [small|tiny] voice. "A little bit, for a moment," said {subj}. "You can squeeze a hand as hard as you like." {They} chose the star plaster first, then looked at {sight}, squeezed {carer}\'s hand, and counted. One, two, scratch! It stung, and then it [stopped|was gone]. That was all.',
        picture: { action: 'holding', with: ['subj'], object: 'plaster' },
      },
      {
        text: '{comp} {comp_comfort}. {name} climbed onto {carer}\'s lap and held very still. "Let\'s blow out [three birthday candles|three candles on a cake]," said {subj}. Whoo, whoo, whoo! On the third candle came the scratch. It stung for a moment, and then it was over, and there was a [star|rocket] plaster and a sticker and a very big cuddle.',
        picture: { action: 'hugging', with: ['subj', 'comp'], object: 'plaster' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{Subj_intro} had set up in the little room at the edge of {place}, and everyone of {their} age was due a jab. It would protect them, {subj} explained, by showing their bodies what a particular germ looked like, so that if the real thing ever turned up, their bodies would know how to [fight it off|see it off] at once. It was a very sensible plan. The only part {name} objected to was the needle, which {they} had now seen, and which was [very real|entirely real]. Through the window {they} could see {sight}, carrying on as if this were an ordinary day.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: "First came the ordinary part of the visit. {Subj_intro} listened to {name}'s chest with a cold stethoscope, asked {them} to breathe in, and out, and in again, and looked in both ears with a little torch. That was fine. Then {subj} opened a drawer and took out a small packet, and said, in the cheerful voice grown-ups use for news they suspect you will not like, \"And while you're here, there's a jab [due|to do].\" {They} looked at {comp}, who {comp_habit}, and then at the packet, and felt {their} stomach drop [like a stone down a well|into {their} shoes].",
        picture: { action: 'listening', with: ['subj'], object: 'stethoscope' },
      },
    ],
    choice: [
      {
        text: '"I don\'t think I need it," {name} said [reasonably|in {their} most reasonable voice]. "I\'m hardly ever ill. Could we do it next year? Or at least after I\'ve had time to [get used to the idea|prepare]?" {They} had moved, without quite deciding to, so that the chair was between {them} and the packet. {comp} {comp_habit} and looked from {them} to the door and back, as if working out how far it was. "There are probably people who need it more," {they} added, which was the kind of argument that sounds much better inside your head.',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
      {
        text: '{name} rolled up {their} sleeve, which was brave, and held out {their} arm, which was braver. But as soon as the cold wipe touched {their} skin, {their} whole arm went stiff as a plank and then jerked away, all by itself. "Sorry," {they} said. "It did that on its own." {Subj} waited. They tried again. The arm did it [again|a second time]. {comp} {comp_moves} a little closer. "I promise I\'m trying," {they} said, and meant it.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'Bargaining, {name} found, does not make a needle smaller. It only makes the waiting longer, and the waiting was the worst part. Every minute {they} spent arguing, {their} imagination added another detail. Other people went in and came out rubbing their arms and talking about lunch, and about {sight}. The packet sat on the tray [patiently|looking patient]. Nobody was going to force {them}. Nobody needed to. {Their} own dread was doing a far better job of spoiling the afternoon than any jab could. {comp} {comp_comfort}, which helped, but [not enough|not quite enough].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '"A stiff arm makes it sorer afterwards," {subj} said gently, "and the quicker we are, the sooner it\'s over." {name} knew that. {They} could feel {their} face going red. Somewhere behind {them}, someone else was waiting for a turn, and {comp} was pretending very hard not to be watching, [gazing at {sight}|studying {sight}] with great interest. {They} stared at the plaster on the tray and tried to think of it as a very small, very boring object. It did not stay boring for long. {They} wanted to be brave, and {their} arm wanted to leave the building, and right now the arm was [winning|in charge].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '"Could you tell me exactly what\'s going to happen?" {name} asked. {Subj} did: a cold wipe, a little pinch, a push of medicine that might ache for a second, then a plaster. Knowing the order helped [more than {they} expected|a surprising amount]. {They} let {their} arm go floppy like a wet sock, looked hard at {sight}, and breathed out slowly. {comp} {comp_comfort}. Pinch. Push. "Done," said {subj}. {They} blinked. "That\'s it?" It had stung, [honestly|properly], for about as long as a sneeze. {They} admired the plaster. It was, {they} had to admit, [a very good plaster|an excellent plaster].',
        picture: { action: 'looking', with: ['subj'], object: 'plaster' },
      },
      {
        text: '{comp} {comp_comfort}. {name} took {carer}\'s hand and squeezed it hard. "Talk to me about something else," {they} said, and {carer_he} told {them} the story of the worst haircut in the family\'s history while {subj} got on with it. Halfway through the part about the fringe, there was a sharp scratch, and then a plaster. {They} looked down, surprised to find it already over. The haircut story turned out to be [much worse|far more memorable] than the jab. On the way out, {they} chose a sticker and stuck it, [a little proudly|with some ceremony], next to the plaster.',
        picture: { action: 'holding', with: ['subj', 'comp'], object: 'plaster' },
      },
    ],
    inner: [
      {
        text: '{name} had noticed this before: the thing itself was never as bad as the hour before it. A jab lasted about two seconds. The worrying about it had already lasted since breakfast, [all the way across {place_short}|through every minute at {place_short}]. If you did the sums, {they} thought, the needle was barely involved in {their} suffering at all. The real villain was {their} own imagination, which had a taste for drama and no sense of proportion. It was [a bit|rather] like being scared of a [wasp|bee] and running into a wall to avoid it. The wall, in this case, was the waiting.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "Being brave, {name} decided, was not the same as not being scared. If it were, then nobody who was scared could ever be brave, which made no sense, because people who weren't scared of anything didn't need bravery at all. Bravery was only for people like {them}, right now, with a thudding heart and a stiff arm. {They} glanced at {comp}, who {comp_habit}, and felt {their} heart slow [a little|down, just slightly]. That was almost a comforting thought. It meant the fear was not a sign that {they} couldn't do it. It was just the [entry fee|ticket price].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
