import type { ThemeWriting } from '../format';

export default {
  themeId: 'curiosity',
  better: ['ask the question out loud', 'put up a hand and ask', 'ask how and why until the answer came', "say 'I don't understand, can you show me again?'"],
  worry: ['the fear that {subj} was a silly one', 'the worry of asking something silly'],
  trouble: ['the question nobody had asked', 'the muddle over how {the_thing} worked', 'the nodding and the not-knowing'],
  tiny: {
    problem: [
      {
        text: 'All morning, {subj_intro} had been wiggling in {their} head: what was {the_thing} for? [Wiggle, wiggle!|Wriggle, wriggle!] But {they} kept {their} mouth shut tight. Mm-mm. [Wiggle, jiggle, wiggle.|Jiggle, jiggle.] It wanted to come out so much.',
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: '{They} looked at {the_thing}. Hmm. Up popped {subj_intro}: what could it do? Round and round it went in {their} head. [Round and round!|Whirl, whirl!] But {they} only peeped. Peep. [Not a word came out.|{They} did not say a word.]',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Pop! Out it came. "What does {the_thing} do?" {they} asked. "Watch!" {comp} {comp_says}. {They} watched. [Oh! Oh, wow!|Ooh! Wow!] [Now {they} knew.|So that was it!] And then {they} had another question. And another! Pop, pop, pop!',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} took a big breath. "What can {the_thing} do?" {they} asked, [loud and clear|nice and loud]. "Come and see!" {comp} {comp_says}. Look, look, look... [There!|Look!] So that was how! {They} laughed and clapped. Clap, clap, clap!',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'A helper at {place} was showing everyone how to use {the_thing} properly. She talked [fast|very fast]. Right at the front of {name}\'s head sat {subj_intro}, big and wriggly: how did the middle bit go? "Any questions?" asked the helper. Everybody shook their heads. So {they}, [very quickly|very quietly], shook {their} head too.',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'There was a helper at {place} who knew everything about {the_thing}, and today she was showing everybody how it worked. She used a long word that sounded like a [sneeze|hiccup]. Everybody nodded. {name} nodded too, but inside {their} head was {subj_intro}: what did the long word mean? [{They} kept it in.|{They} did not let it out.]',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: 'When it was {their} turn with {the_thing}, {they} did not ask. {They} did what {they} thought the helper had done, [only faster|only quicker]. {They} pushed where {they} thought you pushed. {They} turned it the way {they} thought you turned it. [Surely that was right.|It looked right. Nearly.]',
        picture: { action: 'holding', object: 'the_thing' },
      },
      {
        text: '"Do you know how to do it?" asked {comp}. "Easy," said {name}, which was not [true|true at all]. {They} marched up to {the_thing} to show {comp}, [very confidently|with a big, sure face], and did the bit {they} thought came first.',
        picture: { action: 'holding', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'Nothing happened. Then something did, but not the right something. {The_thing} went [wonky|sideways], then upside down, then made a noise like a hiccup. Somebody [giggled|snorted]. {name} giggled too, because it was funny, but {their} cheeks went hot. {They} still did not know how to do it.',
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: 'It did not work. It did something else instead, something with a [boing|wobble] and a clatter, and {comp} {comp_habit}, [very surprised|most surprised]. A small child nearby said, "That\'s not how it goes," which was true, and not at all helpful. {name}\'s ears went pink. The question was still there, bigger than ever.',
        picture: { action: 'looking', with: ['comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{They} marched up to the helper. "I\'ve got a question," {they} said. "How does the middle bit go?" The helper [beamed|smiled a huge smile]. "That\'s the best bit!" she said, and showed {them} slowly, twice, with {the_thing}. Then a boy behind {them} said, "Me neither," and [another child nodded|two more children nodded]. This time, {they} got it right first go.',
        picture: { action: 'talking', object: 'the_thing' },
      },
      {
        text: '"Excuse me," {they} said to the helper. "What does the long word mean? I didn\'t know." The helper\'s face lit up. "Nobody ever asks that!" she said, and showed {them} slowly, and then two other children who had crept up [from across {place_short}|from nowhere] to listen. This time {they} got it [perfectly|beautifully] right, and asked three more questions.',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The expert at {place} explained the proper way to use {the_thing} at tremendous speed, with words {name} had never met, including one that sounded like a [sneeze|sneeze in a hurry]. Around {them}, older children nodded wisely. By the end of the first minute, {subj_intro} had arrived in {their} head: what did the sneeze word mean? By the end of the fifth, it had brought friends. "Questions?" said the expert, glancing at the clock. [Nobody moved.|Not a hand went up.] {They} opened {their} mouth, then felt everyone\'s eyes before they had even turned, and closed it again.',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'At {place} there was an expert, a tall woman with grey plaits and a voice like a [brisk wind|brisk March wind], and today she was showing the proper way to use {the_thing}. {name} had been looking forward to it all week. Ten minutes in, {subj_intro} arrived: why that way, and not the other? Twenty minutes in, it had brought friends. She used long words like stepping stones, leaping from one to the next, and everyone else seemed to leap along with her. "All clear?" she said. [Heads nodded.|Everybody nodded.] {Their} own head nodded too, which was odd, because {they} had not told it to.',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: 'When {their} turn came, {they} stepped up as if {they} knew exactly what {they} {was} doing. The expert had made {the_thing} look like nothing at all, [a flick here and a twist there|a flick, a twist, done]. {They} could do a flick. {They} could certainly do a twist. Asking now, after all that nodding, would mean admitting {they} had understood none of it, in front of older children who had understood all of it, or at least nodded as if they had. So {they} chose a bit, confidently, [in front of everyone|with the whole group watching], and did it.',
        picture: { action: 'holding', object: 'the_thing' },
      },
      {
        text: 'Afterwards {comp} asked how it was done, and {they} explained. At length. With hand movements and a very knowing nod at the end. "It\'s quite simple, really," {they} finished. {comp} {comp_habit}, listening [politely|with great attention]. The explanation had a beginning, a middle and a satisfying finish, which is more than most true explanations manage, and it sounded so much like the truth that {they} nearly believed it too. Then, to prove it, {they} stepped up to {the_thing} and [had a go|showed {comp}], in front of everybody still standing about [at {place_short}|near {sight}].',
        picture: { action: 'holding', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'It was the wrong bit. {The_thing} gave a long, mournful noise, the kind a cow might make on discovering it had sat on a hedgehog, and stopped. [Across {place_short}, heads turned.|Heads turned.] A small child laughed, and was shushed. The expert sighed, not unkindly, and set it right. "Who didn\'t follow the middle part?" she asked. Nobody answered. {name} could feel at least [three|four] other people not answering, very hard, all around {them}. {They} studied {sight} with enormous interest, the way you do when you would like to be somewhere, anywhere, else.',
        picture: { action: 'looking', object: 'the_thing' },
      },
      {
        text: 'For a moment it looked as if it might work. Then {the_thing} [shuddered|gave a sort of shrug] and did something nobody had ever seen it do, and the expert, halfway through packing up, turned round very slowly. "Interesting," she said, in the voice people use when they mean the opposite. She set it right with one flick. Everyone looked at {name}. {They} looked at the floor, which had nothing helpful to say. {comp} {comp_habit}, [tactfully looking somewhere else|which was kind, and no help whatsoever]. Nobody said anything, which was worse than a telling-off.',
        picture: { action: 'looking', object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{They} put up a hand. "Could you do the middle part again? I didn\'t understand it. I don\'t think I was the only one." The expert\'s face changed completely. "[Oh, good|Oh, thank goodness]," she said. "That\'s the part that matters." She slowed down, showed it again with {the_thing}, and this time the long word turned out to mean something quite simple. [Four|Five] other hands went up with questions of their own. By the end, everybody could do it properly, and {name} had two new questions, which {they} asked at once.',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} went up to the expert [before {they} could talk {themself} out of it|before {their} courage ran out]. "I didn\'t understand the middle," {they} said. "I pretended I did. Can you explain it again?" The expert put down her bag. "Of course," she said. "That\'s the good bit." She slowed right down, and this time the long words turned out to mean quite simple things. [Three|Four] other people drifted over from across {place_short} to listen, very casually, as if by accident. By the end, everyone could do it properly, and {name} had a whole page of new questions.',
        picture: { action: 'talking', with: ['comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: 'What was it, exactly, that made a question [silly|stupid]? {name} turned it over. A question was only silly if everyone else already knew the answer, and judging by the nodding, everyone did. Except that nodding was easy. {They} had been nodding for ten minutes, and {they} did not know anything. Which meant, logically, that some of the other nodders might be [bluffing|pretending] too. Possibly all of them. Possibly the whole of {place_short} was full of people keeping perfectly good questions in their mouths, like sweets they were too shy to unwrap.',
        picture: { action: 'waiting' },
      },
      {
        text: "The trouble with pretending to know, {name} was [discovering|beginning to discover], was that it felt exactly like knowing right up until the moment it didn't. There had been a warm, clever glow while {they} stepped up to {the_thing}. Now the glow had gone, and all that was left was the question, still [sitting there|waiting patiently], unanswered, exactly where {they} had left it. It had never gone anywhere. It had been a perfectly good question all along. {They} had simply decided, somewhere between the first long word and the second, that having it was embarrassing.",
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
