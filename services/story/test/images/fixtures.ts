import type { StoryForArt } from '../../src/providers/images/types';

/** A story in the shape the AI writers produce: named hero, an introduced companion, a twist, a sleepy end. */
export const owlStory: StoryForArt = {
  id: 'story-owl-1',
  title: 'Mia and the Lantern of the Whispering Woods',
  age: 6,
  gender: 'girl',
  interests: ['Nature & Forest', 'Animals'],
  style: 'gentle',
  content: [
    'Once upon a time, in a little cottage at the edge of the Whispering Woods, there lived a girl named Mia. Every evening Mia watched the trees sway and wondered what lived among them.',
    'One golden afternoon, Mia found an old brass lantern by the garden gate. When she picked it up, it glowed a soft, friendly yellow. "Hello?" she whispered.',
    'From a branch above came a gentle hoot. It was Luna the owl, with silver feathers and big amber eyes. "That lantern shows the way to the Moonlit Meadow," Luna said. "Would you like to see it?"',
    'Together they followed the path between the tall pine trees. Mushrooms glowed along the trail, and fireflies danced like tiny stars.',
    'Suddenly, the lantern flickered and went out! Mia gasped. The woods were very dark, and she could not see the path at all.',
    '"Don\'t worry," said Luna softly. "Close your eyes and listen." Mia listened, and she heard the stream singing and the leaves whispering. Bravely she took a step, then another.',
    'At last they stepped into the Moonlit Meadow, where a thousand flowers shone silver under the moon. Mia laughed, and the lantern glowed brighter than ever.',
    'When Mia got home, she snuggled into her cosy bed with the lantern glowing on her windowsill. Luna hooted goodnight from the old oak tree, and Mia drifted off to sleep, dreaming of silver flowers.',
  ].join('\n\n'),
};

/** The embedded writer's voice: a companion introduced with an appositive, places with capitals. */
export const spaceStory: StoryForArt = {
  id: 'story-space-2',
  title: 'Leo and the Star Map',
  age: 8,
  gender: 'boy',
  interests: ['Space & Stars', 'Science & Experiments'],
  style: 'adventurous',
  content: [
    'Leo loved the stars and everything beyond them. Every night he looked through his brass telescope from the window of his room on Starlight Hill.',
    'That evening Leo peered through the telescope and saw a comet with a long, glittering tail. Something blinked back. It was Comet, a small silver robot with a blinking blue light, waving from the Moonbeam Observatory.',
    'Soon, Leo was climbing aboard a rocket bound for the rings of Saturn. "Three, two, one, lift-off!" they cried together, and up they soared.',
    'Floating in the hush of outer space, Leo and Comet counted the craters on the Moon. "Space is mostly quiet," beeped Comet, "but it feels full of stories."',
    'But then the robot sneezed and every button on the control panel lit up! The rocket hiccuped and floated off backwards. Leo laughed and grabbed the star map that glowed in the dark.',
    'Using the map, Leo steered them home past Saturn\'s rings shining like a giant hula hoop. Comet cheered, "You did it, Leo!"',
    'Back in his bed, Leo yawned and pulled the blanket up to his chin. Through the window, one star twinkled goodnight, and Leo fell asleep dreaming of rockets.',
  ].join('\n\n'),
};

/** A story told in one block, with a titled companion and sentence-start words that are not names. */
export const pirateStory: StoryForArt = {
  id: 'story-sea-3',
  title: 'The Treasure of Coral Bay',
  age: 5,
  gender: 'other',
  interests: ['Ocean & Sea Life'],
  style: 'funny',
  content:
    'Once upon a time, Sam sailed a tiny boat across Coral Bay with Captain Whiskers, a ginger cat in a tricorn hat. Suddenly, a wave splashed them both. Captain Whiskers sneezed. Sam giggled. Then they saw a map floating in the water. "Treasure!" shouted Sam. They dived beneath the waves where coral glowed pink and orange. Finally Sam found a treasure chest full of shiny shells. Whiskers purred happily. On Monday they told everyone in town. That night Sam fell asleep in bed, still smiling.',
};
