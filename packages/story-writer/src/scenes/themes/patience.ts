import type { ThemeWriting } from '../format';

export default {
  themeId: 'patience',
  better: ['wait quietly for {subj}', 'let {subj} take all the time {subj_he} needed', 'stop peeking at {subj} and find something else to do'],
  worry: ['the itch to make {subj} hurry up', 'the fidgety wait for {subj}'],
  trouble: ['the long wait for {subj}', 'the waiting and the checking', 'the slow, slow waiting'],
  tiny: {
    problem: [
      {
        text: '{name} was waiting for {subj_intro}, [right by {sight}|at {place_short}]. [Wait, wait, wait.|Sit, sit, sit.] "Ready yet?" No. "Ready NOW?" No! {They} peeked and fussed and peeked again. [Peek, fuss, peek!|Fuss, fuss, fuss!] Oh dear. All that fussing made it take even longer.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '[Tap, tap, tap|Tip, tap, tip] went {name}\'s foot. {They} wanted {subj_intro} NOW. Not later. Now! "Hurry up," {they} said. {They} jiggled and joggled and fussed, [all over {place_short}|round and round]. [Jiggle, joggle, fuss!|Wiggle, jiggle!] But {subj} would not hurry.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_comfort}. So {they} sat down [by {sight}|on the ground] to wait. Quietly. Quietly. {They} counted: [one, two, three...|one, two, three, four...] {They} hummed a little hum. And then... look! Something small and wonderful had happened to {subj}. [Ooh!|Wow!]',
        picture: { action: 'finding', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} stopped peeking. {They} played with {comp} instead, [round and round {sight}|all over {place_short}]. [Hop, skip, hop.|Skip, hop, skip.] Snack time. Story time. At last, {name} looked again. And {subj_he} {subj_was} ready at last! [Hooray!|Hip, hip, hooray!]',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had been waiting and waiting for {subj_intro}. [Ages and ages.|For ever and ever.] At least since breakfast. {They} checked. Not ready. {They} checked again. Still not ready. {They} asked, "How long now?" "A while," {comp} {comp_says}. {They} groaned. A while was the [worst amount of time there was|very worst amount of time].',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Nothing was happening with {subj_intro}. {name} watched and watched, and it went on happening [not at all|not one bit]. {They} could hear {sound}. {They} could see {sight}. But {subj} stayed exactly the same, as if nobody had told {subj_him} what to do. [Not a wiggle.|Not even a twitch.]',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} could not wait a moment longer. {They} decided to help {subj} hurry up. {They} fussed, and [peeked|poked], and hovered, and peeked again, and fussed some more, to see if that would make things go faster. {comp} {comp_habit}, [and watched|and said nothing at all].',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: '"Maybe if I shout," {name} thought. {They} called to {subj}, "HURRY UP!" [Nothing happened.|Nothing.] "PLEASE hurry up!" Still nothing, except {sound}. So {they} [hopped|jiggled] from foot to foot and checked every minute, which is a very good way of making a minute feel like an hour.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'None of it helped [one bit|at all]. It made things worse. Now {subj} needed even longer, and the waiting had to start all over again from the beginning. {name} flopped down [by {sight}|on the ground] with a groan. Waiting twice was even worse than waiting once.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{Subj} did not hurry. Things like that do not hurry, however [loudly|nicely] you ask. {name} had spent so long fussing and checking that {they} {was} tired and grumpy, and there was still nothing at all to see. {comp} {comp_habit}, which at least passed a moment. [Then another moment passed.|Then another.]',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '"Let\'s play while we wait," {comp} {comp_says}. So they did. They played near {sight}, and then played [something else|a new game], and had a snack, and {name} almost forgot to look. When at last {they} did, something small and wonderful had happened to {subj}. "Oh," {they} whispered. ["Oh, look!"|"Look at that!"]',
        picture: { action: 'finding', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} sat down beside {subj} and made {themself} comfy. {They} did not peek. {They} did not [fuss|fidget]. {They} just waited, humming a little, while {comp} {comp_comfort}. It was a long wait, [as long as a whole afternoon at {place_short}|a very long wait]. But at last {subj_he} {subj_was} ready, and it was every bit as wonderful as {they} had hoped.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Everyone had said it would take time. {name} had looked at {subj_intro}, nodded, and assumed that "time" meant about ten minutes. It had now been a good deal more than ten minutes. {They} had checked four times. On each occasion, {subj} had looked exactly as before, with the air of something that had all day and intended to use every minute of it. Meanwhile the rest of {place_short} carried on, [{sight} and all|busy and bright], as if waiting were something only {they} had been asked to do. {comp} yawned. {They} checked [a fifth time|again].',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Waiting is easy when you do not much mind. {name} was waiting for {subj_intro}, and minded a great deal, which made the waiting almost unbearable. Every minute stretched like [chewing gum|toffee]. {They} sat, then stood, then sat again. {comp} {comp_habit}, apparently perfectly content, which {they} found deeply unfair. Everything at {place_short} seemed cheerful and unhurried, as if the whole place had agreed to take its time on purpose. {They} glared at {subj}. {Subj} [did not glare back|took no notice whatsoever]. It was, {they} felt, [a very one-sided contest|not a fair fight].',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} decided to speed things along. This was, {they} told {themself}, [only helping|just giving things a nudge]. {They} fussed over {subj}, moved things about, tried this and then that. {They} checked again, to see whether the fussing had worked, and then fussed a bit more to be sure. {comp} watched all this with an expression that might have meant anything. {They} decided it meant "good idea". It did not. It meant, as {they} would find out, [something much more like "oh dear"|"please stop"]. {comp} looked away towards {sight}, [which {they} also chose to take as encouragement|and the fussing went on], faster and [fussier|busier] than ever.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} decided that if {they} could not hurry {subj}, {they} would at least not miss a single second. {They} settled right beside {subj} and stared. {They} did not blink if {they} could help it. Staring at something that is not happening is one of the most tiring activities known to science, and within a quarter of an hour {they} {was} exhausted, cross and no closer at all. Behind {them}, the others [played a game|laughed about something], and {they} did not even [turn round|notice]. {comp} {comp_moves} off to look at {sight}, and {they} did not notice that either.',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'It did not help. If anything, it made things worse: all that attention seemed to have set {subj} back, and now the waiting would have to start again almost from the beginning. {name} stared in dismay. {They} had tried to save time and had ended up spending more of it, which felt like exactly the sort of joke the universe enjoys. {comp} {comp_comfort}, which helped a little. Over by {sight}, everything else went on [at its own pace|in its own good time], which was, {they} had to admit, [rather the point|more or less what everyone had said].',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: "By the time the light over {place_short} began to change, {name} was tired of waiting, tired of watching and tired of being tired. Worse, {they} had missed everything else: {sight}, {comp}'s best jokes, a whole afternoon of things that had been happening right beside {them}. {comp} had spent the afternoon contentedly doing other things, while {they} had spent it glaring at {subj}, which had paid no attention whatsoever. {They} rubbed {their} eyes. It was, {they} thought, [a poor swap|a bad bargain]: a whole afternoon [for nothing at all|traded for a staring contest {they} had lost]. {Subj}, meanwhile, had not changed in the slightest.",
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} made a decision that felt, at the time, like giving up: {they} walked away. Not far. {They} found something else to do near {sight}, did it properly, and did not look back more than once or twice. {comp} came too, and {comp_habit}, [and for a while they forgot all about it|which made {them} laugh]. Time, which had been crawling, went back to its ordinary speed. And when {they} finally returned, something quiet and wonderful had happened to {subj} while nobody was watching, as if all that had been needed was [a little privacy|a bit of peace].',
        picture: { action: 'finding', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} sat down beside {subj}, not to stare, only to be there. {comp} {comp_comfort}. {They} listened to {sound}. {They} [noticed|began to notice] things {they} had been too impatient to notice before: the light shifting, the small sounds of {place_short} going about its business. It was not exciting. It was, {they} realised, rather nice, [like a long bath|like the end of a holiday], the kind of nice that does not need anything to happen. And when at last {subj_he} {subj_was} ready, {name} was right there to see it, calm enough to enjoy every second.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: '{name} had a theory that there was a fixed amount of waiting in the world, and that {they} had been given far more than {their} fair share. {They} had waited for birthdays, for [turns|the bus], for grown-ups to finish talking, for {their} hair to dry. Now {subj}. Somewhere, {they} suspected, there was a child who never had to wait for anything, and {they} would have liked a word with them. The theory had only one flaw: it did not make anything go faster. It just made waiting feel personal. {They} sighed, and {comp}, [in sympathy|out of politeness], sighed too.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The strange thing about wanting something to hurry, {name} noticed, was that it made the wanting worse and the waiting longer. Every time {they} checked on {subj}, {they} felt a little jolt of hope, then a little thud of disappointment. [Hope, thud. Hope, thud.|Jolt, thud. Jolt, thud.] If {they} stopped checking, there would be no thuds. There would be less hope, too, which seemed a high price. Then again, the hope would still be there later, folded up and waiting. Perhaps it did not need checking every five minutes either. Across {place_short}, {comp} [seemed to have known that all along|had known it all along, by the look of {comp_him}].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
