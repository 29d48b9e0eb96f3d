import type { TwistWriting } from '../format';

export default {
  kindId: 'magic-sneeze',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Along came {tw_who_a} with a tickly nose. Ah... ah... ah... ACHOO! Out came bubbles! Hundreds of bubbles, [all over {place_short}|floating past {sight}]! Pop, pop, pop! [Giggle!|Hee hee!] Everyone laughed. "Bless you!" said {name}. The bubbles floated away. {Trouble} was still there. Then pop! One last bubble burst right on {their} nose. Plink!',
        picture: { action: 'playing', with: ['tw_who'], object: 'bubble' },
      },
      {
        text: "Sniff, sniff. {tw_who_a} had a tickle. Ah-ah-ACHOO! Whoosh! Out burst a shower of flowers, pink and yellow and blue! Flowers on {name}'s head! [Flowers everywhere!|Flowers all over {place_short}!] Flowers on {sight}! {They} laughed and laughed. [What a magic sneeze!|What a sneeze!] Then {they} brushed the petals off {their} nose. Ah... ah... achoo! Now {name} was sneezing too!",
        picture: { action: 'playing', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Nearby was {tw_who_a}, who kept twitching and wrinkling up {tw_his} nose. "Ah... ah..." went {tw_who}, and then nothing happened. "Ah... ah..." Nothing again. {comp} {comp_habit}. "That\'s a very big sneeze waiting to come out," {comp} {comp_says}. Everybody stepped back, just in case.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Also at {place_short} was {tw_who_a}, who had the sniffles. Every time {tw_he} sniffed, a little puff of glitter came out. Sniff, glitter. Sniff, glitter. {name} giggled. "What happens when {tw_he} sneezes?" {they} whispered. "Nobody knows," {comp} {comp_says}. "Nobody has ever stayed to find out."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'And then it came. "Ah... ah... ah... ACHOO!" {Tw_who} sneezed the biggest sneeze ever, and out burst a great cloud of rainbow bubbles! They filled the air [over {place_short}|above {sight}]. They bounced off everything. One landed on {comp}\'s nose and went [pop|plink]. Everybody stopped to stare, and then to laugh. Even {name} laughed, though {worry} was still tucked inside, waiting.',
        picture: { action: 'playing', with: ['comp', 'tw_who'], object: 'bubble' },
      },
      {
        text: 'ACHOO! {Tw_who} sneezed so hard that everything changed. Suddenly {the_thing} was covered in flowers, the ground was sprinkled with glitter, and {comp} was wearing a tiny hat made of petals. {Tw_who} looked very embarrassed. "Bless you," said everybody at once, and then everybody giggled.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: '{Tw_who} gave one last, little sneeze: atchoo. Out floated a single shiny bubble. It drifted over to {name} and hung there, and in it {they} could see {their} own face, smiling. Not the face from before. A happier one. Then it popped, softly. {name} wanted that face back. {They} had a good idea how to get it.',
        picture: { action: 'looking', with: ['comp', 'tw_who'], object: 'bubble' },
      },
      {
        text: '"Ah... ah... ACHOO!" went {tw_who} again, and this time the sneeze blew a warm, sparkly wind right past {name}. It blew {their} hair. It blew the clouds. It did not blow {worry} anywhere. That was still right there. "Bless you," {they} said, laughing anyway. Nobody can sneeze a thing like that away, {they} thought. But {they} could do something about it. And {they} knew what.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'There was {tw_who_a} at {place_short}, and {tw_he} {tw_was} clearly fighting a sneeze. It had been building for some time, by the look of it: the watering eyes, the twitching, the long hopeful "ah... ah..." that came to nothing. Each time, a few glittering specks drifted out and fizzled away harmlessly in the air. {comp} {comp_habit} and moved back a careful step. "When that one finally comes," {comp} {comp_says}, "I\'d like to be somewhere else."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Everybody seemed to be giving {tw_who_a} a bit of room, and it took {name} a moment to see why. Every time {tw_he} sniffed, something happened: a puff of glitter, a tiny rain of petals, once a single soap bubble that floated off and popped with a note like a bell. "Hay fever," {comp} {comp_says} knowingly. "Magic hay fever. The worst kind. Or the best, depending on where you\'re standing."',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'And then the sneeze arrived. It began as a long, wobbling "Ah... ah... AH..." that made everyone freeze, and ended with a "CHOO!" that shook the air, and out of it burst a whirlwind of bubbles, thousands of them, every size from a pea to a pumpkin, rainbows sliding across their skins. They filled {place_short}. They bounced off everything. {comp} vanished behind a particularly large one. Everyone stopped to stare, {name} included, though {trouble} was still there underneath it all, waiting for the bubbles to clear.',
        picture: { action: 'playing', with: ['comp', 'tw_who'], object: 'bubble' },
      },
      {
        text: '{Tw_who} sneezed. It was, everybody agreed afterwards, the most extraordinary sneeze in the history of sneezing. Every colour at {place_short} swapped round at once. Flowers burst out of nowhere. A shower of silver confetti came down like snow. {comp} was suddenly wearing a crown of daisies and did not look pleased about it. {Tw_who} looked mortified. "Bless you," said {name} faintly, and then everybody started laughing and could not stop.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'The last sneeze was a small one, almost polite: a soft "tchoo", and a single bubble, perfectly round, that drifted across and hung in the air right in front of {name}. Inside it, as if on a tiny screen, {they} could see {themself}, a few minutes from now, doing the thing {they} had been putting off, and looking [remarkably|surprisingly] cheerful about it. The bubble popped. {comp} was staring at the same spot. "Did you see that?" {comp} {comp_says}, [very quietly|almost in a whisper]. "I saw it," said {name}. Now that {they} had seen it, it seemed silly not to make it true.',
        picture: { action: 'looking', with: ['comp', 'tw_who'], object: 'bubble' },
      },
      {
        text: '"Ah... ah... ACHOO!" The final sneeze came out as a warm, glittering gust that swept across {place_short} and rushed straight past {name}, ruffling {their} hair and tugging at {their} sleeves. Part of {name} hoped it would carry {worry} off with it. It did not. But the whole place had stopped to say "Bless you", and in that pause {they} could hear {themself} think. "Still there?" {comp} {comp_says}, [very quietly|almost in a whisper]. "Still there," {they} said. "So I\'ll have to see to it myself." And {they} set off to do just that.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
