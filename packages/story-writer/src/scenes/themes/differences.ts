import type { ThemeWriting } from '../format';

export default {
  themeId: 'differences',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['ask {subj} how {subj_he} liked to play', 'find a way to play that worked for {subj} too', "play {subj}'s way for a change"],
  worry: ['the worry that {subj} could not join in', 'the not-knowing what to say to {subj}', 'the staring and the wondering'],
  trouble: ['the game that did not work for {subj}', 'the muddle over how {subj} could play', 'the game with a gap in it'],
  tiny: {
    problem: [
      {
        text: 'Here came {subj_intro}, in a wheelchair with [bright red|shiny blue] wheels. Whizz! "Come on!" {name} ran off the bumpy way, [across {place_short}|past {sight}]. Bump, bump, bump! But wheels do not like bumps. {Subj} stopped at the bottom, all alone. {Subj} looked at the bumps. {Subj} looked sad.',
        picture: { action: 'running', with: ['subj'] },
      },
      {
        text: 'Here came {subj_intro}, all the way across {place_short}. {Subj} was still learning {name}\'s words, and knew only a few. "Do THIS!" {they} said. "No, THIS!" [Louder, louder!|LOUDER!] {Subj} did not understand. {Subj} looked at the ground. [Oh dear.|Oh no.] Loud words were no good at all.',
        picture: { action: 'talking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} went back to {subj}. "Show me YOUR way!" {Subj} showed {them}. [Zip, zoom, twirl!|Spin, clap, wiggle!] {Subj} was brilliant at it! {They} tried too. [Wobble, wobble, oops!|Wibble, wobble, oops!] They laughed and laughed, and {comp} {comp_habit}. Now they played together, {subj}\'s way and {their} way, all mixed up.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
      {
        text: '{name} sat down by {subj}. No more loud words. No more running off. {They} smiled. {Subj} smiled back. Then they made up a new game together, with [clapping and pointing|peek-a-boo and waving], that worked for both of them. [Hooray!|Hooray, hooray!] {comp} {comp_habit}.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'The game at {place_short} was a racing game, up and over the bumpiest, [stoniest|lumpiest] way. That was when along came {subj_intro}, who used a wheelchair with [bright red|shiny silver] wheels. {Subj} had come to play. {name} looked at the wheels, and then at the bumpy way, and did not know what to do.',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '{name} was explaining the rules of a brand-new game with {the_thing}, very fast, when over came {subj_intro}, who could not hear, and watched faces instead to know what people meant. {Subj} watched {their} face [carefully|closely]. But {they} kept turning away to point at things, and talking and talking, and the rules went [whooshing|zooming] past.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '"You\'d better just watch," said {name}. "This game\'s too tricky for you." {They} said it [kindly|nicely], and thought {they} {was} being helpful. {They} did not ask {subj} at all. {They} just decided. {comp} {comp_habit} and [looked at {subj}|glanced at {subj}].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '{name} ran on ahead [across {place_short}|towards {sight}], calling out the rules over {their} shoulder. "Come on! Keep up!" {They} did not look back at {subj}, and {they} did not wait. It did not even cross {their} mind that the way {they} {was} doing things only worked for [one sort of person|some people].',
        picture: { action: 'running', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} was left at the edge of the game, watching, with nothing to do. {comp} stayed with {subj}. The game went on [across {place_short}|all afternoon], but it had a hole in it, a {subj}-shaped hole, and {name} kept noticing it. It was not much fun, not with {subj} [left out|stuck on the sidelines].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '{Subj} stopped trying to join in. {Subj} sat down and looked at {subj_his} hands, or at nothing much, and {subj_his} face went still and closed. {name} came back round, puffed out, and saw it. Out across {place_short}, the game [went on|carried on] without {subj_him}. All at once, winning did not feel like [winning at all|much of anything].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went and stood right in front of {subj}, face to face. "How do YOU like to play?" {they} asked, pointing to {subj} and then to the game. {Subj} showed {them}. It was a brilliant game, fast and clever, [with {the_thing}|all round {place_short}], and {subj} was [amazing|the best] at it.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
      {
        text: '"Wait," said {name}. "Let\'s change the game, so it works for everybody." So they did. They found a smooth way instead of a bumpy way, and used big pointing and clapping instead of [shouting|shouting louder]. {Subj} [beamed|lit up]. The new game was even better than the old one, and {comp} {comp_habit}.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Along came {subj_intro}, who had grown up with a different set of words for everything, and was still learning the ones everybody used at {place_short}. {Subj} knew a handful so far and used them carefully, the way you walk on ice. {name} was halfway through explaining an extremely complicated game involving {the_thing}, three teams and a rule about [hopping|standing on one leg], and quickly realised that {subj} had understood about one word in [ten|twenty], possibly less. {They} said it all again, louder. Loudness, it turned out, did not [translate|help] either.',
        picture: { action: 'talking', with: ['subj'] },
      },
      {
        text: '{name} had planned the whole afternoon around a race across the roughest, bumpiest part of {place_short}. Then along came {subj_intro}, who used a wheelchair, a [sleek|battered, well-loved] one with stickers on the wheels, and who had come to join in. {They} looked at the wheels. Then at the bumpy ground. Then back at the wheels. {Their} carefully planned afternoon [wobbled|creaked] slightly. {comp} {comp_habit}, [waiting to see what {they} would do|watching {them} with interest]. {Subj}, meanwhile, was looking at the course with the calm, measuring look of someone who had [seen much worse|seen far bumpier ground than this].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} decided, kindly and completely wrongly, what {subj} could and could not do. "You\'d better just watch this one," {they} said. "It\'ll be too hard for you. But you can cheer! You can watch from over there, where you can see {sight}." {They} felt rather generous saying it, [like someone handing out prizes|the way you feel when you let somebody have the last biscuit]. {They} did not ask {subj} a single thing. Not what {subj} liked, or what {subj_he} could do, or whether {subj_he} wanted to be [a cheerer|the audience] at all. {Subj} opened {subj_his} mouth to say something, but {they} had already turned away to start the game.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '"Will {subj} be all right?" {name} asked {comp}, in a low voice, standing right next to {subj}. "Can {subj_he} even do this? What should we do with {subj_him}?" {Subj} was standing right there, [listening|perfectly able to hear every word], while {they} talked about {subj_him} as if {subj_he} {subj_was} a parcel that needed sorting out. {They} thought {they} {was} being thoughtful. {They} even suggested that {subj} might like to look after {the_thing} for everyone, which is the job people give you when they have decided you are [not really playing|not really in the game]. {comp} knew better, and said nothing at all.',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not argue. {Subj} gave a small, practised sort of nod, the nod of someone who has been told what they cannot do so many times that they have stopped expecting anything else, and moved to the edge to watch. That nod bothered {name} more than an argument would have. {comp} stayed by {subj}, and the game carried on across {place_short}, and felt [lopsided|wrong] from start to finish. Every time {they} looked over, {subj} was watching politely and clapping in the right places, which was somehow [the worst part|worst of all].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: "{Subj} understood more than anyone had thought. {Subj}'s face went quiet and closed, [like a shop pulling down its shutters|like a door quietly closing], and {subj} turned a little away. {comp} looked at {them} with an expression that did not need any words in any language. Suddenly the afternoon felt much colder, and {they} had the uncomfortable sense of having [said something badly|got something badly wrong] without quite knowing what. {They} replayed {their} own words and heard them, for the first time, the way {subj} must have heard them.",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} went over and sat down so they were at the same level, face to face. "Sorry," {they} said. "I didn\'t ask. How would you like to play?" {Subj} looked surprised, then thought, then showed {them}, with a mixture of gestures and words and a lot of pointing. It was a brilliant idea, [using {the_thing}|involving {the_thing}] in a way nobody had thought of. They rebuilt the game around it, and {subj} turned out to be [frighteningly|annoyingly] good, and beat {them} twice before {they} had worked out what was going on.',
        picture: { action: 'playing', with: ['subj', 'comp'] },
      },
      {
        text: '"New plan," said {name}. "We\'ll change the game so it works for everyone." They worked it out together, {subj} included: a smoother route, signals you could see instead of only hear, rules short enough to show rather than tell. The new game was faster than the old one, and {subj} taught them a [trick|new idea] from {subj_his} own way of doing things that ended up becoming the best part. A few other children at {place_short} stopped to watch, and then asked to join. {comp} {comp_habit}, thoroughly approving. It was, everyone agreed, [a much better game|the best game of the day].',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} turned it over. {They} had decided what {subj} could do without asking {subj} a single question, which, now {they} thought about it, was exactly what grown-ups sometimes did to {them}: "You\'re too little for that", "That\'s too hard for you", said without checking. {They} had always hated it. It had always been wrong. And {they} had just done it to someone else, in a perfectly friendly voice, and called it [being helpful|kindness]. Over at the edge of {place_short}, {subj} was still watching, and {they} could not [quite look back|meet {subj_his} eye].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} tried to make a list of the ways {subj} was different, [while {comp} {comp_habit}|sitting at the edge of {place_short}], and found it was quite short. The list of the ways {subj} was the same kept getting longer: liked the same sort of games, wanted to win just as badly, had clearly been looking forward to today. The different things were real, and they mattered, but mostly they meant the game needed [changing|a rethink], not that {subj} needed leaving out. It was a surprisingly simple thought, once it arrived, the kind that makes you [slightly cross|a bit annoyed] it took so long to turn up.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
