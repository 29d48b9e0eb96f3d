import type { User } from '@bedtime/contracts';

/** The moment the shell's rules are asked at: three days into a seven-day trial. */
export const NOW = new Date('2025-03-01T12:00:00Z');

/** A signed-in parent on a trial that ends three days after NOW; override what a test is about. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'parent@example.com',
  firstName: 'Noor',
  lastName: 'Haddad',
  nickname: null,
  createdAt: '2025-02-25T12:00:00Z',
  subscriptionStatus: 'trial',
  subscriptionEndsAt: null,
  trialEndsAt: '2025-03-04T12:00:00Z',
  isAdmin: false,
  ...overrides,
});
