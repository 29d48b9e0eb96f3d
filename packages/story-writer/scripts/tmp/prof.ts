import { understandIdeas } from '../../src/understand/index';
import { loadSplit } from '../../test/understand-figures';
const dev = loadSplit('dev');
const lessons = dev.filter((l) => l.field === 'lesson').map((l) => l.text);
const twists = dev.filter((l) => l.field === 'twist').map((l) => l.text);
const t: number[] = [];
for (let i = 0; i < 1500; i++) {
  const s = performance.now();
  understandIdeas({ lesson: lessons[i % lessons.length]!, plotTwists: [twists[i % twists.length]!, twists[(i * 7) % twists.length]!, twists[(i * 13) % twists.length]!], age: 7 });
  t.push(performance.now() - s);
}
t.sort((a, b) => a - b);
console.log('p50', t[750]!.toFixed(2), 'p99', t[1485]!.toFixed(2), 'max', t[1499]!.toFixed(2));
