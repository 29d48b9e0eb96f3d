import type { TwistWriting } from '../format';

export default {
  kindId: 'storm',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Whoosh went the wind [across {place_short}|past {sight}]! Boom went the thunder! Pitter-patter went the rain! {They} hurried under cover, [snug and dry|cosy and dry]. Boom! Boom! Then... hush. The storm was gone. Out came the sun, all shiny and new. And {they} felt shiny and new too. Splish, splash! Through the puddles {they} went, head held high.',
        picture: { action: 'hiding' },
      },
      {
        text: 'Rumble, rumble! Dark clouds came rolling in over {place_short}. Splish, splash, down came the rain! {They} snuggled up indoors, cosy and dry, and listened. [Drip, drop.|Plip, plop.] Pitter-pat. Then the rain stopped, and look: a rainbow! {They} smiled at the rainbow, and the rainbow seemed to smile back.',
        picture: { action: 'looking' },
      },
      {
        text: 'Drip. Drop. Plop! Big rain came, [splashing on {place_short}|plopping past {sight}]. {They} waited inside, nose to the window, till the rumbles went far away. Then: puddles, puddles, everywhere! {name} put on {their} boots. SPLASH went {name}. SPLOSH went {comp}. Jump, jump, jump! Then the sun peeped out. {They} {was} wet and happy and full of giggles, and ready now to go and make things better.',
        picture: { action: 'playing', with: ['comp'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Far off, over the edge of {place_short}, a row of dark clouds was piling up, fat and grey. {comp} {comp_habit}. "Wind\'s changing," {comp} {comp_says}. "Something\'s coming." {name} looked up. The clouds looked back, grumbling very softly to themselves.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Every now and then, a little gust of wind came skipping through {place_short}, lifting things and dropping them again. Somewhere far away, there was a low rumble, like a tummy after lunch. "Was that thunder?" asked {name}. "Only a little one," {comp} {comp_says}. "For now."',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then, CRASH! went the thunder, whoosh went the wind, and down came the rain in buckets [all over {place_short}|on {sight}]! Everyone hurried to find shelter. {name} and {comp} squeezed in together, snug and dry, listening to the storm drum above them. [Nobody could do anything now but wait, and watch, and listen.|There was nothing to do now but wait and listen.]',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'Suddenly the sky went dark, the wind gave a great whoosh, and the storm arrived all at once! Everything in {place_short} had to stop. {name} hurried under cover, with {comp} close by, and they sat watching the rain come down in silver sheets. Boom went the thunder, far away. It was a bit exciting, and [quite cosy|very cosy].',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'BOOM! The thunder was so loud that {comp} nearly jumped out of {comp_his} skin. Everyone hurried indoors, out of the storm, and {comp} dived under the nearest table and shook all over. {name} was a bit scared too. But {comp} was more scared. So {name} crawled in close and began to count out loud, slowly, between the flash and the boom. "One, two, three, four... BOOM. It\'s going away," {they} said. "Listen. Every one is further off."',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Drip. Drip. Drop. The storm was over. The clouds rolled away, out came the sun, and everything sparkled, washed clean and new. {name} took a big, fresh breath. {comp} {comp_says}, "We got through that together, didn\'t we?" {They} nodded. Squeezed in close, everyone had helped everyone. {They} looked across {place_short}, shining in the sun, and knew where to go first.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'While the storm rumbled on, there was nothing to do but sit close and think. In all that quiet thinking, {name} found that {worry} was not as loud as the thunder after all. When the rain stopped, {comp} {comp_says}, "What will you do first, now it\'s over?" {They} already knew. Above them, a rainbow came out, as if to show the way.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'By the time the rain stopped, {comp} had stopped shaking. "You were brave," {comp} {comp_says}. {name} had not felt brave. {They} had only kept on counting. Maybe that was what brave was: counting, one slow number at a time, when you wanted to hide. {Worry} was still there. But now {name} knew a way to walk towards it. One, two, three, and off {they} went.',
        picture: { action: 'running', with: ['comp'] },
        needs: 'count out loud',
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'The weather had a mood about it. A line of bruise-coloured cloud was building on the far side of {place_short}, and the air had gone heavy and still, the way it does before something happens. {comp} {comp_habit} and kept glancing at the sky. "Storm," {comp} {comp_says}. "Not yet. But it\'s thinking about it." {name} looked up. Somewhere very far away, the sky gave a low grumble, as if to say: correct.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Every so often, a gust came through {place_short} out of nowhere, tugging at things, then dropped away as if it had changed its mind. The light had turned a strange yellowish colour, like an old photograph. {name} noticed that {comp} had gone very still, listening to something {they} could not hear. "What is it?" {they} asked. "Thunder," {comp} {comp_says}. "A long way off. [Heading this way.|Coming closer.]"',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'The storm did not so much arrive as pounce. One moment the sky was sulking, and the next the wind came roaring through {place_short}, the rain came down in sheets, and thunder rolled overhead like furniture being moved about in the clouds. Everyone ran for shelter. {name} and {comp} ended up squeezed together under cover, breathless and damp and, if {they} {was} honest, a little thrilled. Nobody argues with a storm.',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'And then the storm broke. There was a flash that turned everything white for a heartbeat, then a crack of thunder so loud {name} felt it in {their} teeth, and then the rain, hammering down [on {place_short}|over {sight}] and bouncing knee-high. Plans vanished. Everyone scrambled for shelter and found it, and there they all were, crammed in together, listening to the storm rage harmlessly overhead, [too surprised|too busy catching their breath] to remember what they had been doing.',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'The first clap of thunder sent everyone indoors at a run, with {comp} bolting ahead of them all, and when {name} found {comp_him}, wedged under the lowest, darkest bench in the room, {comp_he} was trembling all over. {name} had been planning to be frightened {themself}. There was no room for it now. Somebody had to be the calm one, and {comp} had bagged the other part first. So {name} sat down on the floor, close enough to touch, and began to talk about nothing at all, in the steady, boring voice grown-ups use when the car has broken down on a motorway.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'Storms are loud, but they do not last. Bit by bit, the thunder grumbled itself out, the rain thinned to a drizzle, and a pale, washed light came back into the world. Everything dripped and shone. {name} stepped out and breathed in air that smelled brand new. It felt like the sort of moment when things could start again. "Well," {comp} {comp_says}, shaking off the last drops, "that changes things." It did. The storm had squashed everyone together under the same shelter, and for a while {trouble} had been nobody\'s and everybody\'s. {They} stood in the washed light a moment longer, then set off across the puddles, straight to where {they} needed to be.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'While the storm raged, squeezed in together, they had nothing to do but listen: to the rain, to the thunder, and after a while, for {name}, to {their} own thoughts, which turned out to be quieter than the storm and a great deal more interesting. Somewhere in all that noise, {worry} had shrunk to its real size. When the rain began to ease, {comp} {comp_says}, "You\'ve gone quiet. Good quiet or bad quiet?" "Good," {they} said, and {they} {was} already getting up.',
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'The storm took its time. {name} talked all the way through it, and somewhere around the fourth rumble noticed something odd: being calm for somebody else felt exactly like being calm, only it was easier to start. By the time the clouds had dragged themselves off to bother another county, {comp} had stopped shaking, and {name} had looked at {worry} long enough to see where its edges were. It was no smaller. But {they} had just spent twenty minutes being steadier than {they} felt, and had turned out to be rather good at it.',
        picture: { action: 'comforting', with: ['comp'] },
        needs: 'motorway',
      },
    ],
  },
} satisfies TwistWriting;
