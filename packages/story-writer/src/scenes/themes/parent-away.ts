import type { ThemeWriting } from '../format';

// Someone who is away (military-family and child-development guidance on a parent working away): said
// plainly that they are away and coming back, with no date promised; rituals that hold the days together
// (a calendar, a voice message, a photo, the same story at bedtime); it is all right to miss them and to
// be cross; a grown-up on the page says they love the child while away. Nothing magic fixes the missing.
export default {
  themeId: 'parent-away',
  better: ['tell {carer} about the missing feeling', 'send {subj} a goodnight message', 'cross off today on the calendar and say goodnight to {subj} anyway'],
  worry: ['the missing while {subj} stayed far away', 'the lump in the throat about {subj} being away', 'the cross, missing ache about {subj}'],
  trouble: ['the empty place at the table', 'the long wait for {subj}', 'the missing of {subj}'],
  tiny: {
    problem: [
      {
        text: '{subj_intro} had gone far away, for a while. Not here at {place_short}. Not at bath time. Not at [story time|breakfast]. {name} missed {subj} [so much|very much]. "I want {subj}!" Down went {the_thing}. [Bump!|Thump!] {They} sat on the floor and cried.',
        picture: { action: 'crying', object: 'the_thing' },
      },
      {
        text: '[Ring, ring!|Buzz, buzz!] There was {subj_intro} on the screen, from far, far away. ["Hello, sweetheart!"|"Hello, my love!"] But {name} was cross that {subj_he} {subj_was} not here at {place_short}. {They} turned round and hid {their} face. "No hello!" [Hmph!|Humph!]',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{Carer} gave {them} a big cuddle. "You miss {subj}. It\'s all right to be cross, too. {Subj} will love you every single day, near or far. And {subj_he} will come back." Then they drew a picture for {subj}: {sight}, with a big yellow sun. At bedtime, {they} crossed off one day on the calendar. [Cross!|Done!] "Night night, {subj}."',
        picture: { action: 'hugging', object: 'picture' },
      },
      {
        text: '{comp} {comp_comfort}. {Carer} came too. "Cross is all right. Missing is all right." Then they played {subj}\'s goodnight message. "Night night, my love. I love you, I miss you, and I\'m coming back." {name} pressed play again. And again. [Snuggle.|Cosy.] "Night night, {subj}," {they} whispered to the photo by the bed.',
        picture: { action: 'listening', with: ['comp'], object: 'phone' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{subj_intro} had to be far away for a while, and nobody knew yet exactly how long. At home there was a calendar on the fridge, with a cross for every day. At {place_short} today, everything made {name} think of {subj}: {sight}, and the spot where they always had a [snack|picnic] together.',
        picture: { action: 'looking' },
      },
      {
        text: 'It was video-call time. There was {subj_intro} on the little screen, waving from far away, with a funny delay, so {subj_his} mouth moved after the words. {name} was at {place_short}, and {subj_he} {subj_was} not, and {they} felt a big, tight lump [in {their} throat|come up]. {They} held the phone very close[, as if that might help| to {their} face].',
        picture: { action: 'looking', with: ['subj'], object: 'phone' },
      },
    ],
    choice: [
      {
        text: '{Carer} held out the phone. "Say hello to {subj}!" But {name} ducked behind {the_thing} and would not come out. "I\'m not talking," {they} said. "{Subj} went away." On the screen, {subj} waited and waved, and [waved|waved again]. {comp} {comp_habit}, [and waited too|and looked at the screen].',
        picture: { action: 'hiding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} decided to be cross with {subj}, very cross, for being away. When {carer} said, "Shall we send {subj} a picture of {sight}?", {they} said, "No." When {carer_he} said, "Shall we tell {subj} about today?", {they} said, "No, no, NO." Then {they} folded {their} arms and [stuck out {their} lip|stamped {their} foot].',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'Later, {name} still had the whole day inside {them}, all the news and all the missing, with nowhere to put it. The lump in {their} throat got [bigger|bigger and bigger]. What if {subj} forgot about {them}, all that way away? {comp} {comp_comfort}, but the missing feeling [stayed|would not go].',
        picture: { action: 'crying', with: ['comp'] },
      },
      {
        text: 'Being cross, it turned out, was very tiring. First {comp} yawned, [a big sleepy yawn|a long, slow yawn]. Then {name} yawned, [a huge one|an enormous one]. But the cross feeling did not go, and underneath it was a sad one: {they} missed {subj}, and {subj} did not even know [about today|what {they} had done today].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'At bedtime, {name} told {carer} everything: the cross bit and the sad bit. "It\'s all right to feel both," {carer_he} said. "{Subj_he} {subj_is} missing you too. {Subj} will love you every single day, near or far, and {subj_he} will come back." Then they recorded a message: "Goodnight, {subj}. I saw {sight} today." In the morning there was one back: "Goodnight, my love. Keep the calendar going." {They} crossed off [one more day|another day].',
        picture: { action: 'talking', object: 'phone' },
      },
      {
        text: '{comp} {comp_comfort}. When {subj} rang again, {name} came straight to the screen. "I missed you. And I was cross." "That\'s all right," said {subj}. "I miss you too, every day, and I love you all the way from here. I\'m coming back." Then {they} held up the phone to show {subj} {sight}. At bedtime they read the same story at the same time, one at each end of the phone.',
        picture: { action: 'waving', with: ['subj', 'comp'], object: 'phone' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{subj_intro} had been away for three weeks now, a very long way off, and nobody could say yet exactly which day {subj_he} would be back. {name} had tried counting in days, then in hours, and then stopped, because the hours were worse. Everything at home ran slightly differently, as if someone had moved the furniture two centimetres to the left. And today was the big day at {place}, the one {they} had practised for, and {subj} [would not be there to see it|would miss it]. {They} stood by {sight} and kept glancing at the gate anyway, [out of habit|as if {subj} might somehow walk through it].',
        picture: { action: 'waiting' },
      },
      {
        text: 'The calls with {subj_intro} were the hardest part. Because of the time difference, they happened at odd hours: breakfast for {name}, bedtime for {subj}. The picture froze. {Subj_his} voice arrived a second after {subj_his} face. {Subj} always looked tired, and always said, "Tell me everything," and {they} never knew where to start, so {they} usually said, "Nothing much," and then thought of [a hundred things|everything] the moment the call ended: {sight}, {comp}, the whole of {place_short}. By then the screen was dark, and the things had [nowhere to go|no one to go to].',
        picture: { action: 'talking', with: ['subj'], object: 'phone' },
      },
    ],
    choice: [
      {
        text: 'This time, when the call came, {name} decided to give one-word answers. "Fine." "Okay." "Nothing." It was a kind of punishment, though {they} would not have called it that. {Subj} tried a joke. {They} did not laugh. {comp} {comp_habit} and watched {them} with a look that said plainly, [you\'re doing this on purpose|this isn\'t you]. {They} looked away, out at {place_short}, and let the silence fill the screen. Far away, {subj} waited for a sentence that did not come.',
        picture: { action: 'hiding', with: ['subj', 'comp'], object: 'phone' },
      },
      {
        text: '{name} stopped telling {subj} things. What was the point? {Subj_he} {subj_was} not here. So when {carer} said, "Write to {subj} tonight," {they} said, "Maybe tomorrow," and tomorrow never quite arrived. The letters {they} did not write piled up, invisibly, like post that nobody had delivered. {comp} asked once what {subj} thought of {sight}. {They} [shrugged|changed the subject], and {comp} did not ask again. Somehow that was worse than if {comp_he} had [kept on asking|pushed].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'The next call ended with {subj} saying, "Love you. Speak soon," and then the screen went black. The silence was immediate and total. {name} sat looking at {their} own reflection in the dark glass, with a dozen things still inside {them} that {they} had meant to say. Being cross had not brought {subj} one step closer. It had only made the distance feel wider. A small, mean thought crept in: what if {subj} got used to not hearing from {them}? What if {subj_he} stopped [missing|thinking about] {them}?',
        picture: { action: 'waiting', object: 'phone' },
      },
      {
        text: 'The days went by, and the gap grew. {Subj} did not know about the big day at {place_short}, or how {they} had [nearly won|done better than ever]. {Subj} did not know about the argument at school, or the joke that had made the whole class laugh, or {comp}. It was like watching a boat drift away from the shore: not dramatic, just slowly, quietly, further off. {name} could still see the rope, trailing in the water, and wondered whether {subj_he} {subj_was} missing {them} at all. It was not too late [to reach for it|to pick it up].',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'The next morning {name} got up early and made a list. When {subj}\'s face appeared, slightly frozen, {they} said, "Before anything: I\'ve been cross with you. And I miss you." {Subj} did not look hurt. "Both allowed," {subj} said. "I miss you every day out here, and I love you the whole way across. I\'m coming back. I can\'t say which day yet, but I am." Then {they} told {subj} everything on the list, including the big day at {place_short}, with actions. They made a plan: a photo each day, and the same bedtime story, read at both ends. The calendar by {their} bed got its cross, [as usual|same as every night].',
        picture: { action: 'talking', with: ['subj'], object: 'phone' },
      },
      {
        text: '{comp} {comp_comfort}, and that evening {name} told {carer} how it really felt, the cross part too. {Carer} nodded. "Me too, some days. It\'s allowed. And {subj} will love you every minute {subj_he} {subj_is} away, and every minute after." They made a plan together. Every day, {they} would take one photo, of {sight} or breakfast or anything, and send it with one sentence. Every day {subj} would send one back, and on Sundays a voice message: the bedtime story, read in {subj}\'s own voice. It was not the same as being there. It was [a lot better than nothing|much closer than before]. And one day, not known yet, {subj} would be coming back. There was a space on the calendar, waiting for the star.',
        picture: { action: 'holding', with: ['comp'], object: 'photo' },
      },
    ],
    inner: [
      {
        text: "{name} had not realised missing someone could be so physical. It sat in {their} chest at breakfast. It arrived, sharp and sudden, when {they} heard a car door outside. It was strange, too, to be angry with someone for being away, when {they} knew it was not {subj}'s choice, or not only {subj}'s. {They} {was} not angry with {subj}, {they} decided. {They} {was} angry with the distance, which was impossible to shout at, so {subj} had been getting it [instead|by mistake]. [Nearby|Close by], {comp} {comp_habit}, and let {them} think it through.",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Lying in bed at {home}, {name} tried to picture what it was like at the other end. {Subj} in a room somewhere, in a time zone where it was already tomorrow, opening a screen to [a string of one-word answers|nothing much at all]. It was an uncomfortable picture. {They} had assumed missing someone only went one way, from the person left behind to the person who went. But of course {subj_he} {subj_was} missing things too: the big day, a new haircut, the ordinary arguments about socks. Everything, in fact. [Perhaps|Probably] more than {they} {was}. {They} decided to tell {subj} all of it [tomorrow|at the very next call].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
