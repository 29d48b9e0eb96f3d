import type { ThemeWriting } from '../format';

export default {
  themeId: 'teeth',
  better: ['brush {their} teeth, top and bottom, front and back', 'give every tooth a turn with {subj}'],
  worry: ["the can't-be-bothered yawn about {subj}", 'the wish to skip brushing just this once'],
  trouble: ['the teeth that still needed brushing', 'the skipped brushing', 'the furry, unbrushed teeth'],
  tiny: {
    problem: [
      {
        text: 'At {home}, {subj_intro} waited by the sink. "Teeth time!" said {carer}. "No!" said {name}. {They} shut {their} mouth tight. Mm-mm-mm! {They} ran and hid behind the door. [Shh!|Hide!] No brushing for {them}!',
        picture: { action: 'hiding', object: 'subj', at: 'home' },
      },
      {
        text: 'Quick, quick! Home from {place_short}, {they} picked up {subj_intro}. Scrub! One scrub. "Done!" said {name}. But the back teeth had not had a turn. [Not one.|Not even a tickle.] They felt fuzzy. Fuzzy, fuzzy teeth.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Then, with {comp} watching, {they} opened wide, wide as a [crocodile|lion]. Roar! Scrub, scrub, up and down. Foam, foam, bubbly foam! Round the back! Spit! Splash! {They} grinned a big, shiny grin.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: 'Then {they} had an idea: a brushing song, about {sight}! Brush, brush, round and round. Top teeth. Bottom teeth. Back teeth too! Foam! [Spit!|Splish!] All the way to the end of the song. {They} ran {their} tongue round. Smooth as smooth!',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'That night at {home}, {name} was so tired {they} could hardly stand up straight. {comp} was staying over, and was waiting for a story. On the edge of the sink, in its cup, stood {subj_intro}. It looked [a very long way away|much too far to reach]. {They} yawned a yawn so big {their} ears popped.',
        picture: { action: 'washing', with: ['comp'], object: 'subj', at: 'home' },
      },
      {
        text: '{comp} was staying the night at {home}, and {comp} wanted to see how people brushed their teeth. "Watch this," said {name}, picking up {subj_intro}. "I\'m the fastest brusher [in the world|there is]."',
        picture: { action: 'washing', with: ['comp'], object: 'subj', at: 'home' },
      },
    ],
    choice: [
      {
        text: '{They} turned on the tap. {They} held {subj} under it, just for a second, so it looked used. Then {they} put it back in the cup. "All done," {they} said, with a great big grin. [{comp} looked at the dry sink.|{comp} said nothing.]',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: 'Scrub-a-scrub. Spit. "Done!" It had taken about three seconds. {comp} was [very impressed|astonished]. "Is that how long it takes?" {comp_he} {comp_says}. "Yep," said {name}, and gave a great big grin.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
    ],
    consequence: [
      {
        text: 'Later, in bed at {home}, {their} tongue went exploring. {Their} teeth felt furry, like they were wearing little woolly socks. There was a bit of tea stuck at the back. {They} poked it. It stayed. {They} turned over. {They} turned back. [The socks were still there.|The furry feeling would not go away.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{comp} looked at the grin. {comp} looked again, closer. "There\'s a green bit," {comp_he} {comp_says}. "And a bit of something [orange|brown]. And is that a crumb from lunch?" {They} looked in the mirror. It was a crumb from lunch. It might even have been from breakfast.',
        picture: { action: 'looking', at: 'home' },
      },
    ],
    better: [
      {
        text: 'Back to the sink {they} went. Toothpaste, a little blob. Up and down, round and round, every single tooth, right to the back. Foam, foam, [minty foam|bubbly foam]. Spit. Swish. In bed, {their} teeth felt smooth and cold and clean, and {they} fell asleep before {comp} had finished the first page of the story.',
        picture: { action: 'washing', object: 'subj', at: 'home' },
      },
      {
        text: 'So they turned over the little sand timer and {name} started again. Top teeth. Bottom teeth. Front, back, and all along the chewing bits. {comp} counted out loud. By the time the sand ran out, {they} had a foamy white beard, and {comp} {comp_habit}, [laughing|giggling]. This time, the grin in the mirror had nothing in it at all.',
        picture: { action: 'washing', with: ['comp'], object: 'subj', at: 'home' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Camp night at {place} meant sleeping out, and sleeping out meant no {carer} leaning in the bathroom doorway saying "Properly, please." {name} had brought {subj_intro}, of course. It was in the washbag. The washbag was at the bottom of the rucksack. The rucksack was [on the far side of the tent|wedged in the far corner of the tent], under {comp}\'s things, and it was [dark, and cold|cold, and very dark], and {they} {was} already [very comfortably|extremely comfortably] inside a sleeping bag. [Nobody was checking.|Nobody would ever know.]',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: '{name} had a theory about teeth, and camp night at {place} seemed like the [perfect place|perfect chance] to test it. The front ones, the ones that showed in [photographs|photos and smiles], were public teeth, and deserved [attention|proper attention]. The back ones lived in the dark, were never seen by [anybody|a single soul] and could, in {their} view, [look after themselves|manage perfectly well on their own], especially on a night when the tap was a [cold walk away|long, cold walk away] and {subj_intro} was buried at the bottom of a rucksack.',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: 'At home there was a routine: {carer} in the bathroom doorway, the timer on the sink, the "Properly, please." Camp night at {place} had no routine at all, which was the whole point of it. There was the tent, and {comp}, and a torch with a [flickering|fading] battery, and {subj_intro} rolled up in a sock somewhere at the bottom of a rucksack. [The tap was a long, cold walk away.|The tap was round the back, in the dark.] Surely teeth could have a night off [too|as well].',
        picture: { action: 'washing', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} lay very still, warm in {their} sleeping bag, and weighed it up. Getting up meant cold air, the rucksack, the washbag and a walk to the tap in the dark. Not getting up meant sleep, immediately. One night could not [matter|make any difference]. Teeth had managed for [millions of years|ages and ages] before toothbrushes, probably. {They} decided, firmly, that {they} had brushed them [twice that morning|extra well yesterday] to make up for it, and fell asleep while still deciding.',
        picture: { action: 'sleeping' },
      },
      {
        text: '{They} did the front ones, [with {comp} yawning nearby|with one eye already shut]. A quick, [vigorous|energetic] going-over at the tap by torchlight, the sort that looks excellent in the dark and takes about eight seconds. The back ones, which had just helped to eat a great deal of sticky campfire pudding, got nothing at all. {They} [went back|crept back] to the tent feeling [efficient|extremely efficient] and slightly minty, and fell asleep in moments.',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: '{name} looked at the rucksack. The rucksack looked back. Somewhere inside it, under [the spare jumper and the torch batteries|a jumper, two socks and the torch batteries], was {subj}, and between here and the tap was a great deal of cold and dark. [{They} yawned.|{They} yawned enormously.] Brushing, {name} decided, was for people who had not already got into their sleeping bags. {They} rolled over, pulled the bag up to {their} nose and [counted it as done|called it a night].',
        picture: { action: 'sleeping' },
      },
      {
        text: '{They} got as far as [sitting up|sitting up and finding one shoe]. The tent was cold on the bits of {them} outside the sleeping bag, and {comp} {comp_habit}, which looked like a very good idea. {name} did the sums in {their} head: rucksack, washbag, {subj}, tap, dark, back again. About [ten minutes|ten whole minutes]. Against that, there was the warm bag and the sound of rain starting softly on the canvas. "Tomorrow I\'ll do them twice," {they} [whispered|told the roof of the tent], which sounded like a fair deal, and lay back down before anyone could argue with it.',
        picture: { action: 'sleeping' },
      },
    ],
    consequence: [
      {
        text: '{They} woke up with a mouth that felt as if a small furry animal had moved in overnight and [redecorated|put up curtains]. {Their} tongue stuck to the roof of it. When {comp} leaned in to say good morning, {comp} stopped, leaned out again, and said good morning from [a bit further away|a more comfortable distance]. It was the [politest|most polite] thing {name} had ever seen {comp} do. It was also, somehow, worse than being told.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'All morning at {place_short}, something was stuck [at the back|right at the back]. {Their} tongue went looking for it roughly every eleven seconds. It could be felt but not reached. By [lunchtime|the middle of the day] it had stopped being interesting and started being all {they} could think about, a small sweet lump sitting on a back tooth [like a lodger who would not pay rent|like a visitor with no plans to leave]. And the back tooth, very faintly, had begun to ache.',
        picture: { action: 'looking' },
      },
      {
        text: 'By breakfast, {name} had learned something new about [toast|toast, and crusts in particular]: it could hurt. Not a lot. Just a small, sharp twinge at the back, every time {they} bit down, as if one tooth were [tapping {them} on the shoulder|clearing its throat to complain]. {They} chewed on the other side, [very carefully|slowly and carefully], and pretended to be interested in {sight}. {comp} watched {them} take a whole minute over one corner of toast and said nothing, which was worse than saying something.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} dug out the washbag before breakfast and brushed for a [long, thorough, minty time|long, minty, thorough while], every tooth, until whatever had moved in had packed up and left. It was the [best-tasting|nicest-tasting] breakfast {they} had ever had. And that night, before anything else, before the sleeping bag and before {they} could get comfortable enough to argue, {name} got {subj} out and brushed at the tap under the sky, [foam and all|spitting neatly into the dark]. {comp} stayed exactly as close as usual all [the next day|day long, after that].',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: 'That night, [before {they} could talk {themself} out of it|while {comp} {comp_habit}], {they} brushed the back ones first. All of them, slowly, right along the chewing tops and round the far sides, the teeth nobody ever sees. Whatever had been lurking back there came away with a [satisfying little click|small, satisfying click]. {Their} tongue, after checking several times, finally stopped [patrolling|going on patrol]. The ache had [faded|gone] by morning. {name} had a new theory about teeth: there are no private ones. They all live in the same mouth.',
        picture: { action: 'washing', object: 'subj' },
      },
      {
        text: 'That evening {name} did not wait to be [asked|asked, or reminded]. {They} fished {subj} out of the rucksack while it was still light, walked to the tap and brushed the way {carer} always said to: two whole minutes, counted, back ones first, then the fronts, then the flat tops where the chewing happens. {comp} [{comp_habit}|kept watch] the whole time. Afterwards {name} ran {their} tongue round every tooth, one by one, like calling the register. All present. All [smooth|smooth and clean]. The twinge had gone quiet by morning.',
        picture: { action: 'washing', object: 'subj' },
      },
    ],
    inner: [
      {
        text: 'There was, {name} realised, a flaw in the theory that nobody would ever know. The theory was correct. Nobody had known. Nobody had checked. Not even {comp}. {They} had got away with it completely. But {they} had got away with it into {their} own mouth, where {they} now had to live. Dodging a rule was one thing when the rule belonged to somebody else. It was quite another when it was [{their} own teeth|{their} own breath] you had outwitted, and {their} own tongue that had to sit in the result all morning, thinking about what it had done.',
        picture: { action: 'sleeping' },
      },
      {
        text: 'Teeth, it turned out, did not know they were on holiday. {name} lay in the tent at {place_short}, wide awake, and considered this. The back teeth had chewed the campfire supper, the sticky pudding and several marshmallows, and had been left in the dark with all of it overnight, while the front teeth, which had mostly smiled, got the attention. It was like thanking the people at the front of a parade and forgetting the ones carrying the [drum|heavy end]. The back ones had been doing the real work for years, and {they} had been letting them do it [unbrushed|without so much as a thank you].',
        picture: { action: 'waiting' },
      },
      {
        text: 'Lying in the dark, {name} tried to work out who exactly {they} had fooled. Not {carer}, who had not been there to check. Not {comp}, who had not asked. Not the teeth, which were still sitting there with supper on them [whether anybody knew or not|whatever anybody thought]. That only left {name}, and {they} {was} not even fooled, just tired. Getting away with something, it turned out, was not much fun when the only person you had got away from was yourself.',
        picture: { action: 'sleeping' },
      },
    ],
  },
} satisfies ThemeWriting;
