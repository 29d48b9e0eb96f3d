import type { ThemeWriting } from '../format';

export default {
  themeId: 'forgiveness',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['forgive {subj}', 'let the hurt go and make friends with {subj} again', "say 'That's all right' to {subj} and mean it"],
  worry: ['the heavy, held-on-to grudge', 'the crossness that would not let go', 'the stony, arms-folded sulk'],
  trouble: ['the quarrel with {subj}', 'the sorry face', 'the spoiled thing and the sorry look'],
  tiny: {
    problem: [
      {
        text: '{name} made something [lovely|special] with {the_thing}. Look! Then along came {subj_intro}. [Whoops! Bump!|Oops! Crash!] Down it all fell. Oh, {they} {was} cross! {Subj} came close, with big sorry eyes. But {they} turned away. "Hmph!" Hmph, hmph, hmph. Now nobody was playing.',
        picture: { action: 'crying', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Along came {subj_intro}. Zoom! {Subj} ran off with {the_thing}, [all the way over there|all the way across {place_short}]! Oh, {name} was cross. [Very cross!|So cross!] {Subj} brought it back, slow and sorry, and waited. But {they} folded {their} arms. "Go away." Down sat {subj}, far away. Sad, sad, sad.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} looked at {subj}. {Subj} looked back, still sorry. The cross feeling got [smaller... and smaller|tinier... and tinier]... and pop! "That\'s all right," {they} said. Hug! Then they played together, [even better|even sillier] than before. {comp} {comp_habit}.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: '{name} took a big breath in. [Whoosh|Whoof], out went the cross! "Come back," {they} said. "Let\'s play." {Subj} came running. [Hooray!|Yippee!] Round and round they went with {the_thing}, and the sad, far-apart feeling went away, away, away.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had spent ages making something wonderful with {the_thing}. It was nearly finished when along came {subj_intro}, [too fast|much too fast] and too excited. Crash! Down it all came. {Subj} stopped still and looked at the mess, and then at {them}, with the sorriest face in the [world|whole world]. But {they} {was} far too cross to notice.',
        picture: { action: 'crying', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} had put {the_thing} down for just one minute, and when {they} looked back, it was gone. Then along came {subj_intro}, bringing it back, [all muddy|all dented] and very much the worse for wear. {Subj} had borrowed it without asking. Now {subj} stood there, very quiet, with [a sorry face|a droopy, sorry look], waiting.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Go away," {they} said. "I\'m never playing with you again. Not ever." {They} turned {their} back, [stared hard at {sight}|stared out across {place_short}] and folded {their} arms so tight that {their} elbows [squeaked|creaked]. {Subj} waited a little longer, just in case. Then {subj} went off and sat down, all alone.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '"Fine," {they} said, but it did not sound fine. [It sounded like a door being shut.|It sounded like a door slamming.] When {subj} came a step closer, {they} took a step away. When {subj} tried to help, {they} said, "Don\'t touch anything. You\'ll only spoil it again." {comp} {comp_habit} and looked [worried|uncomfortable].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} sat on {subj_his} own, near {sight}, looking [sad|very sad]. {name} sat on {their} own, looking cross. Neither of them was playing, and the day went past without them. The cross feeling did not get smaller. If anything, it got [bigger and heavier|heavier and prickier], like a stone in {their} pocket.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: '{name} tried to play on {their} own, but {they} kept thinking about what {subj} had done, round and round, like a [song|tune] that will not stop. Holding on to being cross was [hard work|very hard work]. {Subj} was still there, waiting, looking sorry.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} looked at {subj}, still waiting, still sorry. The stone in {their} pocket felt so heavy. So {they} put it down. "That\'s all right," {they} said. "I\'m not cross any more." {Subj}\'s whole face [lit up|brightened]. They started again, together, with {the_thing}, and this time it came out [even better than before|better than ever].',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: '"Come here," {they} said, and [sighed|let out a big breath], and the cross feeling went out with it. "It\'s all right. I\'d rather play with you than be cross." {Subj} came over at once. Soon they were laughing so much that {comp} {comp_habit}, and the cross feeling was [nowhere to be found|gone for good].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had spent most of the afternoon on it: the best thing {they} had ever made with {the_thing}, balanced and finished and nearly perfect. Then along came {subj_intro}, moving too fast and looking the wrong way, and in one second the whole thing was flat. {Subj} froze, horrified, and then did everything an apology can do without words: came close, went small, and looked at {them} with [enormous|huge], miserable eyes. For a moment, nobody breathed. Then the hot feeling arrived, [all at once|in one great rush].',
        picture: { action: 'crying', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'At some point, {the_thing} vanished while {name} was looking the other way. It came back twenty minutes later, in a state, carried back by {subj_intro}, who had borrowed it without asking and had clearly had an adventure with it. It was [scuffed|dented] and [muddy|grubby] and not at all the way {they} had left it. {Subj} put it down and stood there, very still, looking about as sorry as it is possible to look. {comp} {comp_habit}, then looked at {them}, waiting to see which way this would go.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{name} decided to stay cross. Not shouting-cross, which would have been quicker, but the slow, cold, dignified kind. {They} said "It doesn\'t matter" in a voice that made it clear it mattered enormously, and then did not speak to {subj} again. {They} {was} going to be cross until {subj} understood exactly how much damage had been done, which might take [a while|several years]. When {comp} suggested going to look at {sight}, {they} said, "You go," [with icy politeness|in a voice like frost], and stayed exactly where {they} {was}. It was a very well-organised grudge.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '"Just stay away from my things," said {name}, and turned {their} back. {Subj} hovered, hoping. {comp} glanced from one to the other. But {they} had a list in {their} head now, a long list of every annoying thing {subj} had ever done, and {they} {was} adding to it with [great care|real dedication]. Item one: the thing today. Item two: the time with the [biscuits|crayons], two years ago. It was, {they} felt, a very good list. It was also growing. {They} walked off to the far side of {place_short}, where the list could have some peace and quiet.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: 'Being cross, it turned out, took up the whole afternoon. {name} could not get on with anything, because part of {them} was always busy being cross, like a tap left running. {Subj} stayed nearby but not too near, waiting in case {they} changed {their} mind, and looking sadder every time {they} did not. {comp} {comp_habit}. Across {place_short}, everybody else seemed to be having the afternoon {they} had planned, [loudly|very loudly]. {They} did not even enjoy {sight}, which took some doing. It was an extremely [long|slow] afternoon for all three of them.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: 'The odd thing about staying cross was that it did not punish {subj} nearly as much as it punished {them}. {Subj} had said sorry, in every way {subj_he} could, and then gone quietly to one side. {They}, meanwhile, {was} stuck carrying the whole thing around {place_short}, going over it and over it, feeling worse each time. Every so often {they} glanced over, and {subj} was [still there|still waiting], which made it worse. It was like being the jailer and the prisoner at the same time. {They} had won the argument. {They} just could not remember what the prize was [supposed to be|for].',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} walked over and sat down next to {subj}. "It\'s all right," {they} said, and discovered, slightly to {their} own surprise, that it was. "I know you didn\'t mean it. Want to help me do it again?" {Subj} did. They did it together, and because there were two of them it went twice as fast, and somewhere in the middle {they} noticed the knot had gone, and did not [miss it|want it back] at all. {comp} {comp_habit}, as if [{comp_he} had known all along|the whole thing had been {comp_his} idea]. The new one, everybody agreed, was better than the first.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: '"Come on," said {name}. "Forget it." {Subj} looked up, not quite sure it was real. {Subj} let out a breath {subj_he} seemed to have been holding [for an hour|all afternoon]. "Really?" "Really. I mean it. It\'s done." Saying it out loud was like opening a window in a stuffy room. Within ten minutes they were back at it with {the_thing}, [laughing|messing about], and {comp} was joining in, and by teatime nobody could quite remember what the fuss had been about. It is astonishing how much room a grudge takes up, and how much space there is once it has gone.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} stared at {sight} and tried to work out what {they} actually wanted. An apology? {Subj} had made it, clearly. For it never to have happened? Not on offer. For {subj} to feel terrible? {Subj} already did, and somehow that did not [feel|feel nearly] as satisfying as {they} had hoped. What was left was a hard little knot of cross that {they} had been [guarding|polishing] for so long that letting go of it felt like losing something. Which was ridiculous, because the knot had done nothing all afternoon except make {them} miserable.',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} remembered, with [some irritation|considerable irritation], a time when {they} had been the one who got it wrong: something broken, something spoiled, and then that long, awful wait to see whether anyone would ever be normal with {them} again. Someone had said "Oh, never mind," and the relief had been enormous. {They} had been grateful for weeks. It was extremely inconvenient to remember all this now, just when {they} had got so good at [staying cross|sulking], and with {subj} sitting right there at the edge of {place_short}, looking exactly the way {they} must have looked back then.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
