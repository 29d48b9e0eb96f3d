import { loadSplit } from '../../test/understand-figures';
import { readLesson } from '../../src/understand/index';
const RE = /\b(scared|afraid|frightened|terrified|fear|scares|frightens|petrified|panics?)\b/i;
for (const split of ['dev'] as const) {
  const lines = loadSplit(split).filter((l) => l.field === 'lesson' && l.label !== 'harmful' && l.theme && l.lang === 'en' && RE.test(l.text));
  const gold = new Map<string, number>(); let miss = 0;
  for (const l of lines) { gold.set(l.theme!, (gold.get(l.theme!) ?? 0) + 1); const r = readLesson(l.text); const got = r.ok ? r.lesson.themeId : 'REF'; if (got !== l.theme) { miss++; console.log(`${l.theme}\t${got}\t${l.text.slice(0, 100)}`); } }
  console.log(split, lines.length, 'miss', miss, [...gold].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}:${n}`).join(' '));
}
