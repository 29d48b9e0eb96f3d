import type { ThemeWriting } from '../format';

export default {
  themeId: 'two-homes',
  better: [
    'pack {their} favourite things to take from one home to the other',
    'ask {subj} the big question about why',
    'hug goodbye at one front door and hello at the other',
  ],
  worry: ['the torn-in-two ache on swap days', 'the secret worry that the two homes were somehow {their} fault', 'the muddle of having two front doors'],
  trouble: ['the swap-day muddle', 'the two front doors', 'the swap from one home to the other'],
  tiny: {
    problem: [
      {
        text: 'Here was {place_short}. Today was swap day. {name} had two homes now: one with a red door, one with a blue door. Along came {subj_intro} to do the swap. But {they} did not want to swap. {They} held on tight, tight, tight. "No! [Stay!|Don\'t go!]"',
        picture: { action: 'hugging', with: ['subj'] },
      },
      {
        text: 'Home from {place_short}! One home had a red door. One home had a blue door. {name} lived in both now. Tonight was a blue-door night, and {their} [teddy|blanket] was still behind the red door! {They} cried, "I want it!" Boo-hoo-hoo. Along came {subj_intro}, [quick as anything|running].',
        picture: { action: 'crying', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'A big hug from {subj}. {comp} {comp_comfort}. "We both love you," said {subj}, "[every day|all the time], in both homes. Two homes is a grown-up thing. It is not your fault." Into the backpack went {their} teddy. Teddy could come too! Two toothbrushes. Two cosy beds. The same goodnight song.',
        picture: { action: 'hugging', with: ['subj'], object: 'backpack' },
      },
      {
        text: '{comp} {comp_comfort}. "Your teddy can go in your backpack," said {subj}, and in it went. "We both love you, in both homes. None of this is your fault." Behind the blue door there was {their} own toothbrush, {their} own bed, and the [same|very same] goodnight song. Two homes, and a goodnight kiss in each.',
        picture: { action: 'holding', with: ['comp'], object: 'backpack' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: "{place} was halfway between {name}'s two homes, so that was where the swap happened every Saturday. {They} still remembered how {subj_intro} had explained it: the grown-ups would live in two homes now. One home had a red door and a squeaky gate. The other had a blue door and a cat next door. {They} loved them both. But swap days made {their} tummy [ache|feel tight].",
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'On a rainy Sunday, {subj_intro} had told {name} about the two homes. Now there were two front doors, two bedrooms and two toothbrushes. Today at {place_short} it was time to swap again, and {their} favourite [teddy|blanket] had been left at the other home.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: 'When it was time to go, {name} sat down on the ground by {sight} and would not move. "I\'m not going," {they} said. "And I want everybody to live in one house again." {They} folded {their} arms and [squeezed {their} eyes shut|stuck out {their} bottom lip].',
        picture: { action: 'hiding', with: ['subj'] },
      },
      {
        text: '{name} had a plan, thought up [on the way to {place_short}|while watching {sight}]. If {they} {was} extra, extra good, maybe everyone would live together again. So {they} tidied every toy. {They} said please and thank you [twenty times|a hundred times]. {They} even ate the broccoli. Then {they} watched and waited to see if it would work.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'Nothing changed. There were still two front doors, one red and one blue. {comp} {comp_habit}, which was usually funny, but today nobody laughed. {name} felt like a paper chain pulled from [both ends|each end]. And underneath sat a secret worry: were the two homes {their} fault?',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: "The swap was slow and sad. Everyone's voices went tight and careful, and {subj} looked very tired. {name} felt muddled inside. Maybe the grown-ups lived apart because of {them}. {They} did not tell anyone the worry, [not even {comp}|not a soul], so nobody could help with it.",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'At last {name} whispered the worry. {Subj} knelt down and held {them} close. "Listen. The two homes are because of grown-up reasons. Not because of anything you did or said, ever. You don\'t have to choose between us. We both love you, every single day, and that will never change." Then they packed {their} teddy in {their} backpack, so it could [come too|travel with {them}]. Behind both doors there would be a toothbrush, a bed and the same bedtime story.',
        picture: { action: 'hugging', with: ['subj'], object: 'backpack' },
      },
      {
        text: '{comp} {comp_comfort}. {name} told {subj} about the worry inside. "Oh, sweetheart," said {subj}. "It\'s not your job to fix it, and it was never your fault. You don\'t have to choose. We both love you, in both homes, all the time." They made a calendar with red days and blue days, so {they} would always know where bedtime was. And there was a goodnight phone call from the other home, [every night|each and every night].',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The arrangement was this: weekdays at the house with the red door, weekends at the flat with the blue one, and the swap at {place} on Saturday mornings, because it was halfway. It had all been explained by {subj_intro} in the spring, carefully, more than once. {name} now owned two toothbrushes, two sets of house rules and one PE kit, which was always at the [wrong home|other home]. Some Saturdays the swap felt ordinary. Today it did not.',
        picture: { action: 'waiting', with: ['subj'], object: 'backpack' },
      },
      {
        text: '{name} still remembered the evening {subj_intro} had sat {them} down at the kitchen table, which was never a good sign, and explained that there would be two homes from now on. "We love you" had been said so many times it started to sound like a warning. Now, every Saturday at {place}, {they} watched the bag being handed over with careful words like, "Dentist on Thursday," in polite voices, like [strangers at a bus stop|neighbours who had not been introduced].',
        picture: { action: 'waiting', with: ['subj'], object: 'backpack' },
      },
    ],
    choice: [
      {
        text: 'This Saturday, after a whole morning at {place_short}, something boiled over. As {they} took {their} bag, {name} said, loudly and to nobody in particular, "I\'d rather just live in one place. The good one." {They} saw it land. {Subj} stopped, halfway through putting on a coat. It had come out of the sore place inside {them}, the place that had been filling up since spring, and it came out [sharper than {they} meant|much sharper than {they} meant].',
        picture: { action: 'talking', with: ['subj'], object: 'backpack' },
      },
      {
        text: 'That night the phone rang at goodnight time, the way it always did when {name} was at the other home. {They} did not go to it. "Tell them I\'m asleep," {they} said, and turned to the wall. {They} heard {carer}\'s kind answer, "Not tonight. Maybe tomorrow." {They} had only wanted, for one night, not to be the one in the middle. It did not feel the way {they} had expected. {They} lay awake [missing|wishing for] the call {they} had turned down.',
        picture: { action: 'hiding' },
      },
    ],
    consequence: [
      {
        text: 'All the next day, what {they} had said kept coming back to {name}, even at {place_short}, even in front of {sight}. {They} had not even meant it. Both homes were good, in different ways. Being cross about the swaps was one heavy bag. Wishing {they} had said it differently was another, and [neither bag|not one of them] had a handle. {They} wanted to put them both down, and did not yet know how.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The cross feeling did not stay where {name} had put it. It came back round to {them}, the way feelings do. And behind it came an older thought, the one {they} had never said out loud: perhaps, somehow, the two homes were {their} fault. It was not true, but {they} did not know that yet. {They} carried the thought all round {place_short}. Only with {comp} did {they} feel anything like in one piece.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'The next Saturday, at {place}, {name} said sorry first. Then {they} asked the question. "Was it because of me? The two homes?" {Subj} answered straight away. "No. Never. It was about the grown-ups, not about you. Nothing you did or said caused it, and nothing you do could. We both love you, exactly as much as before." And then, "You never have to choose. You\'re allowed to love both homes, and talk about both, anywhere. And you\'re allowed to be angry. Thank you for saying sorry." {They} let out a breath {they} seemed to have been holding since spring. They bought a second PE kit on the way home, so there was one in each home, which [felt like a small miracle|was a start].',
        picture: { action: 'talking', with: ['subj'], object: 'backpack' },
      },
      {
        text: '{comp} {comp_comfort}, and {name} found {subj} and told {subj_him} how it had really been: the angry feeling, the secret worry, all of it. {Subj} listened all the way through. "[Thank you for telling us.|We are so glad you told us.|You were right to tell us.] It\'s not your fault. [Not one bit.|Not any of it.|None of it is.] The two homes are a grown-up decision, and the grown-up feelings about it are ours to look after, not yours. You don\'t have to choose between us, ever. We both love you, [both of us, always|always, both of us]." After that, {they} started to bring the two homes together in small ways. {name} drew a picture of {place_short}, and it went up on the wall at the flat, with a copy at the house. The goodnight call came every single night, and {they} answered it. Two front doors, {they} decided, was [not the same as|a very different thing from] a home cut in half.',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: "There was a thought {name} had never said out loud. Before the separation, there had been arguments, and some of them had been about {them}: about school shoes, and who was picking {them} up, and whose turn it was to take {them} to swimming. So it was obvious, wasn't it? Take away the arguments about {them}, and perhaps there would have been nothing much to argue about. The logic felt airtight at two in the morning. It felt less so the next day at {place_short}, with {comp} {comp_habit} beside {them}. By daylight it looked [shakier|less certain]. People who love each other argue about school shoes all the time without taking the house apart.",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The strangest part, {name} thought, [watching {sight}|chin on {their} knees], was feeling guilty for being happy. When {they} laughed at the flat, {they} pictured the house sitting empty and felt disloyal. When {they} had a good evening at the house, {they} wondered whether the flat felt lonely. It was as though {their} happiness had to be shared out equally, measured in spoonfuls, and any extra in one place was stolen from the other. That was exhausting. It was also, {they} suspected, [nonsense|complete nonsense]. Love did not come in spoonfuls. It was not the kind of thing that ran out.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
