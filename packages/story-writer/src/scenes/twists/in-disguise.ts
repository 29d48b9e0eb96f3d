import type { TwistWriting } from '../format';

export default {
  kindId: 'in-disguise',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Rustle, rustle! Out [from behind {sight}|across {place_short}] came a big, shaggy monster! "ROAR!" Oh! {name} held very still. But wait. The monster had [wiggly|wobbly] ears and a giggly roar. Giggle, giggle! Off came the costume. It was {tw_who_a}! "Surprise!" Everybody laughed. Not so scary after all! {They} gave a big, brave grin.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
      {
        text: 'Stomp, stomp! What was that, [over by {sight}|coming across {place_short}]? A tall, lumpy thing with a big, [bumpy|knobbly] head! {They} peeped out. Stomp, stomp... trip! Whoops! Off fell the big head, bump, and out peeked {tw_who_a}, all smiles. "Boo!" Ha ha! Just dressing up! {name} giggled and giggled. Then {they} had a think. Some scary things are only dressing up! {They} took a big breath.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'On the way in, {name} saw {tw_who_a}, who giggled, said "Can\'t stop!" and hurried off with a big, lumpy bundle. Something shaggy was poking out of one end. {comp} {comp_habit}. "What do you think is in there?" {comp} {comp_says}. Nobody knew. After that, {tw_who} was nowhere to be seen.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{Tw_who_a} had promised to come to {place_short} today, but nobody could find {tw_him} anywhere. "Listen," {comp} {comp_says}, and {comp_habit}. Somewhere nearby, something was rustling, and giggling, and then going "Shh!" to itself. {name} listened too. How very odd.',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Just then, out stomped a MONSTER! It was big and shaggy, with a lumpy head and two wobbly eyes. "ROAR!" it said. {name} jumped. {comp} {comp_says} in surprise. {name} took one step back, and then, because it was interesting, one step forward. The monster stomped a little closer. Then it stopped, and it seemed to be... giggling?',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'Then a strange creature came creeping into {place_short}: tall and lumpy, covered in [rags|fluff|feathers], with a head that wobbled as it walked. "Ooooh," it moaned, in a spooky voice. {name} froze. {comp} {comp_comfort}. {Trouble} was still there, but everyone was too busy staring at the creature, which had just tripped over its own feet.',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The monster gave one more wobbly "ROAR!", tripped, and its big lumpy head rolled right off, [bump, bump, all the way to {sight}|bouncing across {place_short}]. Underneath was {tw_who}, grinning from ear to ear. "Surprise!" {tw_he} giggled. "Did I scare you?" {name} laughed a wobbly laugh. {Worry} was still there, though. Maybe it was only wearing a scary costume too. {They} took a breath and went to find out.',
        picture: { action: 'celebrating', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Off came the costume, bit by bit: first the wobbly head, then the shaggy coat. And there stood {tw_who}! "It\'s only me!" {tw_he} laughed. {comp} {comp_says} with relief. The big scary thing had been a friend all along. {Worry} was still there, just as big as before. "I wonder what else is only a costume," said {comp}. {name} had a feeling {they} knew one way to find out.',
        picture: { action: 'celebrating', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'On the way in, {name} passed {tw_who_a}, who was behaving very strangely: hurrying along with an enormous, lumpy bundle, humming too loudly and looking everywhere except at anyone. A long shaggy something trailed out of one end of the bundle, along with what looked very much like a googly eye. "Hello!" said {name}. "Can\'t stop!" came the reply, a little too brightly, and {tw_who} was gone. {comp} {comp_habit}. "Well," {comp} {comp_says}. "That wasn\'t suspicious at all."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{Tw_who_a} had promised to come to {place_short} that day, and {tw_he} {tw_was} not the sort to forget. Yet there was no sign of {tw_him}, only, every now and then, a rustle where nothing should be rustling, a smothered giggle and, once, quite clearly, someone whispering "Shh!" to themselves. {comp} {comp_habit}, listening hard. "Either the wind has learned to giggle," {comp} {comp_says}, "or somebody is up to something."',
        picture: { action: 'listening', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'That was when the monster arrived. It came lurching into {place_short} out of nowhere: enormous, shaggy, lumpy in all the wrong places, with two huge googly eyes that wobbled at every step, and a roar that went "RAAARGH!" and then, very faintly, "hee hee." {name} jumped. {comp} {comp_says} in alarm. Everything else had to stand still for a moment. It is difficult to concentrate on anything while a monster is lurching about, even a monster whose left foot keeps falling off.',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: 'Then something came creeping round the edge of {place_short}, and every head turned. It was tall and dark and draped in what might have been fur or might have been an old rug, and it moaned "Whooo-ooo-ooo" in a voice that wobbled on the high notes. {name}\'s heart gave a thump. {comp} {comp_moves} [nearer|right up beside {them}]. The creature shuffled nearer. Then it trod on its own hem, staggered, and said a word no real monster would ever say, which was "Oops."',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'The monster took one more lurching step, tripped on its own trailing fur and sat down with a bump. Its enormous head rolled away [towards {sight}|across {place_short}], and there underneath, pink in the face and helpless with giggles, was {tw_who}. "Surprise!" {tw_he} gasped. "I\'ve been practising that roar all week." Relief went through {name} like [warm water|sunshine through a window]. Everything alarming about the monster had been a costume. When {they} thought about {worry} again, it looked a little less like a monster too. {They} wondered what it would look like with its costume off. There was only one way to find out.',
        picture: { action: 'celebrating', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Off came the costume, a piece at a time: the googly eyes, the shaggy coat, the lumpy head, until there stood {tw_who}, looking rather sheepish. "It\'s only me," {tw_he} said. "I was going to make you laugh. I think I made you jump instead." {name} laughed anyway, a big, shaky, relieved laugh. The thing that had looked so alarming had been a friend the whole time, just wearing the wrong face. {comp} {comp_comfort}. Maybe something else today had been wearing the wrong face too. {They} thought {they} knew which, and went to look it in the eye.',
        picture: { action: 'celebrating', with: ['comp', 'tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
