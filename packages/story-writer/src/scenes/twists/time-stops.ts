import type { TwistWriting } from '../format';

export default {
  kindId: 'time-stops',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Tick, tock, tick... STOP! Everything froze! A feather, stuck in the air. A bubble, stuck in the sky. {Sight}, stuck still. [Shh!|Hush!] Only {name} could move. {They} tiptoed round, looking at everything. So still! So quiet! Time to think. Then, tick, tock, off it went again, and {they} {was} ready.',
        picture: { action: 'looking' },
      },
      {
        text: 'Ding! went a little golden clock, and everything stopped. Nobody moved. Nobody blinked. [Not a sound!|Hush!] Not even {sound}! Just {name}, looking around. Peep, peep. It was like a picture. Lots of time to think! Ding! On went the time again. And off {they} went, tick, tock, tick, tock!',
        picture: { action: 'looking', object: 'clock' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: '{name} found an old golden watch lying near {sight}. It had only one hand, and it ticked very slowly: tick... tock. On the back it said, in tiny letters, FOR EMERGENCIES. {comp} {comp_habit}. "What kind of emergencies?" {comp} {comp_says}. Nobody knew.',
        picture: { action: 'finding', with: ['comp'], object: 'watch' },
      },
      {
        text: 'All day, time had been acting strangely at {place_short}. A feather took a very long time to fall. A bubble hung in the air a moment too long. {comp} {comp_habit}. "Is it me," {comp} {comp_says}, "or is everything going very, very slowly?"',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: 'Then, with a soft click, everything stopped. Everything! A feather hung in the air, halfway to the ground. A laugh stopped in the middle. Everyone stood as still as statues, except {name} and {comp}. "Time has stopped!" {comp} {comp_says} in a whisper. Together they tiptoed around, looking at everything. It was very, very quiet.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Tick... tick... tock. And then there was no more tock. The whole of {place_short} froze, like a picture in a book. Nothing moved. Nobody moved. Only {name} and {comp} could still go about in the great, still silence. Whatever had been about to happen was stuck, waiting, right where it was.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'In the frozen quiet, {name} went slowly past everyone, looking at their faces. Some looked cross. Some looked sad. Some looked hopeful. It was easier to see when nobody was moving. "What do you see?" {comp} {comp_says}. {They} looked at the faces for a long time and thought about {trouble}. Then {they} went back to where {they} had been standing and waited for the world to start. Tick, went the world. Tock.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'With all the time in the world, {name} sat down and thought. {Worry} sat there too, but in the stillness it did not seem so big. {comp} {comp_comfort}. "Nobody is in a hurry," {comp} {comp_says}. So {they} sat, with the big, knotty feeling still there, and thought about what {they} could do with it. Then {they} stood up. "Ready," {they} said. Tick, tock, the world began to move.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Lying near {sight}, half hidden, was a pocket watch: heavy, golden and very old. It had no numbers on its face, only a single curling hand, and when {name} picked it up, the ticking seemed to come not from the watch but from everywhere at once. Engraved on the back were three words: ONLY WHEN NEEDED. {comp} {comp_habit}. "I\'d keep that somewhere safe," {comp} {comp_says}. "Things with instructions on the back usually mean business."',
        picture: { action: 'finding', with: ['comp'], object: 'watch' },
      },
      {
        text: 'Time was behaving oddly at {place_short}. Not badly, just oddly. A feather fell more slowly than feathers fall. A ball, tossed in the air somewhere, seemed to hang at the top a fraction too long. {name} noticed it the way you notice a clock that has stopped: a small wrongness at the edge of things. {comp} had noticed too. "Either I\'m very tired," {comp} {comp_says}, "or the day is taking its time."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    happens: [
      {
        text: "And then, with a sound like a held breath, time stopped. Everything stopped: a word halfway out of someone's mouth, a feather halfway to the ground, a splash frozen into a crown of glass beads. The world became a photograph, and {name} and {comp} were the only things moving in it. {comp} {comp_says} something very quietly, as if afraid of waking it all up. {Trouble} was frozen too, like everything else, exactly where it had been left.",
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'The ticking stopped. {name} noticed that first, the absence of it, before noticing anything else: that nobody was moving, that a laugh had stopped halfway, that dust hung in the light like tiny stars that had forgotten how to fall. Only {they} and {comp} could still move. "Did we do that?" {comp} {comp_says}. "I don\'t think so," {they} whispered. "But I think it\'s waiting for us."',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'With time stopped, there was no rush at all. {name} went slowly through the still scene and looked, properly, at everyone: their faces caught mid-feeling, nothing hidden. It is amazing what you can see in a face when it isn\'t moving. {They} stopped in front of {trouble} and looked at that for a long time, too. {comp} waited. "Anything you\'d change?" {comp} {comp_says}. "One thing," {they} said. "And it\'s my bit." {They} took a breath. Somewhere, very faintly, a clock began to tick.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'There is a strange luxury in stopped time. Nobody needs anything from you. Nothing is about to happen. In that stillness, {name} found {they} could look straight at {worry} without flinching, and it turned out to be more manageable than it had looked at full speed. "Time\'s about to start again," {comp} {comp_says}. "Are you ready for it?" {They} thought about that honestly. Not completely. Enough. The first tick sounded, small and clear, like a door unlatching.',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies TwistWriting;
