import type { TwistWriting } from '../format';

export default {
  kindId: 'friendly-creature',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Stomp! Stomp! STOMP! What was that? Out [from behind {sight}|across {place_short}] peeped {tw_who_a}! Big, big, big! {They} held {their} breath. Then {tw_who} smiled a big, friendly smile. [Phew!|Hooray!] {Tw_who} was kind! {Tw_he} gave {name} a gentle nudge, as if to say, "Go on. I\'m right here." {They} took one big step.',
        bodies: ['beast', 'giant'],
        picture: { action: 'hugging', with: ['tw_who'] },
      },
      {
        text: 'Rumble, rumble. Out came {tw_who_a}, as big as a hill, [right past {sight}|across {place_short}]! Oh! But {tw_he} only wanted to play. {Tw_he} [waggled|wiggled] and wobbled. Then {tw_he} sat down, flump, right beside {name}, all cosy and warm. With a big friend so close, {they} felt big inside too.',
        bodies: ['beast', 'giant'],
        picture: { action: 'playing', with: ['tw_who'] },
      },
      {
        text: 'Sniff, sniff! Who was that? {Tw_who_a}, big and [furry|scaly], peeping [round {sight}|into {place_short}]! {Tw_he} had a sore paw. Ow, ow. {name} blew on it, very softly. Whoo! "Better," said {tw_who}, and gave {name} a big, warm nuzzle. Being gentle felt good. {name} wanted to be gentle again, right away, with the next thing too.',
        bodies: ['beast'],
        picture: { action: 'comforting', with: ['tw_who'] },
      },
      {
        text: 'Knock, knock! Who was that? {Tw_who_a} [peeped out from behind {sight}|popped up across {place_short}]! "Hello!" said {tw_who}. "Can I play too?" {name} [giggled|laughed]. A new friend! {Tw_who} did a twirl. {name} did a twirl. Twirl, twirl, [bump!|flop!] Then {tw_who} held out a hand, as if to say, "Go on. I\'m right here." {They} took one big step.',
        picture: { action: 'playing', with: ['tw_who'] },
        bodies: ['small', 'person', 'machine'],
      },
      {
        text: 'Beep, beep! Whirr! What was that? Out rolled {tw_who_a}, with lights that blinked on and off, on and off! Blink, blink. "Hello," {tw_he} beeped. "Beep-boop! Friend?" "Friend!" said {name}. {Tw_who} played a little tune, [ding, dong, ding|bip, bop, bip], and {name} danced and danced. With a new friend so close, {they} felt big inside too.',
        picture: { action: 'playing', with: ['tw_who'] },
        bodies: ['machine'],
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'On the way, {name} spotted footprints: enormous ones, as big as [paddling pools|bathtubs], pressed deep into the ground. {comp} {comp_habit}. "Whose are those?" {they} whispered. "Someone big," {comp} {comp_says}. "Someone very big."',
        bodies: ['beast', 'giant'],
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Every now and then, {place_short} gave a little shiver, as if something huge had just turned over in its sleep nearby. There was a warm breeze, too, that came and went like breathing. {comp} {comp_moves} closer to {name}. "Did you feel that?" {comp} {comp_says}.',
        bodies: ['beast', 'giant'],
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'All morning, little things kept happening around {place_short}. A [ribbon|button] turned up where nobody had left it. Somebody hummed a tune that stopped whenever {name} turned round. {comp} {comp_habit}. "Someone is here," {comp} {comp_says}. "Someone a bit shy, I think."',
        picture: { action: 'listening', with: ['comp'] },
        bodies: ['small', 'person'],
      },
      {
        text: 'Every so often, from somewhere near {sight}, came a little sound: whirr, click, and then a tiny, hopeful beep. Then nothing. {comp} {comp_moves} closer to {name}. "What was that?" {comp} {comp_says}. "I don\'t know," {name} whispered. "But it sounded friendly."',
        picture: { action: 'listening', with: ['comp'] },
        bodies: ['machine'],
      },
    ],
    happens: [
      {
        text: 'Then, right in the middle of {place_short}, out stepped {tw_who_a}! {Tw_he} {tw_was} huge. {Tw_he} {tw_was} [enormous|bigger than {sight}]. Everybody gasped. But {tw_who} only blinked, sat down with a soft thump, and said in a rumbly voice, "Oh, don\'t mind me. I just came to see what all the fuss was about."',
        bodies: ['beast', 'giant'],
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'A great shadow fell across {place_short}, and there stood {tw_who_a}, bigger than anything {name} had ever seen! {comp} {comp_says} in surprise. But {tw_who} did not roar or stomp. {Tw_he} lay down very carefully, rested {tw_his} chin on the ground and gave a huge, friendly sigh. A butterfly landed on {tw_his} nose, and {tw_he} went cross-eyed trying to see it.',
        bodies: ['beast', 'giant'],
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Out of {place_short} lumbered {tw_who_a}, so big that {tw_his} head bumped the sky. Everyone squealed and ran. But {name} stayed, and {comp} stayed with {them}, and that was how they saw {tw_who} sit down and start to cry, great big splashy tears. "Nobody ever stays," sniffed {tw_who}. "Everybody runs away before I can say hello." {name} stepped closer. "Hello," {they} said.',
        bodies: ['beast', 'giant'],
        picture: { action: 'comforting', with: ['comp', 'tw_who'] },
      },
      {
        text: 'And then, out from behind {sight}, came {tw_who_a}! Nobody had ever seen {tw_who} here before. {Tw_he} stopped, gave a shy little wave and said, "Hello. I heard all the fuss and came to see. Is it all right if I stay?" {name} looked at {comp}, and {comp} looked at {name}. "Yes," they said together.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        bodies: ['small', 'person'],
      },
      {
        text: 'Whirr, click, whirr! Out of {place_short} trundled {tw_who_a}, with lights on {tw_his} front that blinked green, then blue, then green again. {Tw_he} stopped right in front of {name} and tipped {tw_his} head to one side with a little squeak. "Hello," {tw_he} said, in a voice like a friendly clock. "I am new here. I do not know how anything works yet." {comp} {comp_says} in surprise. {name} grinned. "Me neither, sometimes," {they} said.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        bodies: ['machine'],
      },
      {
        text: 'Something tugged at {name}\'s sleeve. {They} looked down, and there, no bigger than a teacup, stood {tw_who_a}, dusty and out of breath! "Hello!" {tw_he} squeaked. "Everything here is so big, and I got a bit lost." {name} crouched down, very carefully, so as not to be so big. {comp} {comp_moves} closer to see.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        bodies: ['small'],
      },
    ],
    payoff: [
      {
        text: '{Tw_who} leaned down, very gently, until {tw_his} big eyes were right next to {name}. "When I was small," {tw_he} rumbled softly, "I got into muddles all the time. I used to run off and hide. Then one day I stayed and helped put things right. Everyone was so surprised!" {Tw_he} chuckled like thunder. Then {tw_he} settled down [by {sight}|across half of {place_short}] to see what {name} would do.',
        bodies: ['beast', 'giant'],
        picture: { action: 'talking', with: ['tw_who'] },
      },
      {
        text: 'Then {tw_who} did something wonderful. {Tw_he} curled right round {name} and {comp}, like a great warm wall, and the whole world felt safe and still. Inside that big, cosy circle, it was quiet enough to think. {Worry} was still there, but now {they} could look at it. {comp} {comp_comfort}. When {tw_who} uncurled, {name} stood up. {They} had thought of something to do.',
        bodies: ['beast'],
        picture: { action: 'comforting', with: ['comp', 'tw_who'] },
      },
      {
        text: '{Tw_who} stopped crying and gave a wobbly smile, as wide as a gate. "You stayed," {tw_he} said. "Nobody stays." {name} thought about that. Staying had been a bit scary. But it had made {tw_who} so happy. {comp} {comp_comfort}. {name} looked back towards the [spot {they} had been avoiding|spot {they} had been keeping away from|spot {they} had not wanted to go near]. Maybe staying could work over there, too. {They} took a breath and went to find out.',
        bodies: ['beast', 'giant'],
        picture: { action: 'hugging', with: ['comp', 'tw_who'] },
        needs: 'nobody ever stays',
      },
      {
        text: '{Tw_who} sat down next to {name} and was quiet for a moment. "Do you know," {tw_he} said, "when I was new, I got into muddles all the time. I used to hide. Then one day I stopped hiding and had a go, and it was much better than hiding." {Tw_he} smiled. Then {tw_he} waited, as patient as a pebble, to see what {name} would do.',
        picture: { action: 'talking', with: ['tw_who'] },
        bodies: ['small', 'person', 'machine', 'giant'],
      },
      {
        text: '{Tw_who} whirred softly, and {tw_his} lights went a calm, slow blue. "When I am not sure what to do," {tw_he} said, "I stop. I count to three. Then I look again." {Tw_he} looked at {name}, lights blinking. "That is my way. What is yours?" {comp} {comp_comfort}. {name} thought about {worry}. Then {they} stood up. {They} had thought of something to do.',
        picture: { action: 'talking', with: ['comp', 'tw_who'] },
        bodies: ['machine'],
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There were footprints near {sight}, and they were not the sort anyone expected: each one as big as a bath, pressed deep, with marks at the front that might have been claws, or toes, or something in between. {comp} {comp_habit} and studied them for a long time. "Fresh," {comp} {comp_says}. "Whoever made these is nearby. And large." "How large?" {name} asked. {comp} looked at the footprints, then at the sky, and did not answer.',
        bodies: ['beast'],
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Every so often the ground gave a slow, gentle thud, like a heartbeat the size of a house. There was warmth in the air too, coming and going in long waves, the way breath does. {name} tried to ignore it. {comp} did not. "Something," {comp} {comp_says}, "is having a nap very close to here." "Something big?" "Something," said {comp}, choosing the word with care, "very big."',
        bodies: ['beast', 'giant'],
        picture: { action: 'listening', with: ['comp'] },
      },
      {
        text: 'There were signs, for anyone who cared to look: a ribbon of small, careful footprints near {sight}, a tune somebody was humming just out of sight, and the feeling of being politely watched. {comp} {comp_habit}. "We are not alone," {comp} {comp_says} quietly. "Whoever it is, they are curious about us. Curious, and shy."',
        picture: { action: 'looking', with: ['comp'] },
        bodies: ['small', 'person'],
      },
      {
        text: 'Every so often, from somewhere near {sight}, came a small mechanical sound: a whirr, a click, a hopeful little beep, and then silence, as if whatever had made it had thought better of it. {comp} {comp_habit}. "That," {comp} {comp_says}, "is either a very shy machine or a very strange bird." "Which do you think?" {name} asked. {comp} considered. "Shy," {comp} said at last.',
        picture: { action: 'listening', with: ['comp'] },
        bodies: ['machine'],
      },
    ],
    happens: [
      {
        text: 'That was when {tw_who_a} decided to join in. {Tw_he} arrived the way very large creatures do, which is to say all at once and in every direction: a head appearing above {sight}, a tail somewhere off to the left, and a great deal of {tw_who} in between. Everyone froze. {Tw_who} looked down at them all with enormous, mild, curious eyes and said, in a voice like distant thunder being polite, "Sorry. Am I interrupting?"',
        bodies: ['beast'],
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'The ground shook once, twice, and then round the corner came {tw_who_a}, every bit as enormous as anyone could have feared. {comp} {comp_says} in alarm. {name} took a step back. But {tw_who} only stopped, lowered {tw_his} great head until {tw_he} {tw_was} eye to eye with them, and blinked slowly, the way a cat does when it wants you to know it means no harm. Then {tw_he} settled down to watch, clearly fascinated by whatever was going on.',
        bodies: ['beast', 'giant'],
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{Tw_who_a} came lolloping out of nowhere, delighted with everything, and far too big to be delighted safely. {Tw_his} tail swept a row of things flat. {Tw_his} happy feet left craters. Everyone scattered, and {tw_who} stopped, looked round at all the backs running away, and sat down very slowly, ears drooping, in the middle of the mess {tw_he} had made without meaning to. "I only wanted to join in," {tw_he} said, to nobody in particular. It was the loneliest thing {name} had ever heard a very large creature say.',
        bodies: ['beast'],
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'That was when {tw_who_a} stepped out from behind {sight}, looking as if {tw_he} had been working up to it for some time. Everyone stared. {Tw_who} cleared {tw_his} throat. "I do apologise," {tw_he} said. "I have been watching for ages, and it all looked so interesting that I could not stay hidden a moment longer. I am not very good at arriving. Am I interrupting?"',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        bodies: ['small', 'person'],
      },
      {
        text: '{Tw_who_a} rolled out from behind {sight} with a whirr and a clatter, lights blinking in every colour at once, and stopped so suddenly that a small bolt fell off. Everyone stared. {Tw_who} looked at the bolt, then at them. "Please ignore that," {tw_he} said, in a voice like a very polite kettle. "I was built for tidying, but nobody told me what to tidy, so I came to see what all the fuss was about." {name} picked up the bolt and handed it back. It seemed the friendly thing to do.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        bodies: ['machine'],
      },
      {
        text: 'It was {name} who noticed {tw_who_a} first, because {they} happened to be looking down: a figure no taller than a pencil, standing on a pebble near {sight} with {tw_his} hands on {tw_his} hips, plainly annoyed that nobody had noticed sooner. "Finally," said {tw_who}, in a voice like a cross little bell. "I have been waving for ages. Do all of you always look over everyone\'s heads?" {name} crouched down to be nearer. It seemed the polite thing.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
        bodies: ['small'],
      },
    ],
    payoff: [
      {
        text: '{Tw_who} had been watching the whole time, head resting on the ground [near {sight}|at the edge of {place_short}], with [great patient eyes|eyes as calm as ponds]. Now {tw_he} leaned closer, close enough that {name} could feel the warmth of {tw_his} breath. "I\'m very big," {tw_he} said, "so I\'ve had a lot of practice at being careful with small, important things." {Tw_he} tilted {tw_his} enormous head. "This looks like one of them. What are you going to do with it?" It was not said unkindly. It was simply a question, and it deserved an answer. {name} found that {they} already had one.',
        bodies: ['beast', 'giant'],
        picture: { action: 'talking', with: ['tw_who'] },
      },
      {
        text: 'Then {tw_who} did something unexpected. {Tw_he} curled {tw_his} enormous body round {name} and {comp}, slowly and carefully, until they were sitting in a warm, quiet hollow with the world shut out. In there it was easy to think. {Worry} had come inside too, of course: feelings do not wait outside. But in the quiet {they} could look at it properly and ask what {they} could do about it. {comp} {comp_comfort}. Above them, {tw_who} rumbled softly, like purring under a mountain. When at last the great coils loosened and the daylight came back, {name} stepped out, {worry} and all, knowing exactly where {they} {was} going.',
        bodies: ['beast'],
        picture: { action: 'comforting', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} went and sat next to {tw_who}, which took more courage than it should have. For a while neither of them said anything. Then {tw_who} sighed, and the sigh blew {name}\'s hair flat. "It\'s hard," {tw_he} said, "being sorry and enormous at the same time. People can see you coming." {name} nearly laughed, and then did not, because {they} knew something about carrying a feeling too big to hide. {Tw_who} looked down at {them}, huge and hopeful. If a creature that size could sit in the middle of {place_short} and say it out loud, {name} thought, {they} could manage something {their} own size.',
        bodies: ['beast', 'giant'],
        picture: { action: 'listening', with: ['tw_who'] },
        needs: 'loneliest',
      },
      {
        text: '{Tw_who} had been watching the whole time, and now came and sat beside {name}, close enough to talk quietly. "I am new to all this," {tw_he} said, with a nod at {place_short}, "so I watch people, to see what they do when something is hard. Some of them hide. Some of them have a go." {Tw_he} tilted {tw_his} head. "I have not seen what you do yet." It was not said unkindly. It was simply a question, and it deserved an answer. {name} found that {they} already had one.',
        picture: { action: 'talking', with: ['tw_who'] },
        bodies: ['small', 'person', 'machine', 'giant'],
      },
      {
        text: '{Tw_who} whirred, and a little panel on {tw_his} front lit up with the word THINKING in green letters. "When my circuits get tangled," {tw_he} said, "I switch everything off, count to ten and switch on again. It does not untangle anything. But afterwards I can see where the tangle starts." The panel blinked. "Do you have a switch?" {name} laughed in spite of everything, and then stopped, because it was a better question than it sounded. {They} could see where {worry} started now, and what {they} might do about it.',
        picture: { action: 'talking', with: ['tw_who'] },
        bodies: ['machine'],
      },
    ],
  },
} satisfies TwistWriting;
