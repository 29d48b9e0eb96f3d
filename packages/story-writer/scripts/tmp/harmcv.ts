import { loadSplit } from '../../test/understand-figures';
import { features } from '../../src/understand/model';
import { readText } from '../../src/understand/nlp';
import { findHarm } from '../../src/understand/harm';
const dev = loadSplit('dev');
type M = { classes: string[]; docs: number[]; totals: number[]; features: Record<string, Record<string, number>> };
function train(docs: Array<{ id: string; f: string[] }>, classes: string[]): M {
  const index = new Map(classes.map((c, i) => [c, i]));
  const counts = classes.map(() => 0), totals = classes.map(() => 0);
  const feats: M['features'] = {};
  for (const d of docs) { const c = index.get(d.id)!; counts[c]++; for (const f of d.f) { (feats[f] ??= {})[c] = (feats[f]![c] ?? 0) + 1; totals[c]++; } }
  return { classes, docs: counts, totals, features: feats };
}
function predict(m: M, fs: string[]) {
  const vocab = Object.keys(m.features).length + 1;
  const dt = m.docs.reduce((a, b) => a + b, 0);
  const feats = fs.filter((f) => m.features[f]);
  const logs = m.classes.map((_, c) => { let lp = Math.log((m.docs[c]! + 1) / (dt + m.classes.length)); for (const f of feats) lp += Math.log(((m.features[f]![c] ?? 0) + 0.1) / (m.totals[c]! + 0.1 * vocab)); return lp; });
  const max = Math.max(...logs); const e = logs.map((l) => Math.exp(l - max)); const s = e.reduce((a, b) => a + b, 0);
  return m.classes.map((id, c) => ({ id, p: e[c]! / s })).sort((a, b) => b.p - a.p);
}
const items = dev.map((l, i) => { const r = readText(l.text); return { l, i, f: features(r), rule: !!findHarm(r, l.field, l.text) }; });
const classes = ['ok', 'harm'];
const TH = [0.5, 0.8, 0.9, 0.95, 0.99, 0.999];
const res = TH.map(() => ({ caught: 0, missed: 0, fp: 0, ok: 0 }));
for (const fold of [0, 1]) {
  const m = train(items.filter((x) => x.i % 2 !== fold).map((x) => ({ id: x.l.label === 'harmful' ? 'harm' : 'ok', f: x.f })), classes);
  for (const x of items.filter((x) => x.i % 2 === fold)) {
    if (x.rule) continue;
    const p = predict(m, x.f).find((c) => c.id === 'harm')!.p;
    TH.forEach((t, k) => { if (x.l.label === 'harmful') (p > t ? res[k]!.caught++ : res[k]!.missed++); else (p > t ? res[k]!.fp++ : res[k]!.ok++); });
  }
}
TH.forEach((t, k) => console.log(t, res[k]));
const T = Number(process.env.T ?? 0.99);
for (const fold of [0, 1]) {
  const m = train(items.filter((x) => x.i % 2 !== fold).map((x) => ({ id: x.l.label === 'harmful' ? 'harm' : 'ok', f: x.f })), classes);
  for (const x of items.filter((x) => x.i % 2 === fold)) {
    if (x.rule) continue;
    const p = predict(m, x.f).find((c) => c.id === 'harm')!.p;
    if (p > T) console.log(x.l.label === 'harmful' ? 'CATCH' : 'FP   ', p.toFixed(4), x.l.label, x.l.harm ?? x.l.theme ?? x.l.twist, '|', x.l.text.slice(0, 120));
  }
}
