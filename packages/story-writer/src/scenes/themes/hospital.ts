import type { ThemeWriting } from '../format';

export default {
  themeId: 'hospital',
  better: [
    'ask the nurse what the beeping machine was for',
    'let the nurse do the check and then snuggle down',
    'tell a grown-up about the scared feeling',
  ],
  worry: [
    'the strange, far-from-home feeling of the hospital',
    'the worry about the beeping machines and the big bed',
    'the scared feeling about tomorrow\'s operation',
  ],
  tiny: {
    problem: [
      { text: '[Beep, beep|Beep-beep, beep-beep] went a machine. {name} was in a big hospital bed, right next to {place_short}. {They} had a band on {their} [wrist|arm] and a [spotty|stripy] gown. {They} did not know {subj_intro} yet. So {they} pulled the blanket up over {their} head. Hide!', picture: { action: 'hiding', object: 'blanket' } },
      { text: 'Here was the hospital, right by {place_short}. Here was a bed that went [up and down|down and up]. [Whirr!|Hummm!] {name} did not know {subj_intro} yet. When the nurse came with a [thermometer|little ear-thermometer], {they} turned to the wall. "Go away!"', picture: { action: 'hiding', object: 'bed' } },
    ],
    choice: [],
    consequence: [],
    better: [
      { text: 'The nurse smiled. "Want to press the button?" [Whirr!|Hummm!] Up went the bed. Whirr! Down it went. [Beep!|Bip!] The thermometer beeped in {their} ear. It did not hurt at all. Then {their} grown-up read the bedtime story, [the same as at home|just like always], and {comp} {comp_comfort}.', picture: { action: 'reading', object: 'bed' } },
      { text: '{comp} {comp_comfort}. {name} peeped out. Through the window {they} could see {sight}. The nurse tucked in {their} blanket. ["I\'ll be here all night."|"I\'m just down the hall."] And {their} grown-up stayed too, in the [big chair|comfy chair]. [Snuggle down.|Night, night.]', picture: { action: 'sleeping', with: ['comp'], object: 'blanket' } },
    ],
  },
  young: {
    problem: [
      { text: '{name} had to stay in hospital for two nights. The hospital stood right beside {place}, and {their} bed was by a [big|tall] window. There was a wristband with {their} name, a bed that went up and down, and a machine that went [beep|bip]. {They} did not know {subj_intro} yet, and everything felt strange.', picture: { action: 'looking', object: 'bed' } },
      { text: 'The hospital ward was bright, even at teatime. Trolleys rattled past. Somewhere a machine went [beep-beep-beep|bip-bip-bip]. {name} did not know {subj_intro} at all, and {they} missed {their} own bed [very much|more than anything]. Through the window {they} could see {place_short}, but it looked a long way off.', picture: { action: 'looking', object: 'bed' } },
    ],
    choice: [
      { text: 'When the nurse came with the thermometer, {name} dived under the blanket. "I\'m not here," said the lump, and it did not [move|budge], not for the thermometer and not for tea. {comp} {comp_habit}, [and waited|and looked at the lump].', picture: { action: 'hiding', object: 'blanket' } },
      { text: '{name} decided not to like anything. {They} would not eat {their} tea. {They} would not play with the [puzzles|jigsaws], or even look out at {sight}. When the nurse asked how {they} {was} feeling, {they} said, "Bad," and pulled the blanket [right over {their} head|up over {their} nose].', picture: { action: 'hiding' } },
    ],
    consequence: [
      { text: 'It was very hot under the blanket. {name}\'s nose got squashed. Then {comp} {comp_says} a soft hello, and it was hard to [say hello back|talk] from inside a lump. Hiding did not make the hospital go away. It just made {them} hot, and a bit lonely, and the beeping sounded [louder|even louder] in the dark.', picture: { action: 'hiding', with: ['comp'], object: 'blanket' } },
      { text: '{name}\'s tummy rumbled, because {they} had not eaten {their} tea. Then a trolley came round with little pots of [jelly|pudding], and {they} had said no to everything, so it went right past. The boy in the next bed waved. {They} did not wave back. {comp} {comp_says} a [small|tiny] sigh. Now {they} felt cross and hungry and lonely.', picture: { action: 'waiting' } },
    ],
    better: [
      { text: 'At last {they} peeped out. "What\'s that machine for?" asked {name}. "It counts your heartbeats," said the nurse. "Look, that number is you." {They} watched the number jump. {They} even let the nurse put the thermometer in {their} ear. Beep. "Perfect," said the nurse. Outside, {sight} [glowed|twinkled], and the machine didn\'t seem [so loud|so scary] after that.', picture: { action: 'looking' } },
      { text: '{comp} {comp_comfort}. {name} told {their} grown-up, "I\'m scared, and I want to go home." "I know," said the grown-up, and stayed [right there|close by]. They shared a pot of jelly and read the same bedtime story as always. Outside the window {they} could see {sight}, and {they} fell asleep holding a hand, [warm and safe|snug and safe].', picture: { action: 'hugging', with: ['comp'] } },
    ],
  },
  older: {
    problem: [
      { text: 'The hospital stood at the edge of {place}, and from {their} bed by the window {name} could see {sight}, which seemed unfair, somehow, like looking at a party through glass. Tomorrow morning was the operation. It was a small one, everyone kept saying, and the doctors did them every day. The anaesthetist had explained that {they} would have special medicine, sleep deeply the whole way through and feel nothing, then wake up when it was done. {They} did not know {subj_intro} yet, and [did not much want to|was not sure {they} wanted to]. {comp} had come to visit, and {comp_habit}, [which helped a little|which was something].', picture: { action: 'looking', object: 'bed' } },
      { text: 'By the second day, {name} had learned the rules of the ward. Breakfast came at seven. A machine by the bed beeped whenever {they} bent {their} arm the wrong way. The nurse came round every four hours with a cuff for measuring blood pressure, which squeezed like a very determined handshake. Everything smelled of [hand gel|soap] and toast. Through the window, {place_short} went about its day without {them}. {They} did not know {subj_intro} at all, and {their} own bed, with its lumpy pillow, had never seemed [so wonderful|so far away].', picture: { action: 'waiting', object: 'bed' } },
    ],
    choice: [
      { text: '{name} decided the best thing was to act completely fine. When the nurse asked if {they} had any questions, {they} said, "Nope." When {their} grown-up asked how {they} {was} feeling, {they} said, "Totally fine," and made a joke about hospital food, which got a laugh, and kept on smiling. Only {comp} did not seem convinced. {comp} {comp_habit} and looked at {them} as if {comp} could see right through the joke, like a [window|pane of glass]. {They} turned to look at {sight} instead, and kept smiling at it, [very hard|until {their} face ached].', picture: { action: 'talking', with: ['comp'] } },
      { text: 'When the nurse came with the blood-pressure cuff for the third time that day, something in {name} snapped. "No," {they} said. "Leave me alone. I\'m sick of being squeezed and poked and beeped at." {They} pulled the blanket over {their} head and refused to [come out|move], and felt the hot, miserable satisfaction of saying exactly what {they} felt in exactly the wrong way. Under the blanket it was dark and stuffy, and {they} could still hear the machine, and, far off through the window, {sound}, [as if nothing had happened|carrying on regardless].', picture: { action: 'hiding', object: 'blanket' } },
    ],
    consequence: [
      { text: 'It worked, more or less, until [about two in the morning|the middle of the night]. Then the ward went dim, the beeps got louder, and {name} lay awake with every question {they} had not asked marching round {their} head. What if {they} woke up in the middle? What if it hurt afterwards? Who would be there? The grown-up in the chair was asleep. The nurse was at the far end of the ward. Outside, {sight} had gone dark. Everything {they} had said that day had been said to keep people at a distance, and it had worked, and now there was nobody [to talk to|awake to hear].', picture: { action: 'waiting' } },
      { text: 'The nurse did not push. "I\'ll come back a bit later," the nurse said, and went off down the ward. But later still came, and the check still had to happen, and {their} grown-up\'s face had gone tight with worry. Whatever {they} had been trying to do, it had not made {name} any less fed up, or any less frightened. It had only put a [guilty|heavy] feeling in {their} chest, and a small worried line between {their} grown-up\'s eyebrows. Beside the bed, {comp} {comp_moves} a little closer but did not say anything, which was somehow [worse than a telling-off|harder than being told off].', picture: { action: 'waiting', object: 'blanket' } },
    ],
    better: [
      { text: 'Around midnight {name} pressed the call button, and when the nurse came, {they} said it: "I\'m scared about tomorrow, and I have about fifty questions." The nurse pulled up a chair. "Let\'s hear them." They went through every one: how the medicine worked, who would be there, what waking up felt like (groggy, a bit like a very long nap), and whether there would be ice lollies afterwards (there would). The fifty questions turned out to be eleven. Eleven was [manageable|much more manageable]. Outside, {sight} [had gone soft and dark|lay quiet under the night], and {they} slept.', picture: { action: 'talking' } },
      { text: '{comp} {comp_comfort}. When the nurse came round again, {name} held out {their} arm. "Honestly?" {they} said. "I\'m really fed up. And a bit scared." "Completely fair," said the nurse, and let {them} press the button that started the cuff. Afterwards the boy in the next bed, who had been there a week, offered to teach {them} a card game, and they played until teatime, with {sight} [outside the window|just outside the window]. It was still a hospital. It was also, for now, a place where {they} had a friend, and a [rematch to win|score to settle].', picture: { action: 'playing', with: ['comp'] } },
    ],
    inner: [
      { text: 'Lying there, {name} wondered why it was so hard to say, "I\'m scared." Those were two very short words. {They} had said far longer, far more difficult things, including "photosynthesis" and, once, in a school play, a whole speech about a turnip. But "I\'m scared" seemed to stick somewhere between {their} chest and {their} mouth, as if saying it out loud would make the fear official. {They} suspected it worked the other way round. Fears kept quiet grew in the dark, like [mushrooms|mould]. Fears said out loud could at least be looked at. Outside, {sound} went on, and beside the bed, {comp} waited, [as if for {them} to try|patient as ever].', picture: { action: 'waiting', with: ['comp'] } },
      { text: 'It was strange to be the one everyone was looking after. Normally {they} {was} just a person who went to school, visited {place_short} and argued about bedtimes. Here {they} {was} a patient, with a wristband and a chart and people writing things down about {them}. {They} did not like feeling like a problem to be solved. But the nurses did not seem to think of {them} as a problem. They seemed to think of {them} as a person who happened to be [in a bed|stuck in a bed] for a while. Perhaps, {name} thought, that was what {they} {was}, really. [It was a comforting thought.|The thought was oddly comforting.]', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
