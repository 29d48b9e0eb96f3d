import type { ThemeWriting } from '../format';

export default {
  themeId: 'death-of-pet',
  better: ['tell a funny story about {subj} and let the tears come too', 'make something to remember {subj} by', 'share the sad feeling with {carer}'],
  worry: ['the empty quiet since {subj} died', 'the ache of missing {subj}', 'the heavy sadness about {subj}'],
  trouble: ['the empty bowl at home', 'the missing of {subj}', 'the quiet where {subj} used to be'],
  tiny: {
    problem: [
      {
        text: '{name} had a [very special|very, very special] pet: {subj_intro}. But {subj} had died. Died means {subj_his} body stopped working, and it will not work again. {Subj_his} bowl was empty. {They} did not want to play at {place_short}. {They} just wanted {subj}. Sniff, [sniff|sniff, sniff].',
        picture: { action: 'crying', object: 'bowl' },
      },
      {
        text: '[Every day|Every night], {name} used to tell {subj_intro}, all about {place_short}. But today there was nobody to tell. {Subj} had died. {Subj_his} body had stopped working, and it could not work again. {They} felt sad. {They} felt cross. [Sniff, sniff.|Sob, sob.]',
        picture: { action: 'crying' },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{Carer} gave {them} a big cuddle, and {comp} {comp_comfort}. They looked at a photo of {subj}. "Remember when {subj} did a [great big|giant] sneeze?" Achoo! {name} smiled a wobbly smile. {They} still felt sad. That was all right. [The cuddle went on and on.|The cuddle went on for a long, long time.]',
        picture: { action: 'hugging', object: 'photo' },
      },
      {
        text: '{comp} {comp_comfort}. {They} drew a picture of {subj}, with a [big red heart|big, bright heart]. {Carer} put it up on the wall, by {subj_his} favourite spot. Then came a long, soft hug. [Sad, and cosy.|Sad, and snug.]',
        picture: { action: 'hugging', with: ['comp'], object: 'picture' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '[Every time|Whenever] {name} came home from {place}, {they} used to tell {subj_intro}, all about it. But two days ago, {subj} had died. {Subj_his} body had stopped working, and it would not work again. Now {they} {was} at {place_short}, with [lots|so much] to tell, and there was nobody to tell it to.',
        picture: { action: 'looking' },
      },
      {
        text: '{name} could not stop thinking about {subj_intro}, even at {place}. Yesterday {subj} had died. The vet had explained it [kindly|gently]: {subj_his} body had stopped working, and it could not start again. {Subj_his} bowl was still in its [usual|same old] place at home. {They} kept expecting to hear {subj_him} come to say hello.',
        picture: { action: 'looking', object: 'bowl' },
      },
    ],
    choice: [
      {
        text: '"Where did {subj} go?" {name} asked. "When is {subj_he} coming back?" But {carer}\'s eyes went wet, and {they} did not want to make anyone sad. So {they} stopped asking and ran off to play a [loud|very loud] game with {the_thing} instead, as if nothing had happened at all.',
        picture: { action: 'running', object: 'the_thing' },
      },
      {
        text: '"Maybe {subj} is only hiding," {they} said. "Maybe {subj_he} will come back if I look really hard." So {they} looked [under things|under everything], and behind things, and all around {place_short}, calling and calling, until {their} voice went [croaky|small].',
        picture: { action: 'looking' },
      },
    ],
    consequence: [
      {
        text: 'But the sad feeling would not [go away|budge]. When {comp} {comp_habit}, {name} could not even smile. At home, when {they} saw {subj_his} bowl, {they} cried and cried. And the big question was still there, going round and round: where was {subj}?',
        picture: { action: 'crying', with: ['comp'], object: 'bowl' },
      },
      {
        text: 'By teatime {name} was tired right through. Nothing {they} did had made {subj} come back. {They} sat down [in a heap|very still] next to {comp}, with a lump in {their} throat and a question nobody had answered yet.',
        picture: { action: 'crying', with: ['comp'] },
      },
    ],
    better: [
      {
        text: "{Carer} [held {them} on {their} lap|held {them} close]. \"{Subj} died. That means {subj_his} body stopped working. {Subj_he} can't feel hurt or cold or hungry any more, and {subj_he} can't come back, not even if we look everywhere. It's all right to be sad. I'm sad too.\" Then they painted a stone with {subj_his} name and put it in {subj_his} [favourite spot|sunny spot]. {comp} {comp_comfort}. {They} still felt sad. But it was a warm kind of sad.",
        picture: { action: 'hugging', object: 'stone' },
      },
      {
        text: "{comp} {comp_comfort}. {Carer} sat down beside {name}. \"{Subj} isn't hiding, and {subj_he} isn't lost. {Subj_he} died. {Subj_his} body stopped working, and it doesn't hurt any more. {Subj_he} can't come back. But we can remember {subj_him}.\" So they did: the [funny sneezes|funny snores], the time {subj} hid a [sock|slipper] for a week. They laughed, then cried, then laughed again, and drew a picture to keep.",
        picture: { action: 'talking', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'The house had been too quiet all week, and {name} had hoped {place} would be better. It was not. [Even {sight} could not hold {their} attention.|Not even {sight} helped.] {They} kept turning round to say something to {subj_intro}. But {subj} had died on Tuesday. {Subj_his} body had stopped working, and it would not start again. {They} knew exactly what that meant. At home, {subj_his} blanket was still folded in the corner, and nobody had the heart to move it. Knowing did not stop {them} turning round, [again and again|every few minutes], to tell {subj} things, and finding nobody there.',
        picture: { action: 'looking' },
      },
      {
        text: '{name} could not remember a time before {subj_intro}. {Subj} had been there when {they} learned to walk, had been there for every birthday, every rotten day, every piece of good news. Now {subj} had died. {Subj_his} body had stopped working and would not start again. People kept saying [helpful|well-meaning] things like, "At least {subj_he} had a long life," and, worse, "You could always get another one." As if {subj} were a [lost glove|broken umbrella]. {They} had come to {place_short} mostly to get away from the helpful things.',
        picture: { action: 'looking' },
      },
    ],
    choice: [
      {
        text: 'When a friend at {place_short} asked if {name} was all right, {they} shrugged. "It was only a pet," {they} said. "I\'m fine." "{Subj_he} {subj_was} old, anyway," {they} heard {themself} say, [in a voice that did not sound like {their} own|and it sounded like someone else talking]. {They} even made a joke about it, quite a good one, and the friend laughed, relieved. "Honestly," {they} added, "it\'s fine," which is the sort of thing people say twice when it isn\'t. {comp} did not laugh. {Comp_he} {comp_moves} closer and looked at {them} steadily, as if [waiting for the real answer|waiting for the truth].',
        picture: { action: 'talking', with: ['comp'] },
      },
      {
        text: 'For days, {name} had kept asking the same question: where had {subj} gone? {They} knew the word. {Subj} had died. But knowing the word was not the same as understanding it, and the question kept coming back, [at bedtime|at breakfast], on the stairs, in the car. {Carer} looked so sad each time that {they} had stopped asking out loud. Now, here at {place_short}, with {comp} close by, {they} asked it silently instead, over and over, like a song stuck on repeat, and got no answer at all.',
        picture: { action: 'waiting' },
      },
    ],
    consequence: [
      {
        text: 'Nobody at {place_short} knew how heavy it was, [which was the trouble|and that was the trouble]. {comp} {comp_comfort}, but {they} pretended not to notice. Nobody asked again, because {name} had made it look as if there was nothing to ask about. At bedtime, alone, the grief came out all at once, in a way that made {them} glad nobody could see, and also [desperately|badly] wish somebody could. It was like carrying a full bucket of water and pretending your arms did not ache. The sadness had not gone. It had only gone somewhere private, where nobody could reach it.',
        picture: { action: 'crying' },
      },
      {
        text: 'Questions kept in the dark grow strange shapes. By evening {name} had imagined all kinds of muddled answers: that {subj} was cold somewhere, or lonely, or waiting to be fetched. Each one hurt. {They} wanted to remember the good times, {subj} greeting {them} at the door, the warm weight of {subj_him} nearby on a bad day, but the muddled answers kept getting in the way. Even {sight}, which {subj} would have [found fascinating|loved], only made things worse. "You\'re quiet," {comp} {comp_says} gently. {They} did not answer. It was a lonely way to miss someone.',
        picture: { action: 'waiting' },
      },
    ],
    better: [
      {
        text: 'That evening, back at {home}, {carer} and the rest of the family sat down with {name} and a box of photos, and they went through [every single one|them one by one]. There was {subj} as a baby. There was {subj} looking deeply offended in a party hat. There was the famous [Christmas disaster|birthday disaster], which had its own story, told three ways by three people, each version worse than the last. {They} laughed until {they} cried and then just cried, and nobody told {them} to stop. "Where is {subj} now?" {they} asked at last. {Carer} knelt down beside {them}. "Love, {subj} has died." "{Subj_his} body stopped working, so nothing can make {subj_him} sore now, and {subj_he} can\'t come back. But {subj_he} {subj_is} in every one of these." They chose the best photo for a frame by the door. Nothing was fixed. But {subj} felt close again.',
        picture: { action: 'looking', object: 'photo' },
      },
      {
        text: "{comp} {comp_comfort}, and at last {name} told {carer} the truth: that {they} {was} not fine at all, and that {they} still did not understand where {subj} had gone. {Carer} listened [all the way through|without interrupting once], then answered plainly. \"{Subj} died. {Subj_his} body stopped working, so nothing can make {subj_him} cold or lonely or sore any more. {Subj_he} isn't waiting anywhere, and {subj_he} can't come back. What we have now is everything we remember. And it's all right to be as sad as you feel.\" Then they painted {subj_his} name on a smooth stone and set it in {subj_his} [favourite spot|old corner]. {They} cried properly, for the first time. It hurt. It also, somehow, let some of the weight out.",
        picture: { action: 'comforting', with: ['comp'], object: 'stone' },
      },
    ],
    inner: [
      {
        text: 'It was [strange|odd], {name} thought, that something so small could leave such an enormous gap. {Subj} had never once helped with homework, had never said a single word, and yet {subj} had known {them} better than almost anyone. {Subj} had been there, simply there, without needing {them} to be clever or good or in a better mood. That was the thing nobody understood when they said "only a pet". It was not the size of the animal that mattered. It was the size of the [space|place] it had filled. {comp} {comp_comfort}, which helped a little, in the way that small, warm things do.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: "{name} turned the phrase over [and over|and over again]: get another one. As if love were a matter of stock control. {They} could picture it, a new one in {subj}'s spot, and {their} whole self said no. Then, more quietly, {they} wondered whether that was what people had meant. Not a replacement. Just that there might, one day, be room for more. {They} did not want to think about that yet. It felt too soon to even [consider it|look at it]. {They} looked out across {place_short} and decided that was allowed too.",
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
