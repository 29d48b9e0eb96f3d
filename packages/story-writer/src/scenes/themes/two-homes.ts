import type { ThemeWriting } from '../format';

export default {
  themeId: 'two-homes',
  better: [
    'pack {their} favourite things to take from one home to the other',
    'ask {subj} the big question about why',
    'hug goodbye at one front door and hello at the other',
  ],
  worry: [
    'the torn-in-two feeling on swap days',
    'the secret worry that the two homes were somehow {their} fault',
    'the muddle of having two front doors',
  ],
  tiny: {
    problem: [
      { text: 'Here was {place_short}, halfway between two front doors. Today was swap day. {subj_intro} did not live together any more, so {name} had two homes now. But {they} did not want to swap. {They} held on tight, tight, tight. "No! [Stay!|Don\'t go!]"', picture: { action: 'hugging', with: ['subj'] } },
      { text: 'Home from {place_short}! One home had a red door. One home had a blue door. {subj_intro} lived in one each now. Tonight was a blue-door night, and {their} [teddy|blanket] was still behind the red door! {name} cried, "I want it!" Boo-hoo-hoo.', picture: { action: 'crying', with: ['subj'] } },
    ],
    choice: [],
    consequence: [],
    better: [
      { text: 'A big hug from one side. A big hug from the other. {comp} {comp_comfort}. "We both love you," said {subj}, "[every day|all the time], in both homes." Into the backpack went {their} teddy. Teddy could come too! Two toothbrushes. Two cosy beds. Two goodnight kisses.', picture: { action: 'hugging', with: ['subj'], object: 'backpack' } },
      { text: '{comp} {comp_comfort}. "Your teddy can go in your backpack," said a grown-up, and in it went. Behind the blue door there was {their} own toothbrush, {their} own bed, and the [same|very same] goodnight song. Two homes, and a goodnight kiss in each.', picture: { action: 'holding', with: ['comp'], object: 'backpack' } },
    ],
  },
  young: {
    problem: [
      { text: '{place} was halfway between {name}\'s two homes, so that was where the swap happened every Saturday. {subj_intro} did not live together any more. One home had a red door and a squeaky gate. The other had a blue door and a cat next door. {They} loved them both. But swap days made {their} tummy [ache|feel tight].', picture: { action: 'waiting', with: ['subj'] } },
      { text: 'On a rainy Sunday, {subj_intro} had told {name} that they were not going to live together any more. Now there were two front doors, two bedrooms and two toothbrushes. Today at {place_short} it was time to swap again, and {their} favourite [teddy|blanket] had been left at the other home.', picture: { action: 'waiting', with: ['subj'] } },
    ],
    choice: [
      { text: 'When it was time to go, {name} sat down on the ground by {sight} and would not move. "I\'m not going," {they} said. "I want to stay here. And I want everybody to live in one house again." {They} folded {their} arms and [squeezed {their} eyes shut|stuck out {their} bottom lip].', picture: { action: 'hiding', with: ['subj'] } },
      { text: '{name} had a plan, thought up [on the way home from {place_short}|while watching {sight}]. If {they} {was} extra, extra good, maybe everyone would live together again. So {they} tidied every toy. {They} said please and thank you [twenty times|a hundred times]. {They} even ate the broccoli. Then {they} watched and waited to see if it had worked.', picture: { action: 'waiting', with: ['subj'] } },
    ],
    consequence: [
      { text: 'The swap took ages. Everyone\'s voices went tight and careful. {comp} {comp_habit}, which was usually funny, but today nobody laughed. Then the goodbye was rushed and sad, and {name} felt like a paper chain being pulled from [both ends|each end].', picture: { action: 'crying', with: ['subj', 'comp'] } },
      { text: 'Being extra good was very tiring. By teatime {name} was worn out from all the tidying. And it had not worked. There were still two front doors, one red and one blue. {They} felt sad and muddled, and {they} did not tell anyone why, [not even {comp}|not a soul].', picture: { action: 'waiting', with: ['comp'] } },
    ],
    better: [
      { text: '{subj} knelt down, one on each side. "Listen," they said. "This is because of grown-up reasons. Not because of anything you did. We both love you, every single day, and that will never change." {comp} {comp_comfort}. Then {name} packed {their} teddy in {their} backpack, so it could [come too|travel with {them}].', picture: { action: 'hugging', with: ['subj'], object: 'backpack' } },
      { text: '{comp} {comp_comfort}. {name} told a grown-up about the secret plan. "Oh, sweetheart. It\'s not your job to fix it, and it was never your fault." They made a calendar with red days and blue days. And behind both doors there was a toothbrush, a bed and the same [bedtime song|goodnight song], just for {them}.', picture: { action: 'hugging', with: ['comp'] } },
    ],
  },
  older: {
    problem: [
      { text: 'The arrangement was this: weekdays at the house with the red door, weekends at the flat with the blue one, and the swap at {place} on Saturday mornings, because it was halfway. {subj_intro} had separated in the spring. Nobody had asked {name} what {they} thought about any of it. {They} now owned two toothbrushes, two sets of house rules and one PE kit, which was always at the [wrong home|other home]. Some Saturdays the swap felt ordinary. Today it did not.', picture: { action: 'waiting', with: ['subj'], object: 'backpack' } },
      { text: '{name} still remembered the evening {subj_intro} had sat {them} down at the kitchen table, which was never a good sign, and explained that they were going to live apart. They had both said, "We love you," so many times it started to sound like a warning. Now, every Saturday at {place}, {they} watched the two of them hand over {their} bag and say things like, "Dentist on Thursday," in polite, careful voices, like [strangers at a bus stop|neighbours who had not been introduced].', picture: { action: 'waiting', with: ['subj'], object: 'backpack' } },
    ],
    choice: [
      { text: 'This Saturday, after a whole morning at {place_short}, something boiled over. As {they} took {their} bag, {name} said, loudly and to nobody in particular, "I\'d rather just live in one place. The good one." {They} saw it land. One face went very still. {They} had meant it to hurt, a little, because {they} {was} hurting too, and it seemed only fair that somebody else [should share it|should feel it as well].', picture: { action: 'talking', with: ['subj'], object: 'backpack' } },
      { text: '{name} decided that the safest thing was to keep the two homes completely separate, like two different countries with a closed border. At the red-door house {they} never mentioned the blue-door flat. At the flat {they} never mentioned the house. If anyone asked, {they} said, "It was fine," and changed the subject, usually to {place_short}, which at least belonged to nobody in particular. {They} thought {they} {was} protecting everyone\'s [feelings|feelings, including {their} own]. It seemed like the kind thing to do.', picture: { action: 'hiding', with: ['subj'] } },
    ],
    consequence: [
      { text: 'The words did not come back, however much {name} wanted them to. All the way through the weekend {they} kept seeing that still face, even at {place_short}, even in front of {sight}. {They} had not even meant it. Both homes were good, in different ways. Now {they} felt guilty as well as sad, which was like carrying two heavy bags instead of one, and [neither bag|not one of them] had a handle.', picture: { action: 'waiting', with: ['comp'] } },
      { text: 'Keeping two lives apart turned out to be exhausting. {name} had to remember which stories belonged where, and stop {themself} halfway through sentences. {They} could not say, "At the flat we made pancakes," or "At the house my friend came over." Half of {them} was always missing, wherever {they} {was}. Only at {place_short}, with {comp}, did {they} feel all in one piece. {They} began to feel less like a person with two homes and more like two [half-people|half-people, taking turns].', picture: { action: 'waiting', with: ['comp'] } },
    ],
    better: [
      { text: 'The next Saturday, at {place}, {name} asked the question. "Was it because of me? Because of the arguments about me?" {Subj} looked at each other, and then both at {them}. "No," they said, at exactly the same moment. "Never. It was about the two of us, not about you." And then, "You never have to choose. You\'re allowed to love both homes, and talk about both, anywhere." {They} let out a breath {they} seemed to have been holding since spring. They bought a second PE kit on the way home, which [felt like a small miracle|was a start].', picture: { action: 'talking', with: ['subj'], object: 'backpack' } },
      { text: '{comp} {comp_comfort}, and {name} told them both how it had really been: the angry feeling, the keeping quiet, all of it. "I know," came the answer. "You\'re allowed to feel all of that." After that, {they} started to bring the two homes together in small ways. A picture of {sight} went up on the wall at the flat, and a copy on the wall at the house. A goodnight message came from whichever home {they} {was} not sleeping in, every single night. Two front doors, {they} decided, was [not the same as|a very different thing from] a home cut in half.', picture: { action: 'talking', with: ['subj', 'comp'] } },
    ],
    inner: [
      { text: 'There was a thought {name} had never said out loud. Before the separation, there had been arguments, and some of them had been about {them}: about school shoes, and who was picking {them} up, and whose turn it was to take {them} to swimming. So it was obvious, wasn\'t it? Take away the arguments about {them}, and perhaps there would have been nothing much to argue about. The logic felt airtight at two in the morning. It felt less so the next day at {place_short}, with {comp} {comp_habit} beside {them}. By daylight it looked [shakier|less certain]. People who love each other argue about school shoes all the time without taking the house apart.', picture: { action: 'waiting', with: ['comp'] } },
      { text: 'The strangest part, {name} thought, [watching {sight}|listening to {sound}], was feeling guilty for being happy. When {they} laughed at the flat, {they} pictured the house sitting empty and felt disloyal. When {they} had a good evening at the house, {they} wondered whether the flat felt lonely. It was as though {their} happiness had to be shared out equally, measured in spoonfuls, and any extra in one place was stolen from the other. That was exhausting. It was also, {they} suspected, [nonsense|complete nonsense]. Love did not come in spoonfuls. It was not the kind of thing that ran out.', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
