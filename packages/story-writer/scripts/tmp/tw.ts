import { readText } from '../../src/understand/nlp';
import { score, compileTable } from '../../src/understand/score';
import { TWIST_CUES } from '../../src/understand/twist-cues';
const EN = compileTable(TWIST_CUES);
for (const t of process.argv.slice(2)) { const r = readText(t); console.log(t.slice(0, 60), JSON.stringify(score(r, EN).slice(0, 4).map((s) => [s.id, s.score]))); }
