/**
 * Parents write twists in the present ("the school bus starts to fly"); a story is told in the past.
 * The first verb of each sentence is moved to the past tense; the rest of the sentence hangs off it
 * ("started to fly", "turned out to be"), so one verb is enough and the parent's meaning is kept.
 */
const IRREGULAR: Record<string, string> = {
  is: 'was', are: 'were', am: 'was', has: 'had', have: 'had', do: 'did', does: 'did', can: 'could', will: 'would', may: 'might',
  come: 'came', become: 'became', lose: 'lost', find: 'found', fly: 'flew', go: 'went', run: 'ran', get: 'got', fall: 'fell',
  take: 'took', give: 'gave', make: 'made', say: 'said', sing: 'sang', steal: 'stole', eat: 'ate', grow: 'grew', hide: 'hid',
  break: 'broke', speak: 'spoke', swim: 'swam', begin: 'began', know: 'knew', see: 'saw', sit: 'sat', wake: 'woke', win: 'won',
  build: 'built', bring: 'brought', catch: 'caught', think: 'thought', teach: 'taught', buy: 'bought', keep: 'kept', sleep: 'slept',
  leave: 'left', meet: 'met', hold: 'held', tell: 'told', throw: 'threw', draw: 'drew', blow: 'blew', ride: 'rode', write: 'wrote',
  drive: 'drove', shine: 'shone', freeze: 'froze', swallow: 'swallowed', stand: 'stood', understand: 'understood', dig: 'dug',
  spin: 'spun', sting: 'stung', swing: 'swung', shake: 'shook', forget: 'forgot', feel: 'felt', hear: 'heard', send: 'sent',
  lay: 'laid', lead: 'led', light: 'lit', put: 'put', shut: 'shut', let: 'let', cut: 'cut', hit: 'hit', hurt: 'hurt', read: 'read',
};

const PAST_FORMS = new Set(Object.values(IRREGULAR).filter((past) => !(past in IRREGULAR)));

/** Words that look like verbs ending in "s" but are not ("its", "this", "bus", "always"). */
const NOT_VERBS = new Set(['its', 'this', 'his', 'is', 'was', 'has', 'bus', 'always', 'towards', 'us', 'yes', 'plus', 'less', 'news', 'grass', 'glass', 'dress', 'class']);

/** The plain form of a third-person verb: "loses" -> "lose", "flies" -> "fly", "watches" -> "watch". */
export function plainForm(word: string): string | undefined {
  if (word in IRREGULAR) return word;
  if (!word.endsWith('s') || word.endsWith('ss') || NOT_VERBS.has(word)) return undefined;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|ss|o)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function regularPast(plain: string): string {
  if (plain.endsWith('e')) return `${plain}d`;
  if (/[^aeiou]y$/.test(plain)) return `${plain.slice(0, -1)}ied`;
  // Short verbs ending consonant-vowel-consonant double the last letter: "pop" -> "popped".
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(plain)) return `${plain}${plain.slice(-1)}ed`;
  return `${plain}ed`;
}

export function pastOf(verb: string): string {
  const lower = verb.toLowerCase();
  const plain = plainForm(lower) ?? lower;
  return IRREGULAR[plain] ?? regularPast(plain);
}

/**
 * Moves the sentence's first verb into the past. `isVerb` tells which words are verbs (the composer's
 * vocabulary knows); a word already in the past is left alone, so the function is idempotent.
 */
export function toPastTense(sentence: string, isVerb: (plain: string) => boolean): string {
  const words = sentence.split(' ');
  for (let i = 1; i < words.length; i += 1) {
    const raw = words[i] ?? '';
    const lower = raw.toLowerCase().replace(/[^\p{L}']/gu, '');
    if (PAST_FORMS.has(lower) || (lower.endsWith('ed') && isVerb(lower.slice(0, -2)))) return sentence;
    const plain = plainForm(lower);
    if (!plain || !isVerb(plain)) continue;
    const past = pastOf(lower);
    words[i] = raw.replace(/[\p{L}']+/u, past);
    return words.join(' ');
  }
  return sentence;
}
