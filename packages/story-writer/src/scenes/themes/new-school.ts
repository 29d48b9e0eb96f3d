import type { ThemeWriting } from '../format';

export default {
  themeId: 'new-school',
  better: ['say hello to just one person in the new class', 'ask the teacher where everything was', 'hang the coat on the new peg and go in'],
  worry: ['the first-day butterflies', 'the worry that nobody at the new school would want to play', 'the small, lost not-knowing-anyone'],
  trouble: ['the big first day', 'the classroom full of new faces', 'the goodbye at the classroom door'],
  tiny: {
    problem: [
      {
        text: 'First day at the little school at {place_short}! Here was a peg with a [duck|star|boat] on it. Here were lots of children, all [busy, busy, busy|running, running, running]. {name} did not know {subj_intro} yet. {They} held on tight to {carer}\'s [leg|hand]. "No school," {they} said. "Home."',
        picture: { action: 'hiding' },
      },
      {
        text: 'Bye-bye time at the door of the new school at {place_short}. But {name} did not [wave|wave back]. {They} did not know {subj_intro} yet. {They} stood by the door with {their} coat still on, [and {their} lip went wobble, wobble|and {their} chin went wibble, wobble]. [Sniff.|Sniff, sniff.]',
        picture: { action: 'waiting', object: 'coat' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'The teacher knelt down. "Would you like to see the water tray?" [Splash, splash!|Splish, splosh!] [Pour, pour!|Drip, drop!] Soon, {name} was playing. Out of the window, {they} could see {sight}. And at home time, look! There was {carer} at the door, just as [promised|planned]. "Hello again!"',
        picture: { action: 'playing' },
      },
      {
        text: '{comp} {comp_comfort}. A girl with a [red bow|yellow hat] held out a crayon. "Want to draw?" [Scribble, scribble!|Swirl, swirl!] {name} drew {sight}. Then came snack time, and songs, and then the door opened, and in came {carer}, [back again|just like always].',
        picture: { action: 'playing', with: ['comp'], object: 'crayon' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: "It was {name}'s first day at the new school at {place}. There was a coat peg with {their} name above it, a classroom full of [paintings|bright paintings], a window onto {sight}, and lots of children who all seemed to know each other already. {They} did not know {subj_intro} [yet|at all], and {subj} did not know {them}.",
        picture: { action: 'looking' },
      },
      {
        text: 'The new school at {place} had a big [red|blue] door and a noisy playground. Inside, it smelled of paint and crayons, and a bell rang with a big clang. {name} did not know {subj_intro} at all. What if nobody wanted to play? [What if {they} could not find the toilet?|What if {they} got lost?]',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: 'When it was time to say goodbye, {name} held on to {carer}\'s coat and would not let go. {They} buried {their} face in it and squeezed {their} eyes shut. "Don\'t go," {they} said [into the coat|in a muffled voice]. "I\'m not staying. I\'m coming home [with you|to {home}]."',
        picture: { action: 'hiding', object: 'coat' },
      },
      {
        text: '{name} went and sat in the [corner by the window|quietest corner], all by {themself}, and looked out at {place_short}. When the teacher called out names, {they} did not answer. When everyone sat in a circle for a song, {they} stayed [in the corner|right where {they} {was}], and looked at {their} [shoes|feet].',
        picture: { action: 'hiding' },
      },
    ],
    consequence: [
      {
        text: 'By the time {carer} had [gone|waved goodbye], everyone else was already busy at the tables, painting and building. {name} stood on {their} own, and the butterflies in {their} tummy [fluttered harder|did somersaults]. Nobody knew that {they} wanted to join in.',
        picture: { action: 'crying' },
      },
      {
        text: 'From where {they} stood, {they} watched the others paint and laugh. The teacher asked who wanted to feed the fish. {name} did want to, very much. But {their} hand stayed down, and someone else got to do it. Outside, {sight} [went on without {them}|carried on]. {They} felt [very small|small and far away].',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'The teacher came and showed {them} where everything was: the toilet, the drinking tap, the box of dressing-up hats. "When is home time?" asked {name}. "Right after story time," said the teacher. Then [a boy|a girl] at the sand table looked up. "Want to build with me?" And {they} did, [all morning|until lunch].',
        picture: { action: 'playing' },
      },
      {
        text: '{comp} {comp_comfort}. {name} walked over to a girl who was drawing {sight}. "I like that," {they} said, in a [very small|tiny] voice. The girl grinned. "Do you want a turn?" They drew all morning, and at home time {carer} was at the door, [just as promised|exactly as promised].',
        picture: { action: 'playing', with: ['comp'], object: 'crayon' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The new school sat at the far side of {place}, and on the first morning it looked about three times bigger than it had on the visit. {name} did not know {subj_intro} yet, or which corridor led where, or whether you were allowed to go to the toilet without asking. Everyone else moved through the doors [in easy little groups|in chattering clumps], calling each other by name. {They} had the feeling of being the only person in a play who had not been given the script. Even the view of {sight} from the gate looked different, [as if it belonged to somebody else now|like a picture of somewhere {they} had never been].',
        picture: { action: 'looking' },
      },
      {
        text: 'Joining a class halfway through the year, {name} discovered, was like arriving at a party after the cake had been cut. The friendships had been decided. The jokes had been made. When the teacher said, "Everyone, this is our new classmate," twenty-eight faces turned round at once, and {they} felt {their} ears go hot. {They} did not know {subj_intro} at all, and {subj}, it seemed, had [no idea|not the faintest idea] what to make of {them} either. Then the others went back to their work as if it were an ordinary day, which, for [them|all of them], it was.',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: 'So {name} kept {their} head down. {They} said nothing all morning unless {they} [had to|really had to]. When a boy asked where {they} had come from, {they} muttered, "Somewhere better," without looking up, and at lunch {they} took a book and sat at the very end of a bench and pretended to read it, turning the pages at what {they} hoped was a convincing speed. It seemed safer to be nobody in particular than to risk being somebody people did not like. {They} gazed out at {place_short} and counted the minutes to home time, which turned out to be a great many minutes, [more than any clock should hold|far too many for one afternoon].',
        picture: { action: 'reading', object: 'book' },
      },
      {
        text: '"My old school was way better," {name} heard {themself} say at break, when a boy asked where {they} had come from. "We had a much bigger playground. And the lunches were [actually edible|better]." {They} had meant it to sound relaxed, as if {they} did not care. It came out sounding exactly like what it was: somebody very nervous, showing off, and several people raised their eyebrows. Across {place_short}, somebody laughed at something else entirely, but to {them} it [sounded like it was aimed|felt as if it was about {them}]. After that, {they} kept {their} head down and [spoke to nobody|said nothing] for the rest of the day.',
        picture: { action: 'talking' },
      },
    ],
    consequence: [
      {
        text: 'The trouble with looking as if you do not want to talk to anybody is that it works. Nobody talked to {them}. The afternoon went past one slow minute at a time, and by home time {name} had learned where the toilets were and the name of the class hamster and nothing else at all. {They} walked out past the others, [who were making plans for the weekend|who were arguing cheerfully about football], and felt invisible in a way that was not at all restful. On the long walk past {sight}, {they} kept [{their} hands deep in {their} pockets|{their} eyes on the pavement].',
        picture: { action: 'waiting' },
      },
      {
        text: 'The boy said, not even very unkindly, "Why don\'t you go back there, then?" Then the group drifted away. {name} stood by the fence with {their} face burning, looking out at {place_short} as if the answer might be out there. One sentence, and {they} had gone from the new one to the one who thought [they were better than everyone|this place was rubbish]. The worst part was that it was not even true. The playground here was fine. The lunches were, if anything, an improvement. {They} had been rude about a perfectly good school, [custard and all|right down to the custard], for nothing.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'The next morning {they} picked one person, a girl who sat two places along and always seemed to be drawing {sight} in the margins of her book, and asked her a question. "Where do you get the good pencils from?" It was not a brilliant question. It did not need to be. The girl showed {them} the cupboard, then the quickest way to the hall, then which dinner lady gave [the biggest portions|extra custard]. By lunchtime they were arguing cheerfully about whose drawing was better, which felt, to {name}, [a lot like having a friend|very much like having a friend].',
        picture: { action: 'talking' },
      },
      {
        text: 'At break {name} found the boy who had asked where {they} came from. "Sorry about yesterday," {they} said. "My old school wasn\'t better. I was just nervous." The boy looked surprised, then shrugged, and [kicked at a stone|scuffed his shoe on the ground]. "I was new last year," he said. "I told everyone my uncle was a racing driver. He\'s a [plumber|postman]." By home time {they} knew the names of four people, the best place to sit at lunch, and one long, terrible joke about a [penguin|lighthouse], which {they} could not wait to tell at {home}. [{comp} would hate it.|It was the kind of joke {comp} would groan at.]',
        picture: { action: 'talking' },
      },
    ],
    inner: [
      {
        text: 'That evening {name} replayed the day like a film with all the worst bits in slow motion. {They} knew what the problem was, more or less. At the old school {they} had been someone: a person with a seat, a best friend, a reputation for being good at [drawing|spelling]. Here {they} started from nothing, and nothing felt terribly exposed. But it occurred to {them}, somewhere between the toothpaste and the pillow at {home}, that every person in that class had once walked in not knowing anybody. They had all been new. They had simply been new a long time ago, and [had forgotten how it felt|had got over it].',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "{name} lay awake arguing with {themself}. One side said: make friends, obviously, that is the entire point. The other side said: but what about the friends you already have? Making new ones felt [faintly|slightly] disloyal, as if there were only a fixed amount of friendship to go round and {they} might run out. {They} pictured {their} old best friend finding out {they} had laughed at someone else's joke. Then {they} pictured {their} old best friend laughing at that idea. Somewhere in the middle of those two pictures, with {comp} {comp_comfort}, {they} [fell asleep|finally drifted off].",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
