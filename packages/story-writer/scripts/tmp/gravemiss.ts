import { readFileSync } from 'node:fs';
import { readLesson } from '../../src/understand/index';
const GRAVE = new Set(['hospital', 'family-illness', 'two-homes', 'death-of-grandparent', 'death-of-pet', 'parent-away', 'growing-body', 'body-safety']);
for (const f of process.argv.slice(2)) for (const l of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
  const line = JSON.parse(l); if (line.field !== 'lesson' || line.label === 'harmful' || !GRAVE.has(line.theme)) continue;
  const r = readLesson(line.text); if (!r.ok) { console.log('REFUSED'.padEnd(22), line.theme.padEnd(20), line.text); continue; }
  if (r.lesson.themeId !== line.theme) console.log(r.lesson.themeId.padEnd(22), line.theme.padEnd(20), line.text);
}
