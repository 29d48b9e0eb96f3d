import type { ThemeWriting } from '../format';

export default {
  themeId: 'making-friends',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['say hello to {subj}', 'ask {subj} to play', "join in with {subj}'s game, gently"],
  worry: ["the shy, don't-know-what-to-say silence", 'the showing-off that got in the way', 'the fear that {subj} would not want to play'],
  trouble: ['the hello that had not been said', 'the new someone playing alone', 'the friendship that had not started yet'],
  tiny: {
    problem: [
      {
        text: 'Who was that, by {sight}? Someone new: {subj_intro}! {name} wanted to play. But {they} did not say hello. {They} just looked and looked. [Peep, peep.|Peek, peek.] {Subj} looked back. Then {subj} [turned away|looked away]. Now {they} {was} on one side, and {subj} was on the other side, [all alone|both alone].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'Here came {subj_intro}, new to {place_short} today. {name} shouted, "Watch ME!" Jump, jump, [bang!|crash!] "I\'m the best! Look at ME!" It was [very loud|so loud]. {Subj} stepped back. And back. And back. [Oh dear.|Oh no.] Too loud, too big, too much.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} walked over, soft and slow. {They} gave a little wave. "Hello! [What\'s your name?|Do you like it here?]" {Subj} [smiled|wiggled]. "Want to play?" And {subj} came, [close, close, closer|closer and closer]. Now there were two, playing together. Hello, new friend! Close by, {comp} {comp_habit}.',
        picture: { action: 'waving', with: ['subj', 'comp'] },
      },
      {
        text: '"Hello," {name} said, quiet and kind. {They} held out {the_thing}. "Want to play?" {Subj} came over. [Peek!|Hop!] Then they played and played all over {place_short}, and [giggled and giggled|laughed and laughed], and by the end of the day they were [friends|best friends].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Near {sight}, there was someone new: {subj_intro}. {Subj} was playing all alone, very quietly, and every now and then {subj} looked up, as if hoping someone would come over. {name} wanted to be friends. {They} wanted it so much that {their} tummy went [fizzy|fluttery]. But [how do you start?|where do you begin?]',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '{name} and {comp} were in the middle of a game when someone new arrived at {place_short}: {subj_intro}. {Subj} stood at the edge and watched, [very shy|very still], not sure what to do. {They} wanted {subj} to like {them}. It mattered [very much indeed|more than anything].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Watch this!" shouted {name}, and did the biggest, loudest, [wildest|bounciest] trick {they} knew. "And THIS! I\'m the best at everything!" {They} did trick after trick, [louder and louder|all over {place_short}], so that {subj} would see how brilliant {they} {was}. {comp} covered {comp_his} ears, or tried to.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} did not say anything. {They} just hovered nearby, [and looked|pretending to look at {sight}], and hovered some more. {They} waited for {subj} to say hello first. {Subj} was waiting too. So they both waited, and nobody said anything, and the waiting went on and on, [like a very long yawn|like a stuck clock].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} drifted away, a little bit at a time, until {subj} was right at the far edge of {place_short}, playing alone. Nothing {name} had done had brought {subj} any closer. If anything, {subj} was further off than ever. {They} stopped, [puzzled|muddled] and a bit sad. "Doesn\'t {subj} like me?" {they} [whispered|whispered to {comp}].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'In the end {subj} turned away and went back to playing alone. {name} went back to playing alone too. Now there were two lonely people at {place_short}, [a little way apart|not far apart], and a friendship that had not even started, just sitting there in the space between them, [waiting|quite still].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    better: [
      {
        text: '{name} took a breath and walked over, not too fast and not too loud. "Hello," {they} said. "That looks fun. Can I play too?" {Subj} looked up, surprised, and then [smiled|brightened]. {Subj} made room. It turned out {subj} had a game {they} had never played before, [right there by {sight}|a clever one], and it was [brilliant|wonderful].',
        picture: { action: 'waving', with: ['subj', 'comp'] },
      },
      {
        text: '{name} went over and sat down, quietly, near {subj}. "Hello," {they} said. "Do you want to play with us?" {They} held out {the_thing}. {Subj} looked at it, and at {them}, and then {subj} came [closer|a little closer]. Soon there were three of them in the game, and by teatime it felt as if they had been friends [for ever|for years].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'There was someone new at {place_short} today: {subj_intro}. {Subj} was playing alone near {sight}, carefully, quietly, with the look of someone who has arrived somewhere new and is trying very hard not to look as if they mind. {name} noticed at once. {They} also noticed a strong wish to be friends, followed immediately by a complete absence of any idea how to [start|go about it]. {They} had {the_thing}, {comp} and a whole afternoon. What {they} did not have was a first sentence, and without one, everything else seemed [rather useless|oddly useless].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '{name} and {comp} were halfway through a game when a newcomer appeared at the edge of it: {subj_intro}. {Subj} hung back, watching, with that careful, half-hopeful look of someone who would quite like to join in but would rather eat a sock than ask. {They} wanted to be friends, very much. {They} also wanted, slightly more urgently, to be [impressive|dazzling]. The two wishes set off across {place_short} together, [arm in arm|side by side], and it did not occur to {them} that they might be heading in completely different directions.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{name} decided the best way to make a friend was to be amazing at them. {They} did {their} most spectacular tricks with {the_thing}, loudly, one after another, with commentary, [right in front of|just next to] {subj}, who could not possibly miss them. {They} mentioned several times that {they} {was} the best at this. {They} mentioned it a few more times, in case it had been missed. {comp} watched with the face of someone watching a cake collapse in slow motion, and {comp_habit}, [which was the closest {comp_he} could get to hiding|as if hoping to be somewhere else].',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} decided the best thing was to wait for {subj} to come over. That way, if {subj} did not want to be friends, nobody would ever have to know that {they} had wanted to. It was an excellent plan, safe and sensible, with one small flaw: {subj} was clearly operating on exactly the same plan, [from the other side|at the same time], and two people waiting for each other can wait for ever. {They} sat by {sight} and waited. Across the way, {subj} waited [back|too]. It was, {comp} remarked, like watching two statues [have a staring contest|try to be polite].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'It did not go as planned. {Subj} drifted off to the far side of {place_short}, where it was quieter, and settled there alone. {name} was left standing where {they} {was}, with the uncomfortable sense of having gone about something in completely the wrong direction, and no idea how to turn round. {comp} {comp_habit}, which did not [help|improve matters]. Even the fun seemed to be over there now, where {subj} was, as if the whole afternoon had [changed sides|quietly moved across]. {They} stood there, holding {the_thing}, and felt [very silly|extremely silly] indeed.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'Ten minutes passed. Then twenty. {name} and {subj} were now both pretending, with great concentration, to be having a lovely time on their own, roughly ten steps apart. Neither of them was having a lovely time. The ten steps between them had somehow become the widest gap in all of {place}, and [neither|not one] of them knew how to cross it. {comp} looked from one to the other and sighed. "This," {comp} said, "is the slowest [game|friendship] I have ever watched." {They} pretended not to hear.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    better: [
      {
        text: '{name} walked over, without a single trick. "Hi," {they} said. "What are you playing?" It was the most ordinary question in the world, and it worked [immediately|at once]. {Subj} showed {them}. It was a good game, a clever one {they} had never seen, with rules that involved {sight} in a way {they} would never have thought of, and {they} asked if {they} could join in, and {subj} made room. Somewhere in the middle of the afternoon, laughing at something {comp} had done, without anyone noticing the exact moment, they [became friends|turned into friends].',
        picture: { action: 'waving', with: ['subj', 'comp'] },
      },
      {
        text: '"Do you want to play?" said {name}, before {they} could talk {themself} out of it. {They} held out {the_thing}. "You can go first." For a second nothing happened, and {they} had time to regret everything. Then {subj} came over, and had a go, and was [surprisingly|rather] good, and {they} said so, and {subj} looked pleased. After that it was easy, and by the time {comp} wandered over to see, the two of them were arguing happily about whose go it was, [loudly|and neither of them wanted to stop].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} tried to work out why making friends was so hard, when {they} already had friends and had made them somehow. How had that happened? {They} could not remember a plan. {They} remembered something small: someone saying "Do you want to play?" and that being it. No tricks. No waiting game. Just a question, asked out loud. It seemed far too simple to work. On the other hand, the complicated ways had been [failing|going badly] all afternoon, and {subj} was still over there by {sight}, alone, and the afternoon was [not getting any longer|running out].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'It occurred to {name}, with some embarrassment, that {subj} might be feeling exactly the same thing: the wanting, the not knowing how, the worry of getting it wrong. From the outside, {subj} looked calm and fine and uninterested. But from the outside, presumably, {they} did too. Which meant that two people might be standing ten steps apart in the middle of {place_short}, each convinced the other did not care, and both [completely|entirely] wrong. Somebody had to go first. There was nobody else around to do it, [unless you counted {comp}|and {comp} was no help at all].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
