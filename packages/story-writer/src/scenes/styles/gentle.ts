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
      {
        text: 'One book. One cuddle. One sip of water, sip, sip. {name} was in bed at {home}. "{refrain}" sang a soft voice. Did {comp} have a bedtime book too? [Maybe!|Perhaps!] {They} {was} nearly asleep now. Nearly... nearly... [there.|asleep.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "Pat, pat, pat. A gentle hand on {name}'s back at {home}. Slow as raindrops. [Pat... pat.|Pat, pat.] The room was dim and warm. {refrain} {They} remembered {comp}'s [soft goodbye|sleepy face], and smiled. Pat... pat... Eyes closed. Goodnight, little one.",
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
      {
        text: 'Before {they} left, {name} and {comp} sat side by side and listened to {sound} growing softer and softer. Then it was time. "Goodbye," {they} said, very gently, and {comp} {comp_comfort}. The way home to {home} was slow and quiet, and a grown-up\'s hand was warm to hold [all the way|the whole way there].',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: '{name} waved goodbye to {comp} and set off for {home}. Along the way, lights came on in the windows one by one, as if somebody were lighting little candles just for {them}. {They} counted them: one, two, three, [four|five]... The last one, and the best one, was the light of {home}, with someone in it, waving back.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: '{name} said goodbye to {comp} in a whisper, and carried {the_thing} home to {home} very carefully, the way you carry something that is asleep. Halfway there, {they} noticed {they} {was} walking on tiptoe. The whole evening seemed to be on tiptoe too, [soft and hushed|hushed and slow], so as not to disturb a soul.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, the [bath was warm|bath was bubbly] and the bed was soft. {name} snuggled down under the covers. {They} thought about {comp}, safe and asleep at {place}. {Their} breathing went slow, and slower. {Their} eyes went heavy, and heavier. [Hush now. Goodnight.|Shh now. Sleep tight.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The light went out with a [soft|tiny] click. In the quiet dark of {home}, {name} lay very still and listened to the hush. No more busy. No more loud. Just warm, and quiet, and sleepy. {Their} eyes closed, and {they} drifted off like [a little boat on a calm sea|a feather on a warm breeze|a small cloud over a hill].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '"Goodnight, {comp}," {name} whispered into the dark at {home}, even though {comp} was far away. "[See you soon.|Sleep well.]" It felt as if the whole day were tucking {them} in. {Their} eyes [fluttered|blinked] once, twice, and closed.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'A grown-up sat on the bed at {home} and hummed the goodnight song, the one with no proper words, just a hum that went up and came down. {name} knew every hum of it. {They} thought of {comp} and hummed the last bit back, quietly. Then the grown-up hummed on alone, [very softly|softer and softer], for a listener who was already asleep.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The blanket at {home} was the heavy, cosy kind. {name} wriggled down until only {their} eyes and nose peeped out. {They} remembered the way {comp} {comp_habit}, and a small, sleepy smile came and stayed. Outside, the night was dark blue and [full of quiet|very still]. Inside, everything was warm. {Their} eyes closed, soft as a petal folding.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'At {home}, the bedroom door was left open a crack, just the way {name} liked it, and a stripe of light from the hall lay across the floor like a [golden ribbon|long yellow ribbon]. {They} watched it from the pillow. It did not move or flicker. It just stayed, quiet and kind, while {their} eyes grew heavy, and heavier, and shut.',
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
        text: 'The tiredness arrived [all at once|quite suddenly], the way it does after a day that has asked a lot of you: one moment {name} was fine, and the next {their} arms and legs felt [full of warm sand|like wet washing]. {comp} saw it and did not suggest one more anything. They said goodbye without any fuss, the way [good friends|old friends] can. {They} carried {the_thing} home to {home} through the quietening evening, noticing small things: a light going on in a window, the first star, {their} own footsteps, getting slower.',
        picture: { action: 'arriving', at: 'home', object: 'the_thing' },
      },
      {
        text: '{name} and {comp} sat for a while at the edge of {place} without saying much. The day had been a big one, and it needed a moment to settle, like [the snow in a snow globe after a shake|tea leaves settling in a cup]. When it had, {they} said goodbye, quietly, and {comp} {comp_habit}, which was {comp_his} way of saying it back. Then {they} walked home to {home}, [slowly|in no hurry at all], towards a warm light in the window and somebody waiting [with a cuddle|to hear all about it].',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'Before leaving, {name} did something {they} had never done before: {they} said goodbye to the place itself. Goodbye to {sight}. Goodbye to {sound}. Goodbye to the spot where the hard part had happened, which looked quite ordinary now, as if it had forgotten all about it. {comp} {comp_habit}, and seemed to understand. Then {they} turned for {home}, and did not look back, because there was no need. {Place} would keep.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: "A grown-up came to walk {name} home, and they went slowly, because there was no reason to hurry and every reason not to. {They} said very little. The grown-up asked no questions, [and that was the kindest thing anybody could have done|and {name} was grateful for it|which was just what {they} needed]. Behind them, {place} settled into the evening, and somewhere in it {comp} would be settling too. By the time {home} came into sight, {they} had slipped {their} hand into the grown-up's without [noticing|quite knowing] when.",
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: '{name} had thought the hard part of the day would stay with {them} all evening, like a stone in a shoe. It did not. Somewhere between saying goodbye to {comp} and reaching the door of {home}, it simply was not there any more, and {they} could not have said when it had gone. What was left was lighter: the good part, a few small sounds, a pleasant heaviness in {their} legs. {They} stepped inside feeling like somebody who had [put down a heavy bag|taken off a heavy coat] at last.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: 'On the way home, {name} walked beside {comp} as far as the edge of {place}, and neither of them hurried. The [evening|dusk] had that soft, blurry feel, as if somebody had rubbed out the sharp edges of everything. {comp} {comp_comfort}. At the gate they stopped. There was nothing that needed saying, so nothing was said, and it was one of the best goodbyes {name} had ever had.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: '{name} carried {the_thing} home the slow way, past {sight}, because the slow way had more sky in it. Lights were coming on in windows, one by one, like somebody counting. By the time {they} reached the door, the hard part of the day had shrunk to something the size of a pebble, smooth and easy to carry, and {they} found {they} did not mind carrying it at all.',
        picture: { action: 'waving', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, everything was quiet. {name} lay in bed with the curtains open a crack, and the day came back in pieces, the way a tune comes back to you in the bath: {place}, {comp}, the hard part and the kinder part that came after. None of it needed answering. {They} let each piece come, looked at it [kindly|gently], and let it go again, and {their} breathing slowed until it matched the hush of the room. {They} {was} asleep before the last piece had [quite finished|finished playing].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The lamp was off. On the shelf, {the_thing} was a dark, familiar shape. {name} pulled the covers up to {their} chin and listened to the small sounds of {home} settling for the night: a [creak|sigh], a tick, the hush of nothing much. Somewhere, {comp} was resting too. {Their} thoughts slowed, and softened, and [lost their edges|went fuzzy]. {Their} eyes closed, and stayed closed.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '{name} had expected to lie awake thinking, but sleep had other plans. It came in quietly, [the way a tide comes in, one soft wave at a time|like a cat coming in from the garden, one soft step at a time]. First {their} feet grew warm, then {their} hands grew heavy, then {sight} floated up behind {their} eyes, and {comp}, and the long, kind day. [Hush, said the pillow.|Hush, said the blanket.] Hush, said the dark. And {they} did.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'A grown-up read aloud at {home}: a chapter, then half of another. Somewhere in the second one, {name} stopped following the words and followed the voice instead, the rise and fall of it, the small pauses for turning pages. {comp} drifted through {their} thoughts, warmly and briefly, the way you wave to someone from a train. The voice went on. {They} never heard how the chapter ended. The grown-up finished it anyway, [just in case|to be fair to the story], and then turned out the light.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The trick, a grown-up had once said, was to let each part of you fall asleep in turn. {name} tried it at {home}, under the covers. Toes first: asleep, or near enough. Then feet, then knees. Hands, which had held {the_thing} all day, uncurled on the blanket. Shoulders came down from somewhere near {their} ears. {comp} floated through {their} mind, and {comp_habit}, and floated on. By the time {they} reached {their} eyebrows, which are [surprisingly hard to relax|the most stubborn part of anyone], the rest had quietly followed the toes.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'Every night at {home} ended with the same three questions. "Best bit? Hardest bit? Tomorrow bit?" Tonight, {name} took a long time over the first. {comp}, in the end, without question. The second {they} said in a whisper, and the grown-up nodded as if it made perfect sense, which it did. The third {they} did not know yet, and for once that felt [all right|perfectly fine]. A kiss on the forehead. The lamp clicked off, and sleep came in almost before the door had closed.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Bath, pyjamas, a glass of water on the bedside table. At {home}, the evening went through its small, familiar steps, and {name} let it. In bed, {they} listened to the rain, or the wind, or nothing at all, [it was hard to tell which|and could not decide which], and thought of {comp} somewhere out at {place}, curled up and dry. Then the thinking went slow, and slower, and stopped somewhere in the middle of a word.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{name} turned the pillow over to the cool side, which is one of the small, good things in life, and lay on {their} back looking at the ceiling of {home}. Somewhere a car went by and its lights slid across the ceiling and down the wall, like a slow, silent wave. {They} waited for another one. It did not come. Sleep did, instead, [softly|without a sound], and it had been waiting much longer.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
