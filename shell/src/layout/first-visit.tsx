import { lazy, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserResponse } from '@bedtime/contracts';
import { AntdScope, USER_QUERY_KEY, useSession, useToastGate } from '@bedtime/web-kit';
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
 * The first visit's elements one after another, never on top of each other (on a phone the toast used to
 * cover the banner's buttons): the welcome tour, then the cookie banner, then any toast that came meanwhile
 * (such as "Welcome!" after signing up), which the toast gate holds back until both are done.
 */
export function FirstVisit() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const gate = useToastGate();
  // State drives rendering; the refs mirror it for the toast gate, which is asked outside rendering.
  const [tourSeen, setTourSeen] = useState(hasSeenWelcomeTour);
  const [consent, setConsent] = useState(readCookieConsent);
  const tourSeenRef = useRef(tourSeen);
  const consentRef = useRef(consent);
  tourSeenRef.current = tourSeen;
  consentRef.current = consent;
  const step = firstVisitStep(Boolean(user), tourSeen, consent);

  useEffect(
    () =>
      gate.holdWhile(() => {
        // The query cache rather than `user`: a sign-up's toast comes before the re-render that shows the tour.
        const signedIn = Boolean(queryClient.getQueryData<UserResponse | null>(USER_QUERY_KEY)?.user);
        return firstVisitStep(signedIn, tourSeenRef.current, consentRef.current) !== null;
      }),
    [gate, queryClient],
  );
  useEffect(() => {
    if (step === null) gate.release();
  }, [step, gate]);

  if (step === 'tour') {
    return (
      <AntdScope>
        <WelcomeTour
          onClose={() => {
            markWelcomeTourSeen();
            tourSeenRef.current = true;
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
          consentRef.current = choice;
          setConsent(choice);
        }}
      />
    );
  }
  return null;
}
