import type { ThemeWriting } from '../format';

export default {
  themeId: 'growing-body',
  better: [
    'ask {carer} the questions about growing up',
    'keep a small kit in {their} bag and stop worrying about being caught out',
    'treat the changes as ordinary, because they were',
  ],
  worry: [
    'the hot-faced worry that everyone was looking',
    'the embarrassed worry about the changes of puberty',
    'the hot cheeks about a body that kept changing',
  ],
  trouble: ['the growing-up questions', 'the crowded changing room', 'the questions still unasked'],
  facets: {
    period: {
      better: ['tell the grown-up in charge and ask for a pad', 'keep a small kit in {their} bag'],
      worry: ['the hot-faced worry that everybody could tell', 'the secret that felt as big as a pillow'],
      trouble: ['the worry about the first period', 'the secret in the toilets'],
      heroes: ['girl', 'other'],
    },
  },
  tiny: {
    problem: [],
    choice: [],
    consequence: [],
    better: [],
  },
  young: {
    problem: [],
    choice: [],
    consequence: [],
    better: [],
  },
  older: {
    problem: [
      {
        text: 'Halfway through the afternoon at {place_short}, {name} went to the toilet and found a small, rusty-brown stain in {their} knickers. {They} stared at it for a long time. {They} knew what it was, more or less: the school talk, the leaflet, the word nobody said out loud without giggling. {Their} first period. It was supposed to be a normal, healthy part of growing up. It did not feel normal. It felt as if the whole of {place} must somehow already know.',
        facet: 'period',
        picture: { action: 'waiting' },
      },
      {
        text: "{name}'s first period had started that morning. {Carer} had been calm and kind about it, found a pad, shown {them} how it went, and said it was the most ordinary thing in the world. But now {they} {was} at {place}, and the pad felt as big as a pillow, and {they} {was} sure everybody could tell. Every time someone laughed, {they} twisted round to check the back of {their} shorts. Every time someone looked over, {their} face went hot.",
        facet: 'period',
        picture: { action: 'waiting' },
      },
      {
        text: "Lately, {name}'s body seemed to be running its own project without consulting {them}. {They} had grown four centimetres since the spring, so {their} trousers had suddenly become shorts. There was a spot on {their} chin that had [clearly moved in|apparently signed a lease]. {They} got sweatier than before, and there was new hair in places the school talk had described, with diagrams, in a chapter about {subj_intro} that nobody in the class had been able to look at without giggling. Today the group at {place} was changing for the afternoon's activity, all in the same [crowded|cramped] room, and {they} wished, fiercely, for a room of {their} own.",
        picture: { action: 'waiting' },
      },
      {
        text: 'The school talk about puberty had come with a leaflet, all about {subj_intro} and how it changes, and {name} had read it three times [in private|in secret]. Growing fast. Sweat. New hair. Breasts, voices, and periods, which the leaflet explained were a small amount of blood that comes out of the vagina about once a month, and which it called "a normal, healthy part of growing up". Some of the list had already started happening to {name}. Some had not, yet. {They} had questions. Dozens. But asking them out loud, at {place}, with everybody right there, felt [impossible|unthinkable].',
        picture: { action: 'reading', object: 'leaflet' },
      },
    ],
    choice: [
      {
        text: '{name} decided to tell nobody. {They} folded a wad of toilet paper into a pad, tied {their} jumper round {their} waist even though it was far too warm for it, and went back out as if nothing had happened. When the grown-up in charge asked if everyone was all right, {they} nodded hard. Then {they} spent the rest of the afternoon standing, not sitting, just in case.',
        facet: 'period',
        picture: { action: 'hiding' },
      },
      {
        text: '{name} made a plan, and the plan was to hide. {They} stayed near the toilets, kept {their} back to the wall and said {they} did not feel like joining in. When {comp} asked what was wrong, {they} said, "Nothing," in the voice that always means something.',
        facet: 'period',
        picture: { action: 'hiding' },
      },
      {
        text: '{name} decided the solution was to hide. {They} kept {their} biggest hoodie on all afternoon, even though the sun was blazing over {place_short} and everyone else was in T-shirts, and changed in the toilet cubicle, fast, with the door locked and {their} heart thumping. When the grown-up in charge asked, kindly, whether anyone had any questions about anything, {they} said, "Nope," so quickly that it came out as a squeak. Then {they} spent the next hour pretending to be very interested in {sight}.',
        picture: { action: 'hiding' },
      },
      {
        text: 'Instead of asking {carer}, {name} collected answers from other people in {their} year, which was a mistake. One said you could tell just by looking at someone. One said it always hurt a lot. One said a whole bath of blood, which even {they} suspected was [wrong|not quite right]. {They} did not check any of it. {They} just carried it all round {place_short}, getting more worried with every step, and said nothing to anyone who might actually know.',
        picture: { action: 'waiting' },
      },
    ],
    consequence: [
      {
        text: 'It was a long afternoon. {name} would not ask for anything better than toilet paper, so {they} spent the whole of it worrying instead of doing anything else. {They} missed {sight}. {They} missed the jokes. And the strangest part was that nobody had been looking at {them} at all. The only person watching {name} all afternoon had been {name}.',
        facet: 'period',
        picture: { action: 'waiting' },
      },
      {
        text: 'Everyone else had a lovely afternoon. {name} watched it from the wall, hot-faced and stiff, and by the end {they} {was} worn out from a day of pretending. {comp} {comp_habit} and stayed nearby without asking again, which was kind. But keeping it secret had not made it any smaller. It had only made {name} feel more alone with it.',
        facet: 'period',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The rest of the day at {place_short} was miserable. {name} sat at the edge of things, hot-faced, too busy worrying to enjoy {sight}, while {their} friends shrieked with laughter. The strange part was that the whole plan had been to avoid being noticed, and it had done the opposite. Nobody had been looking at {them} in the first place. Now someone asked if {they} {was} ill. {comp} {comp_habit}, close enough to be company but not close enough to [ask questions|pry], and for once {they} {was} grateful for a friend who knew when to say nothing.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'By bedtime the worries had grown to the size of the room. Every half-fact {name} had picked up that day had joined up with every other, making something much bigger and stranger than the truth. {They} lay awake listening to the house settle, wondering what was normal and what was not, and whether everybody else had been told something {they} had missed. Not knowing, it turned out, was far more tiring than any fact could have been. [Somewhere after midnight|Long after the lights were out], {they} decided that tomorrow, somehow, {they} would ask.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'In the end {name} went to the grown-up in charge, at the quiet end of {place_short}, and said it in a very small voice. The grown-up did not make a face or a fuss. "Good for you for telling me," she said. "Everyone who has periods has a first one, and it often turns up at a bad moment. That\'s why we keep pads in the first-aid bag." She found one, and a spare, and a paper bag to keep them in, and showed {them} where the bin was. Nobody else noticed a thing. {name} went back out feeling taller, and before long {they} had almost forgotten to worry.',
        facet: 'period',
        picture: { action: 'talking' },
      },
      {
        text: '"Can I tell you something?" {name} said at last, to the grown-up in charge, and then, before {they} could change {their} mind, told it. The grown-up nodded as if {they} had said it was raining. "That\'s completely normal, and you did exactly the right thing." There was a spare pad in the first-aid bag, and a pair of shorts in lost property, just in case. "Nobody can tell," said the grown-up, "and if anyone ever teases you about it, they\'ll have me to deal with." That evening {name} told {carer}, who gave {them} a long hug and a small zipped bag for school: pads, spare knickers, and a note that said You\'ve got this.',
        facet: 'period',
        picture: { action: 'talking' },
      },
      {
        text: 'That evening, back at {home}, {name} found {carer} and, staring hard at [the kitchen table|{their} own feet], asked everything. {Carer} did not laugh or make a face, and went through it all, plainly: why bodies grow so fast, why sweat starts to smell (wash every day and use deodorant, that\'s all), why voices wobble, what a period is, how pads and period pants work, and that every change was healthy and normal and happened to everybody, just at different times. "You can\'t tell by looking, and nobody has the right to tease you about any of it. If they do, you tell me. And ask me anything, whenever you like." Together they packed a small kit for {their} bag. {They} found that the questions, said out loud, [were much smaller|shrank to half their size].',
        picture: { action: 'talking', object: 'leaflet', at: 'home' },
      },
      {
        text: '{comp} {comp_comfort}, and before the day was out {name} went and found the grown-up in charge, at the quiet end of {place_short}, and asked. The grown-up answered in an ordinary voice, which helped more than anything. "All of it is normal. Periods are healthy, and there are pads and period pants in the office for anyone who needs them, any time, no questions. Sweat, spots, growing, all normal. Nobody can tell by looking, and anyone who teases gets a word from me." Then, "Talk to your grown-ups at home too." {They} walked back across {place_short} feeling [several sizes lighter|as if {they} had put down a heavy bag]. That evening {they} asked {carer}, who said the same, plus a few stories about {carer_his} own growing up that were [mortifying|excruciating] and somehow helped. {Their} body was still doing its own project. But now, at least, {they} had [seen the plans|been shown the instructions].',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: '{name} thought about how many people {they} knew who had periods. Most of the grown-up women {they} had ever met, more or less. Teachers. The lady at the bakery. Half the world, every month, all getting on with their day. None of them had ever looked as if they had a secret. Maybe, {they} thought, that was because it was not a secret. It was just a thing bodies did, like sneezing, only less often and with better planning.',
        facet: 'period',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The leaflet had said that a first period can come any time from about eight to sixteen, that it might be light or heavy, brown or red, and that all of that was normal. {name} had read it three times and not believed a word. Now, sitting beside {comp}, {they} tried believing it, just a little. Nothing had gone wrong, it said. {Their} body had simply done what bodies do, on its own timetable, without asking first. Believing it all the way, {they} suspected, would need somebody real to say it out loud.',
        facet: 'period',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'The unfair thing, {name} thought, was the timing. Nobody got to choose when it all started. Some people in {their} class looked about fifteen already, and some looked about eight, and everyone was secretly convinced that they were the one doing it wrong. The leaflet said it usually began somewhere between eight and fourteen, which was not so much a timetable as a [shrug|vague wave of the hand]. {They} supposed that meant nobody was early or late, exactly. Everyone was simply on their own schedule, like trains on a timetable nobody had bothered to print. {They} sat a while longer beside {comp} and let [that settle|the thought settle].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{name} was beginning to suspect that everyone was embarrassed, all the time, about roughly the same things, and that the people who laughed loudest were mostly the most embarrassed of all. {They} certainly felt it. It was a strange idea: a whole class full of people, each privately sure that their body was the weird one, each too busy worrying to notice anybody else\'s. If that was true, then half the awkwardness in the world could be solved by somebody simply saying, out loud, "This is [ordinary|normal], isn\'t it?" The difficult part was being the somebody. Beside {them}, {comp} {comp_habit}, [in no hurry at all|unbothered], which helped more than {they} could have said.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
