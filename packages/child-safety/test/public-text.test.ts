import { describe, expect, it } from 'vitest';
import { screenName, screenText, stripLinks } from '../src/index';

/**
 * Disguises of swearing, extremist names, contact lines, links and usernames, and text turned around by
 * direction controls, as an attacker typed them into names and titles. The lists in
 * services/story/test/safety (red-team.json, benign.json) are the main corpus; these are the variants
 * found by two later hand-written batches, kept so they stay caught.
 */
const harmful: [string, string][] = [
  ['f u c k   y o u', 'profanity'],
  ['FUCKKKK', 'profanity'],
  ['fu©k', 'profanity'],
  ['f_u_c_k', 'profanity'],
  ['Fvck', 'profanity'],
  ['sh*t', 'profanity'],
  ['b1tch', 'profanity'],
  ['a.s.s.h.o.l.e', 'profanity'],
  ['azzhole', 'profanity'],
  ['Twatwaffle', 'profanity'],
  ['MOTHER FUCKER', 'profanity'],
  ['Putain de merde', 'profanity'],
  ['Vete a la mierda', 'profanity'],
  ['Du Arschloch', 'profanity'],
  ['Hitler Youth', 'hate'],
  ['Mein Führer', 'hate'],
  ['SiegHeil', 'hate'],
  ['Wh1te P0wer', 'hate'],
  ['1 4 8 8', 'hate'],
  ['meet me behind the school and dont tell your mom', 'contact'],
  ['I have puppies in my car, wanna see?', 'contact'],
  ['free ice cream in my van', 'contact'],
  ['want a lift home? hop in my car', 'contact'],
  ["come to my flat after school, don't tell your dad", 'contact'],
  ['whats ur snap', 'contact'],
  ['what school do u go to', 'contact'],
  ['are u home alone', 'contact'],
  ['kik me', 'contact'],
  ['add me on roblox', 'contact'],
  ['Add me on insta: sleepy_kid_42', 'personalData'],
  ['ig @sleepy.kid', 'personalData'],
  ['snapchat sleepykid42', 'personalData'],
  ['discord: sleepykid#1234', 'personalData'],
  ['https://evil.example/x', 'personalData'],
  ['hxxp://evil', 'personalData'],
  ['evil[.]com', 'personalData'],
  ['evil(dot)com', 'personalData'],
  ['visit evil . com', 'personalData'],
  ['go to evil·com', 'personalData'],
  ['www dot evil dot com', 'personalData'],
  ['t.me/sleepykid', 'personalData'],
  ['discord.gg/abc', 'personalData'],
  ['\u202Eevil', 'hiddenText'],
  ['Ali\u2067ce\u2069', 'hiddenText'],
  ['Story by \u200FMia', 'hiddenText'],
  ['Noah\u202Dx', 'hiddenText'],
];

const ordinary = [
  'Meet the Moon',
  'A Picnic in My Van',
  "Grandpa's Van of Puppies",
  "Don't Tell Anyone, It's a Surprise Party for Mum",
  'Hide and Seek: Come Find Me!',
  'Wait for Me, Little Duck',
  'Who Ate the Sweets in My Car?',
  'The Shiitake Forest',
  'Kit and the Cockatoo',
  "Dick Whittington's Cat",
  'Spotted Dick Pudding',
  'The Snap Dragon',
  'Discord in the Orchestra',
  'Dot and the Comet',
  'The Dot Com Detective Dog',
  "Fanny's First Ferry",
  'Scunthorpe United Dreams',
  'Come to My Party!',
  "Let's Meet the Dinosaurs",
  'Phúc and the Kite',
  'Hail Storm at the Farm',
  'Hitchhiking Hedgehog',
  'Our Little Secret Garden',
  'Fuchsia Flowers',
  'Essex Owls',
  '"Call me Captain Whiskers!" said the cat.',
  '"My number is seven," said Leo, pointing at his shirt.',
  'Zoë, Siobhán and Nguyễn share a moon-cake.',
  'مريم and the lantern',
  '美玲 and the kite',
  'Family emoji 👨‍👩‍👧 bedtime',
];

describe('the screen on text other families see', () => {
  it('refuses disguised swearing, extremist names, contact lines, links, usernames and direction controls, in their category', () => {
    const wrong = harmful
      .map(([text, category]) => ({ text, category, screened: screenText(text, 'the title') }))
      .filter(({ category, screened }) => screened.ok || screened.category !== category)
      .map(({ text, screened }) => `${JSON.stringify(text)}: ${screened.ok ? 'passed' : screened.category}`);
    expect(wrong).toEqual([]);
  });

  it('lets ordinary titles and names through, including ones that share letters with a swear word', () => {
    const refused = ordinary.filter((text) => !screenText(text, 'the title').ok);
    expect(refused).toEqual([]);
  });

  it('names the field in a message with a suggestion', () => {
    const screened = screenText('What the fuck', 'your display name');
    expect(screened).toMatchObject({ ok: false, category: 'profanity', message: expect.stringContaining('your display name') });
    expect(screenText('Sam\u202Elive', 'the nickname')).toMatchObject({
      ok: false,
      category: 'hiddenText',
      message: expect.stringMatching(/the nickname.*Try /),
    });
  });
});

describe('names', () => {
  it('refuse with a message that names the field and what cannot be in a name', () => {
    expect(screenName('Send me nude pics', 'display name')).toMatchObject({
      ok: false,
      category: 'sexual',
      message: "Please choose a different display name: names on Bedtime Stories can't include grown-up words.",
    });
    expect(screenName('Hi your account is locked. Unlock it at http://bedtime-stories.example/unlock', 'first name')).toMatchObject({
      ok: false,
      category: 'personalData',
    });
    expect(screenName('Nguyễn Thị Thảo', 'first name')).toEqual({ ok: true });
  });
});

describe('links in free text', () => {
  it('are taken out word by word, whatever their disguise, leaving the rest of the text', () => {
    expect(stripLinks('Happy birthday! Stories at https://evil.example/x and bit.ly/3xYz, love Gran')).toEqual({
      text: 'Happy birthday! Stories at and love Gran',
      removed: 2,
    });
    expect(stripLinks('See ｅｖｉｌ．ｃｏｍ now')).toEqual({ text: 'See now', removed: 1 });
    expect(stripLinks('Write to gran@example.com or @gran_42')).toEqual({ text: 'Write to or', removed: 2 });
    expect(stripLinks('Sleep tight.\nLove, Gran')).toEqual({ text: 'Sleep tight.\nLove, Gran', removed: 0 });
  });
});
