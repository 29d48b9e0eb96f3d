import type { ThemeWriting } from '../format';

export default {
  themeId: 'hot-things',
  // a meal cooking on a hot oven, a table laid with candles and matches: a kitchen's, not a gallery's
  place: 'kitchen',
  better: [
    'stand back on the safe spot while {carer} did the hot jobs',
    'keep both hands well away from {subj} and ask {carer} to help',
    'hand the matches straight to {carer}',
  ],
  worry: ['the itch to reach for {subj}', 'the jump of the heart after nearly touching something hot', 'the wish to do the hot jobs without any help'],
  trouble: ['the heat coming off {subj}', 'the hot jobs for grown-ups only', 'the fingers creeping towards the heat'],
  tiny: {
    problem: [
      {
        text: 'Something yummy was cooking at {place_short}. There was {subj_intro}, [big and hot|hot, hot, hot]. [Sniff, sniff!|Sizzle, sizzle!] {name} wanted to see. {They} reached out a hand, closer, closer... {Carer} called out, ["Hot! Stop!"|"Stop! Too hot!"] {They} pulled {their} hand back. [Just in time!|Phew!]',
        picture: { action: 'looking' },
      },
      {
        text: '{subj_intro} was hot, hot, hot, right there in {place_short}. {name} went closer, [step, step, step|tiptoe, tiptoe]. {Their} hand stretched out to touch... "Stop!" {comp} {comp_says}. {They} stopped, [just in time|right away]. {They} could feel the warm air on {their} [cheeks|nose]. Ooh!',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '[One, two, three|One, two, three, hop] big steps back. "This is the safe spot," said {carer}. {name} stood on the safe spot, hands on {their} tummy, and watched [{sight}|very carefully]. {Carer} wore big [oven gloves|thick gloves] for the hot things. Then everything cooled, and cooled. Blow, blow! Yum!',
        picture: { action: 'waiting' },
      },
      {
        text: '{name} stood back with {comp}, far away from {subj}. Hands behind {their} back. [No touching.|No touching at all.] {Carer} did the hot jobs, and {they} did the cool jobs: plates, cups, napkins. [Clatter, clatter!|Clink, clink!] Then everybody shared the yummy things [all over {place_short}|together]. Mmm!',
        picture: { action: 'sharing', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place}, {carer} was making a special tea. {subj_intro} was [humming|ticking] away, hot as the sun on a summer day, and a delicious smell drifted out. {name} wanted to see what was cooking, and how, and [when it would be ready|whether {they} could have some first]. {They} crept closer, and closer, and closer.',
        picture: { action: 'looking' },
      },
      {
        text: 'Everybody was busy getting tea ready at {place}. {subj_intro} was on and [very hot|as hot as could be], and {carer} was just lifting out a tray with big oven gloves. It steamed and sizzled, [and smelled wonderful|with a lovely warm smell]. {name} wanted to help. {They} wanted to help more than anything.',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: 'When nobody was looking, {name} reached out a hand to touch {subj}, just to see how hot it really was. {Their} fingers went closer, and closer. "I\'m only looking," {they} whispered to {comp}. "[Careful|Mind out]," {comp} {comp_says}. But {they} {was} not only looking. {They} {was} [reaching|stretching out].',
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: '"I\'ll carry it!" said {name}, and reached out with {their} bare hands for the tray that had just come out. It was still [steaming|sizzling]. {They} did not stop to ask. {They} did not think about the oven gloves. {comp} {comp_says} something, but {they} just [grabbed|reached].',
        picture: { action: 'holding' },
      },
    ],
    consequence: [
      {
        text: '"STOP!" {Carer} caught {their} wrist, just in time. {name}\'s fingers were so close {they} could feel the heat, like a dragon\'s breath, all over {their} hand. {They} had not even touched it, and it still felt [prickly|tingly] and warm. {Their} heart went [thump, thump, thump|bump, bump, bump].',
        picture: { action: 'holding' },
      },
      {
        text: '{Carer} swept everything out of reach and knelt down. "That\'s hot enough to hurt you badly," {carer_he} said, very seriously. {name} went quiet. {comp} went quiet too, and then sneezed, [a huge sneeze|an enormous sneeze], because of the pepper in the air, which made everybody [jump|jump, all over {place_short}]. But {they} still felt shaky inside.',
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '"Here\'s the safe spot," said {carer}, and drew a line [with a stick|on the ground], three big steps away from {subj}. {name} stood behind the line and watched. {Carer} did the hot jobs with the oven gloves. When everything had cooled down, {they} got to put the food on the plates, [near {sight}|with {comp}]. [It was the best job.|It tasted even better that way.]',
        picture: { action: 'waiting' },
      },
      {
        text: '{comp} {comp_comfort}. "Can I have a job that isn\'t hot?" asked {name}. So {they} laid out the plates and the cups, and counted the spoons, and fetched the napkins, while {carer} did everything near {subj}. At teatime, [by {sight}|all together], everyone said the table looked [perfect|splendid].',
        picture: { action: 'sharing', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'There was going to be a feast at {place} that evening, and {name} had been allowed to help. {They} had chopped the soft things with the blunt knife, and stirred, and tasted. Now {subj_intro} was doing its part, giving off a steady heat that {they} could feel from across the table. The candles for the feast stood ready, and a box of matches sat on the side. {Carer}, who was in charge of the cooking, had stepped away for a moment, over towards {sight}. {They} had been helpful all afternoon, and felt ready for [promotion|bigger jobs]. {Their} fingers, {they} noticed, were [already twitching|itching to do something].',
        picture: { action: 'looking' },
      },
      {
        text: 'It was nearly time to eat at {place}, and {name} was bored of waiting. {subj_intro} had been hot for ages. Something smelled wonderful. The table was laid, the candles were waiting, and a box of matches lay beside them. {Carer} was busy on the far side, [talking to someone|hunting for a serving spoon]. {They} looked at the candles, and at the matches, and at the steaming pan, and thought how impressed everyone would be if {they} got things moving. {comp} {comp_habit}, [blissfully unaware|watching the food], which made {them} feel rather as if nobody was [in charge|keeping an eye on things].',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: '{name} decided to take things out of the heat {themself}. It could not be that difficult. {They} grabbed a folded tea towel, which was nearly as good as an oven glove, surely, and reached towards {subj}, where the pan handle was sticking out. {They} {was} concentrating so hard on being helpful that {they} did not notice how [alarmed|very alarmed] {comp} looked, or that {comp_he} had stopped moving altogether. The steam rose in lazy curls, [as if nothing were happening|with no idea what was about to happen].',
        picture: { action: 'holding', with: ['comp'] },
      },
      {
        text: '{name} picked up the box of matches. {They} would light the candles as a surprise, {they} thought, so that everything would look magical when {carer} turned round. {They} had seen it done a hundred times. How hard could it be? {comp} {comp_habit} and stared at the box, [very still|suddenly still], as if {comp_he} knew exactly how this could go. {They} ignored the stare. {They} {was} already picturing the candlelight across {place_short}, and everybody saying "Who did that?", and {themself} saying, [modestly|very modestly], "Me." It was a lovely picture. It had left out [one or two details|a few important details].',
        picture: { action: 'holding', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: '"Stop. Put it down. Now." {Carer}\'s voice was not loud, but it was a voice {name} had never heard before, and {they} stopped at once. {Carer} came over quickly, moved everything out of reach and crouched beside {them}. "I know you were trying to help," {carer_he} said. "But that could have burned you badly, in less than a second." {Their} face went hot, and {their} hands went [cold|shaky]. Across {place_short}, people had turned to look, and {they} wished, very much, [that they would turn back|to be invisible].',
        picture: { action: 'talking' },
      },
      {
        text: 'For a long moment nobody said anything. The feast went on cooking. Somebody laughed at the far end of {place_short}, not knowing. {name} stood very still, feeling the heat still coming off {subj} and hearing {their} own heartbeat in {their} ears. Nothing had happened. But {they} could see, quite clearly now, how easily something [could have|might have], and that {carer} had seen it too. {comp} {comp_moves} a little closer and stayed there, [saying nothing|quiet and steady], which was exactly right. {They} took one slow step back from {subj}, then another, and only then did {their} breathing go back to normal.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: '"Give me a job I\'m actually allowed to do," {name} said, and got a relieved smile. So {they} carried the cool dishes, and turned the pan handles inwards so nobody could knock them, while {carer} used proper oven gloves for everything hot. When it was time, {carer} lit the candles, and the matches went back up on the high shelf. {They} stood back and watched the flames come alive, [one by one|one after another], with {sight} glowing beyond them. They looked better from a safe distance anyway, and {they} [could say so honestly|found that was true].',
        picture: { action: 'waiting' },
      },
      {
        text: '{comp} {comp_comfort}, and {name} handed {carer} what {they} had been holding, without a word. "Thank you," {carer_he} said, and meant it. Then they made a deal: {they} would be in charge of the safe jobs, the bread, the drinks, the serving out once everything had cooled, and would keep three big steps back from anything hot. When the candles were lit, by {carer}, {they} carried the [first plate|first bowl] to the table. Everybody said it was the best feast ever held at {place_short}, and [nobody mentioned the matches|the matches stayed on the high shelf].',
        picture: { action: 'sharing', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: "{name} had wanted to be trusted. That was the annoying part. {They} had spent all afternoon being careful and sensible, and then, in one impatient minute, had done the one thing that proved {they} {was} not ready. Or was that fair? Being ready for some jobs did not mean being ready for all of them. Grown-ups were not cleverer at heat, exactly. They just had thicker gloves, longer arms and about thirty years' more practice at [noticing|spotting] which handles were hot. {They} could get there. {They} just could not get there tonight, and {they} sat with that for a while, [beside {comp}|watching {sight}].",
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: 'It was odd, {name} thought, how heat did not look like anything. A pan could be cold or scorching and look exactly the same. Fire was at least honest about it, with all that flickering. But the worst burns, {they} had heard, came from the quiet things: the handle, the tray, the kettle that had just [clicked off|finished boiling]. You could not trust your eyes around hot things. You had to trust the rules, which was irritating, because rules were usually the least exciting part of anything. Beside {them}, {comp} {comp_habit}, [as if agreeing|and did not argue].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
