import type { ThemeWriting } from '../format';

export default {
  themeId: 'online-kindness',
  better: [
    'show {carer} the message straight away',
    'send something kind instead of something unkind',
    'keep names and addresses secret from strangers online',
  ],
  worry: [
    'the funny, uneasy feeling about the message on {subj}',
    'the itch to tap reply without thinking',
    'the worry about what was happening on the screen',
  ],
  trouble: ['the message on {subj}', 'the thing on the screen', 'the words glowing on the screen'],
  tiny: {
    problem: [
      {
        text: '[Tap, tap!|Swipe, swipe!] {name} was playing a game on {subj_intro} at {place_short}. [Ping!|Pop!] A box popped up, with words and a funny face. It was from someone {they} did not know. {They} could not read the words. But {they} began to tap, tap, tap on it [anyway|all the same].',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '[Ping!|Bing!] A video popped up on {subj_intro}, right there in {place_short}. It was loud, and it was scary. {name} did not like it one bit. {They} pushed {subj} under a cushion and hid behind {the_thing}. [Eek!|Oh no!] Nobody knew. [Not even {comp}.|Shh.]',
        picture: { action: 'hiding', object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Stop! {name} picked up {subj} and ran to {carer}. "Look!" {Carer} looked. "Thank you for showing me," {carer_he} said, and tapped the box away. [Gone!|Bye-bye, box!] Then they played a game together, side by side, [with {comp} close by|while {comp} {comp_habit}]. Tap, tap, [hooray|giggle]!',
        picture: { action: 'giving', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{comp} {comp_comfort}. {name} took {subj} to {carer}. "I don\'t like it." "Good telling," said {carer}, and made it [go away|disappear]. Then they made a happy video instead, [waving and singing|waving at {sight}], [la, la, la|tra-la-la], to send to a friend.',
        picture: { action: 'waving', with: ['comp'], object: 'tablet' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: "{name} was allowed to play a game on {subj_intro} at {place}, with {carer} nearby. {They} {was} building a [castle|tower] block by block when a little message box popped up. \"Hi! I'm your new friend. What's your name? Where do you live? What's your school called?\" {They} did not know who had sent it. [Not at all.|Not one bit.]",
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} was taking photos of {sight} on {subj_intro} at {place_short}. [Click, click!|Snap, snap!] Then a message arrived from someone {they} did not know. "Great photos! Send me one of you. Where do you live? I could come and visit." There was a smiley face after it, [a big yellow one|and a wink].',
        picture: { action: 'looking', object: 'tablet' },
        facet: 'safety',
      },
    ],
    choice: [
      {
        text: 'The message seemed friendly. So {name} started to type, slowly, one letter at a time. First {their} name. Then {they} began to type the name of {their} street, [tongue sticking out|frowning hard], because spelling was tricky. {comp} {comp_habit}, [and watched|and peered at the screen].',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} got a funny, fluttery feeling. But {they} did not tell anyone. "I might be in trouble," {they} thought. So {they} turned {subj} face down [on the ground|by {sight}], [quick as a wink|very fast], and said nothing at all, and the message stayed there, waiting.',
        picture: { action: 'hiding', object: 'tablet' },
        facet: 'safety',
      },
    ],
    consequence: [
      {
        text: '{Carer} looked over, [just in time|from over by {sight}]. "Is everything all right?" {name} looked at the screen, and at {carer}, and {their} cheeks went hot, and {their} tummy went [wobbly|all squirmy], because deep down {they} knew this was not a message to keep to {themself}.',
        picture: { action: 'talking', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: 'The fluttery feeling would not go away. It fluttered at snack time. It fluttered when {comp} told a joke about a [sheep|duck] who wanted to be a ballerina, which was a very good joke. Not telling anyone was like carrying a stone in {their} pocket [all over {place_short}|all afternoon]. It got heavier and heavier.',
        picture: { action: 'waiting', with: ['comp'] },
        facet: 'safety',
      },
    ],
    better: [
      {
        text: '"Someone I don\'t know sent me this," {name} said, and showed {carer}. "Thank you for telling me," {carer_he} said. "That was exactly right. We never tell people we don\'t know our name or where we live." Together they blocked the sender. Then {they} sent a photo of {sight} to [Granny|a friend], who sent back [three hearts|a big smiley face].',
        picture: { action: 'giving', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{comp} {comp_comfort}. {name} picked up {subj} and showed {carer} the message. "You\'re not in trouble at all," said {carer}. "I\'m glad you showed me." {Carer_he} blocked it, and the stone feeling [melted away|floated off]. Then they played the game together, side by side, [taking turns|all afternoon].',
        picture: { action: 'giving', with: ['comp'], object: 'tablet' },
        facet: 'safety',
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The class group chat was busy that evening. {name} was looking at it on {subj_intro}, sitting at {place}, when a photo appeared: Ollie, from {their} class, caught at the exact second he had slipped into the mud that afternoon, arms flailing, face screwed up in horror. Underneath it, the laughing faces were already piling up. Eleven. Twelve. Fourteen. It was, {they} had to admit, [a very funny photo|an extremely funny picture]. That was the problem. Beside {them}, {comp} {comp_habit}, [as if it were an ordinary evening|as if nothing were happening], which, for most people, it was.',
        picture: { action: 'looking', object: 'tablet' },
        facet: 'kindness',
      },
      {
        text: 'Somebody had taken a video of Ollie singing in the school concert and added a squeaky cartoon voice over the top. Now it was going round the class group chat, and {name} watched it on {subj_intro}, at {place}, with a feeling {they} could not quite name. It was funny. It was also Ollie, who had practised that song for weeks and been so proud of it. Comments [kept coming|were piling up], each one trying to be funnier than the last. {They} looked up at {sight} for a moment, as if it might [tell {them} what to do|have an opinion], and then back down at the screen.',
        picture: { action: 'looking', object: 'tablet' },
        facet: 'kindness',
      },
    ],
    choice: [
      {
        text: '{name} added a laughing face. Everyone else had. It was only one tiny picture, among dozens, and it took less than a second. {They} did not even think about it properly until {they} had done it. Then {they} scrolled on to the next thing, the way you do, and {comp} {comp_habit}, [watching the screen|peering at the screen]. {They} decided not to notice the look {comp} was giving {them}. "It\'s just a joke," {they} said, to nobody in particular. Nobody in particular [answered|said anything back], which felt like an answer all the same.',
        picture: { action: 'playing', with: ['comp'], object: 'tablet' },
        facet: 'kindness',
      },
      {
        text: '{name} thought of a caption. It was clever, genuinely clever, the kind of joke that would make everyone say {their} name. {They} typed it, hesitated for about half a second, and pressed send. The replies came flooding in: laughing faces, "hahaha", "legend". It felt great, [for nearly a minute|briefly], to be the funniest person in the chat. {They} read the replies twice, grinning at the screen, while the light faded over {place_short} and {comp} [went very quiet|stopped chattering] beside {them}. Somewhere in the chat, Ollie had not said anything at all.',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'kindness',
      },
    ],
    consequence: [
      {
        text: 'The next day Ollie was very quiet. He kept his head down in class, and at lunch he sat by himself. At one point {name} saw him looking at his phone, at the chat, reading down the list of everyone who had laughed. {Their} own name was in that list. You could delete a message, {they} knew, but you could not delete someone [having seen it|remembering it]. Ollie had seen it. That part was permanent. Back at {place_short} that evening, even {the_thing} could not [take {their} mind off it|cheer {them} up].',
        picture: { action: 'waiting' },
        facet: 'kindness',
      },
      {
        text: 'By morning the joke had travelled further than {name} had expected: other classes, older children, people {they} did not even know, [even somebody from {place_short}|even a boy {they} had once met at {place_short}]. Somebody had screenshotted it, so deleting it would not make it go away. And when {they} walked into class, Ollie looked up, saw {them}, and looked away again, [fast|quickly], as if it hurt. It had been so easy to type. It was going to be a great deal harder to take back. {They} sat down without a word, and the word "legend" [did not feel like a compliment any more|felt like a very stupid word indeed].',
        picture: { action: 'waiting' },
        facet: 'kindness',
      },
    ],
    better: [
      {
        text: '{name} deleted what {they} had posted, even though it was too late for it to make much difference. Then {they} did the harder thing. {They} found Ollie at break and said, "Sorry. It wasn\'t funny. I shouldn\'t have." Ollie shrugged, but his shoulders came down a little. That evening, at {place_short}, {they} showed {carer} the chat, [every bit of it|the whole thread], and {carer_he} helped report the photo so it was taken down. In the chat, {they} wrote one more message, about something Ollie had once done that was [genuinely brilliant|actually brilliant], and a few people agreed.',
        picture: { action: 'talking', object: 'tablet' },
        facet: 'kindness',
      },
      {
        text: '{comp} {comp_comfort}, and {name} made up {their} mind. {They} typed into the chat: "Can we stop now? It\'s not fair on Ollie." For a long moment, nothing. Then someone else wrote, "Yeah, agreed," and someone else, and the laughing faces dried up. {They} showed {carer} the whole thing, and {carer_he} talked to the school. At lunch the next day {they} sat next to Ollie, who told {them} about a much worse fall, [last summer|years ago], into a pond, involving a duck. {They} laughed [until {they} cried|so much that milk nearly came out of {their} nose], and this time Ollie laughed too.',
        picture: { action: 'talking', with: ['comp'], object: 'tablet' },
        facet: 'kindness',
      },
    ],
    inner: [
      {
        text: "{name} tried an experiment in {their} head. {They} pictured saying the same thing to Ollie's face, standing right in front of him in the middle of {place_short}, close enough to see his expression. {They} could not do it. Not even in imagination. So why had it been so easy on a screen? Perhaps because a screen hid the face. You sent words into a little glowing box and never saw where they landed. But they did land, {they} realised. They just landed [somewhere|in a place] you could not see, on a real person, [who had to carry them round all day|who could not put them down].",
        picture: { action: 'waiting', with: ['comp'] },
        facet: 'kindness',
      },
      {
        text: 'The strangest part, {name} thought, was that {they} liked Ollie. {They} had never meant to be unkind to him. {They} had only meant to be part of something, to laugh with everyone and not be the odd one out. But "everyone" had turned out to be a crowd, and a crowd, {they} noticed, never took the blame for anything. It just broke up and went home, and left one person standing [on their own|all alone]. {They} had not been in the crowd, exactly. {They} had been one of the people it was made of. [Nearby|Close by], {comp} {comp_habit}, and did not [argue|disagree].',
        picture: { action: 'waiting', with: ['comp'] },
        facet: 'kindness',
      },
    ],
  },
} satisfies ThemeWriting;
