import { writeStory } from '../../src/write/compose';
import { gridRequests } from '../../test/grid';
const re = new RegExp(process.argv[2]!);
let n = 0;
for (const request of gridRequests(1500, 5)) for (const p of writeStory(request).paragraphs) { const m = p.match(re); if (m && n++ < 8) console.log('…' + p.slice(Math.max(0, m.index! - 80), m.index! + 120)); }
console.log(n);
