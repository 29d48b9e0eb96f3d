import { lazy, useState } from 'react';
import { AntdScope, useSession } from '@bedtime/web-kit';
import { hasSeenWelcomeTour, markWelcomeTourSeen, readCookieConsent, saveCookieConsent, type CookieConsent } from '../lib/local-flags';
import { CookieBanner } from './cookie-banner';

// The tour is an antd Modal, for signed-in users only: it loads when it is due.
const WelcomeTour = lazy(() => import('./welcome-tour').then((m) => ({ default: m.WelcomeTour })));

export type FirstVisitStep = 'tour' | 'cookies' | null;

/** Which first-visit element owns the screen: the tour (signed in, not seen), then the cookie banner. */
export function firstVisitStep(signedIn: boolean, tourSeen: boolean, consent: CookieConsent | null): FirstVisitStep {
  if (signedIn && !tourSeen) return 'tour';
  if (consent === null) return 'cookies';
  return null;
}

/**
 * The first visit's elements one after another, never on top of each other: the welcome tour, then the
 * cookie banner. Toasts are not held back for either (a parent must see "Welcome!" or a declined card at
 * once): the toast region sits at the top, clear of the banner and above the tour.
 */
export function FirstVisit() {
  const { user } = useSession();
  const [tourSeen, setTourSeen] = useState(hasSeenWelcomeTour);
  const [consent, setConsent] = useState(readCookieConsent);
  const step = firstVisitStep(Boolean(user), tourSeen, consent);

  if (step === 'tour') {
    return (
      <AntdScope>
        <WelcomeTour
          onClose={() => {
            markWelcomeTourSeen();
            setTourSeen(true);
          }}
        />
      </AntdScope>
    );
  }
  if (step === 'cookies') {
    return (
      <CookieBanner
        onChoose={(choice) => {
          saveCookieConsent(choice);
          setConsent(choice);
        }}
      />
    );
  }
  return null;
}
