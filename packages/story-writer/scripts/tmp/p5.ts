import { readLesson } from '../../src/understand/index';
for (const t of process.argv.slice(2)) { const r = readLesson(t); console.log(JSON.stringify(r).slice(0, 400)); }
