import { loadSplit } from '../../test/understand-figures';
import { readLesson } from '../../src/understand/index';
import { predictTheme } from '../../src/understand/model';
import { readText } from '../../src/understand/nlp';
for (const split of ['dev', 'heldout', 'fresh'] as const) {
  const lines = loadSplit(split).filter((l) => l.field === 'lesson' && l.label !== 'harmful' && l.theme);
  const s = { n: 0, conf: 0, confMiss: 0, unsure: 0, unsureMiss: 0, modelRightWhenMiss: 0, modelTop3: 0, byLang: {} as Record<string, [number, number]> };
  for (const l of lines) {
    const r = readLesson(l.text); if (!r.ok) continue;
    s.n++; const ok = r.lesson.themeId === l.theme;
    const bl = (s.byLang[l.lang] ??= [0, 0]); bl[1]++; if (!ok) bl[0]++;
    if (r.lesson.confident) { s.conf++; if (!ok) s.confMiss++; } else { s.unsure++; if (!ok) s.unsureMiss++; }
    if (!ok) { const m = predictTheme(readText(l.text)); if (m[0]?.id === l.theme) s.modelRightWhenMiss++; if (m.slice(0, 3).some((x) => x.id === l.theme)) s.modelTop3++; }
  }
  console.log(split, JSON.stringify(s));
}
