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
    urge: ['keep {the_thing} all to {themselves}', 'hold on to {the_thing} and not let anyone else have a go'],
    choice: ['share {the_thing} with {comp}', 'let {comp} have a turn with {the_thing}'],
    payoff: ['With two of them using {the_thing}, everything went twice as well, and twice as happily.', 'Sharing {the_thing} turned out to be far more fun than keeping it.'],
  },
  kindness: {
    urge: ['hurry past and pretend not to notice', 'keep going without stopping to help'],
    choice: ['stop and help, gently and kindly', 'be kind, even though they were in a hurry'],
    payoff: ['The little kindness came back to them later, just when they needed it most.', 'Being kind made the whole day feel warmer, and it opened a door they had not even seen.'],
  },
  honesty: {
    urge: ['hide what had really happened', 'say it was not {their} fault'],
    choice: ['tell the truth, all of it', 'own up, honestly and clearly'],
    payoff: ['Telling the truth made {their} heart feel as light as a feather, and together they put things right.', 'Once the truth was out, the problem was easy to fix.'],
  },
  friendship: {
    urge: ['stomp off alone in a huff', 'leave {comp} out of the fun'],
    choice: ['say sorry and make up with {comp}', 'include {comp} and go on together'],
    payoff: ['Side by side again, they found that friends make every hard thing easier.', 'Together, the two friends found the way far faster than one could alone.'],
  },
  gratitude: {
    urge: ['grumble about everything {they} did not have', 'moan that nothing was good enough'],
    choice: ['say thank you for all the good things', 'notice what was good and be thankful'],
    payoff: ['Saying thank you made everyone smile, and the day seemed to glow.', 'Once {name} started counting good things, {they} could hardly stop.'],
  },
  manners: {
    urge: ['shout and demand instead of asking nicely', 'grab instead of asking'],
    choice: ['ask nicely, with a please and a thank-you', 'use {their} kindest, politest words'],
    payoff: ['Everyone was happy to help, and the job was done in no time.', 'Those polite little words worked like a key in a lock.'],
  },
  'new-things': {
    urge: ['stick to what {they} already knew', 'say no without even trying'],
    choice: ['try something new', 'give the new thing a go, just a tiny bit'],
    payoff: ['The new thing turned out to be wonderful, and it was exactly what they needed next.', 'Trying it opened up a whole new part of the adventure.'],
  },
  bravery: {
    urge: ['turn round and run home', 'stay where it felt safe and not try at all'],
    choice: ['be brave and take one small step', 'go on bravely, one step at a time'],
    payoff: ['Step by step, the scary part shrank, and soon it was behind them.', 'Being brave did not make the fear vanish, but it carried them through.'],
  },
  mistakes: {
    urge: ['give up after getting it wrong', 'hide the mistake and never try again'],
    choice: ['try again, a little differently', 'learn from the mistake and have another go'],
    payoff: ['The second try worked, and the mistake had shown them something useful along the way.', 'Because of the mistake, they found an even better way to do it.'],
  },
  patience: {
    urge: ['rush ahead without waiting', 'hurry everything along'],
    choice: ['wait patiently', 'slow down and be patient'],
    payoff: ['At exactly the right moment, everything fell into place.', 'Waiting turned out to be the quickest way after all.'],
  },
  perseverance: {
    urge: ['give up', 'stop trying and go home'],
    choice: ['keep on trying', 'have one more go, and then another'],
    payoff: ['At last it worked, and it felt even better because it had been hard.', 'Try by try, they got closer, until suddenly they were there.'],
  },
  'being-yourself': {
    urge: ['pretend to be somebody else', 'wish {they_were} more like everyone else'],
    choice: ['be exactly {themselves}', 'do it in {their} own special way'],
    payoff: ['Being {themselves} turned out to be exactly what was needed.', 'Only {name} could have done it that way, and it worked perfectly.'],
  },
  teamwork: {
    urge: ['do it all alone', 'manage without anyone\'s help'],
    choice: ['ask everyone to help', 'work together as a team'],
    payoff: ['Together, the job was done in no time at all.', 'With everyone pulling together, it was almost easy.'],
  },
  listening: {
    urge: ['charge ahead without listening', 'stop listening and do it {their} own way'],
    choice: ['stop and listen carefully', 'listen properly, with both ears'],
    payoff: ['Because {name} listened, the way ahead made sense at last.', 'The advice was exactly right, and they were through in no time.'],
  },
  sleep: {
    urge: ['keep going without any rest', 'stay up and play for ever'],
    choice: ['rest for a while', 'close {their} eyes and have a little rest'],
    payoff: ['After the rest, everything felt easier and brighter.', 'Rested and strong again, they solved the problem in a few easy minutes.'],
  },
  tidiness: {
    urge: ['leave everything in a muddle', 'drop things wherever {they} liked'],
    choice: ['tidy up properly', 'put everything back in its place'],
    payoff: ['Once it was tidy, they found exactly what they needed.', 'The tidy-up made room for the best part of the day.'],
  },
  'healthy-eating': {
    urge: ['eat nothing but sweets', 'push the vegetables away'],
    choice: ['eat a good, healthy snack', 'try the crunchy vegetables'],
    payoff: ['Full of energy again, they bounded on.', 'The good food gave them all the bounce they needed.'],
  },
  open: {
    urge: ['do whatever was quickest', 'give up and go home'],
    choice: ['remember some wise words: "{lesson}"', 'listen to the words {comp} whispered: "{lesson}"'],
    payoff: ['Those words helped more than {name} could have guessed, and the way forward became clear.', 'And it helped. Step by step, everything came right.'],
  },
};
