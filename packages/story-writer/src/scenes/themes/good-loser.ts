import type { ThemeWriting } from '../format';

export default {
  themeId: 'good-loser',
  better: [
    "say 'well done' and ask for another game",
    "take three big breaths and say 'good game'",
    'cheer for {comp} and play {subj} again',
    'shake off the cross feeling and ask for a rematch',
  ],
  worry: ['the hot, cross sting of losing at {subj}', "the stamp and the 'not fair!'", 'the stompy wish to have won'],
  trouble: ['the lost game', 'the win that went to {comp}', 'the result of {subj}'],
  tiny: {
    problem: [
      {
        text: '{name} and {comp} played {subj_intro}. Round and round they went, all over {place_short}! Then... {comp} won. Not {them}! "NOT FAIR!" [Stamp, stamp, STAMP!|Stomp, stomp, STOMP!] {They} went red and cross and would not play any more. [No, no, no!|Hmph!]',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '[Ready, steady, go!|One, two, three, go!] It was time for {subj_intro}, right by {sight}. {name} tried so hard. But {comp} won. Oh no! {They} flopped down and cried. [Waah!|Sob, sob!] And {comp} looked sad too.',
        picture: { action: 'crying', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} took a big breath. In... and out. Then {they} said, "Well done, {comp}!" {comp} {comp_habit}. "Again?" "Again!" And off they went into {subj}, all over again. [Whoosh!|Wheee!] [Round and round!|Off and away!]',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} wiped {their} eyes. [Sniff, sniff.|Sniffle.] "Good game," {they} said. "Can we play {subj} again?" {comp} {comp_habit}. So they played again, all across {place_short}, and this time they laughed so much that nobody remembered who won. [Ha, ha, ha!|Hee, hee, hee!]',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} really, really wanted to win {subj_intro}. {They} had been thinking about it all the way to {place_short}. And {they} nearly did! But right at the very last moment, {comp} won instead. {They} stared. {Their} face went [hot|red], and {their} hands squeezed up [tight|into fists].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: 'It was time for {subj_intro}, over by {sight}, and {name} was sure {they} would win. {They} always won. Well, [nearly always|almost always]. This time {they} got in a muddle, and {comp} got ahead, and then {comp} won, fair and square. {They} could not [believe it|believe {their} eyes].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"That\'s NOT FAIR!" {name} [shouted|yelled]. "You cheated at {subj}!" {comp} had not cheated, and {they} knew it, really. But {they} stamped {their} feet and stomped off across {place_short}, and would not say well done, [not even a tiny bit|not even a little bit].',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{They} [flopped|plonked] down on the ground and would not get up. "I\'m never playing {subj} again," {they} said. "Never, ever, ever. It\'s silly anyway." Then {they} put {their} face in {their} arms and [kicked {their} feet|drummed {their} heels], right there in the middle of {place_short}.',
        picture: { action: 'crying', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: '[Everything went quiet.|Everything went very quiet.] {comp} {comp_habit}, but the happy look had gone. Winning did not feel like much fun for {comp} now. Nobody was playing anything, and nobody felt like {subj} [any more|one bit].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{comp} waited [a bit|a little while], in case {they} wanted to play again. {They} did not get up. So {comp} {comp_moves} off to look at {sight} alone, and {name} was left there, [cross and grumpy|grumpy and cross], with nobody to play {subj} with at all.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} got up and went over to {comp}. [It was hard|It was very hard], but {they} said it: "Well done. You were really good." {comp} brightened up at once. "Again?" {comp} {comp_says}. "Again," {they} said. The next round of {subj} was the [best one yet|best one of the day], even though {they} lost that one too.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} took three big breaths, in and out. The cross feeling got a bit smaller. "Sorry I got so cross," {they} said. "Good game, {comp}. That last bit was [brilliant|amazing]." {comp} {comp_habit}. They played {subj} again, and this time {they} laughed the whole way through, [winning or not|win or lose].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had been winning {subj_intro} for most of the afternoon. [Not by a lot|Not by much], but enough to start feeling comfortable, which was a mistake. {They} had even started glancing round {place_short} to see who was watching. Right at the end, {comp} did one clever thing nobody had seen coming, and won. It was clean, clever and completely fair. {They} stood very still while something hot climbed up the back of {their} neck. {They} did not feel like a good sport. {They} felt like a shaken bottle of fizzy pop, [with the cap starting to creak|one twist from going off], and the twist was not far off.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Everyone knows that it does not matter who wins. Everyone says so, usually just after they have won. {name} had always agreed with this, in theory. Then {they} lost {subj_intro}, badly, to {comp}, right there in front of {sight}, and discovered that in practice it mattered quite a lot. More than a lot. It is one thing to know something and quite another to feel it. {Their} throat had gone tight, and {their} face was doing something {they} could not control. {comp} {comp_habit}, [looking pleased in a modest sort of way|trying very hard not to look too pleased], which somehow made it [worse|much worse].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"You were just lucky," {name} said. It came out sharper than {they} meant, and then, because {they} had started, {they} kept going. It was all stupid anyway. The rules of {subj} were unfair. The ground at {place_short} was [bumpy|uneven]. {comp} had definitely done something while {they} {was}n\'t looking. "I wasn\'t even trying," {they} added, which was the least true thing of all. None of it was true. Some part of {them} knew that none of it was true. That part was not in charge, and the part that was in charge was [enjoying itself far too much|only just getting started].',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} did not shout. {They} did something quieter and, in its way, worse: {they} simply stopped. {They} walked off in the middle of {comp}\'s sentence, refused to look back, and sat down [facing {sight}|with {their} back to everyone], giving off crossness so strongly you could practically see it. When {comp} {comp_says} something about another round of {subj}, {they} pretended not to hear. {They} pretended so hard that {their} ears [went pink|began to ache]. "Fine," {they} said, when {comp} tried again. "Whatever." Nobody in the history of the world has ever actually meant "whatever".',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: '{comp} {comp_habit}, but the brightness had gone out of it. Winning, it turned out, was not much fun when the other player was furious about it. {comp} did not celebrate. {comp} did not say anything at all. The afternoon, one of the best in ages until the last minute of {subj}, had gone flat and grey[, like a balloon the day after a party| like lemonade left out overnight]. {They} picked at a thread on {their} sleeve and did not look up. {name} had a horrible feeling that {they} had done it, and a worse feeling that everyone else [knew it too|had noticed].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'After a while {comp} gave up waiting and {comp_moves} off to look at {sight} alone. Nobody suggested another round of {subj}. {name} sat there being cross for longer than was strictly comfortable, which is a thing that happens: once you have started, it is oddly hard to stop without feeling silly. Meanwhile the afternoon was going on without {them}, all across {place_short}, and it seemed to be managing [fine|perfectly well]. That was the [most annoying|least welcome] discovery of all. It was lonely, being right about something that was not even true.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} got up and walked over to {comp}. It was only a few steps, but they were [the hardest of the day|the hardest steps of the day]. "That was brilliant," {they} said. "That last bit. I didn\'t see it coming." {comp} looked up in surprise, and then {comp_he} {comp_habit}. "Another round?" {they} asked. They played {subj} again, [right there by {sight}|one more time, slowly]. {They} lost that one as well, by a whisker, and found, to {their} astonishment, that {they} did not mind nearly as much. "Best of three?" {comp} {comp_says}. It was easily the best game of the day.',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} made {themself} take three [long|slow] breaths. The fizzing inside went down from furious to merely very annoyed. Then {they} went and found {comp}. "Sorry. That was rubbish of me. You won it properly." {comp} {comp_habit}, looking relieved. "Rematch?" {they} said, and it was a real grin this time, not a painful one. The rematch of {subj} was loud and silly and extremely close, [and drew a small crowd|with a great deal of shrieking], and afterwards neither of them could quite remember who had won it. "You\'re getting good at that," {comp} {comp_says}. "Losing?" "Losing well."',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: 'The [annoying|really annoying] thing, {name} thought, was that {they} would have been a wonderful winner. {They} would have been gracious and modest and kind. {They} had practically rehearsed it on the way to {place_short}. Nobody had ever asked {them} to rehearse losing {subj}, and it turned out to be a completely different skill, much harder, with no applause afterwards. {They} tried to imagine what {they} would want {comp} to do if things were the other way round. {They} did not enjoy the answer, because it was [obvious|painfully obvious].',
      },
      {
        text: 'Part of {name} was still furious, and part of {them} was embarrassed about being furious, and a third part was watching the other two with interest, like a visitor at a zoo. The third part pointed out that {subj} had been the best fun all week right up until the last minute. Was one minute really going to be allowed to spoil the whole thing? The furious part said yes. The third part asked whether the furious part had ever actually been any fun at a party. [There was a pause.|There was a long pause.] Over by {sight}, {comp} was waiting, [just in case|as if {comp_he} had all the time in the world].',
      },
    ],
  },
} satisfies ThemeWriting;
