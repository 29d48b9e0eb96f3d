import type { TwistWriting } from '../format';

export default {
  kindId: 'turns-into',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Along came {tw_who_a}, [across {place_short}|past {sight}]. Atchoo! {Tw_he} sneezed. And poof! {Tw_who} turned into {tw_into}! [Oh my!|Goodness!] {They} laughed and laughed. Then, poof! {Tw_who} was back again, blinking. What a surprise! {They} laughed until {their} tummy wobbled.',
        picture: { action: 'looking', with: ['tw_who'] },
      },
      {
        text: 'Here came {tw_who_a}, [over by {sight}|in the middle of {place_short}]. Hiccup! Sparkle! POP! Where was {tw_who}? There sat {tw_into}, [blinking|looking very surprised]! "Is that you?" asked {name}. The creature nodded. POP! {Tw_who} was back, and everyone giggled. [Giggle, giggle!|Hee hee!]',
        picture: { action: 'looking', with: ['tw_who'] },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: 'Nearby was {tw_who_a}, who kept [hiccuping|sneezing], and every time, out came a tiny puff of green sparkles. {Tw_who} looked very puzzled about it. {comp} {comp_habit}. "Those are funny [hiccups|sneezes]," {comp} {comp_says}. "Bless you," {name} said politely, and tried not to giggle.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Also there that day, [over by {sight}|in a corner of {place_short}], was {tw_who_a}. {Tw_he} seemed a little [fidgety|jumpy]: twitching, wriggling, and every now and then making a noise that sounded just like {tw_into}. {name} looked at {comp}. {comp} {comp_habit}. Neither of them said a word.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'Right in the middle of everything, {tw_who} gave one enormous [hiccup|sneeze]. There was a puff of sparkles, a little POP, and where {tw_who} had been, there was {tw_into}! {Tw_he} looked down at {tw_him}self in great surprise. {comp} {comp_says}. {name} gasped. Everyone forgot what they had been doing.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'And then, POP! Just like that, {tw_who} turned into {tw_into}. {Tw_he} blinked. {Tw_he} wriggled. {Tw_he} {tw_was} not a bit hurt, only very surprised. "Oh no," said {name}. "How do we turn {tw_him} back?" {comp} {comp_habit}, thinking hard.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: '{Tw_who}, still {tw_into}, came up close to {name} and looked at {them} with big, hopeful eyes. "I think {tw_he} {tw_is} waiting to see what you\'ll do," {comp} {comp_says} softly. {They} looked into those big eyes, and something in {them} decided. And with a tiny POP, {tw_who} was {tw_him}self again, [smiling|blinking].',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'Then, POP! {Tw_who} turned back into {tw_him}self, with one last sparkle. {Tw_he} {tw_was} a bit dizzy, but fine. {Tw_he} looked around at everyone, and at {name} last of all. "Well," {comp} {comp_says}, "if {tw_who} can turn back, maybe a whole day can turn back too." {They} rather hoped so. {They} took a big breath and went to turn this one round.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
  older: {
    setup: [
      {
        text: 'Also there that day was {tw_who_a}, who seemed, for reasons nobody could explain, to be having a peculiar day. {Tw_he} kept stopping mid-step as if something had tickled {tw_him}. Twice {tw_he} made a sound that did not belong to {tw_him} at all, a sound much more suited to {tw_into}, and then looked around with great dignity, as if daring anyone to mention it. {comp} {comp_habit}. Nobody mentioned it.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: '{name} noticed {tw_who_a} [close by|a little way off] and noticed, too, that something was not quite right. A faint shimmer hung in the air around {tw_him}, like heat above a path on a summer day. "Is that normal?" {they} asked. "Shimmering? No," {comp} {comp_says}. They watched. The shimmer flickered, faded, and came back brighter, like something making up its mind. Nobody else seemed to notice.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    happens: [
      {
        text: 'It was at this exact moment, with everything balanced on a knife-edge, that {tw_who} turned into {tw_into}. There was no warning beyond a fizz, a pop and a smell like [lemon sherbet|warm toast], and then there {tw_he} {tw_was}, entirely {tw_into}, and extremely surprised about it. {comp} {comp_habit}. {name} just stared. Whatever had been about to happen would have to wait. There was a more urgent question: how on earth do you turn someone back?',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'There was a bright green fizz, like sherbet, then a pop, and where {tw_who} had been standing there was {tw_into}, blinking at them all. {Tw_he} looked down at {tw_him}self, then at everyone else, with an expression that said very clearly: this was not in my plans for today. {comp} {comp_says} in alarm. {name} crouched down. "Are you all right?" {Tw_he} seemed to be, apart from the obvious.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
    payoff: [
      {
        text: 'It turned out the spell did not need a wand or a magic word to break it. It needed [a moment|a quiet moment|a little patience]. {Tw_who}, still {tw_into}, came close and looked at {name} with such [patient|gentle] eyes that {they} could look at {worry} without turning away. "Look at {tw_his} face," {comp} {comp_says}, [very quietly|almost in a whisper]. "What does it say to you?" {They} looked. {They} took a [breath|deep breath]. And somewhere in that breath, with a soft pop, {tw_who} began to turn back into {tw_him}self.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
      {
        text: 'With a pop and a last [green fizz|puff of glitter|twirl of green smoke], {tw_who} was {tw_him}self again, slightly [rumpled|crumpled] and blinking as if {tw_he} had just woken up. "What did I miss?" {tw_his} face seemed to say. {name} almost laughed. It was a [very fair|perfectly reasonable] question. {They} had been so busy with {worry} that {they} had nearly missed something too. "Want to catch up?" {comp} {comp_says}, [very quietly|almost in a whisper]. {They} did. {They} turned round before {worry} could get another word in.',
        picture: { action: 'looking', with: ['comp', 'tw_who'] },
      },
    ],
  },
} satisfies TwistWriting;
