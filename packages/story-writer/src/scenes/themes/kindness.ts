import type { ThemeWriting } from '../format';

export default {
  themeId: 'kindness',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['be kind to {subj}', 'say something kind to {subj}', 'help {subj} up and try again together'],
  worry: ['the prickly crossness inside', 'the laugh that came out too fast to stop', 'the unkind words stuck in the throat'],
  trouble: ['the tumbled, muddled game', 'the patience running out with {subj}', 'the muddle in the middle of everything'],
  tiny: {
    problem: [
      {
        text: 'Here came {subj_intro}, across {place_short}. Hop, skip, [trip!|wobble!] Down went {subj}. Bump! {name} laughed. "Ha ha! Silly!" {Subj} did not laugh. {Subj} sat very still, with a sad, [crumply|wobbly] face. {comp} did not laugh either. Now the laugh felt [cold and small|small and cold].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: 'Along came {subj_intro}, [across {place_short}|skipping]. {Subj} wanted to help with {the_thing}. [Push, push...|Heave, heave...] [crash!|clatter!] Over went {the_thing}, and over went {subj} too. {name} shouted, "You spoiled it! Go away!" {Subj} went very quiet. {Subj} looked at the ground. [Oh dear, oh dear.|Oh dear.]',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} ran over to {subj}. "Are you all right?" Up came {subj}, [one, two, three|up, up, up]! {They} gave {subj} a [big|gentle] hug. "Sorry," {they} said. Then they laughed together, [the nice kind of laugh, the warm kind|the warm kind of laugh]. Close by, {comp} {comp_habit}.',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} said, "Good try! Let\'s do it together." [Slowly, slowly.|Careful, careful.] One try. Two tries. [Three tries...|And three...] [ta-da!|hooray!] It worked, right there in {place_short}! {Subj} was smiling now. {They} {was} smiling too, and so was {comp}.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} was trying something clever with {the_thing} when over came {subj_intro}. {Subj} wanted to join in so much that {subj_he} tried straight away, without [waiting|looking], and it all went wrong with a clatter. Everything tumbled over, and there was {subj}, right in the middle of the muddle, looking [startled|surprised].',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It had been a long, busy day at {place_short} for everybody, and most of all for {subj_intro}. {Subj} was slower than everybody else, and kept getting left behind, and kept getting things a little bit wrong. Every time it happened, {name} felt a prickly, cross feeling growing inside, like a [nettle|thistle] in {their} [middle|tummy].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"You always spoil it," {name} said in a loud, cross voice, and then {they} laughed, but not a nice laugh. It was a [pointy|spiky] sort of laugh. {comp} stopped what {comp_he} was doing and looked up. {Subj} looked up too. Then nobody said anything [at all|for a long moment].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} rolled {their} eyes, the [big dramatic|great big] kind of eye-roll. "Come on, {comp}," {they} said. "Let\'s play on our own." And {they} turned {their} back on {subj} and marched off [with {the_thing}|towards {sight}], without looking round once.',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} went very quiet and very small. {Subj} did not try again. {Subj} did not try anything at all. {Subj} just sat [where {subj_he} {subj_was}|by {sight}] and looked at the ground. {name} had wanted {subj} out of the way, and now {subj} was. It felt [horrible|rotten|all wrong].',
        picture: { action: 'crying', with: ['subj'] },
      },
      {
        text: '{Subj} stopped joining in, and after that the game did not work. Nothing went right. Even {the_thing} seemed to [sulk|droop]. {comp} kept glancing back at {subj}, and so did {name}, and each time, {subj} looked a little sadder. That prickly feeling had not gone away. [It had grown.|It had got bigger.]',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went back and sat down next to {subj}. "Sorry," {they} said. "That was mean of me. You had a good try. Do you want to try again, with me?" {Subj} looked up. [Slowly, slowly|Bit by bit], {subj} smiled. They tried again, and this time it worked, and the laugh they shared afterwards, [right there in {place_short}|under {sight}], was the [warm|good] kind.',
        picture: { action: 'comforting', with: ['subj', 'comp'] },
      },
      {
        text: '{name} held out a hand to help {subj} up. "Come on," {they} said gently. "You go in front, and I\'ll wait for you." [{Subj} smiled a small smile.|{Subj} nodded, slowly.] So they went {subj}\'s way, at {subj}\'s speed, and going slowly meant they spotted [all sorts of things|so many things] nobody had noticed before, like {sight}.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "{name} had spent ages getting {the_thing} set up exactly right, in the best spot in {place_short}, when along came {subj_intro}. {Subj} was so keen to help that {subj_he} helped immediately and enthusiastically and in completely the wrong place. There was a wobble. There was a crash. There was a long silence, in the middle of which sat {subj}, surrounded by the wreckage of the morning's work and looking [deeply sorry|thoroughly startled]. {They} stared at the mess. The mess, [unhelpfully|rudely], stared back. It had taken a whole morning to build and about two seconds to fall down.",
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'All day, one of them had been a beat behind: {subj_intro}. Slower on the way in, last to work out the game, the one who asked what was happening just after it had happened. None of this was a crime. But {name} had been in a hurry since breakfast, and every small delay [scraped|rubbed] at {their} patience like sandpaper, until there was not much patience left. By the time they reached {sight}, {subj} was lagging again, and {they} could feel {their} temper [sitting right at the top|perched on the edge], waiting for an excuse.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Brilliant," {name} said. "Really brilliant. Thanks so much." It was the voice that means the opposite of every word in it, and everyone there knew it, including {subj}, and including {comp}, who {comp_habit} and then looked at the ground. {They} tacked on a laugh afterwards, a short, sharp one, the kind of laugh that is not really about anything being [funny|funny at all]. It rang out across {place_short} [for longer than it should have|louder than {they} had meant], and nobody joined in. {Subj} looked down at {subj_his} hands as if they had done something wrong all on their own.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} said nothing unkind. {They} simply made it very clear, with a sigh and a shrug and a shoulder turned in exactly the right direction, that {subj} was a nuisance. Then {they} went off with {comp} to do it properly, and tried to feel pleased about how much quicker everything would be. {Subj} was left behind [on the edge of things|near {sight}], and {they} did not look back. "We could wait," {comp} said. "We could," {they} agreed, [and did not|walking faster]. Behind them, {subj} stood quite still, watching them go, and then [sat down|looked away].',
        picture: { action: 'playing', with: ['comp'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'Something went out of {subj} like a light switched off. {Subj} did not argue, or sulk, or make a fuss. {Subj} just went quiet and stopped trying, and kept a careful distance, the way you keep away from a nettle patch once it has stung you. {name} told {themself} it did not matter. It kept on mattering all the same, in small, [sharp|uncomfortable] ways, every time {they} looked over. Even {the_thing}, put back together, looked [a bit sorry for itself|somehow crooked], and {comp} had stopped {comp_his} chatter altogether. The quiet spread across {place_short} like spilled water, [into every corner|and soaked into everything].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'After that, {subj} kept out of the way, which was exactly what {name} had wanted. Everything was quicker. It was also flatter, greyer and not much fun, which {they} had not expected at all. {comp} kept looking from {subj}, on {subj_his} own [by {sight}|at the edge of {place_short}], to {them}, and back again, a kind of silent tennis match that was [extremely|deeply] hard to ignore. Winning had felt good for roughly four seconds. The rest of the afternoon [stretched ahead|lay ahead], long and empty, like a field nobody wanted to cross.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} walked over to {subj} and sat down, close enough to mean it. "That was horrible of me," {they} said. "I\'m sorry. Will you show me how you were going to do it?" It took {subj} a moment to believe it. Then {subj} showed {them}, and it was a good way, better than {their} own, and they did the whole thing again together, faster and [better|sillier] than before, with {comp} [watching|cheering them on]. By the end, they were laughing [so much they kept getting it wrong|too hard to keep score]. {Subj} kept grinning for the rest of the day, and {they} noticed, with surprise, that {they} {was} grinning too.',
        picture: { action: 'comforting', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} went and found {subj}. "Sorry," {they} said. "I\'ve been [a grump|a total grump] all day, and you got the worst of it. Come on. Your way this time." Doing it {subj}\'s way felt strange for about a minute, and then it felt fine, and then it turned out {subj} had noticed something at {place_short} that {they} had rushed straight past all day: {sight}, [seen from exactly the right spot|looking better than ever from down low]. It was the best thing in the whole afternoon, and it was {subj} who found it. "How did you spot that?" {they} asked. "I was going slowly," said {subj}, [and shrugged|simply].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} ran the scene back in {their} head, the way you replay a goal, except this was the opposite of a goal. {They} could hear exactly how {their} own voice had sounded, and it was not a voice {they} [liked|wanted to hear again]. It was the voice of someone who thought being right mattered more than anything. The annoying truth was that {they} had been right, technically. {Subj} had got it wrong. But being right, it turned out, was a very small prize, and {they} had paid rather a lot for it. Nearby, {comp} {comp_habit}, [as if waiting for the replay to finish|and let {them} think].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'There is a particular kind of silence that follows an unkind moment, and {name} was now an expert in it. It was not peaceful. It buzzed, like a fridge in an empty kitchen. {They} tried telling {themself} that {subj} was too sensitive, that it was only a joke, that anyone would have done the same. Each excuse sounded reasonable for about a second and then [fell apart|crumbled] as soon as {they} looked at {subj}, who was not crying, and not complaining, and somehow that was worse than both put together. [The excuses ran out.|{They} ran out of excuses.]',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
