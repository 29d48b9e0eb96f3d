import type { ThemeWriting } from '../format';

export default {
  themeId: 'disappointment',
  better: [
    'have a little sad and then make a new plan',
    "say 'I really wanted {subj}' and then find something else to do",
    'let {subj} wait for another day and try plan B',
    'look around {place_short} for something new to do',
  ],
  worry: ['the heavy let-down about {subj}', 'the "it\'s not fair" that kept coming back', 'the droop that made nothing any good'],
  trouble: ['the plan that went wonky', 'the news about {subj}', 'the day that had not gone to plan'],
  tiny: {
    problem: [
      {
        text: '{name} wanted {subj_intro}. Hooray, hooray! But... oh no. Not today. {Subj} would have to wait. {They} cried, "NO!" [Stamp, stamp!|Stomp, stomp!] {They} said no to {the_thing}. {They} said no to {comp}. {They} said no to [everything|everything else], too.',
        picture: { action: 'crying', object: 'subj' },
      },
      {
        text: '{name} had waited all week for {subj_intro}. Wait, wait, wait. Then... oh dear. {Subj} would have to wait for another day. {Their} lip went [wobble, wobble|wibble, wobble]. [Droop, droop.|Sag, sag.] "Then I don\'t want ANYTHING," {they} said, and sat down right in the middle of {place_short}.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} did a little sad sniff. [Sniff, sniff.|Snuffle.] {comp} {comp_comfort}. Then {they} looked around. There was {the_thing}! There was {sight}! "Let\'s play here," {they} said. And they did. [Whee!|Hooray!] {Subj} could wait for another day.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} took a big breath. In... and out. "I\'m sad," {they} said. "I really wanted {subj}." {comp} {comp_comfort}. Then they found something new to do: a silly, jumpy, giggly game with {the_thing}. [Hop! Giggle! Hop!|Jump! Giggle! Jump!] The sad feeling got [smaller and smaller|teeny-tiny].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had been looking forward to {subj_intro} all week. {They} had [talked about it at breakfast|talked about it all through breakfast] and dreamed about it at night. But at {place_short} there was bad news. {Subj} would have to wait. Not today. A big, heavy disappointment dropped into {their} tummy like a [stone|pebble into a pond].',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: "Everything had been planned. First {subj_intro}, then {the_thing}, then a story. But plans do not always go the way you want, and this one went [all wrong|wonky]. {Subj} would have to wait for another day. {name}'s face fell. {They} had wanted it [so much|so very much].",
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"It\'s NOT FAIR!" {name} shouted, so loudly that {comp} jumped. "I wanted {subj}! I don\'t want anything else!" {They} [stamped and stomped|stomped and stamped] all over {place_short}, and said no to every single other idea, even the good ones. [Especially the good ones.|Most of all the good ones.]',
        picture: { action: 'crying', with: ['comp'] },
      },
      {
        text: '{They} sat down, folded {their} arms and would not [move|budge]. "If I can\'t have {subj}, I\'m not doing anything," {they} said. {comp} suggested {the_thing}. "No." {comp} suggested something else fun. "[NO!|NO, NO, NO!]"',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'Saying no to everything meant doing [nothing at all|nothing whatsoever]. {comp} {comp_habit} and waited. Time went by. All around were {sight} and lots to do, and {name} was missing [all of it|every bit of it], still grumpy about {subj}.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Being grumpy took up the [whole afternoon|whole long afternoon]. {comp} got a bit bored. {name} got a bit bored too, actually, but {they} did not want to say so. {Subj} still had to wait, and now everything else at {place_short} was [waiting too|waiting as well].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} let {themself} have a [little cry|little cry, just a small one]. {comp} {comp_comfort}. "I really wanted {subj}," {they} said. "I know," {comp} {comp_says}. Then {they} wiped {their} eyes and looked round at {place_short}. "What could we do instead?" And the instead turned out to be [quite a lot of fun|more fun than anyone expected].',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: '{They} took three [big|slow] breaths. The disappointed feeling was still there, but it had got small enough to carry. "Maybe we can have {subj} another day," {name} said. "And today we could..." {They} looked at {the_thing}. {They} looked at {comp}. And a brand-new plan began. It was different. It was silly. It was actually [rather good|quite brilliant].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'It had been promised for weeks: {subj_intro}, today, at {place}. {name} had thought about it so often that {they} could practically taste it. So when the news came that it was not going to happen after all, not today, maybe not for a while, {they} felt it like a missed step on the stairs. That lurch. That sudden, swooping drop. {They} stood there and could not think of a single thing to say. {comp} {comp_comfort}, which helped [a little|a tiny bit], though not nearly enough.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{name} had planned the whole day around {subj_intro}. Everything else was just the bit before and the bit after. So when it turned out that {subj} would have to wait, the whole day seemed to fall through with it, leaving a large, empty, afternoon-shaped hole [right in the middle of {place_short}|where the best part should have been]. "It\'s fine," {they} said, in the voice people use when it is very much not fine. {comp} {comp_habit} and looked at {them} sideways. {They} looked at {the_thing} as if it had personally [let {them} down|organised the whole thing].',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} decided that since the day was ruined, it should stay ruined, on principle. {comp} suggested other things. {name} found something wrong with each of them. One was boring. One was babyish. One was "not the same as {subj}", which was true and unanswerable and also entirely the point. {comp} even suggested {sight}, which {they} had been longing to see all week, and {they} turned that down too, [with great dignity|on principle]. It is surprisingly satisfying, for a while, to refuse everything. {They} refused with [enthusiasm|real flair].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} sulked. It was not a [loud|noisy] sulk. It was a long, quiet, dignified sulk, the kind that involves sighing heavily at intervals so that everyone can hear how much you are suffering over {subj}. {They} sighed at {comp}. {They} sighed at {sight}. {They} sighed at {the_thing}, which had done nothing whatsoever to deserve it. {comp} bore it all patiently, which was somehow even more annoying. By the twentieth sigh, {they} had [got rather good at it|developed a real technique], which was not the same as feeling any better.',
        picture: { action: 'waiting', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'The afternoon went on without {them}. That was the thing {name} had not expected. {They} had assumed that if {they} refused to enjoy it, it would somehow wait, like {subj}. It did not wait. {comp} found other things to do. From somewhere came, [annoyingly|irritatingly], laughter. The hours that could have been something were quietly being used up on nothing, and {they} could feel them going, like sand through fingers. It turns out you cannot [pause a day|put an afternoon on hold] just because you are cross with it.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'By the time {name} had run out of sighs, a good part of the day had gone. {They} still did not have {subj}. Now {they} did not have the afternoon either. {comp} had [given up suggesting things|run out of suggestions] some time ago and was simply keeping {them} company. The light across {place_short} had started to go [long and golden|soft and late]. Disappointment, {they} realised, was bad enough on its own. Adding a wasted afternoon to it was like losing your pocket money and then tearing up the bus fare out of spite. {They} had, {they} suspected, been [spiting|punishing] the wrong person.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: '{name} let {themself} be properly disappointed for a minute. Not pretend-fine, not sulky, just sad about {subj}. {They} said so to {comp}, out loud: "I really, really wanted that." {comp} {comp_comfort}. Then {they} breathed out and looked around {place_short} as if seeing it for the first time. "Right," {they} said. "Plan B. What have we got?" Plan B turned out to include {the_thing}, [a ridiculous game|a game with very complicated rules] and a great deal of laughing. It was not the day {they} had planned. It was, however, [a good one|a day worth having].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} tried something {they} would not have thought of an hour ago: asking what else the day could be. Not as good as {subj}, maybe. Just different. {comp} had an idea. {name} had a better one. They combined them into something that made no sense at all and was [enormous fun|wonderful fun], with {sight} as the finishing line, and at some point {they} realised {they} had not thought about {subj} for nearly half an hour. {They} would still like it another day. But this day had turned out to be worth having too, [which was annoying|which was a surprise] in the nicest possible way.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: 'What made it [worse|so much worse], {name} thought, was that {they} had already enjoyed {subj} in {their} head. {They} had imagined every detail. Losing it now felt like having something taken out of {their} hands, even though {they} had never actually held it. This was, looked at squarely, slightly ridiculous: {they} {was} mourning a day that had only ever existed in {their} own imagination. On the other hand, {their} imagination had done a very convincing job. {They} looked at {sight}, and then at {comp}, who {comp_habit}. Perhaps {their} imagination could be persuaded to [imagine something else|get to work on something new].',
      },
      {
        text: '{name} noticed two feelings having [an argument|a quarrel]. One was the disappointment about {subj}, which was large and heavy and had every right to be there. The other was smaller and slightly shameful: a tiny, curious interest in what else {place_short} might have to offer. The disappointment felt that the curiosity was being disloyal. The curiosity pointed out that sulking all afternoon would not bring {subj} one minute closer. Neither of them was entirely wrong. {They} decided to let both of them come along, [like two friends who did not get on|the way you take two squabbling friends to the same party].',
      },
    ],
  },
} satisfies ThemeWriting;
