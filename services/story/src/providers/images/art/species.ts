import type { Swatch } from './look';

/**
 * Every creature the painter knows, each drawn by a figure kit of its own (a triceratops by the
 * triceratops kit, a hen by the hen kit). The words a story or a plan uses map onto a species here;
 * a species nobody listed is drawn by the generic `creature` kit, and the scene data says so.
 */
export type KitFamily =
  'human' | 'quadruped' | 'small-mammal' | 'bird' | 'dinosaur' | 'dragon' | 'sea' | 'critter' | 'bug' | 'gadget' | 'vehicle' | 'object' | 'creature';

export interface SpeciesSpec {
  /** The figure kit that draws it, recorded on the picture (data-kit) and in the scene data. */
  kit: string;
  family: KitFamily;
  colors: Swatch[];
  /** Rough height next to a six-year-old (who is 1). */
  size: number;
  /** Lives in water: swims in sea scenes, travels in a bowl on land. */
  sea?: boolean;
  /** Flies (wings), so it is drawn in the air when the scene flies. */
  flies?: boolean;
  /** Big and strong enough to carry a child. */
  mount?: boolean;
}

const sw = (name: string, hex: string): Swatch => ({ name, hex });

export const FALLBACK_KIT = 'creature';

export const SPECIES: Record<string, SpeciesSpec> = {
  // Four-legged mammals, drawn standing on four legs in side view with the head turned to us.
  fox: { kit: 'fox', family: 'quadruped', size: 0.62, colors: [sw('russet-orange', '#ef7f3e'), sw('flame-orange', '#e96a2f')] },
  dog: {
    kit: 'dog',
    family: 'quadruped',
    size: 0.7,
    colors: [sw('golden', '#e2b372'), sw('chocolate-brown', '#a0704a'), sw('sandy', '#d9b892'), sw('white', '#f5f0e6')],
  },
  cat: {
    kit: 'cat',
    family: 'quadruped',
    size: 0.55,
    colors: [sw('ginger', '#f0a052'), sw('soft grey', '#a3abb5'), sw('black', '#4d4656'), sw('cream', '#f2e2c4')],
  },
  pony: {
    kit: 'pony',
    family: 'quadruped',
    size: 1.05,
    mount: true,
    colors: [sw('chestnut', '#aa724b'), sw('dapple grey', '#c3c2c6'), sw('palomino', '#e4c27f')],
  },
  horse: {
    kit: 'horse',
    family: 'quadruped',
    size: 1.3,
    mount: true,
    colors: [sw('chestnut', '#aa724b'), sw('bay brown', '#8a5a3c'), sw('dapple grey', '#c3c2c6')],
  },
  donkey: { kit: 'donkey', family: 'quadruped', size: 1.0, mount: true, colors: [sw('donkey grey', '#a49a94')] },
  unicorn: { kit: 'unicorn', family: 'quadruped', size: 1.25, mount: true, colors: [sw('pearly white', '#fbf7ff')] },
  lamb: { kit: 'lamb', family: 'quadruped', size: 0.55, colors: [sw('fluffy white', '#fbf8f1')] },
  sheep: { kit: 'sheep', family: 'quadruped', size: 0.75, colors: [sw('fluffy white', '#fbf8f1')] },
  goat: { kit: 'goat', family: 'quadruped', size: 0.75, colors: [sw('creamy white', '#f1ebdf'), sw('brown', '#a57a55')] },
  pig: { kit: 'pig', family: 'quadruped', size: 0.6, colors: [sw('pink', '#f6b6c4')] },
  cow: { kit: 'cow', family: 'quadruped', size: 1.2, mount: true, colors: [sw('black-and-white', '#fbfaf6')] },
  deer: { kit: 'deer', family: 'quadruped', size: 1.0, colors: [sw('fawn-brown', '#c08a58')] },
  bear: { kit: 'bear', family: 'quadruped', size: 1.0, mount: true, colors: [sw('honey-brown', '#c48a52'), sw('chocolate-brown', '#976743')] },
  'polar bear': { kit: 'polar bear', family: 'quadruped', size: 1.05, mount: true, colors: [sw('snowy white', '#f6f4ee')] },
  panda: { kit: 'panda', family: 'quadruped', size: 0.9, colors: [sw('black-and-white', '#f7f5f2')] },
  lion: { kit: 'lion', family: 'quadruped', size: 1.05, mount: true, colors: [sw('golden', '#e9b24e')] },
  tiger: { kit: 'tiger', family: 'quadruped', size: 1.0, mount: true, colors: [sw('bright orange', '#f28b2e')] },
  zebra: { kit: 'zebra', family: 'quadruped', size: 1.2, mount: true, colors: [sw('white', '#fbfaf7')] },
  elephant: { kit: 'elephant', family: 'quadruped', size: 1.5, mount: true, colors: [sw('blue-grey', '#aab5c9')] },
  giraffe: { kit: 'giraffe', family: 'quadruped', size: 2.0, colors: [sw('sandy yellow', '#f2c56b')] },
  raccoon: { kit: 'raccoon', family: 'quadruped', size: 0.5, colors: [sw('smoky grey', '#8d8c97')] },
  otter: { kit: 'otter', family: 'quadruped', size: 0.5, colors: [sw('otter brown', '#8e6446')] },
  badger: { kit: 'badger', family: 'quadruped', size: 0.5, colors: [sw('badger grey', '#8f8d96')] },
  // Small mammals sit up on their haunches.
  mouse: { kit: 'mouse', family: 'small-mammal', size: 0.32, colors: [sw('soft grey', '#bab5bc'), sw('nut-brown', '#ad8f77'), sw('silver', '#d3d6de')] },
  rabbit: { kit: 'rabbit', family: 'small-mammal', size: 0.45, colors: [sw('snow-white', '#f7f3ef'), sw('caramel', '#c79a74'), sw('dove-grey', '#bcb7b4')] },
  hare: { kit: 'hare', family: 'small-mammal', size: 0.6, colors: [sw('brown', '#a9784f'), sw('sandy-brown', '#c29366')] },
  squirrel: { kit: 'squirrel', family: 'small-mammal', size: 0.42, colors: [sw('russet', '#c5743c'), sw('grey', '#9d9a98')] },
  hamster: { kit: 'hamster', family: 'small-mammal', size: 0.28, colors: [sw('golden', '#e9b46a')] },
  hedgehog: { kit: 'hedgehog', family: 'small-mammal', size: 0.34, colors: [sw('chestnut', '#8e6b51')] },
  monkey: { kit: 'monkey', family: 'small-mammal', size: 0.7, colors: [sw('cocoa-brown', '#97653f'), sw('golden-brown', '#b7834c')] },
  kangaroo: { kit: 'kangaroo', family: 'small-mammal', size: 1.05, colors: [sw('red-brown', '#c07a4a')] },
  koala: { kit: 'koala', family: 'small-mammal', size: 0.55, colors: [sw('koala grey', '#a9a7ad')] },
  bat: { kit: 'bat', family: 'small-mammal', size: 0.35, flies: true, colors: [sw('dusky brown', '#6d5a66')] },
  // Birds.
  hen: { kit: 'hen', family: 'bird', size: 0.48, colors: [sw('speckled brown', '#b9764a'), sw('russet brown', '#a5643c'), sw('white', '#f7f3ea')] },
  rooster: { kit: 'rooster', family: 'bird', size: 0.6, colors: [sw('russet and gold', '#c0652f')] },
  chick: { kit: 'chick', family: 'bird', size: 0.22, colors: [sw('fluffy yellow', '#f9d54a')] },
  duck: { kit: 'duck', family: 'bird', size: 0.42, flies: true, colors: [sw('buttercup-yellow', '#f8d34c'), sw('white', '#f6f3ea')] },
  goose: { kit: 'goose', family: 'bird', size: 0.6, flies: true, colors: [sw('white', '#f6f3ea')] },
  swan: { kit: 'swan', family: 'bird', size: 0.7, flies: true, colors: [sw('white', '#fbfaf6')] },
  owl: {
    kit: 'owl',
    family: 'bird',
    size: 0.5,
    flies: true,
    colors: [sw('tawny-brown', '#b0845a'), sw('snowy-white', '#efe9df'), sw('silver-grey', '#aaa4a2')],
  },
  robin: { kit: 'robin', family: 'bird', size: 0.3, flies: true, colors: [sw('brown with a red breast', '#9a7250')] },
  bird: { kit: 'bird', family: 'bird', size: 0.3, flies: true, colors: [sw('bluebird-blue', '#5b90e0'), sw('sunny yellow', '#f7d34a')] },
  parrot: { kit: 'parrot', family: 'bird', size: 0.5, flies: true, colors: [sw('bright green', '#3fbf5a'), sw('scarlet', '#e5463c')] },
  penguin: { kit: 'penguin', family: 'bird', size: 0.5, colors: [sw('inky-navy', '#383e52')] },
  puffin: { kit: 'puffin', family: 'bird', size: 0.4, flies: true, colors: [sw('black-and-white', '#3b3a44')] },
  seagull: { kit: 'seagull', family: 'bird', size: 0.4, flies: true, colors: [sw('white and grey', '#f2f2f0')] },
  hummingbird: { kit: 'hummingbird', family: 'bird', size: 0.22, flies: true, colors: [sw('emerald', '#3cbf8a')] },
  eagle: { kit: 'eagle', family: 'bird', size: 0.8, flies: true, mount: true, colors: [sw('brown', '#7c5436')] },
  flamingo: { kit: 'flamingo', family: 'bird', size: 0.9, flies: true, colors: [sw('pink', '#f59ab8')] },
  peacock: { kit: 'peacock', family: 'bird', size: 0.8, colors: [sw('peacock blue', '#2f7fd0')] },
  // Dinosaurs and dragons.
  triceratops: {
    kit: 'triceratops',
    family: 'dinosaur',
    size: 1.0,
    mount: true,
    colors: [sw('leaf-green', '#7cbf6a'), sw('sandy orange', '#e8a060'), sw('teal', '#5bb5a5')],
  },
  diplodocus: {
    kit: 'diplodocus',
    family: 'dinosaur',
    size: 2.3,
    mount: true,
    colors: [sw('sage-green', '#93bf7a'), sw('sky-blue', '#7fb1e0'), sw('lilac', '#b49ad8')],
  },
  stegosaurus: { kit: 'stegosaurus', family: 'dinosaur', size: 0.9, mount: true, colors: [sw('olive-green', '#9cba5c'), sw('moss-green', '#7cae6a')] },
  pterosaur: {
    kit: 'pterosaur',
    family: 'dinosaur',
    size: 0.8,
    flies: true,
    mount: true,
    colors: [sw('rusty orange', '#e08a5a'), sw('sandy brown', '#c9965e')],
  },
  ankylosaurus: { kit: 'ankylosaurus', family: 'dinosaur', size: 0.75, mount: true, colors: [sw('stone-brown', '#b08a62'), sw('khaki', '#b5a76a')] },
  hadrosaur: { kit: 'hadrosaur', family: 'dinosaur', size: 0.7, colors: [sw('sunny yellow-green', '#b9cf62'), sw('apricot', '#f0b070')] },
  't-rex': { kit: 't-rex', family: 'dinosaur', size: 1.2, mount: true, colors: [sw('forest green', '#6aa65e'), sw('burnt orange', '#d9824a')] },
  velociraptor: { kit: 'velociraptor', family: 'dinosaur', size: 0.6, colors: [sw('sandy', '#d0a868')] },
  dinosaur: { kit: 'dinosaur', family: 'dinosaur', size: 0.8, colors: [sw('leaf-green', '#7cc46a'), sw('orange', '#f39b4c'), sw('purple', '#a17cd9')] },
  dragon: {
    kit: 'dragon',
    family: 'dragon',
    size: 0.8,
    flies: true,
    mount: true,
    colors: [sw('emerald-green', '#5cba62'), sw('ruby-red', '#e0614c'), sw('sapphire-blue', '#4d8be0')],
  },
  // Small creatures: frogs, reptiles, bugs.
  frog: { kit: 'frog', family: 'critter', size: 0.3, colors: [sw('lime-green', '#80c95c'), sw('bright green', '#5dbb4f')] },
  toad: { kit: 'toad', family: 'critter', size: 0.3, colors: [sw('warty brown', '#a08a54')] },
  turtle: { kit: 'turtle', family: 'sea', size: 0.55, sea: true, colors: [sw('sea green', '#9cc47a')] },
  tortoise: { kit: 'tortoise', family: 'critter', size: 0.4, colors: [sw('olive', '#9c9a5a')] },
  lizard: { kit: 'lizard', family: 'critter', size: 0.3, colors: [sw('green', '#6cc060')] },
  chameleon: { kit: 'chameleon', family: 'critter', size: 0.35, colors: [sw('leaf-green', '#5fc06a'), sw('turquoise', '#3cc0b4')] },
  crocodile: { kit: 'crocodile', family: 'critter', size: 0.5, colors: [sw('olive-green', '#6f9a4a')] },
  snake: { kit: 'snake', family: 'critter', size: 0.35, colors: [sw('green', '#6cba5a')] },
  snail: { kit: 'snail', family: 'critter', size: 0.2, colors: [sw('shell-brown', '#c98d5a')] },
  bee: { kit: 'bee', family: 'bug', size: 0.22, flies: true, colors: [sw('honey-yellow', '#f7c843')] },
  butterfly: {
    kit: 'butterfly',
    family: 'bug',
    size: 0.3,
    flies: true,
    colors: [sw('sky-blue', '#6fb3f0'), sw('lilac', '#c4a2ee'), sw('sunset-orange', '#ffa35c')],
  },
  ladybird: { kit: 'ladybird', family: 'bug', size: 0.2, flies: true, colors: [sw('red', '#e0574a')] },
  ant: { kit: 'ant', family: 'bug', size: 0.18, colors: [sw('red-brown', '#b24c33')] },
  beetle: { kit: 'beetle', family: 'bug', size: 0.22, colors: [sw('shiny green', '#3f9a6a'), sw('blue-black', '#3b4a6b')] },
  caterpillar: { kit: 'caterpillar', family: 'bug', size: 0.18, colors: [sw('green', '#8fcf5a')] },
  spider: { kit: 'spider', family: 'bug', size: 0.18, colors: [sw('brown', '#7a5a48')] },
  worm: { kit: 'worm', family: 'bug', size: 0.14, colors: [sw('pink', '#f0a0a8')] },
  // Sea creatures.
  dolphin: { kit: 'dolphin', family: 'sea', size: 0.9, sea: true, mount: true, colors: [sw('silvery blue-grey', '#8fb2d3')] },
  whale: { kit: 'whale', family: 'sea', size: 1.3, sea: true, mount: true, colors: [sw('deep blue', '#5a80ba')] },
  octopus: { kit: 'octopus', family: 'sea', size: 0.6, sea: true, colors: [sw('purple', '#b07cd8'), sw('coral-pink', '#f290b0')] },
  seahorse: { kit: 'seahorse', family: 'sea', size: 0.5, sea: true, colors: [sw('golden-yellow', '#f5b94c'), sw('coral', '#f28a6b')] },
  crab: { kit: 'crab', family: 'sea', size: 0.35, colors: [sw('red', '#e8644c')] },
  fish: { kit: 'fish', family: 'sea', size: 0.4, sea: true, colors: [sw('goldfish-orange', '#f59b3c'), sw('ocean-blue', '#4d9be8')] },
  clownfish: { kit: 'clownfish', family: 'sea', size: 0.35, sea: true, colors: [sw('clownfish orange', '#f58a2c')] },
  shark: { kit: 'shark', family: 'sea', size: 1.0, sea: true, colors: [sw('slate grey', '#8b9bb0')] },
  jellyfish: { kit: 'jellyfish', family: 'sea', size: 0.45, sea: true, colors: [sw('pale pink', '#f6b8d8')] },
  starfish: { kit: 'starfish', family: 'sea', size: 0.25, colors: [sw('orange', '#ff9f5a')] },
  seal: { kit: 'seal', family: 'sea', size: 0.7, sea: true, colors: [sw('grey', '#9aa0aa')] },
  // Space and science friends.
  robot: { kit: 'robot', family: 'gadget', size: 0.95, colors: [sw('silver', '#c6cdd8'), sw('sky-blue metal', '#9cc3e8')] },
  alien: { kit: 'alien', family: 'gadget', size: 0.8, colors: [sw('lime-green', '#8edf6c'), sw('lilac', '#c4a2ee')] },
  star: { kit: 'star', family: 'gadget', size: 0.7, flies: true, colors: [sw('golden-yellow', '#ffd84a')] },
  monster: { kit: 'monster', family: 'gadget', size: 1.0, colors: [sw('furry teal', '#5cc4b4'), sw('furry purple', '#a27ad8')] },
  yeti: { kit: 'yeti', family: 'gadget', size: 1.4, colors: [sw('snowy white', '#f4f6fa')] },
  // Vehicles with faces.
  car: { kit: 'car', family: 'vehicle', size: 0.75, colors: [sw('cherry-red', '#e5484d'), sw('teal', '#3fb5a5')] },
  bus: { kit: 'bus', family: 'vehicle', size: 1.1, colors: [sw('bus red', '#e5484d'), sw('school-bus yellow', '#f7c843')] },
  train: { kit: 'train', family: 'vehicle', size: 1.0, colors: [sw('bright green', '#55b35a'), sw('royal blue', '#4f6fd0')] },
  tractor: { kit: 'tractor', family: 'vehicle', size: 0.9, colors: [sw('tractor green', '#4aa05a'), sw('tractor red', '#d8433f')] },
  digger: { kit: 'digger', family: 'vehicle', size: 0.95, colors: [sw('digger yellow', '#f5c23c')] },
  'fire engine': { kit: 'fire engine', family: 'vehicle', size: 1.0, colors: [sw('fire red', '#e0403c')] },
  boat: { kit: 'boat', family: 'vehicle', size: 0.9, colors: [sw('red', '#e5484d'), sw('navy', '#34508f')] },
  plane: { kit: 'plane', family: 'vehicle', size: 0.9, flies: true, colors: [sw('red', '#e5484d'), sw('sky-blue', '#5aaae6')] },
  helicopter: { kit: 'helicopter', family: 'vehicle', size: 0.9, flies: true, colors: [sw('orange', '#f29a3c')] },
  rocket: { kit: 'rocket', family: 'vehicle', size: 1.1, flies: true, colors: [sw('red-and-white', '#f4f1ec')] },
  // Things that have come to life (an object companion is drawn as itself, with a face).
  piano: { kit: 'piano', family: 'object', size: 0.75, colors: [sw('glossy black', '#3d3a46'), sw('polished walnut', '#8a5a3c')] },
  paintbrush: { kit: 'paintbrush', family: 'object', size: 0.75, colors: [sw('sunny yellow', '#f2c84b'), sw('cherry-red', '#e5484d')] },
  crayon: { kit: 'crayon', family: 'object', size: 0.7, colors: [sw('bright blue', '#4f86e0'), sw('tomato-red', '#e6514a')] },
  trumpet: { kit: 'trumpet', family: 'object', size: 0.55, colors: [sw('shiny brass', '#e9b94e')] },
  drum: { kit: 'drum', family: 'object', size: 0.55, colors: [sw('cherry-red', '#e5484d'), sw('royal blue', '#4f6fd0')] },
  beaker: { kit: 'beaker', family: 'object', size: 0.6, colors: [sw('clear glass', '#cfe9f2')] },
  ball: { kit: 'ball', family: 'object', size: 0.55, colors: [sw('white', '#f5f2ea'), sw('orange', '#f0993a')] },
  biscuit: { kit: 'biscuit', family: 'object', size: 0.65, colors: [sw('golden gingerbread', '#c98a4b')] },
  teapot: { kit: 'teapot', family: 'object', size: 0.55, colors: [sw('rose-pink', '#f28ab3'), sw('mint', '#86dcbd')] },
  book: { kit: 'book', family: 'object', size: 0.6, colors: [sw('plum', '#96508f'), sw('teal', '#27a99b')] },
  drawing: { kit: 'drawing', family: 'object', size: 0.6, colors: [sw('paper white', '#fbf8f0')] },
  teddy: { kit: 'teddy', family: 'object', size: 0.5, colors: [sw('honey-brown', '#c08552')] },
};

/** Other words for the same creature. */
export const ALIASES: Record<string, string> = {
  kitten: 'cat',
  kitty: 'cat',
  wildcat: 'cat',
  puppy: 'dog',
  pup: 'dog',
  doggy: 'dog',
  doggie: 'dog',
  hound: 'dog',
  greyhound: 'dog',
  sheepdog: 'dog',
  poodle: 'dog',
  bulldog: 'dog',
  'wild dog': 'dog',
  'basset hound': 'dog',
  'fox cub': 'fox',
  foal: 'pony',
  colt: 'horse',
  mare: 'horse',
  stallion: 'horse',
  mustang: 'horse',
  'wild horse': 'horse',
  mule: 'donkey',
  llama: 'goat',
  alpaca: 'goat',
  ram: 'sheep',
  bull: 'cow',
  bullock: 'cow',
  steer: 'cow',
  cattle: 'cow',
  calf: 'cow',
  piglet: 'pig',
  fawn: 'deer',
  reindeer: 'deer',
  elk: 'deer',
  doe: 'deer',
  cub: 'bear',
  lioness: 'lion',
  cheetah: 'tiger',
  leopard: 'tiger',
  jaguar: 'tiger',
  panther: 'cat',
  coyote: 'fox',
  wolf: 'dog',
  stoat: 'otter',
  meerkat: 'squirrel',
  chipmunk: 'squirrel',
  bunny: 'rabbit',
  'moon-mouse': 'mouse',
  rat: 'mouse',
  gerbil: 'hamster',
  ape: 'monkey',
  chimp: 'monkey',
  chimpanzee: 'monkey',
  gibbon: 'monkey',
  gorilla: 'monkey',
  orangutan: 'monkey',
  lemur: 'monkey',
  sloth: 'koala',
  armadillo: 'hedgehog',
  hippo: 'elephant',
  rhino: 'elephant',
  camel: 'horse',
  chicken: 'hen',
  cockerel: 'rooster',
  duckling: 'duck',
  drake: 'duck',
  owlet: 'owl',
  'barn owl': 'owl',
  songbird: 'bird',
  sparrow: 'bird',
  bluebird: 'bird',
  blackbird: 'bird',
  nightingale: 'bird',
  dove: 'bird',
  pigeon: 'bird',
  jay: 'bird',
  partridge: 'hen',
  turkey: 'hen',
  raven: 'bird',
  crow: 'bird',
  woodpecker: 'bird',
  toucan: 'parrot',
  cockatoo: 'parrot',
  budgie: 'parrot',
  gull: 'seagull',
  pelican: 'seagull',
  hawk: 'eagle',
  falcon: 'eagle',
  buzzard: 'eagle',
  dino: 'dinosaur',
  trex: 't-rex',
  tyrannosaurus: 't-rex',
  pterodactyl: 'pterosaur',
  pteranodon: 'pterosaur',
  brontosaurus: 'diplodocus',
  brachiosaurus: 'diplodocus',
  apatosaurus: 'diplodocus',
  raptor: 'velociraptor',
  parasaurolophus: 'hadrosaur',
  'duck-billed dinosaur': 'hadrosaur',
  ankylosaur: 'ankylosaurus',
  dragonling: 'dragon',
  griffin: 'dragon',
  gecko: 'lizard',
  iguana: 'lizard',
  newt: 'lizard',
  alligator: 'crocodile',
  gator: 'crocodile',
  cobra: 'snake',
  viper: 'snake',
  'sea turtle': 'turtle',
  bumblebee: 'bee',
  'honey bee': 'bee',
  ladybug: 'ladybird',
  bug: 'beetle',
  insect: 'beetle',
  cricket: 'beetle',
  moth: 'butterfly',
  tadpole: 'frog',
  goldfish: 'fish',
  herring: 'fish',
  sardine: 'fish',
  narwhal: 'whale',
  orca: 'whale',
  lobster: 'crab',
  clam: 'starfish',
  oyster: 'starfish',
  'sea star': 'starfish',
  android: 'robot',
  'space dog': 'dog',
  ogre: 'monster',
  troll: 'monster',
  goblin: 'monster',
  'sea lion': 'seal',
  walrus: 'seal',
  polarbear: 'polar bear',
  truck: 'car',
  van: 'car',
  taxi: 'car',
  lorry: 'car',
  jeep: 'car',
  auto: 'car',
  automobile: 'car',
  racer: 'car',
  'police car': 'car',
  ambulance: 'car',
  bulldozer: 'digger',
  locomotive: 'train',
  tram: 'train',
  engine: 'train',
  ship: 'boat',
  tugboat: 'boat',
  ferry: 'boat',
  sailboat: 'boat',
  yacht: 'boat',
  canoe: 'boat',
  aeroplane: 'plane',
  airplane: 'plane',
  jet: 'plane',
  spaceship: 'rocket',
  keyboard: 'piano',
  pencil: 'crayon',
  tuba: 'trumpet',
  flute: 'trumpet',
  horn: 'trumpet',
  tambourine: 'drum',
  jar: 'beaker',
  bottle: 'beaker',
  potion: 'beaker',
  football: 'ball',
  basketball: 'ball',
  cookie: 'biscuit',
  gingerbread: 'biscuit',
  kettle: 'teapot',
  cup: 'teapot',
  notebook: 'book',
  sketchbook: 'book',
  painting: 'drawing',
  picture: 'drawing',
  'teddy bear': 'teddy',
  bunnies: 'rabbit',
};

export interface ResolvedSpecies {
  species: string;
  spec: SpeciesSpec;
  /** False when the word is unknown and the generic creature kit draws it. */
  known: boolean;
}

const GENERIC: SpeciesSpec = { kit: FALLBACK_KIT, family: 'creature', size: 0.6, colors: [sw('soft teal', '#7ac6b8'), sw('warm lilac', '#b9a0e0')] };

/** The species a word names ("puppies" is a dog, "Triceratops" a triceratops), or the generic creature. */
export function resolveSpecies(word: string | undefined): ResolvedSpecies {
  const lower = (word ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(?:the|a|an) /, '');
  for (const candidate of [lower, lower.replace(/(?:es|s)$/, ''), lower.replace(/s$/, ''), lower.split(/[\s-]/).at(-1) ?? '']) {
    if (!candidate) continue;
    const species = SPECIES[candidate] ? candidate : ALIASES[candidate];
    if (species && SPECIES[species]) return { species, spec: SPECIES[species]!, known: true };
  }
  return { species: lower || 'creature', spec: GENERIC, known: false };
}

/**
 * Looks the words of a character's description give it ("one ear up", "a tiny golden crown", "three
 * blinking eyes"), and the dinosaur a "dinosaur" is ("armoured ... club on his tail" is an ankylosaurus).
 */
export interface DescribedLook {
  /** A more exact species the description names. */
  species?: string;
  features: string[];
  colorWords: string[];
}

const FEATURE_CUES: [RegExp, string][] = [
  [/\bclub\b|\barmou?red\b/, 'armoured'],
  [/duck-billed|\bcrest\b/, 'crest'],
  // Goggles are drawn as the same round rims over the eyes: an owl the story gives goggles is never drawn without.
  [/\bspectacles\b|\bglasses\b|\bgoggles\b/, 'glasses'],
  [/\bcrown\b/, 'crown'],
  [/\bhelmet\b/, 'helmet'],
  [/\bthree\b[^.,;]{0,20}\beyes\b/, 'three-eyes'],
  [/\bfour\b[^.,;]{0,12}\barms\b/, 'four-arms'],
  [/\bantennae\b|\bantenna\b/, 'antennae'],
  [/\bblinking\b[^.,;]{0,16}\blight\b|\blight on (?:his|her|its) head\b/, 'antenna-light'],
  [/\bstopwatch\b[^.,;]{0,12}\bface\b/, 'clock-face'],
  [/\btall\b|\blanky\b|\blong-legged\b/, 'tall'],
  [/\bgreyhounds?\b|\bwhippets?\b|\blurchers?\b|\bsalukis?\b|\bslender\b|\bskinny\b/, 'lean'],
  [/\bbus-sized\b|\bhuge\b|\benormous\b|\bgiant\b/, 'huge'],
  [/\bsmall\b|\blittle\b|\btiny\b|\bbaby\b|\byoung\b/, 'small'],
  [/white-tipped/, 'white-tip'],
  [/one ear up/, 'odd-ears'],
  [/black-and-white/, 'black-and-white'],
  [/\bfringe\b|\bforelock\b/, 'fringe'],
  [/\bshaggy\b/, 'shaggy'],
  [/\bspeckled\b|\bspotty\b|\bspotted\b/, 'speckled'],
  [/\bstriped\b|\bstripy\b/, 'striped'],
  [/black knees/, 'black-knees'],
  [/one claw bigger|one big claw/, 'big-claw'],
  [/lopsided grin/, 'lopsided-grin'],
  [/patchwork/, 'patchwork'],
  [/satellite dishes|big ears|huge ears/, 'big-ears'],
  [/\bscarf\b/, 'scarf'],
  [/\bbow tie\b|\bbowtie\b/, 'bowtie'],
  [/\bsmoky\b|\bsmoke\b/, 'smoky'],
  [/polished pennies|copper/, 'copper'],
  [/sunrise|rainbow mane/, 'sunrise-mane'],
  [/long ears|floppy ears|droopy ears|basset/, 'long-ears'],
  [/\bcape\b/, 'cape'],
  [/\bbrass\b/, 'brass'],
];

const COLOUR_WORDS = [
  'red',
  'orange',
  'ginger',
  'yellow',
  'golden',
  'gold',
  'green',
  'blue',
  'purple',
  'violet',
  'pink',
  'white',
  'snowy',
  'silver',
  'grey',
  'gray',
  'moon-grey',
  'black',
  'brown',
  'cream',
  'tawny',
  'turquoise',
  'lilac',
  'copper',
  'brass',
];

export function describeFromWords(text: string): DescribedLook {
  const lower = text.toLowerCase();
  const features = FEATURE_CUES.filter(([cue]) => cue.test(lower)).map(([, feature]) => feature);
  let species: string | undefined;
  if (/\bdinosaur\b|\bdino\b/.test(lower)) {
    if (features.includes('armoured')) species = 'ankylosaurus';
    else if (features.includes('crest') || /duck-billed/.test(lower)) species = 'hadrosaur';
    else if (/\bhorns?\b.*\bfrill\b|\bfrill\b/.test(lower)) species = 'triceratops';
    else if (/long neck|neck as long/.test(lower)) species = 'diplodocus';
    else if (/\bplates\b/.test(lower)) species = 'stegosaurus';
  }
  // Colours said of the creature itself come before its noun ("a speckled brown hen"), not after ("with black knees").
  const head =
    lower.replace(/black-and-white|white-tipped|black knees|golden crown|blue light|red handle/g, ' ').split(/\b(?:with|who|that|in|and a|wearing)\b/)[0] ?? '';
  const colorWords = (head.match(/[a-z]+(?:-[a-z]+)?/g) ?? []).filter((word) => COLOUR_WORDS.includes(word));
  return { ...(species ? { species } : {}), features, colorWords };
}

/** Paint for the colour words of a description, in the species' own range where possible. */
export const COLOUR_SWATCH: Record<string, Swatch> = {
  red: sw('red', '#e0574a'),
  orange: sw('orange', '#f29040'),
  ginger: sw('ginger', '#f0a052'),
  yellow: sw('yellow', '#f7d04a'),
  golden: sw('golden', '#e9b94e'),
  gold: sw('golden', '#e9b94e'),
  green: sw('green', '#72c262'),
  blue: sw('blue', '#5b90e0'),
  purple: sw('purple', '#a57bd8'),
  violet: sw('violet', '#9a72dc'),
  pink: sw('pink', '#f49ab8'),
  white: sw('white', '#f7f4ee'),
  snowy: sw('snowy-white', '#f4f1ea'),
  silver: sw('silver', '#c8ccd6'),
  grey: sw('grey', '#a5a7ad'),
  gray: sw('grey', '#a5a7ad'),
  'moon-grey': sw('moon-grey', '#b9bcc8'),
  black: sw('black', '#4a4452'),
  brown: sw('brown', '#9c6c46'),
  cream: sw('cream', '#f2e3c6'),
  tawny: sw('tawny', '#c48c55'),
  turquoise: sw('turquoise', '#3cc0b4'),
  lilac: sw('lilac', '#c4a2ee'),
  copper: sw('copper', '#d0804a'),
  brass: sw('brass', '#d9a94a'),
};

/** The words that name a species: its own name and every alias ("dog", "puppy", "sheepdog", "greyhound"…). */
export function speciesWords(word: string): string[] {
  const { species, known } = resolveSpecies(word);
  const words = new Set([word.toLowerCase(), species]);
  if (known) for (const [alias, target] of Object.entries(ALIASES)) if (target === species) words.add(alias);
  return [...words].sort((a, b) => b.length - a.length);
}
