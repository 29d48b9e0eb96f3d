import type { ThemeWriting } from '../format';

export default {
  themeId: 'dentist',
  better: ['climb into the big chair and open wide', 'ask {subj} what each shiny tool was for', 'lie back under the bright light and count along with {subj}'],
  worry: [
    "the wobble in the tummy about the dentist's chair",
    'the fluttery worry about the bright light and the little mirror',
    'the tight-shut mouth and the hide-away wish about the check-up',
  ],
  trouble: ["the big dentist's chair", 'the check-up that had not happened yet', 'the little tray of shiny tools'],
  tiny: {
    problem: [
      {
        text: 'It was check-up day, and {subj_intro} had come to {place_short} with a big chair that went up, up, up, and a light [as bright as the sun|as bright as a star]. {Subj} smiled a [big|wide] smile. "Open wide!" {name} shut {their} mouth tight. Mm-mmm! {They} hid behind {the_thing}.',
        picture: { action: 'hiding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Whirr! The big chair at {place_short} tipped back, back, back. The light shone [bright|very bright]. "Hello," said {subj_intro}. "I\'m going to count your teeth." {name} [wriggled and wriggled|wiggled and wriggled]. Down {they} slid, and shook {their} head. "No, thank you!"',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_moves} up first. "Ahhh!" {comp} {comp_says}, as wide as could be. So {they} opened wide too. Ahhh! Tap, tap went the little mirror. One, two, three... [lots and lots of|so many] teeth! "Strong and shiny," said {subj}. "[All done!|Finished!]"',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'mirror' },
      },
      {
        text: '{comp} {comp_comfort}. {They} pointed. "What\'s that?" "A little mirror, to see your teeth," said {subj}. [Oh!|Ooh!] Then {they} opened wide. Tap, tap. Tickle, tickle. Ten teeth on top and ten on the bottom. "All counted," said {subj}. [Hooray!|What a lot!]',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'mirror' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '[That afternoon|That morning], {subj_intro} came to {place_short} for check-up day. There was a big chair that hummed up and tipped back, a lamp as round and bright as the moon, and a tray of little tools. One by one, everyone had their teeth counted. Then {subj} smiled. "Who\'s next?" {name} was next, and {their} tummy went [fluttery|wobbly].',
        picture: { action: 'waiting', with: ['subj'], object: 'chair' },
      },
      {
        text: '"Check-up time!" said {subj_intro}, patting the big chair. It was [blue|green] and squashy, and it went up and down with a soft hum, right there in the middle of {place_short}. On the tray lay a little round mirror and a thin silver hook. {They} looked at the hook and [stopped walking|stopped right where {they} {was}].',
        picture: { action: 'looking', with: ['subj'], object: 'chair' },
      },
    ],
    choice: [
      {
        text: '"I\'m not here," [whispered|murmured] {name}, and {they} ducked behind {the_thing} where nobody could see. {They} pulled {their} knees up small and kept [very still|as still as a stone]. From the hiding place {they} could hear the chair humming, and {subj} calling, "Who\'s next?" {They} did not answer.',
        picture: { action: 'hiding', object: 'the_thing' },
      },
      {
        text: '{name} folded {their} arms and pressed {their} lips together, tight as a [closed box|shut door]. "Mm-mmm," {they} said, which meant no. {Subj} asked kindly. "Go on," {comp} {comp_says}. But {they} only shook {their} head, so hard that {their} hair [flew about|went everywhere].',
        picture: { action: 'hiding', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: 'Hiding did not make the wobbly feeling go away. It got bigger in the dark, [the way shadows do|like a shadow at bedtime]. {They} could hear everyone else [laughing|chatting] and getting shiny stickers, and {comp} {comp_says} somewhere, "My turn was easy!" {name} wished {they} knew what was so easy about it.',
        picture: { action: 'hiding', object: 'the_thing' },
      },
      {
        text: 'Keeping {their} mouth shut was harder than it looked. When {comp} told a joke about a [crocodile|hippo] with a toothache, {name} could not laugh properly. But the tight feeling inside stayed tight, and the check-up still had not happened. The queue got shorter[, one person at a time| and shorter].',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'At last {they} crept out, and {comp} {comp_moves} close beside {them}. "What\'s the mirror for?" {name} asked [quietly|in a small voice]. "For seeing the backs of your teeth," said {subj}, and showed {them}. "And the hook just counts them, tap, tap." So {they} climbed up, lay back under the [bright|big round] light and opened wide. Tap, tap. It only tickled.',
        picture: { action: 'looking', with: ['subj'], object: 'mirror' },
      },
      {
        text: '{comp} {comp_comfort}. {Subj} smiled. "Shall we count [together|together, out loud]?" {name} nodded and climbed into the big chair. Up it hummed. {They} opened wide and counted in {their} head while the little mirror went tap, tap, all the way to twenty. "Strong, clean teeth," said {subj}, and gave {them} a sticker [shaped like a star|with a smiling tooth on it].',
        picture: { action: 'celebrating', with: ['subj', 'comp'], object: 'sticker' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Check-up day came to {place} once a year, and this year {subj_intro} had set up where everyone could see {sight}. There was the chair that hummed as it tipped back, the lamp so bright it made everything look like noon, and the tray: a round mirror, a thin silver hook, and a little straw that slurped like someone finishing a [milkshake|fizzy drink]. {name} had a tooth at the front that had started to wobble. {They} {was} [fairly|quite] sure that a wobbly tooth and a silver hook did not belong in the same afternoon.',
        picture: { action: 'looking', with: ['subj'], object: 'chair' },
      },
      {
        text: 'The queue for {subj_intro} moved faster than {name} wanted it to. {They} watched the person in front lie back under the bright light, heard the soft tap of metal on teeth and the gurgle of the little suction straw, and felt {their} palms go [damp|clammy]. {They} stared very hard at {sight} and tried to think about that instead. It did not work. It was only a check-up. Everyone said so. But nobody had mentioned the noise the straw made, and {their} imagination was busy filling in the rest, with [extra details nobody had asked for|details nobody had asked for].',
        picture: { action: 'waiting', with: ['subj'], object: 'chair' },
      },
    ],
    choice: [
      {
        text: '"Actually," {name} said, backing away, "my teeth are fine. I brushed them twice this morning. [I\'ll come next year.|Maybe next year.]" {They} turned to watch {sight} as if it had suddenly become the most interesting thing in the world. {comp} {comp_moves} after {them} and looked at {them} for a long moment, but said nothing. The wobbly tooth, which had not been consulted, gave a small, pointed wobble. {They} kept [walking|going] and did not look back at the chair, though {they} could hear it humming all the way across {place_short}.',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '{name} did climb into the chair. That part went well. But the moment the bright light swung over {their} face, {their} jaw clamped shut and {their} head turned away all by itself. "Just a quick look," said {subj} gently. {They} stared at the ceiling with {their} lips pressed together and {their} fingers [gripping|clenched on] the armrests, and did not open {their} mouth at all. {Subj} waited. {They} tried to make {their} mouth open, the way you try to open a stuck drawer, and it stayed [exactly where it was|stubbornly shut]. Beside the chair, {comp} {comp_moves} a little closer.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'The trouble with walking away from a worry is that it [walks with you|comes along too]. {name} could not enjoy a single thing, not even {sight}. {Their} tongue kept finding the wobbly tooth. Behind {them}, one child after another hopped down from the chair, grinning, with a sticker [on their jumper|stuck to their sleeve]. One of them had been even more scared than {they} {was}, and had said so, loudly, before going in. {comp} {comp_moves} over and waited beside {them}, and the quiet between them was not a comfortable one.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "Nothing happened, which was the problem. {Subj} waited. {comp} waited. The queue waited, shuffling its feet. {name}'s jaw began to ache from holding it shut, and the wobbly tooth, which was the whole reason for the visit, sat there unseen. The minutes [ticked by|crawled past]. The check-up that should have taken five minutes was turning into the longest afternoon [of the year|in history], and nobody could hurry it along except {them}. {They} knew it. That was almost the worst part.",
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '"Can I ask what the tools are for, first?" {name} [said|asked]. {Subj} looked pleased. "Best question all day." {Subj} held each tool up [in turn|one at a time], so {they} could see. The mirror was for seeing round corners, the silver hook counted and checked, and the straw just slurped up spit. "If you want me to stop," said {subj}, "lift your hand, and I\'ll stop." That changed [everything|a great deal]. {comp} {comp_comfort}. {They} lay back under the bright light and opened wide. The wobbly tooth, it turned out, was simply getting ready to make room for a grown-up one.',
        picture: { action: 'talking', with: ['subj'], object: 'mirror' },
      },
      {
        text: '{comp} {comp_comfort}, and {they} let out a long breath. "Could you tell me what you\'re doing while you do it?" {name} asked. "Like a commentator." {Subj} laughed and agreed. "Mirror going in. Counting now: one, two, three..." {They} counted along in {their} head, all the way to twenty. "[Lovely strong teeth|Good, strong teeth]," said {subj} at last, "and one wobbler that\'s doing exactly what it should." The chair hummed down, and {they} hopped off it [lighter than|a good deal lighter than] {they} had climbed on. A sticker went on {their} sleeve, and {they} wore it all the way back across {place_short}.',
        picture: { action: 'celebrating', with: ['subj', 'comp'], object: 'sticker' },
      },
    ],
    inner: [
      {
        text: '{name} knew, in the sensible front part of {their} brain, exactly what a check-up was: someone counts your teeth and tells you they are fine. The back part of {their} brain had [other ideas|ideas of its own]. It had already invented a drill the size of a lawnmower and a tooth flying across the room like a cork. {comp} {comp_comfort}, which helped the front part a little. "You are being ridiculous," {they} told {themself}. "I know," {they} answered. "Doesn\'t help." {They} wondered whether everyone\'s imagination was this dramatic or whether {their} own had been [specially trained|taking extra lessons]. Perhaps the only cure for a story that big was a few real, boring facts.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'It was [strange|odd], {name} thought, how a fear could be completely silly and completely real at the same time. Nobody was going to hurt {them}. {They} had watched five people go first, right there in the middle of {place_short}, and not one had screamed, cried or been [carried off|taken away on a stretcher]. And yet {their} heart was thudding as though {they} {was} about to jump off a cliff. {They} tried telling the thud to calm down. It did not listen. Maybe, {they} thought, the thud did not need an argument. Maybe it needed information, and a bit of company.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
