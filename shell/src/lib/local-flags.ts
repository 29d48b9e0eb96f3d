/** Browser-local flags (docs/product-rules.md, Shell and layout). Storage can be unavailable (private mode). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_CONSENT_DATE_KEY = 'cookieConsentDate';
export const WELCOME_TOUR_KEY = 'welcomeTourSeen';

export type CookieConsent = 'accepted' | 'declined';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered across visits then; the choice still applies to this page.
  }
}

export function readCookieConsent(): CookieConsent | null {
  const value = read(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function saveCookieConsent(consent: CookieConsent, now = new Date()): void {
  write(COOKIE_CONSENT_KEY, consent);
  write(COOKIE_CONSENT_DATE_KEY, now.toISOString());
}

export function hasSeenWelcomeTour(): boolean {
  return read(WELCOME_TOUR_KEY) === 'true';
}

export function markWelcomeTourSeen(): void {
  write(WELCOME_TOUR_KEY, 'true');
}
