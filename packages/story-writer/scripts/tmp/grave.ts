import { readFileSync } from 'node:fs';
import { readLesson } from '../../src/understand/index';
const GRAVE = new Set(['hospital', 'family-illness', 'two-homes', 'death-of-grandparent', 'death-of-pet', 'parent-away', 'growing-body', 'body-safety']);
const files = process.argv.slice(2);
let falseGrave = 0, graveRight = 0, graveAll = 0; const shown: string[] = [];
for (const f of files) for (const l of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
  const line = JSON.parse(l); if (line.field !== 'lesson') continue;
  const r = readLesson(line.text); if (!r.ok) continue;
  const got = r.lesson.themeId;
  if (line.label !== 'harmful' && GRAVE.has(line.theme)) { graveAll++; if (got === line.theme) graveRight++; }
  if (GRAVE.has(got) && got !== line.theme) { falseGrave++; if (process.env.SHOW) shown.push(`${got.padEnd(22)} ${String(line.theme ?? line.harm).padEnd(20)} ${line.text}`); }
}
console.log({ falseGrave, graveRight, graveAll }); console.log(shown.join('\n'));
