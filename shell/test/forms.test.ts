import { describe, expect, it } from 'vitest';
import { giftParamsOnly, giftQuery, readGiftParams } from '../src/lib/gift-params';
import { passwordChangeProblem, resetPasswordProblem } from '../src/lib/password-rules';

describe('changing the password on the profile', () => {
  it('complains about a mismatch before the length, with the product rules texts', () => {
    expect(passwordChangeProblem('short', 'other')).toEqual({ title: "Passwords don't match", description: 'Please make sure your new passwords match.' });
    expect(passwordChangeProblem('short', 'short')).toEqual({ title: 'Password too short', description: 'Password must be at least 8 characters long.' });
    expect(passwordChangeProblem('eight-ch', 'eight-ch')).toEqual({
      title: 'Password too weak',
      description: 'Password must contain at least one uppercase letter',
    });
    expect(passwordChangeProblem('Eight-ch1', 'Eight-ch1')).toBeNull();
  });
});

describe('choosing a new password from a reset link', () => {
  it('reports the first broken rule in the order length, lowercase, uppercase, number', () => {
    expect(resetPasswordProblem('Ab1')).toBe('Password must be at least 8 characters');
    expect(resetPasswordProblem('ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(resetPasswordProblem('abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(resetPasswordProblem('Abcdefgh')).toBe('Password must contain at least one number');
    expect(resetPasswordProblem('Moonbeam-2025')).toBeNull();
  });
});

describe('the gift form in the address', () => {
  it('writes the four gift parameters and reads them back', () => {
    const query = giftQuery({ recipientEmail: ' gran@example.com ', recipientName: 'Gran', subscriptionMonths: 6, message: 'Sweet dreams & love' });
    expect(query).toBe('?recipientEmail=gran%40example.com&recipientName=Gran&subscriptionMonths=6&message=Sweet+dreams+%26+love');
    expect(readGiftParams(query)).toEqual({ recipientEmail: 'gran@example.com', recipientName: 'Gran', subscriptionMonths: 6, message: 'Sweet dreams & love' });
  });

  it('falls back to 3 months for a duration that is not offered, and finds nothing in an unrelated query', () => {
    expect(readGiftParams('?recipientEmail=a%40b.c&subscriptionMonths=5')?.subscriptionMonths).toBe(3);
    expect(readGiftParams('?token=abc')).toBeNull();
  });

  it('keeps only the gift parameters when sending a visitor to sign in', () => {
    expect(giftParamsOnly('?recipientEmail=a%40b.c&utm=x&message=hi')).toBe('?recipientEmail=a%40b.c&message=hi');
    expect(giftParamsOnly('?utm=x')).toBe('');
  });
});
