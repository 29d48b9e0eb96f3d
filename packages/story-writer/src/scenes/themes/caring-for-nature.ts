import type { ThemeWriting } from '../format';

export default {
  themeId: 'caring-for-nature',
  better: ['pick up the litter and look after {subj}', 'take care of {subj}', 'put every bit of rubbish in the right bin'],
  worry: [
    'the shrug that said someone else would do it',
    'the little voice that said one bit of litter did not matter',
    'the yawn that said it was too much bother',
  ],
  trouble: ['the litter lying about', 'the rubbish nobody had picked up', 'the mess spoiling the lovely spot'],
  tiny: {
    problem: [
      {
        text: 'Crunch, crunch, yum! {name} had a snack at {place_short}, right by {subj_intro}. Then... drop! Down went the wrapper. Flap, flap, [tumble, tumble|skip, skip], off it went, right up close to {subj}. "Oh well," {they} said, and skipped away. {comp} [looked|stared] at the wrapper. The wrapper just lay there. Oh dear.',
        picture: { action: 'eating', with: ['subj'] },
      },
      {
        text: 'Look at {subj_intro}! Oh no. Yuck! Wrappers and cups and bits of rubbish, all [around|over {place_short}]. {name} said, "Not my mess." [Kick, kick!|Push, push!] {They} kicked a bit of rubbish [into a corner|out of sight]. But it was still there. And so was all the rest. Poor {subj}.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Back {they} came. Pick up, pick up! One bit, two bits, three bits, all into the bin. [Plop, plop, plop!|Plink, plonk, plop!] {comp} {comp_habit}, spotting the [last bit|littlest bit]. Now everything around {subj} was clean and lovely again. Sparkle, sparkle! Hooray!',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
      {
        text: '"I can help!" {they} said. {They} picked up every bit. This one in the bin. That one in the recycling. Plop! [Clink!|Plonk!] All gone! Now {subj} looked happy and clean and bright. {comp} {comp_comfort}. What a [good|lovely] job!',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} and {comp} had stopped for a snack near {subj_intro}. It was a lovely spot, with a view of {sight}. When {they} had finished, there was a [crinkly|scrunchy] wrapper left over, and no bin close by. {They} looked at the wrapper. {They} looked around. Nobody was watching. The wrapper slipped out of {their} fingers and [fluttered|tumbled] down.',
        picture: { action: 'eating', with: ['subj'] },
      },
      {
        text: 'Someone had been careless near {subj_intro}. There were wrappers, a squashed cup and a tangle of string, all lying about where they did not belong, [spoiling the view of {sight}|all across {place_short}]. {name} saw it. {comp} saw it too, and looked at {them}, as if to say, "What now?" {They} shrugged. After all, {they} had not [made the mess|dropped any of it].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"Someone else will pick it up," {they} said, and [skipped|ran] off to play. {They} did not look back. {comp} did look back, once, and then {comp_moves} after {them}, [slowly|very slowly]. Behind them, the litter stayed exactly where it was, right next to {subj}.',
        picture: { action: 'running', with: ['subj', 'comp'] },
      },
      {
        text: '"It\'s only one little bit," {they} said. "It doesn\'t matter." And {they} nudged the rubbish out of sight with {their} foot, [into a corner of {place_short}|behind something], where nobody would see it. [There. Gone.|There. All gone.] Except it was not gone at all. It was just hidden, which is not the same thing, and it was still right by {subj}.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: '[Later|That afternoon], {name} came back the same way. The litter had not gone. It had [spread|grown]. More rubbish had joined it, as if one bit had invited all its friends. Now it was all around {subj}, and nothing looked lovely any more. {comp} looked at the mess, and then at {them}, and {comp_habit}.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '{name} tried to play, but {they} kept thinking about the rubbish by {subj}. [What if it blew further?|What if the wind took it?] What if some little creature tried to eat it, or [got tangled in it|got stuck in it]? The thought went round and round, and {their} game did not feel fun at all. {They} kept looking back [at it|over {their} shoulder].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went back. {They} picked up every wrapper and every scrap, one by one, even the ones {they} had not dropped. {comp} helped spot them, [all over {place_short}|even the tiny ones by {sight}]. They put the rubbish in one bin and the recycling in another, and when they had finished, {subj} looked lovely again, and {they} felt [very|really] proud.',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
      {
        text: '"Come on, {comp}," said {name}. "Let\'s clear it all up." [It took a while.|It took ages.] But bit by bit it went into the right bins, [clink and rustle|rustle and plonk], until there was nothing left on the ground at all. Then they sat down near {subj}, and it was the loveliest spot in the whole of {place_short}.',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} and {comp} had spent a lazy half hour near {subj_intro}, watching {sight}, and it had been perfect. Now there was the matter of the wrapper. The nearest bin was right over on the far side of {place_short}, which, when you are comfortable, is roughly the same distance as the moon. On this side there was no bin at all, only a comfortable spot and a great deal of sunshine. {They} looked at the wrapper, and at the long walk, and at the lovely spot, and a small, lazy idea began to [form|take shape]. It was not a good idea. [Lazy ideas rarely are.|But it was a very comfortable one.]',
        picture: { action: 'eating', with: ['subj'] },
      },
      {
        text: "Somebody had been careless near {subj_intro}. Wrappers had collected in the corners, a squashed cup lay on its side, and a tangle of plastic string had snagged on something and was [flapping|twitching] there sadly. A crisp packet turned over in the breeze, showing its shiny inside, like something waving for help. [It spoiled the view of {sight} completely.|Even {sight} looked a bit sorry about it.] It was not {name}'s mess. {They} had not dropped a single bit of it, and {they} had [a clear conscience|clean hands] to prove it. {comp} stopped to look, and then looked at {them}, with the air of someone waiting to see what happens next.",
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"Somebody else will deal with it," said {name}, and walked on. It was a very reasonable position. It had a nice ring to it, like a rule. {They} repeated it to {themself} a couple of times on the way across {place_short}, to make sure it still sounded reasonable, and it did, [more or less|mostly]. {comp} followed, but slowly, and glanced back twice at {subj}, which was [mildly|slightly] annoying. {They} did not glance back at all, which took a surprising amount of effort. "It isn\'t even ours," {they} added, to nobody in particular. Nobody in particular did not reply.',
        picture: { action: 'running', with: ['subj', 'comp'] },
      },
      {
        text: '"It\'s only a bit of rubbish," {name} said. "It\'ll be fine." {They} pushed it [out of sight|under the edge of something], where it could not be seen, which felt almost the same as putting it in a bin, and was much closer. It was, {they} felt, practically tidying. What harm could a bit of rubbish do, even right next to {subj}? {comp} said nothing, in a way that suggested {comp_he} had a [fairly good|very good] idea. {They} walked off quickly towards {sight}, whistling, which is what people do when they would rather not think about something.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'When they came back that way later, the mess had grown. Other people seemed to have had the same idea, as if the first bit of rubbish had been a sign saying "Rubbish here, please." Now it was spread all around {subj}, [and some of it had wandered off across {place_short} on its own|and the breeze was busy carrying the rest across {place_short}]. A small creature was poking at a wrapper with great interest, as if it might be food. It was not food. {name}\'s stomach gave an [unpleasant|uncomfortable] lurch. {comp} {comp_habit}, then stared at it for a long moment.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '{name} could not stop thinking about it. Not in a big, dramatic way. In a small, nagging way, like a stone in a shoe. Every time {they} closed {their} eyes, {they} saw the litter by {subj}: still there, still [spoiling|messing up] the loveliest spot in all of {place}, and likely to be there tomorrow, and the day after that. {They} tried to think about something else and failed. Some wrappers, {they} had once read, took hundreds of years to disappear. {comp}, meanwhile, had gone unusually quiet[, which was never a good sign| and kept glancing at the litter].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went back and started picking it up. All of it, including the bits {they} had not dropped, and the fiddly bits that took some careful [untangling|unpicking]. {comp} proved excellent at spotting the bits {they} had missed. They sorted it as they went, recycling in one pile and rubbish in the other, and carried it all the way to the bins on the far side of {place_short}, which turned out [not to be the moon after all|to be much nearer than the moon]. Nobody had asked them to, and somehow that made it better. When they looked back, {subj} looked [lovely|bright and clean] again.',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
      {
        text: '"Right," said {name}. "Race you. Whoever finds the most rubbish wins." {comp} accepted immediately. It was a surprisingly good game, with points for difficulty and double points for anything [fiddly|hidden]. Halfway through, two other children wandered over, asked what the game was, and joined in. {They} won, narrowly, though {comp} disputed one of the wrappers. Then they sorted everything into the right bins, and sat down near {subj} to admire their work, and it was, without any doubt, the nicest spot in {place}. {comp} {comp_habit}, looking [extremely pleased|rather smug], and still not conceding the wrapper.',
        picture: { action: 'finding', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: '{name} did the sum while {comp} {comp_habit}. One wrapper, one person: tiny. But everyone who came here probably thought the same thing. One wrapper times everyone was not tiny. It was exactly the mess around {subj}, or the mess there would soon be. It was slightly alarming to discover that {they} {was}, mathematically speaking, [part of the problem|one of the everyones]. It was even more alarming to realise the sum worked the other way round, too, and that one person picking things up was [also not nothing|not nothing either]. It was not often that maths had an opinion about what you should do next.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} tried to picture Someone Else: the mysterious person who would come along and tidy it all up. What did Someone Else look like? Did they live at {place_short}? Did they ever get a day off? The longer {they} thought about it, the more it seemed that Someone Else did not really exist, or rather, that Someone Else was just whoever happened to be standing there at the time. {They} briefly considered being someone who happened to be standing somewhere else. But today, [awkwardly|inconveniently], Someone Else was {them}, standing right next to {subj} with [nothing better to do|two perfectly good hands].',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
