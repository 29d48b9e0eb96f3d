import { z } from 'zod';

// In a browser, zod's compiled fast path first probes whether `new Function` is allowed; the pages'
// Content-Security-Policy forbids eval, so that probe is reported as a violation. Parse without it there.
if ('document' in globalThis) z.config({ jitless: true });

/** Every error body: `{ message }`, a sentence a person can read. */
/** `field` (and `index` within a list field) say which input to change, when the refusal is about one. */
export const errorBodySchema = z.object({ message: z.string(), field: z.string().optional(), index: z.number().int().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Every free-text field starts here. A NUL character (\u0000) is refused, not stripped: no keyboard
 * types one, PostgreSQL text cannot store one, and quietly changing what a person sent would hide a
 * broken client. The refusal names the field, so the message says what to fix.
 */
export const textField = (label: string, options: { error?: string } = {}) =>
  z
    .string({ error: options.error ?? `${label} must be text` })
    .refine((value) => !value.includes('\u0000'), { message: `${label} must not contain NUL characters`, abort: true });

/** A required text field: trimmed, non-blank, bounded. */
export const requiredText = (label: string, max: number) =>
  textField(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = textField('Email', { error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Please enter a valid email address');

export const idParam = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'Invalid id');
