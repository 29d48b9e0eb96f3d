/**
 * Words and phrases a bedtime story must not carry, by category. Terms are regular-expression
 * fragments matched on word boundaries, case-insensitively. Unless marked exact, a term also
 * matches with letters stretched out ("kiiiill"); short or ambiguous terms are exact.
 * Mild peril is allowed on purpose: dragons, monsters, battles of the bands, pirates, fights for
 * what is right, the dark, and grief words (died, dead) for stories about loss.
 */
export type UnsafeCategory = 'violence' | 'sexual' | 'selfHarm' | 'hate' | 'drugs';

export interface LexiconTerm {
  term: string;
  exact?: boolean;
}

const PEOPLE = '(him|her|them|someone|somebody|people|person|mum|mom|dad|man|woman|men|women|kids?|child|children|boy|girl|baby|teacher|family|everyone|everybody)';

export const LEXICON: Record<UnsafeCategory, readonly LexiconTerm[]> = {
  violence: [
    { term: 'kill(s|ed|ing|er|ers)?' },
    { term: 'murder(s|ed|ing|er|ers)?' },
    { term: 'stab(s|bed|bing)?' },
    { term: 'strangl(e|es|ed|ing)' },
    { term: 'behead(s|ed|ing)?' },
    { term: 'decapitat(e|es|ed|ing|ion)' },
    { term: 'tortur(e|es|ed|ing)' },
    { term: 'massacre(s|d)?' },
    { term: 'slaughter(s|ed|ing)?' },
    { term: 'blood(ied|bath|baths)' },
    { term: 'bloody', exact: true },
    { term: 'blood (everywhere|all over|splatter(s|ed)?|dripping|pouring|spurt(s|ed|ing)?|gush(es|ed|ing)?)' },
    { term: '(covered|soaked|dripping) (in|with) blood' },
    { term: 'bleed(s|ing)? to death' },
    { term: 'gor(e|y)', exact: true },
    { term: 'corpses?' },
    { term: 'dead bod(y|ies)' },
    { term: 'guns?' },
    { term: 'rifles?' },
    { term: 'pistols?' },
    { term: 'shotguns?' },
    { term: 'firearms?' },
    { term: 'machine guns?' },
    { term: 'bombs?' },
    { term: 'grenades?' },
    { term: 'terroris(t|ts|m)' },
    { term: `(shoot|shoots|shot|shooting) (at )?${PEOPLE}` },
    { term: `(beat|beats|beating) ${PEOPLE} up` },
    { term: 'beat(s|ing)? up' },
    { term: 'execut(e|ed|ion) ' + PEOPLE },
  ],
  sexual: [
    { term: 'sex(y|ual|ually)?', exact: true },
    { term: 'porn(o|ography|ographic)?' },
    { term: 'nud(e|es|ity)', exact: true },
    { term: 'erotic(a)?' },
    { term: 'orgasms?' },
    { term: 'horny', exact: true },
    { term: 'boobs', exact: true },
    { term: 'intercourse' },
    { term: 'striptease' },
    { term: 'strip clubs?' },
    { term: 'fetish(es)?' },
    { term: 'make out', exact: true },
    { term: 'dildos?' },
    { term: 'genitals?' },
  ],
  selfHarm: [
    { term: 'suicid(e|al)' },
    { term: 'kill(s|ed|ing)? (my|him|her|your|them)sel(f|ves)' },
    { term: 'self[- ]?harm(ing)?' },
    { term: '(cut|cuts|cutting|hurt|hurts|hurting) (my|him|her|your|them)sel(f|ves)' },
    { term: '(hang|hangs|hanging) (my|him|her|your|them)sel(f|ves)' },
    { term: 'overdos(e|es|ed|ing)' },
    { term: 'want(s|ed)? to die' },
    { term: 'end (my|his|her|their) life' },
  ],
  hate: [
    { term: 'nigg(a|as|er|ers|ah)' },
    { term: 'kikes?', exact: true },
    { term: 'spics?', exact: true },
    { term: 'chinks?', exact: true },
    { term: 'gooks?', exact: true },
    { term: 'wetbacks?' },
    { term: 'ragheads?' },
    { term: 'towelheads?' },
    { term: 'fag(s|got|gots)?', exact: true },
    { term: 'trann(y|ies)', exact: true },
    { term: 'retard(s|ed)?' },
    { term: 'white power' },
    { term: 'heil hitler' },
    { term: 'nazis?' },
    { term: 'hate (all )?(jews|muslims|christians|black people|white people|asians|gays|gay people|immigrants|foreigners|disabled people)' },
    { term: '(jews|muslims|black people|immigrants|foreigners|gays) are (evil|bad|stupid|animals|dirty|disgusting)' },
  ],
  drugs: [
    { term: 'drugs?', exact: true },
    { term: 'cocaine' },
    { term: 'heroin', exact: true },
    { term: 'meth(amphetamine)?', exact: true },
    { term: 'crack cocaine' },
    { term: 'marijuana' },
    { term: 'cannabis' },
    { term: 'smok(e|es|ed|ing) weed' },
    { term: 'lsd', exact: true },
    { term: 'mdma', exact: true },
    { term: 'ecstasy pills?' },
    { term: 'fentanyl' },
    { term: 'opioids?' },
    { term: 'get(ting)? (high|stoned|drunk)' },
    { term: 'drunk', exact: true },
    { term: 'stoned', exact: true },
    { term: 'alcohol(ic)?' },
    { term: 'beers?', exact: true },
    { term: 'vodka' },
    { term: 'whisk(e)?y' },
    { term: 'cigarettes?' },
    { term: 'cigars?', exact: true },
    { term: 'vap(e|es|ing)', exact: true },
  ],
};

/** Innocent phrases that contain a listed word; they are blanked out before matching. */
export const ALLOWED_PHRASES: readonly string[] = [
  'killer whale', 'killer whales', 'water gun', 'water guns', 'water pistol', 'water pistols', 'bubble gun', 'glue gun',
  'nerf gun', 'bath bomb', 'bath bombs', 'photo bomb', 'blood orange', 'blood oranges', 'blood cells', 'blood moon',
  'kill time', 'shooting star', 'shooting stars', 'root beer', 'ginger beer',
];
