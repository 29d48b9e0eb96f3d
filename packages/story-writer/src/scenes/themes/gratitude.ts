import type { ThemeWriting } from '../format';

export default {
  themeId: 'gratitude',
  better: ['say a proper thank you to {subj}', 'notice what {subj} had done and thank {subj_him}', 'go back and thank {subj}'],
  worry: ['the grab that forgot to say thank you', 'the forgotten thank you', 'the rushing off that never stopped to look'],
  trouble: ['the long search for {the_thing}', 'the thank-you still owed to {subj}', 'the missing thank-you'],
  tiny: {
    problem: [
      {
        text: "Oh no! Where was {the_thing}? Gone! [Look here, look there.|Look up, look down.] Then along came {subj_intro}, with {the_thing}! {Subj} had found it [by {sight}|in a corner]! [Hooray!|Yippee!] {name} grabbed it and ran off, [zoom|whoosh], without a word. {Subj} stood all alone. {Subj}'s smile went small, small, small.",
        picture: { action: 'finding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Who kept {the_thing} safe all morning? It was {subj_intro}! [Sit, sit, wait, wait.|Wait, wait, sit, sit.] {name} came skipping along. "Mine!" {They} [grabbed|snatched] it and ran, right across {place_short}. No thank you. Not one. {Subj} sat there with nothing. {comp} looked back at {subj}. [Oh dear.|Uh-oh.]',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} ran all the way back [to {subj}|across {place_short}]. "Thank you!" {they} said. "Thank you, thank you!" {They} gave {subj} a [great big|great, huge] hug. [Squeeze!|Snuggle!] {Subj}\'s smile grew, and grew, and grew, as big as the sky. Close by, {comp} {comp_habit}.',
        picture: { action: 'hugging', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} stopped. {They} turned [round|back]. "Thank you for {the_thing}," {they} said. "Come and play too!" {Subj} came, [hop, hop, hop|skip, skip, skip]. And they played together [by {sight}|in {place_short}], all three of them, [all afternoon|all day long]. Thank you, thank you!',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} had lost {the_thing}. {They} looked everywhere. It was nowhere. Then, [at long last|just in time], along came {subj_intro}, a bit dusty and a bit puffed, with {the_thing}. {Subj} had been searching for it all over {place_short}, [under everything and behind everything|in every corner and every cranny], the whole time.',
        picture: { action: 'finding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Somebody had been looking after {the_thing} all morning long: {subj_intro}. {Subj} had kept it safe and kept it clean, and had not moved from that spot, not once, not even to [have a stretch|look at {sight}]. {Subj} had been [waiting and waiting|waiting patiently] for {name} to come back for it.',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"There it is!" In a flash, {name} grabbed {the_thing} and was off, [zoom|whoosh], across {place_short}, before {subj} could even blink. No thank you. Not a word. [Not even a smile.|Not even a wave.] {comp} stayed behind for a moment, looking back at {subj}, before {comp_he} {comp_moves} after {them}.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} took {the_thing} and frowned at it. "It\'s all [dusty|sticky]," {they} said. "And you took ages." Then {they} turned away to play. {Subj} did not say anything. {Subj} just stood there, and {comp} {comp_habit}, and looked at {them} in a [long|funny] sort of way.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'Later, {name} looked back. {Subj} was still there, all on {subj_his} own, looking tired. {Subj} had done all that, for {them}. And {they} had not even said thank you. Suddenly {the_thing} did not feel so [shiny|special]. It felt like a present with the bow [pulled off|torn off].',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: "{name} played on, but something was [niggling|nagging] at {them}, and no game could [chase it away|shake it off]. {They} kept thinking of {subj}'s face, the way it had lit up and then gone out, like a lamp when somebody flicks the switch. {comp} kept glancing back too.",
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} ran all the way back to {subj}. "Thank you," {they} said. "Thank you for [all that|all your hard work]. You did that all for me." {Subj}\'s face lit up again, even brighter than before. {They} gave {subj} a big hug, and then they played with {the_thing} together, and that was the best part of the [whole day|day].',
        picture: { action: 'hugging', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: '{name} went back, slowly this time. "I forgot to say something," {they} said. "Thank you. [Really, truly thank you.|Thank you very, very much.]" Then {they} held out {the_thing}. "You have the first go. You earned it." {Subj} looked so happy that {comp} {comp_habit}, and the niggly feeling [was gone|vanished] for good.',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} had lost {the_thing}, and had searched the whole of {place_short} twice, loudly, before giving up and sulking. While {they} sulked, somebody else kept searching: {subj_intro}. Quietly, thoroughly, without being asked, in all the awkward places {they} had not bothered with: behind things, under things, [past {sight}|in the corners nobody ever looks]. It took most of the afternoon. When {subj} finally came back with {the_thing}, {subj} was dusty and tired and [looked very pleased|clearly delighted], the way people look when they have been quietly useful and are hoping, just a little, that somebody noticed.',
        picture: { action: 'finding', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'Someone had been guarding {the_thing} all day: {subj_intro}. {Subj} had stayed right beside it through the whole of the morning, while {name} was off doing more exciting things, keeping it safe and keeping it exactly where {they} had left it. It was not an exciting job. It was, in fact, [probably|quite possibly] the most boring job in all of {place}, and {subj} had done it without a single complaint, with nothing to look at but {sight} and nothing to listen to but {sound}, [hour after hour|for hours on end].',
        picture: { action: 'looking', with: ['subj'], object: 'the_thing' },
      },
    ],
    choice: [
      {
        text: '"Brilliant," {name} said, and took {the_thing} and was gone, already halfway across {place_short}, already thinking about the next thing. It did not cross {their} mind to stop. Thank-yous are the sort of thing you mean to say and then somehow do not, the way you mean to [tidy your room|put the lid back on the glue]. {comp} lingered a moment, looking back at {subj}, before {comp_he} followed. "Did you say something to {subj}?" {comp} asked, [catching up|when {comp_he} caught up]. "Hmm?" {they} said, not really listening, and did not ask what about. Behind them, {subj} stood on {subj_his} own with empty hands.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} looked {the_thing} over with a critical eye. "It\'s got a mark on it," {they} said. "Just there. Was that you?" It was a tiny mark. It had possibly always been there. {Subj} looked at the mark, and then at {them}, and the pleased look slowly drained away, like water out of a bath. {comp} {comp_habit} and said [nothing|not a word], very pointedly, which is a difficult thing to do and which {comp} managed beautifully. {They} decided not to notice, and put {the_thing} away with a bit too much care.',
        picture: { action: 'holding', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: 'Some time later, {name} happened to glance back across {place_short}. {Subj} was still there, alone, a little stiff and [tired|weary], not making any fuss. The whole afternoon {subj} had given up was just sitting there, unthanked, like a parcel left on a doorstep in the rain. {They} felt a small, hot prickle of something. It was not a nice prickle. It was the kind that knows it has done something wrong and would [rather not discuss it|prefer not to say so out loud]. {They} turned {the_thing} over in {their} hands, and it felt heavier than it had any right to.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: "{name} had {the_thing} back, which was the whole point, and yet it felt oddly flat, like a joke told to an empty room. {They} kept seeing {subj}'s face, the hopeful look it had worn just before {they} opened {their} mouth. {comp} was being very quiet, in the particular way that is louder than talking. {They} tried to enjoy {the_thing} anyway, out of sheer stubbornness, and lasted about [two minutes|three minutes] before giving up and staring at {sight} instead.",
        picture: { action: 'looking', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    better: [
      {
        text: '{name} went back across {place_short}, slower than {they} had left it. "I didn\'t say thank you," {they} said. "I should have. You spent [ages|all that time] on this, and it was all for me, and I just went off. So, thank you. Properly." {Subj} looked surprised, and then so pleased that {they} wished {they} had said it hours ago. It had cost nothing at all, {they} noticed, and it was worth [a great deal|more than {the_thing}]. They spent the rest of the afternoon with {the_thing} together, and {subj} got the first go.',
        picture: { action: 'hugging', with: ['subj', 'comp'], object: 'the_thing' },
      },
      {
        text: 'It took a while to find the words, because "thanks" on its own felt far too small for a whole morning. In the end {name} sat down next to {subj}, with {sight} [just beyond them|in front of them], and said, "You did all that for me, and I didn\'t even notice. Thank you. I mean it." Then, because words were not quite enough, {they} [shared|offered] {the_thing} and asked {subj} to choose the game. {Subj} chose a good one. {comp} {comp_habit}, looking thoroughly satisfied, as if the whole thing had been {comp_his} idea [all along|from the start].',
        picture: { action: 'sharing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: '{name} tried to add it up. How long had {subj} spent? A whole morning, at least. Doing what? Something boring and tiring, entirely for {their} benefit. And what had {subj} got in return? A grab and a disappearing back, or worse. Put like that, as a sum, it did not come out well. {They} had always thought of {themself} as someone with good manners, the please-and-thank-you type. It was [alarming|deeply unsettling] to discover that good manners, it seemed, took a day off exactly when they were needed. {comp} {comp_habit}, [which did not help in the slightest|and waited].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
      {
        text: 'It is very easy, {name} thought, not to notice things that are done for you, because they arrive looking like the normal state of the world. Your {thing_kind} is simply there when you need it. Lost things are simply found. Somebody, somewhere, is usually the reason, and the somebody usually gets no credit at all. Today the somebody had been {subj}, and {they} had walked straight past {subj_him} as if {subj_he} {subj_was} part of the scenery, like {sight}. The thought made {them} want to [hide under something|groan out loud], or at least [go back|turn round] very quickly.',
        picture: { action: 'waiting', with: ['subj'] },
      },
    ],
  },
} satisfies ThemeWriting;
