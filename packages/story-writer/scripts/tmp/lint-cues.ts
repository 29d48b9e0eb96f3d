import { THEME_CUES } from '../../src/understand/theme-cues';
import { TWIST_CUES } from '../../src/understand/twist-cues';
for (const table of [THEME_CUES, TWIST_CUES]) for (const [id, cues] of Object.entries(table)) for (const cue of cues as string[]) {
  const body = cue.replace(/=[\d.]+$/, '');
  const stripped = body.replace(/\([^)]*\)/g, 'X');
  const pieces = stripped.split('|');
  // a piece that has two or more real words on BOTH sides of a | (phrase-like) while gaps are present
  if (pieces.length > 1 && /(^|\s)(_|\.\.)(\s|$)|[(+]/.test(body)) {
    const multi = pieces.filter((p) => p.trim().split(/\s+/).filter((w) => w !== '_' && w !== '..').length >= 2);
    if (multi.length >= 2) console.log(id.padEnd(20), cue);
  }
}
