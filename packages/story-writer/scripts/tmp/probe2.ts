import { readLesson } from '../../src/understand/index';
const lines: Array<[string, string]> = [
  ['he takes forever to get dressed in the morning', 'independence'], ['she interrupts when grown ups are talking', 'manners'],
  ['always says the food is yucky before trying it', 'vegetables'], ['wants a tablet at every meal', 'screens'],
  ['gets upset when his tower falls down', 'trying-again'], ['thinks she is rubbish at drawing', 'self-belief'],
  ['he copies everything his big brother does', 'being-yourself'], ['won\'t say sorry to her sister', 'saying-sorry'],
  ['sneaks biscuits and says he didn\'t', 'honesty'], ['leaves his shoes everywhere', 'tidying'],
  ['wont let anyone else have a go on the trampoline', 'taking-turns'], ['is scared of the hoover', 'bravery'],
  ['wakes up at 5am every day', 'bedtime'], ['comes into our bed every night', 'own-bed'],
  ['wees in her pants because she doesnt want to stop playing', 'potty'], ['hates having her hair brushed', 'bath-time'],
  ['cries when I leave her at nursery', 'new-school'], ['nervous about the school play', 'worry'],
  ['got a new puppy and is too rough with it', 'gentle-with-animals'], ['keeps asking for more toys at the shop', 'gratitude'],
  ['throws rubbish out of the car window', 'caring-for-nature'], ['says mean things about a boy who talks differently', 'differences'],
  ['stands by when his friend gets picked on', 'standing-up'], ['always wants to be first in the line', 'patience'],
  ['goes off with his friends at the park without telling me', 'getting-lost'], ['runs ahead on the pavement', 'road-safety'],
  ['touches the hob when I cook', 'hot-things'], ['talks to strangers online on his game', 'online-kindness'],
  ['our nanny is moving back to spain', 'sadness'], ['mummy is going to have an operation', 'hospital'],
  ['new baby brother arriving in march', 'new-sibling'], ['daddy works on the oil rigs for weeks', 'parent-away'],
  ['we are moving to scotland', 'moving-house'], ['her best friend is moving away', 'sadness'],
  ['needs a filling at the dentist', 'dentist'], ['has to have her jabs next week', 'doctor'],
  ['breaks the rules in board games', 'rules'], ['gives up when the puzzle gets hard', 'trying-again'],
  ['bossy with her friends', 'teamwork'], ['never listens the first time', 'listening'],
];
let ok = 0;
for (const [t, want] of lines) { const r = readLesson(t); const got = r.ok ? r.lesson.themeId : `REFUSED ${r.harm}`; if (got === want) ok++; else console.log(got.padEnd(22), 'want', want.padEnd(20), t); }
console.log(ok, '/', lines.length);
