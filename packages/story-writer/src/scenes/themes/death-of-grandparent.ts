import type { ThemeWriting } from '../format';

export default {
  themeId: 'death-of-grandparent',
  better: [
    'tell a story about {subj} out loud',
    'remember {subj} together with {carer}',
    'let the sad feeling out and have a long cuddle',
    'talk about {subj} with someone who loved {subj_him} too',
  ],
  worry: ['the heavy missing since {subj} died', 'the big, muddled sadness about {subj}', 'the ache of missing {subj}'],
  trouble: ['the empty chair', 'the missing of {subj}', 'the first visit without {subj}'],
  tiny: {
    problem: [
      {
        text: 'Here at {place_short}, {name} used to play with {subj_intro}. But {subj} had died. Died means {subj_his} body stopped working, all the way, and will not work again. {They} felt sad, and cross, and muddled. {They} did not want to play, [not even with {comp}|not even a little bit]. {They} sat down [in a heap|very still].',
        picture: { action: 'crying' },
      },
      {
        text: 'There was the spot at {place_short} where {they} used to [sit|watch {sight}] with {subj_intro}. It was empty now. {Subj} had died. {Subj_his} body had stopped working, and it could not work again. {They} cried and cried. "I want {subj}!" [Sob, sob.|Sniff, sniff.]',
        picture: { action: 'crying' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{Carer} [held {them} close|gave {them} a long cuddle]. They cried together, and that was all right. Then they remembered. "{Subj} loved {sight}," {carer_he} said. "And {subj_he} always hummed a silly song here." So {they} hummed it too, [softly|quietly]. Sad, and a little bit warm.',
        picture: { action: 'hugging' },
      },
      {
        text: '{comp} {comp_comfort}. {They} still felt sad. That was all right. {Carer} showed {them} a photo of {subj}, smiling a [big|crinkly] smile. "Remember how {subj_he} laughed?" Oh yes, {they} remembered. Ho, ho, ho! {They} held the photo close, [all the way home|close to {their} heart].',
        picture: { action: 'hugging', with: ['comp'], object: 'photo' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} came to {place} with a [heavy|heavy, quiet] feeling inside. It was the first time {they} had come without {subj_intro}. Two weeks ago, {subj} had died. {Subj_his} body had stopped working, and it would not work again. So {subj_he} would not be here, on {subj_his} favourite [bench|seat], but {they} kept looking at it anyway.',
        picture: { action: 'looking' },
      },
      {
        text: 'Everything at {place_short} [made {name} think of|reminded {name} of] {subj_intro}. That was where {subj_he} used to point out {sight}. That was where {subj_he} told [jokes|terrible jokes]. But {subj} had died. When someone dies, their body stops working and cannot start again. {They} did not want to be there without {subj_him}.',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: '"It\'s not fair!" {name} [shouted|cried], and kicked a stone as hard as {they} could. "I don\'t want to remember. I don\'t want to talk about it!" {They} stomped off to the far side of {place_short} and would not come back, [not even for {comp}|not for anyone].',
        picture: { action: 'running' },
      },
      {
        text: '{name} decided to be fine. When {carer} asked if {they} wanted to talk about {subj}, {they} said, "No," and ran off to play with {the_thing}. When someone showed {them} a photo, {they} looked [somewhere else|the other way]. {They} pushed the sad feeling [down, down, down|deep, deep down], where nobody could see it.',
        picture: { action: 'running', object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'After a while, the busy, stompy feeling ran out, the way a [puddle|bath] runs out. What was left underneath was the sad. Getting away had not changed anything at all. {Subj} had still died. And now {name} was sad all by {themself}, [over on the far side of {place_short}|with only {sight} for company], which was the loneliest kind of sad there is.',
        picture: { action: 'crying' },
      },
      {
        text: 'Running away from the sad feeling did not make it go away. It sat inside {name} like a big lump. {They} could not play properly, [not even with {the_thing}|not even with {comp}]. And at teatime, when {they} dropped a spoon, {they} burst into tears, and could not [stop|stop for ages].',
        picture: { action: 'crying', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{Carer} came and sat beside {them}, looking out at {sight}. "I miss {subj} too," {carer_he} said. "It\'s all right to be sad." They both cried a bit. Then they told stories. "Remember when {subj} tried to [whistle along with|sing along to] {sound}?" {name} laughed, though {their} eyes were wet. It was sad, and it was [a bit warm too|warm as well].',
        picture: { action: 'hugging' },
      },
      {
        text: '{comp} {comp_comfort}. "You can feel sad for as long as you need," {carer} said, and [that evening|after tea] they made a memory box together. In went a photo, a drawing of {sight} and a note that said, "You were the best at [jokes|stories]." {They} still felt sad. But when {they} held the box, {subj} felt close, just for a moment, in a good way.',
        picture: { action: 'holding', with: ['comp'], object: 'box' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'It was the first time {name} had come to {place} without {subj_intro}. {Subj} had died three weeks ago. Everyone had used the word, plainly, and {they} {was} glad of that: {subj_his} body had stopped working, and it would not start again. It did not mean sleeping, and it did not mean going away somewhere. It meant {subj_his} body had stopped working, for good. Nothing could make {subj_him} cold or tired or sore any more, and {subj_he} could not come back. What was left of {subj} lived in the people who loved {subj_him}. And {place} was absolutely full of [memories|those], like a cupboard that might spill if you opened it. There was the spot where {subj_he} always stopped to look at {sight}. {They} walked past it [without looking|very quickly].',
        picture: { action: 'looking' },
      },
      {
        text: 'The funeral was over. The flowers had wilted. The cards had been [read|read twice] and put away in a drawer. Everyone had gone back to work and school, as if that were a reasonable thing to do, and today {name} had been brought to {place}, where {they} used to go every summer with {subj_intro}. {Subj} had died not long ago. {Subj_his} body had stopped working and could not start again. Yet {place_short} had not noticed. {Sight} carried on exactly as before, [as though nothing had happened|as it always had], which seemed [rude|strangely rude], somehow.',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: '{name} decided {they} would simply not think about it. When anyone mentioned {subj}, {they} changed the subject. At home {they} turned the photo on the shelf face down, not angrily, just practically, the way you cover a cage to make a bird stop singing. "I\'m fine," {they} told everyone, [in a voice|in a brisk voice] that closed the door on further questions. Today {they} walked all round {place_short} with {comp}, talking about everything except the one thing, [quickly and cheerfully|brightly, without stopping]. And for a while, being fine seemed to work.',
        picture: { action: 'hiding' },
      },
      {
        text: 'There was a question {name} had been carrying around for days: where was {subj} now? {They} had not asked it out loud. {Carer} had red eyes and a quiet voice these days, and {they} did not want to make {carer_him} cry again. So {they} kept the question [folded up small|tucked away], [like a note in a pocket|like a letter nobody had posted|the way you save a sweet for later], and at {place_short} {they} tried to answer it alone, staring at {sight} as if the answer might be written there. It was not. {comp} {comp_habit} nearby, and {they} said nothing at all about it.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'But the sadness had not gone anywhere. It had only been shut in, and it began leaking out at strange moments. {name} cried over a broken pencil. {They} snapped at {comp} for no reason at all, which was not [exactly fair|fair, and {they} knew it]. {They} stared at {sight} for a long time without seeing it. Even the nicest things at {place_short} had a grey edge to them now. At night {they} lay awake, too tired to sleep. Keeping everything inside turned out to take [an enormous amount|a tiring amount] of effort.',
        picture: { action: 'crying', with: ['comp'] },
      },
      {
        text: 'Things kept inside have a way of growing. By the end of the day {name} had imagined all sorts of muddled, frightening answers to the questions {they} had not asked, each one worse than the last. {They} did not want {sight}, or games, or even {comp}. {They} wanted {subj}, and the wanting had nowhere to go. At teatime {they} pushed the food round the plate, and when {carer} asked, "All right, love?" {they} said, "Yes," and then, [to {their} own surprise|without meaning to], burst into tears.',
        picture: { action: 'crying', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'That evening, back at {home}, {carer} found {name} sitting in {subj}\'s old chair by the window and sat down nearby. {They} asked it at last: "Where is {subj} now?" {Carer} thought before answering, and told the truth. "{Subj_his} body stopped working, and it can\'t hurt or be cold or be frightened any more. {Subj_he} can\'t come back, and I wish {subj_he} could. But everything {subj_he} gave us is still here: the jokes, the songs, the way {subj_he} loved you." They cried together, and nobody said stop. Then came the stories: the time {subj} got [locked in a shed|lost on a day out], the terrible jokes, and {they} laughed with wet eyes. The chair, {they} found, was [a good place to sit|a comfortable place to remember].',
        picture: { action: 'comforting', at: 'home' },
      },
      {
        text: 'Back at {home}, {carer} put an arm round {name} and did not let go. "You can be as sad as you like," {carer_he} said. "I am too. And you can ask me anything about {subj}, any time." So {they} asked where {subj} was now, and got a plain, gentle answer: {subj_his} body had stopped working, nothing could make {subj_him} sore now, and {subj_he} could not come back, but {subj_he} would always be part of the family because they remembered {subj_him}. Then they made a memory jar together. Each slip of paper held one thing: {subj}\'s [whistling|terrible puns], the way {subj_he} used to point out {sight}, the best [biscuit|sandwich] recipe. The jar filled up fast. The missing was still there. So, it turned out, was everything else.',
        picture: { action: 'holding', object: 'jar', at: 'home' },
      },
    ],
    inner: [
      {
        text: '{name} kept trying to understand death, and kept arriving at the same plain word: died. Not asleep. Not away. {They} had been [annoyed|cross] when a neighbour said "passed on", as if {subj} had been handed along like a parcel. {They} preferred the plain word, even though it hurt more, because at least it was true, and true things were easier to hold. The missing had a shape exactly like {subj}, and nothing else would fit it. {They} supposed nothing was meant to. You did not fill that kind of space. You [carried it with you|got used to where it was], and you filled the days around it with people. {comp} {comp_comfort}, and did not try to fill it either.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "Lying awake, {name} made a list of ordinary days with {subj}: the card games, the walks at {place_short}, the hundred small jokes {subj} had told and retold until they were funny again by accident. There was an entry about {sight} that made {them} smile in the dark. There was one about the smell of {subj}'s coat. Some of the list made {them} cry, and {they} let it, because crying about someone you love is not a thing you can do wrong. The list grew much longer than {they} expected. {They} fell asleep [before finishing it|somewhere in the middle of it].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
