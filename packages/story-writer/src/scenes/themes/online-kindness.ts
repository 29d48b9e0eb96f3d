import type { ThemeWriting } from '../format';

export default {
  themeId: 'online-kindness',
  better: [
    'show {carer} the message straight away',
    'send something kind instead of something unkind',
    'keep names and addresses secret from strangers online',
  ],
  worry: ['the uneasy prickle about the message on {subj}', 'the itch to tap reply without thinking', 'the worry about what was happening on the screen'],
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
      {
        text: '[Ping!|Ding!] {name} was playing with {subj_intro} at {place_short}. A funny face popped up, with words underneath. {name} could not read them yet. It was someone {they} did not know. But {they} pressed the face anyway, [press, press, press|poke, poke, poke]. {comp} {comp_habit}.',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '[Beep!|Boop!] Something popped up on {subj_intro} at {place_short}. It was noisy and flashy and strange. {name} did not like it. {They} hid {subj} under {the_thing} and said nothing, [not a peep|quiet as a mouse]. {comp} {comp_habit}.',
        picture: { action: 'hiding', object: 'tablet' },
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
      {
        text: 'No more pressing! {name} carried {subj} to {carer}, [quick, quick|hurry, hurry]. "Look! A face!" "Thank you for showing me," said {carer}, and [gave {them} a big hug|kissed {their} nose]. {Carer_he} made the face go away. Then they played the game together, with {comp} close by. [Tap, tap, hooray!|Clap, clap, hooray!]',
        picture: { action: 'giving', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} took {subj} out again and carried it to {carer}. "I didn\'t like that." "[Thank you for telling me|Good telling|You were right to show me]," said {carer}, and made the noisy thing go away. Then they looked at pictures of [ducks|kittens|{sight}] together, [snuggled up|side by side], with {comp} close by. [Much better!|Ahh.]',
        picture: { action: 'reading', with: ['comp'], object: 'tablet' },
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
        text: '{name} was taking photos of {sight} on {subj_intro} at {place_short}. [Click, click!|Snap, snap!] Then a message arrived from someone {they} did not know. "Great photos! Send me one of you. What\'s your name? Where do you live?" There was a smiley face after it, [a big yellow one|and a wink].',
        picture: { action: 'looking', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} was allowed a turn on {subj_intro} at {place_short}, playing a game about [baking pretend cakes|feeding a hungry pretend dragon]. A message popped up from a player {they} did not know. "Hi! You\'re really good! What\'s your real name? Send me a picture of your face!" There was a [rainbow|smiley face] after it. The player seemed very friendly. [Very, very friendly.|Super friendly.]',
        picture: { action: 'playing', object: 'tablet' },
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
      {
        text: '{name} wanted to be friends. So {they} began to type {their} name, [tap, tap, tap|one letter at a time], and held {subj} up to take a [picture|photo] of {their} own face, with {their} [biggest smile|best grin]. {comp} {comp_habit}, and then stopped and looked at {name}, [very still|very quiet].',
        picture: { action: 'playing', object: 'tablet' },
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
      {
        text: 'Then the player sent another message, and another. "Hello? Hello? What\'s your school called?" [Ping, ping, ping.|Ping! Ping! Ping!] {name} did not like it. {Their} tummy felt [fizzy|funny], like when you eat your pudding too fast. {comp} came and sat right next to {them}, very close, and did not say a word.',
        picture: { action: 'waiting', with: ['comp'], object: 'tablet' },
        facet: 'safety',
      },
    ],
    better: [
      {
        text: '"Someone I don\'t know sent me this," {name} said, and showed {carer}. "[Thank you for telling me|You did the right thing, showing me|I am so glad you showed me]," {carer_he} said. "That was exactly right. We never tell people we don\'t know our name or where we live." Together they blocked the sender. Then {they} sent a photo of {sight} to [Granny|a friend], who sent back [three hearts|a big smiley face].',
        picture: { action: 'giving', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{comp} {comp_comfort}. {name} picked up {subj} and showed {carer} the message. "You\'re not in trouble at all," said {carer}. "I\'m glad you showed me." {Carer_he} blocked it, and the stone feeling [melted away|floated off]. Then they played the game together, side by side, [taking turns|all afternoon].',
        picture: { action: 'giving', with: ['comp'], object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} stopped. {They} did not send anything. {They} took {subj} straight to {carer}. "Someone keeps asking me things." {Carer} looked, and gave {them} a squeeze. "Thank you for showing me. You did just the right thing." {Carer_he} blocked the player with one tap. Then they picked a pretend name for the game together: [Wobbly Jelly|Captain Custard|Sir Sprout]. {name} laughed so much that {comp} joined in.',
        picture: { action: 'giving', object: 'tablet' },
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
      {
        text: 'Halfway through the afternoon at {place_short}, {carer} said {name} could have twenty minutes on {subj_intro}. {They} opened [a building game|an island-building game] where players from all over the world made towns out of coloured blocks. One player had built the best lighthouse {name} had ever seen, and when {they} said so, the player wrote back at once. "Thanks!! You\'re really good too. We should be a team. What\'s your real name? Which school do you go to?" It was friendly. It was very friendly. Beside {them}, {comp} {comp_habit}, while the little lighthouse blinked on the screen.',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} was racing go-karts round a [volcano|rainbow track] on {subj_intro} while {carer} [read nearby|sorted out the picnic things] at {place_short}. Up popped a message from a player {they} had never met. "You\'re so good!! Want to join my team? I\'ll give you a golden kart." {name} had wanted a golden kart for weeks. Then another message arrived. "Just tell me your name and where you live, and send a photo so I know you\'re real." A little box blinked underneath, waiting for {them} to type. [It blinked.|Blink.] [It blinked again.|Blink.]',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
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
      {
        text: 'It would only take a second, and the player had been so nice. {name} began to type {their} name, the real one, letter by letter. Then {they} started on the name of {their} school, [because it seemed rude not to answer|because the player might go there too, which would be amazing]. {Their} finger hovered over the send button. Beside {them}, {comp} {comp_habit}, then stopped, and looked at the screen, and then at {name}, as if to ask whether {they} {was} [quite sure|really sure].',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{name} typed {their} first name and sent it before {they} could think. The answer pinged straight back. "Cool name! And your last name? And a photo, so I know you\'re really you." {name} held {subj} up and turned the camera round, smiling the smile {they} used for school photos. It felt [a bit odd|a little strange], the way it feels odd when a game asks for something that is not part of the game. But the player was nice, and the game was fun, and {comp} had [wandered off|gone quiet] for a moment, so there was nobody to ask. {Their} thumb moved towards the button.',
        picture: { action: 'playing', object: 'tablet' },
        facet: 'safety',
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
      {
        text: 'The messages did not stop. "??" "Hello?" "Why aren\'t you answering?" "Just the name of your school, then." Each one pinged, and each ping made {name}\'s tummy [tighten|squeeze] a little more. The game did not feel like a game any more. It felt like somebody knocking and knocking on a door {they} had not meant to open. {comp} came and sat right beside {them}, and {name} noticed that {comp_he} had stopped [doing anything else|looking at {sight}] and was watching {them} instead.',
        picture: { action: 'waiting', with: ['comp'], object: 'tablet' },
        facet: 'safety',
      },
      {
        text: 'Almost at once, a strange, sinking feeling arrived, as if {name} had dropped something [down a drain|over the side of a bridge] and could only watch it go. The player sent a row of hearts and another question. "Where do you live? Which street?" The hearts did not feel friendly any more. They felt like [a smile that was trying too hard|somebody smiling too hard]. {name} looked at what {they} had typed and wished very much that {they} could reach into the screen and take every letter back.',
        picture: { action: 'waiting', object: 'tablet' },
        facet: 'safety',
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
      {
        text: '{name} took {their} finger away from the screen. {They} did not answer the next message, or the one after that. Instead {they} picked up {subj}, walked straight to {carer} and said, "Someone in the game keeps asking about me." {Carer} read every message, slowly. "Thank you for showing me," {carer_he} said. "That was exactly the right thing to do, and you\'re not in trouble at all." Together they pressed report, and then block, and the messages vanished. Then they sat side by side and made up a game name that gave nothing away: [Captain Pickle|Sir Biscuit the Brave|Moonbeam Waffles]. {comp} approved [enormously|loudly].',
        picture: { action: 'giving', object: 'tablet' },
        facet: 'safety',
      },
      {
        text: '{comp} {comp_comfort}, and that helped {name} decide. {They} did not type another word. {They} turned {subj} round and showed {carer} the whole conversation, [even the part {they} wished {they} had not written|from the first friendly hello to the last question]. {Carer} did not look cross. "I\'m really glad you came to me," {carer_he} said, and gave {name} a hug [that went on for a while|with both arms]. They reported the player together and blocked them, and the game went quiet. Then {carer} helped {them} change {their} game name from {their} real one to [Penguin Thunder|Blue Biscuit|Rocket Sock], which, everyone agreed, was [much funnier|far better] anyway.',
        picture: { action: 'giving', with: ['comp'], object: 'tablet' },
        facet: 'safety',
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
      {
        text: 'The odd thing, {name} thought, was that {they} would never have done this anywhere else. If a grown-up {they} had never met had leaned over the fence at {place_short} and asked for {their} full name and school, {they} would have [said nothing and gone to find {carer}|backed away and fetched {carer}] without a second thought. But a screen made everybody look the same: a cartoon picture and a made-up name. The player could be anyone at all. That was rather the point of a made-up name, {they} realised, and it ought to work both ways.',
        picture: { action: 'waiting', with: ['comp'] },
        facet: 'safety',
      },
      {
        text: '{name} tried to work out what {they} actually knew about the player. They liked the game. They typed fast. They used a great many exclamation marks. That was it. The player, on the other hand, had asked for {their} name, {their} school and a photo of {their} face, which did not seem a very fair swap. {They} thought about the things {they} would not tell a person at a bus stop, and found it was more or less the same list. Nearby, {comp} {comp_habit}, and did not seem to think much of the player either.',
        picture: { action: 'waiting', with: ['comp'] },
        facet: 'safety',
      },
    ],
  },
} satisfies ThemeWriting;
