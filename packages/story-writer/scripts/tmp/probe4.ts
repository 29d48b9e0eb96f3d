import { readLesson } from '../../src/understand/index';
const lines: Array<[string, string]> = [
  ['keeps saying its not fair when her sister gets something', 'jealousy'], ['sulks when we say no more ice cream', 'disappointment'],
  ['will not try the climbing wall', 'bravery'], ['too shy to say hello to her teacher', 'shyness'], ['lies about brushing his teeth', 'honesty'],
  ['gets into a state about the dark landing', 'dark'], ['wants to do everything by herself now', 'independence'], ['always forgets to say please', 'manners'],
  ['finds it hard when plans change', 'disappointment'], ['was left out at a birthday party', 'including-others'], ['doesnt want to go to big school', 'new-school'],
  ['pinches her baby brother when nobody is looking', 'new-sibling'], ['wont stop asking why', 'curiosity'], ['breaks her toys when shes angry', 'anger'],
  ['is worried mummy wont come back from work', 'worry'], ['wants to win every game of snap', 'good-loser'], ['teases the new girl about her accent', 'differences'],
  ['needs to learn to wait for the microwave', 'patience'], ['he gave his sweets to his friend who had none', 'generosity'], ['helping grandma carry the shopping', 'helping-others'],
  ['cries when she gets a word wrong in reading', 'mistakes-ok'], ['practising his spellings every night', 'practice'], ['spends all his pocket money straight away', 'saving-up'],
  ['wont hold my hand in the car park', 'road-safety'], ['keeps opening the front door to anyone', 'trusted-grown-ups'], ['wants to play on the ipad all day', 'screens'],
  ['her goldfish needs feeding every day and she forgets', 'responsibility'], ['always blames his brother when something breaks', 'honesty'], ['thinks her drawing is better than everyone elses', 'good-winner'],
  ['wont let her friend choose the game', 'teamwork'],
];
let ok = 0;
for (const [t, want] of lines) { const r = readLesson(t); const got = r.ok ? r.lesson.themeId : `REFUSED ${r.harm}`; if (got === want) ok++; else console.log(got.padEnd(22), 'want', want.padEnd(20), t); }
console.log(ok, '/', lines.length);
