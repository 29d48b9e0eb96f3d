import type { ThemeWriting } from '../format';

export default {
  themeId: 'siblings',
  // written for another child beside the hero
  subjects: ['child'],
  better: ['play nicely with {subj}', 'make room for {subj} in the game', 'find a game for {subj} and {them} to play together'],
  worry: ['the go-away, leave-me-alone grumble', 'the grumpy, mine-not-yours squabble over {subj}', 'the cross, squabbly shoving'],
  trouble: ['the squabble with {subj}', 'the my-turn-your-turn muddle', 'the cross words and the tears'],
  tiny: {
    problem: [
      {
        text: '{name} was playing with {the_thing}. Who came too? It was {subj_intro}! "Me too! Me too!" "No!" said {name}. "Mine!" Pull, pull! Tug, tug! "MINE!" "NO, MINE!" [Bump!|Flump!] Down they both sat, with cross, cross faces. Now nobody was playing. [Oh dear.|Boo.]',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Here came {subj_intro}, [all across {place_short}|right past {sight}]. "Can I play?" {Subj} copied everything. Hop! {Subj} hopped. Jump! {Subj} jumped. "Stop copying!" shouted {name}. "Go AWAY!" {Subj}\'s lip went wobble, wobble. Then came the tears, [drip, drip|sniff, sniff]. Oh dear.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} looked at {subj}. "Sorry," {they} said. "Let\'s play together." {Subj} looked up. [Sniff... smile!|Sniff... giggle!] Round and round they went, the two of them, hop, skip, jump, all together! {comp} {comp_habit}. Much, much better.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"You can help!" said {name}. {They} gave {subj} a job: looking after {the_thing}. {Subj} was so proud! Together they played, and laughed, and [bumped noses|got the giggles], and the cross feeling went far, far away.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had {the_thing} and a plan, a big one. Then along came {subj_intro}. "I want to play too!" said {subj}. "Let me! Let me have it!" {Subj} reached for {the_thing}. {name} held on. {Subj} held on too. "It\'s MY turn!" they both said at once, [louder and louder|crosser and crosser].',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Everywhere {name} went in {place} that day, somebody else went too: {subj_intro}. Hop, and {subj} hopped. Sit down, and {subj} sat down. "What are you doing?" asked {subj}, for the fifth time. "Can I do it too?" {They} gave a [big|huge], grumpy sigh.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"GO AWAY!" shouted {name}. "You always spoil everything! I want to play on my OWN!" It was the loudest shout of the whole day. Even {comp} jumped. {Subj} stood very still, and {subj_his} mouth went [wobbly|round and small].',
        picture: { action: 'looking', with: ['subj'] },
      },
      {
        text: '"Let GO!" said {name}, and pulled. "No, YOU let go!" said {subj}, and pulled back. Pull, tug, pull! It was a tug-of-war, and nobody was winning, and {comp} was looking from one to the other [as if watching a tennis match|with very worried eyes].',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} burst into tears. Big, loud, splashy tears. {Subj} stomped off and sat on the other side of {place_short}, all by {subj_him}self, crying. Now {name} could play on {their} own, just as {they} had wanted. But it was very quiet. And very [boring|lonely]. And the crying went on and on.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: "Nobody was having fun any more. {Subj} was cross and crying. {name} was cross and not quite crying. Between them, on the ground, lay {the_thing}, and nobody was playing with it at all. {comp} sighed. It had been such a [lovely|happy] day, right up until it wasn't.",
        picture: { action: 'crying', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went over to {subj}, who was sitting by {sight}. "Sorry I shouted," {they} said. "Do you want to be my helper? You can be in charge of [counting|cheering]." {Subj} sniffed, and then smiled, and then said, "Yes!" It turned out {subj} was a very good counter, and a very loud cheerer, and the game went [whizzing|zooming] along with the two of them.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} took a big breath. "Let\'s do it together," {they} said. "You hold that side, and I\'ll hold this side." {Subj} stopped crying. Together they [carried|lifted] {the_thing} all the way to the best spot, and played a game for two, and laughed so much that {comp} joined in too.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had finally got {the_thing} to {themself}, with a proper plan and nobody to interfere, for about [a minute|a minute and a half]. Then along came {subj_intro}, who had an unerring talent for turning up at exactly the wrong moment. "What are you doing? Can I have a go? I want a go. It\'s not fair, you always get it." {Subj} said all of this in one breath, already reaching for {the_thing}.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Some days at {place_short}, it was fine to have a shadow. Today was not one of those days, and the shadow was {subj_intro}. {Subj} had copied everything since breakfast: every game, every joke, every [way of sitting down|word], with the dedication of a [very determined|tireless] shadow. "I\'m doing what you\'re doing," {subj} explained, as if that settled everything. {name} felt {their} patience fraying like an old rope.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '{name} snapped. "Can you just leave me ALONE for once?" {they} said, and then, because once {they} had started it was hard to stop, "You ruin everything. Go and find your own thing to do." It came out much sharper than {they} had meant, the way a door slams harder than you push it. {comp} winced. {Subj} went [completely|very] still.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: 'It turned into a tug-of-war, which is what happens when two people who share a house both grab the same end of something. "Let go." "You let go." "I had it first." "You ALWAYS have it first." {name} pulled harder, and so did {subj}, as if the winner of the argument would be whoever had the [strongest|stubbornest] arms. {comp} backed away slowly, like someone leaving a room where a balloon is being blown up far too big.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} burst into tears and went off to the far side of {place_short}, and {name} was left with exactly what {they} had asked for: peace and quiet and {the_thing} all to {themself}. It was remarkable how little {they} wanted any of it. The peace sounded a lot like someone crying over there. The quiet was the kind that fills up with [guilty|uncomfortable] thoughts.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: 'The argument ended the way these arguments usually do: badly, for everyone. {Subj} ended up in tears. {name} ended up cross and sore and not very proud of {themself}. Even {the_thing} ended up on the ground, unplayed-with, looking sorry for itself. {comp} looked [miserable|fed up], and {comp} had not even been in the argument.',
        picture: { action: 'crying', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went over and sat down next to {subj}, [by {sight}|on the edge of things]. "Sorry," {they} said. "That was mean. Do you want to help? Actually help, not just watch. I need someone to [be in charge of the scoring|be my second-in-command]." {Subj} wiped {subj_his} nose, considered this, and agreed, with the air of someone accepting an important job. {Subj} turned out to be very good at it, and quite bossy, which was only fair.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '"Right," said {name}. "New plan. We do it together, and we take turns being in charge." {Subj} looked suspicious, as if this might be a trick, and then delighted. They played the rest of the afternoon as a team of two, and won several games against {comp}, who [took it very well|demanded a rematch]. By teatime, {subj} had started having ideas of {subj_his} own, some of them rather good.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} had to admit something annoying. Whatever {they} did, {subj} wanted to do too, and whatever {they} had, {subj} wanted to have, for one simple reason: as far as {subj} was concerned, nobody in the world was more brilliant than {name}. That was, if you thought about it, quite a compliment. Possibly the biggest one {they} got. It was very hard to stay properly cross with someone whose main crime was wanting to be exactly like you. {They} tried anyway, for a bit, out of principle. It did not [last|hold]. Over by {sight}, {subj} was still watching {them} with that hopeful face, waiting to see what {their} big idea would be, so that {subj} could have it too.',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} remembered, without wanting to, what it was like to be the one left out: standing outside a closed door, hearing the fun on the other side, being told "Go away, you\'re too [little|annoying]." {They} had sworn never to do that to anyone. And here {they} {was}, doing it to {subj}, who would remember it, and who looked at {them} the way {they} had once looked at that closed door. It was not a comfortable thing to see from the other side.',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
