import type { ThemeWriting } from '../format';

export default {
  themeId: 'tidying',
  better: ['put {subj} away, one by one', 'tidy {subj} back where {subj_he} belonged'],
  worry: ['the groan at the sight of {subj} everywhere', 'the idea that tidying up would take forever'],
  trouble: ['the mess all over the floor', 'the floor nobody could see', 'the tidying still to do'],
  tiny: {
    problem: [
      {
        text: 'Out came {subj_intro}! Here! There! Everywhere! Bang, crash, clatter! Then it was time to go to {place_short}. Off {they} ran. {Subj} stayed behind, all over the floor. Tiptoe... OUCH! {They} trod on one. [Ow, ow, ow!|Ouch, ouch!]',
        picture: { action: 'playing', object: 'subj' },
      },
      {
        text: 'In a big jumble at {home} lay {subj_intro}. Jumble, tumble, mumble. {They} wanted {their} best one. Under here? No. Under there? No. [Oh dear.|Oh no.] Where had it gone? Jumble, tumble. Gone!',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} picked one up. In the box! Clunk. {comp} {comp_habit}. And another. Clunk! Clunk, clunk, clunk! {They} sang a [tidy-up song|putting-away song]. La, la, clunk! All away! The floor was clear again.',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{They} sorted, [back from {place_short}|humming about {sight}]. Big ones here. Little ones there. Soft ones in the basket. Plop, plop, plop! And there, at the very bottom, was {their} best one! [Hooray!|Hurray!] {They} gave it a big squeeze.',
        picture: { action: 'finding', object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{comp} had come back to {home} for tea, and {comp} had never seen a room like {name}\'s. Everywhere lay {subj_intro}: on the bed, on the floor, in the slippers and on top of the lamp. "Tidy up first," said {carer}, "and then you can both go back out to {place}." A long groan came from the middle of the mess. [It was not {comp}.|It did not come from {comp}.]',
        picture: { action: 'looking', with: ['comp'], object: 'subj', at: 'home' },
      },
      {
        text: 'After a busy day at {place}, {comp} came home to {home} for tea. Up in the bedroom, they tipped out {subj_intro} to play, every single one. Soon there was no floor left at all. "Tidy up before tea, please," called {carer} up the stairs. {name} flopped onto the bed and [groaned|moaned].',
        picture: { action: 'playing', with: ['comp'], object: 'subj', at: 'home' },
      },
    ],
    choice: [
      {
        text: '{They} had an idea. A quick idea. {They} scooped up everything and stuffed it into the cupboard. Then {they} shut the cupboard door and leaned on it. Bump. [Done!|All tidy!] {They} dusted {their} hands. "That was fast," said {comp}.',
        picture: { action: 'hiding', object: 'subj', at: 'home' },
      },
      {
        text: '{They} could hear {sound} from outside, and wanted to be at {place_short} already. {They} opened the cupboard, and in went everything, armful after armful. Bump, thud, clatter. {They} shut the door with {their} bottom and [held it there|stood very still]. "All tidy!" {they} called. It had taken one minute exactly.',
        picture: { action: 'hiding', object: 'subj', at: 'home' },
      },
    ],
    consequence: [
      {
        text: 'Creeeak. The cupboard door swung open all by itself. Out came {subj}, sliding and tumbling and bouncing, in one enormous heap. {comp} disappeared underneath it completely, apart from [a very surprised face|one very surprised eye]. And that was exactly when {carer} put a head round the door.',
        picture: { action: 'looking', with: ['comp'], at: 'home' },
      },
      {
        text: '"Bring your best one to {place}!" said {comp}. Oh. It was in the cupboard. Somewhere. {They} opened the door, just a crack. That was enough. Everything came out at once, in a great clattering [wave|heap], and the best one was nowhere to be seen. Now the mess was twice as big.',
        picture: { action: 'looking', with: ['comp'], at: 'home' },
      },
    ],
    better: [
      {
        text: '{comp} {comp_says}, from the middle of the heap, "I\'ll find all the round ones!" So {they} made it a game. Round ones in the basket. Soft ones on the bed. Long ones in the drawer. It took ten minutes, which was not forever at all. The cupboard shut with a click, [all by itself|without any leaning], and then they ran back out to {place}.',
        picture: { action: 'holding', with: ['comp'], object: 'subj', at: 'home' },
      },
      {
        text: '{They} gave every single thing a home: this one in the box, that one on the shelf, the little ones in a tin. {comp} {comp_habit} and spotted the ones that tried to hide. At the very bottom of the heap was the best one. [Hooray!|There it was!] Now {they} knew exactly where everything lived, and off they went to {place}.',
        picture: { action: 'holding', with: ['comp'], object: 'subj', at: 'home' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: "{name}'s bedroom at {home} had reached the stage where the floor was more of a rumour. Somewhere under {subj_intro}, three weeks of socks, a school jumper and a plate that had once held toast, there was definitely carpet. The deal was simple: tidy room tonight, and tomorrow was the special trip back to {place}, [ticket and all|with the ticket on the desk]. {They} looked at the room. The room, somehow, looked back.",
        picture: { action: 'looking', object: 'subj', at: 'home' },
      },
      {
        text: "The deal had been made on Tuesday and repeated on Wednesday, with increasing firmness: {name}'s room would be tidy by Friday night, or there would be no going back to {place} on Saturday for the big day. It was now Friday, at a quarter to nine. Somewhere under {subj_intro}, the clothes and the [comics|crisp packets], there was a floor, and somewhere on the floor, {they} {was} fairly sure, was the ticket for tomorrow.",
        picture: { action: 'looking', object: 'subj', at: 'home' },
      },
    ],
    choice: [
      {
        text: '{They} invented, in about four minutes, the Method. The Method was: everything under the bed, then everything else in the wardrobe, then lean on the wardrobe door until it clicked. The room looked astonishing. {carer} put a head round the door, said "Goodness," and went away looking faintly suspicious, but also tired, which was the important thing. {They} went to bed feeling like a genius. The ticket for {place}, {they} noticed only vaguely, was nowhere to be seen.',
        picture: { action: 'hiding', object: 'subj', at: 'home' },
      },
      {
        text: '{They} invented the Method, because {place} was waiting and tidying was not. Everything went onto the bed, in one enormous armful after another, and then the duvet went over the top and was smoothed flat. From the door, it looked like a perfectly made bed that had eaten something [large|a bit too large]. {They} slept on the beanbag, which was uncomfortable but felt like a small price to pay for genius. Whether the ticket was somewhere inside the Method, {they} did not stop to think.',
        picture: { action: 'hiding', object: 'subj', at: 'home' },
      },
    ],
    consequence: [
      {
        text: 'At a quarter to eight the next morning, with the car running, the ticket was not anywhere a normal person would put a ticket. It was, logically, inside the Method. {They} opened the Method. The Method came out to meet {them}, all of it, at once. By the time the ticket turned up (inside a sock, inside a jumper, inside a different jumper), they were so late that they reached {place} [just as the best part was finishing|after the best part had begun].',
        picture: { action: 'finding', at: 'home' },
      },
      {
        text: '"Ticket?" said {carer} at breakfast, jangling the car keys. "For {place}?" {They} went upstairs and stood in the doorway of the astonishingly tidy room, and the room gave away nothing. The search took [twenty minutes|twenty-two minutes] and undid every bit of the Method, and then some. The ticket was eventually found inside a slipper. By then the car had been running for so long that even the engine seemed [disappointed|cross].',
        picture: { action: 'finding', at: 'home' },
      },
    ],
    better: [
      {
        text: 'That Sunday, still cross about missing {sight}, {they} did it properly, which took most of the morning and turned up two lost library books, a birthday card {they} had never opened (with money in it) and a sock {they} had presumed dead. {They} gave everything a place, and some things a box with a label. Above the desk, {they} stuck a single hook. On the hook, from then on, went anything important, [starting with|beginning with] the next ticket. {They} {was} the first in the car the following Saturday, which nobody in the family could quite believe.',
        picture: { action: 'holding', object: 'subj', at: 'home' },
      },
      {
        text: 'The next weekend, {they} sorted it for real. Not hidden. Sorted. Books on the shelf, clothes in drawers, {subj} in boxes with [labels|pictures on the front] so {they} would know where everything lived. It took a whole afternoon, and {they} only stopped once, for a biscuit. At the end of it there was a floor, and the floor was carpet, and on the desk, in a space cleared specially and marked with a sticky note that said TICKETS, there was nothing at all yet, waiting.',
        picture: { action: 'holding', object: 'subj', at: 'home' },
      },
    ],
    inner: [
      {
        text: 'The Method, {name} had to admit, had worked beautifully right up until the moment it was needed. It was like a trapdoor: very convenient to drop things through, very inconvenient if you later had to climb down and look for something. And the thing was, {they} had known. {comp} had [even mentioned it|looked at the pile in a meaningful way]. Somewhere, during the Method, {they} had seen the ticket disappear and had thought, quite clearly, "That\'ll turn up." It had turned up. It had turned up [twenty minutes too late|at exactly the wrong moment], which was not a time anybody sensible would choose.',
        picture: { action: 'waiting', at: 'home' },
      },
      {
        text: 'There was a difference, {name} was beginning to suspect, between a room that looked tidy and a room that was tidy. The first kind was for other people. It was a show, like a painted background in a play. The second kind was for {them}, and the only way to tell them apart was to need something. {They} had nearly missed {place} because of it. {They} had built an extremely convincing [painted background|stage set] and then tried to find a ticket in it, which was exactly as useful as looking for your shoes in a painting of shoes.',
        picture: { action: 'waiting', at: 'home' },
      },
    ],
  },
} satisfies ThemeWriting;
