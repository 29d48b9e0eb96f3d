import type { ThemeWriting } from '../format';

export default {
  themeId: 'body-safety',
  better: [
    'say \'No, thank you\' in a big, clear voice',
    'tell {subj} about the secret that felt bad',
    'speak up and tell a trusted grown-up',
  ],
  worry: [
    'the heavy feeling of a secret that felt bad',
    'the stuck, can\'t-say-no feeling',
    'the squirmy feeling that something was not right',
  ],
  tiny: {
    problem: [
      { text: 'Tickle, tickle! At {place_short}, {name} was playing the tickle game with {subj_intro}. [Giggle, giggle!|Hee hee!] Then it was too much. {They} did not like it any more. But {they} did not say so. {They} just wriggled and [squirmed|squeaked].', picture: { action: 'playing', with: ['subj'] } },
      { text: 'Time to go home from {place_short}. [Here came|Along came] a big, squeezy goodbye hug from {subj_intro}, arms open wide. {name} did not want a hug today. {They} did not say so. {They} went stiff as a [stick|stone] and hid {their} face.', picture: { action: 'hiding', with: ['subj'] } },
    ],
    choice: [],
    consequence: [],
    better: [
      { text: '{name} said it in a big, clear voice: "No, thank you!" {Subj} stopped, straight away. "Thanks for telling me," said {subj}, with a smile. "[High five instead?|How about a high five?]" Slap! Clap! {comp} {comp_habit}. [Hooray!|Yes!]', picture: { action: 'playing', with: ['subj'] } },
      { text: '{comp} {comp_comfort}. {They} found {their} voice. "I don\'t want to." {Subj} listened, and stopped, and smiled. "[That\'s fine.|Okay!] How about a wave?" Wave, wave! {Subj} waved too, a great big [wave|silly wave].', picture: { action: 'waving', with: ['subj', 'comp'] } },
    ],
  },
  young: {
    problem: [
      { text: 'It was swimming day at {place}. {Subj_intro}, who was in charge that day, [showed|pointed out to] {name} the changing cubicle with a door that locked. "The parts covered by your swimsuit are private," said {subj}. "Just for you." Later, by the water, a bigger boy pinched {their} arm, hard. "Don\'t tell," he whispered. "It\'s a secret." [Ow!|Ouch!]', picture: { action: 'looking', with: ['subj'] } },
      { text: '{name} was [planning|making] a surprise for {comp} with {subj_intro}. A surprise is a fun secret that gets told soon, at the party. But later, by {the_thing}, a bigger boy pinched {them} hard on the arm. "Don\'t tell anyone," he said. "That\'s our secret." Then he [ran off|ran away].', picture: { action: 'looking', with: ['subj'], object: 'the_thing' } },
    ],
    choice: [
      { text: '{name} did not tell. {They} rubbed {their} sore arm and pulled {their} sleeve down over it. If {they} told, the boy might be cross. So {they} kept the secret, [tight|very tight], like a lid on a jar, and stared at {sight} [without really seeing it|and said nothing].', picture: { action: 'hiding' } },
      { text: '{Subj} asked, "Everything all right?" {name} looked at the [floor|ground]. "Yes," {they} said. But it was not all right. {They} did not say anything about the pinch, or the secret, or the sore place on {their} arm. {They} just said "Yes" [again|a second time]. Across {place_short}, {sound} carried on as if everything was normal.', picture: { action: 'hiding', with: ['subj'] } },
    ],
    consequence: [
      { text: 'The secret was very heavy. {name} did not [feel like playing|want to play]. {They} did not even smile when {comp} {comp_habit}. At bedtime the secret was still there, squeezing {their} tummy. This was not a happy, [fizzy|sparkly] kind of secret at all.', picture: { action: 'waiting', with: ['comp'] } },
      { text: 'Surprise secrets made {name} feel fizzy and giggly. This secret made {them} feel sick. {Their} arm still hurt, and every time {they} saw the bigger boy [across {place_short}|near {the_thing}], {their} tummy [went tight|squeezed up]. Keeping it in was like holding {their} breath. {They} could not do it for ever.', picture: { action: 'waiting' } },
    ],
    better: [
      { text: 'At last {name} went to {subj}, and {comp} {comp_moves} along beside {them}. "Someone pinched me and said it was a secret." {Subj} [knelt|crouched] down. "Thank you for telling me. That\'s not a secret you ever have to keep." {Subj} looked at the sore arm and sorted it out with the boy\'s grown-up. The heavy secret feeling [melted right away|floated off like a feather].', picture: { action: 'talking', with: ['subj'] } },
      { text: '{comp} {comp_comfort}. {name} thought about surprises and secrets. [Surprises were happy.|Surprises were fun.] This was not. So {they} told {subj} everything. "You did exactly the right thing," said {subj}, and gave {them} a hug, [because {they} wanted one|a big one]. The bigger boy said sorry, and the squeezy feeling melted away.', picture: { action: 'hugging', with: ['subj', 'comp'] } },
    ],
  },
  older: {
    problem: [
      { text: 'There was an older boy at {place} called Rory, two years above {name}, who thought he was [hilarious|the funniest person alive]. His favourite joke was grabbing younger children in a big, squeezing bear hug and not letting go until they said he was the king. Today it was {their} turn. It hurt, and it was humiliating, and when he finally let go, he grinned and said, "Don\'t go telling, it\'s just a joke. Don\'t be a baby." Across {place_short}, {subj_intro}, who was in charge that day, was busy at the far end and had seen [nothing|none of it].', picture: { action: 'waiting', with: ['subj'] } },
      { text: 'Before swimming at {place}, {subj_intro}, who was in charge that day, went over the rules: change in a cubicle, the parts covered by your swimsuit are private, and nobody gets to make you keep a secret that feels bad. {name} had [heard it all before|known it by heart for years]. Then, in the water, Rory, who was two years older, kept grabbing {them} from behind in a tight bear hug and not letting go, laughing, long after {they} had said to stop. "Relax," he said afterwards. "Just a joke. Don\'t go [telling|crying to anyone]."', picture: { action: 'swimming', with: ['subj'] } },
    ],
    choice: [
      { text: '{name} laughed it off. [What else was there to do?|What else could anyone do?] Everyone was watching, and nobody wanted to be the one who could not take a joke. "Yeah, good one," {they} said, rubbing {their} neck. {They} did not tell anyone. {They} did not even tell {comp}, who had seen the whole thing and {comp_habit}, [waiting|watching {them} closely]. It was easier to pretend it had not mattered. Rory strolled off, pleased with himself, to find someone else to crown him king. Later, {their} neck still felt [sore|stiff], and {they} kept going over it in {their} head, trying to find the funny part. {They} could not find it anywhere.', picture: { action: 'hiding', with: ['comp'] } },
      { text: '{name} decided to keep out of Rory\'s way. {They} stopped going near the places he liked, even the spot with the best view of {sight}, which had always been [{their} favourite|the best bit of the day]. {They} made excuses: a sore foot, a headache, "I\'ll sit this one out." When {subj} asked if everything was all right, {they} said, "Fine," with a smile that did not reach {their} eyes. Telling felt like it might make everything [worse|much worse], and {they} did not want to find out. It seemed the sensible thing: if {they} simply stayed out of the way, there would be nothing to tell.', picture: { action: 'hiding', with: ['subj'] } },
    ],
    consequence: [
      { text: 'Keeping quiet did not stop it. It happened again the next week, and [the week after|the week after that]. Each time Rory said, "Just a joke," and each time it felt less like one. {name} started to dread {place}, which had been {their} favourite place. {They} started checking where Rory was before doing anything, the way you check for wasps at a picnic. {comp} noticed, said nothing, and stayed close. The secret sat in {their} chest like a stone {they} had swallowed. And the longer {they} kept it, the harder it seemed to [say|explain] why {they} had not said anything before.', picture: { action: 'waiting' } },
      { text: 'Avoiding Rory meant avoiding almost everything. {name} missed the best parts of {place}. Even {sound}, which {they} usually loved, sounded [far away|like something happening to other people]. {They} sat on the side while {their} friends played, [pretending not to care|pretending to be busy with {the_thing}]. Worst of all, {they} felt somehow as if {they} had done something wrong, which made no sense, because {they} had not. But secrets have a way of making the person who keeps them [feel guilty|feel like the guilty one], even when they are the one who was hurt. At home, {they} said {they} {was} tired, which was true, but not the reason.', picture: { action: 'waiting' } },
    ],
    better: [
      { text: 'The next time Rory came at {them}, {name} stepped back and said, loud enough for everyone to hear, "No. Stop. I don\'t like it." Rory blinked, surprised. Then {they} walked straight to {subj} and told {subj_him} everything, from the first time to the last. {Subj} listened without interrupting. "Thank you for telling me," {subj} said. "You should never have to keep a secret like that, and it\'s not a joke if you want it to stop." It was sorted out that week, and for the first time in ages, {place_short} felt [like {their} place again|safe and ordinary again]. Rory, it turned out, [could be perfectly pleasant|was quite bearable] when he was not being hilarious.', picture: { action: 'talking', with: ['subj'] } },
      { text: '{comp} {comp_comfort}, and {name} found {subj} before home time and said, "I need to tell you something, and I was told not to[.|, but I\'m telling you anyway.]" {Subj} sat down at once and listened to all of it, and did not once call {them} a baby. "You did exactly the right thing," {subj} said. "Nobody should ever make you keep a secret about being touched or hurt. I\'ll make sure it stops." It did. {They} walked back across {place_short} feeling lighter than {they} had in weeks, as if {they} had put down a heavy bag {they} had forgotten {they} {was} carrying. The stone in {their} chest [was gone|had gone] by bedtime.', picture: { action: 'talking', with: ['subj', 'comp'] } },
    ],
    inner: [
      { text: 'Why was it so hard to tell? {name} stared at {sight} and turned it over [in {their} head|and over]. Partly it was the word baby. Nobody wanted to be the baby who ran to a grown-up. Partly it was the word snitch. But {they} knew, really, the difference between telling tales and telling. Telling tales was trying to get someone into trouble over nothing. Telling was when you needed help to make something stop. And {they} did need help. {They} had tried stopping it {themself}, and it had not [worked|stopped].', picture: { action: 'waiting', with: ['comp'] } },
      { text: '{name} remembered the rule {subj} had gone over at {place_short}, [the one about secrets|the one about good and bad secrets]. Surprises were fine: a present, a party, something that would be told soon and make people happy. Secrets that made you feel sick, or scared, or that someone insisted you keep because of something they did to you, were a different thing entirely. {They} tested this one. It did not feel like a surprise. It felt like a [trap|stone]. And Rory had been very, very keen that nobody should find out. That, {they} realised, was probably the most important clue of all.', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
