import { loadSplit } from '../../test/understand-figures';
import { features } from '../../src/understand/model';
import { readText } from '../../src/understand/nlp';
import { findHarm } from '../../src/understand/harm';
import { compile, find } from '../../src/understand/match';
import { LISTS } from '../../src/understand/harm-words';
const P = (s: string) => compile(s, LISTS);
const GUARD = P("(never|don't|dont|do not|not|no|shouldn't|mustn't|only for grown-ups|only grown-ups|safe|safety|careful|trusted|tell a|say no|allowed|what to do|how to|dangerous|hurts|wrong|mean|unkind|sad|upset|scared|worried|miss|missing|died|doctor|ne|nicht|kein|keine|nunca|jamais|pas)");
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
const dev = loadSplit('dev');
const items = dev.map((l, i) => { const r = readText(l.text); return { l, i, r, f: features(r), rule: !!findHarm(r, l.field, l.text) }; });
const TH = [0.9, 0.99, 0.999];
const res = TH.map(() => ({ caught: 0, missed: 0, fp: 0 }));
const show = process.env.SHOW;
for (const fold of [0, 1]) {
  const m = train(items.filter((x) => x.i % 2 !== fold).map((x) => ({ id: x.l.label === 'harmful' ? 'harm' : 'ok', f: x.f })), ['ok', 'harm']);
  for (const x of items.filter((x) => x.i % 2 === fold)) {
    if (x.rule) continue;
    const p = predict(m, x.f).find((c) => c.id === 'harm')!.p;
    const guarded = !!find(x.r, GUARD);
    TH.forEach((t, k) => { const flag = p > t && !guarded; if (x.l.label === 'harmful') (flag ? res[k]!.caught++ : res[k]!.missed++); else if (flag) { res[k]!.fp++; if (show && t === 0.99) console.log('FP', x.l.text); } });
  }
}
TH.forEach((t, k) => console.log(t, res[k]));
