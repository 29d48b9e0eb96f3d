import { readText } from '../../src/understand/nlp';
import { readLesson } from '../../src/understand/read-lesson';
import { readTwist } from '../../src/understand/read-twist';
import { loadSplit } from '../../test/understand-figures';
const dev = loadSplit('dev');
const rows: Array<[number, number, number, string]> = [];
for (let rep = 0; rep < 2; rep++) for (const l of dev) {
  let s = performance.now(); readText(l.text); const a = performance.now() - s;
  s = performance.now(); l.field === 'lesson' ? readLesson(l.text) : readTwist(l.text); const b = performance.now() - s;
  if (rep === 1) rows.push([b, a, l.text.split(/\s+/).length, l.field]);
}
rows.sort((x, y) => y[0] - x[0]);
const n = rows.length;
console.log('whole p50', rows[Math.floor(n / 2)]![0].toFixed(2), 'p99', rows[Math.floor(n / 100)]![0].toFixed(2));
for (const r of rows.slice(0, 12)) console.log(r[0].toFixed(2), 'readText', r[1].toFixed(2), 'words', r[2], r[3]);
const byLen = (min: number, max: number) => { const sel = rows.filter((r) => r[2] >= min && r[2] < max).map((r) => r[0]).sort((a, b) => a - b); return `${min}-${max}: n=${sel.length} p50=${sel[Math.floor(sel.length / 2)]?.toFixed(2)} max=${sel[sel.length - 1]?.toFixed(2)}`; };
console.log(byLen(0, 10), byLen(10, 25), byLen(25, 50), byLen(50, 200));
