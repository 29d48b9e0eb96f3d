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
        text: "Moonlight came in, [soft and silver|silver and soft|pale and shining], and lay across {name}'s bed at {home}. Close by sat {the_thing}. It seemed to [sparkle|shimmer|glow], just a tiny bit. {refrain} [Sparkle, sparkle... sleep.|Shimmer, shimmer... sleep.]",
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '[Shimmer, shimmer!|Glow, glow!] In the dark at {home}, {name} saw a [tiny|little golden] glow. Was it a star? Was it a dream already? {refrain} {They} smiled and closed {their} eyes, and the glow stayed with {them} all night long.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Whisper a wish! {name} whispered one into the pillow at {home}. [Shh, shh.|Hush, hush.] The pillow held it, soft and safe. {refrain} Then the dreams came drifting in, light as feathers, [one, two, three|one by one]. Eyes closed. Wish tucked in. [Goodnight.|Sweet dreams.]',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "Sprinkle, sprinkle! A grown-up sprinkled pretend sleepy dust over {name}'s blanket at {home}. One sprinkle on the nose. Two on the toes. [Tickle!|Hee!] {refrain} Was {comp} getting sleepy dust too? Yes, far away, a big [sprinkle|handful]. Yawn! The magic worked. Goodnight.",
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
        text: 'The first star came out over {place}, [small and bright|bright and small|tiny and silver]. "Make a wish," said {comp}. {name} closed {their} eyes and made one, a quiet one, just for {themself}. Then {they} walked home to {home}, feeling as if everything around {them} were [listening|humming softly|glowing, just a little].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'Everything at {place} went [soft and silvery|silvery and soft|soft and golden] as evening came. Even {comp} looked a little bit magic. "Goodbye," {name} whispered, and {comp} {comp_comfort}. All the way home to {home}, {they} felt a tingle in {their} fingers, like [a spell waiting to be cast|sparkles waiting to happen].',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: 'As {name} said goodbye, {comp} {comp_habit}, and a little trail of [sparkles|golden specks] seemed to follow {them} all the way home to {home}. Were they fireflies? Were they magic? At the front door, the sparkles stopped, as if they knew that was as far as they were allowed. "Goodnight," {they} told them, and they winked out, one by one.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: 'After a last goodbye to {comp}, {name} walked home to {home} making up a magic word for opening doors. "[Abracadoor|Open-a-lot|Flibbertigibbet]!" {they} said at the door, and it swung open! It might have been the word. It might have been the grown-up standing behind it, smiling. {They} decided it was a bit of both.',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: '"Here is a goodbye to keep," said {comp}. "Close your hand and carry it home, and don\'t peek." So {name} closed {their} hand tight and carried it all the way to {home}, very carefully. At the door, {they} opened it, just a crack. Nothing to see. But {their} palm felt [warm and tingly|tingly and warm], and that was plenty.',
        picture: { action: 'arriving', at: 'home' },
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
      {
        text: 'Tucked in at {home}, {name} pulled the blanket up and turned it into a cloak of dreams. Whoever wears a cloak of dreams, {they} decided, can go anywhere at all. {They} chose somewhere with {comp} in it, and a sky full of [paper lanterns|floating lanterns]. Then {they} closed {their} eyes. The cloak did the rest.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: "In {name}'s dreams there was a little door, painted [blue|gold], and tonight it stood open a crack. Light spilled through it, and {they} could hear {sound} on the other side, and maybe, just maybe, {comp}, waiting to say hello. At {home}, {they} closed {their} eyes, snuggled down, and tiptoed through.",
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'When the lamp went off at {home}, the glow-in-the-dark stars on the ceiling came out one by one. One was brighter than the others, {name} was sure of it, and it was shaped a little like {comp}. "Goodnight," {they} told it. It seemed to glow a tiny bit brighter. Then {their} eyes closed, and the ceiling [kept watch|kept shining] all night.',
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
      {
        text: 'When {name} said goodbye, {place} seemed to say it back: a soft echo, [from nowhere|from everywhere at once], as if the place itself had enjoyed the day. {comp} did not seem at all surprised. "It does that," {comp_he} {comp_says}, "for people it likes." {They} walked home to {home} wondering what else {place_short} might say, if you listened hard enough. {They} listened all the way there, and heard {their} own footsteps, the evening air, and once, possibly, {their} own name.',
        picture: { action: 'waving', with: ['comp'] },
      },
      {
        text: 'The walk home was the strangest part of the day. {name} said goodbye to {comp}, turned round, took what felt like ten steps, and was at the door of {home}, with the lamps lit and supper smelling of something good. {They} looked back. The way looked perfectly ordinary and perfectly long. Perhaps {comp} had done something. Perhaps tired legs make a magic of their own. {They} decided not to ask, [in case asking broke it|because some things work better unexplained].',
        picture: { action: 'arriving', at: 'home' },
      },
      {
        text: "Before they parted, {comp} {comp_habit} over {the_thing}, in a way that looked, for all the world, like a blessing. Nothing happened, exactly. But all the way home to {home}, {the_thing} stayed warm in {name}'s hands, warmer than a thing has any right to be on a cool evening, as if it were keeping a small piece of the day alight. {They} did not mention it to anyone. It felt like the kind of magic that [works best|lasts longest] if you simply let it.",
        picture: { action: 'holding', object: 'the_thing' },
      },
    ],
    goodnight: [
      {
        text: "At {home}, {name} lay in bed and watched the moonlight do its slow work: silvering the edge of the [curtain|window|blanket], finding {the_thing} and making it gleam as if it knew something. {They} thought of {sight}, and of {comp}, and of how a single day could feel like [a whole story|a whole book|a whole year]. The moonlight reached the pillow. {Their} eyes closed, and the last thing {they} saw was the room, shimmering softly, [as if the whole world were holding its breath so as not to wake {them}|like frost on a window just before morning|as if a little of the day's magic had stayed behind to keep watch].",
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: 'There is a moment, just before sleep, when everything feels possible. {name} reached it at {home}, warm under the covers, with the day still glowing in {their} mind like [the last embers of a fire|a lantern left on low]. In that moment, {comp} seemed very close, {place} seemed only a dream away, and the dark beyond the window seemed full of quiet, shining things. {They} kept hold of the moment [while it lasted|until it was ready to go]. Then it held {them}, and {they} slept.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: '{name} could have sworn that something in the room was [glowing|shimmering|softly shining]. {They} checked. The window? Only stars. The shelf? Only {the_thing}, which was certainly not glowing, or at least stopped the moment {they} looked. {They} decided it was probably the day itself, still shining a little, the way your eyes keep a bright light for a [moment|second] after you close them. {They} closed {their} eyes to see. There it all was: {place}, {comp}, everything, shimmering gently, until it turned into a dream.',
        picture: { action: 'sleeping', at: 'bedroom', object: 'the_thing' },
      },
      {
        text: '{name} lay listening to {home} fall asleep. It happened room by room, like a spell spreading: first the kitchen, with a last clink, then the hall, then the landing, where the light clicked off. At last the spell reached {their} own door and came in without knocking. {They} wondered whether the same spell was spreading over {place} right now, corner by corner, until it found {comp} and [settled|folded] over {comp_him} like a blanket. It reached the pillow. It was very gentle about it.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'Sleep came for {name} that night in a boat: a small, silver one, half a dream already, rowed by nobody at all. It drew up beside the bed at {home} without a sound, and {they} stepped in, and it slid away across dark, calm water towards a faint glow on the far shore. Was that {place}? Was that {comp}, waiting on the bank? {They} would find out soon. The boat knew the way, and it was [in no hurry at all|not in the least hurry].',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
      {
        text: 'At {home} there was a rule, older than anyone could remember: goodnight had to be said three times, or it did not count. Once to the room. Once to the window. And once to whoever you were thinking of. {name} said the first two softly and the third into the pillow, for {comp}, far away. Something in the dark seemed to settle, [like a spell clicking shut|like a lid closing on a music box]. The goodnights had counted. {They} slept.',
        picture: { action: 'sleeping', at: 'bedroom' },
      },
    ],
  },
} satisfies StyleWriting;
