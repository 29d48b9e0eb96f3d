import { readText } from '../../src/understand/nlp';
import { compile, find } from '../../src/understand/match';
const r = readText(process.argv[3]!);
console.log(find(r, compile(process.argv[2]!, {})), r.tokens.map((t) => t.norm).join(' '));
