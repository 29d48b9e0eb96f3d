import { readText } from '../../src/understand/nlp';
console.log(readText(process.argv[2]!).tokens.map((t) => `${t.norm}/${t.lemma}`).join(' '));
