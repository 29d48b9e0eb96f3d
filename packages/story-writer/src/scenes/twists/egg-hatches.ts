import type { TwistWriting } from '../format';

export default {
  kindId: 'egg-hatches',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Look! An egg, by {sight}! A big, [speckled|spotty] egg. Wobble, wobble. Tap, tap. CRACK! Out came {tw_who_a}, tiny and new! "Hello, little one," whispered {name}. The baby blinked. The baby watched {them}, ready to copy everything. So {they} stood up tall. "Watch this, little one," {they} said.',
        picture: { action: 'finding', with: ['tw_who'], object: 'egg' },
      },
      {
        text: 'Wobble, wobble went the egg, [right in the middle of {place_short}|over by {sight}]. Tap, tap, tap! Crack! Crack! Out popped {tw_who_a}, [sleepy|wobbly] and small! {Tw_he} sneezed. Achoo! {They} giggled. The baby snuggled up close, soft and warm. Such a tiny new friend made {their} heart feel big. Big and warm and ready.',
        picture: { action: 'hugging', with: ['tw_who'], object: 'egg' },
      },
      {
        text: 'Tap, tap, tap! The egg [by {sight}|in {place_short}] gave a jiggle. Crick, crack! Out came {tw_who_a}, all fluffy. {Tw_he} looked around. {Tw_he} {tw_was} hungry! "Peep, peep!" {name} found a crumb and held it out, very gently. Nibble, nibble. All gone! "Peep," said the baby, happy now. {name} felt big and kind. {They} knew what to do next.',
        picture: { action: 'giving', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Tucked [in a cosy hollow|in a soft, safe corner] near {sight}, {name} found an egg. It was big and speckled and warm to touch, and every now and then it gave a tiny wobble. {comp} {comp_habit}. "Something\'s in there," {comp} {comp_says}. "Something that wants to come out."',
        picture: { action: 'finding', with: ['comp'], object: 'egg' },
      },
      {
        text: 'There was an egg at {place_short} that nobody could explain: smooth and pale and as big as a melon. Whenever {name} went near it, it went tap-tap-tap from the inside, very softly, like someone knocking on a door. "Hello?" {they} whispered. Tap-tap, went the egg.',
        picture: { action: 'listening', with: ['comp'], object: 'egg' },
      },
    ],
    happens: [
      {
        text: 'Just then, the egg began to [shake|rock] on the ground by {sight}. Crack! A little crack zigzagged across it. Crack, crack! Out popped a tiny head, and there, blinking in the light, was {tw_who_a}, brand new! [Everyone gasped.|Everyone said, "Ooh!"] All eyes were on the tiny newcomer, so small and so new.',
        picture: { action: 'looking', with: ['comp', 'tw_who'], object: 'egg' },
      },
      {
        text: 'CRACK! Right in the middle of everything, the egg split open, and out tumbled {tw_who_a}, wobbly and damp and very surprised. {Tw_he} looked around. {Tw_he} looked at {comp}, who {comp_habit}. Then {tw_he} looked straight at {name} and gave a tiny [squeak|chirp], as if to say, "Are you in charge?"',
        picture: { action: 'looking', with: ['comp', 'tw_who'], object: 'egg' },
      },
      {
        text: 'Crack! The egg split, and out shot {tw_who_a}, fast as a sneeze, and ran straight off across {place_short}! "Stop!" cried {name}. They chased {tw_him} past {sight}, round and round, until at last the baby skidded to a stop, right at the [spot {name} had been avoiding|spot {name} had been keeping away from|spot {name} had not wanted to go near]. The baby sat down there, with {tw_his} little chin up, and waited, as if {tw_he} had known the way all along.',
        picture: { action: 'running', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'The little one had been watching {name} the whole time, copying everything: every look, every step, every sigh. "{Tw_he} will copy whatever you do," {comp} {comp_says} softly. "What do you want {tw_him} to see?" {They} looked at the tiny face. Then {they} took a breath and got up, and the little one wobbled after {them}.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'The tiny newcomer snuggled close to {name} and looked up with enormous, trusting eyes. {They} had never been looked at quite like that before. It made {them} want to be somebody worth looking up to. {comp} {comp_comfort}. "{Tw_he} thinks you\'re wonderful," {comp} {comp_says}, very gently. {They} hoped {tw_he} {tw_was} right. {They} knew how to start.',
        picture: { action: 'hugging', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} scooped up the baby, who went quiet at once and snuggled in. "Why did you run here?" {name} asked. The baby only blinked. But {comp} {comp_says}, "Babies go wherever somebody needs to be." {name} looked around. {They} {was} standing right at the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. Well. Since {they} {was} here anyway, with a brand-new baby watching every move, there was no point going away again.',
        picture: { action: 'holding', with: ['comp', 'tw_who'] },
        needs: 'skidded',
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Nestled [in a hollow|in a safe, soft corner] near {sight} was an egg, and it was not an ordinary egg. It was far too big, for a start, and speckled with colours that seemed to shift when you looked at them sideways. It was warm. When {name} laid a hand on it, very carefully, something inside shifted and settled, like someone turning over in their sleep. {comp} {comp_habit}. "I\'d keep an eye on that," {comp} {comp_says}. "I don\'t think it\'s going to be an egg for much longer."',
        picture: { action: 'finding', with: ['comp'], object: 'egg' },
      },
      {
        text: 'Nobody at {place_short} could say where the egg had come from. It had simply appeared, large and pale and humming very faintly, and people had been walking round it all day as if it might go off. Every so often it rocked. Once, when {name} leaned close, {they} heard a small, impatient tapping from inside, like someone drumming their fingers in a queue. {comp} heard it too. "Soon," {comp} {comp_says}.',
        picture: { action: 'listening', with: ['comp'], object: 'egg' },
      },
    ],
    happens: [
      {
        text: 'And then, at the worst possible moment, or possibly the best, the egg hatched. It began with a crack like [a knuckle popping|a twig underfoot], loud enough to make everyone turn round, and ended in a shower of speckled shell, and sitting in the middle of it, damp and blinking and thoroughly astonished to exist, was {tw_who_a}. {Tw_he} {tw_was} no bigger than [a loaf of bread|a teapot]. {Tw_he} looked around at the world, then at {name}, and made a small, questioning noise. Something had just been born.',
        picture: { action: 'looking', with: ['comp', 'tw_who'], object: 'egg' },
      },
      {
        text: 'The tapping grew louder, then frantic, then stopped. For one long second the whole of {place_short} seemed to hold its breath. Then the shell gave way all at once, and out tumbled {tw_who_a}, very new, very small and very wobbly, who sat down hard, sneezed, and looked straight at {name} as though {they} might have the answers to everything. {comp} {comp_says} softly in wonder. {Trouble} shrank to the size of an eggcup.',
        picture: { action: 'looking', with: ['comp', 'tw_who'], object: 'egg' },
      },
      {
        text: 'The egg did not hatch so much as erupt. One loud crack, a spray of shell, and out came {tw_who_a}, already running, already falling over, already up again and gone. Newborn things are not built for caution. The hatchling bolted across {place_short} in a wobbly, determined line, and {name} and {comp} had no choice but to go after {tw_him}, through everything, round everything, until the hatchling stopped dead, sat down hard and looked back at them, pleased, right on the one spot {name} had been avoiding all afternoon.',
        picture: { action: 'running', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'The hatchling had not taken {tw_his} eyes off {name} since the moment {tw_he} arrived. Wherever {they} went, {tw_he} wobbled after. Whatever {they} did, {tw_he} copied, with great seriousness and no skill at all. "You realise," {comp} {comp_says}, "that you are the most important example in {tw_his} entire life so far." {name} looked down. The little one was frowning with great concentration, in exactly the way {they} had been frowning all day. It was not a flattering likeness. {They} smoothed out {their} own face. After a moment, the hatchling smoothed out {tw_his}. "Right," said {name}, mostly to {themself}.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} knelt beside the newcomer, who at once climbed into {their} lap as if it had been saved for {tw_him}. {Tw_he} weighed almost nothing. {Tw_he} trusted {them} completely, for no reason except that {they} had been there. That was a lot to hold. It made {worry} look different, somehow, and it made the right thing look closer. {comp} {comp_comfort}, very gently, so as not to wake the little one, who had fallen asleep. When {tw_he} woke, {name} decided, {tw_he} would find somebody worth copying.',
        picture: { action: 'hugging', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} picked up the hatchling, who was warm and surprisingly heavy and completely unrepentant. "You did that on purpose," {they} said. The hatchling yawned. It was hard to believe something three minutes old could have a plan. Then again, it was hard to believe anything that had happened today. {comp} {comp_says} that babies have no idea where they are going, and always seem to get there. {name} looked round at the spot {they} had been avoiding. There did not seem much sense in leaving it now. {They} held the hatchling a little tighter and stayed.',
        picture: { action: 'holding', with: ['comp', 'tw_who'] },
        needs: 'erupt',
      },
    ],
  },
} satisfies TwistWriting;
