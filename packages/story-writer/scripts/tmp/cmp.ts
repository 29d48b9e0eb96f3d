import nlp3 from 'compromise';
import nlp2 from 'compromise/two';
import { loadSplit } from '../../test/understand-figures';
const texts = [...loadSplit('dev'), ...loadSplit('heldout')].map((l) => l.text);
const sig = (nlp: any, t: string) => { const d = nlp(t); d.compute('root'); return JSON.stringify(d.docs.map((s: any[]) => s.map((x) => [x.normal, x.root, x.implicit, [...x.tags].sort().join(',')]))); };
for (const t of texts.slice(0, 50)) { sig(nlp3, t); sig(nlp2, t); }
let diff = 0;
const ex: string[] = [];
for (const t of texts) { const a = sig(nlp3, t), b = sig(nlp2, t); if (a !== b) { diff++; if (ex.length < 3) ex.push(t); } }
console.log('differ', diff, 'of', texts.length, ex);
for (const [name, nlp] of [['three', nlp3], ['two', nlp2], ['three', nlp3], ['two', nlp2]] as const) { const s = performance.now(); for (const t of texts) sig(nlp, t); console.log(name, (performance.now() - s).toFixed(0), 'ms'); }
