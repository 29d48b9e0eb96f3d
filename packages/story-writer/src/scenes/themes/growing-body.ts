import type { ThemeWriting } from '../format';

export default {
  themeId: 'growing-body',
  better: [
    'ask a trusted grown-up the questions about growing up',
    'be kind about a friend\'s growing-up changes',
    'treat the changes as ordinary, because they were',
  ],
  worry: [
    'the awkward, everyone-is-looking feeling about growing up',
    'the embarrassed worry about the changes of puberty',
    'the hot-faced feeling about a body that kept changing',
  ],
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
      { text: 'Lately, {name}\'s body seemed to be running its own project without consulting {them}. {They} had grown four centimetres since the spring, so {their} trousers had suddenly become shorts. There was a spot on {their} chin that had [clearly moved in|apparently signed a lease]. {They} got sweatier than before, and there was new hair in places the school talk had described, with diagrams, in a chapter about {subj_intro} that nobody in the class had been able to look at without giggling. Today the group at {place} was changing for the afternoon\'s activity, with {their} friend Ana, in the same [crowded|cramped] room.', picture: { action: 'waiting' } },
      { text: 'The school talk about puberty had come with a leaflet, all about {subj_intro} and how it changes, and {name} had read it three times [in private|in secret] and understood about half. Breasts. Voices breaking. Hair. Periods, which the leaflet explained were a small amount of blood that comes out of the vagina about once a month, and which it called "completely normal" in a tone that suggested nobody should worry. {They} had questions. Dozens. But asking them out loud, in front of people, at {place}, with {their} friend Ana right there, felt [impossible|unthinkable].', picture: { action: 'reading', object: 'leaflet' } },
    ],
    choice: [
      { text: 'When Ana came over looking worried and whispered that she needed help with something, urgently, {name} said, "Not now," and moved away, in case anyone thought they were talking about [bodies|anything embarrassing]. {They} had decided the solution was to hide. {They} kept {their} biggest hoodie on all afternoon, even though the sun was blazing over {place_short} and everyone else was in T-shirts, and changed in the toilet cubicle, fast. Ana stood on her own [for a while|for a long moment], then went off to ask someone else. {They} told {themself} it did not matter, and spent the next hour pretending to be very interested in {sight}.', picture: { action: 'hiding' } },
      { text: 'Something fell out of Ana\'s bag: a small wrapped period pad. A couple of people noticed. {name}, desperate for nobody to look at {them}, got in first. "Ew, what\'s that?" {they} said, loudly, and laughed, and some of the others laughed too. It was the cheapest possible joke, and {they} knew it while {they} {was} still making it. Ana picked the pad up without a word, stuffed it back in her bag and [went very quiet|turned away]. In the silence afterwards, {sound} seemed [much too loud|suddenly very loud], and nobody quite looked at anybody.', picture: { action: 'talking' } },
    ],
    consequence: [
      { text: 'Ana did not speak to {them} for the rest of the afternoon. {name} saw her go and talk quietly to the grown-up in charge, over by {sight}, looking close to tears, and felt something sink slowly through {their} whole body. {They} had not meant to hurt Ana. {They} had been so busy worrying about {themself} that there had been no room left to think about anyone else, and Ana, who had done nothing at all except [be a bit ahead|get there first], had paid for it. The moment had been over in seconds. The feeling was going to last [a great deal longer|much, much longer].', picture: { action: 'waiting' } },
      { text: 'The rest of the day at {place_short} was miserable. {name} sat at the edge of things, hot-faced, while {their} friends shrieked with laughter at something {they} would never now know about. The strange part was that the whole plan had been to avoid being noticed, and it had done exactly the opposite. Nobody had been looking at {them} in the first place. Now several people were, and {they} could hardly [blame them|complain]. {comp} {comp_habit}, close enough to be company but not close enough to [ask questions|pry], and for once {they} {was} grateful for a friend who knew when to say nothing.', picture: { action: 'waiting', with: ['comp'] } },
    ],
    better: [
      { text: 'That evening, back at {home}, {name} found a grown-up {they} trusted and, staring hard at [the kitchen table|{their} own feet], asked everything. The grown-up did not laugh or make a face, and went through it all, plainly: why bodies grow so fast, why sweat starts to smell (wash every day and use deodorant, that\'s all it is), why voices wobble, what periods are and how pads and period pants work, and that every single change was healthy and normal and happened to everybody, just at different times. "Ask me anything, whenever you like," the grown-up said. {They} found that the questions, said out loud, [were much smaller|shrank to half their size].', picture: { action: 'talking', object: 'leaflet', at: 'home' } },
      { text: '{comp} {comp_comfort}, and before the day was out {name} went and found Ana [near {sight}|at the quiet end of {place_short}]. "I\'m sorry about earlier," {they} said. "I was embarrassed about my own stuff and I took it out on you." Ana looked at {them} for a long moment, and then let out a breath. "It\'s my first one," she said. "I was scared of leaking." Without a word, {they} took off {their} jumper and handed it over for Ana to tie round her waist, just in case. Later, the two of them agreed that bodies were [ridiculous|absurd], and that it was slightly better being ridiculous together.', picture: { action: 'giving', with: ['comp'], object: 'jumper' } },
    ],
    inner: [
      { text: 'The unfair thing, {name} thought, was the timing. Nobody got to choose when it all started. Some people in {their} class looked about fifteen already, and some looked about eight, and everyone was secretly convinced that they were the one doing it wrong. The leaflet said it usually began somewhere between eight and fourteen, which was not so much a timetable as a [shrug|vague wave of the hand]. {They} supposed that meant nobody was early or late, exactly. Everyone was simply on their own schedule, like trains on a timetable nobody had bothered to print. {They} sat a while longer, listening to {sound}, and let [that settle|the thought settle].', picture: { action: 'waiting', with: ['comp'] } },
      { text: '{name} was beginning to suspect that everyone was embarrassed, all the time, about roughly the same things, and that the people who laughed loudest were mostly the most embarrassed of all. {They} certainly had been. It was a strange idea: a whole class full of people, each privately sure that their body was the weird one, each too busy worrying to notice anybody else\'s. If that was true, then half the awkwardness in the world could be solved by somebody simply saying, out loud, "This is [ordinary|normal], isn\'t it?" The difficult part was being the somebody. Beside {them}, {comp} {comp_habit}, [in no hurry at all|unbothered], which helped more than {they} could have said.', picture: { action: 'waiting', with: ['comp'] } },
    ],
  },
} satisfies ThemeWriting;
