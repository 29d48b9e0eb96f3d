import type { ThemeWriting } from '../format';

export default {
  themeId: 'being-yourself',
  better: [
    'bring {subj} back out and stop copying everyone else',
    'stop copying and do things the old way again, {subj} and all',
    "say 'I like {subj}' and mean it",
    'stand up tall with {subj} where everyone could see',
  ],
  worry: ['the wish to be just like everyone else', 'the hot cheeks whenever {subj} came up', 'the squashing-down and the trying to fit in'],
  trouble: ['the trying to fit in', 'the question of {subj}', 'the differences everyone could see'],
  tiny: {
    problem: [
      {
        text: 'Nobody else at {place_short} had anything like {subj_intro}. {name} was the only one. Hmm. {They} hid {subj} away. [Tuck!|Hide!] Then {they} copied everybody else. [Copy, copy, copy.|Same, same, same.|Just like them.] But copying was muddly. [Bump! Oops!|Trip! Oops!] {They} did not feel like {themself} at all.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: 'Everyone at {place_short} was the [same, same, same|same as each other|same, all the same]. {name} was not. Only {they} had {subj_intro}. "I want to be the same," {they} said, and pushed {subj} behind {their} back. [Push!|Hide!] {Their} smile went away. [Droop, droop.|Sad, sad.]',
        picture: { action: 'hiding', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{comp} {comp_habit}. "I like {subj}," {comp} {comp_says}. {They} looked at {subj}. {They} liked {subj} too! Back came {subj}. Back came {their} [smile|big smile]. Now {they} {was} {themself} again, all the way. [Hooray!|Yippee!]',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} brought {subj} back out. There! That felt right. Then {they} played {their} very own way. [Twirl, hop, wiggle!|Hop, skip, wiggle!] And {comp} {comp_moves} round and round with {them}, all over {place_short}. [Just right!|Just right for {name}!]',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Nobody else at {place_short} had anything like {subj_intro}. {name} was the only one. At home {they} had always loved {subj}. But here, [with everyone looking|with everyone so close], {they} suddenly wished {subj} would disappear. {Their} cheeks went hot. [Maybe everybody was staring.|Was everybody staring?]',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: '[All the others|Everybody else] at {place_short} were doing things the same way, talking the same way, even laughing the same way. {name} did things a bit differently, and nobody else had anything like {subj_intro}. For the first time [ever|in {their} whole life], {they} wondered whether different meant wrong.',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} hid {subj} away where nobody could see and copied everyone else exactly. {They} laughed when they laughed. [{They} said what they said.|{They} said the things they said.] {They} even walked across {place_short} the way they walked, which was quite hard and a bit [wobbly|wobbly, like walking in wellies].',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: '{They} pretended {subj} did not matter. "I don\'t even like {subj}," {they} said, which was not [true at all|true, not one bit]. Then {they} joined in with everyone else\'s game, even though it was not {their} sort of game. {comp} did not join in. {Comp_he} {comp_habit} [instead|and waited].',
        picture: { action: 'talking', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: "Being someone else turned out to be very hard work. Without {subj}, nothing felt quite right. {name} got the words wrong and laughed at the wrong time. And the whole time {they} felt squashed and itchy inside, like wearing somebody else's [shoes|coat]. {comp} {comp_habit}, but even that did not [help|cheer {them} up].",
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{comp} looked puzzled. "But you love {subj}," {comp} {comp_says}. {name} did not answer. {They} felt all wrong and wobbly, like a jigsaw piece [pushed into the wrong space|in the wrong box]. Pretending was not fun. It was just [lonely|lonely and tiring].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} brought {subj} back out. {They} stopped copying and started doing things {their} own way, with {their} own laugh, the big snorty one that [made {comp} jump|rang right across {place_short}]. And guess what? Nobody minded. One of the others even said, "I like {subj}!" {They} grinned. {They} liked {subj} too. {They} [always had|had all along].',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} stood up tall, with {subj} right there for everyone to see, and did things just the way {name} did them. It felt like taking off a coat that was much too [tight|small]. {comp} {comp_habit}. Soon the others were asking about {subj} and [wanting to try things {their} way too|wanting a turn at doing things {their} way].',
        picture: { action: 'playing', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had always liked {subj_intro}. Until today {they} had hardly thought about {subj} at all. But today, at {place}, surrounded by people who had nothing of the sort, {they} suddenly saw {subj} the way {they} imagined everyone else did: odd, obvious and [impossible to miss|about as easy to miss as {sight}]. {They} stood a little to one side and tried to look interested in {sound}. {comp} {comp_habit}, noticing nothing odd at all, which somehow made it worse. Nobody had said anything. Nobody had needed to. It is [strange|odd] how quickly something you love can turn into something you want to hide.',
        picture: { action: 'looking', object: 'subj' },
      },
      {
        text: 'Everyone at {place_short} seemed to belong to a club {name} had not been told about. They liked the same things, said the same things and did the same things in the same way[, right down to the way they stood|, down to the same bored little shrug]. Nobody else had anything like {subj_intro}, or did things {their} way, and for the first time {they} wondered whether to swap both for whatever everyone else had. It would be easier. {They} would fit. It would only mean pretending a bit, and [how hard could that be?|surely anyone could manage that.]',
        picture: { action: 'looking', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} put {subj} out of sight. Then {they} went further and began copying: the same phrases, the same expressions, the same [shrug|careless little laugh]. {They} {was} surprisingly good at it. Within half an hour {they} had become a fairly convincing imitation of somebody else, and the only person who was not fooled was {name}. {They} even stopped looking at {sight}, because nobody else was looking at it. Every so often {they} caught {their} own hand doing something {they} had not told it to, and [felt a little dizzy|wondered whose hand it was]. {comp} {comp_habit}, then went quiet, [like somebody waiting for a friend to come back|the way you wait for someone familiar to come round the corner].',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: 'When somebody asked about {subj}, {name} made a joke about {subj_him} before anyone else could. [It got a laugh.|Somebody snorted.] So {they} made another, [louder|a bit sharper]. By the third joke {they} had got the hang of it, making fun of {subj} and, without quite noticing, of {themself}. {They} laughed along loudly, staring hard at {sight} so that nobody could see {their} face. It is a clever defence. It also hurts, in a small, slow way, like pressing on a bruise to prove you do not mind it.',
        picture: { action: 'talking', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'Pretending was [exhausting|hard work]. {They} had to watch everybody all the time to know what to do next, which meant {they} never quite joined in with anything, because {they} {was} always half a second behind. Without {subj}, things were harder than they needed to be. {They} had not looked properly at {sight} [once all afternoon|for an hour], and it was the best thing at {place_short}. And the strangest part was that nobody seemed to like this new version any better than the old one. They had barely noticed the difference. {name} had noticed nothing else.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'The laughs faded, as laughs do, and left {name} feeling oddly [empty|hollow]. {They} had got exactly the reaction {they} wanted and did not like it at all. It had been like winning a game by giving away all {their} own pieces. {comp} {comp_habit}, then looked at {them} with an expression {they} could not quite read. {They} thought about {subj}, and about everything {they} had said, and felt as if {they} had given away something {they} had never meant to sell[, and for a very poor price|, for nothing but a laugh that was already over].',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} brought {subj} back out and left {subj_him} there, in plain sight. {They} stopped watching everyone for clues and started doing things {their} own way again, at {their} own speed, with {their} own slightly odd sense of humour. [It felt like putting down a heavy bag.|It felt like taking off a coat two sizes too small.] Nobody gasped. It turned out that {subj} was not nearly as interesting to other people as {they} had feared, and rather more interesting than {they} had hoped. Somebody asked about {subj}, out of plain curiosity, and {they} explained, and the conversation went somewhere much more interesting than any of the copied ones had. {comp} {comp_habit}, looking [thoroughly pleased|as if {comp_he} had known all along].',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: 'The next time somebody mentioned {subj}, {name} did not make a joke. "I like {subj}," {they} said simply, and shrugged, and left it there. [It turned out|It seemed] that when you do not apologise for something, people mostly stop expecting you to. The conversation moved on. {They} relaxed for the first time all afternoon and found, to {their} surprise, that {they} {was} enjoying {themself}, the real one, who had been waiting patiently all along. For the first time in ages {they} properly looked at {sight}, and it was [even better than {they} remembered|well worth the look].',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: '{name} had a private theory that everybody else had been handed a rulebook on how to be normal, and that {they} had been off sick that day. But watching people now, all across {place_short}, {they} began to notice little things. One kept [fiddling with|tugging at] a sleeve. One laughed a beat too late. One was clearly copying another, who was copying someone else. Perhaps there was no rulebook. Perhaps everyone was making it up as they went along, and some people were just [better at looking as if they were not|better at hiding it]. If so, {subj} did not break any rules. There were no rules to break.',
      },
      {
        text: '{They} tried to imagine a version of {themself} without {subj}, without {their} odd way of doing things, without any of the bits that stuck out. It was a tidy, agreeable sort of person. It fitted in perfectly. It was also, {name} realised, somebody {they} would not particularly want to be friends with, and {they} would have to be that person all the time, which sounded [exhausting|like very hard work]. {comp} {comp_habit}, entirely {comp_him}self, as usual. The version with {subj} was awkward sometimes. But {they} already knew how to be that one, and it was [a great deal less tiring|much less tiring].',
      },
    ],
  },
} satisfies ThemeWriting;
