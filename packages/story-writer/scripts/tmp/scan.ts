import { writeStory } from '../../src/write/compose';
import { gridRequests } from '../../test/grid';
const checks: Array<[string, RegExp]> = [
  ['attribution without words', /(?:^|[.!?]\s)[A-Z][\w' -]{0,30} (?:said|remarked|murmured|squeaked|whispered|added|called|asked)(?: [a-z ,]{0,30})?\.(?=\s|$)/],
  ['appositive in attribution', /[,!?]" [A-Z][\w'-]+, (?:an?|the) [^".]{25,}, (?:said|murmured|remarked|squeaked|whispered|added)\b/],
  ['double space or stray brace', /\s{2,}|[{}[\]]/],
  ['doubled word', /\b(\w+) \1\b/i],
  ['quote then quote', /" "/],
  ['comma before period', /,\./],
  ['empty quote', /""/],
];
const counts = new Map<string, string[]>();
for (const request of gridRequests(1500, 5)) {
  const story = writeStory(request);
  for (const p of story.paragraphs) for (const [name, re] of checks) { const m = p.match(re); if (m) { const l = counts.get(name) ?? []; l.push(`${request.lesson.themeId}/${request.age}: …${p.slice(Math.max(0, m.index! - 60), m.index! + 80)}…`); counts.set(name, l); } }
}
for (const [name, list] of counts) { console.log(`== ${name}: ${list.length}`); for (const x of list.slice(0, 6)) console.log('  ', x); }
