import type { ThemeWriting } from '../format';

export default {
  themeId: 'parent-away',
  better: [
    'tell {subj} "I miss you" out loud',
    'send {subj} a picture of the day',
    'cross off one more sleep and say goodnight to {subj} anyway',
  ],
  worry: [
    'the missing feeling while {subj} was far away',
    'the lump-in-the-throat feeling about {subj} being away',
    'the long, empty feeling of counting sleeps',
  ],
  tiny: {
    problem: [
      { text: '{subj_intro} was far away, working. Not here at {place_short}. Not at bath time. Not at [story time|breakfast]. {name} missed {subj} [so much|very much]. "I want {subj}!" Down went {the_thing}. [Bump!|Thump!] {They} sat on the floor and cried.', picture: { action: 'crying', object: 'the_thing' } },
      { text: '[Ring, ring!|Buzz, buzz!] There was {subj_intro} on the screen, from far, far away. ["Hello, sweetheart!"|"Hello, my love!"] But {name} was cross that {subj} was not here at {place_short}. {They} turned round and hid {their} face. "No hello!" [Hmph!|Humph!]', picture: { action: 'hiding', with: ['subj'] } },
    ],
    choice: [],
    consequence: [],
    better: [
      { text: 'A grown-up gave {them} a cuddle. Then they drew a picture for {subj}: {sight}, with a big yellow sun. Into the envelope it went! [Lick, stick!|Press, press!] [Off to the post!|Off it went!] And at bedtime, one more sleep was crossed off the [calendar|chart]. One sleep closer to {subj}.', picture: { action: 'giving', object: 'picture' } },
      { text: '{comp} {comp_comfort}. {They} cuddled {subj}\'s old jumper. It smelled [just like|exactly like] {subj}. [Sniff.|Snuggle.] Then {they} looked up at the moon [over {place_short}|through the window]. "{Subj} can see the moon too," said a grown-up. {name} called, as loud as loud, "Night night, {subj}!"', picture: { action: 'hugging', with: ['comp'], object: 'jumper' } },
    ],
  },
  young: {
    problem: [
      { text: '{subj_intro} had gone away for work, far away, for lots and lots of sleeps. {name} had a calendar with the days to cross off, and it was still [very full|full of days]. At {place_short} today, everything made {them} think of {subj}: {sight}, and the spot where they always had a [snack|picnic] together.', picture: { action: 'looking' } },
      { text: 'It was video-call time. There was {subj_intro} on the little screen, waving from far away, with a funny delay, so {subj_his} mouth moved after the words. {name} was at {place_short}, and {subj} was not, and {they} felt a big, tight lump [in {their} throat|come up]. Even {sound} sounded [far away|lonely].', picture: { action: 'looking', with: ['subj'] } },
    ],
    choice: [
      { text: 'A grown-up held out the phone. "Say hello!" But {name} ducked behind {the_thing} and would not come out. "I\'m not talking," {they} said. "{Subj} went away." On the screen, {subj} waited and waved, and [waved|waved again]. {comp} {comp_habit}, [and waited too|and looked at the screen].', picture: { action: 'hiding', with: ['subj'], object: 'the_thing' } },
      { text: '"I\'m not going to bed," {name} said at bedtime, back at {home}, "until {subj} comes home." {They} sat on the floor in {their} pyjamas with {their} arms folded. {comp} stayed right beside {them}. They would [wait|stay up] all night, {they} decided, [for as long as it took|however long it took].', picture: { action: 'waiting', with: ['comp'] } },
    ],
    consequence: [
      { text: 'Later, when {subj} rang to say goodnight, {name} was too cross to talk. The screen went dark, and {they} had not even said goodbye. The lump in {their} throat got [bigger|bigger and bigger]. {comp} {comp_comfort}. Now it was a whole day until the next call, [and a day|and a whole day] is a very long time.', picture: { action: 'crying' } },
      { text: 'Being cross, it turned out, was very tiring. First {comp} yawned, [and {comp_habit}|a big sleepy yawn]. Then {name} yawned, [a huge one|an enormous one]. Then they both fell asleep on the floor in a heap, with {their} foot [tucked under {comp}|resting on {comp}]. A grown-up carried {them} to bed. But {they} still missed {subj} in the morning.', picture: { action: 'sleeping', with: ['comp'] } },
    ],
    better: [
      { text: 'At the next call, {name} came straight to the screen. "I miss you," {they} said. "I miss you too," said {subj}. "Every single day." Then {they} held the phone up to show {subj} {sight}, and {subj} said it was the best thing {subj_he} had seen [all week|all day]. They blew kisses until the call [ended|was over].', picture: { action: 'waving', with: ['subj'] } },
      { text: '{comp} {comp_comfort}. {name} and a grown-up made a "missing you" box for {subj}. Every day {they} put something in it: a drawing of {place_short}, a shiny [pebble|button], a joke written down. Every night {they} crossed off a sleep. The box got fuller, and the calendar got emptier, and that felt [good|a bit better].', picture: { action: 'building', with: ['comp'], object: 'box' } },
    ],
  },
  older: {
    problem: [
      { text: '{subj_intro} had been away for three weeks, working on the other side of the world, and there were five more weeks to go. {name} had worked it out in days, then hours, and then stopped, because the hours were worse. Everything at home ran slightly differently, as if someone had moved all the furniture two centimetres to the left. And today was the big day at {place}, the one {they} had been practising for, and {subj} [would not be there to see it|would miss it]. {They} stood by {sight} and kept glancing at the gate anyway, [out of habit|as if {subj} might somehow walk through it].', picture: { action: 'waiting' } },
      { text: 'The calls with {subj_intro} were the hardest part. Because of the time difference, they happened at odd hours: breakfast for {name}, bedtime for {subj}. The picture froze. {Subj_his} voice arrived a second after {subj_his} face. {Subj} always looked tired, and always said, "Tell me everything," and {they} never knew where to start, so {they} usually said, "Nothing much," and then thought of [a hundred things|everything] the moment the call ended: {sight}, {comp}, the whole of {place_short}. By then the screen was dark, and the things had [nowhere to go|no one to go to].', picture: { action: 'talking', with: ['subj'] } },
    ],
    choice: [
      { text: 'This time, when the call came, {name} decided to give one-word answers. "Fine." "Okay." "Nothing." It was a kind of punishment, though {they} would not have called it that. {Subj} tried a joke. {They} did not laugh. {comp} {comp_habit} and watched {them} with a look that said plainly, [you\'re doing this on purpose|this isn\'t you]. {They} looked away, out at {place_short}, and let the silence fill the screen. On the other side of the world, {subj} waited, [and waited|smiling a bit less each time], for a sentence that did not come. {They} knew it, and still {they} did not say it.', picture: { action: 'hiding', with: ['subj', 'comp'] } },
      { text: '{name} stopped telling {subj} things. What was the point? {Subj} was not here. {Subj_he} would not see the big day at {place_short}, or the [new haircut|new trainers], or anything else. So when the grown-ups said, "Write to {subj} tonight," {they} said, "Maybe tomorrow," and tomorrow never quite arrived. The letters {they} did not write piled up, invisibly, like post that nobody had delivered. {comp} asked once what {subj} thought of {sight}. {They} [shrugged|changed the subject], and {comp} did not ask again. Somehow that was worse than if {comp_he} had [kept on asking|pushed].', picture: { action: 'waiting' } },
    ],
    consequence: [
      { text: 'The call ended with {subj} saying, "Love you. Speak tomorrow," in a voice that was slightly flatter than usual, and then the screen went black. The silence was immediate and total. {name} sat looking at {their} own reflection in the dark glass and felt something sink. {They} had meant to make {subj} feel as bad as {they} felt. It had worked. That turned out to be [no comfort at all|the worst part]. Outside, {sound} went on as usual, which seemed, just then, [very hard to bear|almost rude]. {They} wanted to ring straight back, and did not know what {they} would say.', picture: { action: 'waiting' } },
      { text: 'The days went by, and the gap grew. {Subj} did not know about the big day at {place_short}, or how {they} had [nearly won|done better than ever]. {Subj} did not know about the argument at school, or the joke that had made the whole class laugh, or {comp}. It was like watching a boat drift away from the shore: not dramatic, just slowly, quietly, further off. And {name} was the one who had let go of the rope. {They} could still see it, trailing in the water. It was not too late [to reach for it|to pick it up].', picture: { action: 'waiting' } },
    ],
    better: [
      { text: 'The next morning {name} got up early, before the call, and made a list. When {subj}\'s face appeared, slightly frozen, {they} said, "I\'ve got eleven things to tell you," and told {subj} all of them, including the big day at {place_short}, with actions, and a description of {sight} that went on [quite a long time|for several minutes]. {Subj} laughed so much the picture froze again. Just before the call finished, {they} said, "I miss you," and {subj} said, "I miss you more," and they argued about it [cheerfully|happily] until the call ran out.', picture: { action: 'talking', with: ['subj'] } },
      { text: '{comp} {comp_comfort}, and {name} told a grown-up at home how it really felt. They made a plan together. Every day, {they} would take one photograph, of {sight}, or breakfast, or anything, and send it with one sentence. Every day {subj} would send one back. By Sunday they had fourteen photos between them, and {they} knew what {subj} ate for lunch and what the view from {subj_his} window looked like. It was not the same as being there. It was [a lot better than nothing|much closer than before]. The calendar on the wall had [thirty-one|twenty-nine] sleeps left, and {they} crossed one off.', picture: { action: 'holding', with: ['comp'], object: 'photo' } },
    ],
    inner: [
      { text: '{name} had not realised missing someone could be so physical. It sat in {their} chest at breakfast. It arrived, sharp and sudden, when {they} heard a car door outside. It was strange, too, to be angry with someone for doing their job, a job that was important, a job {they} had even been proud of, once, telling people at school about it. {They} {was} not angry with the job, {they} decided. {They} {was} angry with the distance, which was impossible to shout at, so {subj} had been getting it [instead|by mistake]. [Nearby|Close by], {comp} {comp_habit}, and let {them} think it through.', picture: { action: 'waiting', with: ['comp'] } },
      { text: 'Lying in bed at {home}, {name} tried to picture what it was like at the other end. {Subj} in a room somewhere, in a time zone where it was already tomorrow, opening a laptop to a screen full of one-word answers. It was an uncomfortable picture. {They} had assumed missing someone only went one way, from the person left behind to the person who went. But of course {subj} was missing things too: the big day, the haircut, the ordinary arguments about socks. Everything, in fact. [Perhaps|Probably] more than {they} {was}. {They} decided to tell {subj} all of it [tomorrow|at the very next call].', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
