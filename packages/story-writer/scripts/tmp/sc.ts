import { readText } from '../../src/understand/nlp';
import { guessTheme } from '../../src/understand/read-lesson';
for (const t of process.argv.slice(2)) { const r = readText(t); console.log(t, r.tokens.map((x) => `${x.lemma}${x.negated ? '~' : ''}`).join(' '), JSON.stringify(guessTheme(r))); }
