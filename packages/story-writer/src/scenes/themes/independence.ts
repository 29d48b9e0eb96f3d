import type { ThemeWriting } from '../format';

export default {
  themeId: 'independence',
  better: ['do up {subj} without any help', 'have a go alone, one step at a time', 'try {subj} one more time, slowly'],
  worry: ['the grumble that {subj_he} {subj_was} too tricky', "the I-can't that came out before trying"],
  trouble: ['the hard part of {subj}', 'the job nobody else had time for', 'the wait for a helping hand'],
  tiny: {
    problem: [
      {
        text: 'Off came {subj_intro}, for a rest. Now it was time to go on. {name} said, "Help! You do it!" {They} flopped down. [Flop!|Plonk!] {They} waited. [And waited.|And waited some more.] Over there was {sight}. [But {they} just sat.|But {they} did not move.]',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{carer} held out {subj_intro}. "Can you do {subj_him}?" {name} said, "No! Too tricky!" {They} held up {subj} and frowned. Tug? No. Pull? No. [Grr!|Humph!] Down went {subj}, right there in {place_short}. [Bump!|Flump!]',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} picked up {subj}. Tug! Wiggle! Tug, tug! [Oops|Whoops], the wrong way round. [Giggle!|Tee-hee!] Again. Tug, wiggle, pull. [There!|Done!] All by {themself}. Off {they} went to see {sight}, stamp, stamp, stamp!',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{They} picked up {subj}. Slowly, slowly. A tug here. A pull there. [Wiggle, wiggle.|Push, push.] [Click!|Snap!] Done! "I did it!" {they} shouted, [all across {place_short}|so loud that {comp} jumped]. {They} did a little dance. Then {they} did it all again, just to be sure.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'At {place}, {name} took off {subj_intro} to [shake out the bits|give {their} toes a wiggle], and now it was time to put everything back on. "You do it," {they} told {comp}. {comp} looked at {subj}, and {comp_habit}. It was [quite clear|very clear indeed] that {comp} had never done up {subj} in {comp_his} life.',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Everybody at {place} had to be ready for the next bit, with {subj_intro} on and done up. The other children were nearly ready already. {name} held {subj} out to the nearest grown-up and asked, "Can you do it?" "In a minute, [love|sweetheart]," said the grown-up, who was [helping somebody else|busy with somebody else].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    choice: [
      {
        text: '"Then I\'ll wait," {name} said, and sat down with {their} arms folded. {They} waited for a grown-up. {They} waited for somebody, anybody, to come and do it. [Nobody came.|Everyone was busy.] {comp} waited too, politely, and then {comp_habit}, [to pass the time|because waiting is dull].',
        picture: { action: 'waiting' },
      },
      {
        text: '{They} held {subj} out to everybody who went past. "Can you do it? Can you?" The big girl was busy. The helper was busy. {comp} was [no use at all|kind, but no use at all] with {subj}. "I can\'t," {name} said, and did not try. Across {place_short}, everyone else was [nearly ready|lining up].',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: "Across {place_short}, something wonderful was starting: {sight}. {They} could see it from here, just about, [between everybody's legs|if {they} stretched]. The others were all close up. {comp} kept looking from {name} to the wonderful thing and back again, like someone watching a very slow [game of catch|ball go back and forth].",
        picture: { action: 'looking', with: ['comp'] },
      },
      {
        text: 'One by one, the others went off to see {sight}. Their voices got smaller and smaller, [until there was only {sound}|and then they were gone]. {name} sat all alone with {subj} in {their} lap, and {comp} kept looking down the path where everybody had gone, [and then back at {them}|and sighing a small sigh].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    better: [
      {
        text: '{They} picked up {subj}. {They} tried. Wrong way round! {comp} made a noise that might have been a giggle. {They} tried again, slowly, [tongue poking out|frowning hard], one bit and then the next. Tug. Pull. Done. {They} stood up. {They} stamped twice to check. Then {they} and {comp} ran to see {sight}, just in time for the [best part|very best bit].',
        picture: { action: 'holding', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} sat down properly and picked up {subj}. Slowly. One bit. Then the next bit. "[First this, then that,|This one, then that one,]" {they} whispered. It took ages. It took longer than ages. But when {they} stood up, everything stayed exactly where it was supposed to be, and {they} ran all the way [to the front|across {place_short}], with {comp} close behind.',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'Halfway along the trail at {place}, {name} looked down and saw that {subj_intro} had come undone again, for the third time. At home this was never a problem, because at home there was Dad, who did double knots so tight they had to be [picked apart with a fork|undone with patience and a fingernail]. But Dad was at the back, helping someone with a map, and the group was moving on, past {sight} and round the bend. {They} had watched Dad do it a thousand times. Watching, it turned out, was not the same as knowing. Knowing, it turned out, was [the useful part|the bit that mattered].',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: "At the start of the walk at {place}, everybody sat down to put on {subj_intro}. Around {name}, people [tugged and looped and pulled|looped and pulled and tugged] and were done. {They} looked round for Dad, who had always done {subj} for {them}, quickly, while {they} thought about something else. Dad was at the far end, [sorting out the map|helping with somebody's bag]. The group was standing up. Somebody at the front was already [calling everyone on|waving everyone on]. {They} looked down at {subj}, hoping something would happen, the way you hope a sum will [solve itself|do itself] if you stare at it long enough. Nothing did.",
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} could have stopped. {They} could have knelt down right there and had a go, with everybody watching and waiting and being patient in that loud way people have. Instead, {they} tucked the loose ends in, mostly, and hurried after the others. It would hold. Probably. It was not as if the trail across {place_short} was long, or bumpy, or [full of exciting things to run towards|made of roots and stones and puddles]. It was all three. {comp} {comp_habit}, glanced at the loose ends, and [said nothing, loudly|chose not to comment]. {They} walked faster, as if speed might help.',
        picture: { action: 'running', object: 'subj' },
      },
      {
        text: 'Asking Dad to come all the way back was out of the question. So {they} asked a big boy from the group, quietly, while nobody was looking. He did it in about two seconds, a floppy single bow, and ran off towards {sight}. It was done, or done enough, and nobody had seen {them} not know how. It seemed like the [perfect|ideal] solution, for about four minutes. {comp} looked at the floppy bow with the expression of someone who has [seen bows like that before|opinions about bows], but kept them to {comp_him}self.',
        picture: { action: 'talking', object: 'subj' },
      },
    ],
    consequence: [
      {
        text: '{Subj} came loose on the very first bump. {They} stepped on {their} own lace, stumbled, and sat down hard in a patch of something damp. Nothing was hurt except {their} dignity, and perhaps {their} shorts. The group had stopped to wait. Somebody offered a hand up. Somebody else said, kindly, "Do you want me to do it?" which was [somehow the worst part|worse than the damp]. {They} sat there, looking at {sight} and wishing very hard to be [part of it|somewhere else entirely]. {Their} fingers knew exactly where the loose ends were. They had no idea what to do with them.',
        picture: { action: 'looking' },
      },
      {
        text: 'Halfway up the first slope, {subj} gave up completely. One came right off and slid, heel first, into a puddle. {They} hopped. {They} wobbled. {They} fished it out, dripping. The whole group stopped and waited, very kindly and very patiently, while {they} stood on one leg and [failed to do anything useful|went slowly red], which was far worse than if they had laughed. Even {comp} {comp_habit}, [as if to fill the silence|in a tactful sort of way]. "Take your time," said somebody at the back, which is the sort of kind remark that makes time go [slower than ever|very slowly indeed].',
        picture: { action: 'looking' },
      },
    ],
    better: [
      {
        text: '"I can do this," {they} said, mostly to {themself}. {They} knelt down. Loop. Round. Through. It [fell apart|came undone at once]. The group waited, which was [awful|horrible], and then started chatting, which was better. Loop, round, through, pull. It held. {They} did the other one too, although it was not undone, [just to prove the first was not a fluke|in case the first had been luck], and then doubled them both, the way Dad did. For the rest of the trail across {place_short}, {name} walked at the front and did not look down once, [except to admire them|apart from one small, proud glance].',
        picture: { action: 'holding', object: 'subj' },
      },
      {
        text: '{They} sat down right there on the path and did it. Or tried. Loop, round, through: it fell apart. A small girl from the group crouched down to watch, very seriously, as if it were a magic trick. Loop, round, through, pull. On the fifth go it held, tight and neat. "Show me," said the small girl, holding out her own foot, and {they} did, slowly, twice, [beside {sight}|while the group waited]. By the end of the walk she could do it too. She told everybody who had taught her, [several times|loudly].',
        picture: { action: 'holding', object: 'subj' },
      },
    ],
    inner: [
      {
        text: "The strange thing, {name} thought, was that {they} had been perfectly capable of this for years. {They} could build complicated things, win complicated arguments and remember the names of [every|nearly every] character in a very long book. But somewhere along the way, {subj} had become Dad's job, and it had stayed Dad's job simply because nobody had thought to move it. It was not that {they} could not do it. It was that {they} had never had to. Which was, if {they} {was} honest, a slightly embarrassing difference to discover in a puddle in the middle of {place_short}, [with an audience|in front of everyone].",
        picture: { action: 'waiting' },
      },
      {
        text: "{They} had told {themself} for ages that {subj} was fiddly, that {their} fingers were not made for it, that some people simply could and some simply couldn't. They were [good reasons|excellent reasons]. {They} had polished them over the years until they shone. But sitting on a damp path with everybody waiting and a wet shoe in {their} hand, {name} could see them for what they were: a comfortable chair {they} had been sitting in for far too long, so long that {they} had [forgotten how to stand up|stopped noticing it was a chair at all].",
        picture: { action: 'waiting' },
      },
    ],
  },
} satisfies ThemeWriting;
