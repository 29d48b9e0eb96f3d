/** About 80 words with quotes, an apostrophe word, a number, a hyphenated word and two paragraphs. */
export const BEDTIME_STORY = `Pip's lantern glowed as the sleepy-eyed rabbit hopped past 3 tall pine trees. "Are you coming?" asked Luna the owl. "Not yet," Pip whispered, "I'm counting the stars." The wind hummed a soft tune, and the moon smiled down on the quiet meadow.

At last, Pip curled up beneath a fern. The fireflies blinked twice, like tiny lanterns saying goodnight. "Goodnight, Luna," he said. "Goodnight, little one." Then the whole forest fell asleep, one sleepy tree at a time.`;
