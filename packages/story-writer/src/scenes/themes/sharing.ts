import type { ThemeWriting } from '../format';

export default {
  themeId: 'sharing',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['share {the_thing} with {subj}', 'give {subj} a proper turn with {the_thing}', 'make room for {subj} in the game'],
  worry: ['the grabby, mine-mine grip on {the_thing}', 'the fear that {the_thing} would never come back', 'the tight, holding-on grip of {their} fingers'],
  trouble: ['the tug-of-war over {the_thing}', 'the squabble with {subj}', 'the grabbing and the crying'],
  tiny: {
    problem: [
      {
        text: '[Tap, tap!|Bang, bang!|Whee!] {name} was playing with {the_thing}. Then along came {subj_intro}. {Subj} looked at {the_thing}. Look, look, look. {Subj} wanted a go too. [Snatch!|Grab!] "Mine!" {they} said, and hugged it tight. Oh dear. {Subj} made a small, sad face. Now nobody was having fun.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Who was this, coming over to play? It was {subj_intro}! {Subj} came closer and closer to {the_thing}. Quick, quick! {name} hid it [behind {their} back|under {their} arm]. Hide, hide! {Subj} sat down, all alone, with big sad eyes. The game went [still|quiet|grey]. No more fun. [Not one bit.|None at all.|Not even a little bit.]',
        picture: { action: 'hiding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} looked at {subj}. {They} looked at {the_thing}. Then {they} held it out. "Your turn!" Your turn, my turn, your turn, my turn! Round and round went {the_thing}. [Clap, clap!|Hooray!] Now two were playing, and the game got bigger and [sillier|louder] and better.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'Out came {the_thing}. "Both of us?" said {name}. Down it went, in the middle, where {subj} could reach. Tap! One go for {subj}. Tap! One go for {them}. [Tap, tap, tap!|Hee hee hee!] {comp} {comp_habit}. Everybody was smiling now, and the fun came back, twice as big.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '[After a while|A little later], {name} was busy with {the_thing} when over came {subj_intro}. {Subj} watched {the_thing} with big, shining eyes and edged closer, and closer still. Anyone could tell {subj} wanted a go. {They} held {the_thing} [a bit tighter|closer]. It was {their} favourite, and {they} had only just started.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Then {name} spotted {the_thing}, all on its own [near {sight}|in the middle of {place_short}]. Someone else had spotted it too: {subj_intro}. They both hurried towards it, faster and faster. {They} got there first, just by a whisker, and held on. {Subj} stopped beside {them}, puffing, and looked at {the_thing} with a hopeful face.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: 'Back by {the_thing}, {subj} was still waiting. {They} turned {their} back and hugged {the_thing} [to {their} chest|close]. "It\'s mine," {they} said. "I had it first." {Subj} waited a little longer, just in case. {comp} {comp_habit} and did not say anything at all.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} had a [sneaky|quick] idea. {They} tucked {the_thing} out of sight and looked up at the sky, humming, as if it had vanished into thin air. "What thing?" said {their} face. {Subj} looked at the sky too. There was nothing up there [but clouds|at all].',
        picture: { action: 'hiding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: "{Subj}'s face crumpled. Slowly, {subj} went off to sit [near {sight}|at the far edge of {place_short}], all alone. Without {subj}, the game went flat. {name} tapped {the_thing}. {They} turned it round and round. Somehow it was not nearly as much fun with nobody to laugh with, and {comp} kept glancing over at {subj}.",
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{Subj} gave up waiting and went very quiet, and the quiet spread all over {place_short} like a grey cloud. {name} had {the_thing} all to {themself}, just as {they} had wanted. {They} tried a game. {They} tried another game. So why did everything feel so [flat|droopy|glum]?',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} looked at {subj}, so small and so quiet. Then {they} held out {the_thing}. "You have a go," {they} said. "Then me. Then you." {Subj} came at once. Turn and turn about they went, [round and round|again and again], until they had made up a whole new game, and {comp} {comp_moves} round them, joining in.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"I know!" said {name}. {They} set {the_thing} down right between them, where both of them could reach. "One of us hides it, and one of us finds it." {Subj} was [brilliant|amazing] at finding. {They} {was} [hopeless|terrible] at hiding. Soon they were both so giggly that {comp} {comp_habit}, just to watch.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had waited all week for a proper go with {the_thing}, and {they} had only just got the hang of it when along came {subj_intro}. {Subj} did not ask, not out loud. {Subj} simply came close, watching every move, and edged nearer with each one. {They} knew that look [very well|exactly]. It was the look {they} had been wearing all week.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'There was only one {thing_kind} at {place_short}, and everybody knew whose turn it was: whoever got there first, which today meant {name}. {They} had been at it for [ages|most of the morning], and had worked out all sorts of clever things to do with it. Then, late and hopeful, along came {subj_intro}, and settled down right next to {the_thing}, as close as anyone could get without touching.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{name} did a quick sum. If {subj} had a go, {subj_he} might be ages. {Subj_he} might do it wrong. Worse, {subj_he} might do it better. So {they} turned {their} shoulder, the way you do when you are pretending not to block someone, and carried on as if {subj} were [made of air|not there at all]. {comp} {comp_habit} and said nothing, which was somehow louder than saying something.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '"In a minute," said {name}, which everybody knows is just "no" wearing a nicer coat. Then {they} made the minute last [as long as a minute can possibly last|a very long time], and then a bit longer, and kept {the_thing} turned just slightly out of reach. {Subj} stayed where {subj_he} {subj_was}, hoping, because hoping was all there was left to do, and {comp} looked from one of them to the other.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} stopped edging closer. For a moment {subj} stayed [put|where {subj_he} {subj_was}], and then {subj} turned and went to sit at the far side of {place_short}, very small and very quiet. {comp} watched {subj} go, and then looked at {name}, just looked. The strange thing was that {the_thing} had gone dull. It was exactly the same {thing_kind} as before, and none of the fun was left in it.',
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'The minutes stretched. {Subj} waited, then waited less hopefully, then stopped waiting and looked at the ground instead. {comp} {comp_habit}, as cheerful as ever, which [somehow made it worse|did not help at all]. {name} made {the_thing} do its very best trick. Nobody clapped. It turns out that a best trick with nobody watching is just something that happened.',
        picture: { action: 'playing', with: ['subj'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} walked over and held out {the_thing}. "Your go," {they} said. "Properly. As long as you like." For a second {subj} did not move, as if it might be a trick. Then {subj} took a go, and did it all wrong, in a way that turned out to be [much funnier than right|far more interesting than right]. Before long the two of them were inventing rules for a game that needed two, and {comp} was keeping score.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"There\'s a game," said {name}, "that only works with two people." This was not strictly true. {They} had invented it about a second ago. But {subj} came straight over, and {the_thing} went back and forth between them, and the game grew rules and a scoreboard and a [silly|ridiculous] name. Soon neither of them could say whose turn it was, and neither of them minded.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} argued with {themself} in silence. The fair part of {their} brain pointed out that {they} had got there first, which was true. The other part, the annoying one that always sounded slightly like a grown-up, pointed out that {they} had now had {the_thing} for [ages|a very long time], and that {subj} had waited without a single fuss, which was more than {they} would have managed. "I was here first" was true. It was just not the whole of the truth, and the rest of it was sitting over there, looking at the ground.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} tried to enjoy {the_thing} out of pure stubbornness, and discovered that stubbornness is a terrible way to enjoy anything. A memory kept barging in: an afternoon long ago, when someone older had held something just out of {their} reach and said "In a minute" [about forty times|over and over]. {They} had hated that person, briefly and completely. It was deeply annoying to find {themself} playing the same part, and playing it rather well. Over there, {subj} was doing a much better job of being patient than {they} ever had, and that was the most annoying thing of all.',
        picture: { action: 'waiting', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
} satisfies ThemeWriting;
