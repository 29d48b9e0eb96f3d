import type { TwistWriting } from '../format';

export default {
  kindId: 'time-travel',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Whizz! Whirr! A magic clock [by {sight}|in {place_short}] spun round and round. Whoosh! Back in time went {name}! Long, long ago! Big dinosaurs! Stomp, stomp! [Roar!|Munch, munch!] A friendly one waved its tail. Then whizz, whirr, back again. What a trip! Back again! {Trouble} was still there. But {they} had an idea.',
        picture: { action: 'looking', object: 'dinosaur' },
      },
      {
        text: 'Tick, tock, WHOOSH! {name} zoomed far, far back in time, to a long-ago day with knights and castles! Clip-clop went the horses. Ta-ra went the trumpets! A kind knight bowed and smiled. Then WHOOSH, back again [to {place_short}|beside {sight}], [just in time|right where {they} started]. {They} bowed, just like the kind knight. Then {they} stood up tall, ready.',
        picture: { action: 'looking', object: 'castle' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Near {sight} stood an old clock that nobody had noticed before. Its hands were spinning backwards, very slowly, and it hummed as it went. {comp} {comp_habit}. "That clock is going the wrong way," {comp} {comp_says}. "Maybe it\'s going somewhere," said {name}.',
        picture: { action: 'looking', with: ['comp'], object: 'clock' },
      },
      {
        text: '{name} found a little hourglass [half buried|tucked away] near {sight}. The sand inside was glittery gold, and it was trickling upwards instead of down. "That\'s impossible," {they} said. {comp} {comp_habit}. "Lots of things are impossible," {comp} {comp_says}, "until they happen."',
        picture: { action: 'finding', with: ['comp'], object: 'hourglass' },
      },
    ],
    happens: [
      {
        text: 'Whirr! Whizz! WHOOSH! {name} and {comp} were whisked back, back, back in time, to giant ferns and a steamy swamp. A baby dinosaur had its head stuck in a hollow log, and the harder its mother pulled, the louder it squeaked. "Don\'t pull," {name} whispered. "Wiggle." {They} rocked the log gently, side to side, and out popped the baby, pleased as anything. Its mother gave {name} one slow, enormous blink. Then WHOOSH, back they spun to today, with mud on {their} knees to prove it.',
        picture: { action: 'looking', with: ['comp'], object: 'dinosaur' },
      },
      {
        text: "Suddenly everything began to spin, and WHOOSH! {name} and {comp} stood somewhere long ago, with knights clanking past and a castle flag flapping on a hill. By the moat, a knight was tugging his horse towards a little bridge. The more he tugged, the more the horse dug its hooves in. {name} looked at the horse's eyes. \"It's scared of the water,\" {they} said. The knight laid his cloak over the horse's eyes, and it walked across as calm as anything. He bowed to {name}. Then WHOOSH, they were home in today.",
        picture: { action: 'looking', with: ['comp'], object: 'castle' },
      },
    ],
    payoff: [
      {
        text: 'They had landed in {place_short} right where they had started, a little bit before {trouble} had even begun. {name} blinked. It was like getting a second go. {comp} {comp_says}, "A second go! What will you do with it?" {They} did not answer. {They} thought about long ago, where pulling harder had only made the stuck thing more stuck. Then {they} smiled, and when the moment came round again, {they} {was} ready for it.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Everything long ago had been different: the sounds, the smells, the sky. But one thing had been the same: {worry} had come along too, there and back. "Some things travel with you," {comp} {comp_says}. "Did it feel any different, long ago?" "No," {they} said. "Same size. But I can carry it." And {they} carried it straight back to the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near].',
        picture: { action: 'arriving', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Near {sight} stood a tall, narrow clock that had certainly not been there yesterday. It was old, dark wood and brass, and its face had far too many hands, all moving at different speeds, some of them backwards. It did not tick. It hummed, like a bee, or something thinking. {comp} {comp_habit} and studied it. "That," {comp} {comp_says}, "is either broken or very, very clever. I\'m not sure which is more worrying."',
        picture: { action: 'looking', with: ['comp'], object: 'clock' },
      },
      {
        text: 'Half buried near {sight}, {name} found a small hourglass, its glass warm to the touch. The sand inside was gold and fine, and it was falling upwards, steadily, as if someone had told it the rules and it had decided to ignore them. {They} turned it over. The sand kept falling up. {comp} {comp_habit}. "Put it down gently," {comp} {comp_says}. "Anything that disagrees with gravity probably disagrees with other things too."',
        picture: { action: 'finding', with: ['comp'], object: 'hourglass' },
      },
    ],
    happens: [
      {
        text: "The humming rose to a whine, {place_short} blurred like a painting left in the [rain|bath], and with a lurch they were somewhere else entirely. Or rather, somewhen: giant ferns, warm steaming air, and an animal the size of a [bus|house] nudging a small one of its own kind that had wedged itself between two rocks. Each nudge wedged it tighter. {name} did not stop to [think|think twice]. {They} crouched, found the loose stone under the little one's foot and rolled it away, and the baby popped free like a cork. The mother turned one enormous, calm eye on {them}. Then the ferns blurred, and they were back in {place_short}, with mud on {their} knees and sixty-six million years between {them} and that eye. {comp} {comp_says} faintly. Pushing harder had only made things worse, back there. It had taken somebody to look at why the thing was stuck.",
        picture: { action: 'looking', with: ['comp'], object: 'dinosaur' },
      },
      {
        text: 'Everything began to spin, the sky flickering from day to night like a flip-book running backwards, and when it stopped there were banners on poles, people in heavy cloaks, and a trumpet played by someone who had not practised [enough|nearly enough]. "How far back?" {name} asked. "Roughly eight hundred years," {comp} {comp_says}. A boy about {their} age was pulling a horse towards a plank bridge, and the harder he pulled, the harder the horse pulled back. {name} touched his sleeve and pointed at the water rushing under the planks, which was all the horse was looking at. The boy threw his cloak over the horse\'s eyes and led it across as calmly as a dog on a lead, then gave {name} a [deep, old-fashioned bow|sweeping bow, nearly to the ground]. The banners blurred, and they were back in {place_short}, today. Eight hundred years, and people still got stuck by pulling harder.',
        picture: { action: 'looking', with: ['comp'], object: 'castle' },
      },
      {
        text: "This time the world lurched forward instead of back. When it steadied, they were still in {place_short}, but [years on|many years later]: the trees taller, the paint a different colour, the paths moved about as if someone had tidied them. Nobody there had ever heard of {name}. [Not one person.|Not a soul.] And on the very [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near], a child of about {name}'s age was standing in exactly the same sort of muddle, with exactly the same look on their face, about to choose. {comp} {comp_says} under {comp_his} breath. {name} did not answer. {They} could not take {their} eyes off the stranger.",
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Back in {place_short}, everything looked exactly as it had, and {name} realised with a jolt that they had arrived a few minutes before they had left. Everybody else was about to meet {trouble} for the first time. {name} would be meeting it for the second, and would know what was coming. It was like being handed the same test twice. {comp} gave {them} a meaningful look. "Well," {comp} {comp_says}. "Same test. Any new answers?" {They} did not say. {They} thought of long ago, and of the stuck creature that had only come free when somebody stopped pulling and looked. Then {they} waited for the moment to come round again, knowing exactly what {they} would do when it did.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Long ago had been full of surprises, but the biggest one, {name} thought afterwards, was how much had stayed the same: the sky, the ground underfoot, the way a heart thumps when something matters. Standing there, {name} felt {worry} settle into its proper size: old as the hills, something every creature who ever lived had carried in some form, even the ones who had lived all those years ago. "All that time," {comp} {comp_says}, [very quietly|almost in a whisper], "and here we are, right now." {They} nodded. Now was the only time anyone could do anything about anything. So {they} did.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: '{name} never found out what the future child chose. The world lurched back before the stranger moved, and they were home in their own time, in ordinary {place_short}, with everything where it should be. But {name} had seen it from the outside, and from the outside the right way had been perfectly obvious, the way it always is to somebody watching. That is no help at all to the person in the middle. Still, {name} knew which way {they} had wanted the stranger to go. It seemed only fair to go that way {themself}.',
        picture: { action: 'looking', with: ['comp'] },
        needs: 'years on',
      },
    ],
  },
} satisfies TwistWriting;
