import { loadSplit } from '../../test/understand-figures';
import { readLesson } from '../../src/understand/index';
const split = (process.argv[2] ?? 'dev') as 'dev';
const lines = loadSplit(split).filter((l) => l.field === 'lesson' && l.label !== 'harmful' && l.theme);
const pairs = new Map<string, number>();
for (const l of lines) {
  const r = readLesson(l.text);
  const got = r.ok ? r.lesson.themeId : 'REFUSED';
  if (got !== l.theme) { const k = `${l.theme} → ${got}`; pairs.set(k, (pairs.get(k) ?? 0) + 1); if (split === 'dev') console.log(`${l.theme}\t${got}\t${l.lang}\t${l.text.slice(0, 110)}`); }
}
console.log([...pairs].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, n]) => `${n} ${k}`).join('\n'));
