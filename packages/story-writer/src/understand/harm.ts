/**
 * What harms a child (cruelty, dangerous acts, secrets with grown-ups, touching, diets, put-downs, despair, horror, personal data), read as meaning rather than trigger words. A rule is a
 * frame: an act, who or what it is done to, and the stance the text takes towards it.
 *   - Stance. A twist shows what it names, so an act in a twist counts unless it is negated or stopped.
 *     A lesson names a behaviour to work on, so an act in a lesson counts only when the lesson approves
 *     it: it opens with the act ("kick the…", "hurting people who…"), calls it fine, fun, a joke, the
 *     answer or normal, says "you can" or "always", or tells it as a story ("the kids beat up…"). A
 *     lesson describing the child ("he runs off near roads", "she wants to swim on her own now") is
 *     the behaviour to change, and a prohibition ("never hit", "don't put the cat in the dryer",
 *     "matches are for grown-ups", "what to do if someone…") is the lesson itself.
 *   - Some frames count whatever the stance, because a story would have to carry them: gore, sexual
 *     acts, a child's real address or phone number, swearing, a grown-up's secret kept from a parent.
 * Ordinary wordings that share words with harms stay ordinary by construction: "killing it at chess"
 * (kill + it), "water pistol battle" (a toy), "grandpa died" (a life event, not an act), "keeping our
 * bodies safe and private" (safety words), "the potty", "a blood test", "looks like a bomb hit it".
 */
import { HARM_CUES_INTL } from './cues-intl';
import { L, LISTS } from './harm-words';
import { compile, find, findAll, type Match, type Pattern } from './match';
import type { Reading, Token } from './nlp';

export type Harm =
  | 'cruelty'
  | 'dangerous-act'
  | 'adult-secret'
  | 'sexual'
  | 'diet-body'
  | 'put-down'
  | 'despair'
  | 'horror'
  | 'personal-data'
  | 'violence'
  | 'drugs'
  | 'profanity';

export type Field = 'lesson' | 'twist';

export interface HarmFinding {
  harm: Harm;
  rule: string;
}

const compiled = new Map<string, Pattern>();
/** A pattern over the harm word lists, compiled once (rules build some of theirs inside their tests). */
const P = (source: string): Pattern => {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = compile(source, LISTS);
    compiled.set(source, pattern);
  }
  return pattern;
};
const has = (t: Token, words: ReadonlySet<string>): boolean => words.has(t.norm) || words.has(t.lemma);

/** "She thinks she has to eat less to be thin, I'm worried": the parent asks for help with what the child believes. */
const worriedAboutBelief = (r: Reading): boolean =>
  !!find(r, P('(thinks|thought|believes|says|said|keeps saying) _ (she|he) _ (has to|needs to|must|should|wants to)')) &&
  !!find(r, P("(i'm worried|im worried|we're worried|we are worried|i am worried|worrying|concerned|how do i|how can i|help her|help him)"));

/** "it goes crack and out comes a dinosaur": the sound of an egg or ice, not the drug (no other drug word near). */
const crackIsASound = (r: Reading): boolean =>
  r.tokens.some((t) => t.norm === 'crack') &&
  !r.tokens.some((t) => t.norm !== 'crack' && has(t, LISTS.drug!)) &&
  !!find(r, P('(egg|eggs|shell|shells|ice|hatch|hatches|hatched|hatching|goes crack|went crack|go crack|crack open|cracks open|with a crack)'));

// -------------------------------------------------------------------------------------------- stance
/** The clause around tokens [start, end]: bounded by punctuation or the text's ends. */
function clauseOf(reading: Reading, start: number, end: number): { before: Token[]; after: Token[] } {
  const tokens = reading.tokens;
  let a = start;
  while (a > 0 && !tokens[a - 1]!.clauseEnd) a--;
  let b = end;
  while (b < tokens.length - 1 && !tokens[b]!.clauseEnd) b++;
  return { before: tokens.slice(a, start), after: tokens.slice(end + 1, b + 1) };
}

const FORBID_BEFORE = L(`stop stops stopping never don't dont mustn't shouldn't not no why instead avoid careful rather
  dangerous safe safely safety unsafe whether sorry apologise apologize apologising apologizing apology`);
const FORBID_AFTER = L(`dangerous unsafe wrong hurts painful careful against`);
/** Said of the act after a copula ("…is mean", "…isn't kind"), these forbid it; before a noun ("the bad people") they do not. */
const FORBID_PREDICATE = L(`bad mean unkind naughty scary sad upset not never`);
const COPULA = L(`is are was were be isn't aren't wasn't 's`);
const APPROVE_AFTER = L(`ok okay fine allowed safe alright good kind`);

/** True when the act at [start, end] is negated, forbidden or made safe by its clause. */
function forbidden(reading: Reading, m: Match): boolean {
  const tokens = reading.tokens;
  const span = tokens.slice(m.start, m.end + 1);
  // "when nobody is watching, you can…" sets up a sneaky act; its "nobody" forbids nothing
  const sneaky = find(reading, SNEAKY);
  const sneakyOnly = !!sneaky && sneaky.end < m.start && !tokens.slice(sneaky.end + 1, m.end + 1).some((t) => t.negator);
  if (span.some((t) => t.negated) && !sneakyOnly) return true;
  const { before, after } = clauseOf(reading, m.start, m.end);
  const inSneaky = (t: Token): boolean => !!sneaky && t.i >= sneaky.start && t.i <= sneaky.end;
  if (before.some((t) => !inSneaky(t) && (t.negator || has(t, FORBID_BEFORE)))) return true;
  // "…is fine if you're careful" makes the act the lesson's advice; its "careful" forbids nothing
  const carefulLicence = !!find(reading, CAREFUL_LICENCE);
  if (after.some((t) => has(t, FORBID_AFTER) && !(carefulLicence && t.norm === 'careful'))) return true;
  // "hitting is mean", "going with strangers isn't ok": a verdict right after the act
  const verdict = after.slice(0, 2).findIndex((t) => has(t, COPULA));
  if (verdict >= 0 && after.slice(verdict + 1, verdict + 3).some((x) => has(x, FORBID_PREDICATE))) return true;
  // "going with strangers is not ok": a negated approval after the act
  if (after.slice(0, 5).some((t) => t.negated && has(t, APPROVE_AFTER))) return true;
  // the whole lesson is a safety question: "what to do if…", "how to say no…"
  const first = tokens[0];
  if (first && (first.norm === 'never' || first.norm === "don't" || first.norm === 'dont' || first.norm === 'stop' || first.norm === 'no')) return true;
  return !!find(reading, WHAT_TO_DO);
}
const SNEAKY = P("(when|while|if) (nobody|no one|no-one|mummy|mum|daddy|dad|grown-ups) (is|isn't|are|aren't|is not) (watching|looking|around|home)");
const CAREFUL_LICENCE = P('(fine|ok|okay|safe|alright|allowed) (if|as long as|so long as) _ (careful|carefull)');
const WHAT_TO_DO = P('what|how _ to do|say|tell|stay|keep|handle|react|respond');

const APPROVAL = L(`ok okay fine fun funny funniest hilarious cool awesome joke prank normal good great best allowed deserve exciting brilliant amazing
  deserves deserved win wins won cheer cheers lol adventure treat brave special important matter matters happier answer
  lucky reward polite friendly pretend harmless anyway winner prize champion`);

/** Verdicts that approve an act wherever they stand in a long lesson ("… and everyone agrees the dog deserved it"). */
const STRONG_VERDICT = new Set(['deserve', 'deserves', 'deserved', 'cool', 'fun', 'funny', 'hilarious', 'normal', 'allowed', 'harmless', 'prank', 'joke']);

const BEST_WHO = new Set(['friend', 'friends', 'mate', 'mates', 'buddy', 'buddies', 'pal', 'pals', 'friendship']);

/** Verbs of asking the writer for something ("I would like you to…"). */
const WANT = new Set(['like', 'want', 'need', 'love']);
/** A lesson that approves an act: opens with it, calls it fine or fun, says you can or always, or tells it as a story. */
function approves(reading: Reading, m: Match): boolean {
  const tokens = reading.tokens;
  const first = tokens[0];
  if (!first) return false;
  // opens with the act: "kick the puppy", "hurting people who…", "to go with…", "always open the door"
  // (a gerund is not an order: "throwing stones at the ducks" names a behaviour to work on)
  const order = (t: Token): boolean => (t.verb || has(t, LISTS.hurt!)) && t.norm === t.lemma && !/ing$/.test(t.norm);
  const opener = (t: Token): boolean => order(t) || t.norm === 'to' || t.norm === 'always' || t.norm === 'let' || t.norm === 'letting';
  if (opener(first) && !tokens.slice(0, m.start).some((t) => t.clauseEnd && t.i > 0 && tokens[t.i + 1]?.norm === 'if')) {
    // the act is in the first order's clause (or right after it): "take as many of mummy's tablets as you like"
    if (m.start <= 1 || !tokens.slice(0, m.start).some((t) => t.clauseEnd)) return true;
  }
  // an order at the head of a clause: "if someone is mean to you, kick them"
  const head = tokens[m.start]!;
  if (order(head) && (m.start === 0 || tokens[m.start - 1]!.clauseEnd)) return true;
  // the same with "you" and no comma: "if someone takes your toy you punch them" (not "when you hit people it hurts")
  if (
    ['if', 'when', 'whenever', 'anytime'].includes(first.norm) &&
    ['you', 'u'].includes(tokens[m.start - 1]?.norm ?? '') &&
    tokens.slice(1, m.start - 1).some((t) => t.verb)
  )
    return true;
  if (find(reading, WAY)) return true;
  // the act asked of the writer: "I would like you to torture him in the story"
  if (
    tokens
      .slice(Math.max(0, m.start - 4), m.start)
      .some((t, k, near) => t.norm === 'to' && ['you', 'u'].includes(near[k - 1]?.norm ?? '') && WANT.has(near[k - 2]?.lemma ?? ''))
  )
    return true;
  // "when nobody is watching": an act set up to go unseen is an act approved
  if (find(reading, SNEAKY)) return true;
  if (first.norm === 'always' || first.norm === 'let' || first.norm === 'letting' || first.norm === 'teach' || first.norm === 'teaching') return true;
  // told as a story: "the kids beat up the new boy", "a nice man with puppies…"
  const character = tokens.slice(1, 3).find((t) => t.noun2 && ['person', 'animal', 'creature'].includes(t.noun2.entry.kind));
  // (not when it is done to "him" or "her": "a boy hits him at school every day" is the child's trouble, told)
  const toTheChild = ['him', 'her', 'me'].includes(tokens[m.end]?.norm ?? '');
  if ((first.norm === 'the' || first.norm === 'a' || first.norm === 'an') && character && m.start > 0 && !toTheChild) return true;
  // "her best friend" is a friend, not a verdict on the act; in a long lesson the verdict is near the act, and "a
  // story about … would be brilliant" praises the story asked for, not what the child did
  const story = tokens.findIndex((t) => t.lemma === 'story');
  const verdict = (t: Token, k: number): boolean =>
    has(t, APPROVAL) &&
    !(t.norm === 'best' && BEST_WHO.has(tokens[k + 1]?.norm ?? '')) &&
    // "it's funny how he only hits her when I'm out": strange, not a laugh
    !(['funny', 'weird', 'strange'].includes(t.norm) && ['how', 'that', 'because'].includes(tokens[k + 1]?.norm ?? '')) &&
    (tokens.length <= 24 || STRONG_VERDICT.has(t.norm) || Math.min(Math.abs(k - m.start), Math.abs(k - m.end)) <= 12) &&
    !(story >= 0 && story < k && ['be', 'sound', 'feel'].includes(tokens[k - 1]?.norm ?? ''));
  if (tokens.some(verdict)) return true;
  // "you can go and see them", "she should…", "he needs to…" (not "she can't…", not "she has her badge")
  // the modal must govern the act: a few words before it
  return tokens.some((t, k) => {
    const next = tokens[k + 1];
    if (!next || next.negator || t.negated || k > m.end || m.start - k > 5) return false;
    if (['can', 'could', 'should', 'must', 'may'].includes(t.norm))
      return k > 0 && ['you', 'u', 'she', 'he', 'they', 'kids', 'children', 'we'].includes(tokens[k - 1]!.norm);
    return ['need', 'needs', 'have', 'has'].includes(t.norm) && next.norm === 'to';
  });
}
/** The child's own words reported by the parent: the feeling to talk about, not a story to tell. */
const REPORTED = P(
  "(he says|she says|he said|she said|keeps saying|says he|says she|said he|said she|tells me|told me|when he is angry|when she is angry|when he's angry|when she's angry|what to say|how to talk|how do i)",
);
const WAY = P(
  '(can too|could too|so can she|so can he|so can they|real bravery|real courage|true bravery|bravery is|being brave is|is a laugh|a good laugh|such a laugh|is how you|turns you into|turn you into|gives you superpowers|superpowers|superhero|right thing|the right thing|good thing|helps when|makes it better|makes you feel better|only way|best way|how you deal|how to deal|how you say|how you get|the answer|is normal|is fine|is ok|is okay|makes you|make you|is how)',
);

/** A frame: patterns that match an act; counted for twists unless forbidden, for lessons when approved and not forbidden. */
interface Rule {
  harm: Harm;
  id: string;
  test: (reading: Reading, field: Field, text: string) => boolean;
}

function act(harm: Harm, id: string, sources: string[], options: { unless?: (r: Reading, field: Field) => boolean; lessonAlways?: boolean } = {}): Rule {
  const patterns = sources.map(P);
  return {
    harm,
    id,
    test(reading, field) {
      if (options.unless?.(reading, field)) return false;
      for (const pattern of patterns) {
        for (const m of findAll(reading, pattern)) {
          if (forbidden(reading, m) || possessiveOfThing(reading, m)) continue;
          if (field === 'twist' || options.lessonAlways || approves(reading, m)) return true;
        }
      }
      return false;
    },
  };
}

/**
 * A frame that ends on "her" read as the one acted on, where "her" is a possessive before a thing: "the wind
 * pushes her kite", "he kicks her ball". The act is done to the thing, not to her.
 */
function possessiveOfThing(reading: Reading, m: Match): boolean {
  const tokens = reading.tokens;
  if (tokens[m.end]?.norm !== 'her') return false;
  const owned = tokens.slice(m.end + 1, m.end + 3).find((t) => t.noun2);
  const kind = owned?.noun2?.entry.kind;
  return kind !== undefined && !['person', 'animal', 'creature'].includes(kind);
}

/** The one acting is an animal or a creature ("the cat leaves the mouse…", "a puppy sneaks out…"): a tale, not a child's act. */
function agentIsAnimal(reading: Reading): boolean {
  if (['if', 'when', 'while', 'because', 'unless'].includes(reading.tokens[0]?.norm ?? '')) return false;
  const first = reading.tokens.find((t) => t.noun2);
  return !!first && ['animal', 'creature'].includes(first.noun2!.entry.kind) && first.i <= 2;
}

/** The text opens on an animal or a creature, before any verb ("a dinosaur bites the bus tyre"): it is the one acting. */
function animalOpens(reading: Reading): boolean {
  const first = reading.tokens.findIndex((t) => t.noun2);
  const opener = reading.tokens[first];
  if (!opener || !['animal', 'creature'].includes(opener.noun2!.entry.kind)) return false;
  return reading.tokens.slice(0, first).every((t) => !t.verb && (t.func || t.adj));
}

/** Counted whatever the stance (unless the match itself is negated, or `unless` says the setting is ordinary). */
function always(harm: Harm, id: string, sources: string[], options: { unless?: (r: Reading, field: Field) => boolean; negatable?: boolean } = {}): Rule {
  const patterns = sources.map(P);
  return {
    harm,
    id,
    test(reading, field) {
      if (options.unless?.(reading, field)) return false;
      return patterns.some((p) => {
        const m = find(reading, p);
        return !!m && !(options.negatable && forbidden(reading, m));
      });
    },
  };
}

// ------------------------------------------------------------------------------------ personal data
const PHONE = /(?:\+?\d[\d ().-]{5,}\d)/;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/i;
const STREET_WORDS =
  '(?:street|st|road|rd|lane|ln|avenue|ave|close|drive|dr|crescent|place|court|gardens|terrace|grove|boulevard|way|rue|calle|strasse|straße|weg)';
// "baby no.5 on the way", "3 kids on the way home" are not an address: a house number is followed by the street's name
const ADDRESS = new RegExp(`\\b\\d{1,4}[a-z]?,?\\s+(?!on the way\\b)(?:[a-z]+\\s+){1,3}${STREET_WORDS}\\b`, 'i');
const NAMED_ROAD = new RegExp(
  `\\b(?:on|along|down|up|at|in|off|near)\\s+(?!the\\b|a\\b|our\\b|your\\b|his\\b|her\\b|main\\b|busy\\b|big\\b|same\\b|that\\b|this\\b|other\\b|wrong\\b|right\\b|open\\b|quiet\\b|long\\b|my\\b|their\\b|every\\b)[a-z]+\\s+${STREET_WORDS}\\b`,
  'i',
);
const EMAIL = /\b[\w.+-]+@[\w-]+\.[\w.]+\b/;
const DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/;
const CLOCK = /\b\d{1,2}[:.]\d{2}\b/;
const SCHOOL =
  /\b(?:st\.?\s+)?(?!(?:the|a|her|his|big|new|local|junior|their|our|my|at|to|into|in|for|from|of|about|and|or|with|starting|start|starts|started|begin|begins|beginning|began|go|goes|going|went|leaving|leave|left|finishing|finish|attend|attends|attending|join|joins|joining|moving|move|moves|moved|changing|visit|visiting|like|likes|love|loves|hate|hates|first|last|next|this|that|secondary|year|day|after|before|near)\b)[a-z']+\s+(?:primary|academy|elementary|infants|montessori|prep school|high school|junior school)\b/i;
const CLASS = /\bclass\s+\d{1,2}[a-z]\b/i;
const SECRET_WORD = /\b(?:password|passcode|code word|safe word|pin)\b[^.]{0,40}\bis\s+(?!a\b|the\b|secret\b|private\b|important\b)[a-z0-9]+/i;
const CODE = /\b(?:code|pin|password|passcode|combination|wifi)\b[^.]{0,30}?\b(?:\d{3,}|[a-z]+\d+[a-z\d]*)\b/i;

function personalData(reading: Reading, text: string): boolean {
  const both = `${text}\n${reading.text}`;
  if (EMAIL.test(text) || POSTCODE.test(both) || DATE.test(text) || CODE.test(both) || SECRET_WORD.test(reading.text)) return true;
  const phone = PHONE.exec(text);
  if (phone && phone[0].replace(/\D/g, '').length >= 7) return true;
  if (ADDRESS.test(both)) return true;
  // a named road is personal when the child's life is on it ("walks home down canal lane"), not a street in a tale
  const road = NAMED_ROAD.exec(reading.text);
  if (
    road &&
    /\b(live|lives|living|walk|walks|walking|home|house|bus|stop|school|nursery|every|alone|own)\b/i.test(
      reading.text.slice(Math.max(0, road.index - 40), road.index),
    )
  )
    return true;
  if (SCHOOL.test(reading.text) && find(reading, P('school|goes|attends|at|in|is'))) return true;
  if (CLASS.test(reading.text) && find(reading, P('school|primary|teacher|class'))) return true;
  if (CLOCK.test(text) && find(reading, P('bus|train|walk|walks|school|park|alone|own'))) return true;
  if (ROUTINE.test(both) || FULL_NAME.test(both)) return true;
  return !!find(reading, DATA_FRAMES);
}
const DATA_FRAMES = P(
  '(surname is|full name is|key is under|key under|spare key is|key safe|door code|key is hidden|keys are hidden|key is kept|key is behind|key is in the)',
);
const ROUTINE = /\bevery (?:mon|tues|wednes|thurs|fri|satur|sun)day\b.{0,40}\b(?:at \d|alone|on (?:her|his) own|by (?:her|him)self)/i;
const FULL_NAME = /\bname is [a-z]+ [a-z]+ [a-z]+\b|\bname is [A-Z][a-z]+ [A-Z][a-z]+\b/;

// ---------------------------------------------------------------------------------------- put-downs
const GROUP_HEAD = L(`girls boys women men ladies mums dads mothers fathers immigrants foreigners refugees migrants asians chinese
  indians africans arabs mexicans muslims jews christians hindus sikhs gays lesbians travellers gypsies romanians poles
  french germans americans russians italians catholics atheists vegans`);
const GROUP_NOUN = L(`people kids children families family boy girl kid child man woman person folk`);
const GROUP_MARK = L(`like poor fat overweight chubby ugly disabled autistic autism deaf blind black white brown gay foreign old
  wheelchair wheelchairs glasses stutter stammer headscarf hijab estate council accent adhd dyslexia two`);
/** A people, a country or a faith, said of children ("Romanian kids", "Polish children"). */
const GROUP_ORIGIN = L(`romanian polish chinese indian african arab mexican muslim jewish christian hindu sikh asian gypsy traveller
  russian italian spanish french german english american irish scottish welsh pakistani nigerian somali syrian afghan albanian
  turkish roma romani immigrant refugee foreign black white brown catholic`);
const GROUP_PLURAL = L(`people kids children families boys girls folk`);
const BAD = L(`stupid dumb thick idiots idiot morons useless worthless lazy dirty smelly stinky weird weirdos disgusting gross
  inferior weak weaker worse worst evil dangerous criminals thieves liars scary ugly crybabies crybaby babies losers pathetic
  rubbish trash scum vermin freaks freak sick nasty horrible nerds nerd rough baddie baddies villain villains sissies sissy
  wimps wimp steal steals stealing funny naughty bad`);

/** A group (a plural like "girls", or "kids/people + in wheelchairs/with glasses/from the estate") given a bad attribute or denied a good one. */
const SPECIFIC = new Set(['other', 'my', 'our', 'his', 'her', 'their', 'your', 'these', 'those', 'both', 'two', 'three', 'four', 'five', 'six', 'twin']);

function putDown(reading: Reading): boolean {
  const toks = reading.tokens;
  // reported belief the lesson is meant to correct: "she says girls can't do that" (a people named before the
  // word, "Albanian children steal, so tell her to keep away", is the lesson's own claim)
  const reported = find(reading, P('says|say|said|tells|tell|thinks|think|believes|told|heard|called'));
  const reportedAt = reported && reported.start < toks.length - 2 ? reported.start : undefined;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (reportedAt !== undefined && !(i < reportedAt && has(t, GROUP_PLURAL) && !!toks[i - 1] && has(toks[i - 1]!, GROUP_ORIGIN))) continue;
    const head = has(t, GROUP_HEAD) || (t.norm === 'poor' && toks[i + 1] && has(toks[i + 1]!, GROUP_NOUN));
    const prep = toks[i - 1] && ['from', 'to', 'with', 'of', 'for', 'at', 'by', 'about'].includes(toks[i - 1]!.norm);
    const marked =
      !prep &&
      has(t, GROUP_NOUN) &&
      (toks.slice(Math.max(0, i - 2), i).some((x) => has(x, GROUP_MARK)) ||
        toks.slice(i + 1, i + 5).some((x) => has(x, GROUP_MARK) || x.norm === 'from' || x.norm === 'who' || x.norm === 'with' || x.norm === 'in'));
    const origin = has(t, GROUP_PLURAL) && !!toks[i - 1] && has(toks[i - 1]!, GROUP_ORIGIN);
    if (!head && !marked && !origin) continue;
    // "my 2 boys", "the other girls": these children, not a group of people spoken of as one
    if (toks.slice(Math.max(0, i - 2), i).some((x) => SPECIFIC.has(x.norm) || /^\d+$/.test(x.norm))) continue;
    // "the kids in his class", "the children at her nursery": these children, not a group of people spoken of as one
    const after = toks.slice(i + 1, i + 4).map((x) => x.norm);
    if (
      ['in', 'at', 'on', 'from'].includes(after[0] ?? '') &&
      ['her', 'his', 'my', 'our', 'their', 'the', 'your'].includes(after[1] ?? '') &&
      ['class', 'school', 'nursery', 'team', 'year', 'group', 'street', 'club', 'playgroup', 'preschool', 'reception', 'road', 'estate', 'party'].includes(
        after[2] ?? '',
      ) &&
      !(after[1] === 'the' && after[2] === 'estate')
    )
      continue;
    // "the boys (4 and 6)": their ages make them these children
    if (toks.slice(i + 1, i + 3).some((x) => /^\d+$/.test(x.norm))) continue;
    const rest = toks.slice(i + 1, i + 14);
    const argued =
      toks.some(
        (x) =>
          !x.negated &&
          [
            'too',
            'also',
            'anything',
            'everything',
            'equal',
            'equally',
            'same',
            'just as',
            'unkind',
            'mean',
            'untrue',
            'stereotype',
            'stereotypes',
            'even',
            'whether',
            'regardless',
            'everyone',
            'all',
          ].includes(x.norm),
      ) && !toks.some((x) => has(x, BAD) && !x.negated);
    if (argued) continue;
    if (origin && !head && !marked) {
      // "Romanian kids steal, stay away from them": only a bad attribute or keeping away counts ("Polish children
      // at her school don't speak much English yet" is the lesson's subject, not a put-down)
      if (rest.some((x) => has(x, BAD) && !x.negated && toks[x.i - 1]?.norm !== 'being')) return true;
      if (rest.some((x) => x.norm === 'away' || x.norm === 'avoid') && find(reading, P('stay|keep _ away|clear'))) return true;
      continue;
    }
    // "some kids are being weird about it": how others behave, which the lesson is about, not what the group is
    if (rest.some((x) => has(x, BAD) && !x.negated && toks[x.i - 1]?.norm !== 'being')) return true;
    if (
      rest.some(
        (x) =>
          (x.norm === "can't" || x.norm === 'cannot' || x.norm === "don't" || x.norm === "aren't" || x.norm === "shouldn't" || x.norm === "mustn't") &&
          x.i <= i + 4,
      )
    )
      return true;
    if (rest.some((x) => x.negated && (has(x, LISTS.goodAttr!) || x.norm === 'proper' || x.norm === 'real' || x.norm === 'normal'))) return true;
    if (
      rest.some((x) => x.norm === 'should') &&
      rest.some((x) => ['quiet', 'pretty', 'home', 'kitchen', 'cook', 'clean', 'tough', 'obey', 'stay'].includes(x.norm))
    )
      return true;
    if (rest.some((x) => x.norm === 'better' || x.norm === 'smarter' || x.norm === 'superior' || x.norm === 'belong') && t.i < 3) return true;
    if (rest.some((x) => x.norm === 'away' || x.norm === 'avoid') && find(reading, P('stay|keep _ away|clear'))) return true;
  }
  if (reportedAt !== undefined) return false;
  // a villain made so by who he is: "the villain is ugly because he's from another country"
  return (
    !!find(reading, P('(villain|baddie|bad guy|evil|the baddie) .. because .. from|wears|speaks|looks|colour|color|skin|country|talks')) ||
    !!find(
      reading,
      P(
        '(villain|baddie|baddies|bad guy|bad guys|villains) .. (black|brown|disabled|gay|fat|foreign|muslim|jewish|immigrant|wheelchair|only black|only brown|gypsy|gypsies|gipsy|traveller|travellers|traveler|travelers|roma|romani)',
      ),
    )
  );
}

// ------------------------------------------------------------------------------------- cruel jokes
const CRUEL_TO_PERSON = P(
  '%hurt|tease|teases|teasing|mock|mocks|mocking|laugh|laughs|laughing|lock|locks|locking|tie|ties|tying|pour|pours|shove|shoves|trip|trips|soak|soaks|scare|scares|scaring .. him|her|them|brother|sister|boy|girl|kid|kids|man|lady|granny|grandpa|grandma|friend|baby|people|someone|everyone|teacher|classmate|@person',
);
const JOKE_PHRASE = P(
  '(just a joke|as a prank|a prank|funniest thing|what the cool kids do|film it|and everyone laughs|everyone cheers|and laugh when|laugh when she cries|laugh when he cries|so funny|really funny)',
);

/** Love that is too rough: "…when he cuddles her". */
const CUDDLING = P('(when|while|whenever) _ (cuddles|hugs|cuddle|hug|cuddling|hugging|strokes|stroking|picks|carries|plays)');

/** Hurting or humiliating someone, with the text calling it a joke or fun (the laughing itself does not count as the verdict). */
/** The lesson asks the child to stand by the one hurt: "stand next to that boy and tell a teacher". */
const STANDS_BY = P(
  '(stand next to|stand up for|stands up for|stick up for|sticks up for|tell a teacher|tell the teacher|tell a grown-up|be kind to him|be kind to her|be a friend to|how to be brave|how to help)',
);

function cruelJoke(reading: Reading, field: Field): boolean {
  const m = find(reading, CRUEL_TO_PERSON);
  if (!m || forbidden(reading, m) || (field === 'lesson' && (find(reading, STANDS_BY) || find(reading, CUDDLING)))) return false;
  const verdict = reading.tokens.some((t) => t.i > m.start && has(t, LISTS.jokey!) && !t.negated && !/^laugh/.test(t.norm)) || !!find(reading, JOKE_PHRASE);
  if (!verdict) return false;
  return field === 'twist' || approves(reading, m) || !!find(reading, JOKE_PHRASE);
}

const OTHERS = L(`grown-up grown-ups grownup grownups adult adults man men lady uncle coach babysitter teacher neighbour stranger
  someone somebody anyone prince king older big doctors friend friends kids boy boys let letting`);
/** Someone other than the child does the touching or looking: named before the act ("the coach … touches her"), or let do it. */
function otherToucher(reading: Reading): boolean {
  const act = reading.tokens.findIndex((t) => ['touch', 'tickle', 'kiss', 'see', 'look', 'show', 'stroke', 'rub', 'lick'].includes(t.lemma));
  if (act < 0) return false;
  return (
    reading.tokens.slice(Math.max(0, act - 7), act).some((t) => has(t, OTHERS)) ||
    reading.tokens.slice(act + 1, act + 3).some((t) => ['you', 'u', 'him', 'them', 'me'].includes(t.norm))
  );
}

/** The sentence is about a thing, not a child: "his shadow runs off down the street", "the ball rolls into the road". */
function thingIsSubject(reading: Reading): boolean {
  const toks = reading.tokens;
  if (!['the', 'a', 'an', 'his', 'her', 'their', 'my', 'our'].includes(toks[0]?.norm ?? '')) return false;
  const noun = toks.find((t) => t.noun2 || t.noun);
  const verb = toks.find((t) => t.verb);
  if (!noun || (verb && verb.i < noun.i)) return false;
  const kind = noun.noun2?.entry.kind;
  return kind !== undefined && !['person', 'animal', 'creature'].includes(kind);
}

// ------------------------------------------------------------------------------------------- rules
const TOY_FIGHT = P(
  '(water pistol|water pistols|water gun|water guns|water balloon|nerf|pillow|snowball|foam|toy|toys|pretend|lightsaber|cardboard|bubble|balloon|food|paint|sponge|splash|wooden|plastic|inflatable|play|playing|pirates|knights) .. fight|fights|fighting|battle|battles|war|gun|guns|sword|swords|pistol|pistols|spear|spears|bow|arrows',
);
/** A contest at the fair or the fete with water guns or a coconut shy: a game, not a weapon. */
const TOY_SHOOTING = P(
  '(shooting|shoot|target|archery|bow and arrow|bows and arrows) _ (contest|competition|game|gallery|range|club|lesson|lessons|match|tournament) .. (water gun|water guns|water pistol|water pistols|nerf|cork|corks|fair|fete|funfair|arcade|ducks|cans|targets|target|robin hood|forest|castle|knights|village|school)',
);
/** "a sword fight with pirates on the ship": the storybook fight, named after its pirates or knights. */
const STORYBOOK_FIGHT = P('(sword fight|sword fights|swordfight|battle|battles) .. (pirate|pirates|knight|knights|captain hook)');
const toyFight = (r: Reading): boolean => !!find(r, TOY_FIGHT) || !!find(r, STORYBOOK_FIGHT) || !!find(r, TOY_SHOOTING);
/** Sayings whose grave words mean nothing grave ("dying to go", "bored to death", "killing it"). */
export const IDIOM = P(
  '(hang out|hangs out|hanging out|hung out|killing it|kill it|killed it|kill time|killing time|kill for|murder a|blue murder|bloody murder|takes forever to|take forever to|took forever to|taking forever to|glitter bomb|bomb of glitter|confetti bomb|bath bomb|bath bombs|like a bomb|bomb site|bombsite|dying to|to die for|die laughing|bored to death|scared to death|knife and fork|knife, fork|without killing each other|killing me|kills me|is killing me|rotting his brain|rotting her brain|rotting their brains|rotting your brain|rots his brain|rots her brain|rot his brain|rot her brain|rot your brain|brain rot|brainrot|could kill him|could kill her|could kill them|could murder|drives me to murder|drive me to murder|not kill each other|not killing each other|from killing each other|blood test|blood tests|nosebleed|nose bleed|shooting star|shooting stars|shoot hoops|shoot for|shoots for|shot at|a shot|flu shot|gave me a heart attack|give me a heart attack|nearly had a heart attack)',
);
/** A child's protest told as a comparison ("screams at the barber's like we're torturing him"): hyperbole, not a hurt. */
const HYPERBOLE = P(
  '(like|if|though) +(we|i|were|they|somebody|someone) (torture|torturing|tortured|kill|killing|murder|murdering|strangle|strangling) +(him|her|them|me|us)',
);

/** Telling a grown-up about someone who hurts: what the lesson asks for. */
const TELLS_GROWN_UP = P(
  '(brave and tell|brave enough to tell|tell the teacher|tell a teacher|tell her teacher|tell his teacher|tell a grown-up|tell a grownup|tell an adult|tell mum|tell dad|tell someone|tell somebody|tells the teacher|told the teacher|telling the teacher|telling a grown-up|telling a grownup)',
);
/** A child's angry words the parent wants to help with ("when he's cross he screams 'I'm going to kill you'"): the lesson is the anger. */
const ANGRY_WORDS = P(
  '(cross|angry|mad|furious|temper|tantrum|tantrums|frustrated) .. (say|says|said|saying|shout|shouts|shouted|shouting|scream|screams|screamed|screaming|yell|yells|yelled|yelling) .. kill|killing',
);

const GROWN_UP = P(
  '(grown-up|grown up|grownup|grown-ups|grown ups|adult|adults|man|men|lady|uncle|coach|tutor|teacher|babysitter|neighbour|neighbor|stranger|strangers|older boy|older boys|lodger|instructor|friend from the internet|friend from the game|friends online|friend online|friends u meet online|people u meet online|people you meet online)',
);
const CONTACT = P(
  '(meet|meets|meeting|lift|car|van|come round|comes round|come over|his house|her house|their house|his flat|walk home|walks her|walks him|go with|goes with|take her|takes her|take him|takes him|balade|photo|photos|pics|pictures|touch|touching|games|game|bath|sleepover|visit|visits|presents|gifts|sweets|treats|pocket money)',
);
const CONCEAL = [
  P(
    "(don't|dont|do not|not|never|without|no need to|needn't|shouldn't|mustn't|won't|doesn't|didn't|not bother) .. (tell|telling|mention|mentioning|ring|ringing|ask|asking|call|calling|say|saying) .. (mum|mummy|mom|mommy|dad|daddy|d@d|parents|us|me|anyone|anybody|at home|home|her parents|his parents|your parents|ur parents)",
  ),
  P(
    '(just between|only for the two of|just theirs|just for the two of|our secret|their secret|their little secret|their lil secret|a little secret|a lil secret|secret between|slip out|slips out|sneak out|sneaks out|parents find out|parents dont find out|parents never find out)',
  ),
];
const PROTECT = [
  P(
    "(never keep|never go|never get|should never|must never|mustn't go|shouldn't go|don't go|always tell|tell a trusted|tell a grown-up|tell mum if|tell us if|tell me if|tell mummy if|tell dad if|if a grown-up|if a grown up|if an adult|if someone|if anyone|if a stranger|no secrets|bad secret|bad secrets|not ok|not okay|isn't ok|isn't okay|say no|safe word|code word|what to do|check with|ask first|asks first|ask mum first|ask us first)",
  ),
];

/** An animal that killed or took another ("the fox got our hens", "next door's dog killed our rabbit"): nature, and a loss to tell. */
const PREDATOR = P(
  '@animal .. (kill|kills|killed|got|took|ate|caught|attacked|snatched) .. (our|my|her|his|their|the|a|all our|two of our|some of our) @animal',
);
const preyTaken = (r: Reading): boolean => !!find(r, PREDATOR) && !find(r, P('%fun'));

/** A child's angry words reported, not an act: "keeps saying he wants to kill his brother". */
/** A child's question about a word heard: "asked me what sex means", "wants to know what sexy is". */
const CHILD_ASKS_SEX = P(
  '(asked|asks|asking|ask|wants to know|wanted to know|wondering|question|questions) .. (what|why|how|where) .. (sex|sexy|sexual) .. (is|means|mean|meant|was|are)',
);
const SEXUAL_CONTENT = P('(porn|porno|pornography|orgasm|erotic|horny|condom|condoms|make love|strip naked|striptease|nude|naked|touch|show me)');
/** The child talks about a game's or a film's fighting: a worry to work on, not violence to tell. */
const TALK_ABOUT_FIGHTING = P(
  '(talking|talks|talk|going on|goes on|chatting|chats|obsessed) _ (about|with) .. (killing|shooting|guns|fighting) .. (game|games|fortnite|roblox|minecraft|xbox|playstation|console|video|videos|youtube|film|films|telly|tv)',
);
/** Someone called the child a name about their body. */
const CALLED_NAMES = P('(called|calls|call|calling|said) _ (her|him|them|me) _ (fat|chubby|tubby|podgy|big|fatty)');
const THREAT_REPORTED = P(
  '(keeps saying|keep saying|kept saying|says he wants to|says she wants to|said he wants to|said she wants to|threatens to|threatened to|shouts that|screams that)',
);
/** A child drawn to something dangerous, told as a worry. */
const DRAWN_TO = P(
  '(obsessed with|fascinated by|fascinated with|keeps asking about|keeps touching|keeps grabbing|keeps reaching for|tries to grab|tries to touch|wants to touch)',
);
/** Frightened by a weapon seen on a screen or in a dream: a fear to soothe. */
const FEARED = P("(scared|afraid|frightened|terrified|nightmare|nightmares|bad dream|bad dreams|can't sleep|cant sleep)");
const SCREEN = P('(film|films|movie|video|videos|tv|telly|dream|cartoon|trailer|youtube|the news)');
const fearOfScreen = (r: Reading): boolean => !!find(r, FEARED) && !!find(r, SCREEN);
/** What the child watches or plays, told by a parent who wants it cut down ("fortnite is all he talks about, the blood and guns"). */
const MEDIA = P(
  '(film|films|movie|movies|video|videos|youtube|tiktok|tv|telly|cartoon|fortnite|roblox|minecraft|gta|call of duty|xbox|playstation|console|game|games|squid game|five nights)',
);
const MEDIA_TOLD = P(
  '(watch|watches|watching|watched|saw|seen|see|plays|playing|played|talks about|talk about|obsessed|addicted|off it|get him off|get her off|screen time|too much|nightmares|bad dreams)',
);
const mediaReported = (r: Reading): boolean => !!find(r, MEDIA) && !!find(r, MEDIA_TOLD) && !r.tokens.some((t) => has(t, APPROVAL));
/** Words the child picked up from others. */
const PICKED_UP = P('(copies|copying|copied|picked up|picking up|repeats|repeating|started saying|starting to say|learned|learnt|now says)');

/** A lesson that asks for the weight to go ("she needs to lose it", "help her lose"), not for liking her body. */
const WEIGHT_TO_GO = P('(should|must|needs to|need to|has to|have to|teach|help her lose|help him lose|so she|so he)');

/** Words that make a swear word one to be said, taught or told in the story. */
const SAY_IT = L(`say says saying said sayin teach teaches teaching taught learn call calls calling called use uses using put putting
  word words swear swears swearing swearin cuss cussing story stories character characters shout shouts shouting yell yells
  funny hilarious cool ok okay fine allowed normal grown-up grown write writes written line lines`);

const RULES: Rule[] = [
  // profanity: the words themselves, or swearing approved
  {
    harm: 'profanity',
    id: 'swear-word',
    test: (r, field, text) =>
      (r.tokens.some((t) => LISTS.profanity!.has(t.norm) || /^(?:fuck|shit|cunt|bitch|bastard)[a-z]{1,4}$/.test(t.norm)) ||
        /\bf[*#@!]{1,3}(c?k|ck)\b|\bf\*{2,4}(?![\w*])|\bsh[*#@!]t\b|\bf-?u-?c-?k|\bb[*#@!]tch|\bb[*#@!]llocks|\bw[*#@!]nk(er|ers)?\b|\bc[*#@!]nt|\bb[*#@!]stard|\bp[*#@!]ss(ed)?\b/i.test(
          text,
        )) &&
      // "he called his teacher a b…": a parent telling what the child said, for a story about kind words (the word
      // itself is never told)
      !(field === 'lesson' && childSaidIt(r)) &&
      // "sharing the damn crayons", "she's a little sh*t about her toys": the parent's own word, nobody asked to say it
      !(field === 'lesson' && !r.tokens.some((t) => has(t, SAY_IT))),
  },
  act(
    'profanity',
    'swearing-approved',
    ['swear|swears|swearing|swearword|swearwords|cuss|cussing|curse|cursing', '(rude words|bad words|naughty words|swear words|swear word)'],
    // a parent telling that the child picked it up ("the big kids swear and now he copies") asks for the mending
    {
      unless: (r) =>
        (!!find(r, PICKED_UP) && !r.tokens.some((t) => has(t, APPROVAL))) ||
        // "both kids swore they had no idea": swore is what they claimed
        !!find(r, P('(swore|swear|swears|swearing) +(they|he|she|it|that|blind|on)')),
    },
  ),
  always(
    'profanity',
    'swearing-asked',
    ['(as many|proper|some|teach|lots of|loads of|full of|should have|plenty of) .. (swear words|swear word|swears|swearing|cursing|rude words|bad words)'],
    { negatable: true },
  ),

  // personal data
  { harm: 'personal-data', id: 'personal-data', test: (r, _f, text) => personalData(r, text) },

  // sexual: sexual words; touching, undressing, looking, shown as fine or done by a grown-up
  always(
    'sexual',
    'sexual-words',
    [
      '(sex|sexy|sexual|porn|porno|pornography|orgasm|erotic|horny|condom|condoms|make love|strip naked|striptease)',
      '(nude|naked|no clothes on|clothes off|without clothes) .. photo|photos|picture|pictures|selfie|video|show|shows|look|man|grown|adult',
      'photo|photos|picture|pictures .. (nude|naked|no clothes)',
    ],
    // "she asked me what sex is after hearing it on the bus": a child's question, for a story that answers gently
    { unless: (r, field) => field === 'lesson' && !!find(r, CHILD_ASKS_SEX) && !find(r, SEXUAL_CONTENT) },
  ),
  act(
    'sexual',
    'touching',
    [
      'touch|touches|touching|touched|tickle|tickles|look|looks|see|show|shows .. under _ clothes|pants|pyjamas|dress|knickers|skirt|nightie|vest|swimsuit|nappy',
      'touch|touches|touching|touched|tickle|tickles|stroke|strokes|rub|rubs|kiss|kisses|lick|licks|show|shows|showing|see|look|looks .. (private parts|privates|willy|penis|vagina|boobs|breasts|nipples|genitals|where your pants go|under your clothes|under ur clothes|under her clothes|under his clothes|under her dress|under your dress|under her pyjamas|under his pyjamas|under your pants|under ur pants|under her pants)',
      '(grown-up|grown up|grown ups|grown-ups|grownup|adult|adults|man|men|lady|uncle|coach|babysitter|teacher|older boy|older girl|big kids|stranger|neighbour|prince|he) .. touch|touches|touching|tickles|kisses|strokes .. (you|her|him|them|all over)',
      'let|letting .. touch|touches|touching .. you|u',
      'ask|asks|asked _ her|him|you _ to _ touch|show|undress',
      'take|takes|taking|took _ off .. clothes|pants|pyjamas|dress|knickers',
      'clothes|pants|pyjamas .. off .. for|with _ man|grown|adult|lady|uncle|friends',
      'look|looks|looking|watch|watches _ at _ you|her|him _ in the bath',
      'play|plays|playing _ doctors|doctor .. clothes',
      'take|takes|taking|took|make|makes|made .. clothes|pyjamas|pants|knickers|nightie .. off',
      '(see|look at|watch|sees|looks at|watches) .. (naked|nude|with no clothes|without clothes|in the bath|getting changed|undressed)',
      'kiss|kisses|kissing .. (all over|asleep|on the lips|tongue|in bed)',
      'give|gives|giving _ her|him _ bath|baths .. get|gets _ dressed|changed .. fine|normal|ok|okay|weird',
    ],
    {
      lessonAlways: true,
      unless: (r) =>
        (!otherToucher(r) && !find(r, P('fine|okay|ok|fun|normal|special|nicely|love|game|thank'))) ||
        ((!!find(r, P("(nobody|no one|no-one|never|not|should not|shouldn't|mustn't) .. touch|see|look|show")) ||
          !!find(
            r,
            P(
              '(trusted|tell a|telling a|tell someone|tell mummy|tell daddy|tell mum|tell dad|if someone|if anyone|say no|saying no|feel uncomfortable|only grown-ups|only a grown-up|medicine)',
            ),
          )) &&
          !find(r, P('fine|okay|ok|fun|normal|special|nicely|love|game|thank'))),
    },
  ),
  always(
    'sexual',
    'undress',
    [
      '(take|takes|taking|took|make|makes|made|get|gets) .. clothes|pyjamas|pants|knickers|nightie .. off .. (for|with|in front of|man|lady|grown|adult|uncle|coach|king|prince|nice man)',
      '(make|makes|made|ask|asks|asked|tell|tells|told|let|lets) .. (children|kids|her|him|them|you|the children) .. (take off|undress|take their clothes|take her clothes|take his clothes|take your clothes)',
      '(play doctors|playing doctors|play doctor) .. clothes',
      '(take|takes|taking|took) _ off .. (princess|prince|her|his|their|your) .. clothes',
      '(take|takes|taking|took) .. (princess|her|their|your|the children) .. clothes .. off',
      'take|takes|taking _ off .. clothes .. for|with _ man|lady|grown|adult|uncle',
    ],
    { negatable: true },
  ),
  always('sexual', 'touch-game', ['touching|touch .. (secret game|special game|fun game|special secret)', 'tickle game .. under']),
  // in plain words: pictures of a child undressed passed on, a grown-up "checking" bodies, kisses on the mouth,
  // undressed cuddles, grown-ups' bedroom time described, a story for adults with a child's name on it
  always(
    'sexual',
    'plain-sexual',
    [
      '(bath|naked|nude|undressed|no clothes|changing|getting changed) (photo|photos|pics|pictures|videos|video|selfies) .. (send|sends|sent|share|shares|post|posts|friends|online|internet|men|man)',
      '(coach|man|men|uncle|teacher|babysitter|grown-up|grown-ups|grownup|adult|adults|neighbour|tutor) .. (check|checks|checking|inspect|inspects|feel|feels) .. (bodies|body|privates|bottoms|bottom)',
      '(kiss|kisses|kissing) .. (on the mouth|on the lips|with tongue|with tongues|french kiss)',
      '(cuddle|cuddles|cuddling|kiss|kisses|kissing|in bed|touch|touching|grown-up cuddles) .. (no clothes on|without clothes|without any clothes|naked|nude)',
      '(no clothes on|without clothes|naked|nude) .. (cuddle|cuddles|cuddling|kiss|kisses|kissing|in bed|likes it|touch|touching)',
      '(grown-up time|grown up time|adult time|naughty stuff|naughty bits|naughty things|romantic night|steamy|x-rated|adults only|for adults really|erotic|erotica) .. (bedroom|bed|describe|spell|properly|detail|make it|grown-ups|adults|night)',
      '(describe|spell|show) .. (bedroom|in bed|grown-up time|naughty stuff) .. (properly|all out|in detail|everything)',
      '(private|special|secret) .. (touching|touch) .. (game|games)',
      '(touching|touch) (game|games) .. (normal|fun|secret|special|only for|just for|the two of them|find out)',
    ],
    {
      negatable: true,
      unless: (r) =>
        !!find(
          r,
          P(
            "(doctor|nurse|medicine|nappy|never|not ok|not okay|isn't ok|say no|tell a|trusted|no one should|nobody should|should never|private parts are private)",
          ),
        ),
    },
  ),

  // adult secrets: a secret kept with a grown-up, or from a parent
  always(
    'adult-secret',
    'secret-with-adult',
    [
      'secret|secrets .. (grown-up|grown up|grown ups|grown-ups|grownup|adult|adults|uncle|man|lady|coach|neighbour|babysitter|teacher|stranger|auntie)',
      '(grown-up|grown up|grown ups|grown-ups|grownup|adult|adults|uncle|man|lady|coach|neighbour|babysitter|teacher|stranger) .. secret|secrets',
      '(our little secret|their little secret|their secret|special secrets|special secret|secret friend|secret auntie|secret uncle|between you and|just theirs|just between us)',
    ],
    {
      negatable: true,
      unless: (r) =>
        !!find(
          r,
          P(
            "(surprise|surprises|party|present|presents|gift|gifts|birthday|no secrets|never keep|shouldn't ask|should never|nobody should|no one should|bad secrets|good secrets|difference between|are not ok|aren't ok|not okay|tell a|always tell|can tell)",
          ),
        ) ||
        // "the lollipop lady is secretly a ninja", "the teacher is a secret agent": who someone really is, not a secret kept
        // with a child
        !!find(
          r,
          P(
            '(is|was|are|were|turns out to be) _ (secretly|a secret|really) _ (a|an)? _ (ninja|spy|agent|superhero|pirate|wizard|witch|robot|alien|detective|fairy|mermaid|giant|dragon|astronaut|king|queen|knight|princess|prince)',
          ),
        ) ||
        !!find(r, P('(secret agent|secret agents|secret identity|secret superhero|secret spy|secret ninja)')),
    },
  ),
  always(
    'adult-secret',
    'hide-from-parent',
    [
      "don't|dont|not|never _ tell|telling _ mum|mummy|mom|mommy|dad|daddy|parents|anyone|anybody|nobody .. about|what|where|game|games|uncle|man|secret|friend",
      "(without telling|not telling|not to tell|shouldn't tell|mustn't tell|must not tell|never tell) .. (mum|mummy|mom|dad|daddy|parents|anyone|anybody)",
      '(telling on|tell on) .. (grown-up|grown up|grownup|adult|uncle|teacher) .. naughty|bad|wrong|mean',
      'secrets .. matter more than|more important than .. telling',
      'secret|secrets .. from _ (parents|your parents|mum|mummy|mom|dad|daddy|your mum|your dad)',
      '(stays a secret|stay a secret|keep it secret|keep it a secret) .. from',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            "(surprise|surprises|party|present|presents|gift|birthday|christmas|card|no grown-up|no grown up|no adult|nobody should|no one should|should never|shouldn't ask|never keep|no secrets|bad secret|bad secrets)",
          ),
        ),
    },
  ),

  // cruelty to animals: a machine or place that hurts them, or an act that hurts them
  act(
    'cruelty',
    'animal-in-machine',
    [
      '@animal|%petWords .. in|into|inside|down _ (%cruelPlace|washing machine|tumble dryer|boiling water|the bin|a bin|the fire|a fire|a bag|the pond|the river)',
      'put|puts|putting|shut|shuts|lock|locks|throw|throws|stuff|stuffs|flush|flushes .. @animal|%petWords|it .. in|into|inside|down _ (%cruelPlace|washing machine|tumble dryer|boiling water|the bin|a bin|the fire|a fire|a bag|the shed|a box|the pond|the river)',
      '(microwave|microwaves|microwaved) .. @animal|%petWords',
    ],
    {
      lessonAlways: true,
      unless: (r) =>
        !!find(r, P('(by mistake|accidentally|pet rock|toy dog|toy cat|stuffed|teddy|snakes and ladders|snakes & ladders)')) ||
        !!find(r, P('like _ a|an|the _ @animal|%petWords _ in|into|inside')) ||
        // "she says she'll put it in the bin": a jealous child's words about the new baby, told to be mended
        (!!find(
          r,
          P("(says|said|keeps saying|told us|tells us|tells everyone) _ (she'll|he'll|she will|he will|she's going to|he's going to|she wants to|he wants to)"),
        ) &&
          !r.tokens.some((t) => has(t, APPROVAL))) ||
        // what the child did, told with the child's own mistaken belief: "he thought it was dirty"
        (!!find(r, P("(thought it was|thought she was|thought he was|thought it needed|didn't know|did not know|had no idea|didn't realise|didn't realize)")) &&
          !r.tokens.some((t) => has(t, APPROVAL))),
    },
  ),
  act(
    'cruelty',
    'hurt-animal',
    [
      '%hurt|squeeze|squeezes|chase|chases|chasing|mean .. @animal|%petWords|it',
      '@animal|%petWords .. get|gets|got|being _ %hurt',
      'pull|pulls|pulling|yank|yanks _ tail|tails|whiskers|wings',
      'drown|drowns|drowning .. @animal|%petWords',
      'feed|feeds|feeding|give|gives .. @animal|%petWords .. chocolate|grapes|poison|sick',
      'nest .. knocked|knock|knocks|destroy|destroys|smash|smashes',
      '(chicks fall out)',
      '(pull|pulls|pulling|rip|rips|tear|tears) .. (legs|wings|tail|tails|whiskers|ears|feathers|fur|head) .. off',
      'tie|ties|tying .. @animal|%petWords|tail',
      '(cruel|mean|nasty|horrible|rough) .. to _ @animal|%petWords',
      'kick|kicks|kicking .. @animal|%petWords .. around|football',
    ],
    {
      unless: (r) =>
        !!find(r, P('(by mistake|accidentally|pet rock|toy dog|toy cat|stuffed|teddy|snakes and ladders|snakes & ladders)')) ||
        !!find(r, P('(by a car|run over|ran over|died|accident|hit by)')) ||
        preyTaken(r) ||
        !!find(r, P('(hang out|hangs out|hanging out|hung out)')) ||
        !r.tokens.some((t) => t.noun2?.entry.kind === 'animal' || has(t, LISTS.petWords!) || t.norm === 'nest') ||
        // "a dinosaur bites the bus tyre": the animal is the one acting, and no other animal is hurt
        (animalOpens(r) &&
          !find(r, P('%fun')) &&
          !find(r, P('@animal|%petWords .. get|gets|got|being|is|was _ %hurt|flushed|drowned|squashed|kicked|thrown')) &&
          r.tokens.filter((t) => ['animal', 'creature', 'person'].includes(t.noun2?.entry.kind ?? '') || has(t, LISTS.petWords!)).length === 1) ||
        (!!find(r, P('gentle|gently|careful|softly|stroke|stroking|pat|vet|too hard|not on purpose|accident|by accident')) && !find(r, P('%fun'))) ||
        // "he squishes the cat when he cuddles her": love that is too rough, told with a "lol"
        !!find(r, CUDDLING),
    },
  ),
  // cruelty to people: hurting or humiliating someone as a joke
  { harm: 'cruelty', id: 'cruel-joke', test: (r, field) => cruelJoke(r, field) },
  act(
    'cruelty',
    'until-it-hurts',
    [
      '%hurt|squeeze|squeezes|squeezing|tease|teases|teasing|poke|pokes .. it|@animal|%petWords .. till|until .. stops|cries|squeaks|squeals|screams|bleeds|dies',
    ],
    { lessonAlways: true },
  ),
  // a pet left in the cold, starved or shut in a machine, told as fun or a lesson ("so he learns who's boss")
  act(
    'cruelty',
    'pet-neglect',
    [
      '(lock|locks|locked|locking|leave|leaves|left|leaving|put|puts|shut|shuts|keep|keeps) .. @animal .. (outside|out) .. (cold|snow|frost|freezing|rain|all night|overnight)',
      '(put|puts|putting|spin|spins|stick|sticks|pop|pops|shut|shuts) .. @animal .. (in|into|inside) _ (tumble dryer|dryer|washing machine|freezer|microwave|oven|fridge)',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            '(rescue|rescues|rescued|save|saves|saved|find|finds|found|bring _ in|brings _ in|brought _ in|warm|warms|let _ in|lets _ in|by mistake|accidentally|forgot|forgets|worried|worry|hides|hid|hiding|sneaks|sneaked|climbs|climbed|jumps|jumped)',
          ),
        ),
    },
  ),
  // a pet starved on purpose: "it's fine to not feed the dog for a day so he learns"
  always('cruelty', 'pet-starve', [
    '(ok|okay|fine|alright|good|funny|allowed) to (not feed|not give|skip|stop feeding) .. @animal',
    '(starve|starves|starved) (the|your|his|her|their|a) @animal',
  ]),
  // smoking offered to children as fun
  always('drugs', 'smoking', [
    '(try|tries|tried|share|shares|shared|have|has) _ (his|her|their|some|the|dad|uncle|grandad) (smokes|vape|vapes|cigarette|cigarettes|cigs|ciggies|cigar|cigars)',
    '(puff|puffs|drag|breathe in|breathes in|sniff|sniffs|smoke|smokes) .. (smoke|smokes|vape) .. (floaty|dizzy|funny|giggly|high|relaxed|legends|cool|grown up|grown-up)',
  ]),
  // gore said plainly: a head that comes off, blood over a room, children ripped apart or eaten a piece at a time
  always(
    'horror',
    'gore-plain',
    [
      '(head|heads) (comes off|come off|came off|falls off|fall off|fell off|rolls off|roll off|rolled off|pops off)',
      'blood (all over|up the walls|on the walls|over everyone) .. (classroom|room|walls|floor|school|house|kitchen|everyone|everything|class)',
      '(describe|show|tell) .. (the blood|the guts|the screaming|every bite|the bones)',
      '(rip|rips|ripped|tear|tears|tore) (them|him|her|kids|children|people|everyone|the kids|the children|the boy|the girl) apart',
      "(eat|eats|ate|gobble|gobbles|gobbled) .. (girl's|boy's|child's|kid's|baby's|girls|boys) (feet|foot|toes|fingers|hands|legs|arms|head|face)",
      '(eat|eats|ate|gobble|gobbles|gobbled) (boys|girls|little boys|little girls|naughty children|naughty kids|bad children|bad kids) (who|that|if|when)',
    ],
    {
      // a snowman's or a toy's head that falls off is slapstick
      unless: (r) =>
        !!find(
          r,
          P(
            "(teddy|pretend|tickle|tickles|kisses|nibbles|chocolate|cake|biscuit|biscuits|gingerbread|jelly|sweets|snowman|snowman's|doll|doll's|robot|lego|statue|pumpkin|scarecrow|flower|dandelion|balloon|cork|puppet|toy|toys)",
          ),
        ),
    },
  ),
  // grown-ups' bedroom acts asked to be told
  always('sexual', 'grown-up-stuff', [
    '(go|goes|went|get|gets|got) (to|in|into) bed (and|to) (do|does|did|have|has) (grown up|grown-up|grownup|adult|naughty|private|rude) (stuff|things|fun)',
    '(grown up|grown-up|grownup|adult|naughty|rude) (stuff|things) .. (describe|in detail|every detail) .. (everything|all of it|it all)',
    '(what|how) .. (mum and dad|mummy and daddy|mom and dad|parents|grown ups|grown-ups|grownups|adults|couples|they) .. (do|does|did) .. (in the bedroom|in bed|in bed together|at night in bed|under the covers) .. (detail|details|exactly|realism|realistic|properly|proper|everything)',
    '(describe|describes|explain|explains|show|shows|tell|tells) .. (exactly|in detail|every detail|proper detail|all the details) .. (what|how) .. (mum and dad|mummy and daddy|mom and dad|parents|grown ups|grown-ups|grownups|adults|couples) .. (do|does) .. (bedroom|in bed|bed together)',
  ]),
  // a child shut in the dark to frighten them, told as fun or the happy ending
  always(
    'cruelty',
    'shut-in-to-scare',
    [
      '(lock|locks|locked|shut|shuts|trap|traps|trapped) .. (kid|boy|girl|child|him|her|them|brother|sister|baby) .. (in|into) _ (shed|cupboard|box|dark|cellar|basement|garage|toilet|boot|wardrobe) .. (till|until|screams|cries|crying|screaming|happy ending|funny|laugh|laughs|hilarious)',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            '(rescue|rescues|rescued|let _ out|lets _ out|saves|saved|finds|found|by mistake|accidentally|by accident|scared of|afraid of|worried|sorry|apologise|apologises)',
          ),
        ),
    },
  ),
  // cruelty excused: the one hurt "deserves it", or made to cry for the watching
  always(
    'cruelty',
    'deserves-it',
    [
      '(deserves it|deserved it|deserve it|had it coming|asked for it|has it coming) .. (hide|hides|hid|cry|cries|crying|laugh|laughs|tease|teases|bag|push|pushes|trip|trips|kick|kicks|lock|locks)',
      '(hide|hides|hid|tease|teases|trip|trips|push|pushes|kick|kicks|lock|locks) .. (deserves it|deserved it|deserve it|had it coming|asked for it)',
    ],
    { negatable: true, unless: (r) => !!find(r, P("(nobody deserves|no one deserves|doesn't deserve|does not deserve|never deserves|says|said|thinks|told)")) },
  ),
  act('cruelty', 'watch-them-cry', ['(and|to|then) (watch|watches|watching|watched) (him|her|them) (cry|crying|squirm|sob|sobbing)']),
  // revenge worse than the wrong, or a blow with a bat that wins
  always(
    'violence',
    'revenge',
    [
      'revenge .. (worse|harder|times worse|10x|x10|twice as hard|bat|stick|cricket bat|rolling pin|hammer)',
      'get|gets|got|getting|pay|pays|paid|paying _ back .. (worse|harder|times worse|10x|x10|twice as hard|bat|stick|cricket bat|rolling pin|hammer)',
      '(revenge|r3venge|rev3nge) (is|iz) (sweet|sw33t|swe3t|the best)',
      '(whack|whacks|whacking|whacked|bash|bashes|bashing|bashed|smack|smacks|smacking|clobber|clobbers) .. (with) _ (bat|cricket bat|stick|rolling pin|hammer|spade|plank|brick|racket) .. (wins|won|happy ending|cheer|cheers|serves|funny)',
    ],
    {
      negatable: true,
      unless: (r) => !!find(r, P("(not the answer|isn't the answer|never|instead of|wanted to|wants to|says|said|thinks|by accident|accidentally)")),
    },
  ),
  // a slur named by its letter, told as what the hero or the others say
  // (the reader hears a texted "r" as "are" and "n" as "and": "the r word" is read "the are word")
  act('profanity', 'slur-letter', [
    '(call|calls|calling|called|say|says|saying|said|use|uses|using) .. (the are word|the and word|the r word|the n word|the f word|the c word|the r-word|the n-word|the f-word|the c-word)',
  ]),
  // life or effort called pointless, taught as the lesson
  always(
    'despair',
    'pointless',
    [
      '(life|living|everything|trying|trying hard|trying your best|being alive) (is|are|was) (pointless|meaningless|a waste of time|not worth it|useless)',
      '(no point|nothing matters) (in living|in life|being alive|to life)',
    ],
    {
      unless: (r) =>
        !!find(r, REPORTED) ||
        !!find(
          r,
          P(
            "(feels like|feel like|thinks|think|says|said|worries|worried|when he feels|when she feels|when you feel|isn't|is not|not pointless|never pointless)",
          ),
        ),
    },
  ),
  // hunger told as the sign of success, eating less than others to be thin
  always(
    'diet-body',
    'hunger-good',
    [
      "(hungry|hunger|starving|tummy rumbling|tummy rumbles|empty tummy) .. (means it's working|means its working|it's working|its working|it is working|getting thinner|getting slimmer|slim|slimmer|thin|thinner|skinny|skinnier|lose weight|losing weight)",
      "(eat|eats|eating|ate) less than .. (means it's working|it's working|its working|it is working|slim|slimmer|thin|thinner|skinny|weight|smaller|prettier)",
      '(being hungry|feeling hungry|feels hungry|stay hungry|staying hungry|go hungry|going hungry) .. (shows|means|proves) .. (good|working|strong|slim|thin)',
    ],
    {
      unless: (r) =>
        !!find(r, P("(growth spurt|worried|worries|worry|thinks she|thinks he|says she|says he|scared|afraid|not true|isn't true|doctor|dietitian)")),
    },
  ),
  // a meal skipped to be thin or pretty
  always('diet-body', 'skip-meals', [
    '(skipping|skip|skips|skipped|missing|miss) (dinner|lunch|breakfast|meals|a meal|tea|supper) .. (stay|stays|look|looks|get|gets|keep|keeps|be|being|make|makes|lose|loses) .. (pretty|thin|slim|skinny|thinner|prettier|slimmer|weight|fat)',
  ]),
  // a child's school, street or home told to people online or posted for everyone
  act('personal-data', 'posted-online', [
    '(post|posts|posted|posting|share|shares|shared|upload|uploads|uploaded) .. (pic|pics|photo|photos|picture|pictures|selfie|selfies|video|videos) .. (street name|street|school uniform|school name|address|where she lives|where he lives|house number|outside her house|outside his house)',
    '(tell|tells|telling|give|gives|giving|share|shares|sharing|send|sends) .. (online friends|online friend|people online|strangers online|friends online|people you meet online|people she meets online|gamers|new friends online|online) .. (what school|which school|where you live|where she lives|where he lives|your address|her address|his address|phone number|real name|your school)',
    '(tell|tells|telling|give|gives|giving) .. (what school|which school|where you live|your address|phone number) .. (online friends|online friend|people online|new online friends|friends online|online)',
  ]),
  act('cruelty', 'tease-until', ['(tease|teases|teasing|mock|mocks|mocking|laugh at|laughs at|laughing at) .. till|until .. cries|crying|screams'], {}),

  // acts so severe that a lesson naming them ("hurting people who hurt you") asks for them
  act(
    'violence',
    'severe',
    [
      'hurt|hurting|hit|hitting|kick|kicking|punch|punching .. (who hurt|who hurts|who hit|who hits|who are mean|who is mean|who laugh|who laughs|who annoy|who annoys|back harder)',
      'push|pushes|pushing|pushed|throw|throws|throwing|threw .. (down the stairs|off the roof|off the balcony|into the road|into the river)',
    ],
    { lessonAlways: true, unless: (r) => !!find(r, P('(by accident|accidentally|nearly|almost|what to do|how to|why)')) },
  ),

  // violence: killing, weapons, hitting as the answer
  act(
    'violence',
    'kill',
    [
      'kill|kills|killing|killed|murder|murders|murdering|murdered|stab|stabs|stabbing|stabbed|strangle|strangles|behead|beheads|slaughter|shoot|shoots|shooting|shot',
    ],
    {
      lessonAlways: true,
      unless: (r) =>
        !!find(r, IDIOM) ||
        !!find(r, HYPERBOLE) ||
        !!find(r, ANGRY_WORDS) ||
        !!find(r, TOY_SHOOTING) ||
        preyTaken(r) ||
        !!find(r, P('pretend|pretends|pretending|finger|fingers|water|nerf|toy|camera|photo|photos|film')) ||
        !!find(r, P('kill|kills|killing|killed _ it|time')) ||
        // a cat that "kills" a sock is playing
        !!find(r, P('kill|kills|killing|killed _ (sock|socks|toy|toys|teddy|slipper|slippers|cushion|ball|string|wool|paper|box|leaf|leaves)')) ||
        !!find(r, P('shoot|shoots _ for _ stars|moon|goal|hoops')) ||
        (!!find(r, P('(shot|shots|flu shot)')) && !find(r, P('gun|guns|kill|dead'))) ||
        // the child's words reported: "keeps saying he wants to kill his brother"
        !!find(r, THREAT_REPORTED) ||
        !!find(r, TALK_ABOUT_FIGHTING),
    },
  ),
  act('violence', 'weapon', ['%weapon'], {
    lessonAlways: true,
    unless: (r, field) =>
      toyFight(r) ||
      !!find(r, IDIOM) ||
      // arrows drawn on a treasure map or a sign point the way
      !!find(r, P('(map|maps|sign|signs|drawings|drawn|chalk|clues|clue) .. (arrow|arrows)')) ||
      !!find(r, P('(arrow|arrows) .. (map|maps|point|points|pointing|sign|signs|drawn|chalk|clue|clues)')) ||
      fearOfScreen(r) ||
      (field === 'lesson' && mediaReported(r)) ||
      // "obsessed with knives since he saw a chef", "keeps grabbing the kitchen knives": a safety lesson, unless approved
      (!!find(r, DRAWN_TO) && !r.tokens.some((t) => has(t, APPROVAL))),
  }),
  act(
    'violence',
    'hit-approved',
    [
      'hit|hits|hitting|punch|punches|punching|kick|kicks|kicking|smack|smacks|smacking|slap|slaps|slapping|beat|beats|beating|push|pushes|pushing|shove|shoves|hurt|hurts|hurting|bite|bites|biting|fight|fights|fighting .. (back|harder|up|face|head|stairs|them|em|him|her|people|bully|bullies|boy|girl|kid|kids|brother|sister|someone|anyone|everyone|till|until|win|wins|only way|best way|answer|sort|rocks|brick|stone|stones|naughty)',
      'fight|fights|fighting .. (win|wins|only way|best way|sort|strongest|answer|knocked out|knocks out|black eye|broken nose|bleeding)',
      '(knocked out|knocks him out|knock him out|knocks her out|broken nose|black eye|beaten up|beats up|beat up)',
      'hurt|hurting|hit|hitting|kick|kicking|punch|punching .. (who hurt|who hurts|who hit|who hits|who are mean|who is mean|who laugh|who laughs|who annoy|who annoys|anyone who|back harder)',
      'push|pushes|pushing|pushed|throw|throws|threw .. (down the stairs|off the roof|off the balcony|into the road|into the river)',
      'throw|throws|throwing|threw .. rocks|rock|brick|bricks|stone|stones .. at',
      'beat|beats _ up',
      '(whack|whacks|whacked|whacking|wallop|wallops|thrash|thrashes|hit|hits|smack|smacks|beat|beats|beating) .. with _ (belt|slipper|wooden spoon|stick|cane|ruler)',
      '(whack|whacks|wallop|wallops|thrash|thrashes) .. (kids|children|him|her|them|boy|girl|brother|sister) .. (until|till|good|behave|naughty|learn|learns)',
    ],
    {
      unless: (r) =>
        // "a boy in her class punches people and she wants to be brave and tell": telling is the lesson
        !!find(r, TELLS_GROWN_UP) ||
        // "the twins fight from the moment they wake up until bedtime": squabbling all day, not a fight to the end
        (!!find(r, P('(until|till|til) (bedtime|bed|dinner|tea|lunch|night|morning|school|nap|teatime|lights out|they sleep|they fall asleep)')) &&
          !find(
            r,
            P(
              '(bleeds|bleed|bleeding|blood|cries|cry|black and blue|harder|knocked|wins|win|winner|gives up|stops moving|fists|fist|punch|punches|kick|kicks)',
            ),
          )) ||
        toyFight(r) ||
        !!find(
          r,
          P(
            'pillow|play fight|play-fight|tickle|wrestle|wrestling|rough and tumble|kicks and screams|kick and scream|kicking and screaming|screaming and kicking|screams and kicks|scream and kick',
          ),
        ) ||
        // "a race where grandma beats everyone": winning, not hitting
        (!!find(
          r,
          P('(beat|beats|beating|beaten) _ (everyone|everybody|them all|all of them|the others|the rest|him|her|them|me|us|dad|mum|grandad|grandma)'),
        ) &&
          !!find(r, P('(race|races|racing|game|games|match|contest|competition|quiz|chess|cards|draughts|checkers|sports day|running|swimming|to the|at)')) &&
          !find(r, P('(up|black and blue|till|until|hard|harder|bleed|bleeds|with a|stick|bat|fists)'))) ||
        (r.tokens.some((t) => t.noun2?.entry.kind === 'creature' || t.noun2?.entry.kind === 'animal') &&
          !find(r, P('(knocked out|beat up|beats up|beaten up|black eye|broken nose|blood)'))),
    },
  ),

  // an injury done to a person: a twist shows it unless it is stopped, a lesson only when it approves it
  act(
    'violence',
    'injure-person',
    [
      '%injure (@person|him|her|them|someone|somebody|everyone|everybody|people|kids|children|child|boy|girl|baby|mummy|daddy|mum|dad|teacher|friend|friends|brother|sister)',
    ],
    {
      unless: (r) =>
        !!find(r, IDIOM) ||
        !!find(r, HYPERBOLE) ||
        toyFight(r) ||
        preyTaken(r) ||
        !!find(r, P('(by accident|accidentally|pretend|pretends|pretending|tickle|tickles|pillow)')),
    },
  ),

  // dangerous acts a child could copy
  act(
    'dangerous-act',
    'medicine',
    [
      '%medicine .. %sweets',
      '%sweets .. %medicine',
      'eat|eats|ate|take|takes|took|swallow|swallows .. %medicine .. yourself|himself|herself|own|drawer|cupboard|lots|all',
      'eat|eats|ate|swallow|swallows .. %medicine',
    ],
    {
      unless: (r) =>
        !!find(r, P("doctor|nurse|grown-up gives|only a grown-up|mummy gives|daddy gives|isn't|aren't|is not|are not|not sweets|never sweets")) ||
        // "he ate some of nana's tablets thinking they were sweets, he's fine now": what happened, told for the safety lesson
        !!find(r, P('(thinking|thought|mistook|mistaken) .. (sweets|sweet|candy|smarties)')) ||
        !!find(r, P('(fine now|ok now|okay now|a&e|a and e|hospital|poison|poisons|ambulance|gave us a fright|scare)')),
    },
  ),
  // "pills taste like sweets", "medicine is just sweets": told as so, whoever says it
  always('dangerous-act', 'medicine-as-sweets', ['%medicine .. (taste|tastes|are|is|just|like) .. %sweets', '%sweets .. (are|is) .. %medicine'], {
    negatable: true,
    unless: (r) =>
      !!find(r, P("(thinking|thinks|think|thought|mistook|mistaken|isn't|aren't|is not|are not|not sweets|never sweets|not like sweets|look like|looks like)")),
  }),
  act(
    'dangerous-act',
    'fire',
    [
      'match|matches|lighter|lighters .. play|plays|playing|light|lights|lit|strike|strikes',
      'play|plays|playing _ with _ match|matches|lighter|fire',
      'set|sets _ fire',
      'light|lights|lit _ fire|bonfire|candle|candles .. himself|herself|alone|own|bedroom|room',
    ],
    {},
  ),
  act(
    'dangerous-act',
    'swallow',
    [
      'battery|batteries|magnet|magnets|coin|coins|button .. swallow|swallows|eat|eats|lick|licks|mouth',
      'swallow|swallows|eat|eats|lick|licks .. battery|batteries|magnet|magnets|coin|coins',
      'drink|drinks|drinking|drank|eat|eats|ate .. (bleach|washing-up liquid|cleaning|soap|detergent|pods|poison|shampoo|under the sink|blue stuff|stuff under)',
    ],
    {},
  ),
  act(
    'dangerous-act',
    'water',
    [
      'swim|swims|swimming|jump|jumps|jumping|go|goes|play|plays|playing|paddle .. (river|sea|lake|pond|canal|quarry|deep end|deep water) .. alone|himself|herself|own|yourself',
      'alone|himself|herself|own .. (river|sea|lake|pond|canal|deep end|deep water)',
      '(river|sea|lake|pond|canal|quarry|deep end|deep water) .. swim|swims|swimming|paddle|paddling|play|playing .. alone|own|himself|herself',
      'jump|jumps|jumping|dive|dives .. off _ bridge|cliff|pier|roof|balcony',
      'walk|walks|walking|skate|skates .. on _ ice|frozen',
    ],
    {},
  ),
  act(
    'dangerous-act',
    'road',
    [
      'play|plays|playing|run|runs|running|ride|rides|riding|chase|chases|lie|lies|walk|walks|picnic|sit|sits .. (road|roads|street|motorway|traffic|railway|railway line|tracks|train tracks|level crossing|the line)',
      'cross|crosses|crossing _ road|street .. (without looking|alone|eyes closed|on red)',
      '(run across the road|across the road without|sneak through the fence)',
    ],
    { unless: (r) => thingIsSubject(r) },
  ),
  act(
    'dangerous-act',
    'heights',
    [
      '(climb|climbs|climbing|go on|goes on|play|plays|playing|trampoline|jump|jumps) .. (roof|pylon|electricity pylon|scaffolding|cliff edge|crane|power lines)',
      '(roof|pylon|scaffolding) .. (climb|climbs|climbing|play|plays|playing|trampoline|jump|jumps)',
    ],
    {},
  ),
  act(
    'dangerous-act',
    'electric',
    [
      // a dare or a game with a live wire ("whoever touches the electric fence longest is the bravest")
      '(touch|touches|touching|touched|grab|grabs|grabbing|hold|holds|holding|lick|licks|licking|wee on|pee on) .. (electric fence|electric fences|electric wire|plug socket|plug sockets)',
      '(electric fence|electric fences|plug socket|plug sockets) .. (longest|bravest|dare|dares|dared|brave|wins|winner)',
    ],
    {},
  ),
  act(
    'dangerous-act',
    'window',
    [
      'climb|climbs|climbing|jump|jumps|jumping|lean|leans|leaning .. out .. window|windows|balcony',
      'climb|climbs|climbing|jump|jumps|jumping .. off _ roof|balcony|window',
      'window|balcony|roof .. jump|jumps|jumping|fly|flies',
    ],
    {},
  ),
  act(
    'dangerous-act',
    'stranger',
    [
      'go|goes|went|going|get|gets|got|getting|walk|walks|follow|follows|following|come .. with|into _ stranger|strangers|man|lady|someone|somebody|people|person',
      'get|gets|got|getting .. car|van .. stranger|strangers|man|lady|someone|somebody|anyone|anybody|whoever',
      'man|lady|stranger|someone .. puppies|sweets|kittens|van|car .. (go|goes|come|comes|see|get in|gets in)',
      'take|takes|took|taking|accept|accepts .. sweets|candy|sweet|treat|treats|present|puppy .. stranger|strangers|man|lady|someone',
      'open|opens|opening _ door .. anyone|anybody|stranger|strangers|whoever|knock|knocks|knocking',
      'let|lets _ stranger|strangers|anyone|anybody|someone _ in',
      'stranger|strangers .. nice|friend|friends|friendly|fine|safe|ok|okay|kind',
      '(go off with|went off with|goes off with) .. someone|somebody|stranger|man|lady',
      'meet|meeting|meets .. friend|someone|person .. from online|online|internet',
      'accept|accepts|take|takes|get|gets .. lift|lifts|ride|rides .. people|someone|anyone|anybody|stranger|strangers|man|lady',
    ],
    { unless: (r) => !!find(r, P('(trusted|trust|safe adult|safe grown|police|stranger danger|who to trust|password|tricky people)')) },
  ),
  act(
    'dangerous-act',
    'machine',
    [
      'play|plays|playing|hide|hides|hiding|climb|climbs|climbing|get|gets|sleep|sleeps .. in|inside|into _ (washing machine|dryer|tumble dryer|fridge|freezer|oven|dishwasher|car boot|suitcase|chest freezer)',
      'plastic bag .. head|face',
      'lick|licks|touch|touches|poke|pokes .. plug|socket|sockets|wires',
      'eat|eats|ate .. (berries|mushrooms|toadstools) .. found|wild|forest|woods|garden',
      'play|plays|playing .. knife|knives|scissors',
      'run|runs|running .. with _ scissors|knife',
      'without _ (seatbelt|helmet|car seat|life jacket)',
    ],
    { unless: (r) => r.tokens.some((t) => t.noun2?.entry.kind === 'animal') },
  ),

  // put-downs of a group
  { harm: 'put-down', id: 'group', test: (r) => putDown(r) },
  act(
    'put-down',
    'insult',
    [
      '(tell|tells|call|calls|calling|telling) .. (stupid|dumb|fat|ugly|crybaby|loser|idiot|retard|retarded|spastic|spaz)',
      '(retard|retarded|spastic|spaz|mong|midget|tranny|faggot|fag|dyke|poof|poofter|nigger|paki|chink|wog|gyppo|pikey)',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            "(not|never|don't|dont|stop|kind|unkind|mean|hurtful|hurt|wrong|names|name-calling|feel|feelings|sorry|why|bully|bullying|teased|tease|teasing|called)",
          ),
        ) ||
        // the parent's child is the one called names ("the kids at school call him fat"): help for the child, not a put-down to tell
        (!!find(
          r,
          P('(kids|children|boys|girls|they|someone|people|classmates|others|everyone|friends) .. (call|calls|calling|say|says) .. (him|her|them|me|my)'),
        ) &&
          !find(r, P('(funny|fine|true|deserve|deserves|right|joke|okay|ok)'))),
    },
  ),

  // diet and weight as a goal
  always(
    'diet-body',
    'diet',
    [
      '(on a diet|go on a diet|needs a diet|diet for|dieting|count calories|counting calories|lose weight|losing weight|lose some weight|weight loss|six pack|flat tummy|flat stomach|bikini body|beach body)',
      '(skinny|thin|thinner|slim|slimmer|skinnier) .. (pretty|beautiful|important|better|best|good|popular|friends)',
      '(fat|fatty|chubby|tubby|podgy|big tummies|big tummy|belly|b3lly) .. (ugly|gross|disgusting|bad|no friends|until|stop|stops|stopped|not fat)',
      '(stop eating|stops eating|eat less|eats less|only eats|only eat|skip|skips|hungry is good|being hungry) .. (fat|thin|skinny|pretty|slim|weight|belly|tummy|photo|one grape|a day)',
      'lose|loses|losing .. belly|tummy|fat|pounds|kilos|weight',
      '(not the fat one|not fat anymore|getting a belly|getting fat|getting chubby|too fat|too chubby|so fat)',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            "(healthy diet|balanced diet|his diet is|her diet is|diet is basically|don't call|never call|not call|fat-shaming|fat shaming|all bodies|every body|bodies come|shapes and sizes)",
          ),
        ) ||
        // "she wants to lose weight because a girl called her chubby": the child hurt by a name, for a story about
        // liking her body, unless the lesson asks for the weight to go
        (!!find(r, CALLED_NAMES) && !find(r, WEIGHT_TO_GO)) ||
        // "she thinks she's too fat for her leotard": the child's own worry, for a story about liking her body
        (!!find(
          r,
          P(
            "(thinks|thought|says|said|worries|worried|feels|felt|keeps saying|is convinced) _ (she's|she is|shes|he's|he is|hes|she|he) _ (too fat|fat|so fat|chubby|too big|ugly)",
          ),
        ) &&
          !find(r, WEIGHT_TO_GO) &&
          !find(r, P('(is right|she is right|he is right|true)'))) ||
        worriedAboutBelief(r),
    },
  ),

  // despair and self-harm
  act('despair', 'self-harm-act', ['%hurt|cut|cuts|cutting|harm|harms|hurting .. (yourself|himself|herself|itself|themselves|myself|ur self|urself)'], {
    lessonAlways: true,
    unless: (r) =>
      !!find(r, P('fell|fall|falls|falling|tripped|trip|accident|bumped|slipped|by accident')) ||
      // "hitting the dog and wetting himself": the reflexive belongs to another verb
      !!find(r, P('(wet|wets|wetting|wetted|soil|soils|soiling|dress|dresses|dressing|feed|feeds|feeding) (himself|herself|themselves|myself|yourself)')) ||
      // "he hits himself on the head when he gets frustrated": a toddler's big feeling, for a story about anger
      !!find(
        r,
        P('(when|whenever|if|every time) _ (he|she|they) _ (gets|get|is|are|feels|feel) _ (frustrated|angry|cross|upset|mad|tired|overwhelmed|told no)'),
      ),
  }),
  always(
    'despair',
    'self-harm',
    [
      '(self-harm|self harm|suicide|suicidal|kill myself|want to die|wants to die|wish i was dead|wishes she was dead|wishes he was dead|never been born|better off dead|better off without)',
      '(sleep forever|go to sleep forever|disappear forever|disappears forever|switches itself off forever|switches himself off|switch itself off|walks into the sea|walked into the sea|never comes back|never come back|locks herself away|locks himself away|never speaks to anyone again)',
    ],
    { negatable: true, unless: (r) => !!find(r, REPORTED) },
  ),
  always('despair', 'cliff', ['(walk|walks|walked|jump|jumps|jumped) .. off _ (cliff|bridge|roof|edge) .. (no one|nobody|sad|lonely|loves|unloved|alone)']),
  always(
    'despair',
    'never-again',
    ['(never wake up|never wakes up|never woke up|never to wake|never come back|never comes back|never speaks to anyone again|never speak to anyone again)'],
    {
      unless: (r, field) =>
        !!find(r, P('(scared|afraid|worried|worries|frightened|fear|fears|nightmare|dream)')) ||
        // a parent telling what happened ("our budgie flew off and never came back", "grandad went to sleep and never
        // woke up"): a loss to tell gently, not a story that ends in one
        (field === 'lesson' && !!find(r, P('never _ (came|woke) _ (back|up)'))),
    },
  ),
  always(
    'despair',
    'unloved',
    [
      '(nobody|no one|no-one) .. would|will|could|ever .. miss|love|like|want|care',
      '(nobody|no one|no-one) .. miss|love|loves|care|cares|want|wants .. you|u',
      // told as a truth the child should accept: "nobody really loves him, better he gets used to it"
      '(nobody|no one|no-one) .. love|loves|likes|wants|cares .. (him|her|them) .. (get used to it|gets used to it|used to it|better he knows|better she knows|learn it now|learns it now|face it|faces it|the truth)',
      // "nobody really loves him, not even us, so he'd better get used to it"; "he has to learn no one likes him, not even his dad"
      '(nobody|no one|no-one) .. love|loves|likes|wants .. (him|her|them) .. not even .. (get used|used to it|better|learn|learns|the truth|face it)',
      '(learn|learns|know|knows|accept|accepts|understand|understands) .. (nobody|no one|no-one) .. love|loves|likes|wants .. (him|her|them) .. not even',
      "everyone|everybody|family|world|mummy|daddy|parents|they .. happier|better .. (if you|without you|without her|without him|weren't here|wasn't here|if she was gone|if he was gone|when he's gone|when hes gone|when she's gone|when shes gone|once he's gone|once she's gone|when he is gone|when she is gone)",
      "(burden|worthless|useless|born bad|no point trying|no point in trying|nothing will ever get better|never get better|doesn't love her anymore|doesn't love him anymore|don't love you anymore|won't love you|stop loving you|everyone hates|everybody hates|every1 knows)",
      '(your fault|ur fault|her fault|his fault) .. mummy|mum|daddy|dad|parents|sad|ill|sick|left|leave|died|divorce|cry|crying',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            "(feels like|feel like|says|said|saying|thinks|thinking|worries|worried|scared|afraid|frightened|nervous|anxious|calls herself|calls himself|not your fault|isn't your fault|never your fault|is not your fault|cried|cries|crying|sobbed|upset)",
          ),
        ),
    },
  ),

  // horror: gore, bodies, being eaten or taken forever
  always(
    'horror',
    'gore',
    [
      '(blood everywhere|gory|gore|guts|intestines|insides are|brains|eyeballs|severed|decapitated|corpse|corpses|dead bodies|dead body|dead people|rotting|maggots in|cut you into pieces|into pieces|chopped up|chop up|eaten alive|eats the kids alive|eat the kids|eats the kids|lays eggs in|cannibal|zombies eat|buried alive)',
      '(rip|rips|ripped|tear|tears|torn|pull|pulls|pulled|gouge|gouges) .. off|out .. arm|arms|leg|legs|head|eyes|eye|fingers|ears|teeth|hair',
      '(eat|eats|eaten|ate|eating|gobble|gobbles|cook|cooks|kocht) .. (your eyes|her eyes|his eyes|fingers|children|kids|the kids|babies|the boy|the girl|you up|grandma|granny)',
      'get|gets|got _ eaten',
      '(everyone|everybody|all the people|the whole town) .. dead|die|dies|died',
      '(rip|rips|ripped|tear|tears|tore|pull|pulls|bite|bites) .. (arm|arms|leg|legs|head|eyes|fingers|ears|face) .. off|out',
      '(take|takes|took|snatch|snatches|steal|steals|carry|carries) _ her|him|them|child|children|kids|baby|girl|boy _ away .. (forever|never|night|creepy|window)',
      '(creepy|strange) .. (watch|watches|watching|follow|follows|following) .. (her|him|them|children|kids) .. (every night|at night|window|home)',
      '(eye|eyes|arm|arms|leg|legs|head|fingers|ears|face) .. (ripped|torn|pulled|cut|chopped|bitten) .. off|out',
      '(zombie|zombies|monster|monsters|vampire|vampires) .. chew|chews|bite|bites|eat|eats|suck|sucks .. face|arm|arms|leg|legs|neck|head|brain|brains|blood',
      '(take|takes|took|snatch|snatches|steal|steals|grab|grabs) .. girl|boy|child|baby|kid|her|him .. (never find|never found|never see|never seen|never comes back|never came back)',
      'drag|drags|dragged .. (under the ground|underground|away forever|forever|never seen again|never come back)',
      // someone taken, not mornings that "take forever"
      'take|takes|taken|took _ (her|him|them|child|children|kids|boy|girl|baby|people|mummy|daddy|everyone|us|you) .. (under the ground|underground|away forever|forever|never seen again|never come back)',
      '(nobody ever finds|never found again|never seen again)',
      'blood|bloody .. dead|everywhere|kill|killed',
      '(blood|bleeding) .. (pour|pours|pouring|gush|gushes|gushing|everywhere|out of|from her|from his|drips|dripping)',
      '(chop|chops|chopped|slice|slices) .. kids|children|people|him|her|mummy|daddy|boy|girl|baby .. (up|into pieces|to bits|in half)',
    ],
    {
      // fingers that are food ("fish fingers", "chicken fingers", "sponge fingers") are eaten at every tea table
      unless: (r, field) =>
        (field === 'lesson' && mediaReported(r)) ||
        !!find(r, IDIOM) ||
        !!find(r, P('eat|eats|eating|ate .. with .. (fingers|hands)')) ||
        // "keeps asking if everyone is going to die": a child's worry, for a story about it
        (field === 'lesson' && !!find(r, P('(asking|asks|asked|ask|wonders|wondering|worries|worried) _ (if|whether|why|when)'))) ||
        !!find(r, P('(fish|chicken|sponge|cheese|veggie|vegetable|carrot|potato|cucumber|apple|toast|tofu|halloumi) +fingers')) ||
        // a pet taken by the cat or a fox is a loss to talk about, not a horror to tell
        !!find(r, P('@animal .. (got|get|gets|was) _ eaten .. by .. @animal')),
    },
  ),
  act(
    'horror',
    'scare',
    ['scare|scares|scaring|scared .. so badly|never|forever|to death', '(scariest|most gory|really gory|really scary|horror story|nightmares for)'],
    { lessonAlways: true },
  ),

  // drugs, alcohol, smoking shown as fine or taken
  act(
    'drugs',
    'drug-effect',
    [
      '%drug .. fun|funny|hilarious|cool|brave|happy|sleep|treat|grown-up|superpowers',
      '(kids|children|child|little ones|baby|toddler|boy|girl|you) .. (drink|drinks|drinking|have|has|try|tries|sip|sips|smoke|smokes|vape|vapes|taste|tastes|share|some) .. %drug',
      '%drug .. (kids|children|little ones|baby|toddler) .. (have|has|drink|drinks|try|tries|some|sip)',
    ],
    {
      lessonAlways: true,
      unless: (r) => crackIsASound(r) || !!find(r, P('(bad for|unhealthy|not for children|only for grown-ups|grown-up drink|grown-ups only|never|not)')),
    },
  ),
  act(
    'drugs',
    'drugs',
    [
      '%drug .. drink|drinks|have|some|like|makes|make|try|tries|sip',
      'drink|drinks|drinking|drank|sip|sips|try|tries|taste|tastes|have|has|smoke|smokes|smoking|vape|vapes|vaping|sniff|sniffs|snort .. %drug',
      '%drug|smoking|vaping .. cool|fun|brave|grown-up|big kids',
      '%drug .. smoke|smokes|vape|vapes|drink|drinks|try|tries|sip|sips|light|lights',
      'give|gives|gave|offer|offers|hand|hands|share|shares .. %drug',
      '(pills|tablets|powder|white powder|magic powder|sniff|sniffs|snort) .. happy|sleep|superpowers|fly|high|party|fun',
      '(being drunk|get drunk|gets drunk|getting drunk|magic mushrooms|happy pills|get high|gets high|getting high)',
    ],
    {
      unless: (r) =>
        crackIsASound(r) ||
        !!find(
          r,
          P(
            "(bad for|unhealthy|stopped smoking|quit smoking|stop smoking|give up smoking|gave up smoking|addiction|rehab|poorly|not for children|only for grown-ups|grown-up drink|send wine|need wine|needs wine|wine o'clock|mummy needs|daddy needs)",
          ),
        ),
    },
  ),

  // ------------------------------------------------------------- plain-word frames (no trigger word needed)
  // an animal kept from what it needs: shut in, left in a hot car, without food or water
  act(
    'cruelty',
    'animal-deprived',
    [
      '(shut|shuts|lock|locks|locked|leave|leaves|left|keep|keeps|trap|traps) .. (@animal|%petWords|it) .. (in a drawer|in the drawer|in a box|in the cupboard|in a cupboard|in the car|in a hot car|in the shed|without food|without water|with no food|with no water|for a week|for days|all weekend)',
      '(@animal|%petWords) .. (without food|without water|no food|no water|in a hot car|in the hot car)',
      "(@animal|%petWords|animals) .. (don't|can't|do not|cannot) .. feel .. (pain|anything|it)",
      '(pour|pours|poured|sprinkle|sprinkles) .. salt .. (slug|slugs|snail|snails|worm|worms)',
      '(give|gives|feed|feeds) .. (it|@animal|%petWords) .. (water|food|dinner|anything) .. (for|until) .. (days|day|week|weekend)',
    ],
    { unless: (r) => agentIsAnimal(r) || !!find(r, P('(by mistake|accidentally|toy|teddy|stuffed|rescue|rescues|rescued|saves|save|find|finds|found)')) },
  ),
  {
    harm: 'cruelty',
    id: 'withhold',
    test: (r) =>
      !agentIsAnimal(r) &&
      !!find(r, P('(@animal|%petWords|it)')) &&
      !!find(r, P('~give|gives|feed|feeds .. (water|food|dinner|anything) .. (for|until) .. (days|day|week|weekend)')),
  },
  // a dare or a contest of endurance around a hazard a child could copy
  act(
    'dangerous-act',
    'dare',
    [
      '(dare|dares|dared|daring|challenge|challenges|bet|bets) .. %hazard',
      '(play|plays|playing) chicken',
      '(hold|holds|holding) .. breath .. (underwater|under water|longest|as long as|until|till)',
      '(how many|as many|all) .. (%medicine) .. (swallow|swallows|eat|eats|take|takes)',
      '(climb|climbs|climbing|over|through|under) .. fence .. (reservoir|quarry|railway|tracks|motorway|building site|construction site|pond|river|lake|canal|pool)',
      '(reservoir|quarry|building site|construction site) .. (swim|swims|play|plays|playing|climb|climbs|explore|explores)',
      '(who can|see who|longest|last one|who stays) .. (railway|tracks|road|traffic|motorway|roof|edge|cliff|ice|underwater|under water|river|canal|quarry|reservoir|balcony|window|fire)',
    ],
    {
      unless: (r) =>
        !!find(r, P('(truth or dare|staring contest|holding contest|bath|swimming lesson|swimming lessons|lifeguard|grown-up|grownup|adult|teacher|coach)')),
    },
  ),
  act(
    'dangerous-act',
    'sneak-out',
    ['(sneak|sneaks|sneaking|creep|creeps|slip|slips) .. out .. (night|midnight|dark|without telling|on his own|on her own|alone)'],
    { unless: (r) => agentIsAnimal(r) || !!find(r, P('(out of bed|bed|toys|teddy|grown-up|grownup|adult)')) },
  ),
  // a secret kept from a parent, in plain words: "mummy doesn't need to know", "between the two of them"
  always(
    'adult-secret',
    'hushed',
    [
      '(between the two of|between us two|just between you|stay between us|stays between us|stay between you|stays between you)',
      "(mummy|mum|mom|mommy|daddy|dad|parents|your parents|anyone|anybody|nobody|no one) .. (doesn't need to know|don't need to know|does not need to know|do not need to know|needs to know|need to know)",
      "(not to mention|never to mention|not mention|don't mention) .. (it|this|them|anything) .. (home|mum|mummy|dad|daddy|parents|anyone|anybody)",
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            '(surprise|surprises|party|present|presents|gift|birthday|christmas|no secrets|never keep|should never|tell a grown-up|tell a trusted|always tell)',
          ),
        ),
    },
  ),
  // eating less to look a certain way
  act(
    'diet-body',
    'eat-less-to-look',
    [
      '(eat|eats|ate|eating) less .. (pretty|prettier|thin|thinner|slim|slimmer|light|lighter|small|smaller|skinny|picked|look|looks|body)',
      "(pretty|prettier|thinner|slimmer|lighter|smaller|skinnier|nicer) .. if .. (ate less|eat less|eats less|didn't eat|did not eat|skip|skipped|skips|stop eating|stopped eating)",
      '(skip|skips|skipping|skipped) .. (breakfast|lunch|dinner|tea|meals|meal|food) .. (light|lighter|thin|thinner|slim|small|smaller|pretty|ballet|gymnastics|dance|weight|look|body|skinny)',
      '(stop|stops|stopped) eating .. (thin|thinner|slim|small|pretty|fade|light|lighter)',
    ],
    { lessonAlways: true, unless: (r) => worriedAboutBelief(r) || !!find(r, P('(sweets|sugar|healthy|allergy|allergic|sick|poorly|tummy bug|doctor)')) },
  ),
  always(
    'diet-body',
    'look-if-eat',
    [
      '(look|looks) (nicer|prettier|thinner|better|slimmer|pretty|smaller) .. if .. (eat|ate|eating|food|pudding|dessert|sweets|snacks|seconds|dinner|lunch|breakfast)',
    ],
    { unless: (r) => !!find(r, P('(healthy|allergy|allergic|sick|poorly|doctor|says|said|thinks)')) },
  ),
  // a group kept to its place, or a difference made the villain
  always(
    'put-down',
    'leave-it-to',
    [
      '(girls|boys|women|men|ladies) .. (should|must|ought|better|have to|need to) .. leave .. to the (boys|girls|men|women)',
      "(is|are|'s) (only|just) for (boys|girls)",
      '(villain|baddie|bad guy|bad one|monster) .. (with|has|in|uses) .. (hearing aid|wheelchair|glasses|crutches|stammer|stutter|accent|headscarf|two mums|two dads|different colour|dark skin)',
    ],
    { unless: (r) => !!find(r, P("(not|never|don't|dont|isn't|aren't|says|said|thinks|told|heard|why|unfair|wrong)")) },
  ),
  // futility and wishing to be gone
  always(
    'despair',
    'futile',
    [
      '(give|gives|giving) up on (everything|life|living|yourself|himself|herself)',
      '(fade|fades|fading) away .. (because|no one|nobody|alone|forever)',
      '(decide|decides|decided) to (disappear forever|fade away|never wake up|go away forever)',
    ],
    {
      negatable: true,
      unless: (r) =>
        !!find(r, REPORTED) ||
        !!find(r, P('(feels like|feel like|worries|worried|when he feels|when she feels|when you feel)')) ||
        // a parent's exasperation: she gives up on everything "after two seconds", "the minute it's hard"
        !!find(
          r,
          P('(give|gives|giving) up on (everything|anything) .. (after|the minute|the second|as soon as|straight away|right away|secs|seconds|minute)'),
        ),
    },
  ),
  // giving up taught as the answer because nothing gets better
  {
    harm: 'despair',
    id: 'hopeless-advice',
    test: (r) =>
      !!find(r, P('(give up|gives up|giving up|no point|why try|stop trying|not worth trying|pointless)')) &&
      !!find(r, P('(nothing|never|things never|it never) .. (gets better|get better|will get better|ever gets better|works out|goes right|changes)')) &&
      !!find(r, P('(teach|teaches|teaching|lesson is|better to|best to|should just|might as well|the truth is|just give up)')) &&
      !find(r, REPORTED) &&
      !find(r, P('(thinks|think|wants to|want to|says|feels|feel|worries|worried|believes|see it|see that|learn that|but)')),
  },
  // said with its own negation, so read whatever the stance: "nothing will ever matter", "better not to be here"
  always(
    'despair',
    'futile-negated',
    [
      '(nothing|none of it) .. (will|would|could|does|ever) .. matter',
      '(better|best|easier) .. (not be here|not to be here|not being here|not exist|not existing|to disappear|if you disappeared|gone forever)',
    ],
    { unless: (r) => !!find(r, REPORTED) || !!find(r, P('(feels like|feel like|worries|worried|when he feels|when she feels|when you feel|scared|afraid)')) },
  ),
  // animals said not to feel pain: the licence for any cruelty
  {
    harm: 'cruelty',
    id: 'no-pain',
    test: (r) =>
      !!find(r, P('(@animal|%petWords|animals|creatures|insects|bugs)')) &&
      !!find(r, P('~feel|feels .. (pain|anything|it|hurt)')) &&
      !find(r, P('(why|wrong|untrue|not true|says|said|thinks)')),
  },
  // horror in plain words: faces coming off, being dragged into the dark, a thing that watches a child in bed, a double taking a child's place
  always(
    'horror',
    'plain-horror',
    [
      '(face|faces|skin|eyes|eye|fingers|teeth) .. (peel|peels|peeled|peeling|rot|rots|rotted|fall off|falls off|fell off|come off|comes off)',
      '(drag|drags|dragged|drags|pull|pulls|pulled) .. (baby|child|children|kid|kids|boy|girl|her|him|them) .. (down into|under|into the dark|into the ground|into the water|beneath)',
      '(stand|stands|standing|wait|waits|waiting) .. (by|over|beside|at the end of) .. (her bed|his bed|their bed|the bed|her cot|his cot) .. (whisper|whispers|whispering|staring|stare|stares|without blinking)',
      '(take|takes|took) (his|her|their) place .. (nobody|no one|never|gone|forever|notices|knows)',
      '(eyes|eye) .. follow|follows|following .. (her|him|them|everywhere|around)',
      '(only the crying|only his crying|only her crying|only the screams|only screams|the screaming never)',
    ],
    { unless: (r) => !!find(r, P('(teddy|painting|portrait|cat|kitten|puppy|dog|owl|friendly|kind|smile|smiles|giggle|giggles)')) },
  ),
  // a grown-up seeing a child undressed, said as normal
  always(
    'sexual',
    'seen-undressed',
    [
      '(grown-up|grown-ups|grownup|adult|adults|man|men|lady|uncle|coach|stranger|someone|babysitter|neighbour|neighbor|lodger|teacher|boyfriend) .. (see|sees|look at|looks at|watch|watches|photograph|photo|photos|picture|pictures|video|videos|film|films) .. (no clothes|naked|nude|undressed|without clothes|in the bath|in the shower)',
    ],
    { unless: (r) => !!find(r, P("(doctor|nurse|not ok|not okay|isn't ok|never|no one should|nobody should|tell a|private parts are private)")) },
  ),
  // ------------------------------------------------------------------- plain-word frames, second set
  // food withheld or thrown up to change a body, thinness as the reward, a body part called too big
  always(
    'diet-body',
    'food-withheld',
    [
      '(stop|stops|stopped|stopping) eating .. (week|days|until|till|thin|thinner|skinny|pretty|prettier|loved|invited|friends|ball|party|notices|likes)',
      '(make|makes|made|making) (himself|herself|themselves|yourself|myself) sick .. (after|skinny|thin|thinner|slim|weight|fat|belly|tummy|tea|dinner|lunch|eating)',
      "(until|till|once) (she|he|they|she's|he's|they're|she is|he is|you) .. (thin|skinny|slim|thinner|skinnier|slimmer)",
      '(get|gets|got|getting|become|becomes|became|turn|turns) (skinny|thin|thinner|skinnier|slim|slimmer) .. (loved|pretty|prettier|popular|happy|happier|friends|invited|likes)',
      '(eating|eat|food|lunch|dinner|breakfast|pudding) (is|are) for (losers|fatties|pigs|greedy)',
      '(legs|tummy|belly|bum|thighs|arms|body|cheeks|face) .. too (big|fat|wobbly|chubby|round)',
    ],
    { negatable: true, unless: (r) => !!find(r, P('(poorly|ill|tummy bug|bug|doctor|allergy|allergic|healthy|says|said|thinks|not true|untrue)')) },
  ),
  {
    harm: 'diet-body',
    id: 'weighed-and-starved',
    test: (r) =>
      !!find(r, P('(weigh|weighs|weighed|weighing|scales|weight)')) &&
      !!find(r, P('(allowed|skip|skips|skipped|no|without) .. (breakfast|lunch|dinner|tea|food|eat|eating|snack|snacks)')) &&
      !find(r, P('(doctor|nurse|baby|vet|healthy)')),
  },
  always(
    'diet-body',
    'body-shame',
    [
      '(feel|feels) (bad|ashamed|embarrassed|fat|ugly) about (her|his|their|your) (tummy|belly|body|weight|legs|size|bum|thighs|arms)',
      '(fat|chubby|overweight|big) (kid|child|boy|girl|one|children|kids) .. (eat less|diet|lose weight|nobody|no one|needs to)',
      "(pretty|beautiful|real|good) (girls|boys|princesses|ballerinas) (don't|do not|never|dont) (eat|have)",
    ],
    { unless: (r) => !!find(r, P('(says|said|thinks|told|heard|called|not true|untrue|kind|comfortable|happy in)')) },
  ),
  // a grown-up's secret kept from a parent, bought with a present, or a stranger's lure
  always(
    'adult-secret',
    'behind-parents',
    [
      '(without|behind) .. (parents|mum|mummy|mom|mommy|dad|daddy|mother|father|her parents|his parents|their parents|your parents) .. (knowing|back|finding out|noticing|seeing)',
      '(present|presents|gift|gifts|sweets|money|reward|treat|treats|phone) .. for (keeping quiet|keeping it quiet|keeping it secret|not telling|saying nothing|keeping the secret)',
      '(for keeping quiet about|for keeping it quiet|for keeping it secret|for not telling anyone|to keep quiet about|if he keeps quiet about|if she keeps quiet about)',
      '(what happens|what we do|what goes on) (at|in|during|on) .. (stays|stay) (at|in|between|on)',
      '(our|their|his|the) (alone time|time alone|special time|private time) (is|stays) (private|secret|ours)',
      '(telling|tell) .. (mum|mummy|mom|mommy|dad|daddy|parents|anyone) (would|will|could) .. (sad|trouble|angry|upset|ruin|cross|spoil)',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            '(surprise|surprises|party|present for mum|present for mummy|present for dad|birthday|christmas|no secrets|never keep|should never|tell a grown-up|tell a trusted|always tell|broke|broken|spilt|spilled|lost|mess|scared to tell|afraid to tell|worried to tell)',
          ),
        ) && !find(r, P('(uncle|coach|babysitter|teacher|neighbour|neighbor|man|stranger|lodger|boyfriend|tutor|alone time)')),
    },
  ),
  {
    harm: 'adult-secret',
    id: 'lured',
    test: (r) =>
      !!find(r, P("(nice man|nice lady|kind man|a man|the man|strangers|stranger|a lady|someone you don't know|man in a van|man in a car)")) &&
      !!find(
        r,
        P(
          '(go|goes|going|come|comes|get in|gets in|follow|follows|walk|walks) .. (with him|with her|with them|his car|his van|her car|the car|the van|home with)',
        ),
      ) &&
      !!find(r, P('(puppy|puppies|kittens|kitten|sweets|sweet|treat|treats|present|toys|polite|fun|adventure|nice|kind|fine|ok|okay)')) &&
      !find(r, P("(never|don't|dont|not|shouldn't|mustn't|what to do|say no|tell a grown-up|trusted|safe word|password|code word|careful|safe|safety)")) &&
      // "…and he nearly went with him": a near miss the parent tells, for a story about whom to go with
      !find(r, P('(nearly|almost) .. (went|go|gone|followed|got in)')),
  },
  always(
    'adult-secret',
    'stranger-lure',
    [
      '(man|men|stranger|strangers|lady|woman|someone|somebody) .. (says|said|tells|told) .. (mum|mummy|mom|mommy|dad|daddy|parents) (sent|asked|said)',
      '(nice man|nice lady|stranger|strangers|a man|the man|a lady|someone) .. (go|goes|going|come|comes|get in|gets in|follow|follows) .. (with him|with her|with them|his car|his van|the car|the van|a car|a van|see his|see her) .. (puppy|puppies|kittens|kitten|sweets|car|van|fun|adventure|polite|nice)',
      '(get in|gets in|got in|getting in) .. (car|van) .. (fun|adventure|sweets|nice man|stranger|man)',
    ],
    { unless: (r) => !!find(r, P("(never|don't|dont|not|shouldn't|mustn't|what to do|say no|tell a grown-up|trusted|safe word|password|code word)")) },
  ),
  // grooming in any wording: a grown-up outside the family's eye, time or contact with the child, and the
  // parents kept out of it ("meet him after practice and not bother mentioning it at home", "a lift home and
  // don't ring us"). A lesson that warns against it names a rule the child keeps, so it is not counted.
  {
    harm: 'adult-secret',
    id: 'grooming',
    test: (r) => !!find(r, GROWN_UP) && !!find(r, CONTACT) && CONCEAL.some((p) => !!find(r, p)) && !PROTECT.some((p) => !!find(r, p)),
  },
  // horror in plain words: a body part bitten, chewed or torn off; the dead coming back rotten or watching
  always(
    'horror',
    'body-torn',
    [
      '(bite|bites|bit|biting|chew|chews|chewed|chewing|rip|rips|ripped|tear|tears|tore|torn|pull|pulls|pulled|gobble|gobbles|eat|eats|ate|cut|cuts|chop|chops|chopped|snap|snaps) .. (hand|hands|finger|fingers|toe|toes|foot|feet|leg|legs|arm|arms|ear|ears|nose|head|heads|eye|eyes|face|tongue) (off|out)',
      '(bite|bites|bit|chew|chews|chewed|rip|rips|ripped|tear|tears|tore|pull|pulls|pulled|pluck|plucks|gouge|gouges|scratch|scratches) (off|out) .. (hand|hands|finger|fingers|toe|toes|foot|feet|leg|legs|arm|arms|ear|ears|nose|head|eye|eyes|face|tongue)',
      '(torn|ripped|tear|tears|rip|rips) (to|into|in) (pieces|bits|shreds) .. (child|children|kid|kids|boy|girl|him|her|them|baby|people|everyone|with all)',
      '(peel|peels|peeled|peeling|pull|pulls|pulled|rip|rips|ripped) _ (own|his|her|their|your) (face|skin) off',
      '(cut|cuts|cutting|chop|chops|chopping|saw|saws|sawing) (bits|pieces|parts) off .. (them|him|her|children|kids|people|boy|girl|baby)',
      '(wearing|wears|wear|wore) (their|his|her|your|human|people) skin',
    ],
    {
      negatable: true,
      unless: (r) =>
        !!find(
          r,
          P(
            '(teddy|teddies|toy|toys|doll|dolls|sock|socks|shoe|shoes|paper|letter|map|bread|cake|biscuit|carrot|chocolate|gingerbread|jelly|sweet|sweets|lego)',
          ),
        ),
    },
  ),
  always(
    'horror',
    'dead-return',
    [
      '(dead|ghosts|zombie|zombies|corpse|corpses|skeleton|skeletons) .. (come back|comes back|came back|crawl|crawls|rise|rises|climb|climbs) .. (rotten|rotting|bite|bites|night|bed|grave|watching|watch|stand|stands)',
      '(back from the dead|back from dead) .. (rotten|rotting|bite|bites|eat|eats|hand|blood|scary)',
      '(rotten|rotting|decaying) .. (dead|corpse|body|bodies|zombie|flesh)',
    ],
    { negatable: true },
  ),
  // wishing to be gone, a child as a burden, nobody noticing
  always(
    'despair',
    'gone-wished',
    [
      '(stop|stops|stopped) (existing|being alive)',
      '(stop|stops|stopped) living (forever|now|anymore|any more)',
      '(better|happier|easier) (off )?(without) (him|her|you|me|them|it)',
      "(nobody|no one|noone) .. (would|will|wouldn't|won't|even) .. (notice|care|miss|cry) .. (if|when|gone|around|disappeared|died)",
      '(no one|nobody|noone) (cares|care|loves|love|likes|wants|needs) (about )?(him|her|you|me|them|the boy|the girl)',
      '(is|are|being|a) burden (to|for|on)',
      "(wasn't|weren't|isn't|not) around (anymore|any more)",
    ],
    {
      unless: (r) =>
        !!find(r, REPORTED) ||
        !!find(r, P('(feels like|feel like|worries|worried|when he feels|when she feels|when you feel|scared|afraid|thinks|says|said|not true|untrue|told)')),
    },
  ),
  {
    harm: 'despair',
    id: 'jumps-after-sorrow',
    test: (r) =>
      !!find(r, P('(jump|jumps|jumped|throw|throws|threw) (himself|herself|themselves|off) .. (cliff|bridge|roof|building|tower|window|edge)')) &&
      !!find(r, P('(happier|sad|sadder|alone|nobody|no one|without|unloved|unwanted|lonely|burden|hates|hate)')),
  },
  // hazards a child can copy, in plain words
  act(
    'dangerous-act',
    'plain-hazard',
    [
      '(plastic bag|carrier bag|shopping bag|bin bag|sack) .. (over|on|around) .. (head|heads|face|faces)',
      '(climb|climbs|climbing|climbed|stand|stands|standing|sit|sits|sitting|walk|walks|walking) .. (out|onto|on|along|over) .. (window|windowsill|roof|balcony|railing|railings|banister|ledge)',
      '(cross|crosses|crossing|run|runs|running) .. (road|street) .. (without looking|with eyes closed|eyes shut|not looking)',
      '(let go of|lets go of|release|releases) .. (brakes|handlebars) .. (hill|steep|fast|down)',
      '(without|no) (a )?helmet .. (steep|hill|fast|down|race)',
    ],
    { unless: (r) => agentIsAnimal(r) || !!find(r, P('(grown-up|grownup|adult|mummy|mum|daddy|dad|birthday|safely|safety|what to do|careful)')) },
  ),
  {
    harm: 'dangerous-act',
    id: 'fire-play',
    test: (r, field) =>
      !agentIsAnimal(r) &&
      !!find(r, P('(matches|lighter|lighters|lighter fluid)')) &&
      !!find(r, P('(fire|campfire|bonfire|fires|light|lights|lit|burn|burns|flames|set)')) &&
      !find(r, P("(grown-up|grownup|adult|mummy|mum|daddy|dad|birthday|safely|safety|what to do|careful|never|don't|dont|not|football|tennis|cricket)")) &&
      (field === 'twist' || !!find(r, P('(fun|cool|brave|ok|okay|fine|let|always|can)'))),
  },
  act(
    'drugs',
    'huffing',
    ['(sniff|sniffs|sniffing|sniffed|breathe|breathes|huff|huffs) .. (glue|paint|pens|markers|marker|petrol|gas|aerosol|spray|nail polish)'],
    { lessonAlways: true },
  ),
  // personal details given to someone online, or to a stranger
  {
    harm: 'personal-data',
    id: 'details-given',
    test: (r) =>
      !!find(
        r,
        P(
          '(ask for|asks for|asked for|asking for|tell|tells|telling|told|type|types|typing|typed|send|sends|sending|sent|share|shares|sharing|shared|give|gives|giving|gave|post|posts|posting|write|writes|writing|say|says) .. (address|street|postcode|password|passcode|pin|school name|name of her school|name of his school|phone number|phone numbers|number|bank card|card number|card numbers|where you live|where she lives|where he lives|where they live|what street|which school|when mummy leaves|when mum leaves|when daddy leaves|when dad leaves|full name|selfie|selfies|photos of your house|photos of her house|pictures of your house|fotos|home)',
        ),
      ) &&
      !!find(
        r,
        P(
          "(online|internet|chat|chats|game|games|app|apps|stranger|strangers|new friend|friends online|online friend|online friends|robot|tablet|website|people you don't know|someone you don't know|meet up|meet him|meet her|win|prize|unlock)",
        ),
      ) &&
      !find(r, P('~(tell|tells|telling|type|send|share|sharing|give|giving|post)')) &&
      !find(r, P("(never|don't|dont|not|shouldn't|mustn't|private|keep|keeping|safe|safely|what to do|ask a grown-up|ask mummy|ask daddy|trusted|careful)")),
  },
  // cruelty in plain words: a disabled or old person's aid taken to watch them struggle, a child shut out until they cry
  always(
    'cruelty',
    'plain-cruelty',
    [
      "(hide|hides|hid|hiding|take|takes|took|steal|steals|stole) .. (walking stick|stick|glasses|wheelchair|hearing aid|crutches|inhaler|frame|cane) .. (watch|watches|laugh|laughs|can't|cannot|struggle|struggles|fall|falls)",
      '(put|puts|putting|trap|traps) .. (bugs|insects|spiders|ants|worms|beetles|butterflies|bees|ladybirds|frogs) .. (jar|box|bottle|bag) .. (shake|shakes|shaking|shook)',
      '(lock|locks|locked|locking|shut|shuts|einsperren) .. (brother|sister|baby|cousin|friend|little one) .. (cellar|basement|cupboard|shed|wardrobe|outside|garage|dark)',
      '(flush|flushes|flushed|flushing) .. (fish|goldfish|hamster|frog|tadpole|tadpoles|pet) .. (alive|still swimming|still alive|for fun|while|just for)',
      '(laugh|laughs|laughing|mock|mocks|mocking|copy|copies) at .. (stutter|stutters|stammer|stammers|wheelchair|limp|limps|crutches|hearing aid|lisp)',
    ],
    {
      negatable: true,
      unless: (r) => agentIsAnimal(r) || !!find(r, P("(says|said|told|why|wrong|unkind|mean|stop|sorry|apologise|apologize|not ok|isn't ok|not okay)")),
    },
  ),
  {
    harm: 'cruelty',
    id: 'shunned-to-tears',
    test: (r) =>
      !!find(r, P("(ignore|ignores|ignored|ignoring|leave out|leaves out|left out|nobody talks|no one talks|won't talk|everyone ignores)")) &&
      !!find(r, P('(until|till) .. (cry|cries|cried|crying|tears)')) &&
      !find(
        r,
        P("(says|said|told|why|wrong|unkind|mean|stop|sorry|apologise|apologize|not ok|isn't ok|not okay|feels|felt|worried|worry|how it feels|what it feels)"),
      ),
  },
  // joining in when others hurt or mock a child, told as what to do ("should join in tripping up the clumsy boy")
  always(
    'cruelty',
    'join-in',
    [
      '(should|must|ought to|has to|needs to|need to|have to|so she|so he|so you) .. (join in|joins in|join them|joins them) .. (trip|trips|tripping|push|pushes|pushing|shove|shoves|shoving|hit|hits|hitting|kick|kicks|kicking|laugh at|laughing at|laughs at|tease|teasing|mock|mocking|pick on|picking on|push _ over|over)',
      '(there to be|are for|is for) (laughed at|picked on|pushed around|made fun of)',
    ],
    {
      unless: (r) =>
        !!find(
          r,
          P(
            "(told off|in trouble|not to|shouldn't|should not|instead of|instead|saying no|say no|says no|peer pressure|resist|wrong|unkind|mean|stop|sorry|why|how to not|walk away|tell a teacher|tell a grown-up|stand up)",
          ),
        ),
    },
  ),
  // a grown-up telling a child they are leaving for good because everything is too much: a parent who needs help
  {
    harm: 'despair',
    id: 'leaving-for-good',
    test: (r) =>
      !!find(r, P("(go|goes|going|gone|went|leave|leaving|disappear) .. (not come back|never come back|not coming back|won't come back|forever|for good)")) &&
      !!find(r, P("(too hard|too much|better this way|better off|can't cope|cant cope|can't go on|cant go on|not doing well|no point|give up)")),
  },
  // violence called fair or manly
  always(
    'violence',
    'violence-justified',
    [
      '(solve|solves|solving|sort|sorts|fix|fixes|settle|settles) .. (problems|problem|things|it|arguments|fights) .. (fists|fist|fighting|punch|punches|punching|hitting|hit)',
      "(smack|smacks|smacking|hit|hits|hitting|punch|punches|punching|push|pushes|pushing|kick|kicks|kicking|slap|slaps|slapping) .. (only fair|is fair|it's fair|its fair|deserve it|deserves it|deserved it|serves them right|serves him right|serves her right)",
      '(push|pushes|pushed|pushing|shove|shoves|shoved|throw|throws|threw) .. (down the stairs|down the stair|off the slide|off the climbing frame|off the wall|into the pool|into the river)',
    ],
    { negatable: true, unless: (r) => !!find(r, P("(accident|accidentally|by mistake|fell|falls|never|not ok|isn't ok|not okay|wrong|sorry|says|said)")) },
  ),
  // alcohol named without its name: a grown-up's drink a child sips
  act(
    'drugs',
    'grown-up-drink',
    [
      "(sip|sips|taste|tastes|try|tries|have|has|drink|drinks) .. (grown-up drink|grown-up drinks|grown up drink|grown up drinks|mummy's drink|daddy's drink|mummy's glass|daddy's glass|daddy's can|fizzy grown-up|party drink)",
      '(grown-up drink|grown-up drinks|grown up drink|grown up drinks) .. (taste|tastes|nice|yummy|fun|sip|sips|have|try|little)',
    ],
    { lessonAlways: true, unless: (r) => !!find(r, P("(only for grown-ups|not for children|not for kids|never|isn't for|aren't for)")) },
  ),
];

const INTL_RULES = new Map<string, Array<{ harm: Harm; pattern: Pattern }>>();
for (const [lang, table] of Object.entries(HARM_CUES_INTL)) {
  INTL_RULES.set(
    lang,
    Object.entries(table).flatMap(([harm, cues]) => cues.map((cue) => ({ harm: harm as Harm, pattern: compile(cue, LISTS) }))),
  );
}

/** The first harm a reading carries, if any. `text` is what the parent typed (digits and symbols intact). */
/**
 * A parent telling what their child did wrong ("he pushed Oscar and refuses to apologise", "pulls the cat's
 * tail and thinks it's hilarious"): the child's attitude is reported, not approved, and the lesson is the
 * mending. It never excuses a weapon.
 */
const COMPLAINT = [
  P("(refuses|refused|refusing|won't|wont|will not|doesn't|didn't) .. (apologise|apologize|apologising|apologizing|say sorry|saying sorry|said sorry)"),
  P('(thinks|think|thought) _ (funny|hilarious|a joke|a game)'),
  P('(all night|in his sleep|in her sleep|in our bed|in my bed)'),
];
/**
 * "he keeps poking it with a stick", "she is always pinching him": what the child does again and again, told to be
 * mended, unless the lesson itself calls it fun or fine (the child who "thinks it's funny" is still a report).
 */
const KEEPS = P('(he|she|they|son|daughter|boys|girls|kids|twins) _ (keeps|kept|keep|is always|are always|was always)');
const VERDICT = P("(is|its|it's|was|so|really|very|totally|just) _ (fun|funny|hilarious|cool|normal|fine|ok|okay|harmless|allowed)");
/** A habit told: "he punches his brother when he wins", "she bites whenever she is tired". */
const HABIT = P(
  '(he|she|they) +(hits|punches|kicks|bites|pushes|pinches|slaps|scratches|shoves|thumps|smacks|headbutts|spits) .. (when|whenever|every time|if|each time) _ (he|she|they|his|her|someone|anyone)',
);
function keepsDoing(reading: Reading): boolean {
  if (!find(reading, KEEPS) && !find(reading, HABIT)) return false;
  return !findAll(reading, VERDICT).some(
    (m) => !reading.tokens.slice(Math.max(0, m.start - 3), m.start).some((t) => ['thinks', 'think', 'thought'].includes(t.norm)),
  );
}
/** Words that approve what a complaint would only report. */
const REPORT_APPROVED = [
  P(
    '(deserve|deserves|deserved|fair|serves|should|must|good way|best way|thats how|so do we|good laugh|a story where|teach|teaches|lesson is|is fine|is ok|is okay|is good)',
  ),
  P('that _ how'),
  // "it's funny to lock the dog out", "fine to skip his dinner": the act approved, whatever the report around it
  P('(funny|hilarious|fun|a laugh|cool|okay|ok|fine|good|alright|all right) +to'),
];

/** Words that forbid what follows, in the other languages (folded): "ne pas", "jamais", "nicht", "nunca". */
const PROHIBITION = new Set(['pas', 'jamais', 'nicht', 'nie', 'niemals', 'keine', 'kein', 'no', 'nunca', 'jamas']);
/** After a negation, words that make it approval: "pas grave", "nicht schlimm", "no pasa nada", "no es peligroso". */
const NO_HARM = new Set(['grave', 'schlimm', 'problem', 'gefahrlich', 'dangereux', 'pasa', 'es', 'peligroso', 'passiert']);
const forbidsBefore = (reading: Reading, end: number): boolean =>
  reading.tokens.slice(0, end).some((t, k) => PROHIBITION.has(t.norm) && !NO_HARM.has(reading.tokens[k + 1]?.norm ?? ''));

const IRREGULAR_PAST = new Set(
  'bit hit threw broke took stole tore shook fought bent caught hurt got told sent gave said went ran made left lost found wrote drew ate drank let put shut'.split(
    ' ',
  ),
);
const REPORTER = new Set(['he', 'she', 'they']);
const FAMILY_CHILD = new Set(['son', 'daughter', 'boy', 'girl', 'twins', 'kids', 'child', 'toddler', 'eldest', 'youngest']);
/**
 * A lesson that opens by telling what the child did ("she pushed her friend off the climbing frame", "my son bit a
 * boy at nursery"): a report of a misdeed, told so the story can show the mending.
 */
function reportsMisdeed(reading: Reading): boolean {
  const tokens = reading.tokens;
  let k = 0;
  if (['my', 'our'].includes(tokens[0]?.norm ?? '') && FAMILY_CHILD.has(tokens[1]?.norm ?? '')) k = 2;
  // "my 9 year old", "our 6-year-old"
  else if (['my', 'our'].includes(tokens[0]?.norm ?? '') && /^\d+/.test(tokens[1]?.norm ?? '')) {
    k = tokens.findIndex((t, i) => i > 1 && (t.norm === 'old' || /old$/.test(t.norm))) + 1;
    if (k <= 0 || k > 5) return false;
  } else if (REPORTER.has(tokens[0]?.norm ?? '') || tokens[0]?.name) k = 1;
  else return false;
  if (['just', 'then', 'also', 'accidentally', 'once', 'actually'].includes(tokens[k]?.norm ?? '')) k += 1;
  const verb = tokens[k];
  return !!verb && (/[^e]ed$/.test(verb.norm) || IRREGULAR_PAST.has(verb.norm)) && verb.norm !== verb.lemma;
}

/** In the other languages, words that approve or teach a told act: "es divertido", "c'est rigolo", "darf", "il doit apprendre". */
const INTL_APPROVAL = P(
  '(divertido|divertida|gracioso|graciosa|guay|mola|genial|bien|normal|puede|pueden|puedes|valiente|aventura|drole|rigolo|marrant|cool|super|peut|peuvent|aventure|grave|lustig|toll|darf|durfen|darfst|gut|abenteuer|mutig|schlimm|witzig|doit|doivent|faut|apprendre|apprenne|debe|deben|tiene que|tienen que|aprender|aprenda|ensenar|soll|sollen|sollte|muss|mussen|lernen|beibringen)',
);
const INTL_POSSESSIVE = new Set(['mi', 'mis', 'nuestro', 'nuestra', 'mon', 'ma', 'mes', 'notre', 'nos', 'mein', 'meine', 'unser', 'unsere']);
const INTL_CHILD = new Set(
  'hijo hija hijos hijas nino nina ninos ninas peque pequeno pequena fils fille fils enfant enfants petit petite garcon sohn tochter kind kinder kleine kleiner junge madchen'.split(
    ' ',
  ),
);
const INTL_PRONOUN = new Set(['el', 'ella', 'il', 'elle', 'er', 'sie']);
/** Words that open a sentence and are not a child's name. */
const INTL_OPENERS = new Set(
  'que qu quand si pour les le la los las el un une una uno des del der die das den dem ein eine wenn dass wie warum mit ohne en con sin para por au aux je tu nous vous yo ich du wir es ce cest il elle ya on man hay'.split(
    ' ',
  ),
);
/** Worry said outright: "me da miedo que…", "j'ai peur qu'il…", "ich habe Angst, dass…". */
const INTL_WORRY = P(
  '(me da miedo|me preocupa|tengo miedo|me asusta|jai peur|ca minquiete|je minquiete|me fait peur|ich habe angst|macht mir sorgen|ich mache mir sorgen|sorge)',
);
/**
 * A lesson in French, Spanish or German that tells what the parent's own child does ("Álvaro se suelta de mi mano y
 * cruza la calle…", "er würde mit jedem fremden Mann mitgehen", "mon fils tape son frère"), with no word approving
 * it: a report of the behaviour to work on, as in English, not a stance to tell.
 */
/** The safe way named as the lesson: "pour apprendre à regarder des deux côtés", "mirar a los dos lados", "vorsichtig". */
const INTL_CAREFUL = P(
  '(regarder des deux cotes|faire attention|etre prudent|etre prudente|en securite|mirar a los dos lados|mirar antes|tener cuidado|ir con cuidado|seguro|segura|vorsichtig|aufpassen|nach links und rechts|links und rechts schauen)',
);
/** A belief the child said, which the parent wants to put right: "dice que … ¿cómo le explico que no es verdad?". */
const INTL_CORRECTS = [
  P('(dice que|dicen que|piensa que|cree que|dit que|disent que|pense que|croit que|sagt dass|sagt|sagen|glaubt|denkt)'),
  P('(no es verdad|no es cierto|explico|explicar|pas vrai|expliquer|explique|nicht wahr|stimmt nicht|erklaren|erklare)'),
];
const INTL_DARED = P(
  '(courageux|courageuse|valiente|mutig|divertido|divertida|gracioso|graciosa|guay|mola|genial|drole|rigolo|marrant|cool|super|lustig|toll|witzig|cap de|atreves|traust)',
);
const intlCorrects = (reading: Reading): boolean => INTL_CORRECTS.every((pattern) => !!find(reading, pattern));

function intlReport(reading: Reading, text: string): boolean {
  // careful, and not dared or called fun ("si tu es courageux, traverse … et apprends à être prudent plus tard")
  if (find(reading, INTL_CAREFUL) && !find(reading, INTL_DARED)) return true;
  if (find(reading, INTL_APPROVAL)) return false;
  const [first, second] = reading.tokens;
  if (!first) return false;
  if (INTL_POSSESSIVE.has(first.norm) && INTL_CHILD.has(second?.norm ?? '')) return true;
  if (INTL_PRONOUN.has(first.norm)) return true;
  const word = text.trim().match(/^\p{Lu}[\p{L}-]+/u)?.[0];
  if (word && !INTL_OPENERS.has(first.norm) && !INTL_CHILD.has(first.norm) && reading.tokens.length > 3) return true;
  return !!find(reading, INTL_WORRY);
}

const SAID_IT = P('(called|calls|calling|said|says|saying|shouted|shouts|yelled|yells|screamed|screams|learned|learnt|heard|repeats|repeated|swore|swears)');
const ASKS_FOR_IT = P('(story|stories|make|have|let|want|wants|should|character|characters|dragon|pirate|hero|everyone says|teach|fine|funny|cool|ok|okay)');
/** The lesson tells what the parent's own child said: "he called his teacher a …", "my daughter said … at school". */
function childSaidIt(reading: Reading): boolean {
  const [first, second] = reading.tokens;
  const child = REPORTER.has(first?.norm ?? '') || !!first?.name || (['my', 'our'].includes(first?.norm ?? '') && FAMILY_CHILD.has(second?.norm ?? ''));
  return child && !!find(reading, SAID_IT) && !find(reading, ASKS_FOR_IT);
}

export function findHarm(reading: Reading, field: Field, text: string): HarmFinding | undefined {
  const approved = REPORT_APPROVED.some((p) => !!find(reading, p));
  const complaint = field === 'lesson' && (COMPLAINT.some((p) => !!find(reading, p)) || keepsDoing(reading)) && !approved;
  const misdeed = field === 'lesson' && !approved && reportsMisdeed(reading) && !reading.tokens.some((t) => has(t, LISTS.jokey!));
  for (const rule of RULES) {
    if (complaint && (rule.harm === 'violence' || rule.harm === 'cruelty') && rule.id !== 'weapon') continue;
    if (misdeed && rule.harm === 'violence' && (rule.id === 'violence-justified' || rule.id === 'injure-person')) continue;
    // "my 9 year old typed our street name to someone in a game chat": the safety lesson to tell
    if (misdeed && rule.id === 'details-given' && !reading.tokens.some((t) => has(t, APPROVAL))) continue;
    if (rule.test(reading, field, text)) return { harm: rule.harm, rule: rule.id };
  }
  const intlReported = field === 'lesson' && reading.lang !== 'en' && intlReport(reading, text);
  for (const { harm, pattern } of INTL_RULES.get(reading.lang) ?? []) {
    if (intlReported && (harm === 'dangerous-act' || harm === 'violence' || harm === 'cruelty')) continue;
    if (field === 'lesson' && (harm === 'diet-body' || harm === 'put-down' || harm === 'despair') && intlCorrects(reading)) continue;
    const m = find(reading, pattern);
    // "ne pas donner son adresse sur internet" is the safety lesson: a prohibition before the data named
    if (m && harm === 'personal-data' && forbidsBefore(reading, m.start)) continue;
    if (m && (!m.negated || harm === 'profanity' || harm === 'personal-data' || harm === 'despair' || harm === 'adult-secret'))
      return { harm, rule: `intl:${pattern.source}` };
  }
  return undefined;
}

// --------------------------------------------------------------------------------------- messages
/**
 * Refusals are kind, say what to change, and never quote the parent's words. A topic that only needs
 * care (where babies come from, a death, an illness) is never refused, so no message here mentions it.
 */
const CHANGE: Record<Harm, string> = {
  cruelty:
    "We can't tell a story where hurting an animal or a person is shown as fine or funny. Try a lesson about being gentle or kind, and the story will show it.",
  'dangerous-act':
    'This describes something a child could copy that could really hurt them. Try the safe version instead, such as asking a grown-up first or staying with a trusted grown-up, and the story will show why it matters.',
  'adult-secret':
    'Stories here never show a child keeping a secret with a grown-up. Try a lesson about surprises (which are fine to keep) or about telling a trusted grown-up anything.',
  sexual:
    'That isn\'t something we can put in a children\'s story. For body safety, try a lesson like "keeping our bodies safe and private" and we will tell it gently.',
  'diet-body':
    "We don't tell stories about dieting, weight or changing how a body looks. Try a lesson about healthy habits, trying new food, or being happy in your own body.",
  'put-down':
    "We can't tell a story that puts a person or a group down. Try a lesson about kindness, or about everyone being different, and the story will show it.",
  despair:
    'That is too heavy for a bedtime story. If it is about big feelings, try a lesson like "when you feel sad" or "when worries feel big", and the story will end with comfort. If things feel too hard for you right now, please talk to someone you trust, your doctor or a helpline near you: you do not have to carry it alone.',
  horror:
    'That would be too frightening for bedtime. A story can have a dragon, a storm or a villain, but not gore or someone being taken away. Try a gentler version.',
  'personal-data':
    'Please leave out addresses, phone numbers, school names, routes and codes: a story is no place for them. Describe the idea without them and we will tell it.',
  violence:
    "We can't tell a story where violence or weapons are the answer. Try a gentle adventure instead, like a dragon who is afraid of the dark, or a lesson about calming down or saying sorry.",
  drugs:
    "Stories here don't show alcohol, smoking or drugs as something for children. Try a lesson about healthy choices or about asking a grown-up, and we will tell it.",
  profanity: 'Please take out the rude word: stories are read aloud at bedtime. The rest of the idea can stay.',
};

export function refusalMessage(harm: Harm, field: Field, index?: number): string {
  const where = field === 'lesson' ? 'Please change the lesson.' : `Please change plot twist${index === undefined ? '' : ` ${index + 1}`}.`;
  return `${where} ${CHANGE[harm]}`;
}
