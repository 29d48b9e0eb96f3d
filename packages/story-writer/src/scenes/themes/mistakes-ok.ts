import type { ThemeWriting } from '../format';

export default {
  themeId: 'mistakes-ok',
  better: ['carry on with {subj}, wonky bit and all', 'turn the mistake in {subj} into something new', 'keep going with {subj} right past the wonky bit'],
  worry: ["the 'it's all ruined' groan about {subj}", 'the hot, cross scowl at the mistake'],
  trouble: ['the wonky bit', 'the mistake in the middle of {subj}', 'the work that was not perfect any more'],
  tiny: {
    problem: [
      {
        text: '{name} was making {subj_intro}, right by {sight}. [Careful, careful...|Slowly, slowly...] [Oops!|Oh!] A big wonky splodge! "Oh no! It\'s spoiled!" {They} pushed {subj} away. Push! {Their} lip went [wobble, wobble, wobble|wibble, wobble].',
        picture: { action: 'crying', object: 'subj' },
      },
      {
        text: '[Dab, dab, dab.|Dot, dot, dot.] {name} was working on {subj_intro} at {place_short}. It looked just right. Then... [bump!|bonk!] A wonky bit, right in the middle! "No, no, NO!" {They} wanted to hide {subj} away [for ever and ever|for ever].',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} looked at the wonky bit. {name} looked too. [Hmm.|Oh!] It looked a bit like a [funny face|silly nose]! {They} giggled and kept going. [Dab, dab, dab.|Swish, swish.] And {subj_he} {subj_was} all done, wonky bit and all. Ta-da! {comp} {comp_habit}.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} took a [big, deep|great big] breath. Then {they} went round the wonky bit, and over it, and made it part of {subj}. [Round and round.|Swirl, swirl.] [There!|Ta-da!] Now the wonky bit was {their} favourite bit. Close by, {comp} {comp_habit}.',
        picture: { action: 'building', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} was making {subj_intro} for {comp}, and it was going beautifully. Then {their} elbow bumped, and [wobble|wibble], there it was: a big wonky mistake, right in the middle. {They} stared at it. The mistake stared back. {comp} [went very quiet|held {comp_his} breath].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} had been working on {subj_intro} since breakfast, [very slowly and very carefully|slowly and carefully], so that it would be perfect. It was nearly perfect. Then {they} went a tiny bit too fast, and [oops|whoops]. A wonky bit. Just one. But once {they} had seen it, {they} could not see anything else, not even {sight}.',
        picture: { action: 'building', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"It\'s ruined!" cried {name}. {They} pushed {subj} away [across {place_short}|with a shove], folded {their} arms, and said {they} would never make anything ever again. Not ever. Not even a [sandwich|paper hat]. {comp} {comp_habit} and waited.',
        picture: { action: 'crying', object: 'subj' },
      },
      {
        text: '{They} decided to start {subj} all over again. And then again. Every time there was even a teeny mistake, {they} started a brand-new one. Soon there was a heap of not-quite-finished beginnings [all over {place_short}|by {sight}], and {name} was getting [crosser and crosser|grumpier and grumpier].',
        picture: { action: 'building', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'Now {subj} sat there, half finished and all alone. {comp} {comp_habit} and looked at it sadly. {name} felt worse, not better, because {they} had [really, truly|really and truly] wanted to finish it, [right there at {place_short}|for {comp}].',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
      {
        text: 'By the time the light began to change over {place_short}, {name} still had not finished {subj}. [Not one bit of it was done.|Nothing was finished.] Unfinished things are all very well, but you cannot show anyone an unfinished thing. {They} sat down with a [flump|bump].',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} pulled {subj} back and looked at the wonky bit properly. It looked a bit like a [cloud|hat|hedgehog]. So {they} turned it into one. Then {they} carried on and finished every last bit. "That\'s my favourite part," {comp} {comp_says}, looking right at the mistake. [{They} grinned.|{They} thought so too.]',
        picture: { action: 'building', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} took a [big, slow|long, slow] breath. Then {they} went back to {subj} and kept going, right past the wonky bit, all the way to the finish. The wonky bit was still there. But now it was just one small part of something finished, and {name} found that {they} quite liked it. [So did {comp}.|{comp} liked it too, all over {place_short}.]',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had planned {subj_intro} down to the last detail. {They} had it all worked out in {their} head, perfect from start to finish, and for a while the real thing matched the one in {their} head exactly. {They} worked on, with {comp} [watching|keeping a respectful distance]. Then came the mistake. It was not a big one. It was small, wonky and obvious, right where everyone would look, and the moment {they} saw it, the perfect version in {their} head shattered like a [dropped plate|dropped glass]. {They} put everything down, very carefully, as if it might [explode|do it again].',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: '{name} was working on {subj_intro} with enormous care, because it was going to be the best thing {they} had ever made, possibly the best thing ever made at {place_short}. Halfway through, {their} attention drifted to {sight} for one second, and in that second it happened. A mistake. A proper one, not the kind you can pretend was on purpose. {They} looked at it for a long moment, waiting for it to go away. It did not go away. It sat there [looking pleased with itself|with a sort of smirk], the way mistakes do, as if it had been [waiting all morning|planning this all along].',
        picture: { action: 'building', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"It\'s ruined," {name} said flatly, and shoved {subj} aside. "I\'m rubbish at this." This was not true, and a calm corner of {their} mind knew it was not true, but the rest of {them} was in no mood to listen. {They} sat with {their} back to {subj} and glared at {place_short} as if {place_short} had done it on purpose. {comp} wisely kept quiet, [which was the safest thing to do|as if nothing at all had happened]. The calm corner of {their} mind sighed and [waited|settled in for a long wait]. It had seen this before, and it knew [roughly how long it lasted|it would pass].',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{They} tried to fix it. Then {they} tried to fix the fix. Then {they} tried to fix the fix of the fix, until the small wonky mistake in {subj} had become a large, worried-looking patch, much more obvious than the original. It is a well-known law of the universe that mistakes you fuss over grow, and {name} was proving it very thoroughly. {comp} {comp_moves} closer to look, opened {comp_his} mouth, [thought better of it|decided against it], and closed it again, which [told {them} everything|said a great deal]. {They} stopped, hands in the air. Every fix was making things worse.',
        picture: { action: 'building', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'The afternoon went on without {subj}. {comp} {comp_habit} and looked thoughtfully at the half-finished thing. {name} looked at it too, sideways, pretending not to. It had been so nearly good. Now it was not a finished thing with one mistake but an unfinished thing with no chance at all, and that, {they} began to realise, was a great deal worse. Across {place_short}, other people were finishing things, [wonky bits and all|lumps and bumps included], and nobody seemed to mind. [Nobody seemed to notice.|Nobody was even looking for mistakes.] {They} had not known that was [allowed|an option].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} stepped back and looked at {subj}. The wonky bit glared back. {They} felt hot and tired and foolish, and {their} eyes stung. Nothing about the afternoon was going the way it had gone in {their} head. "Perhaps I should just stop," {they} said to {comp}. {comp} said nothing at all, which made it sound an awful lot like a real question. Everybody else carried on, [steady and unbothered|calm as anything], as if the world had not noticed the disaster, which, {they} had to admit, [it probably hadn\'t|was possible].',
        picture: { action: 'crying', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} pulled {subj} back and looked at the mistake properly, as if it were someone else\'s. From there it looked less like a disaster and more like a beginning. Could it become a [shadow|pattern|whole new idea]? {They} tried it. It could. {They} worked the wonky bit into the rest, kept going, and finished every last part. When it was done, the mistake was still there if you knew where to look. {They} knew. {They} rather liked knowing. {comp} {comp_habit} and [studied it for a long time|declared it the best thing at {place_short}]. "I like the twiddly bit," {comp} said, pointing straight at the mistake.',
        picture: { action: 'building', object: 'subj' },
      },
      {
        text: '{They} decided to do something radical, which was to carry on. Not start again. Not fix it. Just carry on, with the wonky bit sitting in the middle of {subj} like an uninvited guest. Oddly, once {they} stopped staring at it, it [stopped mattering|stopped looking so big]. It even started to look [rather interesting|a bit deliberate]. {They} worked on while the light moved across {place_short}, and [the finishing felt good|finishing felt better than perfect ever had]. When it was done, {comp} gazed at the result with real admiration, and when {name} pointed out the mistake, {comp} {comp_says}, "Which one?"',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: 'The trouble with imagining something perfectly, {name} thought, is that the real thing never stands a chance. The one in {their} head had no wonky bits because it had never had to exist. It had never been bumped or rushed or made on an ordinary afternoon by someone who kept looking at {sight}. The one in front of {them} had. It was not perfect. But it was real, which the perfect one had never managed, and {they} felt a sudden, unexpected loyalty towards {subj}, [the way you might|rather as you might] towards a scruffy dog that has [followed you home|picked you out of a crowd].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} tried to remember a single thing {they} had ever made without one mistake in it, and could not. {Their} best ever [picture|model|birthday card] had a smudge in one corner. The best day of {their} life had involved losing a shoe. It was almost as if mistakes were not interruptions to things going well but part of the recipe, like the pinch of salt in a cake: nobody wants it on its own, and nothing tastes right without it. This thought was [irritatingly|annoyingly] sensible. {They} decided to allow it, just this once, for {subj}. [Nearby|Close by], {comp} {comp_habit}.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
