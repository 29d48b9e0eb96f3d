import type { ThemeWriting } from '../format';

export default {
  themeId: 'good-winner',
  better: [
    'cheer for everyone who played {subj}',
    "say 'well done' to the others and mean it",
    'let the boasty feeling fizz away and clap for the others',
    'find one good thing to say about every player',
  ],
  worry: ['the big, boasty crowing over {subj}', "the 'me, me, me!' that wanted to be shouted", 'the look-at-me strutting about the win'],
  trouble: ['the big win', 'the result of {subj}', 'the winning and the showing off'],
  tiny: {
    problem: [
      {
        text: '[Ready, steady, GO!|One, two, three, GO!] Off they went in {subj_intro}, all across {place_short}. [Zoom, zoom!|Whizz, whizz!] {name} won! "I WON! I\'m the best! Not you!" Oh dear. {comp} looked at the ground. Nobody else was smiling.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} won {subj_intro}! Hooray! {They} jumped up high, right by {sight}. "Me, me, ME! I\'m the winner!" {They} danced and danced, [round and round|up and down]. {comp} was last. {comp} went [very quiet|very, very quiet].',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: 'Then {they} stopped dancing. {They} went back to {comp}. "You were so good," {they} said. "Well done!" [Clap, clap, clap!|Clap, clap, hooray!] {Subj} had been fun for everyone. {comp} {comp_habit}. Now everybody was smiling. [Hooray for everyone!|Three cheers for everyone!]',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} looked at {comp}. Hmm. Then {they} gave a big cheer. "Hip, hip, hooray for {comp}!" [Clap, clap!|Cheer, cheer!] "Let\'s do {subj} again," {they} said, "[all of us|everybody together]!" And {comp} {comp_habit}.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Everyone lined up for {subj_intro}, [right across {place_short}|in a wobbly row by {sight}]. {name} did {their} very best, and guess what? {They} won! {They} won by miles! It felt so good that a big, loud, boasty feeling started to bubble up inside {them}, like fizzy pop in a [shaken bottle|bottle that has been shaken].',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{name} had never won {subj_intro} before. [Not once.|Not ever.] But today, at {place_short}, {they} did! "I won," {they} shouted, and did a little dance. Then a bigger dance. Then a very big dance with a [wiggle|twirl] on top.',
        picture: { action: 'celebrating', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I won {subj}! I\'m the best!" {name} shouted. "I\'m [much better|miles better] than all of you! You didn\'t even come close!" {They} [strutted|paraded] round {place_short} with {their} nose in the air, while {comp} and the others watched.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} [kept on telling|kept telling] everyone. "Did you see me win {subj}? I won. I was the winner." {They} told {comp}. {They} told the others. {They} even told {sight}. Then {they} told them all again, in case they had forgotten. [Nobody had forgotten.|Nobody had.]',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: '{comp} {comp_habit}, but quietly. [Nobody cheered.|Nobody clapped.] Nobody said well done. The others went off to play something else, without {name}. Winning {subj} had felt so shiny a moment ago. Now it felt like a balloon with a [slow leak|little hole in it].',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
      {
        text: '"Oh," {comp} {comp_says}, very quietly. The others had stopped smiling. One of them looked [close to tears|nearly ready to cry]. Nobody [cheered|clapped] at all. All at once {name} did not feel like dancing any more, and {subj} did not feel like such a big prize after all.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: "{name} stopped. {They} looked at everyone's faces. Then {they} turned round and [started clapping|clapped and clapped]. {They} called out, \"Well done, everyone! {comp}, you were brilliant at the finish!\" {comp} {comp_habit}. Soon they were all clapping together, and {subj} felt like [everybody's|it belonged to everybody], not just one person's.",
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} took a [breath|big breath] and let the boasty feeling fizz away. Then {they} found something good about every single player. "You had the best start." "You never gave up." "You were so close!" {comp} {comp_habit}. Then they all did {subj} again, [just for fun|all over {place_short}], and nobody kept score.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} won {subj_intro}. Not narrowly, either. {They} won clearly, obviously, in front of everybody at {place_short}, and for one glorious moment {they} {was} the best at something and everyone knew it. It was a wonderful feeling. It was also, {they} would shortly discover, a slightly dangerous one, because it came with a voice, and the voice wanted to talk. Loudly. For some time. {They} could already feel the speech forming. {comp} {comp_habit}, [clapping as much as {comp_he} could|generous as ever], and did not yet know [what was coming|how long the speech would be].',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '[For once|For once in {their} life], everything went right. It had been, {they} felt, [a long time coming|well overdue]. {name} had been getting ready for {subj_intro} for weeks, and it showed. When it was over and {they} had won, {they} turned round to find {comp} and the others looking at {them} with a mixture of admiration and disappointment that {they} found, to be perfectly honest, rather delicious. {comp} {comp_habit}. Over by {sight}, somebody was [still getting their breath back|still bent double, panting]. A little voice inside {them} began to clear its throat, ready to make a speech.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"Did you see that?" {name} said. "Did everyone see? I wasn\'t even trying that hard." This was not true. {They} had been trying extremely hard. But it sounded cooler, so {they} said it again, louder, [so that it carried right across {place_short}|so that nobody could miss it], and added a few helpful remarks about how the others might do better at {subj} next time if they practised. "Honestly," {they} finished, "it\'s mostly natural talent." {They} {was} enjoying {themself} enormously. Nobody else was. {comp} did not laugh. It was, without question, a speech nobody had asked for. One of the others [quietly walked away|stared very hard at {sight}].',
        picture: { action: 'talking', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} did a [victory lap|lap of honour] of {place_short}. Then, since nobody had stopped {them}, another. {They} replayed the winning moment of {subj} out loud, with actions, several times, and described in loving detail how the others had fallen behind. At one point {they} bowed. Nobody had asked for a bow. {comp} {comp_habit}, which {name} chose to take as admiration. It was not admiration. It was the look of someone waiting politely for a very long song to finish, and wondering how many more [verses|choruses] there were. "Shall we do something else?" {comp} {comp_says}, in the voice of someone hoping very hard.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    consequence: [
      {
        text: 'The others drifted away one by one. {comp} stayed, but only politely, the way you stay at a party you have stopped enjoying. {name} looked round for someone to celebrate with and found that the celebration had become rather small. It was just {them} and {their} win in {subj}, and a win, it turned out, is not much company. Across {place_short}, the others had started a new game, and {they} could hear them [laughing|cheering each other on]. {They} held on to the win anyway, [rather tightly|a little too tightly]. {comp} {comp_moves} a little closer, which was kind, and not quite enough.',
        picture: { action: 'waiting', with: ['comp'], object: 'subj' },
      },
      {
        text: 'Somebody muttered, "Show-off." Somebody else laughed, and it was not a friendly laugh. {name} felt {their} cheeks go hot. {They} opened {their} mouth to explain, realised there was nothing to explain, and closed it again. The win in {subj} had been real and fair and earned, and somehow, in the space of two minutes, {they} had managed to turn it into something {they} {was} faintly embarrassed about. {comp} {comp_habit}, [looking anywhere but at {them}|very carefully saying nothing]. That took, {they} reflected grimly, a special kind of talent: turning a gold medal into a [wooden spoon|booby prize] without once dropping it.',
        picture: { action: 'looking', with: ['comp'], object: 'subj' },
      },
    ],
    better: [
      {
        text: '{name} [stopped in the middle of a sentence|stopped, mid-sentence]. {They} looked at the others properly for the first time since {subj} had ended: the tired faces, the one who had tried hardest and come nowhere, {comp} still smiling anyway. "You were really close at the finish," {they} said to {comp}, and meant it. Then {they} started clapping for everyone, and after a moment the others joined in, [and the sound carried across {place_short}|louder and louder], and the win turned back into something they had all done together. "Rematch tomorrow?" somebody said, and {they} said yes, [and meant it|before anyone else could].',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
      {
        text: '{They} swallowed the next boast, [which was difficult|which was not easy], because it was a good one. Instead {they} asked the others how {subj} had gone for them, and then listened. There had been all sorts of brilliant moments {they} had missed while busy winning: a clever move here, a comeback there, somebody who had [nearly fallen over and somehow kept going|tripped and got up and still finished]. {They} cheered each one as it was described. {comp} {comp_habit}. By the time they had finished, the win felt bigger, not smaller, which was a mystery {they} decided not to examine too closely.',
        picture: { action: 'celebrating', with: ['comp'], object: 'subj' },
      },
    ],
    inner: [
      {
        text: "There was a voice in {name}'s head that wanted everyone to know exactly how well {they} had done in {subj}, preferably with numbers. It was a loud voice and quite persuasive. There was another, quieter one that kept noticing the others' faces, [all across {place_short}|one after another]. The loud voice said they should have tried harder. The quiet one pointed out that they had tried very hard, and that {they} knew exactly how that felt, because last time it had been {them}. The loud voice had no good answer to that and went, for once, [a little quieter|rather quiet].",
      },
      {
        text: '{name} had once watched someone win something and be so unbearable about it that {they} had secretly wished they had lost. {They} remembered that feeling [very clearly|perfectly]. It was not a feeling {they} wanted anyone to have about {them}. Winning {subj} felt wonderful. Being the kind of winner people were glad had won felt, {they} suspected, even better, and lasted longer. It was annoying that the second kind required keeping quiet about the first, but there it was. {They} looked across at {comp}, who {comp_habit}, and let the speech {they} had been planning go [quietly unsaid|unsaid].',
      },
    ],
  },
} satisfies ThemeWriting;
