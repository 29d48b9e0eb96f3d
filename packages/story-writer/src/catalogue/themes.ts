/**
 * The lesson themes the writer understands. A parent's lesson is read into exactly one of these (with
 * an optional subject from the lexicon); the story is then told from the theme's authored scenes, never
 * from the parent's words. Ids are stable: the corpus, the scenes and stored readings use them.
 */
import type { LexKind } from './lexicon-kinds';

export type ThemeFamily = 'heart' | 'growth' | 'routine' | 'life' | 'safety';

export interface LessonTheme {
  id: string;
  family: ThemeFamily;
  /** What the story is about, after "A story about: " — lower case, no full stop. */
  label: string;
  /** What a parent means by it, for corpus writers and scene writers. */
  means: string;
  /** A life event told with the care docs/story-composer.md describes (never fixed by magic). */
  sensitive?: boolean;
  /** Who or what the lesson is about when the parent names nobody, and which kinds of named subject fit. */
  subject: { fallback: string; kind: LexKind; accepts: readonly LexKind[]; only?: readonly string[] };
  /** Youngest age the theme is told to; younger children get `youngerTheme` with a note to the parent. */
  minAge?: number;
  youngerTheme?: string;
}

const person = (fallback: string, accepts: readonly LexKind[] = ['person', 'animal']) => ({ fallback, kind: 'person' as const, accepts });
const thing = (fallback: string, kind: LexKind = 'object', accepts: readonly LexKind[] = ['object', 'food', 'vehicle']) => ({ fallback, kind, accepts });

export const LESSON_THEMES: readonly LessonTheme[] = [
  // heart: how we treat each other
  { id: 'sharing', family: 'heart', label: 'sharing', means: 'sharing toys, food or a turn with someone who wants it too', subject: person('friend') },
  {
    id: 'taking-turns',
    family: 'heart',
    label: 'taking turns',
    means: 'waiting for your turn and giving others theirs (the swing, the slide, the game)',
    subject: person('friend'),
  },
  { id: 'kindness', family: 'heart', label: 'being kind', means: 'kind words and kind deeds, being nice to others', subject: person('friend') },
  { id: 'helping-others', family: 'heart', label: 'helping others', means: 'noticing someone who needs a hand and helping', subject: person('neighbour') },
  { id: 'honesty', family: 'heart', label: 'telling the truth', means: 'owning up, not lying, not blaming someone else', subject: person('mum') },
  { id: 'saying-sorry', family: 'heart', label: 'saying sorry', means: 'apologising and making things right after hurting someone', subject: person('friend') },
  { id: 'forgiveness', family: 'heart', label: 'forgiving', means: 'letting go of a hurt when someone says sorry', subject: person('friend') },
  {
    id: 'gratitude',
    family: 'heart',
    label: 'saying thank you',
    means: 'being thankful, noticing what others do for you, saying thank you',
    subject: person('grandma'),
  },
  {
    id: 'manners',
    family: 'heart',
    label: 'good manners',
    means: 'please and thank you, waiting to speak, table manners, being polite',
    subject: person('grandma'),
  },
  {
    id: 'empathy',
    family: 'heart',
    label: 'understanding how others feel',
    means: 'imagining how someone else feels and caring about it',
    subject: person('friend'),
  },
  { id: 'making-friends', family: 'heart', label: 'making friends', means: 'saying hello, joining in, being a good friend', subject: person('new friend') },
  {
    id: 'including-others',
    family: 'heart',
    label: 'letting others join in',
    means: 'not leaving anyone out, inviting the child on their own to play',
    subject: person('new girl'),
  },
  {
    id: 'differences',
    family: 'heart',
    label: 'everyone being different',
    means: 'respecting people who look, speak, move or live differently (disability, culture, families)',
    subject: person('friend'),
  },
  {
    id: 'standing-up',
    family: 'heart',
    label: 'standing up for others',
    means: 'what to do about bullying or unkindness: speak up, get a grown-up, be a friend',
    subject: person('friend'),
  },
  {
    id: 'siblings',
    family: 'heart',
    label: 'getting along with a brother or sister',
    means: 'not fighting with siblings, playing together, being gentle with them',
    subject: person('sister', ['person']),
  },
  {
    id: 'teamwork',
    family: 'heart',
    label: 'working together',
    means: "cooperating, listening to each other's ideas, doing it as a team",
    subject: person('friends'),
  },
  {
    id: 'gentle-with-animals',
    family: 'heart',
    label: 'being gentle with animals',
    means: 'caring for pets and animals kindly and softly',
    subject: { fallback: 'puppy', kind: 'animal', accepts: ['animal'] },
  },
  {
    id: 'caring-for-nature',
    family: 'heart',
    label: 'looking after nature',
    means: 'not littering, caring for plants, the sea and the planet, recycling',
    subject: thing('park', 'place', ['place', 'object', 'animal']),
  },
  {
    id: 'generosity',
    family: 'heart',
    label: 'giving',
    means: 'giving something of your own to someone who needs it, being generous',
    subject: person('friend'),
  },

  // growth: feelings and character
  {
    id: 'bravery',
    family: 'growth',
    label: 'being brave',
    means: 'facing something a bit scary, being brave, courage',
    subject: thing('high slide', 'object', ['object', 'place', 'animal', 'vehicle']),
  },
  {
    id: 'trying-again',
    family: 'growth',
    label: 'trying again when it is hard',
    means: 'not giving up, perseverance, keep going, learning to ride a bike or tie laces',
    subject: thing('bike', 'vehicle', ['object', 'vehicle']),
  },
  {
    id: 'practice',
    family: 'growth',
    label: 'practising to get better',
    means: 'practice makes progress, learning a skill bit by bit (reading, piano, swimming)',
    subject: thing('piano', 'object', ['object', 'vehicle']),
  },
  {
    id: 'mistakes-ok',
    family: 'growth',
    label: 'how it is okay to make mistakes',
    means: 'mistakes help you learn; nobody is perfect',
    subject: thing('drawing'),
  },
  {
    id: 'patience',
    family: 'growth',
    label: 'being patient',
    means: 'waiting calmly, things take time, not rushing',
    subject: thing('seed', 'object', ['object', 'food', 'animal']),
  },
  {
    id: 'listening',
    family: 'growth',
    label: 'listening',
    means: 'listening to grown-ups and friends, paying attention, following instructions',
    subject: person('teacher'),
  },
  { id: 'good-loser', family: 'growth', label: 'being a good loser', means: 'losing a game without a tantrum, being a good sport', subject: thing('game') },
  {
    id: 'good-winner',
    family: 'growth',
    label: 'being a kind winner',
    means: 'winning without boasting, humility, cheering the others',
    subject: thing('race'),
  },
  {
    id: 'anger',
    family: 'growth',
    label: 'what to do with angry feelings',
    means: 'calming down when cross, not hitting or shouting, taking deep breaths',
    subject: person('brother', ['person']),
  },
  { id: 'worry', family: 'growth', label: 'when worries feel big', means: 'anxiety, butterflies in the tummy, talking about worries', subject: thing('worry') },
  {
    id: 'sadness',
    family: 'growth',
    label: 'when you feel sad',
    means: 'it is okay to feel sad and to cry, feelings pass, comfort',
    subject: thing('rainy day'),
  },
  {
    id: 'jealousy',
    family: 'growth',
    label: 'feeling jealous',
    means: 'wanting what someone else has, feeling left behind, being happy for others',
    subject: person('friend'),
  },
  {
    id: 'disappointment',
    family: 'growth',
    label: 'when things do not go your way',
    means: 'coping when plans change, not getting what you want, flexibility',
    subject: thing('picnic'),
  },
  { id: 'shyness', family: 'growth', label: 'feeling shy', means: 'being shy, speaking up, joining in when you feel small', subject: person('new friends') },
  {
    id: 'dark',
    family: 'growth',
    label: 'not being afraid of the dark',
    means: 'fear of the dark, night noises, monsters under the bed',
    subject: thing('dark', 'object', ['object', 'place']),
  },
  {
    id: 'being-yourself',
    family: 'growth',
    label: 'being yourself',
    means: 'you are special as you are, self-acceptance, not copying others',
    subject: thing('glasses'),
  },
  { id: 'self-belief', family: 'growth', label: 'believing in yourself', means: 'confidence, I can do it, trusting yourself', subject: thing('song') },
  {
    id: 'responsibility',
    family: 'growth',
    label: 'keeping a promise',
    means: 'responsibility, doing what you said you would, looking after something',
    subject: thing('goldfish', 'animal', ['animal', 'object']),
  },
  {
    id: 'curiosity',
    family: 'growth',
    label: 'asking questions',
    means: 'curiosity, wondering how things work, learning new things',
    subject: thing('question'),
  },
  {
    id: 'independence',
    family: 'growth',
    label: 'doing things by yourself',
    means: 'getting dressed alone, doing up shoes, being a big kid',
    subject: thing('shoes'),
  },
  {
    id: 'saving-up',
    family: 'growth',
    label: 'saving up',
    means: 'money, saving pocket money, waiting for something you want, not wasting',
    subject: thing('money box'),
  },
  { id: 'rules', family: 'growth', label: 'following the rules', means: 'why rules and fairness matter, playing fair, not cheating', subject: thing('game') },

  // routine: everyday habits
  { id: 'tidying', family: 'routine', label: 'tidying up', means: 'putting toys away, cleaning your room, helping at home', subject: thing('toys') },
  { id: 'teeth', family: 'routine', label: 'brushing teeth', means: 'brushing teeth morning and night', subject: thing('toothbrush') },
  { id: 'hand-washing', family: 'routine', label: 'washing hands', means: 'washing hands before eating and after the toilet, germs', subject: thing('soap') },
  {
    id: 'vegetables',
    family: 'routine',
    label: 'trying new food',
    means: 'eating vegetables, trying new foods, healthy eating',
    subject: { fallback: 'peas', kind: 'food', accepts: ['food'] },
  },
  { id: 'potty', family: 'routine', label: 'using the potty', means: 'potty training, using the toilet, nappies, accidents are okay', subject: thing('potty') },
  {
    id: 'own-bed',
    family: 'routine',
    label: 'sleeping in your own bed',
    means: "staying in your own bed all night, not coming to the parents' bed",
    subject: thing('bed'),
  },
  {
    id: 'bedtime',
    family: 'routine',
    label: 'going to bed on time',
    means: 'bedtime routine, sleep is good for you, settling down',
    subject: thing('pyjamas'),
  },
  {
    id: 'screens',
    family: 'routine',
    label: 'putting screens away',
    means: 'screen time, tablets, TV, video games, turning them off',
    subject: thing('tablet'),
  },
  { id: 'bath-time', family: 'routine', label: 'bath time', means: 'having a bath, washing hair, getting clean', subject: thing('bath') },
  { id: 'dummy', family: 'routine', label: 'saying goodbye to the dummy', means: 'giving up a dummy, pacifier or thumb-sucking', subject: thing('dummy') },

  // life events: told with care
  {
    id: 'new-sibling',
    family: 'life',
    sensitive: true,
    label: 'a new baby in the family',
    means: 'a new brother or sister arriving, being a big brother or sister',
    subject: person('baby', ['person']),
  },
  {
    id: 'moving-house',
    family: 'life',
    sensitive: true,
    label: 'moving to a new home',
    means: 'moving house, a new town, leaving friends',
    subject: thing('house', 'place', ['place']),
  },
  {
    id: 'new-school',
    family: 'life',
    sensitive: true,
    label: 'starting at a new school',
    means: 'first day of school or nursery, a new class, new teacher',
    subject: thing('school', 'place', ['place', 'person']),
  },
  {
    id: 'dentist',
    family: 'life',
    sensitive: true,
    label: 'being brave at the dentist',
    means: 'a visit to the dentist, a check-up, a wobbly tooth',
    subject: person('dentist', ['person']),
  },
  {
    id: 'doctor',
    family: 'life',
    sensitive: true,
    label: 'a visit to the doctor',
    means: 'seeing the doctor, jabs and vaccinations, a check-up',
    subject: person('doctor', ['person']),
  },
  {
    id: 'hospital',
    family: 'life',
    sensitive: true,
    label: 'a stay in hospital',
    means: 'going into hospital, an operation, nurses',
    subject: person('nurse', ['person', 'place']),
  },
  {
    id: 'family-illness',
    family: 'life',
    sensitive: true,
    label: 'when someone in the family is ill',
    means: 'a parent, grandparent or sibling who is seriously ill (cancer, a long illness)',
    subject: person('mum', ['person']),
  },
  {
    id: 'two-homes',
    family: 'life',
    sensitive: true,
    label: 'having two homes',
    means: 'parents who separate or divorce, living in two houses',
    subject: person('mum and dad', ['person']),
  },
  {
    id: 'death-of-grandparent',
    family: 'life',
    sensitive: true,
    label: 'remembering someone who died',
    means: 'a grandparent or another person in the family has died, grief',
    subject: person('grandpa', ['person']),
    minAge: 3,
    youngerTheme: 'sadness',
  },
  {
    id: 'death-of-pet',
    family: 'life',
    sensitive: true,
    label: 'remembering a pet who died',
    means: 'a pet has died, saying goodbye, grief',
    subject: { fallback: 'dog', kind: 'animal', accepts: ['animal'] },
    minAge: 3,
    youngerTheme: 'sadness',
  },
  {
    id: 'parent-away',
    family: 'life',
    sensitive: true,
    label: 'missing someone who is away',
    means: 'a parent working away, deployed or travelling; missing a grandparent far away',
    subject: person('dad', ['person']),
  },
  {
    id: 'new-pet',
    family: 'life',
    label: 'welcoming a new pet',
    means: 'a new puppy or kitten, learning to care for it',
    subject: { fallback: 'puppy', kind: 'animal', accepts: ['animal'] },
  },
  {
    id: 'growing-body',
    family: 'life',
    sensitive: true,
    label: 'a body that is growing up',
    means: 'puberty, periods, changing bodies: told only to 9-12',
    subject: thing('body'),
    minAge: 9,
    youngerTheme: 'being-yourself',
  },

  // safety
  {
    id: 'body-safety',
    family: 'safety',
    sensitive: true,
    label: 'keeping our bodies safe',
    means: 'private parts are private, no secrets about touching, saying no, telling a trusted grown-up',
    subject: person('grown-up', ['person']),
  },
  {
    id: 'trusted-grown-ups',
    family: 'safety',
    label: 'knowing which grown-ups to trust',
    means: 'strangers, not going with people you do not know, who to ask for help',
    subject: person('stranger', ['person']),
  },
  {
    id: 'getting-lost',
    family: 'safety',
    label: 'what to do when you are lost',
    means: "staying put, finding a safe grown-up, knowing your parent's name",
    subject: thing('shop', 'place', ['place']),
  },
  {
    id: 'road-safety',
    family: 'safety',
    label: 'crossing the road safely',
    means: 'stop, look and listen, holding hands, cars',
    subject: thing('road', 'place', ['place', 'vehicle']),
  },
  {
    id: 'water-safety',
    family: 'safety',
    label: 'staying safe near water',
    means: 'swimming with a grown-up, armbands, not going near water alone',
    subject: thing('pool', 'place', ['place']),
  },
  {
    id: 'online-kindness',
    family: 'safety',
    label: 'being kind and safe online',
    means: 'online kindness, not sharing personal details, telling a grown-up about messages',
    subject: thing('tablet'),
  },
  {
    id: 'hot-things',
    family: 'safety',
    label: 'staying safe around hot things',
    means: 'the oven, kettle and candles are hot; matches are for grown-ups',
    // the scenes tell the subject as the hot thing ("the oven was ticking away, hot as the sun"): pills taken for
    // sweets or a knife grabbed are told with the theme's own oven, never as the hot thing
    subject: {
      ...thing('oven', 'object', ['object']),
      only: [
        'oven',
        'kettle',
        'hob',
        'stove',
        'cooker',
        'toaster',
        'iron',
        'candle',
        'candles',
        'radiator',
        'heater',
        'barbecue',
        'fire',
        'fireplace',
        'bonfire',
        'match',
        'matches',
        'lighter',
        'pan',
        'saucepan',
        'teapot',
        'hair straighteners',
        'tray',
        'bath',
      ],
    },
  },
] as const;

export const THEMES_BY_ID: ReadonlyMap<string, LessonTheme> = new Map(LESSON_THEMES.map((theme) => [theme.id, theme]));

export function themeById(id: string): LessonTheme {
  const theme = THEMES_BY_ID.get(id);
  if (!theme) throw new Error(`Unknown lesson theme ${id}`);
  return theme;
}
