import type { TwistWriting } from '../format';

export default {
  kindId: 'race',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Ready, steady, GO! A race! Everybody ran [across {place_short}|past {sight}]. Zoom, zoom, zoom! {name} ran too, as fast as fast. [Puff, puff!|Pant, pant!] Over the line! Everyone flopped down, laughing. What fun! Thump, thump went {their} heart, big and strong. {They} stood up tall. Ready!',
        picture: { action: 'running' },
      },
      {
        text: '"A race!" someone called. Line up! {They} lined up. Ready... steady... GO! Run, run, run! Round and round {place_short}, [whoosh|zoom]! At the finish line, everyone cheered for everyone. Hooray! Puff, puff. {Trouble} was still there, back at the start. {They} took a big breath. Ready, steady... GO! Off {they} ran, straight to it.',
        picture: { action: 'running' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Someone had painted a long white line across the ground at {place_short}, and beside it was a little flag, fluttering. {comp} {comp_habit}. "That looks like a starting line," {comp} {comp_says}. "A starting line for what?" asked {name}. {comp} just looked excited.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'All around {place_short}, everybody seemed to be stretching: touching their toes, hopping from foot to foot, jogging on the spot. {name} watched, puzzled. "Why is everyone so bouncy today?" {they} asked. "You\'ll see," {comp} {comp_says}, with a twinkle.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: '"Ready... steady... GO!" called a loud voice, and all at once a race began! Everybody dashed off, and {name} was swept along too, running as fast as {their} legs would go. {comp} {comp_moves} alongside. It was hard to think about anything except the wind in {their} face and the next step, and the next.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Just then, a whistle blew [across {place_short}|over by {sight}]. [Peep!|Pheep!] "The race is starting!" someone shouted. Everybody lined up, {name} too, toes on the line. {Trouble} would still be there at the end. Ready, steady... GO! Off they went, in a great rush of running feet, with {comp} [close behind|right alongside].',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Halfway round, {name} slowed down to catch {their} breath. From there, {they} could see everything: the runners, the finish line, and, back where {they} had started, {trouble}. {comp} {comp_moves} up alongside, puffing. "Plenty of time," {comp} {comp_says}. "Which way are you running?" {They} looked at the finish line and thought about {trouble}. The finish line could wait. {They} turned round and ran the other way.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'Everyone crossed the finish line in a big, tumbling, laughing heap, and nobody could tell who had won. {name} lay on {their} back, puffing, and looked up. All that running had not left {worry} behind. It had puffed round with {them} the whole way. {comp} {comp_says}, "Who won?" "Nobody knows," {they} puffed. {They} lay there a moment longer, watching the sky and thinking. Then {they} sat up. There was one more thing to do today, and {they} had chosen it.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'A chalk line had appeared across the ground at {place_short}, dead straight and freshly drawn, with a small flag at each end. Nobody seemed to know who had drawn it. {comp} {comp_habit} and regarded it with interest. "That\'s a starting line," {comp} {comp_says}. "I\'d know one anywhere." "A starting line for what?" {name} asked. "That," said {comp}, "is the question people usually ask just before they find themselves running."',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'There was a buzz about {place_short} that {name} could not place at first: people stretching, tying things tight, glancing at a sign that had been pinned up near {sight}. It said, in large cheerful letters, RACE TODAY, and underneath, in smaller letters, EVERYONE WELCOME. Everyone meant everyone, presumably. {They} felt {their} stomach do a small, excited flip. {comp} noticed, and said nothing, [but looked pleased|which was very tactful].',
        picture: { action: 'reading', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'And then, without warning, someone shouted "GO!", and a race began, right through the middle of everything. Runners streamed past in a blur, and before {name} knew it, {they} {was} running too, swept up in it, feet pounding. {Trouble} did not get left behind. It ran along inside {them}, keeping pace. {comp} {comp_moves} alongside, keeping pace. There was no time to think. There was only the next step, and the next.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'A whistle shrilled, and everyone lined up: tall and short, fast and slow, and {name} somewhere in the middle. There was no time to finish thinking about anything else. "Ready," called a voice. "Steady." {Their} heart was thudding. "GO!" And they were off, in a thunder of feet, the whole of {place_short} suddenly one long, breathless, wonderful rush, with {comp} somewhere close by.',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Somewhere on the last stretch, {name} noticed {they} had stopped caring [much|very much] about winning. {Worry} had run the whole way with {them}, as heavy as at the start, but a long run is a good place to think, and {they} had been thinking. {comp} {comp_moves} up alongside, breathing hard. "You know," {comp} {comp_says}, between puffs, "you\'ve got your deciding face on." {They} had. Somewhere on the second lap {they} had decided what to do about it. {They} grinned and ran the last few [steps|steps flat out].',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: 'The finish line came and went in a happy tangle of runners, and nobody was entirely sure who had won, which seemed to bother nobody [at all|in the slightest]. {name} flopped down, chest heaving, and lay looking up while {their} heart slowed. There is a particular clearness that comes after running, as if your head has been [rinsed|rinsed in cold water]. In that clearness the answer was obvious, and it had been sitting there all along, waiting for {them} to stop and notice. {comp} {comp_comfort}. "Where to now?" {comp} {comp_says}. {They} sat up. {They} knew exactly where.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
