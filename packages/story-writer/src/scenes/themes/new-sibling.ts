import type { ThemeWriting } from '../format';

export default {
  themeId: 'new-sibling',
  better: [
    'say hello to {subj} in a big-kid voice',
    'tell a grown-up about the left-out feeling',
    'hold out one finger for {subj} to grip',
  ],
  worry: [
    'the left-out feeling since {subj} came home',
    'the worry that there was no room left for the big one',
    'the prickly, pushed-aside feeling',
  ],
  tiny: {
    problem: [
      { text: 'Look who came to {place_short} today! {subj_intro}, tiny and new, was snuggled in a sling. Everyone [cooed|cooed and cooed]. "Ooh! Aah! Look at [those tiny toes|that little nose]!" Nobody looked at {name}. [Stamp, stamp|Stomp, stomp] went {their} feet. "Too much baby!"', picture: { action: 'looking', with: ['subj'], object: 'sling' } },
      { text: 'Along came {subj_intro}, crying, [all across {place_short}|very loudly]. ["Waaah! Waaah!"|"Wah! Wah! Waaah!"] The grown-ups [rocked and shushed and bounced|rocked and jiggled and hummed]. {name} wanted a cuddle too. But every lap was full of baby. So {they} hid behind {the_thing}, [all alone|all by {themself}], with a cross face.', picture: { action: 'hiding', with: ['subj'], object: 'the_thing' } },
    ],
    choice: [],
    consequence: [],
    better: [
      { text: 'Then a grown-up found {them}. "There you are! I saved a cuddle just for you." A [big, squeezy|great big] cuddle. After that, {name} sang {subj} a little song, [right there by {sight}|soft as anything]. {Subj} stopped crying and looked and looked. "{Subj} [likes|loves] your voice," whispered the grown-up.', picture: { action: 'hugging', with: ['subj'] } },
      { text: '{comp} {comp_comfort}. {name} peeped at {subj}. [Tiny fingers. Tiny toes.|Tiny hands. Tiny nose.] {They} held out one finger, and {subj} held on tight. [Squeeze!|Grip!] "Hello," {they} whispered. "I\'m the big one." And the big one got [a cuddle|the first cuddle] too.', picture: { action: 'holding', with: ['subj', 'comp'] } },
    ],
  },
  young: {
    problem: [
      { text: 'That morning there was someone very small at {place_short}: {subj_intro}, tucked up in a buggy [under a soft blanket|in a woolly hat]. Everyone crowded round. ["So tiny!" "Such little toes!"|"Look at those fingers!" "So sweet!"] {name} stood at the back on tiptoe, but all {they} could see was the top of a blanket. Nobody asked {them} anything at all.', picture: { action: 'waiting', with: ['subj'], object: 'buggy' } },
      { text: 'It was three weeks since the grown-ups had come home with {subj_intro}. {Subj_he} {subj_was} tiny, but {subj_he} had a very big voice. Whenever {subj_he} cried, every grown-up came running, and whatever they had been doing with {name}, a story or a game, stopped halfway. At {place_short} today it had happened [three times|four times] already, [always at the good part|in the best bits].', picture: { action: 'looking', with: ['subj'] } },
    ],
    choice: [
      { text: '"I don\'t like that baby," {name} said, loudly enough for everyone to hear. "Send {subj_him} back." Then {they} stomped off to {the_thing} and turned {their} back on the whole crowd, arms folded [tight|tight as a knot]. {comp} [looked unsure|said nothing].', picture: { action: 'hiding', object: 'the_thing' } },
      { text: '{name} had a plan. If babies got all the attention, {they} would be a baby too. So {they} crawled about [on {their} hands and knees|all over {place_short}], wailing, "Waaah! I want a bottle! I want to be carried!" {comp} stared, [very puzzled|most puzzled].', picture: { action: 'playing', with: ['comp'] } },
    ],
    consequence: [
      { text: 'It was lonely on {their} own. {name} could hear everyone laughing without {them}, [over by {sight}|across {place_short}]. And when {they} peeped back, one of the grown-ups looked a little sad, the way grown-ups do when they are tired and someone has been cross with them. The left-out feeling did not go away. It got [bigger|heavier].', picture: { action: 'waiting', object: 'the_thing' } },
      { text: '"Shall we have a biscuit?" said a grown-up, trying to be cheerful. But {name} said no, because {they} {was} still cross, and then had to watch everybody else eat the biscuits. {comp} told a joke, [right there in {place_short}|about {sight}], and {they} laughed before {they} could stop, which was annoying, because {they} had meant to stay cross [all day|for ever].', picture: { action: 'playing', with: ['comp'] } },
    ],
    better: [
      { text: 'A grown-up came and knelt beside {them}. "I miss our time together too," the grown-up said. "Will you help me? You know all the [best things|best places] at {place_short}." So {name} showed {subj} {sight}, and {subj} gazed and gazed. And at bedtime there was still a story just for {them}, [same as always|the same as ever].', picture: { action: 'sharing', with: ['subj'] } },
      { text: 'When {subj} began to cry again, {name} leaned close to the buggy. "Shh, it\'s me," {they} whispered, and sang the song {they} liked best, [softer than {sound}|very softly]. {Subj} went quiet and stared up at {them} with big round eyes. "{Subj} knows your voice already," said a grown-up, and gave {them} [a squeeze|a hug] that lasted a long time.', picture: { action: 'comforting', with: ['subj'], object: 'buggy' } },
    ],
  },
  older: {
    problem: [
      { text: 'It was the first trip to {place} for {subj_intro}, and it felt as if the whole place had come out to meet {subj_him}. People {name} barely knew stopped to peer into the buggy. They brought tiny socks and knitted rabbits. Every single one of them asked the same question: "And are you enjoying being the big one?" {They} smiled the kind of smile that stays on the outside of your face. The honest answer was [more complicated than that|not one you could say out loud]. {They} looked past the buggy at {sight}, which nobody else seemed to have noticed, and [felt oddly like it|wondered if it felt left out too].', picture: { action: 'waiting', with: ['subj'], object: 'buggy' } },
      { text: 'Today was supposed to be {name}\'s day at {place}. It had been promised for weeks. But there was {subj_intro}, who needed feeding, and then changing, and then would only sleep if the buggy kept moving, so the grown-ups walked round and round the same patch while {they} waited. "Soon," they kept saying. "Just five more minutes." By the [fourth|fifth] five minutes, {they} had stopped believing in five minutes altogether. {comp} {comp_habit}, [as bored as {they} {was}|trying to be patient], and {sound} seemed to be going on [somewhere far more interesting|everywhere but here].', picture: { action: 'waiting', with: ['subj'], object: 'buggy' } },
    ],
    choice: [
      { text: '"Nobody cares about me any more," {name} said. It came out louder than {they} meant, and sharper. Before anyone could answer, {they} turned and walked away, fast, past {sight}, and did not stop until the voices behind {them} were only a murmur. {comp} {comp_moves} after {them} but kept a little way back, [the way good friends do|as if {comp_he} understood]. {They} did not look round, not even when {sound} [rose behind {them}|drifted after {them}]. Looking round would have meant seeing [their faces|whether anyone minded], and {they} {was} not sure which answer would be worse.', picture: { action: 'running', with: ['comp'] } },
      { text: '{name} decided that if nobody was going to notice {them}, {they} would not notice {subj} either. When the buggy came close, {they} looked at {sight} instead. When someone asked if {they} wanted to hold {subj}, {they} shrugged and said, "Not really." It felt [strong|clever], for about a minute, to be the one doing the ignoring for a change. {They} kept {their} eyes fixed on the far side of {place_short}, [with great determination|very firmly], and tried not to hear the small noises coming from the buggy. They were [very small noises|tiny, snuffly noises]. They were surprisingly hard not to hear.', picture: { action: 'hiding', with: ['comp'] } },
    ],
    consequence: [
      { text: 'Nobody came over, not straight away. Somebody had to stay with {subj}, who had started crying again. {name} stood on {their} own and discovered that refusing to notice anyone is a very efficient way to go unnoticed yourself. What {they} had said was still [hanging in the air|ringing in {their} ears]. {They} hoped nobody had heard it. {They} knew everybody had. From across {place_short} came the thin sound of {subj} crying, and, underneath it, a grown-up\'s voice, [tired and patient|patient and tired], saying shh, shh, shh. {They} kicked at the ground and wished [the words back|the last five minutes away].', picture: { action: 'waiting', with: ['comp'] } },
      { text: 'Then {name} heard a gasp and a laugh from the grown-ups. "Look! Did you see that? {Subj} smiled! {Subj_he} really smiled!" Everyone had seen it. Everyone except {them}. {They} had been so busy looking the other way that {they} had missed the first [real|proper] smile {subj} had ever smiled. It was a strange, hollow feeling, like being left out of a joke you had chosen not to hear. {comp} {comp_habit} and glanced at {them}, [kindly|without a word], which somehow made it [harder|worse]. {They} stared at the buggy and decided that next time, [{they} would be looking|{they} would not miss it].', picture: { action: 'looking', with: ['subj'] } },
    ],
    better: [
      { text: 'Later, a grown-up found {them} and didn\'t tell {them} off. {They} said it before {they} could lose {their} nerve. "I miss it being just us." The grown-up nodded slowly. "I miss it too, sometimes. That\'s allowed." They sat together for a while, watching {sight}, and made a plan on the spot: a slice of every day that belonged to {name} alone, baby or no baby. Then {subj} [woke up|stirred in the buggy], and {they} found {they} didn\'t mind leaning in to say hello. {Subj} [blinked|yawned], which {they} chose to take as hello back.', picture: { action: 'hugging', with: ['subj'] } },
      { text: '{comp} {comp_comfort}, and after a while {name} went over to the buggy. {They} leaned in and pulled the silliest face {they} owned, the one with the crossed eyes. {Subj} stared up at {them} as if it were the best show in the world. Then a tiny hand found {their} finger and gripped it, hard. "That\'s the strongest grip anyone\'s had," said a grown-up. It turned out there was a job at {place_short} that only the big one could do, and {they} {was} [rather good at it|the best at it]. {They} did it [for the rest of the afternoon|until {subj} fell asleep].', picture: { action: 'holding', with: ['subj', 'comp'] } },
    ],
    inner: [
      { text: 'The annoying thing, {name} thought, was that {they} did love {subj}. {They} had held that tiny hand on the very first day and felt something go soft and fierce inside at the same time. But it turned out to be perfectly possible to love someone and also wish, just for one afternoon, that they came with a volume knob. Did that make {them} a [terrible|dreadful] person? Probably not, {they} decided, watching {sight}. Probably it just made {them} someone whose whole life had been rearranged by a person the size of a [loaf of bread|bag of flour], without anyone asking {their} opinion.', picture: { action: 'waiting', with: ['comp'] } },
      { text: '{name} tried to remember what it had been like before {subj}: the quiet breakfasts, the grown-ups who always had a free lap and a free ear. It already felt like a story about somebody else. Part of {them} wanted it back so badly it ached. Another part, smaller and more surprising, kept wondering what {subj}\'s first word would be, and whether {they} could teach {subj_him} a [high five|proper high five] before anyone else did. The two parts did not get along. {They} suspected they would have to learn to share a room, like everyone else in the family. Beside {them}, {comp} {comp_habit}, [and did not take sides|keeping out of it].', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
