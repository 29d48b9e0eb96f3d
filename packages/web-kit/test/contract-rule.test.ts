import { childInputSchema, forgotPasswordRequestSchema, registerRequestSchema } from '@bedtime/contracts';
import { describe, expect, it } from 'vitest';
import { contractRule } from '../src/contract-rule';

describe("a form field checked by the contract's schema", () => {
  it("refuses what the API would refuse, in the contract's words, and leaves an empty field to its required rule", async () => {
    const firstName = contractRule(registerRequestSchema.shape.firstName);
    await expect(firstName.validator(undefined, 'x'.repeat(101))).rejects.toThrow('First name must be at most 100 characters');
    await expect(firstName.validator(undefined, 'Ada')).resolves.toBeUndefined();
    await expect(firstName.validator(undefined, '')).resolves.toBeUndefined();
    const childName = contractRule(childInputSchema.shape.name);
    await expect(childName.validator(undefined, 'M'.repeat(41))).rejects.toThrow();
    await expect(childName.validator(undefined, 'Maya')).resolves.toBeUndefined();
  });

  it("says the product's own message when the form names one", async () => {
    const email = contractRule(forgotPasswordRequestSchema.shape.email, 'Please enter a valid email address');
    await expect(email.validator(undefined, 'not-an-email')).rejects.toThrow('Please enter a valid email address');
    await expect(email.validator(undefined, 'parent@example.com')).resolves.toBeUndefined();
  });
});
