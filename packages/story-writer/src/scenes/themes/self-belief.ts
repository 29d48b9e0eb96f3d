import type { ThemeWriting } from '../format';

export default {
  themeId: 'self-belief',
  better: ['remember all the practice and begin {subj}', 'stand up tall and say "I can do this"', 'start {subj} again, loud and clear'],
  worry: ["the 'I'm not good enough' voice about {subj}", "the wobbly 'what if I get it wrong?'"],
  trouble: ['the turn with everyone watching', 'the big moment for {subj}', 'the first go in front of everyone'],
  facets: {
    words: {
      better: ['try the hard word again, one sound at a time', 'look at the word, cover it, write it and check it'],
      worry: ["the 'I'm rubbish with words' voice", 'the hot, stuck wobble at the sight of a long word'],
      trouble: ['the hard words', 'the words waiting in {their} bag'],
    },
    numbers: {
      better: ['try the first sum again, slowly and out loud', 'count it out the long way round'],
      worry: ["the 'I'm rubbish at maths' voice", 'the fog that came down over every sum'],
      trouble: ['the page of sums', 'the sums waiting in {their} bag'],
    },
  },
  tiny: {
    problem: [
      {
        text: 'It was time for {subj_intro}, [right there at {place_short}|just by {sight}]. {name} knew it. {They} had practised lots and lots. But a little voice said, "You can\'t. You can\'t!" So {they} shook {their} head. "Not me," {they} whispered. Shake, shake.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: '{name} thought about {subj_intro}, [over by {sight}|across {place_short}]. Could {they} really manage it? "No," said a wobbly voice inside. "Too hard!" {They} sat down and did not even try. Sit. Flop. Sigh.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_habit}. {name} remembered all the practising. Yes! {They} knew this! "I CAN," {they} said. And {they} did {subj}, all of it. Ta-da! Clap, clap, clap! {They} smiled from ear to ear.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} stood up tall. Big breath in. "I can try," {they} said. First a bit. Then more. Then ALL of {subj}! Yes, yes, yes! {comp} {comp_habit}. What a big, happy smile.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Today was the day for {subj_intro}. {name} had been getting ready for ages. {They} knew every bit. But now that it was time, a small voice inside started whispering. "You\'ll get it wrong. You\'re not good enough. Everyone will laugh." {Their} tummy went wobbly. {Their} knees went [wobbly|knocky] too.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '"Go on," {comp} {comp_says}. "It\'s your turn for {subj_intro}." {name} looked at everyone waiting. Suddenly {they} could not remember how {they} had ever done it. {Their} legs went wobbly. Maybe someone else should go instead. Someone better.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I can\'t," {name} said. "Someone else should do {subj}." {They} stepped back [beside {comp}|towards {sight}] and let somebody else go first, even though {they} had been waiting all day for this. [All day!|The whole, entire day!]',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{They} started {subj}, but in such a [tiny, quiet, wobbly|small, quiet, shaky] way that nobody could tell what it was. Halfway through {they} stopped. "I\'m no good," {they} [said|mumbled], and hid behind {comp}. [Hide, hide.|Peep.]',
        picture: { action: 'hiding', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'Then {name} sat [by {sight}|with {comp}] and watched. And the funny thing was, {they} kept thinking, "I know that bit. I could do that bit." {Their} tummy felt sad and cross and sorry all at once, because {subj} had been {their} chance, and {they} had let it go by.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Everyone looked a bit puzzled. {comp} {comp_habit}. {name} felt hot and small. And the worst bit was that {they} knew {they} could do {subj} properly. {They} had done it lots of times before. {They} just had not believed it.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{comp} {comp_comfort}. {name} remembered all the times {they} had practised {subj}. Lots of times. Loads of times. "I know this," {they} whispered to {themself}. "I can do this." Then {they} stepped forward and did it, all of it, not perfectly, but properly. When it was finished, {their} whole face was one big smile.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} took a big breath and stood up tall, like a tree. "Here goes," {they} said. And {they} began {subj} again, loud and clear this time. Halfway through there was a little wobble, but {they} kept going. {comp} {comp_habit}. Everyone cheered at the finish, and {name} shone like a star.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'There were ten spellings to learn for Friday, written on a card in {their} teacher\'s neat round letters. {name} had brought the card to {place_short} in {their} pocket, and now {they} got it out and looked at the first word, which had a silent letter in it for no reason anybody had ever explained. {They} covered it up and tried to write it. It came out with the letters in a different order. "I\'m rubbish at spelling," {they} said. "Words just won\'t stay still for me."',
        facet: 'words',
        picture: { action: 'reading', object: 'pencil' },
      },
      {
        text: '{name} had brought {their} reading book to {place_short}, because {carer} had said ten minutes a day, every day, no arguments. {They} opened it at the bookmark. The words were small and crowded, and some of them were long, and the long ones made {their} face go hot even with nobody listening. "I can\'t do words," {they} said, and shut it. "Everyone else in my class can. I\'m the only one who can\'t."',
        facet: 'words',
        picture: { action: 'reading', object: 'book' },
      },
      {
        text: 'There were sums to do before tomorrow: one page of them, in {their} maths book at the bottom of {their} bag. {name} got the book out at {place_short}, because {carer} had said it would be quicker done than worried about. {They} read the first sum. Then {they} read it again. The numbers sat there looking back, and a familiar fog rolled in. "I\'m rubbish at maths," {they} said, to nobody in particular. "Everybody knows it. Even the book knows it."',
        facet: 'numbers',
        picture: { action: 'reading', object: 'notebook' },
      },
      {
        text: 'On Friday there was a times-tables test, and {name} already knew how it would go. Other people seemed to carry the answers about in their heads, ready to pull out. {name}\'s answers hid. Sitting at {place_short} with the practice sheet on {their} knee, {they} got as far as seven times eight and stopped, pencil in the air, while the fog rolled in. "I\'m just not a maths person," {they} told {comp}. "Some people aren\'t."',
        facet: 'numbers',
        picture: { action: 'waiting', with: ['comp'], object: 'notebook' },
      },
      {
        text: '{name} had been working on {subj_intro} for weeks. {They} knew it inside out. {They} had gone over it at home, and in {their} head on the way to {place}. So it was deeply unfair that, with the moment finally here, {their} brain had decided to delete the whole thing and replace it with a small, insistent voice saying that {they} {was} not good enough, never had been, and {was} about to prove it in front of everyone.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Everyone else at {place_short} seemed so sure of themselves. That was what {name} noticed, waiting for {their} turn at {subj_intro} while the others went first. They did not hesitate. They did not look as if they were running through a list of everything that could go wrong. {name} was running through the list for the third time and had added several items. By the time {their} turn came, {they} had more or less convinced {themself} not to take it.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{name} pushed the words to the bottom of {their} bag, under a jumper, where they could not look at {them}. "I\'ll do it later," {they} said, which meant never, or at least not until the very last minute.',
        facet: 'words',
        picture: { action: 'hiding', object: 'book' },
      },
      {
        text: '{They} looked at the long words for a while, then at anything else: the sky, {comp}, a very interesting stone. "I\'m having a rest," {name} explained. It was not really a rest. It was hiding, and both of them knew it.',
        facet: 'words',
        picture: { action: 'waiting', with: ['comp'], object: 'book' },
      },
      {
        text: '{name} wrote down an answer, any answer, to get the sum off the page. It looked wrong. {They} rubbed it out so hard the paper went thin, then shut the book and pushed it under {their} bag. "I\'ll do it later," {they} said, which meant never, or at least not until the very last minute.',
        facet: 'numbers',
        picture: { action: 'hiding', object: 'notebook' },
      },
      {
        text: '{They} drew a small rocket in the margin instead. Then a bigger rocket. Then a launch pad, a control tower and a great deal of smoke, all very carefully shaded, while the sums sat next to it in a neat column, not done. "I\'m having a think," {name} explained, which was true in a way. {They} {was} thinking about anything except the sums.',
        facet: 'numbers',
        picture: { action: 'waiting', object: 'notebook' },
      },
      {
        text: '"Actually," {name} said, "I think I\'ll leave {subj} for today. I\'m not really feeling it." It sounded casual. It was meant to. {comp} looked at {them} and said nothing. {They} stepped back with a little shrug, as if it did not matter, and let the moment go past. The relief lasted about a minute, which was roughly how long it took to realise what {they} had just given away.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{They} did start, but in a way designed not to count: quickly, quietly, apologising in advance. "This probably won\'t be very good," {they} said, which is a bit like announcing that you are about to trip over. Then {they} rushed through {subj}, eyes down, [hardly breathing|not once looking up], and stopped before the best part, the part {they} had practised hardest, because surely that was where it would go wrong.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'The words did not go away. That was the trouble with words: they waited. Later they were still there at the bottom of {their} bag, and the hot, stuck wobble had spread to everything else. {name} could not enjoy a single thing properly, because at the back of each one sat the long word, patiently, not read.',
        facet: 'words',
        picture: { action: 'waiting', object: 'book' },
      },
      {
        text: '{comp} {comp_habit} and waited. {name} thought about Friday, and about everyone else in the class getting through the words without stopping, and felt small and sinking. Not trying had not made the words any easier. It had only made sure {they} would never find out whether {they} could.',
        facet: 'words',
        picture: { action: 'waiting', with: ['comp'], object: 'book' },
      },
      {
        text: 'The sums did not go away. That was the trouble with sums: they waited. Later the page was still there in {their} bag, heavier than a book has any right to be, and the fog had spread to everything else. {name} could not enjoy a single thing properly, because at the back of each one sat the first sum, patiently, not done.',
        facet: 'numbers',
        picture: { action: 'waiting', object: 'notebook' },
      },
      {
        text: '{comp} {comp_habit} and waited. {name} looked at the sums, which were still not done, and felt a small, sinking sort of feeling. Not doing them had not made {them} any better at maths. It had only made sure {they} would never find out whether {they} could.',
        facet: 'numbers',
        picture: { action: 'waiting', with: ['comp'], object: 'notebook' },
      },
      {
        text: 'Afterwards {name} sat by {sight} with a fixed smile and a feeling like a stone. {They} kept thinking about {subj}, and about the part {they} knew best, and how it would have gone if {they} had let it. The voice that had said {they} {was} not good enough had gone very quiet now. It had got exactly what it wanted. It did not even say thank you.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{comp} {comp_habit} and waited for {them} to say something. {name} did not. {They} {was} too busy discovering a new kind of feeling, quieter than embarrassment and much harder to shake off: the feeling of a chance going by. Getting {subj} wrong in front of people would have lasted about a day. Never knowing whether {they} could have got it right might last a great deal longer.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} got the words out again. "One word," {they} said. "Just one, slowly." {They} put a finger under it and broke it into pieces, the way {their} teacher did: the first sound, the middle, the end. Then {they} said the pieces together, faster, and faster again, until they stopped being pieces and turned into a word. It was the right word. {They} checked it twice, because it seemed unlikely. It stayed right. The next one was easier for knowing that.',
        facet: 'words',
        picture: { action: 'reading', object: 'book' },
      },
      {
        text: '"Mistakes are allowed," {comp} {comp_says}. "They just have to be your own." So {name} tried the hard one again: look at it, cover it, write it, check it. Wrong. Look, cover, write, check. Nearly. Look, cover, write, check. Right, every letter in its place. {They} did the next word the same way, and the one after that, and by the end two had crossings-out, and {they} did not mind, because all the rest were {theirs}, worked out by {themself}.',
        facet: 'words',
        picture: { action: 'celebrating', with: ['comp'], object: 'pencil' },
      },
      {
        text: '{name} took the book out again. "One sum," {they} said. "Just the first one, slowly." {They} read it out loud, the way {their} teacher did, and wrote down what {they} knew: the first number, the second, and what the little sign in the middle was asking. Then {they} counted it out on {their} fingers, under the book where nobody could see. The answer was right. {They} checked it twice, because it seemed unlikely. It stayed right. The next sum was easier for knowing that, and the one after easier still.',
        facet: 'numbers',
        picture: { action: 'reading', object: 'notebook' },
      },
      {
        text: '"Mistakes are allowed," {comp} {comp_says}. "They just have to be your own." So {name} tried again, out loud and the long way round: seven sevens are forty-nine, and one more seven. {They} counted on from forty-nine, one finger at a time, and got fifty-six. {They} wrote it down and did not rub it out. By the end of the page two answers had crossings-out and one was still wrong, and {they} did not mind, because all the rest were {theirs}, worked out by {themself}.',
        facet: 'numbers',
        picture: { action: 'celebrating', with: ['comp'], object: 'notebook' },
      },
      {
        text: '{name} went back. "I\'d like another go, please," {they} said, and the words came out steadier than {they} expected. This time {they} did not apologise first. {They} thought about all the hours {they} had put into {subj}, which were real and could not be taken away, and started. There was a wobble near the beginning. {They} kept going. The part {they} had practised hardest came out exactly as {they} had practised it, and somewhere nearby, {comp} {comp_says} with delight.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} tried an experiment: what would happen if {they} did believe it, just for the next two minutes? Two minutes is not long. {comp} {comp_habit}, as if to say go on. Anyone can believe something for two minutes. So {name} stood up straight, looked at {subj} as if it were an old friend, and began. {They} did not feel confident, exactly. {They} acted as if {they} did, and after a while the acting and the feeling became hard to tell apart. When it finished, there was a moment of silence, and then there was not.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: '{name} noticed something about the voice that said {they} {was} rubbish with words: it never read anything. It did not sound anything out or check a single letter. It just announced the answer, which was always "you can\'t", before the word had even been looked at. Real reading, {they} thought, was slower than that, and much less rude. Perhaps the voice was not an expert on words at all. Perhaps it was only an expert on giving up.',
        facet: 'words',
      },
      {
        text: '{They} thought about learning to ride a bike, which had also been impossible for about a week, and then, one afternoon, not. Nobody was born knowing how to ride a bike. Nobody was born knowing how to spell "because", either. There were not word people and not-word people, {name} decided. There were people who had met lots of words, and people who had not met them yet.',
        facet: 'words',
      },
      {
        text: '{name} noticed something about the voice that said {they} {was} rubbish at maths: it never did any maths. It did not add anything up or check anything. It just announced the answer, which was always "you can\'t", before the question had even been read. Real maths, {they} thought, was slower than that, and much less rude. Perhaps the voice was not an expert on numbers at all. Perhaps it was only an expert on giving up.',
        facet: 'numbers',
      },
      {
        text: '{They} thought about learning to ride a bike, which had also been impossible for about a week, and then, one afternoon, not. Nobody was born knowing how to ride a bike. Nobody was born knowing seven eights, either. {name} looked at the page. Perhaps the people who were good at sums were only the ones who had done more of them. That was annoying, because it meant there was something {they} could do about it.',
        facet: 'numbers',
      },
      {
        text: '{name} noticed that the voice telling {them} {they} could not do it had never once watched {them} practise. It had no evidence. It had not been there at {place_short}. It had simply turned up at the important moment, like a heckler at a concert, and started shouting. The part of {them} that had actually done the work, all those hours with {subj}, had been much quieter about it. Perhaps, {they} thought, it was time to let that part speak, since it was the only one that knew what it was talking about.',
      },
      {
        text: '{They} asked {themself} a question: if a friend had worked this hard on {subj}, what would {they} say to that friend now? The answer came instantly, [before {they} had finished asking|while {comp} {comp_habit}]. {They} would say, "Of course you can," and mean it, and would be slightly annoyed if the friend argued. It was odd, {name} thought, how much kinder {they} {was} to other people than to {themself}, and how much more accurate. The friend-voice was right about friends. There was no obvious reason it should be wrong about {name}.',
      },
    ],
  },
} satisfies ThemeWriting;
