/**
 * A small naive Bayes reader over lemmas, trained by scripts/train-reader.ts on corpus/dev.jsonl (never
 * on held-out lines) and on the catalogues' own descriptions. It is a second opinion: the cue tables
 * decide when they are confident, and this model breaks ties and reads wordings no cue foresaw.
 */
import type { Reading } from './nlp';
import data from './model.json';

interface Model {
  classes: string[];
  docs: number[];
  totals: number[];
  features: Record<string, Record<string, number>>;
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'is',
  'be',
  'are',
  'was',
  'it',
  'he',
  'she',
  'they',
  'his',
  'her',
  'their',
  'my',
  'our',
  'we',
  'i',
  'you',
  'your',
  'that',
  'this',
  'so',
  'but',
  'when',
  'if',
  'do',
  'does',
  'have',
  'has',
  'not',
  'about',
  'how',
  'what',
  'who',
  'up',
  'out',
  'just',
  'really',
  'very',
  'can',
  'will',
  'get',
  'gets',
]);

/** The features of a reading: content lemmas and adjacent pairs of them. */
export function features(reading: Reading): string[] {
  const words = reading.tokens.filter((t) => !t.name && t.lemma && !STOP.has(t.lemma) && /^[\p{L}'-]+$/u.test(t.lemma)).map((t) => t.lemma);
  const out = new Set<string>(words);
  for (let i = 1; i < words.length; i++) out.add(`${words[i - 1]}_${words[i]}`);
  return [...out];
}

function predictor(model: Model) {
  const vocab = Object.keys(model.features).length + 1;
  const docsTotal = model.docs.reduce((a, b) => a + b, 0);
  return (reading: Reading): Array<{ id: string; p: number }> => {
    const feats = features(reading).filter((f) => model.features[f]);
    const logs = model.classes.map((_, c) => {
      let lp = Math.log((model.docs[c]! + 1) / (docsTotal + model.classes.length));
      for (const f of feats) lp += Math.log(((model.features[f]![c] ?? 0) + 0.1) / (model.totals[c]! + 0.1 * vocab));
      return lp;
    });
    const max = Math.max(...logs);
    const exp = logs.map((l) => Math.exp(l - max));
    const sum = exp.reduce((a, b) => a + b, 0);
    return model.classes.map((id, c) => ({ id, p: feats.length === 0 ? 0 : exp[c]! / sum })).sort((a, b) => b.p - a.p);
  };
}

const models = data as unknown as { themes: Model; twists: Model };
export const predictTheme = predictor(models.themes);
export const predictTwist = predictor(models.twists);
