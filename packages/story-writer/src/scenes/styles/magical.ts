import type { StyleWriting } from '../../worlds/format';

export default {
  style: 'magical',
  tiny: {
    goodnight: [
      {
        text: '[Twinkle, twinkle!|Glimmer, glimmer!] {name} was tucked up in bed at {home}. Out of the window, one star [winked|twinkled|blinked]. Was it saying goodnight? {refrain} A little shimmer, a little glow, and {their} eyes closed. [Goodnight.|Sweet dreams.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Moonlight came in, [soft and silver|silver and soft|pale and shining], and lay across {name}\'s bed at {home}. Close by sat {the_thing}. It seemed to [sparkle|shimmer|glow], just a tiny bit. {refrain} [Sparkle, sparkle... sleep.|Shimmer, shimmer... sleep.]',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '[Shimmer, shimmer!|Glow, glow!] In the dark at {home}, {name} saw a [tiny|little golden] glow. Was it a star? Was it a dream already? {refrain} {They} smiled and closed {their} eyes, and the glow stayed with {them} all night long.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  young: {
    windDown: [
      {
        text: 'As the day came to a close, everything at {place} began to glitter, as if somebody had sprinkled it with [sugar|stardust|frost]. {name} said goodbye to {comp}, who {comp_habit}, and for just a moment the air seemed to shimmer. Then {they} walked home to {home}, with {the_thing} and a warm, [glowing|sparkly] feeling inside.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: 'The first star came out over {place}, [small and bright|bright and small|tiny and silver]. "Make a wish," said {comp}. {name} closed {their} eyes and made one, a quiet one, just for {themself}. Then {they} walked home to {home}, feeling as if the whole world were [holding its breath|listening|glowing, just a little].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Everything at {place} went [soft and silvery|silvery and soft|soft and golden] as evening came. Even {comp} looked a little bit magic. "Goodbye," {name} whispered, and {comp} {comp_comfort}. All the way home to {home}, {they} felt a tingle in {their} fingers, like [a spell waiting to be cast|sparkles waiting to happen].',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'In bed at {home}, {name} watched a silver moonbeam creep across the floor, over {the_thing}, and up onto the blanket. It felt like a goodnight [kiss|wave|hug] from the sky. {They} thought about {comp} and smiled. The moonbeam stayed. {Their} eyes closed, and the whole room [shimmered|glimmered], very quietly, all night long.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '"Goodnight, stars," whispered {name} at {home}. Far out in the dark, one star seemed to wink back, just for {them}. {They} snuggled down, and {their} dreams came floating in like [soap bubbles|dandelion seeds|tiny lanterns], each one full of {place}, and {comp}, and a little sparkle of light.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'The night-light glowed at {home}, soft as a [firefly|candle|moonbeam]. {name} lay very still and made a wish: to dream about {place}. {They} closed {their} eyes. And there it was, waiting, with {comp} at the edge of it, glowing gently in the dark. [Goodnight.|Sleep well.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
  older: {
    windDown: [
      {
        text: 'As the day faded, something happened at {place} that {name} had not expected: everything glowed. It was that late, [slanting|golden] light that makes ordinary things look as if they are keeping a wonderful secret. {comp} {comp_habit}, and even that looked enchanted. They said goodbye in [low voices|whispers]. On the way back to {home}, {they} carried {the_thing} very carefully, as if some of the [glow|shimmer] had rubbed off on it and might spill.',
        picture: { action: 'waving', with: ['comp'], object: 'the_thing' },
      },
      {
        text: '"Look," said {comp}, and {name} looked. The first star had come out, small and sharp above {place}. They watched it together in silence. It felt, somehow, like the last page of a [good|very good|favourite] book. {They} said goodbye, made a wish on the star without telling anyone what it was, and set off for {home}. All the way there, {they} had the [strange, bright|quiet, shining] feeling that the whole world had just turned a page.',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Night came to {place} slowly, one [shade|shadow] at a time. {name} and {comp} watched the last of the light slip away, and when it had gone, the dark was not empty at all. It was full of small glimmers, far and near, like [a sky that had spilled|stars that had fallen and decided to stay]. "It\'s always like this," said {comp}, "if you stay long enough." {They} stayed a little longer. Then {they} walked home to {home}, and the glimmers seemed to follow {them} all the way.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    goodnight: [
      {
        text: 'At {home}, {name} lay in bed and watched the moonlight do its slow work: silvering the edge of the [curtain|window|blanket], finding {the_thing} and making it gleam as if it knew something. {They} thought of {sight}, and of {comp}, and of how a single day could feel like [a whole story|a whole book|a whole year]. The moonlight reached the pillow. {Their} eyes closed, and the last thing {they} saw was the room, shimmering softly, as if the whole world were holding its breath so as not to wake {them}.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'There is a moment, just before sleep, when everything feels possible. {name} reached it at {home}, warm under the covers, with the day still glowing in {their} mind like [the last embers of a fire|a lantern left on low]. In that moment, {comp} seemed very close, {place} seemed only a dream away, and the dark beyond the window seemed full of quiet, shining things. {They} held the moment as long as {they} [could|possibly could]. Then it held {them}, and {they} slept.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{name} could have sworn that something in the room was [glowing|shimmering|softly shining]. {They} checked. The window? Only stars. The shelf? Only {the_thing}, although it did look rather pleased with itself. {They} decided it was probably the day itself, still shining a little, the way your eyes keep a bright light for a [moment|second] after you close them. {They} closed {their} eyes to see. There it all was: {place}, {comp}, everything, shimmering gently, until it turned into a dream.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
    ],
  },
} satisfies StyleWriting;
