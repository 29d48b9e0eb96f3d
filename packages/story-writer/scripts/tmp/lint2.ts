import { THEME_CUES } from '../../src/understand/theme-cues';
import { TWIST_CUES } from '../../src/understand/twist-cues';
for (const [name, table] of [['theme', THEME_CUES], ['twist', TWIST_CUES]] as const) for (const [id, cues] of Object.entries(table)) for (const cue of cues as string[]) {
  const body = cue.replace(/=[\d.]+$/, '').trim().replace(/^[!~]/, '');
  const pieces = body.split('|');
  if (pieces.length < 2 || !pieces.some((p) => /\s/.test(p.trim())) || /(^|\s)\+?(_|\.\.)(\s|$)|[(+]/.test(body)) continue;
  const words = pieces.map((p) => p.trim().split(/\s+/).length);
  if (words[0]! >= 2 && words.slice(1).some((n) => n === 1)) console.log(name, id.padEnd(20), cue);
}
