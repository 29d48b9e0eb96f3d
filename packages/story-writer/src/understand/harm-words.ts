/**
 * Word lists the harm frames are built from (harm.ts). Each list is a role in a frame (an act that
 * hurts, a place that hurts an animal, a group, an attribute), not a list of banned words.
 */
import classes from './harm-classes.json';
import type { WordLists } from './match';

export const L = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));
/** A hand list joined with a WordNet class (harm-classes.json, built by scripts/build-harm-classes.mjs). */
const withClass = (words: string, wordnet: readonly string[]): ReadonlySet<string> => new Set([...L(words), ...wordnet]);

export const LISTS: WordLists = {
  // acts that hurt a body
  hurt: withClass(
    `hurt hurts hurting kick kicks kicking hit hits hitting punch punches punching smack smacks smacking slap slaps slapping
    squash squashes squashing squish squishes stamp stamps stomp stomps step crush crushes crushing throw throws throwing
    drown drowns drowning burn burns burning torture tortures torturing kill kills killing starve starves starving strangle
    strangles choke chokes poke pokes poking pinch pinches pinching pluck plucks boil boils fry fries cook cooks microwave
    microwaves freeze freezes flush flushes stab stabs stabbing shoot shoots shooting beat beats beating whip whips whipping
    trap traps tie ties bite bites biting scratch scratches cut cuts cutting chop chops chopping murder murders hang hangs
    push pushes pushing trip trips tripping shove shoves drop drops batter bash bashes smash smashes spray squeeze squeezes
    poison poisons skin skins shave shaves set`,
    classes.hurt,
  ),
  /**
   * acts whose only sense done to a person is an injury: the WordNet class without the words a game or a
   * hug also uses ("beat her at chess", "a crush on him", "smothers her in kisses", "skinned her knee");
   * the everyday ones a child does when cross (kick, hit, push) are left to the hitting frames
   */
  injure: new Set([
    ...classes.hurt.filter((w) => !['crush', 'choke', 'smother', 'skin', 'drown'].includes(w)),
    ...L(`stab stabs stabbing strangle strangles whip whips whipping torture tortures`),
  ]),
  /** places and things where a dare or a game can kill a child: the role a dare needs to be dangerous */
  hazard: L(`road roads motorway traffic cars railway tracks train trains roof cliff edge ice frozen river canal quarry reservoir
    underwater lake sea pond fire flames matches lighter plug socket sockets wires pills tablets medicine bleach window balcony
    bridge lamppost pylon scaffolding knife knives`),
  // places and machines an animal or child must never be put in
  cruelPlace: L(`freezer fridge microwave oven dryer dishwasher toilet loo blender bonfire kettle toaster saucepan`),
  jokey: L(`funny fun hilarious lol joke jokes joking prank pranks cool funniest laugh laughs`),
  petWords: L(`pet pets kitten kittens puppy puppies hamster hamsters goldfish cat cats dog dogs rabbit rabbits bunny bunnies
    guinea mouse mice bird birds chick chicks duckling ducklings frog frogs snail snails worm worms insect insects bug bugs
    tortoise budgie fish lamb lambs pony`),
  fun: L(`funny fun hilarious laugh laughs laughing laughed lol joke jokes joking cool awesome great brilliant amazing
    fine okay ok alright allowed good deserve deserves deserved best right`),
  /** words that put an act under a prohibition or a safety rule */
  prohibit: L(`never not don't dont no stop stops mustn't shouldn't wrong dangerous unsafe safe safely naughty bad careful
    careless instead gentle gently kind kindly ask tell only grown-up grown-ups grownup grownups adult adults rule rules
    sorry apologise apologize why learn learns learning understand understands reasons danger hurt hurts hurting
    consequences shouldn't without warn warned keep avoid away`),
  toyWeapon: L(`water nerf pillow snowball foam toy pretend pretending play-fight lightsaber lightsabers cardboard bubble
    balloon food paint sponge splash`),
  weapon: withClass(
    `gun guns pistol pistols rifle rifles knife knives sword swords dagger daggers axe axes bomb bombs grenade
    grenades bullet bullets machete chainsaw spear spears arrow arrows`,
    classes.weapon,
  ),
  group: L(`girls boys women men ladies mums dads mothers fathers poor immigrants immigrant foreigners foreigner refugees
    refugee migrants black white brown asians asian chinese indians indian africans african arabs arab mexicans mexican
    muslims muslim jews jewish christians christian hindus hindu sikhs gay gays lesbians lesbian trans transgender
    disabled autistic autism handicapped deaf blind fat overweight chubby ugly old elderly gingers ginger redheads
    travellers gypsies gypsy romanians romanian poles polish french germans german english americans american irish
    scottish welsh russians russian italians italian spanish catholics atheists vegans vegetarians twins left-handed
    people folk kids children babies foreign`),
  badAttr: L(`stupid dumb thick idiots idiot morons moron useless worthless lazy dirty smelly stinky weird weirdos disgusting
    gross inferior weak weaker worse worst bad evil dangerous criminals criminal thieves liars scary ugly crybabies losers
    pathetic annoying naughty rubbish trash scum animals vermin less lesser freaks freak sick wrong nasty horrible dumber stupider`),
  goodAttr: L(`clever smart intelligent good strong brave capable able equal important beautiful normal nice kind funny
    talented special fast`),
  drug: withClass(
    `beer beers wine vodka alcohol alcoholic booze whisky whiskey gin rum cider lager champagne prosecco cocktail
    cocktails drunk tipsy hungover cigarette cigarettes cigar cigars ciggies ciggie ciggy cigs smoking vape vapes vaping weed cannabis marijuana cocaine
    heroin drugs drug stoned ecstasy joint joints spliff lsd meth crack`,
    classes.drug,
  ),
  sweets: L(`sweet sweets sweetie sweeties candy candies lolly lollies treat treats yummy tasty chocolate chocolates smarties
    gummy gummies jellybeans jelly delicious snack snacks`),
  medicine: L(`medicine medicines pill pills tablet tablets capsule capsules vitamin vitamins paracetamol calpol ibuprofen
    painkiller painkillers`),
  diet: L(`diet diets dieting calorie calories weight slim slimmer slimming thin thinner skinny skinnier fat fatter fattest
    chubby chubbier overweight obese tubby podgy porky flabby belly weigh`),
  profanity: L(`fuck fucking fucked fucker motherfucker shit shitty bullshit bitch bitches bastard bastards cunt cunts dick
    dickhead wanker wankers twat twats arsehole asshole arse ass bollocks piss pissed prick slut whore crap damn dammit
    goddamn wtf stfu omfg feck fecking shits shitting fucks fuckin cunts dickheads twats`),
  secretKeeper: L(`grown-up grown-ups grownup adult adults man men lady uncle uncles coach teacher neighbour neighbor
    babysitter stranger strangers friend's someone somebody he him mister mr`),
  family: L(`mum mummy mom mommy mother dad daddy father parents parent nana grandma grandpa granny grandad`),
  body: L(`willy willies penis vagina bottom bum boobs breasts nipples genitals private privates parts pants knickers
    underwear body bodies naked nude`),
};
