import type { ThemeWriting } from '../format';

export default {
  themeId: 'new-sibling',
  better: ['say hello to {subj} in a big-kid voice', 'tell {carer} about the left-out feeling', 'hold out one finger for {subj} to grip'],
  worry: ['the left-out worry about {subj} coming', 'the worry that there was no room left for the big one', 'the prickle of being pushed aside'],
  trouble: ['the fuss about the new baby', 'the getting ready for {subj}', 'the busy, baby-shaped days'],
  tiny: {
    problem: [
      {
        text: 'Everybody was busy getting ready for {subj_intro}. A cot! Tiny socks! A [little hat|wee blanket]! "Baby, baby, baby," said everyone, even at {place_short}. Nobody looked at {name}. [Stamp, stamp|Stomp, stomp] went {their} feet. "Too much baby!"',
        picture: { action: 'looking', object: 'cot' },
      },
      {
        text: "Soon {subj_intro} would come to live with {name}'s family. The grown-ups talked about the baby all day long. [Baby this!|Baby that!] {name} wanted a cuddle. But everyone was busy. So {they} hid behind {the_thing}, [all alone|all by {themself}], with a cross face.",
        picture: { action: 'hiding', object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Then {carer} found {them}. "There you are! I saved a cuddle just for you. There\'s always a cuddle for you." A [big, squeezy|great big] cuddle. And when {subj} came home, {name} sang {subj} a little song, [soft as anything|very softly]. {Subj} looked and looked. "{Subj} [likes|loves] your voice," {carer} whispered.',
        picture: { action: 'hugging', with: ['subj'] },
      },
      {
        text: '{comp} {comp_comfort}. {Carer} gave {them} a big cuddle, just for {them}. Then, when {subj} came home, {name} peeped in. [Tiny fingers. Tiny toes.|Tiny hands. Tiny nose.] {They} held out one finger, and {subj} held on tight. [Squeeze!|Grip!] "Hello," {they} whispered. "I\'m the big one." And the big one got [a cuddle|the first cuddle] too.',
        picture: { action: 'holding', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Everyone was getting ready for {subj_intro}. There was a cot in the corner and a pile of tiny socks, and even at {place_short} the grown-ups talked about the baby. ["So exciting!" "Tiny toes!"|"Not long now!" "A baby!"] {name} stood at the back on tiptoe. Nobody asked {them} anything at all.',
        picture: { action: 'waiting', object: 'cot' },
      },
      {
        text: 'Soon there would be {subj_intro}, and everything was about {subj}. Which blanket? Which name? Where would the cot go? At {place_short} today, whenever {name} began a story, {carer} said, "Just a minute," and talked about the baby [again|some more]. It had happened [three times|four times] already.',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: '"I don\'t want a baby," {name} said, loudly enough for everyone to hear. "Not ever." Then {they} stomped off to {the_thing} and turned {their} back on the whole crowd, arms folded [tight|tight as a knot]. {comp} [looked unsure|said nothing].',
        picture: { action: 'hiding', object: 'the_thing' },
      },
      {
        text: '{name} had a plan. If babies got all the attention, {they} would be a baby too. So {they} crawled about [on {their} hands and knees|all over {place_short}], wailing, "Waaah! I want a bottle! I want to be carried!" {comp} stared, [very puzzled|most puzzled].',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'It was lonely on {their} own. {name} could hear everyone laughing without {them}, [over by {sight}|across {place_short}]. When {they} peeped back, {carer} was looking round for {them}, as if {carer_he} had saved {them} a place. But {they} stayed put, arms still folded. The left-out feeling did not go away. It got [bigger|heavier].',
        picture: { action: 'waiting', object: 'the_thing' },
      },
      {
        text: '"Shall we have a biscuit?" said {carer}, trying to be cheerful. But {name} said no, because {they} {was} still cross, and then had to watch everybody else eat the biscuits. {comp} told a joke, [right there in {place_short}|about {sight}], and {they} laughed before {they} could stop, which was annoying, because {they} had meant to stay cross [all day|for ever].',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{Carer} came and knelt beside {them}. "I miss our time together too," {carer_he} said. "Babies need lots of looking after, but you\'ll always have a time that\'s just yours. Bedtime stories stay the same." And when {subj} came home, {name} was the one who showed {subj} {sight}, and {subj} gazed and gazed.',
        picture: { action: 'sharing', with: ['subj'] },
      },
      {
        text: '{comp} {comp_comfort}. {Carer} sat down with {name}. "Are you worried we\'ll forget you?" {They} nodded. "Never. Not for a minute. You\'re our big one." Then they planned a special job, just for {name}: when {subj} came and cried, {name} would be the one to hum {subj_him} the bedtime hum, the one {carer} had hummed to {them} since {they} {was} tiny. {They} practised it there and then, very softly. "Babies can hear voices before they are born," said {carer}. "{Subj} will know yours already."',
        picture: { action: 'comforting', with: ['subj'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Everybody was getting ready for {subj_intro}, and it felt as if the whole world had joined in. People {name} barely knew brought tiny socks and knitted rabbits. {Their} old room was being turned into a nursery, so {they} would be sharing the small room with the sloping ceiling. And every single visitor asked the same question: "Are you excited about being the big one?" {They} smiled the kind of smile that stays on the outside of your face. The honest answer was [more complicated than that|not one you could say out loud]. Even at {place}, {they} looked at {sight} and wondered whether there would be any room left for {them}.',
        picture: { action: 'waiting' },
      },
      {
        text: 'Today was supposed to be {name}\'s day at {place}. It had been promised for weeks. But every few minutes the talk turned back to {subj_intro}: cots, names, car seats, who would look after {name} when the time came. "Soon," the grown-ups kept saying, when {they} asked to go and see {sight}. "Just five more minutes." By the [fourth|fifth] five minutes, {they} had stopped believing in five minutes altogether, and {they} had started to wonder what it would be like once {subj} was actually here, if it was like this already.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: '"Nobody cares about me any more," {name} said. It came out louder than {they} meant, and sharper. Before anyone could answer, {they} turned and walked away, fast, past {sight}, and did not stop until the voices behind {them} were only a murmur. {comp} {comp_moves} after {them} but kept a little way back, [the way good friends do|as if {comp_he} understood]. {They} did not look round. Looking round would have meant seeing whether anyone minded, and {they} {was} not sure which answer would be worse.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{name} decided that if nobody was going to notice {them}, {they} would not notice the baby business either. When {carer} asked {them} to help choose a toy for {subj}, {they} shrugged and said, "Don\'t care." When they talked about names, {they} looked at {sight} instead. It felt [strong|clever], for about a minute, to be the one doing the ignoring for a change. {They} kept {their} eyes fixed on the far side of {place_short}, [with great determination|very firmly].',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: "Nobody came over, not straight away. {name} stood on {their} own and discovered that refusing to be part of something is a very efficient way to be left out of it. What {they} had said was still [hanging in the air|ringing in {their} ears]. From across {place_short} came the grown-ups' voices, still busy with cots and car seats. {They} kicked at the ground. Being cross was supposed to feel strong. Instead it felt [lonely|small and lonely].",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Then {name} heard laughter. The grown-ups had found a tiny knitted hat with ears, the silliest thing anyone had ever seen, and were trying it on [a teddy|their own fists]. Everyone had seen it except {them}. {They} had been so busy looking the other way that {they} had missed the funniest moment of the day. It was a strange, hollow feeling, like being left out of a joke you had chosen not to hear. {comp} {comp_habit} and glanced at {them}, [kindly|without a word], which somehow made it [harder|worse].',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: "Later, {carer} found {them} and did not tell {them} off. {They} said it before {they} could lose {their} nerve. \"I'm scared you'll forget about me when the baby's here.\" {Carer} sat down close. \"We won't. Not for a single day. Babies need a lot of looking after, and sometimes you'll have to wait, but you are still our {name}, and that doesn't change.\" They made a plan on the spot: a slice of every day that belonged to {name} alone, baby or no baby. And when {subj} came home, {they} found {they} didn't mind leaning in to say hello. {Subj} [blinked|yawned], which {they} chose to take as hello back.",
        picture: { action: 'hugging' },
      },
      {
        text: '{comp} {comp_comfort}, and after a while {name} went back. {Carer} made room on the bench. "I\'ve missed you today," {carer_he} said. "I\'m sorry it\'s all been baby talk. You matter every bit as much as you did before." Then came the job only the big one could do: choosing the first song {subj} would hear from {them}. When {subj} came home, {they} leaned in, sang it, and a tiny hand found {their} finger and gripped it, hard. "That\'s the strongest grip anyone\'s had," said {carer}. {They} {was} [rather good at this|the best at it].',
        picture: { action: 'holding', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: 'The annoying thing, {name} thought, was that {they} did want to love {subj}. {They} had imagined holding that tiny hand and had felt something go soft and fierce inside at the same time. But it turned out to be perfectly possible to look forward to someone and also wish, just for one afternoon, that everybody would talk about something else. Did that make {them} a [terrible|dreadful] person? Probably not, {they} decided, watching {sight}. Probably it just made {them} someone whose whole life was about to be rearranged by a person the size of a [loaf of bread|bag of flour], without anyone asking {their} opinion.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "{name} tried to imagine life after {subj}: the busy breakfasts, the grown-ups with their arms full. Part of {them} wanted everything to stay the same so badly it ached. Another part, smaller and more surprising, kept wondering what {subj}'s first word would be, and whether {they} could teach {subj_him} a [high five|proper high five] before anyone else did. The two parts did not get along. {They} suspected they would have to learn to share a room, like everyone else in the family. Beside {them}, {comp} {comp_habit}, [and did not take sides|keeping out of it].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
