import { readText } from '../../src/understand/nlp';
import { compile, find } from '../../src/understand/match';
import { TWIST_CUES } from '../../src/understand/twist-cues';
import { THEME_CUES } from '../../src/understand/theme-cues';
const [id, text] = [process.argv[2]!, process.argv[3]!];
const r = readText(text);
const cues = ((TWIST_CUES as Record<string, string[]>)[id] ?? (THEME_CUES as Record<string, string[]>)[id])!;
for (const c of cues) { const m = find(r, compile(c.replace(/=[\d.]+$/, ''))); if (m) console.log(c, m); }
