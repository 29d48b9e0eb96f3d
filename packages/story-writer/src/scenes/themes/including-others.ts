import type { ThemeWriting } from '../format';

export default {
  themeId: 'including-others',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['ask {subj} to join in', 'make room in the game for {subj}', 'let {subj} play too'],
  worry: ['the only-room-for-two idea', 'the little voice that said {subj} would spoil the game', "the left-out look on {subj}'s face"],
  trouble: ['the game for only two', 'the hopeful face at the edge', 'the question of who could play'],
  tiny: {
    problem: [
      {
        text: '{name} and {comp} were playing with {the_thing}. [Whee!|Whoosh!] [Over there|Over by {sight}] stood {subj_intro}, all on {subj_his} own. {Subj} watched. {Subj} came a bit closer. "No," {they} said. "Just us two." {Subj} stopped. {Subj} went away, [slow, slow|slowly, slowly], and sat down all alone. [Oh dear.|Poor {subj}.]',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} and {comp} went round and round {place_short}. [Who was that, watching?|Who was that, peeping?] It was {subj_intro}, all by {subj_him}self. But {they} did not look. Round and round, just two, [tight|close] together. No room. {Subj} waited and waited. Then {subj} looked down at {subj_his} feet, [all sad|sad and small].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} stopped. {They} looked at {subj}. "Come and play!" {Subj} came running, [hop, skip, jump|skip, skip, skip]! Now there were three. [One, two, three, round we go!|One, two, three, off we go!] And the game got bigger, and sillier, and [better|louder] than ever. Round them, {comp} {comp_habit}.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} waved. "Over here! You can play too!" {Subj} [smiled|beamed] a great big smile. In came {subj}, right into the middle of {place_short}. Now the game had three, and three was [lots of fun|the best]. [Giggle, giggle!|Tee-hee!] Nobody was left out now. Not one.',
        picture: { action: 'waving', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} and {comp} had a game going with {the_thing}, and it was a [very|really] good one. Then {they} noticed {subj_intro}, standing at the edge [of {place_short}|by {sight}] all on {subj_his} own, watching them play. {Subj} came a little closer, and then a little closer still, hoping. It was easy to see {subj} wanted to join in.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'Everybody at {place_short} seemed to be with someone. {name} was with {comp}, and they were laughing. But not far away was {subj_intro}, who was with nobody. {Subj} sat by {sight}, watching the game go round and round, with [a hopeful face|hopeful eyes]. {They} saw it all, and [pretended not to|looked the other way].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Sorry," {name} said, [not very sorry at all|not sounding sorry one bit]. "This game\'s only for two." And {they} turned back to {comp} and {the_thing}. {comp} did not say anything, but {comp_he} looked at {subj}, and then back at {them}, and {comp_his} face said [a great deal|plenty].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} moved a little closer to {comp}, so that there was no gap for anybody else. Round and round they played [with {the_thing}|across {place_short}], with their backs to {subj}, as if {subj} were not there. If they did not look, {they} thought, it would not [count|matter].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} stopped hoping. {Subj} turned round and walked away, slowly, and sat down [all alone|by {sight}]. {name} went on playing, but the game had gone [wobbly|flat]. {comp} kept looking over at {subj}. Somehow it was hard to laugh when someone nearby was sitting all alone, looking sad.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: 'The game went on, but it had lost its sparkle. {name} kept peeking over {their} shoulder, across {place_short}, and every time {they} peeked, {subj} looked [smaller|lonelier]. {comp} missed a turn, and then another, because {comp_he} was watching {subj} too. A game for two, it turned out, was not nearly as much fun with a sad face [just outside it|right next to it].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} stopped and turned round. "Do you want to play?" {they} called across {place_short}. {Subj} looked up [as if {subj_he} could not believe it|in surprise], and then came running. They made the game bigger, with room for three, and {subj} had an idea nobody else had thought of. It made the game [twice as good|much, much better].',
        picture: { action: 'waving', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} went over to {subj}. "Come on," {they} said. "You can have a go with {the_thing}. We need someone to [keep score|be the captain]." {Subj}\'s whole face changed. Soon the three of them were playing together, and laughing, and nobody could remember why anyone had ever said it was a game [for two|for only two].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} and {comp} had invented a game with {the_thing}, and it was, in {their} opinion, the best game ever devised. It had rules. It had a scoring system. It had a boundary that ran from {sight} to [a particular stone|the spot where {comp} was standing]. It had exactly two players. That was when {they} noticed {subj_intro}, hovering at the edge, with the careful, pretending-not-to-care look of someone who cares a great deal. {Subj} edged a little closer. Then [stopped|waited], hoping, and pretended to be very interested in {subj_his} own shoes.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: "It was one of those days at {place_short} when everyone seemed to be in a pair or a group, except one person: {subj_intro}. {Subj} had spent most of the morning on the sidelines, near {sight}, watching other people's games as if watching them were a game of its own. {name} noticed, the way you notice a dripping tap: once, and then [every few seconds|again and again] afterwards, without wanting to. {They} had {comp} and {the_thing} and a game that was going beautifully, and {they} [would rather not have noticed|wished {they} had not looked].",
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Sorry," {name} said to {subj}, in a voice that managed to be polite without being [friendly|warm], "it\'s a two-player game." It sounded reasonable. It even sounded true. {They} did not mention that {they} had made up the rules ten minutes ago and could have made them up for three just as easily. {They} turned back to {comp}, who looked at {them} for a moment longer than {they} would have liked and then {comp_habit}, [without a word|as if changing the subject]. "Your go," {they} said briskly, and the game went on.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '{name} did not say anything. {They} simply angled {their} shoulder, turned a little towards {sight}, closed the circle, and carried on, the way you do when you are pretending not to see something. It was not exactly unkind. Nobody had been told to go away. It was just that the game had a wall round it now, [an invisible one|a quiet one], and {subj} was on the wrong side of it. {They} could feel {subj} standing there, [the way you can feel a draught|like a draught at {their} back], and played a little louder, as if noise could fill the gap.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} nodded as if {subj_he} had expected it, which was somehow the worst part, and went back to the sidelines. {name} played on. The game was exactly as good as before, in theory. In practice, it kept being interrupted by {their} own eyes, which drifted over to {subj} every few seconds, and by {comp}, who had gone [noticeably|unusually] quiet and kept missing easy shots. The scores went up. Nobody [cared|could have said why they mattered]. {They} kept glancing at the sidelines, and every glance cost {them} another point.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: 'Out of the corner of {their} eye, {name} saw {subj} give up. It was not dramatic. {Subj} simply stopped watching, turned away, and went to sit by {sight}, alone. The game carried on, but some invisible [fizz|spark] had gone out of it. Every point {they} scored seemed to land with a small, guilty thud, and {comp} did not cheer for any of them. "Are we still playing?" {comp} asked at last, [in a flat voice|not very hopefully], and {they} found {they} did not [have an answer|know]. It had been the best game ever devised. Now it felt like [homework|a chore].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} put down {the_thing}. "Actually," {they} called over, "it works better with three. Do you want to play?" This was not [strictly|entirely] true yet, but it became true almost at once, because {subj} turned out to be good at it, and even better at inventing new rules. Within ten minutes the game had a new scoring system, a new name, a boundary that now stretched all the way across {place_short}, and [a fierce rivalry|a long list of arguments|a fierce, happy rivalry]. {comp} {comp_habit} with obvious delight, and nobody wanted to go back to the two-player version.',
        picture: { action: 'waving', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} walked over to {subj}, past {sight}. "We need a third player," {they} said. "The game doesn\'t really work without one. I\'ve only just realised." {Subj} looked at {them} to check it was not a joke, and then came over, and {comp} made room at once. {Subj} asked three questions about the rules, found two holes in them, and fixed both, which {comp} said was [the cleverest thing anyone had done all day|frankly showing off]. By the end of the afternoon it was [impossible|hard] to imagine the game without {subj} in it, and {they} had [stopped trying|no wish to try].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} tried to decide why {they} had said no. Was the game really better with two? Not obviously. Would a third player spoil it? Maybe, a bit, at first, while {subj} learned the rules. And underneath that, if {they} {was} honest, was something smaller and less flattering: the game was {their} own, and {they} had liked being the one who decided who was in. {They} had not thought of {themself} as that sort of person. It was [unpleasant|deeply annoying] to find {themself} behaving exactly like one, in broad daylight, in the middle of {place_short}, with {comp} [watching|looking on].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: "{name} did some uncomfortable arithmetic. Two people having fun, plus one person sitting alone, did not add up to a good afternoon, however {they} counted it. {They} thought about the times {they} had been the one on the edge, watching a game that had no gap in it, trying to look as if {they} did not care. {They} had cared enormously. {They} had never forgotten who let {them} in, either. It was strange how clearly {they} could remember those people's names, years later, and [how warmly|how gratefully]. Over by {sight}, {subj} was still sitting [on the edge of things|alone].",
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
