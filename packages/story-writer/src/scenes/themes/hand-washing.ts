import type { ThemeWriting } from '../format';

export default {
  themeId: 'hand-washing',
  better: [
    'wash both hands with {subj}, bubbles and all',
    'give both hands a proper scrub with {subj}',
    'wash off every bit of grey with {subj} before touching any food',
  ],
  worry: ['the hurry that skipped {subj}', 'the idea that a quick wipe would do'],
  trouble: ['the grubby, unwashed hands', 'the hands that still needed washing', 'the grey fingers and the waiting food'],
  tiny: {
    problem: [
      {
        text: 'Mud on {their} hands! Mud on {their} [fingers|thumbs]! Snack time at {place_short}! There by the tap was {subj_intro}. But {they} did not stop. {They} wiped {their} hands on {their} tummy. [Wipe, wipe.|Rub, rub.] Now {their} tummy was muddy too! And the [sandwich|biscuit] had a muddy thumbprint. Yuck!',
        picture: { action: 'eating' },
      },
      {
        text: 'Muddy, muddy hands! [Snack time!|Picnic time!] By the tap at {place_short} was {subj_intro}. [Splash!|Splish!] Just water, quick, quick. Still grey! {They} picked up a biscuit. Grey fingerprints! [Yuck!|Eww!] A grey, grubby biscuit.',
        picture: { action: 'eating' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Back to the tap. [Squish|Squirt] went {subj}. Bubbles! Rub, rub, rub, round the thumbs, in between the fingers. [Splish, splash, rinse!|Swish, swash, rinse!] Clean, pink hands. {comp} {comp_habit}. [Now snack!|Snack time!] Munch, munch, yum.',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: 'This time, {subj}! Rub-a-dub, bubble-bubble. [Rub-a-dub-dub!|Bubble, bubble!] Backs and fronts and fingers. [Rinse, rinse.|Swish, swish.] Clean hands! Then a fresh snack, [right by {sight}|with {comp}]. Munch, munch. Not one grubby fingerprint!',
        picture: { action: 'washing', object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: "All morning, {they} and {comp} had been exploring {place}. {They} had touched {the_thing} and [poked in the corners|dug about in the mud] and picked up things that were best not picked up. Now it was picnic time. By the tap was {subj_intro}, and a towel on a hook. {name}'s hands were a sort of grey-brown colour, [all over|right up to the wrists].",
        picture: { action: 'holding', object: 'the_thing' },
      },
      {
        text: 'At {place}, {name} and {comp} had spent the morning [building and poking and exploring|digging and climbing and finding things], and {their} hands had done most of the work. They were grey. They were brown. They were both at once. Now the picnic was ready, all laid out on a cloth [near {sight}|in the sunshine], and beside the little tap sat {subj_intro}.',
        picture: { action: 'holding' },
      },
    ],
    choice: [
      {
        text: '"They\'re clean enough," {name} said, and gave them a wipe on {their} shorts. That made the shorts grey-brown as well. {comp} {comp_habit}, [and looked at the shorts|and said nothing]. Then {they} picked up a sandwich and took [an enormous|a great big] bite.',
        picture: { action: 'eating' },
      },
      {
        text: '{They} ran {their} hands under the tap. [Splash. Splash.|Splish. Splosh.] {They} did not bother with {subj}. Water was water, after all. Shake, shake, all over {place_short}. "Done!" {they} said, and reached for the [biggest|very biggest] sandwich.',
        picture: { action: 'washing' },
      },
    ],
    consequence: [
      {
        text: 'Crunch. Sandwiches are not supposed to go crunch. {They} looked at the sandwich. There were grey fingerprints all round the edges, like someone had been [doing a drawing|making a pattern] on it. {comp} {comp_habit}. {name} chewed very slowly. It tasted of bread, [cheese|butter] and {place_short}.',
        picture: { action: 'eating' },
      },
      {
        text: 'Everything {they} touched got a grey fingerprint: the bread, the apple, the cake, the cup. It looked as if somebody had been [stamping|printing] patterns all over the picnic. {comp} looked at the cake, then [at {sight}|politely away]. {They} took a bite anyway. Crunch. Picnics are not supposed to go crunch.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} put the sandwich down and went back to the tap. A big squish of {subj}. Rub, rub, rub. The bubbles went grey, then brown, then white. Round the thumbs, between the fingers, [under the nails|on the backs]. Rinse. Dry. [{comp} {comp_moves} over.|Clean!] The next sandwich tasted only of sandwich, and it was delicious.',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: '{They} went back to the tap. This time, a big squish of {subj}, and rub, rub, rub until the bubbles came. The grey slid away. {They} sang while {they} scrubbed, [round the thumbs and under the nails|backs and fronts and in between], at the top of {their} voice. Then a fresh sandwich, and it tasted of nothing but [sandwich|bread and cheese], which is just right.',
        picture: { action: 'washing', object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had been given the most important job at the party at {place}: handing round the plate of biscuits. Just before, {they} had nipped to the toilet. There was a queue for the basin afterwards, three people long, with {subj_intro} at the end of it. The biscuits were waiting, arranged in a careful circle that had taken [ages|a whole ten minutes] to get right. Everybody was waiting. Through the little window {they} could see {sight}, and beyond the door {they} could hear laughter. [{They} could hear the party starting.|The party was starting without {them}.]',
        picture: { action: 'giving' },
      },
      {
        text: 'At the party at {place}, {name} was on biscuit duty, which was obviously the most important duty there was. Before starting, {they} nipped to the toilet. When {they} came out, there was {subj_intro} by the basin, and a queue of three people waiting to use it, and through the door {they} could hear the party [getting going|starting without {them}]. The plate of biscuits sat on the side, waiting for its [waiter|important person]. {comp} was already out there somewhere, and {they} could picture {comp_him} wondering where the biscuits had got to.',
        picture: { action: 'giving' },
      },
    ],
    choice: [
      {
        text: '{They} skipped the queue. {They} skipped the [basin|soap and the basin]. {They} wiped {their} hands on {their} jumper, which is the same thing as washing them if you are in enough of a hurry, and went straight out to the biscuits. Nobody had [seen|noticed a thing]. {They} picked up the plate with both hands, carried it across {place_short} like a waiter in a film, and [held it out|offered the first biscuit] to the smallest child there. {comp} {comp_habit}, [watching the plate go by|watching closely], with an expression that was hard to read and, {they} felt, a little too thoughtful.',
        picture: { action: 'running' },
      },
      {
        text: 'When nobody was looking, {they} gave {their} fingers the quickest possible rinse at the end of the basin, without {subj}, a flick of cold water and a shake. It took one second. [Possibly less.|Perhaps half of one.] Then {they} picked up the plate of biscuits, arranged {their} face into something [professional|serious and grown-up], and [swept|marched] into the party, holding the plate out in front like a prize. The room smelled of [icing|warm cake] and the air was full of chatter, and for a moment it felt like a perfectly good plan.',
        picture: { action: 'running' },
      },
    ],
    consequence: [
      {
        text: 'The smallest child, a girl of about four with a very serious fringe, looked at the biscuit, then at {name}, and said loudly, "Did you wash your hands?" Somebody laughed. Then nobody laughed, because a few people near the door had seen exactly where {they} had come from. The girl\'s hand hovered. Other hands hovered. The whole plate [hung in the air|waited] between them like a question nobody wanted to answer. Even {comp} {comp_habit}, [as if to fill the silence|which did not help]. {They} felt {their} ears go hot, and the plate, which had seemed so light a minute ago, grew [heavier and heavier|oddly heavy] by the second.',
        picture: { action: 'giving' },
      },
      {
        text: '{They} {was} halfway across {place_short} when {they} caught sight of {their} own hand, resting on the edge of the plate, right next to the biscuits, and remembered exactly where it had been five minutes ago. It was a very clear memory. {They} stopped. The boy who had been about to take a biscuit saw {their} face, and stopped too, with his fingers [in mid-air|hovering], as if the biscuit had suddenly grown teeth. "What?" he said. "Nothing," {name} said, in the voice of someone for whom it was [very much something|definitely not nothing].',
        picture: { action: 'giving' },
      },
    ],
    better: [
      {
        text: '"No," {they} said. "Hang on." {They} put the plate down, went back, joined the queue and waited, and when {their} turn came {they} used {subj} properly: palms, backs, between the fingers, thumbs, the lot, for two rounds of "Happy Birthday" hummed under {their} breath. A grown-up swapped the plate for a fresh one. Back at the party, {they} held it out again. The smallest child inspected {their} hands like a customs officer, [nodded once|gave a single nod] and took the biggest biscuit. {comp} {comp_moves} up beside {them}, looking [approving|entirely satisfied].',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: '{They} took the plate to the grown-up in charge and said, quietly, what had happened. The grown-up nodded, said it was very good of {them} to say so, and swapped it for a fresh one. Then {they} went back to the basin, queued, and scrubbed with {subj} until the bubbles came, under every nail and round every thumb. {They} handed round every single biscuit after that with hands that smelled of [lemons|soap], past {sight} and back again, and nobody had to hesitate once. The serious girl even [asked for seconds|had three].',
        picture: { action: 'washing', object: 'subj' },
      },
    ],
    inner: [
      {
        text: "It was strange, {name} thought, how you could know something perfectly well and still not think it. {They} knew about germs. Everybody knew about germs. {They} had drawn a poster about germs, with a very good picture of one wearing a villain's moustache. But in the queue, with the party starting and laughter drifting through the door, germs had felt like a poster thing, not a real thing. Now {they} {was} holding a plate of biscuits that [a whole room of people|everyone at the party] was about to eat, and the poster had suddenly become [very real indeed|alarmingly real].",
        picture: { action: 'waiting' },
      },
      {
        text: "The worst of it, {name} decided, was the arithmetic. Skipping {subj} had saved about twenty seconds. In exchange, {they} had put a whole plate of biscuits, and the trust of everyone about to eat them, [in doubt|at risk]. Twenty seconds against a party. It was very poor maths for a person who was generally rather good at sums, and {they} would have marked it wrong in anybody else's book. {They} looked at {their} hands, which were, in fairness, only doing what they had been told, and felt rather sorry for them. Over by {sight}, the party carried on [without a care|cheerfully].",
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
