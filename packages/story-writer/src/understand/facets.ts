/**
 * A theme that covers more than one lesson reads which one the parent meant: "being kind and safe online" is
 * both a mean caption in the class chat and a stranger in a game asking for a name, and a story told as the
 * one is no help to a parent who asked for the other. A facet is read only once the theme is; its passages
 * (`facet` in scenes/format.ts) are then the ones told. Same cue syntax and weights as theme-cues.ts.
 */
import type { Lang } from './nlp';

export const FACET_CUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // a first period that has come, not the talk about growing up
  'growing-body': {
    period: ['period|periods|menstruation|menstrual|menstruating=6', 'pad|pads|tampon|tampons|period pants=4', 'time of the month=6'],
  },
  // stopping when time is up without a row, not missing the moment behind a screen
  screens: {
    stopping: [
      '(put|puts|putting) _ (down|away)=4',
      '(turn|turns|turning|switch|switches|switching|log|logging) _ off=4',
      '(without|no) _ (fight|fuss|tantrum|meltdown|moaning|arguing|argument|screaming|drama|kicking off)=6',
      "(time is up|times up|time's up|when asked|when i ask|when we ask|when told|first time|hand it back|give it back|hands it back)=4",
      '(screen time|limit|limits|timer|one more|five more minutes|5 more minutes)=2',
      '(meltdown|meltdowns|tantrum|tantrums|fight|fights|row|rows|kicks off|kick off|screams|strop)=3',
    ],
  },
  // maths, not a performance: the page of sums is on the page
  'self-belief': {
    numbers: [
      'maths|math|mathematics|arithmetic=5',
      'sums|numbers|counting|fractions|decimals|division|multiplication|subtraction=4',
      'times +tables|table=5',
      'adding|add _ up|take away|takeaway=3',
      // in front of an audience it is the performance
      'assembly|concert|audience|stage|show|play=-4',
    ],
    words: [
      'spelling|spellings|spell|spelt|phonics=5',
      'reading|read|reader=4',
      'words|letters|handwriting|writing|write=3',
      'book|books|reading book=2',
      'assembly|concert|audience|stage|show|play=-4',
    ],
  },
  'online-kindness': {
    safety: [
      'name|names=2',
      'real|full|last|first +name|names=4',
      'surname|surnames=4',
      'address|addresses=4',
      'where _ live|lives|living=4',
      'school=1',
      'what|which +school=4',
      'school name|school uniform|name of her school|name of his school|name of their school|name of the school=4',
      'photo|photos|picture|pictures|pic|pics|selfie|selfies=2',
      'password|passwords|passcode|pin=5',
      'personal|private +details|information|info=6',
      'details=3',
      'phone number|date of birth=3',
      'private|privacy=3',
      'keep|keeps|keeping _ private|secret=4',
      'stranger|strangers=5',
      'people|someone|anyone|person .. not _ know=4',
      'never +met|meet=4',
      'people|someone|anyone|person .. online|game|games=1',
      'meet|meeting=4',
      'ask|asks|asked|asking .. name|names|address|photo|photos|picture|pictures|school|details|meet=3',
      'tell|tells|telling|show|shows _ grown-up|grownup|adult|mum|mummy|dad|daddy|parent|parents|us|me=3',
      'safe|safety|safely=2',
      'stay|stays|staying|keep|keeps|keeping|be|being +safe=3',
      'scam|scams|hacker|hackers|hacked=5',
      'link|links|download|downloads=3',
      'click|clicks|clicking=2',
      'friend request|friend requests|follow request|follow requests=5',
      'roblox|fortnite|minecraft=1',
      'game chat|in-game chat=2',
    ],
    kindness: [
      'kind|kindness|kinder|kindly=3',
      'unkind|nasty|horrible|rude|cruel=4',
      'mean=3',
      'cyberbully|cyberbullying|bully|bullying|bullied|bullies|troll|trolling|trolls=6',
      'comment|comments=3',
      'group chat|group chats|class chat|whatsapp group|group message|group messages=5',
      'laugh|laughing|laughed|laughs|mock|mocking|tease|teasing|teased=4',
      'make|making|made +fun=4',
      'call|calling|called _ names|name=5',
      'name-calling|name calling=5',
      'leave|leaving|left +out=4',
      'joke|jokes|meme|memes|caption|captions=3',
      'pile on|join in|joining in|joined in=4',
      'screenshot|screenshots=3',
      'embarrassing|embarrass|embarrassed=3',
      'hurt|upset|feelings=2',
      'emoji|emojis=2',
    ],
  },
};

/** The same facets in the other languages the reader knows (names of things often stay in English). */
export const FACET_CUES_INTL: Partial<Record<Exclude<Lang, 'en'>, Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>>> = {
  es: {
    'online-kindness': {
      safety: ['nombre=3', 'direccion=4', 'donde vive*=4', 'foto*=2', 'contrasena*=5', 'desconocid*|extran*=5', 'datos=4', 'colegio=1'],
      kindness: ['amable*=3', 'malo|mala|malos|malas|cruel*=3', 'acoso|acosar=6', 'burla*|reir*=4', 'comentario*=3', 'grupo=3'],
    },
  },
  fr: {
    'online-kindness': {
      safety: ['nom=3', 'adresse=4', 'photo*=2', 'mot de passe=5', 'inconnu*=5', 'donnees|informations=4', 'ecole=1'],
      kindness: ['gentil*=3', 'mechant*=4', 'harcel*=6', 'moque*=4', 'commentaire*=3', 'groupe=3'],
    },
  },
  de: {
    'online-kindness': {
      safety: ['namen|name=3', 'adresse=4', 'wo _ wohnt=4', 'foto*|bilder=2', 'passwort*=5', 'fremde*|fremden=5', 'daten=4', 'schule=1'],
      kindness: ['nett*|freundlich*=3', 'gemein*=4', 'mobbing|gemobbt=6', 'lach*|auslach*=4', 'kommentar*=3', 'gruppe*=3'],
    },
  },
};
