/**
 * Tuning aid: the understanding layer's misses on corpus/dev.jsonl (never on held-out).
 * Run: npx tsx packages/story-writer/scripts/dev-misses.ts [filter]
 */
import { describe, figures, loadSplit } from '../test/understand-figures';

const fold = process.env.EVAL_FOLD;
const f = figures(
  loadSplit('dev').filter((_, i) => fold === undefined || i % 2 === Number(fold)),
  true,
);
console.log(describe('dev', f));
const filter = process.argv[2];
for (const { line, got } of f.misses) {
  const want = line.label === 'harmful' ? `harm:${line.harm}` : line.field === 'lesson' ? `theme:${line.theme}` : `twist:${line.twist}`;
  const row = `${want.padEnd(32)} ${got.padEnd(30)} ${line.lang} ${line.form.padEnd(10)} ${line.text}`;
  if (!filter || row.includes(filter)) console.log(row);
}
