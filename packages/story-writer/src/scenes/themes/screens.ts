import type { ThemeWriting } from '../format';

export default {
  themeId: 'screens',
  better: ['put {subj} down and look up', 'switch off {subj} and come and see'],
  worry: ['the pull of {subj}', 'the begging for just one more go'],
  trouble: ['the glowing screen', 'the tap, tap, tapping', 'the little world inside {subj}'],
  tiny: {
    problem: [
      {
        text: 'Tap, tap. {They} played on {subj_intro}. Beep, boop! "Look!" said {comp}. Tap, tap. "Look, look!" Tap, tap, tap. Over there went {sight}. [Then it was gone!|Gone!] {name} did not see it.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
      {
        text: '"Come and play!" said {comp}. But {name} had {subj_intro}. Tap, tap, tap. "Come on!" Tap, tap. {comp} waited. And waited. [Sigh.|Oh.] Tap, tap, tap. Still tapping.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Click! {They} put {subj} down. {They} looked up. What was that? Here came {sight}! "Ooh!" {they} said. [Wave, wave!|Wave!] {They} saw it all, every bit, with {comp} right there too.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{They} put {subj} to sleep. Night-night! Then {they} jumped up. "Coming!" Run, run! Whoosh! Round and round {place_short} they went, the two of them. [Giggle, giggle!|Hee, hee!] {They} did not miss {subj} one bit.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} was allowed {subj_intro} at {place_short} until the big hand reached the top, and the big hand was nearly there. {They} knew it. {They} played faster, as if that might slow the clock down. "Two more minutes," called {carer}. "Then it\'s time to stop." {name} pretended not to hear.',
        facet: 'stopping',
        picture: { action: 'playing', object: 'subj' },
      },
      {
        text: 'On {subj_intro} was a game with a bouncing bear, and {name} was winning. Then {carer} said the words {they} liked least in the whole world: "Time\'s up. Screen off, please." {name}\'s face went hot and cross. "NO," {they} said, and held {subj} tight to {their} chest.',
        facet: 'stopping',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{name} had brought {subj_intro} to {place}. On it was a cartoon about a rabbit who fell over [a lot|all the time]. {They} sat down and watched. The rabbit fell over. {They} laughed. The rabbit fell over again. {comp} {comp_habit} and looked about.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
      {
        text: 'At {place}, {name} had {subj_intro} and a game about a jumping frog, and {they} {was} on level nine. Tap, tap, jump. Tap, tap, jump. {comp} {comp_habit}, looking all around {place_short} at [everything|all sorts of things].',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"No, no, NO!" {name} shouted, and stamped, and when {carer} held out a hand for {subj}, {they} hid it behind {their} back and ran to the other side of {place_short}. {comp} {comp_says} in surprise. It was a very loud no. It went on for quite a long time.',
        facet: 'stopping',
        picture: { action: 'running' },
      },
      {
        text: "{name} held on to {subj} and would not let go. {carer} counted to three. {name} held on tighter. In the end {subj} went into {carer}'s bag with a lot of crying and kicking, and nobody was happy at all, least of all {name}.",
        facet: 'stopping',
        picture: { action: 'crying' },
      },
      {
        text: 'Then {comp} {comp_says}, "Look! Quick! Over there!" It was {sight}. "In a minute," said {name}. "Now!" said {comp}. "[In a minute,|Just a minute,]" came the answer, and {they} did not look up.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
      {
        text: '{comp} {comp_says} that something wonderful was starting, right over there: {sight}. "One more go," said {name}. Then one more. The screen went [beep|boop]. The frog jumped and jumped and jumped, and {they} did not look up once.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'All that shouting took so long that there was no time left to go and see {sight}. {comp} had waited and waited, and now it was time to go. {name} sniffed. {They} had not even wanted the game any more. {They} had wanted to be cross, and being cross had eaten up the whole of the fun bit.',
        facet: 'stopping',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "Afterwards everyone was a bit quiet and a bit sad. {carer} had a tired face. {comp} {comp_habit}, but not very happily. {name}'s tummy felt tight. The game had finished anyway. The fight had not made it last one second longer.",
        facet: 'stopping',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'When {they} finally looked up, there was nothing there. "What was it like?" {they} asked. {comp} told {them}, and it sounded like the best thing {comp} had ever seen. [It sounded wonderful.|It sounded amazing.] And the thing on {subj} was something {they} could have watched any day at all.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{They} looked up just in time to see the very end of it, the last little bit, and then it was gone. Everybody at {place_short} was talking about it. Somebody was clapping. {name} held {subj}, still [chattering away|beeping] to itself, and felt as if {they} had missed a party that happened right next to {them}.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: 'Later, {carer} let {them} have {subj} back for one more little go. When {carer} said "Two more minutes," {name} did something new. {They} looked for a good place to stop, jumped to the end of the level, and pressed the button. Off. Then {they} gave {subj} to {carer} with both hands. "Done," {they} said. {carer} looked so surprised that {name} laughed. And there was time for everything else: {sight}, a game with {comp}, and a big proud hug.',
        facet: 'stopping',
        picture: { action: 'giving', object: 'subj' },
      },
      {
        text: '{name} took a big breath, in through the nose and out through the mouth, the way {carer} had shown {them}. The cross feeling got a little smaller. "Bye bye, game," {they} said to {subj}, and switched it off {themself}. "See you tomorrow." Then {they} ran to {comp}. "What shall we play now?" And the rest of the day was full of things that were not on a screen at all.',
        facet: 'stopping',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} switched off {subj} and put it in the bag, right at the bottom. For the rest of the day, {they} kept {their} eyes wide open. And when {sight} came back at teatime, {they} saw every single bit of it, [from the very start|right from the beginning], with {comp} right beside {them}.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{They} switched {subj} off and tucked it away. "What shall we do now?" {they} asked. {comp} knew a game with {the_thing}, a [silly|very silly] one, and they played it until they were both out of breath. And when {sight} came back later, {name} was the first to see it, and shouted, "Look! Quick! Over there!"',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The deal had been made at breakfast: {subj_intro} could come to {place}, and when {carer} said time was up, it went away without any fuss. {name} had agreed. It had seemed easy at breakfast. Now {they} {was} two levels from the end of a game that had taken all week, and {carer} was walking over with a look that meant the deal. "Time\'s up," {carer} said.',
        facet: 'stopping',
        picture: { action: 'playing', object: 'subj' },
      },
      {
        text: '"Five more minutes," said {carer}, and then, five minutes later, "Time\'s up. Off now, please." {name} did not look up from {subj_intro}. {They} had heard. {They} simply had a level to finish, and a level, as everyone knows, cannot be stopped halfway without disaster. Well. Everyone who played it knew.',
        facet: 'stopping',
        picture: { action: 'playing', object: 'subj' },
      },
      {
        text: 'Twice a day, at {place}, {sight} could be seen, and only for a few minutes. Everybody said it was the best thing there. {name} had brought {subj_intro} specially, to film it, so that {they} could show everyone at school exactly what it was like. {They} checked the battery twice. {They} practised zooming on {comp}, who put up with it [patiently|with dignity]. When the moment came, {they} {was} ready.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Twice a day, at {place}, {sight} could be seen, and only for a few minutes. Everybody said it was the best thing there. {name} had come early to get a good spot, and had brought {subj_intro} for the wait, and a game {they} {was} [very nearly winning|two levels from finishing]. The crowd grew. {comp} {comp_habit}. {They} tapped on, one eye on the screen and the other, in theory, on the view.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I\'m nearly at the end!" {name} said, in a voice louder than {they} meant. "You always do this! It\'s not fair!" The words came out hot and fast, and once they had started they would not stop. {They} held on to {subj} while {carer} held out a hand, and for a long, ugly minute nobody moved, except {comp}, who edged away.',
        facet: 'stopping',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{name} turned {their} back and kept playing, thumbs going faster. "In a minute," {they} said, and then again, "In a MINUTE," and when {carer} reached for {subj}, {they} snatched it away. It was not a proud moment. It was the kind of moment that makes a grown-up sigh from the bottom of both boots.',
        facet: 'stopping',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: 'When it began, {they} held {subj} up at arm\'s length and watched the whole thing through the screen, zooming and adjusting and tilting to get the light right. {comp} said something. "Shh," said {name}. "I\'m recording." Someone nearby gasped at something. {They} [zoomed in|tilted the screen] to see what, and missed it, and zoomed back out, and missed the next thing too. The little red dot blinked steadily in the corner, very pleased with itself.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: 'When it began, {they} looked up, and then down again, just to finish the level. Then up. Then down, because a bonus round had appeared, and bonus rounds do not wait. Then up again, for a second. {They} watched the whole thing in flashes, like a film with most of the pages torn out, while {subj} went [ping|ding] and {comp} went very quiet beside {them}.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: "In the end {subj} went into {carer}'s bag anyway, and the level was lost, and so was the rest of the afternoon: the row took longer than the game would have, and afterwards nobody much felt like doing anything. {name} sat by {sight} with {their} arms folded, and slowly noticed that {they} {was} not even cross about the game any more. {They} {was} cross about the row, which was worse, because that one was {their} own.",
        facet: 'stopping',
        picture: { action: 'waiting' },
      },
      {
        text: 'The level was lost anyway: {carer} took {subj} in the end, right in the middle of a jump. The strange thing was how small the level seemed now, next to the afternoon it had cost. {comp} {comp_habit} and said nothing, which somehow made it worse.',
        facet: 'stopping',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'It lasted four minutes. Afterwards, everyone talked about the smell of it, and the sound, and the way the air had gone [cold|still] just before, and {they} realised {they} had noticed none of it. {They} had seen it, technically. {They} had seen it the way you see a field from a fast train: there, and gone, and not really {theirs}. {comp} had seen all of it. {comp} was still looking at the place where it had been.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Afterwards, [beside {sight}|on the way out], a small girl tugged at {their} sleeve. "Did you see the bit at the end?" {They} had not seen the bit at the end. {They} had not, if {they} {was} honest, properly seen any bit. The girl described it, waving both arms, and everyone around joined in, [adding bits|remembering more], and {name} nodded and laughed a second after everybody else, which is the loneliest possible time to laugh.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'Later, {carer} gave {subj} back for one last short turn, with a five-minute warning first, and {name} tried something new. Instead of playing faster, {they} looked for a save point, found one, and saved. Then {they} switched {subj} off, handed it over and said, "Thanks for the warning." {carer} looked at {them} as if {they} had grown an extra head. The game was still there, exactly where {they} had left it. And so, it turned out, was the whole rest of the day.',
        facet: 'stopping',
        picture: { action: 'giving', object: 'subj' },
      },
      {
        text: 'Later, {carer} let {them} have {subj} back for ten minutes more. At "Time\'s up," {name} felt the hot words rising, the same as before. This time {they} noticed them coming. {They} breathed out slowly, counted to five, and said, "Can I finish this bit first? It\'s one minute." {carer} said yes, because it had been asked and not shouted. One minute later {name} switched off {subj} and put it in the bag, and that was that: no row, no lost afternoon, and a deal kept.',
        facet: 'stopping',
        picture: { action: 'giving', object: 'subj' },
      },
      {
        text: 'The second time came in the evening. {name} left {subj} in the bag. {They} stood next to {comp} with nothing in {their} hands and watched {sight} with {their} actual eyes, which turned out to have a much better lens. {They} noticed the smell, the sound, the [way the light changed|hush just before], and the way {comp} {comp_habit} at the best part. There was nothing to show anyone at school. {They} told them instead, and found {they} could remember every second.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'At the evening showing, {they} switched {subj} off, put it in the bag and zipped the bag shut, which felt oddly like a ceremony. Then {they} sat down on the grass beside {comp} and waited, doing nothing, which was harder than it sounds. When it came, {they} watched all of it, start to finish, including the bit at the end, which was even better than described. Afterwards, {name} [talked about it all the way home|could not stop talking about it].',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: "{name} thought about it. The game did not care whether {they} stopped. It would wait, patient as a stone, for as long as {they} liked. The only things that could be lost were everything else: the day, {comp}, a good mood, tomorrow's turn. It seemed a poor trade, put like that. {They} had been guarding the one thing that was never in danger.",
        facet: 'stopping',
      },
      {
        text: 'It was odd, {name} thought, how a game always seemed to end at exactly the wrong moment. Then {they} saw why: there was no right moment. A good game was made so that there never was one. Waiting for it to let {them} go was like waiting for a river to stop so that you could cross. Somebody had to decide. It might as well be {name}.',
        facet: 'stopping',
      },
      {
        text: 'Here was a puzzle, {name} thought. {They} had been there. {They} had been standing in exactly the right spot in {place} at exactly the right time, and {they} had somehow contrived to miss the entire thing, like a person who goes to a concert and listens to it through the wall. And the worst part was that {subj} had not asked for any of it. It would have been [perfectly happy|entirely content] to sit in a bag. It never minded being ignored. That had been all {their} own idea.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'It was not that the screen was bad. {name} liked it. But {subj} would still be there tomorrow, and the day after, exactly the same, ready whenever {they} {was}. It always waited. That was rather the point of it. The view did not wait. Nor did {sight}. It came twice a day for four minutes and did not care in the slightest whether {they} {was} looking, and there was no [pause button|save point] for it, and no second try. Somehow {they} had got those two things the wrong way round.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
