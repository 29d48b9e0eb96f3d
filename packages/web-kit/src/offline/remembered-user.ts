import type { User } from '@bedtime/contracts';

/**
 * The account last signed in on this device, so that kept stories open with no network (docs/offline.md):
 * used only when the session cannot be asked because the network is down, replaced by every answer the
 * server gives, and forgotten when it says nobody is signed in or at sign-out. Nothing secret: the session
 * cookie stays httpOnly, and offline nothing but kept stories can be reached with it.
 */
const KEY = 'bedtime.offline.user';

export function rememberUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): offline reading is simply not offered.
  }
}

export function rememberedUser(): User | null {
  try {
    const saved = localStorage.getItem(KEY);
    if (!saved) return null;
    const user = JSON.parse(saved) as User;
    return typeof user?.id === 'string' ? user : null;
  } catch {
    return null;
  }
}
