import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequestSchema,
  generateAudioRequestSchema,
  generateStickerRequestSchema,
  generateStoryRequestSchema,
  passwordProblem,
  registerRequestSchema,
  resetPasswordRequestSchema,
  searchStoriesQuerySchema,
  updateProfileRequestSchema,
  updateTitleRequestSchema,
} from '../src';

const story = { age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Be kind' };
const account = { email: 'a@example.com', password: 'Sleepy-time-42', firstName: 'Ada', lastName: 'Byron' };

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('free-text fields', () => {
  it.each([
    ['register, first name', registerRequestSchema, { ...account, firstName: 'A\u0000da' }, 'First name'],
    ['register, promo code', registerRequestSchema, { ...account, promoCode: 'X\u0000' }, 'Promo code'],
    ['profile, nickname', updateProfileRequestSchema, { nickname: '\u0000' }, 'Nickname'],
    ['title', updateTitleRequestSchema, { title: 'Moon\u0000' }, 'Title'],
    ['lesson', generateStoryRequestSchema, { ...story, lesson: 'Be\u0000kind' }, 'The lesson'],
    ['plot twists', generateStoryRequestSchema, { ...story, plotTwists: ['a dragon\u0000'] }, 'Plot twists'],
    ['sticker character', generateStickerRequestSchema, { character: 'Pip\u0000', storyId: 'abc' }, 'Character'],
    ['search', searchStoriesQuerySchema, { query: 'owl\u0000' }, 'Search text'],
    ['narration text', generateAudioRequestSchema, { text: 'Hello\u0000' }, 'Text'],
  ])('refuse a NUL character, naming the field (%s)', (_name, schema, value, label) => {
    expect(firstMessage(schema as z.ZodType, value)).toBe(`${label} must not contain NUL characters`);
  });

  it('accept the same text without the NUL', () => {
    expect(firstMessage(updateTitleRequestSchema, { title: 'Moon $& Bear 🐻' })).toBeNull();
    expect(firstMessage(generateStoryRequestSchema, { ...story, plotTwists: ['a dragon'] })).toBeNull();
  });
});

describe('the one password rule', () => {
  it.each([
    ['register', (password: string) => registerRequestSchema.safeParse({ ...account, password })],
    ['change password', (newPassword: string) => changePasswordRequestSchema.safeParse({ currentPassword: 'anything', newPassword })],
    ['reset', (newPassword: string) => resetPasswordRequestSchema.safeParse({ token: 't', newPassword })],
  ])('is the same for %s', (_name, parse) => {
    for (const [password, problem] of [
      ['password', 'Password must contain at least one uppercase letter'],
      ['Password', 'Password must contain at least one number'],
      ['PASSWORD1', 'Password must contain at least one lowercase letter'],
      ['Pass1', 'Password must be at least 8 characters'],
    ] as const) {
      const result = parse(password);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(problem);
      expect(passwordProblem(password)).toBe(problem);
    }
    expect(parse('Password1').success).toBe(true);
  });
});
