import type { ThemeWriting } from '../format';

export default {
  themeId: 'dark',
  better: [
    'switch on a little light and look at {subj} properly',
    'tell {comp} about {subj} and breathe slowly',
    'name every sound in {subj}, one by one',
    "say 'What's that?' out loud and go and look with {comp}",
  ],
  worry: ['the shivers about {subj}', 'the monster that might be under the bed', 'the what-was-that prickle in {subj}'],
  trouble: ['the shape in the shadows', 'the creaks and rustles in the dark', 'the tall, lumpy thing in {subj}'],
  tiny: {
    problem: [
      {
        text: 'Night came to {place_short}. Everything went dark. {name} looked into {subj_intro}. Ooh! A big shape! A funny noise! [Creak, creak!|Bump, bump!] {They} squeezed {their} eyes shut and hid. [Hide, hide!|Shh, shh!] But the scary feeling got bigger and bigger.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: '[Creak! Bump!|Tap! Thump!] What was that? {name} did not like {subj_intro}. [Not one bit.|Not at all.|Not even a tiny bit.] Was it {sound}? Was it a MONSTER? {They} pulled {their} blanket over {their} head. [Shiver, shiver.|Wobble, wobble.] {They} did not tell anyone. {They} just shivered all alone.',
        picture: { action: 'hiding', object: 'blanket' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '"I don\'t like {subj}," {they} whispered. {comp} {comp_comfort}. Click! On went a little light. [Glow, glow.|Glimmer, glimmer.] And look! The big shape was only {the_thing}. Ha! {They} [giggled|laughed]. Now the dark was just the dark, soft and sleepy.',
        needs: 'shape',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} peeked out. {comp} was right there. "What\'s that noise in {subj}?" [Listen...|Shh, listen...] It was only {sound}! [Snug, snug.|Phew!] {They} took a big, slow breath. In... and out. Now everything felt soft and quiet. Shhh.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'When night came to {place_short}, everything looked different. Shapes looked like monsters. Little noises sounded like big ones. {name} peered into {subj_intro} and saw something tall and lumpy with, possibly, [ears|horns]. {Their} heart went [thump-thump-thump|boom-boom-boom].',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: 'Creak. Rustle. Bump. The sounds seemed to come from {subj_intro}, somewhere out across {place_short}. {name} lay very still and listened. Was it a monster? A giant? A [monster-giant|giant monster]? {Their} tummy went tight, and {they} pulled the blanket right up to {their} [nose|chin].',
        picture: { action: 'hiding', object: 'blanket' },
      },
    ],
    choice: [
      {
        text: '{They} decided to hide. {They} curled up tight, squeezed {their} eyes shut and did not tell anybody about {subj}. {They} did not tell {comp}, [even when|not even when] {comp_he} {comp_moves} closer. {They} did not call for {carer}. {They} just stayed hidden and scared, [all on {their} own|all by {themself}].',
        picture: { action: 'hiding' },
      },
      {
        text: '{They} made up stories about what was in {subj}. A monster with ten legs. A giant with a cold nose, [hiding by {sight}|creeping across {place_short}]. A giant monster with ten cold noses. Each story was scarier than the last, and {name} was [very good|far too good] at stories.',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'Hiding did not help. With {their} eyes shut, every little sound seemed louder, and {subj} seemed darker and bigger and closer. {name} felt more scared, not less, and very much [alone|on {their} own].',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: "Now there were monsters everywhere, at least in {name}'s head. There was one behind {the_thing}, [probably|almost certainly]. {They} could not look at {subj}. {They} could not look away either. {Their} heart thumped so loudly that {they} could hardly hear anything [else|at all].",
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    better: [
      {
        text: '"{comp}?" {name} whispered. "I\'m scared of {subj}." {comp} {comp_comfort}. {They} switched on a little light, and look! The lumpy shape was only {the_thing}. The creaky noise was only {sound}. {They} laughed a small, [shaky|wobbly] laugh. With the light glowing softly, {subj} did not seem [scary at all|one bit scary].',
        needs: 'shape',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} took three big, slow breaths. In... and out. Then {they} told {comp} about {subj}, and {comp} {comp_comfort}. "Let\'s look," {they} said. They looked, [slowly and carefully|bit by bit], with a little light, and found nothing scary at all. Just {the_thing}, sitting quietly, and the ordinary dark, keeping everything [cosy|snug] until morning.',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Night at {place} was different from day in every way {name} could think of. The ordinary shapes had gone strange. Even the spot where {they} had watched {sight} that afternoon had become [a dark jumble|a heap of shadows]. Something in {subj_intro} looked, in a certain light, exactly like a tall figure with its arms out, and once {they} had seen it, {they} could not unsee it. {They} knew, in the sensible part of {their} brain, that it was almost certainly nothing. The rest of {their} brain had not been consulted, and was [busily drawing its own conclusions|not in a listening mood].',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: '{name} had never minded {subj_intro} much before. Daytime is easy. But tonight, {subj} made noises: a creak, a tick, a long, slow sigh that could have been the wind or could have been something breathing. Even {sound}, which {they} had loved all day, had turned [sly|shifty] and secretive. {Their} imagination, usually one of {their} best features, had chosen this moment to become extraordinarily helpful with the details. It supplied claws. It supplied eyes. It was [working on teeth|starting on teeth] when {they} told it, firmly, to stop, and it took no notice whatsoever.',
        picture: { action: 'listening', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} did nothing, [very hard|with great determination]. {They} lay absolutely still, barely breathing, eyes wide, staring into {subj} in case it tried anything. This is what a great many people do about the dark, and it has one major drawback: it does not work. {name} could not have said how long {they} lay there. It felt like a century. {They} did not call out to {comp}. {They} did not reach for a light. {They} simply kept watch over the whole of {place_short}, [single-handed|alone], against an enemy that might not exist, and whatever was out there did not go away.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: '{name} decided not to mention it to [anyone|a single soul]. {They} {was} too old to be scared of {subj}, surely, and being scared at {their} age was embarrassing, and embarrassing things are best kept quiet. So when {comp} {comp_habit} and asked if {they} {was} all right, {they} said, "Fine," [in a very normal voice|in {their} most ordinary voice], and then lay there not being fine in complete silence, which is a lonely way to spend a night. Outside, the dark went on being dark, entirely unbothered by how anybody felt about it.',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: '[Staring only made it worse.|Staring did not help.] The longer {they} looked into {subj}, the more things seemed to shift and lean, and every creak got louder. {Their} heart was going so fast it was practically humming. By now {name} was not just scared. {They} {was} tired and scared, which is worse, because tiredness makes every shadow taller. {comp} was close by, but {they} had not said a word, and the silence between them [had grown a shape of its own|felt almost as big as the dark]. {They} pulled the covers up and told {themself} to think about something else, anything else, and thought about the dark instead.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: 'Keeping quiet made the fear [bigger, not smaller|grow, not shrink]. With nobody to check it against, it grew unchecked, like a rumour. A creak became footsteps. A shape became a figure. The outline of {the_thing} became, for one [terrible|dreadful] minute, a crouching something with a hat. {name} lay there running through ever more elaborate explanations, each worse than the last, and not one of them allowed for the possibility that nothing in {subj} was doing anything at all. {comp}, a few feet away, [{comp_habit}|was right there], entirely unaware that {they} {was} fighting a war.',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    better: [
      {
        text: '"{comp}," {name} said at last, [quietly|in a small voice]. "I don\'t like {subj}. Can we look?" Saying it out loud made {their} voice wobble, but it also made the fear sound smaller than it had felt. {They} switched on a small light. The tall figure turned out to be {the_thing}, standing exactly where {they} had left it and looking, if anything, slightly embarrassed. The noises, when {they} listened properly, were just {sound} and the ordinary creaks of {place_short} settling down for the night. [{They} let out a breath {they} had been holding for about an hour.|{They} felt a little silly, and a great deal lighter.]',
        picture: { action: 'finding', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{They} tried a trick: instead of imagining what might be in {subj}, {they} listed what was actually there. {They} named each sound as it came. That one was {sound}. That creak was {place_short} cooling down. That shape was {the_thing}. The list was much less exciting than the monsters had been, which was [exactly the point|the whole idea]. {comp} {comp_comfort}. {They} left a small light on, just in case, and breathed slowly, and somewhere in the middle of the list {their} eyes began to feel heavy. The last thing {they} remembered naming was [the dark itself|{comp}], which seemed only fair.',
        picture: { action: 'listening', with: ['comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} knew perfectly well that there was nothing in {subj} at night that was not also there in the daytime. {The_thing} had been there at noon. So had {place_short}, [every inch of it|every corner of it]. The dark did not add anything. It only took things away: colour, edges, certainty. What filled the gaps was entirely {their} own [work|invention]. This was an uncomfortable thought, because it meant the monsters were, in a sense, [homemade|hand-made by {them}]. It was also a slightly encouraging one. If {they} had made them, perhaps {they} could unmake them, or at least make them a bit less tall.',
      },
      {
        text: 'The [odd|strange] thing, {name} thought, was that {they} {was} never scared of the things {they} could see. It was always the ones {they} could not quite see in {subj}. A shape that might be a coat. A sound that might be {sound}, or might not. Fear seemed to live in the "might", the little gap where the mind rushes in to fill things up. So perhaps the trick was not to be braver. Perhaps it was to make the gap smaller: more light, more looking, more listening, and someone nearby to say, "[Yes, that\'s just the {thing_kind}.|Look, it\'s only the {thing_kind}.]"',
      },
    ],
  },
} satisfies ThemeWriting;
