import { readText } from '../../src/understand/nlp';
import { guessTheme } from '../../src/understand/read-lesson';
import { score, compileTable } from '../../src/understand/score';
import { THEME_CUES } from '../../src/understand/theme-cues';
const EN = compileTable(THEME_CUES);
for (const t of process.argv.slice(2)) { const r = readText(t); console.log(t.slice(0, 60), JSON.stringify(score(r, EN).slice(0, 4).map((s) => [s.id, s.score])), guessTheme(r).themeId); }
