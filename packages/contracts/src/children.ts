import { z } from 'zod';
import { MAX_CHILD_NAME_LENGTH } from './story-constants';
import { childIdField, childNameField, genderField, interestsField, styleField } from './story';

/** A family saves at most this many children. */
export const MAX_CHILDREN = 12;

/**
 * A child's age from the birth month (`YYYY-MM`) on a given day: whole years, a birthday counted from the
 * first of its month. The age is never stored, so it stays current.
 */
export function ageFromBirthMonth(birthMonth: string, today: Date = new Date()): number {
  const [year, month] = birthMonth.split('-').map(Number) as [number, number];
  const months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month);
  return Math.floor(months / 12);
}

export const birthMonthField = z
  .string({ error: 'Please give the month and year the child was born' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please give the birth month as a month and year, like 2019-04');

/**
 * POST /api/children and PUT /api/children/{id}: what a parent saves about a child, with the wizard's own
 * fields and limits. The name is required here (it is the point of saving), and screened by the service
 * like every name. The age is checked against 2-12 by the service, on its own clock.
 */
export const childInputSchema = z.object({
  name: childNameField.min(1, "Please enter the child's name"),
  birthMonth: birthMonthField,
  gender: genderField,
  interests: interestsField,
  style: styleField,
});
export type ChildInput = z.input<typeof childInputSchema>;

/** A saved child, as its family sees it (never anyone else: profiles are private to the account). */
export const childSchema = z.object({
  id: z.string(),
  name: z.string().max(MAX_CHILD_NAME_LENGTH),
  birthMonth: z.string(),
  /** Today's age from the birth month. */
  age: z.number().int(),
  gender: genderField,
  interests: z.array(z.string()),
  style: styleField,
  createdAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;

export const childrenResponseSchema = z.object({ children: z.array(childSchema) });
export type ChildrenResponse = z.infer<typeof childrenResponseSchema>;
export const childResponseSchema = z.object({ child: childSchema });
export type ChildResponse = z.infer<typeof childResponseSchema>;
export const childIdParamsSchema = z.object({ id: childIdField });
