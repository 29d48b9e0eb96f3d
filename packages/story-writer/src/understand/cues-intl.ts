/**
 * Cue lists for Spanish, French and German lessons and twists (about one parent in ten writes in one
 * of them). nlp.ts folds accents and lower-cases these languages' words, so cues are written without
 * accents; `stem*` matches any ending (compart* = compartir, comparte, compartiendo). Cue syntax and
 * weights are those of match.ts and theme-cues.ts. The English tables are read too (and nouns listed
 * in INTL_NOUNS take their English lemma), so "tablet", "dragon" or "hermana" -> sister count as well.
 * Coverage: every lesson theme, every twist kind and every harm has at least one cue per language.
 */
import type { PerLang } from './score';

/** Nouns a story can name, folded, to the English lexicon lemma. */
/** Nouns a story can name, per language, folded, to the English lexicon lemma. */
export const NOUNS_BY_LANG: Readonly<Record<'es' | 'fr' | 'de', Readonly<Record<string, string>>>> = {
  es: {
    hermana: 'sister', hermano: 'brother', hermanita: 'sister', hermanito: 'brother', mama: 'mum', mami: 'mum', madre: 'mother', papa: 'dad', papi: 'dad', padre: 'father',
  abuela: 'grandma', abuelo: 'grandpa', tia: 'aunt', tio: 'uncle', primo: 'cousin', prima: 'cousin', bebe: 'baby', amigo: 'friend', amiga: 'friend', maestra: 'teacher', maestro: 'teacher', profesor: 'teacher', profesora: 'teacher',
  perro: 'dog', perrito: 'puppy', gato: 'cat', gatito: 'kitten', conejo: 'rabbit', pez: 'fish', pajaro: 'bird', caballo: 'horse', raton: 'mouse', rana: 'frog', oso: 'bear', leon: 'lion', dinosaurio: 'dinosaur', tortuga: 'tortoise', hamster: 'hamster', pato: 'duck', gallina: 'hen', vaca: 'cow', cerdo: 'pig', elefante: 'elephant',
  dragon: 'dragon', unicornio: 'unicorn', sirena: 'mermaid', hada: 'fairy', monstruo: 'monster', robot: 'robot', gigante: 'giant', bruja: 'witch', extraterrestre: 'alien',
  coche: 'car', autobus: 'bus', tren: 'train', barco: 'boat', avion: 'aeroplane', bicicleta: 'bicycle', cohete: 'rocket', cama: 'bed', tetera: 'teapot', llave: 'key', mapa: 'map', caja: 'box', osito: 'teddy', muneca: 'doll', juguete: 'toy', juguetes: 'toy', cofre: 'treasure chest', tesoro: 'treasure',
  caramelos: 'sweet', caramelo: 'sweet', tortitas: 'pancake', calabaza: 'pumpkin', zanahoria: 'carrot', pastel: 'cake', verduras: 'vegetable', dientes: 'tooth', cepillo: 'toothbrush', horno: 'oven', columpio: 'swing', tobogan: 'slide'
  },
  fr: {
    soeur: 'sister', frere: 'brother', maman: 'mum', mere: 'mother', pere: 'father', mamie: 'grandma', grandmere: 'grandma', papy: 'grandpa', grandpere: 'grandpa', tante: 'aunt', oncle: 'uncle', cousin: 'cousin', cousine: 'cousin', copain: 'friend', copine: 'friend', ami: 'friend', amie: 'friend', maitresse: 'teacher', maitre: 'teacher',
  chien: 'dog', chiot: 'puppy', chat: 'cat', chaton: 'kitten', lapin: 'rabbit', poisson: 'fish', oiseau: 'bird', cheval: 'horse', souris: 'mouse', grenouille: 'frog', ours: 'bear', lion: 'lion', dinosaure: 'dinosaur', tortue: 'tortoise', canard: 'duck', poule: 'hen', vache: 'cow', cochon: 'pig', elephant: 'elephant',
  licorne: 'unicorn', fee: 'fairy', monstre: 'monster', geant: 'giant', sorciere: 'witch', voiture: 'car', bus: 'bus', train: 'train', bateau: 'boat', velo: 'bicycle', fusee: 'rocket', lit: 'bed', theiere: 'teapot', cle: 'key', carte: 'map', boite: 'box', nounours: 'teddy', doudou: 'teddy', poupee: 'doll', jouet: 'toy', jouets: 'toy', coffre: 'treasure chest', tresor: 'treasure',
  bonbons: 'sweet', bonbon: 'sweet', crepes: 'pancake', citrouille: 'pumpkin', carotte: 'carrot', gateau: 'cake', legumes: 'vegetable', dents: 'tooth', brosse: 'toothbrush', four: 'oven', balancoire: 'swing', toboggan: 'slide'
  },
  de: {
    schwester: 'sister', bruder: 'brother', mutter: 'mother', mutti: 'mum', vater: 'father', oma: 'grandma', opa: 'grandpa', onkel: 'uncle', freund: 'friend', freundin: 'friend', lehrerin: 'teacher', lehrer: 'teacher',
  hund: 'dog', welpe: 'puppy', katze: 'cat', katzchen: 'kitten', hase: 'rabbit', kaninchen: 'rabbit', fisch: 'fish', vogel: 'bird', pferd: 'horse', maus: 'mouse', frosch: 'frog', bar: 'bear', lowe: 'lion', dinosaurier: 'dinosaur', schildkrote: 'tortoise', ente: 'duck', huhn: 'hen', kuh: 'cow', schwein: 'pig', elefant: 'elephant',
  drache: 'dragon', drachen: 'dragon', einhorn: 'unicorn', meerjungfrau: 'mermaid', monster: 'monster', riese: 'giant', hexe: 'witch', auto: 'car', zug: 'train', boot: 'boat', schiff: 'ship', flugzeug: 'aeroplane', fahrrad: 'bicycle', rakete: 'rocket', bett: 'bed', teekanne: 'teapot', schlussel: 'key', karte: 'map', kiste: 'box', teddy: 'teddy', puppe: 'doll', spielzeug: 'toy', schatz: 'treasure', schatztruhe: 'treasure chest',
  pfannkuchen: 'pancake', kurbis: 'pumpkin', karotte: 'carrot', kuchen: 'cake', gemuse: 'vegetable', zahne: 'tooth', zahnburste: 'toothbrush', ofen: 'oven', schaukel: 'swing', rutsche: 'slide', kuhlschrank: 'fridge'
  },
};

export const INTL_NOUNS: ReadonlyMap<string, string> = new Map([...Object.values(NOUNS_BY_LANG)].flatMap((nouns) => Object.entries(nouns)));

type Table = Record<string, readonly string[]>;

export const THEME_CUES_INTL: PerLang<Table> = {
  es: {
    sharing: ['compart*=5', 'prestar*=3', 'mio=2'], 'taking-turns': ['turno=6', 'esperar su turno=7', 'por turnos=6', 'empuj*=1'], kindness: ['amable=4', 'bondad=5', 'ser bueno|ser buena=3', 'carino*=2'],
    'helping-others': ['ayud*=5'], honesty: ['verdad=6', 'mentir|mentiras|miente|mentira=6', 'honest*=6'], 'saying-sorry': ['perdon=3', 'disculp*=6', 'lo siento=6', 'pedir perdon=6'],
    forgiveness: ['perdonar|perdona|perdono=6', 'rencor=6'], gratitude: ['gracias=4', 'agradec*=6'], manners: ['modales=7', 'educad*=4', 'por favor=4', 'boca llena=7', 'mesa=2'],
    empathy: ['empatia=7', 'sienten|siente|sentimientos=4', 'ponerse en el lugar=7'], 'making-friends': ['hacer amigos|nuevos amigos|hacer nuevos amigos=7', 'amistad=4'],
    'including-others': ['dejar _ fuera=7', 'incluir*=6', 'excluir*=6', 'nadie fuera=6'], differences: ['diferente*=5', 'distint*=4', 'todos somos=3'],
    'standing-up': ['acoso=7', 'burlan|burla|burlarse=5', 'defender*=5', 'matón|maton=6'], siblings: ['llevarse bien=5', 'hermano|hermana|hermanos|hermanas|hermanita|hermanito=2', 'pelear*|pelean=3'],
    teamwork: ['equipo=6', 'juntos=4', 'cooper*=6'], 'gentle-with-animals': ['animales=4', 'suave*|carino*|delicad*=3', 'tirar _ cola=5'], 'caring-for-nature': ['naturaleza=7', 'basura=5', 'reciclar=7', 'planeta=6', 'medio ambiente=7'],
    generosity: ['generos*=7', 'regalar|donar=5', 'tienen menos=6'], bravery: ['valiente*=6', 'valor=4', 'miedo=3', 'coraje=6'], 'trying-again': ['rendirse|no rendirse|rendir*=7', 'intentar*|intentarlo=4', 'otra vez=3', 'dificil=2'],
    practice: ['practic*=7', 'mejorar=4', 'entrenar=5'], 'mistakes-ok': ['equivoc*=7', 'error*=6', 'perfect*=4'], patience: ['pacien*=7', 'esperar=4', 'prisa=3'], listening: ['escuchar|escucha=7', 'hacer caso=6', 'atencion=4'],
    'good-loser': ['perder|saber perder=7', 'pierde=5'], 'good-winner': ['saber ganar=8', 'presumir=6', 'ganar=3'], anger: ['enfad*=6', 'rabieta*=6', 'ira=6', 'calm*=4', 'pegar=2', 'gritar=3'],
    worry: ['preocup*=7', 'ansiedad=7', 'nervios*=4'], sadness: ['triste*|tristeza=7', 'llorar=5'], jealousy: ['celos*=8', 'envidia=8'], disappointment: ['decepcion*=8', 'planes cambian=7', 'no sale como=6'],
    shyness: ['timid*=8', 'verguenza=6'], dark: ['oscuridad=8', 'oscuro=7', 'noche=2'], 'being-yourself': ['uno mismo|ser tu mismo|ser tu misma|si mismo|si misma=6', 'tal como eres|como es=6'], 'self-belief': ['creer en si|creer en ti|creer en uno=9', 'confianza=6', 'puedo=3'],
    responsibility: ['promesa*=7', 'cumplir=5', 'responsab*=7'], curiosity: ['curios*=8', 'pregunt*=5', 'como funcionan=6'], independence: ['solo|sola=3', 'vestirse=7', 'por si mismo|por si misma=6', 'independ*=8'],
    'saving-up': ['ahorr*=8', 'dinero=6', 'hucha=8'], rules: ['reglas|normas=7', 'trampa*=7', 'justo=2'], tidying: ['ordenar|recoger=7', 'habitacion=3', 'juguetes=2', 'desorden=6'], teeth: ['dientes=7', 'cepill*=5'],
    'hand-washing': ['lavarse las manos|lavar las manos|manos=7', 'jabon=5', 'gérmenes|germenes=6'], vegetables: ['verdura*=8', 'comer=2', 'probar=3', 'comida=3'], potty: ['orinal=9', 'pañal|panal|panales=8', 'bano|vater=4'],
    'own-bed': ['propia cama|su cama=8', 'dormir solo|dormir sola=7'], bedtime: ['hora de dormir|irse a la cama|a la cama=7', 'dormir=3'], screens: ['pantalla*=7', 'tablet*=7', 'television|tele=6', 'videojuegos=7', 'movil=5'],
    'bath-time': ['bano=5', 'banarse|banar=7', 'la hora del bano=9', 'lavar el pelo=8'], dummy: ['chupete=10', 'chupar el dedo=8'], 'new-sibling': ['hermanito|hermanita|nuevo bebe|un bebe=7', 'embarazada=8', 'hermana mayor|hermano mayor=6'],
    'moving-house': ['mudanza|mudarse|mudamos|nos mudamos=9', 'casa nueva=7'], 'new-school': ['colegio nuevo|escuela nueva|nuevo colegio=9', 'primer dia=7', 'colegio|escuela|guarderia=4'], dentist: ['dentista=10'], doctor: ['medico|doctor|doctora|pediatra=8', 'vacuna*|inyeccion=8'],
    hospital: ['hospital=9', 'operacion=7'], 'family-illness': ['cancer=9', 'enferm*=6', 'quimio*=9'], 'two-homes': ['divorci*=9', 'separ*=7', 'dos casas=9'], 'death-of-grandparent': ['murio|muerto|muerte|fallecio=6', 'abuela|abuelo=2', 'echamos de menos=3'],
    'death-of-pet': ['murio|muerto|se murio=4', 'perro|gato|conejo|pez|hamster|mascota .. murio|muerto=8', 'se murio nuestro|murio nuestro=6'], 'parent-away': ['lejos=4', 'viaje de trabajo=8', 'echa de menos|extrana=6', 'fuera=2'],
    'new-pet': ['perrito|gatito|mascota=5', 'vamos a tener=4', 'nuevo perro|nuevo gato|nueva mascota=9'], 'growing-body': ['pubertad=10', 'cambios del cuerpo|cuerpo cambia=9', 'regla|menstruacion=8'],
    'body-safety': ['partes intimas|partes privadas=9', 'tocar _ cuerpo=5', 'nadie puede tocar=8', 'cuerpo=3'], 'trusted-grown-ups': ['desconocidos|desconocido|extranos|extrano=8', 'irse con=5'], 'getting-lost': ['perderse|perdido|perdida|se pierde=7'],
    'road-safety': ['calle|carretera=6', 'cruzar=5', 'coches=3'], 'water-safety': ['agua=5', 'piscina|mar|rio=5', 'nadar=4'], 'online-kindness': ['internet=8', 'en linea=7', 'redes sociales=8'], 'hot-things': ['caliente=6', 'horno=7', 'fuego|quemar*=6', 'cerillas=5'],
  },
  fr: {
    sharing: ['partag*=6', 'preter=4'], 'taking-turns': ['tour=4', 'chacun son tour|attendre son tour=8'], kindness: ['gentil*=6', 'mechant*=3'], 'helping-others': ['aider|aide|aident=6'], honesty: ['verite=7', 'mentir|ment|mensonge*=7', 'honnete*=7'],
    'saying-sorry': ['pardon=6', 'excuser|s excuser|excuse*=6', 'fait de la peine=4'], forgiveness: ['pardonner=7', 'rancune=7'], gratitude: ['merci=5', 'reconnaissant*=7'], manners: ['politesse|poli|polie=7', 'bonnes manieres=8', 's il te plait|s il vous plait=5', 'a table=4'],
    empathy: ['ressent*=6', 'empathie=8', 'comprendre ce que=6'], 'making-friends': ['se faire des amis|faire des amis|nouveaux amis=8', 'amitie=4'], 'including-others': ['exclure|mettre a l ecart|laisser de cote=7', 'inclure=7'],
    differences: ['different*|difference*=7', 'tous differents=8'], 'standing-up': ['harcelement=8', 'embete*|moque*|embeter=4', 'defendre=6'], siblings: ['entendre avec|s entendre=6', 'frere|soeur|freres|soeurs=3', 'disput*=4'], teamwork: ['equipe=7', 'ensemble=4'],
    'gentle-with-animals': ['doux|douce _ animaux=8', 'animaux=4'], 'caring-for-nature': ['nature|planete=7', 'dechets|recycl*=7'], generosity: ['genereux|genereuse|generosite=8', 'donner=4'], bravery: ['courage*=7', 'brave=5', 'peur=3'],
    'trying-again': ['abandonner=7', 'reessayer|recommencer=6', 'difficile=3'], practice: ['entrain*=7', 'progresser=6', 'pratiquer=7'], 'mistakes-ok': ['erreur*=7', 'se tromper|tromper=7'], patience: ['patien*=8', 'attendre=4'], listening: ['ecouter|ecoute=8', 'obeir=5'],
    'good-loser': ['savoir perdre|perdre=8'], 'good-winner': ['savoir gagner=8', 'se vanter=7'], anger: ['colere=8', 'calmer=5', 'crise*=4'], worry: ['inquiet*|inquietude*|angoisse*|anxi*=8', 'soucis=6'], sadness: ['triste*|tristesse=8', 'pleurer=5'],
    jealousy: ['jalou*=9'], disappointment: ['deception|decu|decue=8', 'comme prevu=8', 'ne se passent pas=6'], shyness: ['timide*|timidite=9'], dark: ['noir=7', 'obscurite=8'], 'being-yourself': ['soi-meme|soi meme=8', 'comme tu es=7'],
    'self-belief': ['croire en soi|confiance en soi=9', 'confiance=5'], responsibility: ['promesse*=8', 'responsab*=8'], curiosity: ['curiosite|curieux|curieuse=9', 'se demander|comment marchent=7', 'questions=5'], independence: ['tout seul|toute seule=8', 's habiller=7', 'autonom*=9'],
    'saving-up': ['economiser=9', 'argent de poche=9', 'tirelire=9', 'argent=5'], rules: ['regles=8', 'tricher=8'], tidying: ['ranger|rangement=9', 'chambre=3'], teeth: ['dents=7', 'brosser=6'], 'hand-washing': ['laver les mains|se laver les mains|mains=8', 'savon=5', 'microbes=6'],
    vegetables: ['legumes=8', 'gouter=5', 'manger=2'], potty: ['pot=7', 'toilettes=7', 'couche*=7', 'propre=4'], 'own-bed': ['son lit|propre lit=7', 'dormir seul*=7'], bedtime: ['coucher|heure du coucher=8', 'dormir=3'], screens: ['ecran*=8', 'tele|television=7', 'tablette=8', 'jeux video=8'],
    'bath-time': ['bain=9', 'laver les cheveux=9'], dummy: ['tetine=10', 'sucer son pouce|pouce=8'], 'new-sibling': ['bebe=5', 'grande soeur|grand frere=6', 'enceinte=9', 'petit frere|petite soeur=5'], 'moving-house': ['demenag*=10', 'nouvelle maison=8'],
    'new-school': ['rentree=9', 'nouvelle ecole=9', 'ecole|maternelle|creche=4'], dentist: ['dentiste=10'], doctor: ['medecin|docteur|pediatre=9', 'vaccin*|piqure=8'], hospital: ['hopital=9', 'operation=7', 'sejour=3'], 'family-illness': ['cancer=9', 'malade|maladie=6'],
    'two-homes': ['separ*=8', 'divorc*=9', 'deux maisons=9'], 'death-of-grandparent': ['decede*|mort|morte|mourir|deces=6', 'mamie|papi|papy|grand-mere|grand-pere=2'], 'death-of-pet': ['chien|chat|lapin|poisson|hamster .. mort|morte|decede=9'],
    'parent-away': ['en mission=8', 'part _ mois|semaines=7', 'loin=4', 'manque=4', 'voyage|deplacement=5'], 'new-pet': ['chiot|chaton=6', 'nouveau chien|nouveau chat|nouvel animal=9', 'adopter=6'], 'growing-body': ['puberte=10', 'corps change=9', 'regles=5'],
    'body-safety': ['parties intimes|parties privees=9', 'corps=3', 'toucher=4'], 'trusted-grown-ups': ['inconnu*=8', 'suivre=3'], 'getting-lost': ['se perd|perdu|perdue|se perdre=8'], 'road-safety': ['rue|route=6', 'traverser=6', 'voitures=3'],
    'water-safety': ['eau=5', 'piscine|mer|riviere=5', 'sans un adulte=4'], 'online-kindness': ['internet=8', 'en ligne=8', 'reseaux sociaux=8'], 'hot-things': ['chaud|chaude=6', 'four=7', 'feu|bruler|allumettes=6'],
  },
  de: {
    sharing: ['teilen|teilt=7', 'abgeben=3'], 'taking-turns': ['abwechseln=8', 'warten bis .. dran|an der reihe=7', 'dran=4'], kindness: ['freundlich*=5', 'nett*=5', 'lieb=3'], 'helping-others': ['helfen|hilft|hilfe=7'], honesty: ['wahrheit=8', 'lugen|lugt|luge=8', 'ehrlich*=8'],
    'saying-sorry': ['entschuldig*=7', 'tut mir leid=8', 'wehgetan=3'], forgiveness: ['verzeihen|vergeben=8'], gratitude: ['danke=4', 'dankbar*=8'], manners: ['bitte und danke=8', 'hoflich*|manieren|tischmanieren=8'], empathy: ['fuhlen|gefuhle=6', 'mitgefuhl=8', 'einfuhl*=8'],
    'making-friends': ['freunde finden=9', 'freundschaft*=5'], 'including-others': ['ausschlie*|ausgeschlossen=8', 'mitspielen lassen|mitspielen=7'], differences: ['anders=5', 'jeder ist anders=9', 'verschieden*=7'], 'standing-up': ['mobbing|gemobbt=9', 'verteidig*=6', 'hanseln|geargert=5'],
    siblings: ['vertragen=7', 'bruder|schwester|geschwister=4', 'streiten|streit=4'], teamwork: ['team|zusammenarbeit=8', 'zusammen|gemeinsam=4'], 'gentle-with-animals': ['tieren|tiere=5', 'sanft|vorsichtig=3'], 'caring-for-nature': ['natur|umwelt=8', 'mull|recycl*=7'],
    generosity: ['grosszugig*|großzugig*=9', 'abgeben|spenden=5'], bravery: ['mutig|mut=8', 'angst=3'], 'trying-again': ['aufgeben=8', 'nochmal|nicht aufgeben=6', 'schwer=2'], practice: ['uben|ubung=8', 'besser werden=6'], 'mistakes-ok': ['fehler=8'], patience: ['geduld*=8', 'warten=4'],
    listening: ['zuhoren|zuhort=9', 'horen=4'], 'good-loser': ['verlieren=8', 'wutanfall=2'], 'good-winner': ['gewinnen=5', 'angeben|prahlen=7'], anger: ['wut|wutend|wutanfall=8', 'beruhig*=5'], worry: ['(sorgen|angst haben|angstlich)=7', 'nervos=4'], sadness: ['traurig*=8', 'weinen=5'],
    jealousy: ['eifersucht|eifersuchtig|neid|neidisch=9'], disappointment: ['enttausch*=9', 'plane andern|anders als geplant=8'], shyness: ['schuchtern*=10'], dark: ['dunkel|dunkelheit=8'], 'being-yourself': ['so sein, wie man ist|so sein wie man ist|wie man ist=9', 'sich selbst=6'],
    'self-belief': ['an sich glauben|selbstvertrauen|selbstbewusst*=9'], responsibility: ['versprechen=8', 'verantwortung=9'], curiosity: ['neugierig|neugier=9', 'fragen stellen|fragen=5'], independence: ['selbststandig*|allein anziehen|alleine anziehen=9', 'anziehen=5'],
    'saving-up': ['sparen|taschengeld|sparschwein=9', 'geld=5'], rules: ['regeln=8', 'schummeln|mogeln=8'], tidying: ['aufraumen|aufgeraumt=9', 'zimmer=3'], teeth: ['zahne putzen|zahneputzen=9', 'zahne=6'], 'hand-washing': ['hande waschen|handewaschen=9', 'seife=5'],
    vegetables: ['gemuse=9', 'probieren=5', 'essen=2'], potty: ['topfchen|topf=9', 'toilette|klo=7', 'windel*=8'], 'own-bed': ['eigenen bett|eigenes bett=9'], bedtime: ['schlafenszeit|ins bett=8', 'schlafen=3'], screens: ['bildschirm*=8', 'fernseh*|tablet=7', 'handy=5', 'videospiele=8'],
    'bath-time': ['baden=9', 'haare waschen=9'], dummy: ['schnuller=10', 'daumen=7'], 'new-sibling': ['baby=5', 'große schwester|grosse schwester|großer bruder|grosser bruder=7', 'schwanger=9'], 'moving-house': ['umzug|umziehen=10', 'neue stadt|neues haus=7'],
    'new-school': ['neue schule=9', 'einschulung|erster schultag=9', 'kindergarten|schule|kita=4'], dentist: ['zahnarzt|zahnarztin=10'], doctor: ['arzt|arztin|kinderarzt=9', 'impfung|spritze=8'], hospital: ['krankenhaus=9', 'operation=7'], 'family-illness': ['krebs=9', 'krank|krankheit=6'],
    'two-homes': ['scheidung|getrennt|trennen|trennung=9', 'zwei zuhause=9'], 'death-of-grandparent': ['gestorben|tot|tod|sterben=6', 'oma|opa=2'], 'death-of-pet': ['hund|katze|hase|kaninchen|fisch|hamster|meerschweinchen .. gestorben|tot=9', 'unser hase|unser hund|unsere katze=3'],
    'parent-away': ['dienstreise|geschaftsreise=9', 'weg|fort|weit weg=4', 'vermissen|vermisst=5'], 'new-pet': ['neuer hund|neue katze|neues haustier=9', 'kommt zu uns=5', 'welpe|katzchen|haustier=5'], 'growing-body': ['pubertat=10', 'korper verandert=9'],
    'body-safety': ['intimbereich|private stellen=9', 'korper=3', 'anfassen=4'], 'trusted-grown-ups': ['fremde*|fremden=8', 'mitgehen=6'], 'getting-lost': ['(verlaufen|verloren gehen|verirrt)=9'], 'road-safety': ['strasse|straße=7', 'uberqueren|uber die strasse=6'],
    'water-safety': ['wasser=6', 'schwimmbad|see|meer=4', 'allein=2'], 'online-kindness': ['internet=8', 'online=8'], 'hot-things': ['heiß|heiss=6', 'herd|ofen=7', 'feuer|streichholzer|kerze*=6'],
  },
};

export const TWIST_CUES_INTL: PerLang<Table> = {
  es: {
    'animal-talks': ['habla|hablar|hablan=4'], 'object-talks': ['habla|hablar|hablan=2'], 'toys-alive': ['juguetes .. vida|cobran|mueven=8'], 'it-rains-things': ['llueve*|llover=7'], 'snow-surprise': ['nieve|nieva|nevada=8'], 'turns-into': ['se convierte|convertirse|transforma*=8'],
    'vehicle-flies': ['vuela|volar|volador*=3'], 'secret-door': ['puerta secreta|puerta=7'], 'secret-tunnel': ['tunel|pasadizo=8'], 'lost-thing': ['se pierde|perdid*|perder=6'], 'treasure-found': ['tesoro=7', 'encuentran|encuentra=2'], 'treasure-map': ['mapa=8', 'pistas=6'],
    shrinks: ['encoge*|diminuto|pequenito=8'], 'grows-giant': ['gigante*|crece|enorme=5'], 'friendly-creature': ['amable|amistoso=3'], 'afraid-creature': ['miedo=6'], storm: ['tormenta|truenos|viento=8'], 'power-cut': ['apagon|se va la luz|sin luz=10'],
    race: ['carrera=9'], contest: ['concurso|competicion=9'], 'egg-hatches': ['huevo=8', 'eclosiona=8'], 'potion-colours': ['pocion=9', 'colores _ cambia|cambian=5'], 'colours-vanish': ['colores .. desaparecen|desaparece=9'], invisible: ['invisible=10'],
    'can-fly': ['puede volar=9', 'volar|vuela=5'], underwater: ['bajo el mar|bajo el agua|fondo del mar=9'], 'time-stops': ['tiempo _ para|detiene|se para=9'], 'time-travel': ['viaje en el tiempo|pasado|futuro=9'], 'wish-comes-true': ['deseo=9'], 'upside-down-day': ['al reves|patas arriba=10'],
    'giant-food': ['gigante .. pastel|zanahoria|calabaza=5'], 'falling-star': ['estrella .. cae|cayo=10'], 'rainbow-bridge': ['arcoiris|arco iris=8'], 'bubble-float': ['burbuja=9', 'flota|flotar=4'], 'friend-missing': ['desaparec*=6', 'perro|gato|amigo .. desaparec*|perdido=4'], 'surprise-party': ['fiesta sorpresa=10', 'fiesta=6'],
    'swap-places': ['intercambia*=9', 'cambia _ lugar|cuerpo=8'], 'box-wont-open': ['caja .. no se abre|cerrada=9'], 'magic-sneeze': ['estornud*=10'], 'runaway-shadow': ['sombra=10'], 'plant-grows': ['habichuela|semilla|planta .. crece=9'], 'message-bottle': ['mensaje|botella|carta=8'],
    'mystery-footprints': ['huellas=10'], 'in-disguise': ['disfraz*|disfrazad*=9'], 'double-trouble': ['gemelo|gemela|doble|copia=9'], 'moon-visit': ['luna|espacio|cohete=9'],
  },
  fr: {
    'animal-talks': ['parle|parler|parlent=4'], 'object-talks': ['parle|parler|parlent=2'], 'toys-alive': ['jouets .. vie|bougent=9', 'prennent vie=8'], 'it-rains-things': ['pleut|pleuvoir|pluie de=7'], 'snow-surprise': ['neige=8'], 'turns-into': ['se transforme|transforme*|devient=8'],
    'vehicle-flies': ['vole|voler|volant*=3'], 'secret-door': ['porte secrete|porte=7'], 'secret-tunnel': ['tunnel|passage secret=9'], 'lost-thing': ['perdu|perdue|disparu=6'], 'treasure-found': ['tresor=6', 'trouvent|trouve=2'], 'treasure-map': ['carte au tresor=10', 'carte=7', 'indices=6'],
    shrinks: ['retreci*|minuscule|rapetiss*=9'], 'grows-giant': ['geant*|grandit|enorme=5'], 'friendly-creature': ['gentil|amical=3'], 'afraid-creature': ['peur=6'], storm: ['orage|tempete|tonnerre=9'], 'power-cut': ['panne de courant|panne d electricite|panne=10'],
    race: ['course=9'], contest: ['concours|competition=9'], 'egg-hatches': ['oeuf=8', 'eclot|eclore=9'], 'potion-colours': ['potion=9'], 'colours-vanish': ['couleurs .. disparaissent|disparu=9'], invisible: ['invisible=10'],
    'can-fly': ['peut voler=9', 'voler|vole=5'], underwater: ['sous la mer|sous l eau|fond de la mer=9'], 'time-stops': ['(temps s arrete|le temps s arrete)=10', 'temps .. arrete|fige|figé=9'], 'time-travel': ['voyage dans le temps|passe|futur=9'], 'wish-comes-true': ['voeu|souhait=9'], 'upside-down-day': ['a l envers|monde a l envers|envers=10'],
    'giant-food': ['geant|geante .. gateau|carotte|citrouille=5'], 'falling-star': ['etoile .. tombe=10', 'etoile filante=8'], 'rainbow-bridge': ['arc-en-ciel|arc en ciel=9'], 'bubble-float': ['bulle=9', 'flotte=4'], 'friend-missing': ['disparu|disparait=6'], 'surprise-party': ['fete surprise=10', 'fete=6'],
    'swap-places': ['echange*=9', 'a la place de=7'], 'box-wont-open': ['boite .. ne s ouvre pas|fermee=9'], 'magic-sneeze': ['eternue*|eternuement=10'], 'runaway-shadow': ['ombre=10'], 'plant-grows': ['haricot magique|graine|plante .. pousse=9'], 'message-bottle': ['message|bouteille|lettre=8'],
    'mystery-footprints': ['empreintes|traces=10'], 'in-disguise': ['deguise*|deguisement=9'], 'double-trouble': ['jumeau|jumelle|double|sosie=9'], 'moon-visit': ['lune|espace|fusee=9'],
  },
  de: {
    'animal-talks': ['spricht|sprechen|redet=4'], 'object-talks': ['spricht|sprechen|redet=2', 'kann sprechen=3'], 'toys-alive': ['spielzeug .. lebendig|leben=9'], 'it-rains-things': ['regnet=7'], 'snow-surprise': ['schnee|schneit=8'], 'turns-into': ['verwandelt*|wird zu|wird zum|wird zur=8'],
    'vehicle-flies': ['fliegt|fliegen|fliegend*=3'], 'secret-door': ['geheime tur|tur=7'], 'secret-tunnel': ['tunnel|geheimgang=9'], 'lost-thing': ['verloren|verschwunden=5'], 'treasure-found': ['schatz=7', 'finden|findet=2'], 'treasure-map': ['schatzkarte=10', 'karte=7', 'hinweise=6'],
    shrinks: ['schrumpft|winzig|klein=7'], 'grows-giant': ['riesig|wachst|riese=5'], 'friendly-creature': ['freundlich*=3'], 'afraid-creature': ['angst=6'], storm: ['gewitter|sturm|donner=9'], 'power-cut': ['stromausfall=10', 'licht geht aus=9'],
    race: ['rennen|wettrennen|wettlauf=9'], contest: ['wettbewerb|wettkampf=9'], 'egg-hatches': ['ei=7', 'schlupft=9'], 'potion-colours': ['zaubertrank|trank=9'], 'colours-vanish': ['farben .. verschwinden|weg=9'], invisible: ['unsichtbar=10'],
    'can-fly': ['kann fliegen=9', 'fliegen=5'], underwater: ['unter wasser|unterwasser|meeresgrund=9'], 'time-stops': ['zeit bleibt stehen|zeit steht still|zeit _ stehen=10'], 'time-travel': ['zeitreise|vergangenheit|zukunft=9'], 'wish-comes-true': ['wunsch=9', 'erfullung=4'], 'upside-down-day': ['kopf|verkehrt=8'],
    'giant-food': ['riesen*=4'], 'falling-star': ['stern .. fallt|fällt=10', 'sternschnuppe=9'], 'rainbow-bridge': ['regenbogen=9'], 'bubble-float': ['seifenblase|blase=9', 'schwebt=4'], 'friend-missing': ['verschwunden|weg=6'], 'surprise-party': ['uberraschungsparty=10', 'party|fest=6'],
    'swap-places': ['tauschen|tauscht=9'], 'box-wont-open': ['kiste|truhe|schachtel .. (nicht aufgeht|nicht auf|verschlossen)=9'], 'magic-sneeze': ['niest|niesen=10'], 'runaway-shadow': ['schatten=10'], 'plant-grows': ['bohnenranke|zauberbohne=10', 'samen|pflanze .. wachst=8'], 'message-bottle': ['flaschenpost=10', 'nachricht|brief=7'],
    'mystery-footprints': ['fußspuren|fussspuren|spuren=10'], 'in-disguise': ['verkleidet|verkleidung=9'], 'double-trouble': ['zwilling|doppelganger=9'], 'moon-visit': ['mond|weltraum|rakete=9'],
  },
};

/** Harm frames in the three languages (see harm.ts): act plus target or stance. A negated match does not count. */
export const HARM_CUES_INTL: PerLang<Table> = {
  es: {
    cruelty: ['tirar _ cola .. perro|gato|animal', 'patear|pegar|hacer dano .. perro|gato|animal|perrito|gatito'],
    'dangerous-act': ['jugar con cerillas|jugar con fuego|jugar con mecheros', 'irse con _ desconocido|extrano', 'medicinas|pastillas .. caramelos', 'solo|sola .. rio|mar|lago'],
    'adult-secret': ['secreto|secretos .. tio|adulto|mayor|hombre|senor', 'no _ cuent*|decir* _ mama|papa'],
    sexual: ['toca|tocar .. (partes intimas|partes privadas)', 'desnud*'],
    'diet-body': ['gorda|gordo|dieta|adelgazar', 'deja de comer'],
    'put-down': ['extranjeros|inmigrantes|ninas|ninos|pobres .. tontos|tontas|sucios|peores|no pueden'],
    despair: ['nadie .. quiere|echaria|extranaria|echara',  'no vales nada', 'mejor muerto'],
    horror: ['se come|comer|comio .. ninos|nino|nina|ninas', 'sangre', 'muertos'],
    'personal-data': ['direccion es|vivimos en _ calle'],
    violence: ['pegar|golpear|pegarle .. hasta|nino|nina', 'matar|mata|apunalar'],
    drugs: ['cerveza|vino|alcohol|cigarrillo*|fumar|drogas'],
    profanity: ['mierda|joder|puta|gilipollas|cabron'],
  },
  fr: {
    cruelty: ['tirer _ queue .. chien|chat', 'frapper|taper|faire mal .. chien|chat|animal|chiot|chaton'],
    'dangerous-act': ['jouer avec _ allumettes|feu|briquet', 'suivre _ inconnu|inconnus', 'medicaments|pilules .. bonbons', 'seul|seule .. riviere|mer|lac'],
    'adult-secret': ['secret|secrets .. oncle|adulte|monsieur|grand', 'ne _ dis pas|dire _ maman|papa'],
    sexual: ['toucher|touche .. parties intimes|parties privees', 'tout nu|toute nue|nus'],
    'diet-body': ['grosse|gros|regime|maigrir|mince', 'arreter de manger'],
    'put-down': ['etrangers|filles|garcons|pauvres .. betes|idiots|sales|nuls'],
    despair: ['personne ne _ aime', 'tu ne sers a rien', 'ne sers a rien', 'mieux mort'],
    horror: ['mange|manger|devore .. enfants|garcon|fille|doigts|yeux', 'sang', 'morts'],
    'personal-data': ['adresse est', 'rue des|rue de|avenue'],
    violence: ['taper|frapper|battre .. enfants|autres|frere|soeur|garcon|fille', 'tuer|tue'],
    drugs: ['biere|vin|alcool|cigarette*|fumer|drogue*'],
    profanity: ['putain|merde|connard|salope|con'],
  },
  de: {
    cruelty: ['schwanz .. ziehen|zieht', 'treten|schlagen|wehtun .. hund|katze|tier|tiere'],
    'dangerous-act': ['allein|alleine .. meer|fluss|see|tief', 'mit _ fremden _ mitgehen|gehen', 'streichholzer|feuer .. spielen', 'tabletten|medikamente .. bonbons|sussigkeiten'],
    'adult-secret': ['geheimnis .. onkel|erwachsenen|mann', 'nicht _ mama|papa _ sagen|erzahlen'],
    sexual: ['anfassen|fasst .. intim*|privat*', 'nackt'],
    'diet-body': ['dick|diat|abnehmen|dunn', 'aufhoren zu essen'],
    'put-down': ['auslander|madchen|jungen|arme .. dumm|schlecht|schmutzig|dreckig'],
    despair: ['keiner|niemand .. vermissen|liebt|lieb', 'fur immer weg', 'wertlos'],
    horror: ['isst|frisst|kocht .. kinder|kind', 'blut', 'tot|tote'],
    'personal-data': ['adresse ist', 'wir wohnen in _ strasse|straße'],
    violence: ['schlagen|hauen|verprugeln|treten .. bruder|schwester|kind|kinder|jungen', 'bruder|schwester|kind|kinder|jungen .. schlagen|hauen|verprugeln|treten', 'toten|umbringen'],
    drugs: ['bier|wein|alkohol|zigarette*|rauchen|drogen'],
    profanity: ['scheiße|scheisse|scheiß|arschloch|fick*|verdammt'],
  },
};
