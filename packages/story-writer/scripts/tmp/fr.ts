import { readLesson, readTwist } from '../../src/understand/index';
const lessons = [
  'stop biting his nails', 'she bit her friend at nursery', 'he keeps hitting the dog with his toy sword', 'not licking the knife when we bake',
  'being gentle with the baby\'s head', 'he pulls the cat\'s tail', 'she screams bloody murder at bath time', 'stop saying poo poo head at the table',
  'wiping his bum properly', 'not picking his nose and eating it', 'drinking water not juice', 'she wants to be skinny like her barbie',
  'he thinks girls cant play football', 'we lost our baby and she keeps asking', 'her dad is in prison', 'daddy drinks too much and shouts',
  'grandad has dementia and forgets her name', 'her hamster got eaten by the cat', 'he saw a dead bird and cried', 'the war on the news scares her',
  'guns are not toys', 'what to do if there is a fire', 'not playing with lighters', 'she swallowed a coin last week and we were so scared',
  'stranger danger without scaring her', 'she shot up in height and her knees hurt', 'her period might start soon', 'she has a crush on a boy at school',
  'the kids at school call him fat', 'he hates his curly hair', 'wearing her glasses without feeling silly', 'his hearing aids',
  'being kind to her friend in a wheelchair', 'he is autistic and loud places are hard', 'dealing with a nasty cough', 'getting her ears pierced',
  'having her blood taken at the doctors', 'the vet had to put our dog to sleep', 'our goldfish died', 'the tooth fairy',
];
const twists = [
  'a shark bites the boat', 'the dragon burns down the castle by accident', 'pirates make the teddy walk the plank', 'a robot explodes into confetti',
  'the witch turns her into a toad', 'a ghost who is scared of people', 'zombies who just want a cuddle', 'the giant squashes the cake',
  'a bomb of glitter goes off', 'the spaceship crashes on the moon', 'the volcano erupts with hot chocolate', 'a knight fights a dragon with a pillow',
  'the monster under the bed eats socks', 'a vampire who only drinks tomato juice', 'a tornado picks up the house', 'the cat kills a sock',
  'a wolf blows the house down', 'the troll under the bridge is lonely', 'a skeleton dances at the disco', 'the mummy unravels',
];
let bad = 0;
for (const t of lessons) { const r = readLesson(t); if (!r.ok) { bad++; console.log('LESSON REFUSED', r.harm, '|', t); } else console.log('   ', r.lesson.themeId.padEnd(22), r.lesson.confident ? ' ' : '?', t); }
for (const t of twists) { const r = readTwist(t); if (!r.ok) { bad++; console.log('TWIST REFUSED', r.harm, '|', t); } else console.log('   ', r.twist.kindId.padEnd(22), t); }
console.log('refused', bad);
