import { readLesson } from '../../src/understand/read-lesson';
import { readTwist } from '../../src/understand/read-twist';
import { loadSplit } from '../../test/understand-figures';
const long = loadSplit('dev').filter((l) => l.text.split(/\s+/).length >= 25);
const c0 = process.cpuUsage(); const s = performance.now();
for (let rep = 0; rep < 5; rep++) for (const l of long) l.field === 'lesson' ? readLesson(l.text) : readTwist(l.text);
const c = process.cpuUsage(c0); console.log(long.length, "long, wall ms", ((performance.now() - s) / 5 / long.length).toFixed(2), "cpu ms", ((c.user + c.system) / 1000 / 5 / long.length).toFixed(2));
