import { z } from 'zod';

/** Every error body: `{ message }`, a sentence a person can read. */
/** `field` (and `index` within a list field) say which input to change, when the refusal is about one. */
export const errorBodySchema = z.object({ message: z.string(), field: z.string().optional(), index: z.number().int().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A required text field: trimmed, non-blank, bounded. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Please enter a valid email address');

export const idParam = z.string().min(1).max(64).regex(/^[\w-]+$/, 'Invalid id');
