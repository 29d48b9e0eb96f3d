import type { ThemeWriting } from '../format';

export default {
  themeId: 'gentle-with-animals',
  better: [
    'be gentle and quiet with {subj}',
    'sit still and let {subj} come in {subj_his} own time',
    'use soft hands and a soft voice with {subj}',
    'put {the_thing} down and wait, very quietly, for {subj}',
  ],
  worry: ['the too-fast, too-loud, too-grabby hands', 'the wish to make {subj} play right now', 'the big bounce that would not keep still'],
  trouble: ['the too-big welcome for {subj}', 'the whooping and the rushing', 'the startled look on {subj}'],
  tiny: {
    problem: [
      {
        text: 'Here was {subj_intro}! {name} was so excited. "[Whoop!|Yahoo!] Come here, {subj}!" Run, run, run, [all across {place_short}|right past {sight}]! Grab, grab! Too fast! Too loud! {Subj} hid, quick as a flash, right in the farthest corner. [Hide, hide.|Hush, hush.] {Subj} would not come out. Not one little bit.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: 'Here was {subj_intro}. {name} wanted {subj} to play. [Bang, bang|Clang, clang] went {the_thing}. Poke, poke! "Play! Play NOW!" Bang! Poke! Bang! {Subj} went very, very still. Then {subj} hid away. [Oh dear.|Oh no.] Nobody wanted to play now.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '[Shh.|Hush.] {They} sat down, very still. Soft, soft. Quiet, quiet. "Hello, {subj}," {they} whispered. {They} waited. And waited. Then... peep! Out came {subj}, slow, slow, closer and closer, right up close. [Oh!|Ahh.] {comp} {comp_habit}. So gentle. So quiet. Friends.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{They} put {the_thing} down. No more banging. No more grabbing. {They} sat still as a stone and sang a [soft|tiny] little song. [La, la, la.|Hum, hum, hum.] And {subj} came back, a little bit, then a little bit more, until {subj} was right by {them}. Shh... happy now.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had been waiting all morning to play with {subj_intro}, and now here {subj_he} {subj_was}, [right there at {place_short}|just by {sight}]! {They} {was} so excited that {they} could not keep still. {They} rushed straight at {subj} with a great big whoop, arms out wide, ready for [the biggest cuddle in the world|a great big hug].',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} had made up a brilliant game with {the_thing}, and {they} knew just who should play it: {subj_intro}. But {subj} was [resting|having a quiet moment]. "Come on, {subj}!" {they} said, and gave {subj} a prod. Then another. Then {they} banged {the_thing} right next to {subj}, to wake {subj_him} up [a bit|a little].',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{Subj} backed away. But {name} did not stop. "Come here!" {they} said, louder, and went after {subj}, faster and faster, [round and round|all over {place_short}]. "I just want to hold you!" {They} reached out to grab, [too quick|much too quick] and too tight, and {comp} {comp_habit}, looking worried.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '"PLAY!" said {name}, very loudly, and prodded {subj} again, and banged {the_thing} again, even harder. [Bang, bang, BANG!|Clang, clang, CLANG!] It was so loud that {comp} jumped. {They} did not notice how {subj} had gone [stiff and still|very, very still].',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} hid. Right at the back, in the farthest corner of {place_short}, as small as {subj_he} could possibly be. {Subj} would not come out. Not for {name}, not for {comp}, not for anything. {They} had wanted to be friends, and now {subj} was [frightened|scared] of {them}. That was the [saddest thing of all|saddest thing in the world].',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
      {
        text: "{Subj} went away from {them}, as far as {subj_he} could go, and stayed there, very still, watching with wide eyes. Every time {they} moved, {subj} shrank back a little further. {comp} {comp_comfort}. {name}'s eyes went [prickly|stingy]. {They} had only wanted to [play|be friends].",
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} sat down, very still and very quiet. "Sorry, {subj}," {they} whispered. "I was too loud." {They} did not reach out. {They} just waited, and listened to {sound}. After a long while, {subj} came closer, a little at a time, until {subj} was right beside {them}. {They} hardly [breathed|moved]. It was the [best feeling in the world|loveliest feeling ever].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} put {the_thing} down, very gently, and lay down on {their} tummy, [low and still|quiet as a mouse]. {They} talked to {subj} in {their} softest voice, about nothing much at all. Slowly, slowly, {subj} came back. This time {they} kept {their} hands still and let {subj} decide. And {subj} decided [to stay|to stay right there].',
        picture: { action: 'waiting', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "All day, {name} had been looking forward to seeing {subj_intro}, and now {they} arrived at full speed, full volume and full of plans. {They} wanted to play, to hold, to cuddle, to show {subj} everything, all at once, immediately. {They} came across {place_short} like a small weather system, scattering everything in {their} path and calling {subj}'s name. {Subj}, who had not been consulted about any of these plans, [froze|shrank back] at the sight of all that enthusiasm coming straight at {subj_him}. {comp} {comp_habit}, [with the look of someone who could see where this was going|and winced slightly].",
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} had invented a game with {the_thing} that was, in {their} opinion, exactly the sort of game to delight {subj_intro}. {Subj}, however, was [resting|happily doing nothing], curled up near {sight}, and showed no interest whatsoever. {Subj} opened one eye, looked at {the_thing}, and closed it again. This seemed to {them} like a problem with an obvious solution: more enthusiasm. A prod. A tap. Some encouraging noise. If {subj} did not want to play, {subj} clearly just needed persuading. It did not occur to {them} that "no, thank you" might be [a complete answer|the whole answer].',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{Subj} backed away, which {name} took as the start of a chasing game. {They} went after {subj}, laughing, arms out, calling {subj}\'s name [louder and louder|at the top of {their} voice], and every time {subj} slipped away, {they} tried again, faster. Twice round {sight}, once the long way across {place_short}. It was, as far as {they} could tell, the best game ever invented. It did not occur to {them} that only one of them was enjoying it. {comp} {comp_habit}, and watched {subj} with growing concern. "Maybe slow down?" {comp} {comp_says}. {They} [did not hear|had no time to listen].',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: '{name} tried persuasion. Then louder persuasion. {They} prodded {subj} gently, then less gently, and banged {the_thing} to make it more exciting, and put {their} face right up close to {subj}\'s and said "PLAY!" in a voice that echoed round {place_short}. {Subj} did not play. {Subj} went [rigid|stiff as a board]. "Come ON," {they} said. "It\'s fun!" It was fun, for exactly one of them. {comp} {comp_moves} back a step. {They}, having a perfectly nice time, did not notice anything at all.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} fled to the farthest, smallest corner {subj_he} could find, and stayed there, pressed as small as possible, eyes wide. When {name} came near, {subj} shrank further back. It was a horrible thing to see: not that {subj} did not want to play, but that {subj} was frightened, and the frightening thing was {them}. {comp} {comp_comfort}, but it did not help [much|very much]. All around, {place_short} carried on being lovely, and {they} could not enjoy [a bit of it|any of it]. {They} stopped where {they} {was}, arms still half out, and felt [{their} face go hot|something sink inside].',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
      {
        text: '{Subj} hid and would not come out. {name} called, coaxed, and then called again, louder, and each time {subj} tucked {subj_him}self a little further away. {comp} {comp_moves} over to sit near the hiding place, very quietly, as if to show how it was done. Anyone could see {subj} was frightened. Even from across {place_short}, anyone could have seen it. The game was over. It had, {they} realised slowly, [never really started|only ever been a game for one]. "I only wanted to play," {they} said [quietly|to {comp}]. "I know," {comp} {comp_says}. "{Subj} didn\'t."',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: "{name} sat down on the ground, a long way from {subj}'s corner, and made {themself} small and still and boring. {They} spoke quietly, saying nothing important, and kept {their} hands in {their} lap. {They} did not reach out. [It took ages|It took forever], far longer than {they} would have liked, and then, at last, {subj} came out, a little at a time, and closer, and closer, until {subj} was near enough to touch. {They} did not grab. Something soft [touched|nudged] {their} hand. {They} waited, and let {subj} decide, and {subj} decided to [stay|settle down right there].",
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} put {the_thing} away, lay down flat and went quiet. "Sorry, {subj}," {they} murmured. "My fault." Then {they} did the hardest thing of the whole day, which was absolutely nothing, for a very long time. {They} counted {sight}, twice. {Subj} watched. {Subj} thought about it. And then {subj} came, in {subj_his} own time, and settled [right beside|close to] {them}, and {they} discovered that a quiet animal choosing to be near you is worth about a hundred chases. {comp} {comp_habit}, [looking extremely pleased|pleased as anything]. It had been, {they} decided, [a very good trade|the best trade of the day].',
        picture: { action: 'waiting', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} tried to imagine being {subj}: minding {subj_his} own business at {place_short}, when one of those large, noisy, two-legged creatures came charging over, making a [tremendous|terrific] din and reaching out with grabbing hands. From where {subj} was, {they} must have looked like a whirlwind with arms. A friendly whirlwind, perhaps, one that meant well. But a whirlwind that did not listen was still a whirlwind, and the sensible thing to do about whirlwinds is hide. Seen that way, {subj} had behaved [extremely sensibly|very sensibly indeed]. {They} had not.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} had always thought {they} {was} good with animals, because {they} loved them so much. It had never occurred to {them} that there were two different skills involved, loving an animal and being good with one, like liking music and being able to play the piano. {Subj} did not care how much {they} loved {subj_him}. {Subj} cared whether {they} {was} loud, or sudden, or grabby. {comp} {comp_habit}, which seemed to say the same. It was humbling, being taught something by someone who [could not talk|had not said a single word]. It was also, {they} had to admit, [very clearly|perfectly clearly] explained.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
