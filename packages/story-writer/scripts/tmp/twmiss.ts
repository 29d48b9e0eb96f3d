import { loadSplit } from '../../test/understand-figures';
import { readTwist } from '../../src/understand/index';
const split = (process.argv[2] ?? 'dev') as 'dev';
const lines = loadSplit(split).filter((l) => l.field === 'twist' && l.label !== 'harmful' && l.twist);
const pairs = new Map<string, number>();
for (const l of lines) {
  const r = readTwist(l.text);
  const got = r.ok ? r.twist.kindId : 'REFUSED';
  if (got !== l.twist) { const k = `${l.twist} → ${got}`; pairs.set(k, (pairs.get(k) ?? 0) + 1); if (split === 'dev') console.log(`${l.twist}\t${got}\t${l.lang}\t${l.text.slice(0, 110)}`); }
}
console.log([...pairs].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `${n} ${k}`).join('\n'));
