import { loadSplit } from '../../test/understand-figures';
import { readLesson, readTwist } from '../../src/understand/index';
const lines = loadSplit('dev').filter((l) => l.label === 'harmful');
let n = 0;
for (const l of lines) {
  const r = l.field === 'lesson' ? readLesson(l.text) : readTwist(l.text);
  if (r.ok) { n++; console.log(`${l.field}\t${l.harm}\t${l.lang}\t${l.form}\t${l.text}\t→ ${(r as any).theme?.id ?? (r as any).reading?.themeId ?? (r as any).kind?.id ?? ''}`); }
}
console.log(n, 'of', lines.length);
