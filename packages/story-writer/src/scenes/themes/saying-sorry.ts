import type { ThemeWriting } from '../format';

export default {
  themeId: 'saying-sorry',
  // written for another child (or a pet) beside the hero: a teacher or a waiter is not put in these scenes
  subjects: ['child', 'animal'],
  better: ['say sorry to {subj} and make it right', 'tell {subj} a proper, looking-in-the-eyes sorry', 'go back to {subj} and put things right'],
  worry: ['the stubborn, stuck sorry that would not come', 'the hot cheeks of having hurt {subj}', 'the sorry that stuck in {their} throat'],
  trouble: ['the hurt look on {subj}', 'the sorry nobody had said yet', 'the mess and the muddle with {subj}'],
  tiny: {
    problem: [
      {
        text: 'Zoom, zoom! {name} ran fast with {the_thing}. Faster, faster! [Bump!|Crash!] Right into {subj_intro}. Down went {subj}, flump, and [ouch|oh]! {Subj} made a small, hurt face. But {they} just zoomed on. Zoom, zoom... but not so happy now. Not happy at all.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name} was cross. Cross, cross, cross! Along came {subj_intro}. "Go away!" {they} shouted, [so loud|very loud]. Stamp, stamp! {Subj} jumped. {Subj} went away, slow and sad. Now {they} {was} all alone, and the cross feeling did not feel good any more.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{name} went back to {subj}. {They} looked right at {subj}. "I\'m sorry," {they} said. "Are you all right?" {Subj} came a little closer. Then a little closer. Then... [hug!|snuggle!] {comp} {comp_habit}. Now everybody felt better.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: 'Stop. Turn round. Go back. "Sorry, {subj}," said {name}, soft and slow. "I\'m sorry I hurt you. Come and play?" {Subj} smiled, a [small|little] smile, then a big one. Off they went together, [hop, skip|skip, hop], with {comp} right behind.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  young: {
    problem: [
      {
        text: '{name} was racing about with {the_thing}, [too fast|much too fast], not looking where {they} {was} going. Round the corner {they} went, and straight into {subj_intro}. Bump! Down went {subj}, and down went everything {subj} had been busy with, scattered everywhere. {Subj} sat in the middle of the mess, looking hurt and surprised.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
      {
        text: '{name}\'s go with {the_thing} had gone wrong, and {they} {was} in a [stormy|thundery] mood. That was when over came {subj_intro}, wanting to play. "Leave me ALONE!" {they} shouted, right into {subj}\'s face, so loudly that {subj} jumped. {Subj} stepped back, blinking, as if the shout had been a gust of cold wind.',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} stood very still. {They} knew what {they} ought to say. But the word was stuck, like a [cork|stopper] in a bottle. So instead {they} said, "It wasn\'t my fault," and folded {their} arms, and looked at the sky. {comp} looked at {subj}. {Subj} looked at the ground.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '"Sorry," said {name}, very fast, already turning away. "Sorry-sorry." It came out like a sneeze, without even looking at {subj}, and {they} went straight back to {the_thing}. It was the kind of sorry that is really just a way of [saying goodbye|ending the conversation].',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} went off and sat [by {sight}|on {subj_his} own], very quiet. When {name} came near, {subj} moved a little further away. The game was no fun without {subj}, and the stuck sorry was still stuck, and it was starting to feel [heavier|bigger] than {the_thing}.',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: "Nothing felt right after that. {Subj} would not come near. {comp} {comp_habit}, but would not meet {name}'s eyes. Even the sky seemed to go a shade greyer. The not-quite-sorry had not fixed anything at all. It had just [hung there|sat there] in the air, like a bad smell.",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} walked over to {subj} and knelt down, face to face. "I\'m sorry I hurt you," {they} said slowly, looking right at {subj}. "It was my fault. Can I help make it better?" {Subj} looked at {them}. Then {subj} came close, and the stuck feeling came unstuck at last. Together they [tidied up|put everything right], and then they played.',
        picture: { action: 'hugging', with: ['subj', 'comp'] },
      },
      {
        text: '{name} went and found {subj}. "I\'m really sorry," {they} said. "I wasn\'t [being fair|being kind]. Would you like to have {the_thing}? You can go first." {Subj} came over, slowly, then quickly. Soon they were playing together, and {comp} was playing too, and the grey sky did not seem grey any more.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
  },
  older: {
    problem: [
      {
        text: '{name} was going flat out with {the_thing}, showing {comp} how fast it could really go, and not looking where {they} {was} going, which is exactly when things happen. Round a corner, straight into {subj_intro}. There was a thump, a yelp of surprise and a spectacular scatter. When everything stopped moving, {subj} was sitting on the ground in the middle of it all, looking shaken and [very|thoroughly] surprised.',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
      {
        text: 'It had been one of those days. Everything {name} tried with {the_thing} had gone wrong, and {they} {was} fizzing with it, like a shaken bottle. So when a cheerful face appeared at {their} elbow, belonging to {subj_intro}, the fizz came out all at once. "Can\'t you see I\'m BUSY? Go away!" It was louder and nastier than {they} had meant. {Subj} flinched, and the cheerful face [closed like a door|folded up].',
        picture: { action: 'looking', with: ['subj'] },
      },
    ],
    choice: [
      {
        text: '{name} knew exactly what the next line was supposed to be. {They} also knew that saying it would mean admitting {they} had been in the wrong, which felt, at that moment, roughly as appealing as eating a [slug|raw onion]. So {they} went with "Well, it\'s not my fault," aimed vaguely in {subj}\'s direction, and then, for good measure, folded {their} arms. {comp} gave {them} a long, level look and {comp_habit}.',
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
      {
        text: '"Sorry," said {name}, in the voice you use for bumping into a chair. It was quick, and it was aimed somewhere over {subj}\'s shoulder, and it came with {their} back already turning. Technically it was an apology. It had all the right letters. It just did not have anything else in it, and {subj}, who was nobody\'s fool, [heard the difference|noticed at once].',
        picture: { action: 'running', with: ['subj'], object: 'the_thing' },
      },
    ],
    consequence: [
      {
        text: '{Subj} did not say anything. {Subj} just went and sat a little way off, keeping clear of {name}, and when {they} happened to drift closer, {subj} drifted further away, politely, as if they were two magnets facing the wrong way. {comp} went to sit near {subj}. {name} carried on alone with {the_thing}, which was now about as much fun as [doing homework in the rain|a wet Monday].',
        picture: { action: 'crying', with: ['subj', 'comp'] },
      },
      {
        text: "The not-apology hung in the air, and did nothing. {Subj} stayed hurt. {comp} stayed quiet. {name} stayed stubborn, which took more effort than {they} would have guessed, because stubbornness has to be kept topped up like a [leaky|leaking] paddling pool. Every few minutes, {they} caught sight of {subj}'s face, and the pool sprang another leak. The afternoon, which had started so well, was going nowhere at all.",
        picture: { action: 'looking', with: ['subj', 'comp'] },
      },
    ],
    better: [
      {
        text: '{name} walked over and sat down facing {subj}, not sideways, not looking at the sky. "I\'m sorry," {they} said. "Properly sorry. I hurt you, and it was my fault, and I was horrible about it afterwards, too. What can I do to make it better?" For a moment {subj} just looked at {them}. Then something in {subj}\'s face [loosened|softened], and it turned out there were several things {they} could do, and they did them together.',
        picture: { action: 'talking', with: ['subj', 'comp'] },
      },
      {
        text: 'It took three attempts to get the words out, and the first two were just throat-clearing. "I\'m sorry," {name} said finally. "That wasn\'t fair on you at all." Then, because words on their own felt a bit thin, {they} held out {the_thing}. "You have first go. A long one." {Subj} hesitated, then came over, and the afternoon, which had been [going down the drain|heading nowhere good], turned round and started coming back.',
        picture: { action: 'playing', with: ['subj', 'comp'], object: 'the_thing' },
      },
    ],
    inner: [
      {
        text: 'Why is sorry so hard to say, {name} wondered, when it is only five letters long? "Ridiculous" is ten letters and {they} said that all the time. The trouble was not the letters. It was the admitting. Sorry meant saying, out loud, in front of witnesses, that {they} had got it wrong and {subj} had got hurt because of it. Some stubborn part of {them} would rather eat {the_thing} than say that. The rest of {them} was starting to think the stubborn part was [a pain|a nuisance].',
        picture: { action: 'waiting', with: ['subj'] },
      },
      {
        text: '{name} tried a trick: imagining it the other way round. {Subj} charging about and knocking {them} flat, or snapping at {them} for no reason, and then a quick "Sorry" thrown over {subj_his} shoulder, or nothing at all. In the imagined version, {they} {was} furious, and quite right too. It was annoying how clearly {they} could see it when the roles were swapped. {They} had been hoping to stay cross for at least another hour, and now {their} own imagination had gone and [ruined it|spoiled everything].',
        picture: { action: 'waiting', with: ['subj', 'comp'] },
      },
    ],
  },
} satisfies ThemeWriting;
