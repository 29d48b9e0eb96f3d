/**
 * Trains the understanding layer's second-opinion model (src/understand/model.json) on corpus/dev.jsonl
 * and the catalogues' descriptions. Held-out lines are never read here.
 * Run: npx tsx packages/story-writer/scripts/train-reader.ts   (the JSON is checked in)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSON_THEMES } from '../src/catalogue/themes';
import { TWIST_KINDS } from '../src/catalogue/twist-kinds';
import { features } from '../src/understand/model';
import { readText } from '../src/understand/nlp';

const here = path.dirname(fileURLToPath(import.meta.url));
const lines = fs
  .readFileSync(path.join(here, '../corpus/dev.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { text: string; field: string; label: string; theme?: string; twist?: string });
const only = process.env.TRAIN_FOLD; // for cross-validation on dev: "0" or "1" trains on that half only

function train(classes: string[], docs: Array<{ id: string; text: string }>) {
  const index = new Map(classes.map((c, i) => [c, i]));
  const counts = classes.map(() => 0);
  const totals = classes.map(() => 0);
  const feats: Record<string, Record<string, number>> = {};
  for (const doc of docs) {
    const c = index.get(doc.id);
    if (c === undefined) continue;
    counts[c]! += 1;
    for (const f of features(readText(doc.text))) {
      (feats[f] ??= {})[c] = (feats[f]![c] ?? 0) + 1;
      totals[c]! += 1;
    }
  }
  return { classes, docs: counts, totals, features: feats };
}

const keep = (i: number): boolean => only === undefined || i % 2 === Number(only);
const themeDocs = [
  ...LESSON_THEMES.flatMap((t) => [
    { id: t.id, text: t.label },
    { id: t.id, text: t.means },
  ]),
  ...lines.filter((l, i) => keep(i) && l.field === 'lesson' && l.label !== 'harmful' && l.theme).map((l) => ({ id: l.theme!, text: l.text })),
];
const twistDocs = [
  ...TWIST_KINDS.flatMap((k) => [
    { id: k.id, text: k.label },
    { id: k.id, text: k.means },
  ]),
  ...lines.filter((l, i) => keep(i) && l.field === 'twist' && l.label !== 'harmful' && l.twist).map((l) => ({ id: l.twist!, text: l.text })),
];
const model = {
  themes: train(
    LESSON_THEMES.map((t) => t.id),
    themeDocs,
  ),
  twists: train(
    TWIST_KINDS.map((k) => k.id),
    twistDocs,
  ),
};
const out = path.join(here, '../src/understand/model.json');
fs.writeFileSync(out, JSON.stringify(model));
console.log(`model.json: ${themeDocs.length} lesson documents, ${twistDocs.length} twist documents, ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
