import type { ThemeWriting } from '../format';

export default {
  themeId: 'sadness',
  better: [
    'let the tears come and tell {comp} about {subj}',
    'say "I feel sad" and let {comp} stay close',
    'share the sad feeling about {subj} with someone kind',
  ],
  worry: ['the heavy, droopy sadness about {subj}', 'the prickle behind the eyes'],
  trouble: ['the grey, droopy day', 'the tears that wanted to come', 'the sadness {subj} had left behind'],
  tiny: {
    problem: [
      {
        text: '{name} felt sad at {place_short}. [Sad, sad, sad.|Sad and droopy.] It was because of {subj_intro}. {Their} eyes went prickly. Drip, drip. "I\'m NOT sad," {they} said, and hid {their} face. Hide, hide. The sad feeling stayed, heavy as a stone.',
        picture: { action: 'hiding', object: 'subj' },
      },
      {
        text: 'Droop, droop. {name} sat all alone. {They} felt sad about {subj_intro}. {comp} came close, but {they} turned away. "Go away," {they} mumbled. Now {they} {was} sad AND lonely. Sniff, sniff.',
        picture: { action: 'crying', with: ['comp'] },
      },
    ],
    choice: [],
    consequence: [],
    better: [
      {
        text: '{They} let the tears come. Drip, drop, drip. {comp} {comp_comfort}. Cosy, cosy. {They} cried and cried about {subj}, and then... {they} stopped. {They} felt a little bit lighter. Soft and sleepy and a tiny bit better.',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: '"I feel sad," said {name}, "about {subj}." {comp} {comp_comfort}. Snuggle, snuggle. They sat and looked at {sight} together. The sad feeling was still there, but smaller now, like a little cloud floating far, far away.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
  },
  young: {
    problem: [
      {
        text: 'Some days are sad days, and this was one of them. {name} felt sad about {subj_intro}, a heavy, droopy sort of sad that made {their} shoulders go down and {their} feet go slow. {Their} eyes kept going prickly. {They} did not feel like playing at all, not even [with {comp}|by {sight}].',
        picture: { action: 'crying', object: 'subj' },
      },
      {
        text: 'Everything at {place_short} looked just the same as usual: {sight}, {the_thing}, {comp}. But {name} did not feel the same as usual. {They} felt sad about {subj_intro}, and the sad feeling made everything look a little bit grey.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '"I\'m not sad," {name} said, and blinked very hard so the tears would not come out. {They} swallowed, pushed {subj} out of {their} head, [turned to look at {sight}|turned away from {comp}], put on a big pretend smile, and said {they} {was} fine. Completely fine. Totally.',
        picture: { action: 'waiting', with: ['comp'] },
      },
      {
        text: '{They} went off to sit on {their} own, where nobody could see, and thought about {subj}. When {comp} came close, {they} said, "Go away," in a cross voice, even though {they} did not really want {comp} to go away at all.',
        picture: { action: 'crying', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'But a pretend smile is hard work. It kept slipping. And the lump in {their} throat did not go away just because {name} had squashed it down. It sat there inside, all across {place_short}, getting heavier and heavier, like a backpack full of stones.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: '{comp} {comp_moves} a little way off and waited. Now {name} was sad about {subj} and lonely too, which is the hardest kind of sad. {They} hugged {their} knees and felt very, very small.',
        picture: { action: 'crying' },
      },
    ],
    better: [
      {
        text: '{name} let {their} face crumple, and the tears came out, big, warm, wet ones. "I\'m sad about {subj}," {they} sniffled. {comp} {comp_comfort}. {They} cried for a while. Then {they} stopped. The sad was not all gone, but it was lighter now, as if the tears had carried some of it away.',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: '{They} went and found {comp}. "I feel sad about {subj}," {they} said. "Can you stay with me?" So {comp} stayed. They sat together near {sight} and did not have to talk. After a while {name} noticed {sound}, and then that the sad feeling had quietly started to shrink, the way a puddle shrinks in the sun.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
  },
  older: {
    problem: [
      {
        text: 'It had been building up all day, and by the afternoon {name} felt properly sad. It was about {subj_intro}, partly, and partly about other things that {subj} had stirred up, the way a stick stirs up a pond. It was not the kind of sadness with a simple fix. It was the heavy, quiet kind that sits on your chest and makes everything, even {sight}, seem a little further away than usual.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Everyone else at {place} seemed perfectly cheerful, which did not help. {name} was sad about {subj_intro}, and being sad in a cheerful place feels a bit like wearing a winter coat at the beach: you are very aware that you do not match. {They} could feel tears waiting just behind {their} eyes, patient and persistent, ready the moment {they} stopped concentrating.',
        picture: { action: 'waiting', object: 'subj' },
      },
    ],
    choice: [
      {
        text: '{They} decided not to be sad about {subj}. This is about as effective as deciding not to [sneeze|hiccup], but {name} gave it a good try. {They} put on a bright face, joined in with everything, and laughed a little too loudly at things that were not [very funny|funny at all]. When {comp} asked if {they} {was} all right, {they} said, "Never better," which was a lie and also, {they} felt, quite a good line.',
        picture: { action: 'playing', with: ['comp'] },
      },
      {
        text: '{name} went off alone, which seemed [sensible|the sensible thing]. Sad people, {they} reasoned, should keep out of the way. {They} found a spot at the edge of {place_short} and sat with {their} back to everyone, thinking about {subj}. When {comp} {comp_moves} over, {they} said, "I\'m fine, honestly, I just want to be on my own," and {comp}, being polite, believed {them}. Or pretended to. It was hard to [tell|be sure].',
        picture: { action: 'waiting', with: ['comp'] },
      },
    ],
    consequence: [
      {
        text: 'Pretending turned out to be exhausting. Every laugh took effort, and underneath the bright face the sadness about {subj} was still there, now with added tiredness. And because nobody knew, nobody could help. {name} felt further and further away from everyone, as if {they} {was} watching the afternoon through a window, and the window was slowly getting steamed up. {comp} kept glancing over, puzzled.',
        picture: { action: 'waiting', object: 'subj' },
      },
      {
        text: 'Being alone [at the far edge of {place_short}|out of sight of {sight}] did not make it smaller. If anything, the quiet gave the sadness room to spread out. {They} sat thinking about {subj}, and then about other sad things, which arrived one after another like guests at a party nobody had wanted to throw. By the time {they} looked up, the afternoon had moved on without {them}, and {they} felt lonelier than ever.',
        picture: { action: 'crying' },
      },
    ],
    better: [
      {
        text: 'When {comp} came near again, {name} did not say "I\'m fine." {They} said, "Actually, I\'m really sad about {subj}," and then, to {their} own surprise, started to cry. {comp} {comp_comfort}. {They} cried properly, the kind of crying that comes from somewhere deep, and did not try to stop. Afterwards {they} felt tired and emptied out, but lighter, like a sky after rain. The sadness was not gone. It just was not the only thing there any more.',
        picture: { action: 'comforting', with: ['comp'] },
      },
      {
        text: '{name} let {themself} be sad. It felt strange, choosing it on purpose. {They} told {comp} about {subj}, and {comp} did not try to fix anything, only listened. Then they did something small and ordinary together, watching {sight}, not because it would cure anything but because it was nice. Slowly, the way the tide goes out, the heaviness began to ease. {They} decided to tell someone at home about it later, too.',
        picture: { action: 'comforting', with: ['comp'] },
      },
    ],
    inner: [
      {
        text: 'Part of {name} felt that {they} ought not to be this sad about {subj}. Other people had bigger problems. {They} knew that. But sadness did not seem to care about fairness or proportion. It did not check whether it was allowed before it arrived. It simply turned up, like weather over {place_short}, and the only real question was what to do while it was there. {They} could stand out in it pretending it was sunny. Or {they} could find a coat, and someone to share an umbrella with.',
      },
      {
        text: '{name} sat very still and remembered other sad days. There had been a few. {They} could remember that they had happened, and roughly why, but the feeling itself had faded, the way a bruise goes from purple to yellow to nothing. That seemed important. It meant that this feeling about {subj}, too, was the kind that changed. Not today, perhaps. Not on command. But it would. {They} did not have to make it leave. {They} only had to let it pass through, like a train through a station, and wait on the platform with somebody kind.',
      },
    ],
  },
} satisfies ThemeWriting;
