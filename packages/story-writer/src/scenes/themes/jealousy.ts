import type { ThemeWriting } from '../format';

export default {
  themeId: 'jealousy',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['say "well done" to {subj} and ask to join in', 'name the jealous feeling and then play with {subj}', 'cheer for {subj} and wait for the next turn'],
  worry: ['the green, prickly jealousy about {subj}', "the 'why not me?' that would not go away"],
  trouble: ['the oohs and aahs for {subj}', 'the good bits that went to {subj}', 'the why-not-me sulk'],
  tiny: {
    problem: [
      {
        text: '{comp} played with {subj_intro}, [all over {place_short}|round and round {sight}]. Giggle, giggle! But nobody played with {name}. {They} felt a green, prickly feeling. [Prickle, prickle!|Itch, itch!] ["Humph!"|"Hmph!"] {They} stamped off and would not play. Stamp, stamp, stamp.',
        picture: { action: 'playing', with: ['comp', 'subj'] },
      },
      {
        text: 'Guess what? Today at {place_short} the first go with {the_thing} went to {subj_intro}. "I want it," {name} thought. [Prickle, prickle|Itch, scratch] went the jealous feeling. {They} frowned a [big|great big] frown and said, "That\'s silly." Oh dear. {Subj} looked sad. [{comp} looked sad too.|Even {comp} went quiet.]',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} took a big breath. "I feel jealous," {they} [said|whispered]. {comp} {comp_comfort}. Then {they} said to {subj}, "Can I play too?" [Yes!|Of course!] Now everybody played together, all over {place_short}. [Giggle, giggle, giggle!|Hooray!]',
        picture: { action: 'playing', with: ['comp', 'subj'] },
      },
      {
        text: '{They} looked at {subj}. [Hmm.|Oh.] The prickly feeling got smaller. {They} gave {subj} a smile, [a real one|a proper one]. "Let\'s play together," {they} said. [Your go, my go, your go!|My go, your go, my go!] Round {sight} they went. Hooray!',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Everyone at {place_short} was crowding round {subj_intro}. "Ooh," they said. "Aah." [Even {comp}|Even {comp}, who should have known better,] {comp_moves} over for a look. Nobody was saying ooh or aah to {name}. A prickly, green, jealous feeling crept up inside {them}, like a [nettle|thistle] in {their} tummy.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Today {subj_intro} got to go first with {the_thing}. First! {name} had wanted to go first [all week|for ages]. As {they} watched {subj} having such fun, a jealous feeling grew and grew, all prickly and hot, until {they} could hardly stand still. {They} stamped {their} foot. [Stamp!|Humph!]',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"It\'s not even that good," {name} said loudly, so that {subj} would hear. "I could do [better than that|that with my eyes shut]." Then {they} folded {their} arms and turned {their} back on {subj} and on everyone, and stared at {sight} [very hard|as if it were interesting].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{They} decided that if {they} could not have the fun, nobody could. {They} [stomped|stamped] over and got in the way, right in front of {subj}, and would not move. "My turn now," {they} said, even though it was not. {comp} {comp_habit}, [looking worried|not sure where to look].',
        picture: { action: 'playing', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} stopped smiling. Everyone went a bit quiet. [{comp} {comp_habit}|Over by {sight}, {comp} {comp_habit}] and looked puzzled. And the jealous feeling did not go away. It just got pricklier, [and grumpier too|and grumpier as well].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'The fun stopped for everybody. {Subj} looked [confused|puzzled], and then sad. The others moved away, [over to {sight}|one by one]. And {name} found that getting in the way had not made {them} feel better at all. It had just made {them} the only grumpy one at {place_short}.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    better: [
      {
        text: '{name} took a big breath and looked at the feeling properly. "I feel jealous," {they} told {comp} quietly. {comp} {comp_comfort}. The prickles settled [a little|a bit]. Then {they} walked over to {subj}. "That\'s [really good|brilliant]," {they} said. "Can I have a turn with you?" And {subj} made room.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
      {
        text: '{They} thought about how {subj} must be feeling right now, happy and pleased. Then {they} did something brave: {they} clapped for {subj}, a [proper|great big] clap. {Subj} looked so pleased that {name} found {they} {was} smiling too. Soon it was {their} turn, and before long they were all playing together [by {sight}|across {place_short}].',
        picture: { action: 'celebrating', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "It seemed to {name} that all the good bits of the day went to {subj_intro}. {Subj} got the best spot, right by {sight}. {Subj} got the first go with {the_thing}. And when {comp} {comp_moves} over to see what was happening, it was {subj} that {comp} went to first. None of this was anyone's fault, exactly. That did not stop a sour, green feeling curling up in {their} chest and refusing to leave. It [settled in|made itself at home], the way a cat settles on the one chair you wanted, and showed no sign of [moving|getting up] for the rest of the day.",
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} had been rather pleased with {themself} until about ten minutes ago, which was when along came {subj_intro}, who turned out to be immediately, effortlessly brilliant. Everyone at {place_short} noticed. Even {comp} noticed, and said so, cheerfully and at some length. {They} smiled and nodded and felt something tighten inside, the unmistakable, unattractive squeeze of jealousy. It was not a feeling to be proud of. It arrived anyway, and it brought its own chair, [and a flask|and a packed lunch], and looked as if it meant to [stay the afternoon|stay for hours].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    choice: [
      {
        text: '{They} said something. It was only a small something, muttered just loud enough for {subj} to hear, about how some people liked showing off. It was not a fair thing to say, and {name} knew it even as it came out. But it gave the green feeling a brief, nasty jolt of satisfaction, and for about two seconds that felt like winning. Nobody answered, and the silence was [louder than the words|louder still]. {Subj} went pink and stopped halfway through {subj_his} go.',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '{name} withdrew. If {they} could not be the one everyone was looking at, {they} would not be there at all. {They} went off to the [far side|far end] of {place_short} and made a great show of not caring, which involved a lot of looking at {sight} and no actual not-caring whatsoever, apart from glancing back at {subj} every thirty seconds or so. {They} even took {the_thing}, to show how very busy {they} {was}, and then [did nothing with it at all|turned it over and over without seeing it]. Not-caring, it turned out, was exhausting.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} noticed. {name} saw the brightness go out of {subj_his} eyes, and everyone else go quiet, and {comp} look away towards {sight}. Whatever {they} had hoped to feel, it lasted [about two seconds|no time at all], and was replaced by something much heavier. The green feeling had not gone anywhere. It had simply been joined by guilt, and the two of them together took up a great deal of room, [far more than one person has spare|more room than {they} had], and neither of them was [good company|any fun at all]. {They} wished, uselessly, for the last minute back.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Afterwards, {name} hung about at the edge of {place_short} and watched everyone having a good time, including, after a while, {subj}, who seemed to have [recovered|cheered up] a great deal faster than {they} had. That was somehow the worst part. {They} had wanted to make a point, and nobody had kept the point. {They} {was} just missing out, on purpose, with nobody to blame but {themself}. {comp} {comp_habit}, a long way off, and did not come over. Every so often came [bursts of laughter|somebody laughing], all of it [from the wrong direction|from over there]. Sulking, {they} discovered, was [lonelier than advertised|a very lonely hobby].',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    better: [
      {
        text: '{name} took a long breath and named it, silently: jealous. It was a relief to call it what it was instead of pretending it was something nobler. Then {they} walked over to {subj}. "Sorry," {they} said. "I was being weird. You\'re really good at this. Will you show me how you did that bit?" {Subj} looked surprised, then pleased, and showed {them} twice, [slowly|patiently], until {they} had it. It turned out to be quite easy to enjoy someone\'s brilliance once you stopped wanting them to fail. {comp} {comp_habit}, [looking very relieved|clearly delighted].',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '{They} tried a trick: imagining that {subj_his} good afternoon was a thing that could be shared, rather than a thing {they} had lost. It was harder than it sounds. But when {they} went back across {place_short} and actually joined in, cheering for {subj} and then taking {their} own turn, {they} discovered that the afternoon had plenty of good bits left, enough for everyone, and that the green feeling got much quieter when it had nothing to watch. By teatime it had [packed up its chair|wandered off] and gone [home|somewhere else].',
        picture: { action: 'celebrating', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: 'Jealousy, {name} decided, was a very stupid feeling, because it made you unhappy about something good happening to someone you liked. {They} had nothing against {subj}. {They} would have been delighted if this had happened on some other day, when {they} {was} also having a brilliant time. The problem was not {subj} at all. It was the sneaky idea that there was only so much good luck to go round at {place_short}, and that every bit {subj} got was a bit taken from {them}. Put like that, it sounded [ridiculous|absurd]. It still felt true. That was the annoying part. [Feelings|Some feelings], it seemed, did not care about being sensible.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} imagined looking back on today from next week. In one version, {they} remembered a great afternoon that had happened to include {subj} being brilliant. In the other, {they} remembered an afternoon spent sulking, and would have to remember it all over again every time {they} saw {subj}. It was surprising how much {they} cared which version it would be. It was [more surprising|stranger still] to notice that only one person at {place_short} could decide, and it was not {subj}. It was not {comp} either, who [left the deciding to {them}|offered no opinion] and {comp_habit}.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
