import { readText } from '../../src/understand/nlp';
import { findHarm } from '../../src/understand/harm';
for (const t of process.argv.slice(2)) console.log(JSON.stringify(findHarm(readText(t), (process.env.F as 'lesson') ?? 'lesson', t)), t.slice(0, 70));
