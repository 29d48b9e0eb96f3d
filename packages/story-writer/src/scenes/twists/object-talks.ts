import type { TwistWriting } from '../format';

export default {
  kindId: 'object-talks',
  tiny: {
    setup: [],
    happens: [
      {
        text: '"Ahem!" said a little voice [over by {sight}|in {place_short}]. Who was that? It was {tw_thing}! Yes, {tw_thing} could talk. "Hello," it said. "You look like you\'ve got a muddle. Have a think. I\'ll wait." [Well!|Goodness!|Oh my!] So {they} had a think. And it was a very good think.',
        picture: { action: 'talking', object: 'tw_thing' },
      },
      {
        text: 'Wiggle, wiggle. Jiggle, jiggle. {They} looked down. There was {tw_thing_a}, [wobbling|rocking] all by itself [by {sight}|in the middle of {place_short}]. "Hello there!" it said in a squeaky little voice. "I can talk! And I\'m very good at waiting. Take your time." {They} giggled. A talking thing! Then {they} thought, and thought, and smiled.',
        picture: { action: 'looking', object: 'tw_thing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Sitting [nearby|close by] was {tw_thing_a}. There was nothing odd about that, except that it seemed to lean a little closer whenever anyone spoke. {comp} {comp_habit}. "Did that just wiggle?" asked {name}. "Things don\'t wiggle," {comp} {comp_says}. But {tw_thing} gave a tiny creak, as if it disagreed.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{name} spotted {tw_thing_a} [all on its own|all by itself] near {sight}. It had a funny look about it, almost like a face, if you squinted. When {they} walked past, {they} could have sworn it hummed, very softly, like someone trying not to laugh.',
        picture: { action: 'looking', object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: '"Oh, for goodness\' sake," said a voice. It was a [creaky|squeaky], grumpy sort of voice, and it came from {tw_thing}. {They} stared. {comp} {comp_habit} and stared. "Did you just talk?" {name} asked. "Of course I talked," said {tw_thing}. "Somebody had to. Now, what are we going to do about this?"',
        picture: { action: 'talking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Just then, {tw_thing} [gave a jump|jiggled about] and said, "Well, well, well!" {comp} {comp_habit}, very fast. {They} {was} too surprised to move. Things did not usually talk! "Don\'t look at me like that," said {tw_thing}. "I\'ve been listening all along, and this is getting interesting."',
        picture: { action: 'talking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: '"Excuse me," said {tw_thing} in its small, creaky voice. "Would you carry me back over there? I can\'t see a thing from here, and I want to know how this ends." So {name} picked {tw_thing} up and carried it, step by step, back to the [spot {name} had been avoiding|spot {name} had been keeping away from|spot {name} had not wanted to go near]. {comp} {comp_moves} alongside. {They} set {tw_thing} down where it could see. Then {name} stood up, very straight, because now somebody was watching.',
        picture: { action: 'listening', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'From its spot [near {sight}|at the edge of {place_short}], {tw_thing} cleared its throat, if it had one. "I know all about {worry}," it said kindly. "I hear everything from here. What would you like to do about it?" {They} thought hard. Then {they} whispered the answer, and {tw_thing} looked as pleased as {tw_thing_a} can look.',
        picture: { action: 'listening', object: 'tw_thing' },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Among the ordinary things at {place_short} was {tw_thing_a}, and {name} found {themself} looking at it more than once. It was hard to say why. Yet every time the conversation went quiet, there was a faint sound from its direction, like a sigh, or like someone clearing a throat and then deciding, on second thoughts, to say nothing. {comp} heard it too. "Probably the wind," {comp} {comp_says}, [not sounding sure at all|not sounding remotely sure].',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{name} noticed {tw_thing_a} [near|beside] {sight}. It was strange, because it looked as if someone had placed it there on purpose, facing whoever came by. When {comp} made a joke, {tw_thing} rattled. Just slightly. Just once. "Did you see that?" {they} asked. "See what?" said {comp}, in the voice of someone who had absolutely seen it.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: '"Honestly," said a voice with a sigh, "I can\'t watch this any longer." Everyone went still. {comp} {comp_habit}. {name} turned, very slowly, towards {tw_thing}. There was no one behind it and nothing to explain it. "Yes, it was me," said {tw_thing}, sounding faintly offended. "Things can talk. We just don\'t, usually, because nobody says anything worth answering. [Until now.|Today is different.]"',
        picture: { action: 'talking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'What happened next was so unlikely that {name} would wonder about it for weeks: {tw_thing} spoke. Not a creak or a rattle that might have been a word, [nor {sound}|not some trick of {sound}], but a real voice, clear and rather bossy. "Excuse me," it said. "Before anybody does anything hasty, might I point out that I have been here for [ages|years and years], and I have seen this sort of thing before?"',
        picture: { action: 'talking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [
      {
        text: 'It was {tw_thing} that spoke again, quietly this time, without any of its earlier bossiness. "I\'m only {tw_thing_a}," it said. "I don\'t get to choose much. I stay where I\'m put[, and I watch {sight} all day|, and I watch people come and go]. You get to choose." A pause. "I\'d be curious to see what you pick." {They} looked at it for a long moment. It was odd, being envied by {tw_thing_a} [in the middle of {place_short}|within sight of {sight}]. It was odder still that it made {them} want to choose well.',
        picture: { action: 'listening', object: 'tw_thing' },
      },
      {
        text: '"I wonder if you would do me a favour," said {tw_thing}. "Turn me round. I have been facing the wrong way all afternoon, and I would like to see the spot you have been keeping away from." {They} turned it round, [a little puzzled|rather puzzled]. "Thank you," said {tw_thing}. "Now, if somebody were to go over there, I would have a very good view." And it went back to being an ordinary thing, which it did [very convincingly|with great dignity]. {name} looked at the spot. {They} looked at {tw_thing}, which was not going to move. Then, quite deliberately, {they} went over there {themself}.',
        picture: { action: 'talking', with: ['comp'], object: 'tw_thing' },
      },
    ],
  },
} satisfies TwistWriting;
