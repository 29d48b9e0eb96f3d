import type { TwistWriting } from '../format';

export default {
  kindId: 'lost-thing',
  tiny: {
    setup: [],
    happens: [
      {
        text: 'Oh no! {They} had brought {tw_thing_a}, and now where was it? Not here. Not there. Not [by {sight}|in {place_short}]. Gone! Then... peep! There it was, [in a funny little spot|tucked in a corner]! {They} held it tight. Phew! Lost, then found. {name} felt calm and sure inside.',
        picture: { action: 'finding', object: 'tw_thing' },
      },
      {
        text: 'Uh-oh! {name} had lost {tw_thing_a}! [Look, look, look.|Search, search, search.] Under {the_thing}? No. Behind {the_thing}? No. Then... there it was, right where {they} had started! {They} laughed a big, happy laugh. "Welcome back!" {They} put it somewhere safe and took a big breath. Ready!',
        picture: { action: 'finding', object: 'tw_thing' },
      },
      {
        text: 'Where was {tw_thing}? Gone! Under the leaf? No. In the [bucket|box]? No. Then, sniff, sniff, {comp} found it, [by {sight}|in a corner of {place_short}], all covered in crumbs! "Hooray!" said {name}. {They} gave {tw_thing} a shake and a hug. Lost and found, lost and found. Now {name} felt ready to find something else too: the way to make things better.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
    ],
    payoff: [],
  },
  young: {
    setup: [
      {
        text: '{name} had brought {tw_thing_a} along, and {they} checked on it every few minutes, just to be sure. It was very important. {comp} {comp_habit}. "Keep an eye on that," {comp} {comp_says}. "It looks like the kind of thing that wanders off." {They} laughed. Things did not wander off. Did they?',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Everyone at {place_short} was talking about {tw_thing_a}: a very special one, the only one of its kind. It was kept where everyone could see it, and {name} [went to look|peeped at it] twice. But {comp} noticed that it was sitting a little close to the edge, a little wobbly, a little too easy to knock.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: '"Wait," said {name} suddenly. "Where\'s {tw_thing}?" {They} looked. {comp} looked. It was not where it had been. It was not anywhere! They searched [all over {place_short}|behind {sight}, under everything]: up, down, under and behind. [It was gone.|No sign of it.]',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Then came a cry: "It\'s gone! Somebody has lost {tw_thing}!" Everybody froze. {comp} {comp_habit} and began to search at once. {name} searched too, [high and low|here and there], with a horrible, sinking feeling. Where could it be?',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{name} reached for {tw_thing}, and {their} hand closed on nothing. It had gone! "Let\'s go back the way we came," {comp} {comp_says}. So they did, step by step, across {place_short}, looking hard at everything they had passed. Past {sight}. Round the corner. Back and back, until they were standing in the one place {name} had not wanted to go back to.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'And then {name} saw it: {tw_thing}, [safe and sound|not hurt a bit], sitting in the last place anybody had looked! {They} let out a [big|long, happy] breath. Losing it had felt horrible. Finding it felt wonderful. {comp} {comp_says} happily. {name} held {tw_thing} tight. Some things could be put right again, [just like that|easy as that]. {They} had another one in mind.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '"Found it!" {comp} {comp_says}. There was {tw_thing}, [safe and sound|not lost at all], in the one spot nobody had checked. {name} carried it [carefully|very carefully, with both hands,] back to where it belonged. Then {they} stood still for [a moment|a little while]. Something else needed putting back where it belonged, too, and {they} knew what.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'There it was: {tw_thing}, lying right at the [spot {name} had been avoiding|spot {name} had been keeping away from|spot {name} had not wanted to go near], as if it had stayed behind on purpose. {name} picked it up [slowly|very gently]. Coming back had not been so bad [after all|in the end]. {They} {was} here now anyway. {comp} {comp_habit} and waited. {name} held {tw_thing} in one hand and looked around, and then {they} did not go away again.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
        needs: 'back and back',
      },
    ],
  },
  older: {
    setup: [
      {
        text: '{name} had brought {tw_thing_a} along, which, looking back, was a risk. It was the sort of thing that mattered far more than it looked as if it should, and {they} kept checking it was still there, the way you keep checking a wobbly tooth. {comp} noticed. "You\'ll wear it out," {comp} {comp_says}. "Better worn out than lost," {they} said, with no idea how soon that would come up.',
        picture: { action: 'holding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Pride of place at {place_short} went to {tw_thing_a}, a very particular one, which everybody agreed could never be replaced. It sat where everyone could admire it, and everyone did. Only {comp} seemed uneasy. {comp} {comp_habit}. "It\'s very near the edge," {comp} {comp_says}. "Things near edges have a way of going over them." Nobody listened. Nobody ever listens to that sort of remark until afterwards.',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
    ],
    happens: [
      {
        text: 'That was when {name} glanced across at {tw_thing}, or rather at the place where it should have been, and saw nothing. {They} looked again, then again, the way people always do, as if it might reappear in the next two seconds. It did not. It was gone. Suddenly {trouble} had company, and the company was worse. {comp} {comp_habit}, then began searching in earnest. "Think," {comp} {comp_says}. "Where did anyone last see it?"',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: 'Somebody gasped. Then somebody else did. It took {name} a moment to see why: {tw_thing} was gone. One minute it had been there, and the next there was only the space where it had been, which is somehow worse than nothing at all. Now there was a search on, and the whole of {place_short} seemed to be [holding its breath|looking under things].',
        picture: { action: 'looking', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '"Right," said {name}, patting {their} pockets, then patting them again, more slowly. {Tw_thing} was not there. It was not in the other pocket either, nor on the ground, nor anywhere sensible. The only thing to do was the thing everyone hates: go back over the day and look properly. So {name} walked the whole route again in {their} head, backwards, eyes shut, past {sight}, across {place_short}, until {they} realised with a sinking feeling exactly where the route led: straight back to the scene of {trouble}.',
        picture: { action: 'looking', with: ['comp'] },
      },
    ],
    payoff: [
      {
        text: 'It was {name} who found it, in the last place anyone would have looked and the first place anyone should have: [right where it had started|almost exactly where it had been all along]. {They} held {tw_thing} for a moment and felt the relief go right through {them}, warm as a drink on a cold day. Getting something back makes the whole world look mendable. {They} set {tw_thing} down very carefully, well away from any edge. Then {they} looked at the rest of the day, which was also rather close to an edge, and decided to do something about it before it went over.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '"Found it!" {comp} {comp_says}, and there it was: {tw_thing}, safe and sound, [tucked out of sight|hidden in plain view] the whole time. The relief was so huge that {name} laughed out loud. {Worry} was still sitting there, as tight as before. But {they} had just searched high and low without giving up, and that gave {them} an idea about facing it. {comp} {comp_comfort}. {They} tucked {tw_thing} somewhere safe, took one deep breath, and turned to face the rest of the day.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
      },
      {
        text: '{Tw_thing} was there, of course. Lost things are always in the last place you look, because after that you stop looking, but also, sometimes, because they are in the place you have been trying not to think about. {name} picked it up and turned it over. It seemed to {them} that a lost thing had made {them} do what {they} had been putting off all day: come back and look at it properly. {comp} {comp_says} nothing, which was wise. {name} put {tw_thing} safely away and did not leave.',
        picture: { action: 'finding', with: ['comp'], object: 'tw_thing' },
        needs: 'the way they had come',
      },
    ],
  },
} satisfies TwistWriting;
