import type { ThemeWriting } from '../format';

export default {
  themeId: 'saving-up',
  better: ['save {their} coins for the thing {they} really wanted', 'keep {their} coins safe in {subj}, one by one'],
  worry: ['the itchy wish to spend every coin at once', 'the tug of the sweet stall'],
  trouble: ['the thing in the shop window', 'the coins in {subj}', 'the counting and the wanting'],
  tiny: {
    problem: [
      {
        text: 'Clink! Clink! {They} had four coins in {subj_intro}. In the shop at {place} there was a spinning top, [red and gold|blue and silver]. Whirr! {They} wanted it so much. But look! Sweets! Tip, tip went {subj}. Out rolled a coin. Out rolled another.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{They} had {subj_intro}. Rattle? No rattle. Empty! In the shop at {place} sat a spinning top. [Whirr!|Whizz!] Then a coin for {name}. Shiny! Off {they} ran to spend it. A sticker. Gone! Another coin. A balloon. Pop! Gone.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Stop! No more spending. Home from {place_short}, and... clink! The next coin went into {subj}. Clink! And the next. Clink! Then one day {subj} was heavy. [Jingle, jingle!|Rattle, rattle!] Off to the shop! Whirr went the spinning top, round and round and round.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: 'The next coin went into {subj}. Plink! [Home from {place_short}, and the next.|Back from {place_short}, and the next.] Plink! And the next. {They} shook {subj}. Rattle, rattle! Lots and lots! Off to the shop! Whirr went the spinning top. [It did not pop.|It did not go pop.] It stayed.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'In the window of the little shop at {place} sat a torch that shone three colours, red and green and blue. It cost ten coins. {name} had seven in {subj_intro}, and {they} shook it every morning [to hear them jingle|just to listen]. "Three more," {they} told {comp}. "Only three more, and it\'s mine."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Stuck on the front of {subj_intro}, in crayon, was a picture of a torch: the torch from the shop at {place}, the one that shone three colours. It cost ten coins. {name} had seven. Every night {they} shook {subj} and counted, and every night it was still seven, [which was nearly ten|but it was a very good seven].',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    choice: [
      {
        text: 'Then, by the shop door at the edge of {place_short}, {they} saw a tub of [sherbet lemons|fizzy cola bottles]. One coin a bag. {They} had seven coins. Seven was loads. "Just one bag," {they} said, and tipped {subj} upside down. Then one more bag for later. Then one more, because it was such a nice day.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: 'But by the shop door, just past {sight}, sat a wind-up frog that hopped. It was green and shiny, and it cost three coins. "Ooh," said {name}. {They} looked at the frog. {They} forgot all about the torch. {They} [opened|unscrewed] {subj} and counted out three coins.',
        picture: { action: 'holding' },
      },
    ],
    consequence: [
      {
        text: 'By teatime, it was all gone, or broken, or both. When {they} shook {subj}, it made a thin, lonely sound. Four coins. In the window, the torch still shone red and green and blue, and {they} could only look. {comp} {comp_comfort}, [which helped a little|which was something].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{They} counted what was left, while {comp} {comp_habit}. One, two, three, four. The torch cost ten. Ten was a long, long way from four, [much further|ever so much further] than it had been from seven. {name} pressed {their} nose to the shop window, and the torch shone red and green and blue, just out of reach.',
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: '{They} started again. Every coin went straight into {subj}, plink, before {they} could even think about spending it. {They} helped [sweep the step|carry the shopping] and earned two more, and {comp} cheered every one. And one bright morning, {they} counted ten. The torch went home with {them} that very day, and that night {they} made red and green and blue stars on the bedroom ceiling.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{They} drew a new picture for {subj}: the torch again, bigger, with a row of ten empty circles underneath. Every coin got a circle coloured in. {They} walked past the sweets and the frogs and {sight} with {their} hands [in {their} pockets|held tight behind {their} back]. When the tenth circle was coloured, {they} marched into the shop, and that night the bedroom ceiling was covered in stars.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'For eleven weeks, every coin {name} got had gone into {subj_intro}: birthday money, tooth money, the coins from washing the car and the one found in the sofa. The brass compass in the window of the shop at {place} cost twenty. {Subj} now held seventeen. {They} had counted them so often that {they} knew which one had the scratch and which one was foreign and [possibly worth nothing|probably chocolate]. Three more, and the compass with the lid that clicked shut would be {theirs}. {They} had already decided where it would live: in {their} left pocket, [always|every single day], pointing the way to {place_short} and back.',
        picture: { action: 'looking' },
      },
      {
        text: 'There was a brass compass in the window of the shop at {place}, with a lid that clicked shut, and {name} had been visiting it for weeks. It cost twenty coins. Today, after a whole spring of birthday money, tooth money and jobs, {subj_intro} held exactly twenty. {They} rattled it all the way down the street. "Today," {they} told {comp}, who {comp_habit}. "Definitely today." It was also, as it happened, the day of the fair, and the fair was [between {them} and the shop|on the way]. {They} could already hear it.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    choice: [
      {
        text: "On the way, there was the fair at {place}, and at the fair there was a stall of glow-in-the-dark everything: yo-yos, bouncy balls, stars, a spinning thing with lights. {name}'s friends were buying. They clattered about with glowing pockets. The compass would still be there next week, {they} reasoned, and the week after. A few coins here would hardly make a difference. [Five, perhaps.|Six at the very most.] {They} bought a yo-yo and a ball and a packet of stars, and felt, for about twenty minutes, extremely rich. {comp} looked at the bag, and then at {them}, and [said nothing|kept very quiet], which {they} chose to take as approval.",
        picture: { action: 'holding' },
      },
      {
        text: 'On the way, there was the fair, set up right beside {sight}, and at the fair there was a lucky-dip barrel. "Every ticket wins!" called the man beside it. "Top prize on the shelf!" One go would not hurt. One coin. {They} dipped. A plastic ring. Well, the next one might be the top prize. {They} dipped again: a pencil topper shaped like a strawberry. Again: a tiny plastic frog. Every time, the top prize seemed closer, the way the horizon does. "So nearly!" said the man, [cheerfully|with great sympathy], every single time.',
        picture: { action: 'holding' },
      },
    ],
    consequence: [
      {
        text: 'By [teatime|late afternoon], most of what {they} had bought had broken, bounced away or stopped [glowing|working]. {name} walked past the shop on the way home. The compass sat in the window, exactly as before, with its lid [open|open like a little mouth]. [Under a lamp post|On the shop step], {they} counted what was left in {subj}. The compass, which had been almost {theirs} that morning, was now weeks away. Not days. [Weeks.|Whole weeks.] It felt like [the other side of the world|a different year]. {They} shook {subj}. It did not rattle so much as whisper.',
        picture: { action: 'looking' },
      },
      {
        text: "That night, back at {home}, {they} tipped {subj} out onto the bed and laid the coins in a line. The line was [short|very short]. Next to it {they} laid everything {they} had bought: a small heap of [plastic and string and glitter|things that had seemed important at the time]. Not one of them clicked shut. Not one of them was a compass. {They} looked at the heap for a long time, and the heap, to be fair, looked rather embarrassed about it. The yo-yo string had already [knotted|tangled itself into a bird's nest]. The stars had stopped glowing by half past eight. {name} counted the coins once more, slowly, in case counting slowly made more of them. It [did not|did not, annoyingly].",
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: 'The shop bell gave its little [ting|tinkle] as {name} went in, and the shopkeeper smiled, because {they} had been in to look at the compass so many times. {They} tipped {subj} out on the counter and counted. Then counted again, out loud, in case the shopkeeper could count it [differently|better]. {They} could not. It was short, and not by [one or two|a little]. The shopkeeper [was kind about it|did not laugh], which somehow made it worse. "It\'ll keep," she said, and put the compass back in the window, lid open. {comp} {comp_comfort}. Outside, in {their} pocket, the [winnings|treasures] from the fair clicked together, and not one of them was worth what it had cost.',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    better: [
      {
        text: '{They} did not sulk, or not for long. {They} made a chart with a box for every missing coin and stuck it on the wardrobe. {They} did jobs, properly, even the worst one, the drain, while {comp} {comp_habit} and kept count. {They} walked past every stall and sweet shop with {their} hands [firmly in {their} pockets|clasped behind {their} back]. Weeks later, {name} tipped twenty coins onto the shop counter, and the shopkeeper, who had apparently been watching, said, "I wondered when you\'d come." The lid clicked shut, exactly as it had in {their} head all along, only better.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{They} wrote COMPASS on a strip of paper and stuck it on the lid of {subj}, with a row of empty boxes underneath, one for each missing coin. Every coin that came in got a tick. The heap from the fair went into a drawer, all except one small glittery thing, which {they} gave to a cousin who thought it was treasure. It took until the end of summer, and {they} walked past {sight} more times than {they} could count. When the lid finally clicked shut in {their} hand, the sound was [exactly|precisely] as good as {they} had imagined, and somehow better, because {they} had paid for it twice.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    inner: [
      {
        text: 'The sums were not complicated. {name} had done harder sums in {their} sleep. What was complicated was that every coin had felt like such a good idea at the time. None of it had felt like spending the compass. It had felt like spending a little bit of extra, a coin nobody would miss. But there was no extra. Every coin was a piece of the compass, and {they} had been breaking bits off it and calling them [treats|bargains]. It was an irritating thing to understand, because once {they} understood it, {they} could not stop understanding it.',
        picture: { action: 'waiting' },
      },
      {
        text: 'It was clever, {name} had to admit, sitting in {home} with {their} coins. Nobody had forced {them} to do anything. Each coin had been a separate little decision, and each one had been perfectly sensible on its own. It was only when you added them up that you got a short line of coins and a heap of [glitter|plastic]. {They} picked up the smallest thing in the heap and turned it over. It had a look about it of [mild surprise|faint apology], as if it, too, had expected to be a compass.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
