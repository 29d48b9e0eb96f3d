import type { ThemeWriting } from '../format';

export default {
  themeId: 'manners',
  // someone beside the hero, in the way or at the snack; a waiter has passages of their own, at a café
  subjects: ['child', 'family', 'grown-up', 'animal'],
  better: ['ask {subj} nicely, with a please and a thank you', 'say "Excuse me" and wait for {subj}', 'use the very best manners with {subj}'],
  worry: ['the rushing, grabbing, me-first hands', 'the forgotten please and the missing thank you', 'the bossy voice that came out by itself'],
  trouble: ['the rush for {the_thing}', 'the missing please and thank you', 'the me-first hurry'],
  tiny: {
    problem: [
      {
        text: 'Here came {subj_intro}, with a big tray, [step, step, step|tip, tip, tap]. Pancakes! Juice! {name} was so hungry. "Give me MINE!" {they} shouted. "NOW!" {Subj} stopped. The tray went wobble. {Subj} looked a bit sad. [Oh dear.|Uh-oh.] No please. No thank you.',
        picture: { action: 'looking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: 'There sat {subj_intro}, right next to {the_thing}, [by {sight}|in the best spot]. {name} wanted it. "Give me that! Move!" {Subj} did not move. [Hmm.|Oh.] {They} stamped {their} foot. "MOVE!" {Subj} [blinked|looked sad]. Still {subj} did not move. [Oh dear, oh dear.|Uh-oh.] That did not work at all.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Here came {subj_intro}, busy, busy, [across {place_short}|past {sight}]. Reach, reach! {name} grabbed {the_thing}, right across {subj}. [Bump!|Whoops!] Everything went wobble, tumble, crash. No please. No excuse me. No thank you. {Subj} sat down with a [sigh|flump]. Oh dear.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} tried again, in {their} nicest voice. "Please may I have my juice?" {Subj} smiled and put it down, [clink!|just so]. "Thank you!" said {name}. [Please and thank you, thank you and please!|Please and thank you!] {Subj} gave a little wave, and {carer} gave {name} a big smile.',
        picture: { action: 'talking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '"Sorry," said {name}, quiet and kind. "Please may I have a pancake?" {Subj} [beamed|smiled a big smile]. Down came the plate. "Thank you!" [Yum, yum!|Mmm!] {Subj} came back with an extra napkin, just for {them}.',
        picture: { action: 'eating', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} tried again, in {their} nicest voice. "Please may I have {the_thing}?" {Subj} moved over at once. [There!|Ta-da!] "Thank you!" {they} said. {Subj} smiled a big smile. [Please and thank you, thank you and please.|Please and thank you!] [Easy-peasy!|Just like that!] Beside them, {comp} {comp_habit}.',
        picture: { action: 'talking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Excuse me," {name} said, quiet and kind. [Wait, wait.|Wait a bit.] "Please?" {Subj} [smiled|beamed] and made room. "Thank you!" Then they played together, side by side, [all over {place_short}|by {sight}], and everybody was happy, even {comp}.',
        picture: { action: 'talking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} and {carer} sat at a table by the window at {place_short}. Over came {subj_intro}, with a little notebook and a pencil behind {subj_his} ear, and smiled. "What can I get you?" {subj_he} asked. {name} was very hungry, and {they} knew exactly what {they} wanted: a pancake, with everything on it, [right now|this very minute].',
        picture: { action: 'looking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: 'It was busy at {place_short}, and {subj_intro} was hurrying between the tables with plates and cups, and {name} had been waiting for {their} hot chocolate for [ages|a whole five minutes], which felt like ages. {Their} tummy rumbled. {They} watched {subj} go past once, and twice, and {their} hand shot up.',
        picture: { action: 'waiting', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} wanted {the_thing}, and {they} wanted it [right now|this minute]. The trouble was who was in the way: {subj_intro}, busy and comfy, right beside it. {Subj} had no idea anybody was in a hurry. {Subj} was [having a lovely time|gazing at {sight}], not bothering anybody at all.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It was time for a snack at {place_short}, and {name} was very hungry indeed. Down sat {comp}. Down sat {subj_intro}. The snack was in the middle, and {their} tummy was rumbling so loudly that even {comp} [heard it|looked round], and {they} forgot about [everything else|good manners altogether].',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Pancake," said {name}, without looking up. "With chocolate. Quick." No please. No hello. No smile. {Subj} wrote it down, but {subj_his} smile went a little bit smaller. {Carer} raised an eyebrow. When the pancake came, {name} grabbed the plate and said nothing at all.',
        picture: { action: 'eating', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '"Oi! Where\'s my hot chocolate?" {name} called out, loud enough for the whole of {place_short} to hear. {Subj} stopped in the middle of the floor with a tray full of cups. People at the other tables looked round. {Carer} went pink. {Subj} said, "Coming," very quietly, and did not smile.',
        picture: { action: 'talking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '"Move!" said {name}. "Give me that. Now!" It came out in a big, bossy, [barky|grumpy] voice. {Subj} looked at {them} and did not move at all. So {they} said it again, louder, [all across {place_short}|so loud that {comp} jumped]. "MOVE!" It still did not work. Being loud, it turned out, was not the same as being listened to.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} did not ask. {They} just reached, right across {subj}, and [grabbed|snatched] what {they} wanted, and knocked everything else flying. [Bonk, clatter, splosh!|Bang, crash, wallop!] No please. No excuse me. No thank you. Just a great big grab, and a great big mess, [and {comp} looking on|right in the middle of {place_short}].',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} went back to the counter and did not come over to chat again. At the next table, a little boy said "Thank you!" and got a big smile and an extra marshmallow. {name} looked at {their} plate. It was a good pancake. But it did not taste as nice as {they} had thought it would, and {their} face felt hot.',
        picture: { action: 'looking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{Carer} leaned over and whispered, "{Subj} has been carrying plates all day, just for us and everybody else. How do you think that felt?" {name} looked over at {subj}, wiping the tables one by one, and a wriggly, sorry sort of feeling started in {their} tummy.',
        picture: { action: 'looking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{Subj} went very quiet and turned away. {comp} looked as if {comp_he} would rather be somewhere else, [over by {sight} perhaps|anywhere else at all]. Nobody wanted to play any more, and nobody wanted to help {name} with anything. It was strange. {They} had got what {they} wanted, but it did not feel like [winning|getting anything] at all.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Everything went a bit wrong after that. {Subj} was cross. {comp} was cross. Nobody felt like helping {name} with anything, or playing, or even chatting. Everywhere else at {place_short} was as [cheery|cheerful] as ever, but here it was all [grumpy faces|frowns].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: 'When {subj} came past again, {name} sat up straight. "Excuse me," {they} said. "Sorry I was rude. Thank you for my pancake. It\'s yummy." {Subj} stopped, and the big smile came back. "You\'re very welcome," {subj_he} said, and later {subj_he} brought {them} a little biscuit on a saucer, just because. Please and thank you, it turned out, made everything taste better.',
        picture: { action: 'talking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} waited until {subj} came back. "Please may I have some water?" {they} asked, in {their} best voice. "And thank you for bringing everything." {Subj} looked so pleased. "What lovely manners," {subj_he} said. When it was time to go, {name} waved goodbye to {subj}, and {subj} waved back all the way to the door.',
        picture: { action: 'waving', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} stopped. {They} took a breath and tried again, in a brand new voice. "Excuse me, please. May I join in?" {Subj} moved over straight away, and even made room for {them}. "Thank you," {they} said. It was like [magic|a key in a lock]. Everybody smiled, {comp} {comp_habit}, and the afternoon went [sunny|bright] again.',
        picture: { action: 'talking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Sorry," {name} said. "Let me try that again." {They} waited. Then {they} asked, "Please may I join in?" {Subj} [made room at once|moved over straight away]. "Thank you very much," {they} said, and meant it, and it was funny how much nicer [everything|the whole of {place_short}] felt with please and thank you in it.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The table by the window at {place_short} had a wobbly leg and the best view, and looking after it was {subj_intro}, who had a notepad, a pencil behind one ear and the look of someone who had been on {subj_his} feet since breakfast. "Hello there," said {subj}. "What can I get you?" {name} did not look up. {They} {was} reading the menu as if it were a treasure map, and {they} {was} extremely hungry.',
        picture: { action: 'reading', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{Place} was packed, and {subj_intro} was doing the work of about three people: carrying plates up both arms, wiping tables, remembering who had ordered what. {name} had ordered a hot chocolate a good while ago, and had been watching the kitchen door ever since with the patience of a cat watching a fishbowl, which is to say, none at all.',
        picture: { action: 'waiting', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} needed {the_thing}, and {they} needed it immediately, because {they} had just had a brilliant idea and brilliant ideas do not wait. Unfortunately, right beside {the_thing} sat {subj_intro}, comfortably settled, clearly in no hurry whatsoever, gazing at {sight} and [entirely unaware|completely unaware] that a brilliant idea was waiting. The sensible thing would have been to ask. {They} {was} not in a sensible mood. {They} {was} in the mood of someone whose idea is about to escape, and who would [trample a flowerbed|walk through a wall] to catch it. {comp}, [blissfully unaware|quite oblivious], was gazing at {sight}.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Everyone had gathered for something to eat in the middle of {place_short}: {name}, {comp} and {subj_intro}. {They} had been rushing about all morning, and {their} stomach was making noises like [a small, angry drum|a grumbling engine], loud enough to turn heads. {Subj} was in the middle of something, taking {subj_his} time, being polite and leisurely and slow. Every second of it made {their} patience a little thinner, until it was about as thin as [a crisp|tissue paper], and roughly as easy to snap. {comp} had noticed, and was edging [quietly|tactfully] out of the way.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Pancakes. The big ones. And a milkshake," {name} said to the menu, not to {subj}. No please, no hello, not even a glance. When the food came, {they} took the plate without a word and started eating before it had touched the table. {Subj} waited half a second for a thank you that did not come, then went away. {Carer} put down {carer_his} fork and gave {name} a long look, the kind that does not need words.',
        picture: { action: 'eating', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: 'When {subj} hurried past for the fourth time, {name} clicked {their} fingers. "Excuse me! Hot chocolate? I ordered it ages ago." It came out louder than {they} meant, and sharper, and a couple at the next table turned round. {Subj} stopped, balancing a tray of cups, and said, "It\'s on its way," in a very polite, very tired voice. {name} rolled {their} eyes, just slightly. {Subj} saw.',
        picture: { action: 'talking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '"Can you move? I need that," {name} said. It was not quite a question. It was an order wearing a question\'s hat. When {subj} did not move instantly, {they} added, "Today, [ideally|if possible]," in a tone that would have got {them} sent out of most rooms, and then drummed {their} fingers for good measure. {comp} gave {them} a [long|very long] look and {comp_habit}. {Subj} raised an eyebrow, slowly, the way people do when they are deciding whether to be offended. Somewhere across {place_short}, somebody laughed at something else entirely, and {they} had the uncomfortable feeling it was [about {them}|at {their} expense].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: "{name} simply reached across, right in front of {subj}, and took what {they} wanted, talking the whole time about {their} brilliant morning, over the top of everyone else. It was efficient. It was fast. It also sent several things [flying|toppling], and {subj} had to lean out of the way, and nobody, at any point, said please, excuse me or thank you. {comp} looked [pained|quietly horrified]. A cup rolled in a slow, accusing circle and came to rest [by {sight}|at {subj}'s feet]. Nobody picked it up. Everybody looked at {them}. {They} {was} still talking.",
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'The hot chocolate arrived a few minutes later. It was perfect: cream, marshmallows, a little biscuit on the side. {Subj} put it down without a word and went straight off to the next table, where a small boy said "Thank you very much!" and got a grin and a joke in return. {name} stirred {their} drink and found it hard to enjoy. {They} had got exactly what {they} ordered, and somehow it had cost more than it said on the menu.',
        picture: { action: 'looking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{Carer} waited until {subj} was out of earshot. "{Subj} has been on {subj_his} feet since seven o\'clock this morning," {carer_he} said quietly. "Everybody in here wants something from {subj_him}, and the nice ones remember to say so nicely." {name} looked over. {Subj} was rubbing {subj_his} back, just for a second, before picking up the next tray. {Their} face went hot, from the neck up.',
        picture: { action: 'looking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{Subj} did not say anything. Not one word. {Subj} simply looked at {them}, in a dignified way, with an expression that said a great deal, and went on with what {subj_he} had been doing, [very slowly|extremely slowly]. {comp} found something very interesting to look at over by {sight}. The longer {name} huffed and tapped {their} foot, the slower and more dignified everything became. The brilliant idea, meanwhile, [went off the boil|lost its sparkle] entirely, and before long {they} could not [quite remember what it had been|remember why it had mattered]. Rudeness, it turned out, was very slow.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: "After that, the atmosphere went cool, like a room where somebody has left a window open. {Subj} was still polite, but the friendly, chatty warmth had gone. {comp} kept {comp_his} distance. {name} ended up sitting on {their} own, feeling foolish, [picking at a loose thread|picking at {their} sleeve], and the whole business had taken three times as long as asking nicely would have done. {They} had saved roughly [four seconds|no time at all], and spent the whole afternoon's goodwill to do it. It was the worst deal {they} had made [all year|in ages].",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: 'When {subj} came back for the plates, {name} took a breath. "Sorry I was rude earlier," {they} said. "Thank you for bringing everything. It was really good." {Subj} blinked, then smiled, a proper smile that went all the way up. "That makes my afternoon," {subj_he} said, and meant it. On the way out, {name} said thank you again at the counter, and {subj} waved from behind the coffee machine. It had cost nothing at all, and it was the best thing {they} had done all day.',
        picture: { action: 'talking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} caught {subj}\'s eye and, this time, looked up properly. "Excuse me. Sorry to bother you. Please could I have some water, when you have a moment?" The water came quickly, with ice and a slice of lemon nobody had asked for. "Thank you," said {name}. "And thank you for the hot chocolate. It was the best one I\'ve ever had." {Subj} laughed and said {subj_he} would tell the kitchen. It was remarkable, {name} thought, how much nicer the whole of {place_short} felt with please and thank you in it.',
        picture: { action: 'talking', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: '{name} took a breath and started again, from the beginning, as if rewinding a film. "Sorry. That was rude. Excuse me, please, could we share {the_thing}? I\'ll wait till you\'re ready." {Subj} moved over almost at once, which was both a relief and [mildly|slightly] infuriating, considering how much effort the rude version had taken. "Thank you," {they} said, and the warmth came back into everything, as if somebody had closed the window. {comp} {comp_habit}, [looking thoroughly relieved|plainly delighted], and the brilliant idea came back too, [none the worse for waiting|a little better, if anything, for the wait].',
        picture: { action: 'talking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Sorry," {name} said. "That was rude of me. You first." {Subj} looked surprised, and then pleased, and took {subj_his} time. {They} waited, properly, without fidgeting much. Then {they} asked, "Please could I [have a turn|join in]?" and afterwards, "Thank you." The remarkable thing was how quickly everything turned friendly again. It was as if the whole of {place_short} had been [waiting for the password|holding its breath]. {Subj} even passed {them} the last of the snack, unasked, [with a small smile|and a wink]. {comp} [looked approving|seemed to approve], and {they} found {they} {was} smiling at nothing in particular.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: "{name} tried to imagine doing {subj}'s job for one afternoon: forty people, all hungry, all in a hurry, all wanting something at once, and most of them not even looking up. {They} would have lasted about ten minutes. Probably less. The strange thing was that the words that made a job like that bearable cost nothing at all. Please. Thank you. A smile. {They} had had them in {their} pocket the whole time, and had not bothered to hand them over.",
        picture: { action: 'waiting', with: ['subj'] },
        subjects: ['server'],
        place: 'eatery',
      },
      {
        text: "{name} thought about the words {they} had not used. Please. Excuse me. Thank you. They were tiny, almost nothing, the cheapest words in the language. {They} had always assumed they were mostly decoration, like the parsley on a plate. But watching {subj}'s face, {they} began to suspect the opposite: that the little words were doing most of the work, and that leaving them out was like trying to drive with [no oil in the engine|square wheels]. Everything technically moved, and everything [ground and squealed|juddered] the whole way. Nearby, {comp} {comp_says} [something that sounded like agreement|a small, agreeing noise].",
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} tried to remember when {they} had last been on the other end of it: someone barging past, someone grabbing without asking, someone talking straight over {them} as if {they} {was} furniture. {They} remembered it all too clearly. {They} had thought, at the time, that the person was [unbearably rude|the rudest person alive]. The uncomfortable question now was what {subj} was thinking, over there by {sight}, and {they} had a horrible feeling {they} already knew. It was not a flattering thought. It sat there, refusing to leave, like a guest who has not been [asked to go|shown the door].',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
