import type { ThemeWriting } from '../format';

export default {
  themeId: 'rules',
  better: ['play {subj} fair and square', 'stick to the rules of {subj}, win or lose'],
  worry: ['the sneaky wish to win {subj} any old way', 'the itch to bend the rules just a little'],
  trouble: ['the game that was not going {their} way', 'the long way behind everyone else', 'the rules of {subj}'],
  tiny: {
    problem: [
      {
        text: '{They} played {subj_intro} with {comp}. Roll, roll! Oh no. A one. So {they} moved three. Hop, hop, hop. "I win!" [But {comp} did not cheer.|{comp} did not cheer.] {comp} just looked at the dice. Hmm.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} played {subj_intro} with {comp}. Roll, roll! A two. Hop, hop. Not enough! When {comp} looked away, {they} hopped [one more|two more]. Hop! Hop! "I win!" {comp} looked at the counter. Then {comp} looked at {name}. [Hmm.|Hmmm.]',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} hopped back. Hop, hop. "One," {they} said, and moved just one. Roll, roll! {comp} won. Then {they} won! Then {comp} again! "Again!" {they} said. [Again, again, again!|And again!]',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'Back went the counter. Hop, hop. Roll again! Round the board they went, [up and down|round and round], nobody peeping. {comp} got home first. Then {they} did. "Again!" {they} said. Clap, clap!',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Some children at {place} had set out {subj_intro} with a board, a dice and four counters, and they let {name} and {comp} join in. {They} rolled a two. Then a one. Then another one. Everybody else whizzed ahead. [{They} {was} last.|{Their} counter was right at the back.] {They} wanted very, very much to win.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: 'At {place}, a big girl called Ava was in charge of {subj_intro}: a board, a dice, four counters and a lot of rules, which she read out twice. {name} rolled first. A one. Then another one. [Everybody else zoomed ahead.|Everybody else whizzed round the board.] {They} wanted to win more than anything in the world.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: 'When everybody was busy looking at {sight}, {they} nudged {their} counter forward. One square. Two. Three. Four! Nobody saw. {They} rolled again and got to the end first. "I win!" {they} shouted. [Nobody clapped.|There was a small silence.]',
        picture: { action: 'playing' },
      },
      {
        text: '{They} rolled again[, while {comp} {comp_habit}| by {sight}]. A one! Quick as a wink, {they} turned the dice over with one finger. "Six!" {they} said, and whizzed {their} counter round the board. [Nobody said anything.|Nobody saw. Probably.] {They} got to the end first. "I win!"',
        picture: { action: 'playing' },
      },
    ],
    consequence: [
      {
        text: '"That\'s not right," said a girl. "I saw." The others looked at each other. "Let\'s play something else," one said. And then they did, just the three of them, without {name}. {comp} {comp_habit}. The board sat on the ground, [with nobody playing|all alone].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'The others went quiet, the kind of quiet that has words in it. Then the smallest boy said, "I don\'t want to play any more," and put his counter in his pocket. The game was over, just like that, with {name} [the winner of nothing|winning a game nobody was playing].',
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: '{They} went over to them. "I cheated," {they} said. "Can we start again? Properly?" The girl thought about it. Then she nodded. {They} rolled a one, twice, and came last. {comp} said something silly about counters, and everybody laughed. Then they played [another game|again], and this time {name} came second, fair and square.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{They} picked {their} counter up and put it back at the start. {comp} {comp_habit}. "I didn\'t really get there," {they} said. "Can we play again? Fair this time?" Everybody sat back down. {They} rolled ones, and twos, and one glorious five, and came third. It was a [proper|real] game, with real groans and real cheers, and nobody wanted it to stop.',
        picture: { action: 'playing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Every summer, {place} held {subj_intro} for anyone who wanted to play: ten clues hidden around {place_short}, each one leading to the next, and a prize for the first person back with all ten answers written down. The rules were printed at the top of the sheet. No skipping clues. No help from grown-ups. No peeking at the answer board in the hut. {name} was good at clues. {They} {was} also, [by clue six|by the sixth clue], well behind a small boy in a yellow hat who seemed to be good at everything.',
        picture: { action: 'holding', object: 'paper' },
      },
      {
        text: '{name} and {comp} had entered {subj_intro}: ten clues hidden around {place_short}, a sheet to write the answers on, and a small silver cup for the first to bring back all ten. The rules were printed at the top in capital letters. NO SKIPPING CLUES. NO HELP. NO PEEKING. By clue six they were stuck, and a small boy in a yellow hat had just gone skipping past them, [already on clue eight|humming, two clues ahead]. "How is he doing that?" {they} muttered. {comp} {comp_habit}, which was not an answer, and clue six went on being a riddle about a reflection that nobody could see.',
        picture: { action: 'holding', object: 'paper' },
      },
    ],
    choice: [
      {
        text: 'The answer board was in the hut at the edge of {place_short}, and the hut door was open. Nobody was inside. {They} could see the answers from the path, if {they} stood in the right place and squinted, and {they} found, after a moment, that {they} {was} standing in the right place and squinting. The last four clues went onto the sheet in under a minute. {They} told {themself} it was hardly cheating, since {they} would have worked them out anyway, [probably|eventually], given a week.',
        picture: { action: 'looking' },
      },
      {
        text: 'Over by {sight}, the boy in the yellow hat had dropped something: his sheet, with eight answers on it in very neat writing. {They} would give it back, of course. But first, just for a moment, {they} looked, and then looked a bit longer, and then {their} pencil was moving. [Three answers|Clues six, seven and eight] went onto {their} own sheet before {they} handed his back to him with a bright, helpful smile. The last two were easy after that. {They} wrote them down [quickly|fast], not looking at {comp}, and told {themself} it was the kind of thing anybody would have done. It did not feel like the kind of thing anybody would have done.',
        picture: { action: 'holding', object: 'paper' },
      },
    ],
    consequence: [
      {
        text: '{They} got back to the middle of {place_short} first. The organiser checked the sheet, said "All ten! Well done!" and handed over the prize, a silver cup the size of an egg cup, to polite clapping. Five minutes later the boy in the yellow hat came running in, pink and puffing, with all ten answers worked out properly. He looked at the cup. He did not say anything. He did not have to. Then the organiser asked {name} how {they} had solved clue eight, [the tricky one with the riddle|the one about the reflection], and {they} found {they} had absolutely no idea.',
        picture: { action: 'waiting' },
      },
      {
        text: '{They} {was} first back across {place_short} by a long way. The organiser read the sheet, beamed, announced it to everybody and handed over the prize, a small silver cup, and somebody took a photograph of {name} holding it. The boy in the yellow hat came in second. He looked at the cup, then at {their} sheet, then at {them}, with a small, puzzled frown, and said nothing at all. It was the [worst|loudest] nothing {they} had ever heard. The cup was cold in {their} hand. Everyone was still clapping, and {they} found {they} could not quite look at any of them.',
        picture: { action: 'holding' },
      },
    ],
    better: [
      {
        text: '{They} went back to the organiser, [past {sight}|straight across {place_short}], before {they} could change {their} mind. "I cheated," {they} said. "I didn\'t work them all out myself." {Their} voice wobbled, but it got there. The organiser was quiet, then thanked {them} for saying so, and gave the cup to the boy in the yellow hat, who went so pink he was almost [purple|the colour of a plum]. Then she asked if {name} wanted to try the clues again, properly, for fun. {They} did. Clue eight took twenty minutes. It was brilliant.',
        picture: { action: 'giving' },
      },
      {
        text: '{They} walked over to the boy, [who was standing by {sight}|past {comp}, who {comp_habit}], and held out the cup. "This is yours," {they} said. "I didn\'t win it properly." He stared at it, then at {them}. The organiser, who had heard, came over, and there was a short, awkward conversation that {name} would not have wished on anybody. Then she let {them} keep the sheet and try the last clues honestly, on {their} own. It took [the rest of the afternoon|two whole hours]. When {they} finally cracked the last one, the boy in the yellow hat, of all people, cheered.',
        picture: { action: 'giving' },
      },
    ],
    inner: [
      {
        text: "The cup sat in {name}'s hand, and it was much heavier than an egg cup had any right to be. {They} tried the usual arguments. Everyone probably cheated a bit. The rules were too strict. The boy in the yellow hat would win next year anyway. But each argument had a hole in it, and through every hole {they} could see his pink face and his sheet with ten answers, all his own. Nobody had caught {them}. That was not the point. The worst part was that {they} knew [exactly|precisely] what the cup was for, and it was not for this.",
        picture: { action: 'waiting' },
      },
      {
        text: 'It was odd, {name} thought, that winning could taste of nothing. {They} had imagined this moment all afternoon at {place}: the clapping, the cup, the photograph. Here it was, and it was all slightly wrong, like a song played with one bad note that only {they} could hear. And it would always be there now, that note, every time {they} looked at the cup on the shelf. {They} had not won a cup. {They} had won a small silver reminder, and [it would need polishing|it would go on reminding] for years.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
