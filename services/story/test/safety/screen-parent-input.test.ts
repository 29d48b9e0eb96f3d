import { describe, expect, it } from 'vitest';
import { screenGeneratedText, screenParentInput, screenText } from '@bedtime/child-safety';

const lesson = (text: string) => screenParentInput({ lesson: text, plotTwists: [] });
const twists = (...plotTwists: string[]) => screenParentInput({ lesson: 'be kind', plotTwists });
const refusal = (category: string) => ({ ok: false, field: 'lesson', category, message: expect.any(String) });

describe('screening what a parent types', () => {
  it.each([
    'the hero kills the dragon',
    'everyone gets shot with a gun',
    'a pirate stabs the captain',
    'the monster murders the villagers',
    'K1LL the bad guys',
    'kiiiiill them all',
    'k.i.l.l the wizard',
    'someone throws a bomb',
    'they beat him up',
    'the boy grabs a k n i f e and cuts his friend',
    'ｋｉｌｌ everyone',
    'k\u200bill everyone',
    'el niño mata a su hermana',
    'der Junge tötet seine Schwester',
  ])('refuses violence: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject(refusal('violence'));
    expect(result.ok ? '' : result.message).toBe(
      'Let\'s keep bedtime stories gentle: hurting someone or weapons can\'t be part of the lesson. Try a gentle adventure instead, like "a dragon who is afraid of the dark".',
    );
  });

  it.each([
    'they have sex',
    'a sexy princess',
    'naughty porn',
    'the king is n00d... nude',
    's3x is fun',
    "the babysitter takes off the child's clothes and touches them",
    'keep it secret from your parents when a grown-up touches you',
  ])('refuses sexual content and grooming: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject(refusal('sexual'));
    expect(result.ok ? '' : result.message).toContain('child-friendly');
  });

  it.each([
    'the bear wants to die',
    'she thinks about suicide',
    'he hurts himself on purpose',
    'self-harm is a secret',
    'cutting your wrists makes the pain go away',
    'starve yourself to be pretty',
    's.u.i.c.i.d.e',
  ])('refuses self-harm and disordered eating: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject(refusal('selfHarm'));
    expect(result.ok ? '' : result.message).toContain('hurting oneself');
  });

  it.each([
    'nazis are cool',
    'he calls his friend a retard',
    'we hate immigrants',
    'a f4g walks in',
    'girls are stupid and weak',
    'las niñas son tontas y débiles',
  ])('refuses hate, slurs and put-downs of groups: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject(refusal('hate'));
    expect(result.ok ? '' : result.message).toContain('kind to everyone');
  });

  it.each([
    'the fox smokes weed',
    'grandpa gets drunk',
    'they find some cocaine',
    'a unicorn sells drugs',
    'mum lights a cigarette',
    "they take some pills from mom's cabinet to feel happy",
  ])('refuses drugs, alcohol, smoking and medicine misuse: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject(refusal('drugs'));
    expect(result.ok ? '' : result.message).toContain('drugs, alcohol, smoking');
  });

  it.each([
    'there is blood everywhere',
    'a demon possesses the baby and it bleeds from the eyes',
    'mom and dad die in a car crash',
    'the clown kidnaps the children',
  ])('refuses graphic horror: "%s"', (text) => {
    const result = lesson(text);
    expect(result).toMatchObject(refusal('horror'));
    expect(result.ok ? '' : result.message).toContain('too frightening');
  });

  it.each([
    'we live at 42 Maple Street',
    'visit 7 Rose Lane',
    'call 07700 900123 for cake',
    'our number is +1 (555) 123-4567',
    'write to maya.smith@example.com',
    'post it to SW1A 1AA',
    'zip code 90210-1234',
    'she goes to Oakwood Primary',
    'he is in class 2B',
    'she walks home alone at 3pm',
  ])('refuses personal details: "%s"', (text) => {
    expect(twists(text)).toMatchObject({
      ok: false,
      field: 'plotTwists',
      index: 0,
      category: 'personalData',
      message: expect.stringContaining("For your child's safety"),
    });
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
    'a knight whose sword turns into a banana',
    'grandpa died last year and we miss him',
    'a pet that died last year',
    'a child whose parents live in two homes',
    'crack an egg and make pancakes',
    'pull the weeds in the garden',
    'the wizard casts a spell',
    'a ghost says boo and everyone laughs',
    'it takes courage to say sorry',
    "always say sorry when you hurt someone's feelings",
    'three dragons and 4 unicorns have 1,000 sweets',
    "the rocket counts down 3, 2, 1 at 7 o'clock",
    'the first Olympics were in 1896',
    'a skeleton dances at the Halloween party',
    'we visit Sussex and Essex',
    'they build a sandcastle on Honey Lane with 3 bears on Honey Lane',
    'a submarine touches the bottom of the sea',
    'she strikes a pose in primary colours',
  ])('allows normal story ideas: "%s"', (text) => {
    expect(lesson(text)).toEqual({ ok: true });
    expect(twists(text)).toEqual({ ok: true });
  });

  it('points at the plot twist that needs changing', () => {
    expect(twists('a dragon shows up', 'everyone gets killed', 'it rains candy')).toMatchObject({
      ok: false,
      field: 'plotTwists',
      index: 1,
      category: 'violence',
      message: expect.stringContaining("can't be part of plot twist 2."),
    });
  });

  it("checks the child's name, then the lesson, then the twists", () => {
    expect(screenParentInput({ lesson: 'guns are fun', plotTwists: ['call 07700 900123'] })).toMatchObject({ field: 'lesson' });
    expect(screenParentInput({ childName: 'Killer', lesson: 'guns are fun', plotTwists: [] })).toMatchObject({
      field: 'childName',
      message: expect.stringContaining("the child's name"),
    });
    expect(screenParentInput({ childName: 'Maya', lesson: 'be kind', plotTwists: [] })).toEqual({ ok: true });
  });
});

describe('screening other free text a child sees or hears', () => {
  it('refuses a harmful title and narration text, naming where', () => {
    expect(screenText('How to Kill Your Sister', 'the title')).toMatchObject({
      ok: false,
      category: 'violence',
      message: expect.stringContaining('the title'),
    });
    expect(screenText('I will kill you... Call me at 555 123 4567', 'the text to narrate')).toMatchObject({ ok: false });
    expect(screenText('The Brave Little Comet', 'the title')).toEqual({ ok: true });
  });
});

describe('screening generated stories', () => {
  it('passes a gentle story', () => {
    expect(screenGeneratedText('Maya and the killer whale sang under the shooting stars. Then everyone fell asleep.')).toEqual({ ok: true });
  });

  it('names the category and the rule of anything unsafe, never the words', () => {
    expect(screenGeneratedText('The pirate took out a pistol.')).toEqual({ ok: false, reason: 'violence#2', category: 'violence' });
    expect(screenGeneratedText('Email them at a@b.co to say hi.')).toMatchObject({ ok: false, category: 'personalData' });
  });

  it('does not read words from different sentences as one idea', () => {
    expect(screenGeneratedText('Maya took a knife to spread the jam. Later, her friend came to play.')).toEqual({ ok: true });
  });
});
