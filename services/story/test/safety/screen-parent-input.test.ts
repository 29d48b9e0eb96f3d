import { describe, expect, it } from 'vitest';
import { screenGeneratedText, screenParentInput } from '../../src/providers/safety/screen';

const lesson = (text: string) => screenParentInput({ lesson: text, plotTwists: [] });
const twists = (...plotTwists: string[]) => screenParentInput({ lesson: 'be kind', plotTwists });

describe('screening what a parent types', () => {
  it.each([
    'the hero kills the dragon',
    'everyone gets shot with a gun',
    'a pirate stabs the captain',
    'there is blood everywhere',
    'the monster murders the villagers',
    'K1LL the bad guys',
    'kiiiiill them all',
    'k.i.l.l the wizard',
    'someone throws a bomb',
    'they beat him up',
  ])('refuses violence: "%s"', (text) => {
    expect(lesson(text)).toEqual({ ok: false, field: 'lesson', message: "Let's keep bedtime stories gentle: please leave out violent ideas in the lesson." });
  });

  it.each(['they have sex', 'a sexy princess', 'naughty porn', 'the king is n00d... nude', 's3x is fun'])('refuses sexual content: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject({ ok: false, field: 'lesson' });
    expect(result.ok ? '' : result.message).toContain('child-friendly');
  });

  it.each(['the bear wants to die', 'she thinks about suicide', 'he hurts himself on purpose', 'self-harm is a secret'])('refuses self-harm: "%s"', (text) => {
    const result = lesson(text);
    expect(result.ok ? '' : result.message).toContain('hurting oneself');
  });

  it.each(['nazis are cool', 'he calls his friend a retard', 'we hate immigrants', 'a f4g walks in'])('refuses hate and slurs: "%s"', (text) => {
    const result = lesson(text);
    expect(result.ok ? '' : result.message).toContain('kind to everyone');
  });

  it.each(['the fox smokes weed', 'grandpa gets drunk', 'they find some cocaine', 'a unicorn sells drugs', 'mum lights a cigarette'])('refuses drugs, alcohol and smoking: "%s"', (text) => {
    const result = lesson(text);
    expect(result.ok ? '' : result.message).toContain('drugs, alcohol and smoking');
  });

  it.each([
    'we live at 42 Maple Street',
    'visit 7 Rose Lane',
    'call 07700 900123 for cake',
    'our number is +1 (555) 123-4567',
    'write to maya.smith@example.com',
    'post it to SW1A 1AA',
    'zip code 90210-1234',
  ])('refuses personal details: "%s"', (text) => {
    expect(twists(text)).toEqual({ ok: false, field: 'plotTwists', index: 0, message: "For your child's safety, please don't include addresses, phone numbers or email addresses." });
  });

  it.each([
    'a dragon shows up',
    'there is a battle of the bands',
    'a pirate ship sails into the bay',
    'the monster under the bed is friendly',
    "it's okay to be scared of the dark",
    "always fight for what's right",
    'a killer whale sings a song',
    'a shooting star grants a wish',
    'they have a water pistol fight',
    'a bath bomb fizzes in the tub',
    'the knight waves a wooden sword',
    'grandpa died last year and we miss him',
    'crack an egg and make pancakes',
    'pull the weeds in the garden',
    'the wizard casts a spell',
    'a ghost says boo and everyone laughs',
    'it takes courage to say sorry',
    'three dragons and 4 unicorns have 1,000 sweets',
    'the rocket counts down 3, 2, 1 at 7 o\'clock',
    'the first Olympics were in 1896',
    'a skeleton dances at the Halloween party',
    'we visit Sussex and Essex',
    'they build a sandcastle on Honey Lane with 3 bears on Honey Lane',
  ])('allows normal story ideas: "%s"', (text) => {
    expect(lesson(text)).toEqual({ ok: true });
    expect(twists(text)).toEqual({ ok: true });
  });

  it('points at the plot twist that needs changing', () => {
    expect(twists('a dragon shows up', 'everyone gets killed', 'it rains candy')).toEqual({
      ok: false,
      field: 'plotTwists',
      index: 1,
      message: "Let's keep bedtime stories gentle: please leave out violent ideas in plot twist 2.",
    });
  });

  it('checks the lesson before the twists', () => {
    expect(screenParentInput({ lesson: 'guns are fun', plotTwists: ['call 07700 900123'] })).toMatchObject({ field: 'lesson' });
  });
});

describe('screening generated stories', () => {
  it('passes a gentle story', () => {
    expect(screenGeneratedText('Maya and the killer whale sang under the shooting stars. Then everyone fell asleep.')).toEqual({ ok: true });
  });

  it('names the category of anything unsafe', () => {
    expect(screenGeneratedText('The pirate took out a pistol.')).toEqual({ ok: false, reason: 'violence: pistols?' });
    expect(screenGeneratedText('Email them at a@b.co to say hi.')).toEqual({ ok: false, reason: 'personalData: email address' });
  });
});
