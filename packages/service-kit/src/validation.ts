import type { z } from 'zod';
import { ValidationError } from './errors';

/** Turns a zod failure into one sentence a person can act on: the first issue, naming its field. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.map(String).join('.');
  if (!field) return issue.message;
  // Messages written for people (they start with an upper-case letter) stand alone; zod's defaults get the field name.
  return /^[A-Z]/.test(issue.message) ? issue.message : `${field}: ${issue.message}`;
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ValidationError(describeIssues(result.error));
  return result.data;
}
