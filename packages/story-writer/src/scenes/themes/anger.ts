import type { ThemeWriting } from '../format';

export default {
  themeId: 'anger',
  // written for another child beside the hero
  subjects: ['child'],
  better: [
    'take big, slow breaths until the angry feeling shrinks',
    'stamp the angry feeling out and then use calm words with {subj}',
    'walk away for a moment and come back to talk to {subj}',
    'count backwards from ten and then tell {subj} what was wrong',
  ],
  worry: ['the hot fizz of crossness over {subj}', 'the roar that wanted to come out stamping', 'the clenched fists and the red-hot cheeks'],
  trouble: ['the row with {subj}', 'the spoiled game and the cross faces', 'the stand-off with {subj}'],
  tiny: {
    problem: [
      {
        text: '{name} was playing with {the_thing}. Along came {subj_intro}. [Snatch|Grab]! {Subj_he} took it! Hot and cross and ANGRY! Grrr! {Their} face went red. {Their} hands went [tight|into fists]. {They} roared, "GIVE IT BACK!"',
        picture: { action: 'talking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} had lined everything up just right [at {place_short}|by {sight}]. Then along came {subj_intro}. Bump! Muddle! {They} shouted, "NO!" Angry, angry, ANGRY! [Stamp, stamp!|Grrr!] {They} wanted to shout and shout and [throw|fling] {the_thing}.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} stopped. {They} took a big breath. In... and out. In... and out. Like blowing a [great big bubble|giant balloon]. The hot, cross feeling got smaller. Smaller. {comp} {comp_habit}. Then {they} told {subj}, "I\'m cross. I didn\'t like that." And {subj} said, "[Sorry.|Sorry. Here you are.]"',
        picture: { action: 'talking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} stamped {their} feet. Stamp, stamp, STAMP! Then {they} squeezed {their} hands tight, and let go. Squeeze... let go. Phew. The angry feeling [floated away|got smaller and smaller]. "Let\'s play [together|with {the_thing}]," {they} said to {subj}. And {comp} {comp_habit}.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} was playing with {the_thing} [over by {sight}|at the edge of {place_short}] when who should come barging over but {subj_intro}? {Subj} took it, just like that, without even asking. "Mine now," said {subj}. A hot, fizzy, angry feeling shot up from {their} toes to the top of {their} head. {Their} hands squeezed [tight|into fists].',
        picture: { action: 'talking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} had spent ages getting everything at {place_short} just right. Then along came {subj_intro}, and bump, over it all went. It was an accident, [probably|maybe]. But it did not feel like an accident. {They} felt angry. Very, very angry, like a [pan about to boil over|kettle about to whistle].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"GO AWAY!" {name} shouted at {subj}, so loudly that {comp} jumped. For a moment nobody moved. {Their} hand went up. {They} very nearly pushed, very nearly, and then... didn\'t quite. But the shout was already out, and you [cannot|can\'t] put a shout back[.| in its box.]',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
      {
        text: '{They} grabbed {the_thing} and yanked it, hard. {Subj} yanked back. "Give it!" "No, YOU give it!" Yank, yank, yank... and then, with a [horrible crack|nasty snap], something broke. [Both of them stared at it.|They both stared.] {comp} {comp_moves} closer to see.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'For a moment {subj} did not move at all, and then began to cry. {comp} {comp_moves} closer, looking worried. {name} still felt angry, but now {they} felt something else too, something heavy and [horrible|horrid], right in the middle of {their} [tummy|chest].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: '{Subj} started to cry. {comp} had gone [very|quite] quiet. And {name}? {They} {was} still angry, but the angry feeling had nowhere to go, so it just sat there, hot and prickly, making everything worse. {They} kicked at the ground and did not look up.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} took a big breath in, slowly, all the way down to {their} toes. Then out, like blowing a [giant bubble|big balloon]. Bit by bit the angry feeling went from a roar to a grumble to a mumble. {comp} {comp_comfort}. Then {they} turned to {subj}. "I\'m really cross," {they} said[ steadily|, in a calm voice]. "I didn\'t like that." {Subj} said sorry. {They} said sorry too.',
        picture: { action: 'talking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{They} walked a little way off, over near {sight}, and stamped {their} feet, stamp, stamp, stamp, until the angry feeling was stamped right out into the ground. {comp} {comp_comfort}. When {they} came back, {their} voice was [calm|quiet and steady]. "I didn\'t like that," {they} told {subj}. "Let\'s fix it together." And [they did|together, they did].',
        picture: { action: 'comforting', with: ['comp', 'subj'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'All afternoon, {name} had been putting up with {subj_intro}. The annoying had come in small ways, each too tiny to complain about: humming, copying, standing too close, prodding {the_thing} just to see what would happen. {They} had put up with all of it, [the way you put up with a stone in your shoe|with the patience of a saint, or at least of a very tired person]. Then {subj} leaned over and, very casually, knocked {the_thing} flying, wrecking ten minutes of careful work. For a second the whole of {place_short} seemed to go quiet. Then something inside {them} went off like a [firework|rocket on bonfire night].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It started with {the_thing}, which afterwards seemed far too small a thing to start anything. {name} had it. Then it caught the eye of {subj_intro}. So {subj} took it, without a word, as if it were the most natural thing in the world. [Not even a "can I?"|Not a please, not a sorry, not so much as a glance.] The anger arrived all at once: hot face, tight chest, hands clenched, and a roaring in {their} ears that drowned out everything else. {comp} {comp_habit}, but {they} barely noticed. [Every bit of {them}|All of {them}] was pointed at {subj}, like a kettle a second before it screams.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"You RUIN everything!" {name} shouted at {subj}, loud enough that [everyone nearby turned round|heads turned all across {place_short}]. Then, because the anger still had nowhere to go, {they} snatched up {the_thing} and flung it down, hard. It hit the ground with a crack that seemed to go on for a long time. For a moment, it felt good. [It felt like letting the air out of a balloon.|It felt like the first sensible thing {they} had done all day.] The moment did not last. {comp} had gone completely still, and {subj} took one careful step backwards, the way you do from something that might go off again.',
        picture: { action: 'talking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: "{Their} hand went up before {they} had decided anything. It was right there, ready to push, and for one long second the anger was driving and {name} was only a passenger. Then {subj} flinched, and the hand stopped, a hair's breadth away. Nobody had been hurt. [Nobody had even been touched.|Not so much as a sleeve had been touched.] But {subj} had seen it coming, and so had {comp}, and that was bad enough. {They} lowered the hand [slowly|very slowly] and stared at it, as if it belonged to somebody else. {Their} fingers were shaking.",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} burst into tears, [big, gulping ones|the loud, hiccuping kind]. {comp} {comp_moves} a little way off and watched. And the anger, which had promised to make everything better if only it was allowed out, turned out to have been lying. {name} felt worse, not better: still angry, and now guilty as well, which is like having a stomach ache and a headache at the same time. It was, {they} thought, a very poor trade. {They} fixed {their} eyes on {sight} and wished, [very hard|harder than {they} had ever wished anything], that the last minute could be taken back [and done again|like a wrong move in a game].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: 'Afterwards there was a silence so big it seemed to fill the whole of {place_short}[, and nobody knew where to look| and went on far too long]. {Subj} would not look at {them}. {comp} said nothing, for once. {name} stood there with {their} heart still hammering and realised that, whatever {subj} had done, the thing everyone would remember about this afternoon was what {they} had done next. That did not seem fair. [It also did not seem to matter.|Unfortunately, fair did not seem to come into it.] {They} scuffed at the ground with one shoe and waited for somebody, anybody, to speak first.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} did the only thing {they} could think of: {they} walked away. Not far, just far enough that nobody could see {their} face, with only {sight} for company. {They} breathed in for a count of four and out for a count of six, which is supposed to calm your body down whether it wants to or not, and, [annoyingly|irritatingly], it did. After a few minutes the roar had become a rumble. Then {they} went back. "I was really angry," {they} told {subj}. "I still am, a bit. But I shouldn\'t have done that. [Can we sort it out?|Can we start again?]"',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '{They} pressed {their} hands together, hard, and counted slowly backwards from ten. Somewhere around six the roaring faded enough to hear {sound} again. At three {they} could think. At one {they} turned to {subj}. "Sorry I lost it," {they} said. "But you really annoyed me, and I need you to stop." It came out steadier than {they} expected[, and not nearly as loud| and a good deal quieter than the shout]. The words felt odd in {their} mouth, like new shoes. {Subj} looked surprised, then sheepish, and said sorry too[, and then offered, a bit awkwardly, to help put things right|, and then, to everyone\'s surprise, asked if {they} {was} all right]. {comp} {comp_comfort}.',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: 'The anger had felt, at the time, completely reasonable. {Subj} had started it. {Subj} had deserved it. This was all perfectly true, and yet somehow it had not helped at all. {name} turned it over [while {comp} {comp_habit}|and stared at {sight} without really seeing it]. {They} had been right about what {subj} did and wrong about what to do with it, and those turned out to be two quite separate things, which seemed unfair. It would have been much simpler if being right meant you could do whatever you liked. [Unfortunately|Worse], {they} suspected, that was exactly what {subj} thought too.',
      },
      {
        text: "{name} tried to work out where the anger had gone. It had not vanished. It had shrunk, from something the size of {place_short} [to something the size of a pebble in a pocket|to something the size of a marble|to something no bigger than a button], and {they} could still feel its edges whenever {they} looked at {subj}. That was all right, {they} decided. Being angry was allowed. It was a bit like owning a very large, very loud dog: not the dog's fault that it barked, but someone did need to hold the lead, and that someone, [inconveniently|annoyingly], had to be {them}. {comp} {comp_habit}, [which did not help, but did not hurt either|and the pebble, somehow, got a little smaller].",
      },
    ],
  },
} satisfies ThemeWriting;
