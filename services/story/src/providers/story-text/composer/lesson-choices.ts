/**
 * For each lesson theme: the tempting wrong turn, the right choice and what it brings, as phrases
 * that the shared lesson frames build scenes from. Infinitive phrases, past-tense payoffs.
 */
export interface LessonChoice {
  urge: readonly string[];
  choice: readonly string[];
  payoff: readonly string[];
}

export const LESSON_CHOICES: Record<string, LessonChoice> = {
  sharing: {
    urge: ['keep {the_thing} [all to {themselves}|for {themselves} alone]', 'hold on to {the_thing} and not let [anyone else|{comp}] have a [go|turn]', '[hide|tuck away] {the_thing} so nobody [else|] could share it'],
    choice: ['share {the_thing} with {comp}', 'let {comp} have a [turn|go] with {the_thing}', 'share {the_thing}, [half and half|turn and turn about]'],
    payoff: ['With two of them [using|sharing] {the_thing}, everything went [twice as well|better], and twice as [happily|merrily].', 'Sharing {the_thing} turned out to be [far more|much more|a great deal more] fun than keeping it.', 'Once it was shared, {the_thing} [seemed to|somehow did] [sparkle|shine] twice as brightly.'],
  },
  kindness: {
    urge: ['hurry past and pretend not to [notice|see]', 'keep going without stopping to help', '[look the other way|rush on] and leave someone else to help'],
    choice: ['stop and help, [gently and kindly|as kindly as {they} could]', 'be kind, even though [they were in a hurry|it meant being late|there was no time]', 'turn back and [lend a hand|do the kind thing]'],
    payoff: ['The little kindness came back to them [later|before long], just when they [needed it most|most needed it].', 'Being kind made the whole day feel [warmer|brighter|kinder], and it opened a door they had [not even seen|never noticed|not known was there].', 'That one kind moment [made a friend|won them a friend] who [knew a shortcut|showed them the way].'],
  },
  honesty: {
    urge: ['hide what had [really|truly] happened', 'say it was not {their} fault', '[fib|tell a little fib] and hope nobody [found out|noticed]'],
    choice: ['tell the truth, all of it', 'own up, [honestly and clearly|plainly and honestly]', 'be honest[, whatever happened| about it]'],
    payoff: ['Telling the truth made {their} heart feel as light as [a feather|a bubble|dandelion fluff], and together they put things right.', 'Once the truth was out, the [problem|muddle|mess] was [easy|quick] to fix.', 'The truth was [hard to say|a wobbly thing to say], but afterwards everything felt [clean|lighter] and [straight|simple].'],
  },
  friendship: {
    urge: ['stomp off alone in a huff', 'leave {comp} out of the fun'],
    choice: ['say sorry and make up with {comp}', 'include {comp} and go on together'],
    payoff: ['Side by side again, they found that friends make every [hard|tricky] thing easier.', 'Together, the two friends found the way [far|much] faster than one could alone.'],
  },
  gratitude: {
    urge: ['grumble about everything {they} did not have', 'moan that nothing was good enough'],
    choice: ['say thank you for all the good things', 'notice what was good and be thankful'],
    payoff: ['Saying thank you made everyone smile, and the day seemed to [glow|shine|sparkle].', 'Once {name} started counting good things, {they} could hardly stop.'],
  },
  manners: {
    urge: ['shout and demand instead of asking nicely', 'grab instead of asking'],
    choice: ['ask nicely, with a please and a thank-you', 'use {their} [kindest, politest|gentlest, nicest] words'],
    payoff: ['Everyone was [happy|glad] to help, and the job was done in [no time|a twinkling].', 'Those polite little words worked like [a key in a lock|magic].'],
  },
  'new-things': {
    urge: ['stick to what {they} already knew', 'say no without even [trying|a taste|a try]', '[turn up {their} nose|pull a face] at anything new'],
    choice: ['try something new', 'give the new thing a go, just a [tiny|little] bit', 'be brave and [try it|have a taste|give it a chance]'],
    payoff: ['The new thing turned out to be [wonderful|delicious|a delight], and it was [exactly|just] what they needed next.', 'Trying it opened up a whole new [part|corner|chapter] of the [adventure|day].', '{Name} [liked|loved] it so much that {they} [wanted|asked for] [more|another go|seconds].'],
  },
  bravery: {
    urge: ['turn round and [run|hurry] home', 'stay where it felt safe and not [try at all|even try]', '[hide|curl up] and wait for the scary part to [go away|be over]'],
    choice: ['be brave and take one [small|little] step', 'go on bravely, one step at a time', 'stay close to {comp} and [keep going|go on]'],
    payoff: ['[Step by step|Bit by bit], the scary part [shrank|got smaller], and soon it was behind them.', 'Being brave did not make the fear vanish, but it carried them [through|across|onwards].', 'The scary part, [up close|once they were in it], was [only|just] [shadows and shapes|a place like any other].'],
  },
  mistakes: {
    urge: ['give up after getting it wrong', 'hide the mistake and never try again'],
    choice: ['try again, a little differently', 'learn from the mistake and have another go'],
    payoff: ['The second try worked, and the mistake had shown them something [useful|new] along the way.', 'Because of the mistake, they found [an even better|a smarter|a quicker] way to do it.'],
  },
  patience: {
    urge: ['rush ahead without waiting', 'hurry everything along'],
    choice: ['wait patiently', 'slow down and be patient'],
    payoff: ['At [exactly|just] the right moment, everything fell into place.', 'Waiting turned out to be the [quickest|best] way after all.'],
  },
  perseverance: {
    urge: ['give up', 'stop trying and go home'],
    choice: ['keep on trying', 'have one more go, and then another'],
    payoff: ['At last it worked, and it felt even better because it had been [hard|such hard work].', 'Try by try, they got closer, until [suddenly|all at once] they were there.'],
  },
  'being-yourself': {
    urge: ['pretend to be somebody else', 'wish {they_were} more like everyone else'],
    choice: ['be exactly {themselves}', 'do it in {their} own special way'],
    payoff: ['Being {themselves} turned out to be [exactly|just] what was needed.', 'Only {name} could have done it that way, and it worked [perfectly|a treat].'],
  },
  teamwork: {
    urge: ['do it all alone', 'manage without anyone\'s help'],
    choice: ['ask everyone to help', 'work together as a team'],
    payoff: ['Together, the job was done in [no time at all|a flash].', 'With everyone pulling together, it was [almost easy|easy as pie].'],
  },
  listening: {
    urge: ['charge ahead without listening', 'stop listening and do it {their} own way'],
    choice: ['stop and listen carefully', 'listen properly, with both ears'],
    payoff: ['Because {name} listened, the way ahead made sense at last.', 'The advice was [exactly|just] right, and they were through in [no time|a trice].'],
  },
  sleep: {
    urge: ['keep going without any rest', 'stay up and play for ever'],
    choice: ['rest for a while', 'close {their} eyes and have a little rest'],
    payoff: ['After the rest, everything felt [easier and brighter|lighter].', 'Rested and strong again, they solved the problem in a few [easy|short] minutes.'],
  },
  tidiness: {
    urge: ['leave everything in a muddle', 'drop things wherever {they} liked'],
    choice: ['tidy up properly', 'put everything back in its place'],
    payoff: ['Once it was tidy, they found [exactly|just] what they needed.', 'The tidy-up made room for [the best part of the day|more fun].'],
  },
  'healthy-eating': {
    urge: ['eat nothing but sweets', 'push the vegetables away'],
    choice: ['eat a good, healthy snack', 'try the crunchy vegetables'],
    payoff: ['Full of energy again, they bounded on.', 'The good food gave them all the [bounce|energy] they needed.'],
  },
  open: {
    urge: ['do whatever was quickest', 'give up and go home', '[skip it|forget all about it], just this once'],
    choice: ['remember some wise words: "{lesson}"', 'listen to the words {comp} whispered: "{lesson}"', '[think of|hold on to] what {comp} had said: "{lesson}"'],
    payoff: ['Those words helped more than {name} could have guessed, and the way forward [became clear|opened up].', 'And it helped. [Step by step|Bit by bit], everything came right.', 'It was [the right thing|just the thing], and [everything else|the rest] [followed|fell into place].'],
  },
};
