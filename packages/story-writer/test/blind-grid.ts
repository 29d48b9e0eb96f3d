// The fixed grid of the blind readings (docs/story-composer.md): 24 wishes across every age band and
// style, sensitive and everyday lessons, 0-3 twists, typed the way parents type them.
import type { WordsRequest } from '../src/write/from-words';

export const BLIND_GRID: readonly WordsRequest[] = [
  { age: 2, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'sharing her toys with her baby cousin', plotTwists: [], heroName: 'Mia', seed: 101 },
  { age: 3, gender: 'boy', interests: ['Vehicles & Transportation'], style: 'funny', lesson: 'using the potty like a big boy', plotTwists: ['the bus starts to fly'], heroName: 'Leo', seed: 102 },
  { age: 3, gender: 'other', interests: ['Ocean & Sea Life'], style: 'magical', lesson: 'not being scared of the dark at night', plotTwists: [], heroName: 'Robin', seed: 103 },
  { age: 4, gender: 'girl', interests: ['Dinosaurs', 'Nature & Forest'], style: 'adventurous', lesson: 'being brave at the dentist tomorrow', plotTwists: ['a dinosaur egg hatches'], heroName: 'Ava', seed: 104 },
  { age: 4, gender: 'boy', interests: ['Space & Stars'], style: 'gentle', lesson: 'we have a new baby sister coming in march', plotTwists: [], heroName: 'Theo', seed: 105 },
  { age: 5, gender: 'girl', interests: ['Cooking & Food'], style: 'funny', lesson: 'eating her veggies esp broccoli', plotTwists: ['it rains pancakes', 'the cat can talk'], heroName: 'Zara', seed: 106 },
  { age: 5, gender: 'boy', interests: ['Superheroes'], style: 'adventurous', lesson: "not hitting his brother when he's cross", plotTwists: ['a dragon sneezes and sets the birthday candles alight'], heroName: 'Omar', seed: 107 },
  { age: 6, gender: 'girl', interests: ['Magic & Fantasy'], style: 'magical', lesson: 'grandpa died last month and we miss him', plotTwists: [], heroName: 'Nora', seed: 108 },
  { age: 6, gender: 'boy', interests: ['Sports'], style: 'educational', lesson: "being a good loser, he's killing it at chess but cries when he loses", plotTwists: ['a race at the park'], heroName: 'Sam', seed: 109 },
  { age: 7, gender: 'other', interests: ['Art & Drawing'], style: 'gentle', lesson: 'mum and dad live in two houses now', plotTwists: [], heroName: 'Sky', seed: 110 },
  { age: 7, gender: 'girl', interests: ['Music', 'Animals'], style: 'funny', lesson: 'telling the truth even when you broke something', plotTwists: ['the piano can talk', 'a secret door in the library'], heroName: 'Ruby', seed: 111 },
  { age: 8, gender: 'boy', interests: ['Science & Experiments'], style: 'educational', lesson: 'putting the ipad down without a fight', plotTwists: ['time stands still'], heroName: 'Felix', seed: 112 },
  { age: 8, gender: 'girl', interests: ['Ocean & Sea Life'], style: 'adventurous', lesson: 'never swimming without a grown-up there', plotTwists: ['a treasure map in a bottle', 'a storm blows in'], heroName: 'Isla', seed: 113 },
  { age: 9, gender: 'boy', interests: ['Space & Stars', 'Science & Experiments'], style: 'adventurous', lesson: "believing in himself, he thinks he's rubbish at maths", plotTwists: ['the robot can talk', 'he shrinks to the size of an ant', 'a race to the moon'], heroName: 'Aarav', seed: 114 },
  { age: 9, gender: 'girl', interests: ['Nature & Forest'], style: 'gentle', lesson: 'mummy has cancer and is having treatment', plotTwists: [], heroName: 'Hazel', seed: 115 },
  { age: 10, gender: 'other', interests: ['Vehicles & Transportation'], style: 'funny', lesson: 'being kind online and not joining in when the group chat gets mean', plotTwists: ['the car turns invisible'], heroName: 'Jules', seed: 116 },
  { age: 10, gender: 'girl', interests: ['Dinosaurs'], style: 'educational', lesson: 'patience - waiting for her seeds to grow', plotTwists: ['a plant grows overnight up to the clouds'], heroName: 'Freya', seed: 117 },
  { age: 11, gender: 'boy', interests: ['Sports', 'Superheroes'], style: 'adventurous', lesson: "standing up for a kid who's being picked on", plotTwists: ['the lights go out', 'someone in a monster costume'], heroName: 'Kai', seed: 118 },
  { age: 11, gender: 'girl', interests: ['Art & Drawing', 'Music'], style: 'magical', lesson: "her period started and she's embarrassed", plotTwists: [], heroName: 'Amara', seed: 119 },
  { age: 12, gender: 'boy', interests: ['Magic & Fantasy'], style: 'funny', lesson: 'being a kind winner and not rubbing it in', plotTwists: ['a potion changes all the colours', 'the teacher turns into a frog', 'a surprise party'], heroName: 'Hugo', seed: 120 },
  { age: 12, gender: 'girl', interests: ['Cooking & Food', 'Science & Experiments'], style: 'gentle', lesson: 'moving to a new city next month and leaving her friends', plotTwists: ['a message in a bottle arrives'], heroName: 'Mei', seed: 121 },
  { age: 6, gender: 'boy', interests: ['Animals'], style: 'gentle', lesson: 'our dog biscuit died and he keeps asking where he went', plotTwists: [], heroName: 'Jonah', seed: 122 },
  { age: 4, gender: 'other', interests: ['Magic & Fantasy', 'Animals'], style: 'magical', lesson: 'keeping our bodies safe and private', plotTwists: [], heroName: 'Wren', seed: 123 },
  { age: 8, gender: 'girl', interests: ['Superheroes'], style: 'funny', lesson: 'tidying her room without being asked 20 times', plotTwists: ['it rains socks', 'the teddy comes to life', 'a box that will not open'], heroName: 'Poppy', seed: 124 },
];
