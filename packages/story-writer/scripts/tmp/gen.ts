import { writeFileSync } from 'node:fs';
import { countWords } from '@bedtime/contracts';
import { writeFromWords } from '../../src/write/from-words';
const inputs = [
  { age: 4, gender: 'girl', interests: ['Animals'], style: 'funny', lesson: 'she keeps snatching toys off her baby cousin', plotTwists: ['the goat can talk'], heroName: 'Poppy' },
  { age: 6, gender: 'boy', interests: ['Space & Stars'], style: 'adventurous', lesson: 'nervous about his first swimming lesson on saturday', plotTwists: ['the rocket is made of cardboard'], heroName: 'Theo' },
  { age: 8, gender: 'girl', interests: ['Music'], style: 'gentle', lesson: 'she gave up on the violin after one week', plotTwists: [], heroName: 'Aisha' },
  { age: 5, gender: 'boy', interests: ['Dinosaurs'], style: 'adventurous', lesson: 'wont wash his hands after the loo', plotTwists: ['a dinosaur egg hatches'], heroName: 'Jack' },
  { age: 3, gender: 'girl', interests: ['Vehicles & Transportation'], style: 'funny', lesson: 'staying in her own bed all night', plotTwists: ['the bus flies'], heroName: 'Ivy' },
  { age: 10, gender: 'boy', interests: ['Sports'], style: 'adventurous', lesson: 'he sulks for ages when his team loses', plotTwists: ['it rains tennis balls'], heroName: 'Sami' },
  { age: 7, gender: 'other', interests: ['Science & Experiments'], style: 'gentle', lesson: 'our cat Biscuit died last week', plotTwists: [], heroName: 'Robin' },
  { age: 6, gender: 'girl', interests: ['Cooking & Food'], style: 'funny', lesson: 'saying thank you to the dinner ladies', plotTwists: ['the oven is a secret door'], heroName: 'Mina' },
] as const;
const out: string[] = [];
inputs.forEach((input, i) => {
  const story = writeFromWords({ ...input, interests: [...input.interests], plotTwists: [...input.plotTwists], seed: 4200 + i } as any);
  if (!story.ok) { out.push(`## ${i + 1} refused: ${story.message}`); return; }
  const words = story.paragraphs.reduce((s, p) => s + countWords(p), 0);
  out.push(`## ${i + 1}. ${story.title} (${story.plan.lesson.themeId}; ${story.plan.twists?.map((t: any) => t.kindId).join(',') ?? ''}) ${words} words${story.note ? ` NOTE: ${story.note}` : ''}`, '', ...story.paragraphs.flatMap((p) => [p, '']));
});
writeFileSync(process.argv[2] ?? '/tmp/s8/out.md', out.join('\n'));
