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
        text: 'Whirr! Whizz! Time began to spin, faster and faster, and WHOOSH! {name} and {comp} were whisked away, back, back, back in time! Everything around them was long, long ago: giant ferns, a steamy swamp, and a dinosaur munching leaves nearby. "Oh my," {comp} {comp_says}. {Trouble} was millions of years away now.',
        picture: { action: 'looking', with: ['comp'], object: 'dinosaur' },
      },
      {
        text: 'Suddenly, everything began to spin: the ground, the clouds, the sun racing backwards across the sky. WHOOSH! When it stopped, {name} and {comp} were standing somewhere long ago, with knights in shining armour clanking past and a castle flag flapping on a hill. "Where are we?" {they} whispered. "You mean when are we," said {comp}.',
        picture: { action: 'looking', with: ['comp'], object: 'castle' },
      },
    ],
    payoff: [
      {
        text: 'WHOOSH! Back they came, spinning forward through time, and landed in {place_short}, right where they had started, a little bit before {trouble} had even begun. {name} blinked. It was like getting a second go. {comp} {comp_says}, "A second go! What will you do with it?" {They} did not answer. {They} just smiled, and when the moment came round again, {they} {was} ready for it.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Everything long ago had been different: the sounds, the smells, the sky. But one thing was the same: {worry} had come along too. WHOOSH! Back they spun, all the way to today. {comp} {comp_moves} close. "Some things travel with you," {comp} {comp_says}. "Did it feel any different, long ago?" "No," {they} said. "Same size. But I can carry it." And {they} carried it straight back to where {trouble} was.',
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
        text: 'The humming rose to a whine, the light went strange, and {place_short} began to blur, like a painting left in the rain. Then, with a lurch that {name} felt right down in {their} stomach, they were somewhere else entirely. Or rather, somewhen: giant ferns, warm steaming air, and not far off, placidly chewing, an animal the size of a bus that had been extinct for sixty-six million years. {comp} {comp_says} faintly. {Trouble} was now, technically, a very long way in the future.',
        picture: { action: 'looking', with: ['comp'], object: 'dinosaur' },
      },
      {
        text: 'Everything began to spin, slowly at first, then faster, the sky flickering from day to night and back like a flip-book running in reverse. When it stopped, {name} was standing on the same spot, but in another century. There were banners on poles, horses with plaited manes, people in heavy cloaks, and somewhere a trumpet was being played by someone who had not practised enough. "I think," {comp} {comp_says}, "we\'ve gone back a bit." "How much is a bit?" {they} asked. "Roughly eight hundred years."',
        picture: { action: 'looking', with: ['comp'], object: 'castle' },
      },
    ],
    payoff: [
      {
        text: 'The return journey was quicker and louder, a rushing tunnel of light and noise, and then they were back in {place_short}, today, and {name} realised with a jolt that they had arrived a few minutes before they had left. {Trouble} had not happened yet. Or rather, it had, and {they} remembered it, but nobody else did. It was like being handed the same test twice. {comp} gave {them} a meaningful look. "Well," {comp} {comp_says}. "Same test. Any new answers?" {They} did not say. {They} simply waited for the moment to come round again, knowing exactly what {they} would do when it did.',
        picture: { action: 'arriving', with: ['comp'] },
      },
      {
        text: 'Long ago was full of surprises, but the biggest one was how much stayed the same: the sky, the ground underfoot, the way a heart thumps when something matters. Standing there, {name} felt {worry} settle into its proper size: old as the hills, something every creature who ever lived had carried in some form. Then the spinning began again, and they were back in today. {comp} {comp_moves} close. "All that time," {comp} {comp_says}, [very quietly|almost in a whisper], "and here we are, right now." {They} nodded. Now was the only time anyone could do anything about anything. So {they} did.',
        picture: { action: 'arriving', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
