import type { ZodType } from 'zod';

/**
 * A form field checked by the shared contract's own schema for that field, so a form refuses what the server
 * would (a name too long, an email the API would not take) with the contract's words. An empty field is left
 * to the field's `required` rule, whose message the product names.
 */
export function contractRule(schema: ZodType, message?: string) {
  return {
    validator: async (_rule: unknown, value: unknown): Promise<void> => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return;
      const checked = schema.safeParse(value);
      if (!checked.success) throw new Error(message ?? checked.error.issues[0]?.message ?? 'Please check this field');
    },
  };
}
