import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'gentle',
  tiny: {
    goodnight: [
      {
        text: '[Hush now.|Shh now.] {name} was home at {home}, warm in bed. [Soft pillow. Soft blanket.|Soft blanket. Soft toes.] Far away at {place}, {comp} was sleeping too. "{refrain}" whispered the night, very, very softly. [Goodnight, little one.|Sleep tight.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '[Shh, shh.|Hush, hush.] The lights went low at {home}. {name} snuggled down, with {the_thing} close by. {refrain} Softer now. Softer still. One last [yawn|sigh]. Eyes closing. [Sleep tight.|Goodnight.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '[Quiet, quiet, all was quiet.|Still, still, all was still.] {name} lay in bed at {home} and thought about {comp}. A little yawn. A little [sigh|stretch]. "{refrain}" {they} sang, in {their} smallest voice. And then, hush. Sleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  young: {
    windDown: [
      {
        text: 'The day grew [quiet and soft|soft and still|slow and quiet]. {comp} {comp_comfort}, and for a little while they just sat together, not saying anything at all. Then it was time to go home. {name} said a gentle goodbye and walked slowly back to {home}, carrying {the_thing}, listening to the world getting ready for [sleep|the night].',
        picture: { action: 'comforting', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '[Slowly, slowly|Little by little], everything at {place} began to hush. The busy sounds faded one by one. {name} and {comp} said goodnight to each other in whispers, as if everything around them were already asleep. Then {they} walked home to {home} with [small, soft steps|slow, sleepy steps].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'It was nearly [bedtime|time for bed]. {name} took a deep, slow breath and looked at {sight} one last time. "Goodnight," {they} whispered, to {comp} and to all of {place}. Then {they} went home to {home}, where the lamps were [lit|glowing] and everything was warm.',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, the [bath was warm|bath was bubbly] and the bed was soft. {name} snuggled down under the covers. {They} thought about {comp}, safe and asleep at {place}. {Their} breathing went slow, and slower. {Their} eyes went heavy, and heavier. [Hush now. Goodnight.|Shh now. Sleep tight.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The light went out with a [soft|tiny] click. In the quiet dark of {home}, {name} lay very still and listened to the hush. No more busy. No more loud. Just warm, and quiet, and sleepy. {Their} eyes closed, and {they} drifted off like [a little boat on a calm sea|a feather on a warm breeze|a leaf on a quiet pond].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '"Goodnight, {comp}," {name} whispered into the dark at {home}, even though {comp} was far away. "[See you soon.|Sleep well.]" It felt as if the whole day were tucking {them} in. {Their} eyes [fluttered|blinked] once, twice, and closed.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: 'The light began to fade, and everything at {place} grew quieter around them, the way a room grows quiet when someone starts to [read aloud|sing softly]. {comp} {comp_comfort}. Neither of them said anything for a while. There was no need. When it was time, {name} stood up, brushed {themself} down and said a soft goodbye, and {comp} watched {them} go until they could no longer see each other. The way back to {home} felt [shorter than the way out|gentle and short].',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: 'There is a particular kind of tiredness that comes after a day that mattered, and {name} felt it settle over {them} now, slow and heavy and [not at all unpleasant|rather lovely]. {comp} felt it too. They said goodbye without any fuss, the way [good friends|old friends] can. {They} carried {the_thing} home to {home} through the quietening evening, noticing small things: a light going on in a window, the last sounds of the day, {their} own footsteps, getting slower.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
      {
        text: '{name} and {comp} sat for a while at the edge of {place} without saying much. The day had been a big one, and it needed a moment to settle, like [the snow in a snow globe after a shake|tea leaves settling in a cup]. When it had, {they} said goodbye, quietly, and {comp} {comp_habit}, which was {comp_his} way of saying it back. Then {they} walked home to {home}, [slowly|in no hurry at all], towards a warm light in the window and somebody waiting [with a cuddle|to hear all about it].',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, everything was quiet. {name} lay in bed with the curtains open a crack and let the day drift past once more, slowly, like [leaves on a river|boats on a still lake]: {place}, {comp}, the hard part and the good part after it. None of it needed thinking about any more. {They} let it go, one piece at a time, [gently|without a fuss], and {their} breathing slowed until it matched the quiet of the room. {They} {was} asleep before the last piece had floated out of sight.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The lamp was off. On the shelf, {the_thing} was a dark, familiar shape. {name} pulled the covers up to {their} chin and listened to the small sounds of {home} settling for the night: a [creak|sigh], a tick, the hush of nothing much. Somewhere, {comp} was resting too. {Their} thoughts slowed, and softened, and [lost their edges|went fuzzy]. {Their} eyes closed, and stayed closed.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '{name} had expected to lie awake thinking, but sleep had other plans. It came in quietly, [the way a tide comes in|like a cat coming in from the garden], one soft [wave|step] at a time. First {their} feet grew warm, then {their} hands grew heavy, then {sight} floated up behind {their} eyes, and {comp}, and the long, kind day. [Hush, said the pillow.|Hush, said the blanket.] Hush, said the dark. And {they} did.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
