import type { ThemeWriting } from '../format';

export default {
  themeId: 'vegetables',
  better: ['try one small taste of {subj}', 'give {subj} a chance, one bite at a time'],
  worry: ['the no-thank-you face at {subj}', 'the wobble about something new on the plate'],
  trouble: ['the new food on the plate', 'the first taste still to come', 'the spoonful nobody had tried'],
  tiny: {
    problem: [
      {
        text: 'Dinner at {place}! {They} looked down at {subj_intro}. Something new! Sniff, sniff. "No!" said {name}, and folded {their} arms. [Hmph!|Humph!] All around, everyone went munch, munch, mmm. But {they} did not munch. Not one munch.',
        picture: { action: 'eating' },
      },
      {
        text: 'Picnic time at {place_short}! {They} looked at {subj_intro}. New! Hmm. {They} hid {subj_him} under the [napkin|big spoon]. Hide, hide! "All gone!" said {name}. But the napkin had a bump. A funny little bump. Everybody looked at the bump.',
        picture: { action: 'hiding' },
      },
      {
        text: 'Tea time at {place_short}! On {name}\'s plate sat {subj_intro}. {They} poked {subj_him} with one finger. Poke, poke. [Squish!|Wobble!] "Don\'t like it," said {name}, and pushed the plate far, far away. But {they} had not tried one bite. Not one tiny bite.',
        picture: { action: 'eating', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} peeped. {comp} {comp_habit}. {They} picked up one tiny bit. Just one. Nibble... Hmm? Nibble, nibble... [Mmm!|Ooh!] {They} tried another. And another. "More, please!" {they} said. Munch, munch, mmm!',
        picture: { action: 'eating' },
      },
      {
        text: '{They} looked at {subj} again, [by {sight}|there at {place_short}]. Hmm. One little taste. Squish? Crunch? It was... [nice!|not bad at all!] {They} tried one more. Then {they} wiggled {their} toes under the table, very pleased indeed.',
        picture: { action: 'eating' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place}, there was a tasting picnic. Everyone sat in a circle and passed round little bowls, and the last bowl held {subj_intro}. The game was this: eyes shut, one taste, then guess. {name} had never tried {subj}. {They} looked at the bowl very hard, [and it did not look like anything good|and it seemed to look back].',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: 'There was a tasting picnic at {place}, and right in the middle of the cloth, in a blue bowl, sat {subj_intro}. Something new. The bowl went round the circle: eyes shut, one taste, then a guess. Some guesses were right. Most were [very silly|completely wrong]. {name} watched the bowl come closer and closer, and {their} tummy went tight.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: '"I don\'t like it," {they} said. "Have you tried it?" somebody asked. "No," said {name}. "But I don\'t like it." And {they} sat out of the game with {their} arms folded, [which is a hard way to eat a picnic|which is not an easy way to eat anything].',
        picture: { action: 'waiting' },
      },
      {
        text: 'When the bowl came round, {they} passed it straight on without looking, [staring at {sight}|pretending to watch {sight}] instead. "No, thank you," {they} said, [very firmly|in {their} firmest voice], and scooted back a little, out of the circle, just in case anyone tried to give it back.',
        picture: { action: 'hiding' },
      },
    ],
    consequence: [
      {
        text: 'The game went all the way round the circle. Everybody guessed. Everybody laughed at the wrong guesses, and cheered at the right ones, and somebody guessed "socks" and fell over giggling. {name} watched from outside the circle, next to {comp}, who {comp_habit}. [{Their} tummy rumbled.|{Their} tummy made a small, sad noise.]',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Round and round went the bowl. {comp} {comp_habit}. Somebody guessed "a cloud". Somebody guessed "a Tuesday", and everyone laughed so much the cloth got crumpled. {name} sat just outside the circle with nothing to taste and nothing to guess. It is very hard to join in a game [from the outside|when you are not in it].',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '"Can I have a go?" {they} asked, while {comp} {comp_habit}. {They} shut {their} eyes. {They} took one small taste of {subj}. {They} chewed. {They} thought. "Is it... [a cloud?|a sort of happy sort of thing?]" Everybody laughed, and {name} laughed the loudest. Then {they} took another taste, because it was, it turned out, not bad at all.',
        picture: { action: 'eating', with: ['comp'] },
      },
      {
        text: '{They} shuffled back into the circle and picked up one small piece of {subj}. Just one. In it went. {They} chewed slowly, [like a detective|like a cow in a field]. "Hm," said {name}. "It\'s a bit like... a bit like something I like." {They} had another. {comp} {comp_habit}. Then {they} passed the bowl on, and waited for it to come round again.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The cook at {place} had made supper for everyone, and she was clearly proud of it. She came round the table herself, serving, and on {their} plate she put a generous helping of {subj_intro}, cooked some special way she had learned from her grandmother. "Tell me what you think," she said, and stood there, waiting. [{They} had never eaten it.|{They} had always refused it at home.] {They} had always been quite sure {they} would hate it.',
        picture: { action: 'eating' },
      },
      {
        text: "Supper at {place} was made by the cook, a small, fierce woman who had been cooking there for forty years, and tonight she had made {subj_intro} [her grandmother's way|the old way, with butter and herbs]. She served it all herself, going round the long table with a big spoon, watching every face. When she reached {name}, she gave {them} an extra-large spoonful and waited, spoon in the air, to see what {they} would do.",
        picture: { action: 'eating' },
      },
    ],
    choice: [
      {
        text: '"Eurgh," said {name}. It came out before {they} could stop it, quite loudly, in the middle of a quiet moment, just as everyone had stopped talking. {They} pushed the plate an inch away, the way {they} always did at home. [It was a reflex.|It was pure habit.] {They} did not even look at {subj} properly first. {They} just saw something unfamiliar in a heap, and {their} mouth decided for {them}, and the word was out in the air before the rest of {them} had caught up.',
        picture: { action: 'eating' },
      },
      {
        text: '{They} waited until she had moved on. Then {they} pushed {subj} quietly to the edge of the plate, built a small wall of it behind the potatoes, and pulled a face at {comp} across the table, a big one, [nose wrinkled|tongue out], the kind that means "yuck" in every language there is. {They} did not see the cook turn round just in time to catch the whole thing.',
        picture: { action: 'eating', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'The cook\'s face did not fall, exactly. It just stopped being quite so bright, like a lamp with one bulb gone. "Oh," she said. "Never mind." She moved on to the next plate. She did not ask anybody else what they thought. The others at the table went quiet, and ate, and looked at {sight} instead, and {name} sat there with {subj} cooling in front of {them}, feeling [hot in the ears|as though everyone had noticed], which everyone had.',
        picture: { action: 'looking' },
      },
      {
        text: "At the end of the meal at {place}, the cook collected the plates herself. She came to {name}'s and stopped, looking at {subj}, still there in a heap, untouched. She did not say a word. She scraped it into the bin with one neat movement and went back to the kitchen, and for the rest of the evening the kitchen was [quieter|much quieter] than a kitchen should be.",
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: '{They} went to find the cook, [across {place_short}|past {sight}], before {they} could change {their} mind. "Sorry about before," {they} said. "Could I try some? Properly?" The cook looked at {them} for a long moment, then gave {them} a small bowl. {They} ate a forkful of {subj}, and then had to stop and think, because it was not what {they} had expected. It was better. Not {their} favourite, perhaps, but better. "It\'s good," {they} said. "I didn\'t know it would be good." The cook laughed and [gave {them} a little more|put a little more in the bowl].',
        picture: { action: 'eating' },
      },
      {
        text: 'The next night at {place_short}, the cook came round with {subj} again. This time {name} held out {their} plate before she reached it. {They} ate a mouthful, properly, without a face, and then another, and discovered it was not at all what {they} had spent years assuming. It was [quite nice|rather good], actually. At the end {they} took {their} own plate to the kitchen, clean, and said, "Thank you. Sorry about yesterday." The cook said nothing, but the next helping was the biggest on the table.',
        picture: { action: 'eating' },
      },
    ],
    inner: [
      {
        text: "Here was the thing, {name} thought. {They} had not been trying to be rude. {They} had been trying not to eat {subj}. These had seemed like completely separate projects. But the cook had not seen a verdict on {subj}. She had seen a verdict on her supper, and her grandmother's way of cooking it, and standing up proudly at a table full of people. [All of that|That whole lot] had been squashed into one careless moment {they} had not even decided on. And the most annoying part was that {they} still did not actually know what {subj} tasted like.",
        picture: { action: 'waiting' },
      },
      {
        text: '{name} had always thought of not liking {subj} as a sort of fact, like {their} shoe size or the colour of {their} eyes. But it turned out {they} had never checked, any more than {they} had checked what {sight} smelled like. The not-liking had simply been there, handed down from some afternoon years ago that {they} could not even remember. It was [a bit like|rather like] refusing to read a book because of one grumpy review, written by a much younger person who had, by the sound of it, been tired and hungry and wanted pudding.',
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
