import type { ThemeWriting } from '../format';

// A stay in hospital (NHS / AAP guidance on preparing children): honest and calm about what happens there
// (nurses, a bracelet with your name, a bed with wheels, a grown-up can stay, it may hurt a bit and people
// help), the child's questions welcome and answered by a grown-up on the page. Told as getting ready for
// the stay, sometimes with a glimpse of the stay itself; no magic fix. The subject may be "the hospital"
// or "the nurse", so it appears only where either reads right.
export default {
  themeId: 'hospital',
  better: ['ask {carer} every question about the hospital', 'say "I\'m scared" out loud to {carer}', 'pack the teddy in the hospital bag'],
  worry: ['the wobble in the tummy about going into hospital', 'the worry about what would happen in hospital', 'the far-from-home fright about the hospital'],
  trouble: ['the hospital stay ahead', 'the questions about the hospital', 'the big day at the hospital'],
  tiny: {
    problem: [
      {
        text: 'Soon {name} was going to hospital, [so the doctors could help {them}|so the doctors could make {them} better]. {They} kept thinking about {subj_intro}. What was it like? Would it hurt? At {place_short}, {they} hid {their} face. [Peep.|Peek.] "I don\'t want to go," {they} said, in a very small voice.',
        picture: { action: 'hiding' },
      },
      {
        text: '"Hospital," said {carer}. "Soon." {name} did not know {subj_intro} at all. [Hospital sounded big.|Hospital sounded strange.] Beep? Boop? Would {they} be all alone? {They} stayed close to {comp}, there at {place_short}, very close. "No hospital!" [Hmph!|Humph!]',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{Carer} gave {them} a cuddle. "I\'ll stay with you. There will be kind nurses, a bracelet with your name on, and a bed with wheels. [Whoosh!|Wheee!] If something hurts a bit, the nurses help." In the hospital bag went Teddy. [Pat, pat.|Snug.] And the bedtime book, for the same story as always.',
        picture: { action: 'hugging', object: 'teddy' },
      },
      {
        text: '{comp} {comp_comfort}. "Let\'s play hospital," said {carer}. Teddy got a name bracelet. Teddy rode in a bed with wheels. [Beep! Beep!|Whirr! Whirr!] "Ouch," said Teddy, just a bit, and {name} the nurse gave Teddy a cuddle. "And I\'ll be there with you," {carer_he} said, "day and night." [Good Teddy.|Brave Teddy.]',
        picture: { action: 'playing', with: ['comp'], object: 'teddy' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Soon {name} was going into hospital, so the doctors could make {them} better. {They} had lots of questions about {subj_intro}, but they were stuck inside, like [a sneeze that would not come|a hiccup that would not go]. At {place_short}, {they} looked at {sight} and did not really see it. Would it hurt? Would {they} be on {their} own?',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{Carer} had explained that {name} would be staying in hospital for a night or two. {They} did not know {subj_intro} at all, and everything about it sounded [strange|big and strange]: the beeping, the gowns, sleeping somewhere that was not home. At {place_short} today, {they} kept very close to {comp} and did not want to play [at all|one bit].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: 'When {carer} started to talk about the hospital, {name} put {their} hands over {their} ears. "La la la, I can\'t hear you!" {they} sang, [very loudly|extra loudly], all the way round {place_short}. {comp} {comp_habit}, [and waited|and watched].',
        picture: { action: 'running', with: ['comp'] },
      },
      {
        text: '"I\'m not going," {name} said, and hid {their} face in {their} arms. "I\'m staying here. For ever." {They} squeezed {their} eyes shut, as if that might make the hospital [disappear|go away]. {comp} {comp_comfort}, [very quietly|not saying anything].',
        picture: { action: 'hiding', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'But the hospital did not go away. The worry sat in {their} tummy all afternoon, and it grew. What would the nurses do? Would it hurt? Would {they} be all alone at night? Nobody could answer, because {name} would not let anybody talk about it. {comp} {comp_comfort}, but the worry [stayed|did not budge].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "Not knowing turned out to be the scariest part. In {their} head, the hospital grew bigger and darker, with louder beeps and [longer corridors|stranger noises], much worse than any real hospital. {name} felt [wobbly|shaky] and small. Even {sight} could not cheer {them} up, and {comp}'s funniest trick only got half a smile.",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{Carer} sat down close. "Shall I tell you what happens?" {name} nodded. "You get a bracelet with your name on. A bed with wheels that goes up and down. Nurses who look after you, day and night. It might hurt a little bit, and if it does, they help. And I\'ll stay with you." They packed Teddy and the bedtime book in the hospital bag, and {they} got to zip it up. [Zzzip!|Zip!]',
        picture: { action: 'holding', object: 'bag' },
      },
      {
        text: '{comp} {comp_comfort}, and {name} whispered, "I\'m scared." "I know," said {carer}. "Ask me anything." So {they} did. Would {they} be alone? "No. I\'ll be right there, even at night." Would it hurt? Maybe a bit, and the nurses would help straight away. And when the day came, it was just as {carer} had said: a name bracelet, a bed with wheels, a kind nurse, and jelly [afterwards|for pudding].',
        picture: { action: 'hugging', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'In a few days, {name} was going into hospital, so the doctors could fix what needed fixing. Everyone kept calling it "nothing to worry about", which was easy to say when it was not you. {They} had questions about {subj_intro}, dozens of them, and had asked none, because asking would make it real. Here at {place}, with {comp} and {sight} and an ordinary afternoon, it was possible to pretend. Almost. Every so often the questions arrived anyway, cold and sudden. Would it hurt? Would {they} be on {their} own at night? [What did they actually do in there?|What happened behind those big doors?]',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '{name} had packed the hospital bag three times and unpacked it twice. The stay was close now, a few nights while the doctors looked after {them}, and {they} knew almost nothing about {subj_intro} except what {they} had seen on television, which was mostly people running down corridors shouting. {They} had not mentioned this to anyone. Today at {place_short}, {they} watched {sight} and tried to think about anything else, which was [like trying not to think about a tickle|like trying not to hear a ticking clock].',
        picture: { action: 'waiting', object: 'bag' },
      },
    ],
    choice: [
      {
        text: '{name} decided the best plan was to act completely fine. When {comp} asked about the hospital, {they} said, "It\'s nothing," and changed the subject to {sight}. When {carer} asked, later, if {they} had any questions, {they} said, "Nope," and made a joke about hospital food, which got a laugh. {They} kept smiling, [very hard|until {their} face ached]. Only {comp} did not seem convinced. {comp} {comp_habit}, and waited for the real answer.',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'When {carer} started to explain what would happen at the hospital, {name} snapped. "I don\'t want to know. Stop talking about it." {They} walked off across {place_short}, fast, and did not look back, and felt the hot, miserable satisfaction of saying exactly what {they} felt in exactly the wrong way. {comp} {comp_moves} after {them} but kept a little way back, [as if {comp_he} understood|the way good friends do].',
        picture: { action: 'running', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'It worked, more or less, for about an hour. Then, in a quiet moment by {sight}, every question {they} had not asked came marching round {their} head. Would it hurt? Would {they} be alone in a strange bed all night? What would they actually do? With no answers, the hospital grew [enormous|bigger by the minute], all beeping and corridors and strangers. Keeping everybody at a distance had worked perfectly. Now there was nobody [to ask|awake to ask].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "The trouble with not talking about something, {name} discovered, is that you keep thinking about it instead. All afternoon at {place_short}, the hospital sat just behind everything: behind {sight}, behind {comp}'s jokes, behind every game. {They} missed half the day without noticing it go. Would it hurt? Would anyone stay? And the worried line between {carer}'s eyebrows, on the way home, was the same one {they} could feel on {their} own [forehead|face].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: 'Later, {name} found {carer} and said it: "I\'m scared about the hospital, and I have about fifty questions." Two hot chocolates appeared. "Let\'s hear them." They went through every one. There would be a bracelet with {their} name on, and a bed with wheels that went up and down at the press of a button. Nurses would check on {them} day and night. Yes, something might hurt a bit, and if it did, {they} should say so, and they would help. And {carer} could stay, right beside the bed, all night. The fifty questions turned out to be eleven. Eleven was [manageable|much more manageable].',
        picture: { action: 'talking' },
      },
      {
        text: '{comp} {comp_comfort}, and {name} went back to {carer}. "I\'m not fine, actually," {they} said. "I\'m scared about the hospital." "That\'s fair," {carer_he} said. "Ask me anything." So {they} did. Would {they} be alone? No: one of them would stay, even at night, on a fold-out bed. Would it hurt? It might, a bit, and the nurses had good ways to help. And when the day came, it was much as promised: a bracelet with {their} name on, a bed with wheels, and a nurse called Sam who did card tricks badly and [knew it|admitted it]. It was still a hospital. It was also, for now, a place with company in it.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: '{name} wondered why it was so hard to say, "I\'m scared." Those were two very short words. {They} had said far longer, far more difficult things, including "photosynthesis" and, once, in a school play, a whole speech about a turnip. But "I\'m scared" seemed to stick somewhere between {their} chest and {their} mouth, as if saying it out loud would make the fear official. {They} suspected it worked the other way round. Fears kept quiet grew in the dark, like [mushrooms|mould]. Fears said out loud could at least be looked at. {comp} waited, [patient as ever|as if for {them} to try].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} tried to picture it properly, the way {they} would plan [a trip|an expedition]. A ward. A bed. A bracelet with {their} name on it, which at least meant nobody could [mix {them} up with anyone else|lose {them}]. People writing things on charts. {They} did not like the idea of being a problem to be solved. But the nurses probably did not think of it like that. To them {they} would be a person who happened to be in a bed for a while, and needed looking after, and might want [a biscuit|the TV remote]. Put like that, it sounded almost [bearable|manageable]. Almost.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
