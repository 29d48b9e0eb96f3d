import type { ThemeWriting } from '../format';

export default {
  themeId: 'body-safety',
  better: ["say 'No, thank you' in a big, clear voice", 'tell {subj} about the secret that felt bad', 'speak up and tell a trusted grown-up'],
  worry: ['the heavy weight of a secret that felt bad', 'the stuck "no" that would not come out', 'the squirm in the tummy that said something was not right'],
  trouble: ['the secret that did not feel right', 'the bad kind of secret', 'the thing that had not felt okay'],
  tiny: {
    problem: [
      {
        text: 'Tickle, tickle! At {place_short}, {name} was playing the tickle game with {subj_intro}. [Giggle, giggle!|Hee hee!] Then it was too much. {They} did not like it any more. But {they} did not say so. {They} just wriggled and [squirmed|squeaked].',
        picture: { action: 'playing', with: ['subj'] },
      },
      {
        text: 'Time to go home from {place_short}. [Here came|Along came] a big, squeezy goodbye hug from {subj_intro}, arms open wide. {name} did not want a hug today. {They} did not say so. {They} went stiff as a [stick|stone] and hid {their} face.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} said it in a big, clear voice: "No, thank you!" {Subj} stopped, straight away. "Thanks for telling me," said {subj}, with a smile. "[High five instead?|How about a high five?]" Slap! Clap! "Your body belongs to you," said {subj}. [Hooray!|Yes!]',
        picture: { action: 'playing', with: ['subj'] },
      },
      {
        text: '{comp} {comp_comfort}. {They} found {their} voice. "I don\'t want to." {Subj} listened, and stopped, and smiled. "[That\'s fine.|Okay!] How about a wave?" Wave, wave! "Your body is yours," said {subj}, and waved a great big [wave|silly wave].',
        picture: { action: 'waving', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'It was swimming day at {place}. {name} went with {subj_intro}, who showed {them} the changing cubicle with a door that locked. "The parts of you covered by your swimsuit are private," said {subj}. "Nobody should touch them or ask to see them, only a grown-up helping you wash, or a doctor with me there." Later, in the changing room, a bigger boy peeped over the cubicle door. "Don\'t tell," he said. "It\'s a secret." {name} said, "Go away!" and [hurried|ran] out.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '{name} was [planning|making] a surprise for {comp} with {subj_intro}. "A surprise is a happy secret that everyone finds out soon," said {subj}. "But no secrets about bodies, ever. Your private parts are the bits your pants cover. They are just for you." Later, while {name} was changing, a bigger boy peeped round the curtain and giggled. "Don\'t tell anyone," he whispered. "It\'s a secret." {They} grabbed a towel and [got away fast|hurried out].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: 'But {name} did not tell. If {they} told, the boy might be cross. So {they} kept the secret, [tight|very tight], like a lid on a jar, and stared at {sight} [without really seeing it|and said nothing].',
        picture: { action: 'hiding' },
      },
      {
        text: '{Subj} asked, "Everything all right?" {name} looked at the [floor|ground]. "Yes," {they} said. But it was not all right. {They} did not say anything about the boy, or the secret. {They} pulled {their} sleeves down over {their} hands and said nothing more.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'The secret was very heavy. {name} did not [feel like playing|want to play]. {They} did not even smile when {comp} {comp_habit}. At bedtime the secret was still there, squeezing {their} tummy. This was not a happy, [fizzy|sparkly] surprise at all. This was the other kind.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'Surprises made {name} feel fizzy and giggly. This secret made {them} feel [funny and sick|sick and wobbly]. Every time {they} saw the bigger boy, {their} tummy squeezed up tight. Keeping it in was like holding {their} breath. {They} could not do it for ever.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'At last {name} went to {subj}, and {comp} {comp_moves} along beside {them}. "A boy looked at me in the changing room and said it was a secret." {Subj} [knelt|crouched] down. "[Thank you for telling me.|I am so glad you told me.|You did the right thing, telling me.] That is never a secret you have to keep, and it is not your fault. [Not one bit.|Not any of it.|None of it is.]"\n\n"Your body belongs to you," {subj} said. "You can say no, get away, and tell me. If a grown-up doesn\'t listen, tell another one, and keep telling." Then {subj} went to talk to the grown-ups in charge. {name} still felt a bit wobbly, and that was all right. {Subj} held {their} hand all the way home.',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '{comp} {comp_comfort}. {name} thought about surprises and secrets. [Surprises were happy.|Surprises were fun.] This was not. So {they} told {subj} everything. "You did exactly the right thing," said {subj}, and gave {them} a hug, [because {they} wanted one|a big one]. "It\'s not your fault, and you\'re not in trouble."\n\n"Nobody should look at or touch the parts your pants cover," {subj} said. "Only to keep you clean or well, like the doctor with me there. And never a secret about it." {Subj} told the grown-ups in charge that same day. The wobbly feeling did not go at once. But {name} was not carrying it alone any more.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Before swimming at {place}, {subj_intro}, who was in charge that day, went over the rules everyone knew by heart. The parts covered by your swimsuit are private. Nobody touches them or asks to see them, except to keep you clean or healthy, like a doctor with your parent there. No secrets about bodies or touching. You can say no, get away and tell. {name} had [heard it all before|known it for years]. Then, in the changing room, an older boy called Rory kept yanking {their} cubicle curtain open while {they} changed, laughing, long after {they} had said stop. "Relax," he said. "It\'s a joke. Don\'t go [telling|crying to anyone], or you\'ll be in trouble too."',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: 'There was an older boy at {place} called Rory, two years above {name}, who thought he was [hilarious|the funniest person alive]. Today, in the changing room, he dared {them} to drop {their} towel and show everyone, and when {they} said no, he kept on, and tugged at it, grinning. {They} got out fast. "Don\'t be a baby," he called after {them}. "And don\'t tell. It\'s our secret." Across {place_short}, {subj_intro}, who was in charge that day and had gone over the rules about private parts that very morning, was busy at the far end and had seen [nothing|none of it].',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} laughed it off. [What else was there to do?|What else could anyone do?] Nobody wanted to be the one who could not take a joke. "Yeah, good one," {they} said. {They} did not tell anyone. {They} did not even tell {comp}, who {comp_habit}, [waiting|watching {them} closely]. It was easier to pretend it had not mattered. Later {they} kept going over it, trying to find the funny part. {They} could not find it anywhere.',
        picture: { action: 'hiding', with: ['comp'] },
      },
      {
        text: '{name} decided to keep out of Rory\'s way. {They} stopped going near the changing room until the last minute, and skipped the spot with the best view of {sight}, which had always been [{their} favourite|the best bit of the day]. When {subj} asked if everything was all right, {they} said, "Fine," with a smile that did not reach {their} eyes. Telling felt like it might make everything [worse|much worse]. If {they} simply stayed out of the way, {they} reasoned, there would be nothing to tell.',
        picture: { action: 'hiding', with: ['subj'] },
      },
    ],
    consequence: [
      {
        text: 'Keeping quiet did not stop it. It happened again the next week. Each time Rory said, "Just a joke," and each time it felt less like one. {name} started to dread {place}, which had been {their} favourite place. {They} started checking where Rory was before doing anything, the way you check for wasps at a picnic. {comp} noticed, and {comp_comfort}. The secret sat in {their} chest like a stone, and the longer {they} kept it, the harder it seemed to [say|explain] why {they} had not said anything before.',
        picture: { action: 'waiting' },
      },
      {
        text: 'Avoiding Rory meant avoiding almost everything. {name} missed the best parts of {place}. {They} sat on the edge of things and watched [other people having fun|the fun happen to other people]. Worst of all, {they} felt as if {they} had done something wrong, which made no sense, because {they} had not. But secrets like that have a way of making the person who keeps them [feel guilty|feel like the guilty one], even when they are the one who was treated badly. At home, {they} said {they} {was} tired, which was true, but not the reason.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'The next time Rory came near, {name} stepped back and said, loud enough for everyone to hear, "No. Stop." Then {they} walked away, straight to {subj}, and told {subj_him} everything, from the first time to the last. {Subj} listened without interrupting. "[Thank you for telling me|I am so glad you told me|You did exactly the right thing]," {subj} said. "You are not in trouble, and none of this is your fault. Nobody gets to look at your private parts or make you keep a secret about it, joke or no joke. I\'m dealing with it today." It was not over in a minute. There were meetings, and Rory\'s grown-ups were told, and for a while {they} still felt jumpy in the changing room. But {subj} checked in every week, and bit by bit {place_short} began to feel [like {their} place again|safe and ordinary again].',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '{comp} {comp_comfort}, and {name} told the first grown-up {they} found, a helper by the door. "Oh, he\'s only messing about," the helper said, and turned away. For a moment {they} nearly gave up. Then {they} remembered the rule: keep telling until someone listens. So {they} found {subj} and said, "I need to tell you something, and I was told not to." {Subj} sat down at once and listened to all of it. "You did exactly the right thing, and it is not your fault," {subj} said. "Nobody should ask to see your private parts, and no one gets to make that a secret. I\'ll make sure it stops, and I\'ll talk to that helper too." The heavy feeling did not vanish, but it was shared now, and shared, it was [much lighter|far easier to carry].',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
    inner: [
      {
        text: 'Why was it so hard to tell? {name} stared at {sight} and turned it over [in {their} head|and over]. Partly it was the word baby. Nobody wanted to be the baby who ran to a grown-up. Partly it was the word snitch. But {they} knew, really, the difference between telling tales and telling. Telling tales was trying to get someone into trouble over nothing. Telling was when you needed help to make something stop. And {they} did need help. {They} had tried stopping it {themself}, and it had not [worked|stopped].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} remembered the rule {subj} had gone over at {place_short}, [the one about secrets|the one about good and bad secrets]. Surprises were fine: a present, a party, something that would be told soon and make people happy. Secrets that made you feel sick, or scared, or that someone insisted you keep because of something they did to you, were a different thing entirely. {They} tested this one. It did not feel like a surprise. It felt like a [trap|stone]. And Rory had been very, very keen that nobody should find out. That, {they} realised, was probably the most important clue of all.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
