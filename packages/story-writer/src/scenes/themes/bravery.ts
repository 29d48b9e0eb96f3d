import type { ThemeWriting } from '../format';

export default {
  themeId: 'bravery',
  better: [
    'go right up to {subj}, shaky knees and all',
    'take one brave step towards {subj}, and then another',
    'stay right beside {subj} for ten brave breaths',
    'walk up to {subj} with {comp} close by and have a go',
  ],
  worry: ['the wobble in the knees about {subj}', 'the shaky knees near {subj}', 'the thump-thump-thump of a heart about {subj}'],
  trouble: ['the go that had not happened yet', 'the big first try', 'the long, wobbly wait near {subj}'],
  tiny: {
    problem: [
      {
        text: 'At {place_short} there was {subj_intro}. Big! Big! BIG! {name} wanted a go. But {their} knees went [wobble, wobble, wobble|wibble, wobble, wibble]. "No, no," {they} said, and hid behind {comp}. [Peep!|Peekaboo!] Everyone else was having fun, but not {them}.',
        picture: { action: 'hiding', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} looked at {subj_intro}. Gulp! {Subj_he} looked so big today. [Thump, thump|Boom, boom] went {their} heart. {They} turned right round and walked away, [stamp, stamp, stamp|off across {place_short}]. But {they} kept looking back. Look, look. {They} still wanted a go.',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_comfort}. [One step. Two steps. Three!|Step. Step. Step!] Thump, thump went {their} heart, but {they} kept going, right up to {subj}. Up close, {subj_he} did not look so big at all. {They} had a go. [Hooray!|Wheee!] {They} did it! And {comp} {comp_habit}.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} took a [big, deep|great big] breath. In... and out. With {comp} right beside {them}, {they} went a bit closer. And closer. And CLOSER! "Hello," {they} whispered to {subj}, and then {they} had a go. [Hooray, hooray!|Yippee!] {comp} {comp_habit}.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had been waiting all week to see {subj_intro}. Now here {subj_he} {subj_was}, and {subj_he} looked much, much bigger than {they} remembered. {Their} tummy did a slow [somersault|cartwheel]. {Their} knees went wobbly, like jelly on a plate. {comp} {comp_habit}[.|, as if nothing was wrong.]',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: '"Your go next," {comp} {comp_says}, looking at {subj_intro}. {name} looked too. The longer {they} looked, the bigger {subj} seemed to grow. {Their} heart went [thump, thump, thump|bang, bang, bang], and {their} mouth went as dry as a [cracker|biscuit].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I don\'t want to," {name} [said|muttered], which was not quite true. {They} did want to. {They} just did not want to be scared. So {they} turned away from {subj}, sat down with {their} arms folded, and pretended to be [very busy looking at|terribly interested in] {sight}.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{They} took one step towards {subj}, then two steps back, then [ran|scurried] all the way to the far side of {place_short} and hid behind {the_thing}. "I\'ll go later," {they} said. "Much later. [Maybe next year.|Maybe when I\'m ten.]"',
        picture: { action: 'hiding', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'From where {they} sat, {name} could still see {subj}. The longer {they} stayed away, the bigger {subj} seemed to get, and the [smaller|tinier] {they} felt. [Somebody else had a go.|Somebody else went up and came back grinning.] Everybody else was having fun. And the worst part was that {they} still wanted a go, very much.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Hiding did not make the wobbly feeling go away. It just made it wobble somewhere else. {comp} {comp_moves} over and [waited|sat down to wait]. And all the while, {subj} stayed exactly where {subj_he} {subj_was}, as if {subj_he} had all the time in the world and did not mind [waiting|waiting one bit].',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    better: [
      {
        text: '{comp} {comp_moves} over and {comp_comfort}. {name} took a [big|deep] breath, in and out, and went one step closer to {subj}. Then another. Then one more. Up close, {subj_he} did not look nearly so big. And then, with {their} heart going thump, thump, {they} had a go, and it was [wonderful|brilliant].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
      {
        text: '"I\'m going to count to three," {name} told {comp}, "and on three, I\'ll go." One, two... two and a half... two and three-quarters... THREE! Off {they} went, right up to {subj}, and had a go before {their} knees could argue. Afterwards {they} turned round with [glowing cheeks|a grin as wide as {place_short}]. "[Again!|Can I go again?]"',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Everyone at {place} seemed to agree that the best thing there was {subj_intro}. {name} had been planning for days to have a go. But standing in front of {subj} now, {they} discovered that {their} plan had forgotten one important thing, which was how it would feel. {Their} heart was thumping. {Their} hands had gone [damp|clammy]. {Their} knees felt like [jelly|warm custard]. A small, sensible voice in {their} head pointed out that there were plenty of other things to do.',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: '{name} had said yes before {they} had properly looked. "Of course I\'ll have a go," {they} had said, in a breezy sort of voice, as if {they} did this sort of thing [every day|before breakfast]. Now {they} {was} face to face with {subj_intro}, and the breezy voice had gone somewhere and not come back. {Subj_he} looked a great deal bigger close up. {comp} {comp_habit}, which was no help at all. "You\'ll be fine," {comp} {comp_says}[, which is what people always say|, kindly but not very usefully]. {They} swallowed, and the swallow was [loud enough to hear|much louder than swallows usually are].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} made an excuse. It was quite a good excuse, as excuses go: {their} shoe felt funny, someone ought to look after {the_thing}, and anyway {they} could always come back to {subj} later, when it was less busy. {They} delivered it confidently and walked off to the far side of {place_short}, [very fast|rather faster than a person with a funny shoe should]. {comp} {comp_moves} after {them} and said nothing, which was somehow worse than saying something. From here, {subj} looked smaller, which was the whole point. {They} sat down, [facing|with a good view of] {sight}, and [told {themself}|tried to believe] that {they} had made a sensible decision.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{They} went up to {subj}, got very close indeed, and then turned round and came straight back, as if that had been the plan all along. "Just checking," {they} said. Then {they} did it again. {Their} legs, it seemed, had [a plan of their own|their own ideas about bravery]. By the third time {they} had walked quite a long way without going anywhere, [and worn a faint path across {place_short}|and {place_short} had started to look like a racetrack], and {comp} had started looking at {them} the way you look at someone stuck in a revolving door. "Still checking?" {comp} {comp_says}. "Still checking," {they} said.',
        picture: { action: 'running', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'From the far side of {place_short}, {name} could see {subj} perfectly well. That was the trouble. {They} could see exactly where {they} would have been, and the longer {they} stayed away, the bigger {subj} seemed to grow and the smaller {they} felt. Someone else went up, had a go, and came back [laughing|looking pleased with the whole world]. The fear had not gone anywhere. It had simply been joined by something worse: the feeling of wanting something and watching it sit there, unclaimed, [in full view|where anyone could see].',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'The scared feeling did not leave when {they} walked away. It came along, like a stone in a shoe, and sat down next to {them} and made itself comfortable. Worse, it brought a friend: a quiet, sinking feeling that said {they} had missed {their} chance. {name} stared at {sight} for a while, which did not help, and then looked back at {subj}, still there, still waiting. Somehow that made it harder and also, {they} noticed, [a tiny bit easier|very slightly easier]. {comp} {comp_habit} and [waited|kept {them} company]. "Still there," {comp} {comp_says} quietly, [as if reading {their} mind|not unkindly].',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} stood up. {They} did not feel brave. {They} felt exactly as scared as before, [which {they} had not expected|which seemed unfair]. {They} breathed in for a count of four and out for four, then walked back across {place_short} with {comp} beside {them}, one step at a time, until {they} {was} right next to {subj}. Up close, {subj_he} {subj_was} big, but it was a kind of big {they} could manage. {They} had a go. Afterwards {their} legs were shaking and {their} face was grinning, both at once, [which is a very odd combination|like a jelly that had just won a prize].',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '"Stay near me?" {name} asked. {comp} {comp_habit}, which meant yes. So {they} made a plan small enough to manage. First, walk up to {subj}. Done. Then stand there for ten breaths. [Done, though breath six wobbled.|Done, more or less.] Then have a go. {Their} heart hammered the whole way through, and when it was over {they} stood very still, astonished, and started to laugh, because the thing {they} had dreaded for an hour had taken less than a minute. [Across {place_short}|Somewhere behind {them}], {sound} went on, and for the first time all day {they} could actually hear it.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: '{name} knew perfectly well that {subj} could not really hurt {them}. [{Their} brain knew it.|{Their} head knew it.] The problem was that nobody had told {their} legs, and {their} stomach was busy making its own decisions. It was like being a ship with a very sensible captain and a crew that had mutinied. {They} tried reasoning with the crew. Plenty of people at {place_short} had gone near {subj} and come back perfectly fine. The crew did not care about plenty of people. The crew wanted to go home [and eat toast|to {home} and hide under a blanket].',
      },
      {
        text: '{They} imagined two versions of the evening. In one, {they} went home having gone right up to {subj}, and never had to think about it again. In the other, {they} went home without, and lay awake going over it, which is [the worst thing|the trouble] with not doing something: it keeps happening in your head long after the real chance has gone. The second version, {name} realised, did not have less fear in it. It had more, just spread thinner. It was not a comforting piece of arithmetic, but {they} stared at {sight} for a long time and [could not find the mistake in it|checked it twice, and it still added up].',
      },
    ],
  },
} satisfies ThemeWriting;
