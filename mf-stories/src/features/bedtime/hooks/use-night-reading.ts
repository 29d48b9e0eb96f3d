import { useCallback, useEffect, useState } from 'react';

/** Where the reader's choice is kept on this device (a dark bedroom is a device's, not an account's, setting). */
export const NIGHT_READING_KEY = 'bedtime.nightReading';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function stored(): boolean | null {
  try {
    const value = localStorage.getItem(NIGHT_READING_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

const deviceIsDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/**
 * Night reading for the story page and the reader: the reader's own choice once made, and until then the
 * device's dark preference (followed live while no choice is made).
 */
export function useNightReading() {
  const [night, setNight] = useState<boolean>(() => stored() ?? deviceIsDark());

  useEffect(() => {
    if (stored() !== null || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => {
      if (stored() === null) setNight(query.matches);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const choose = useCallback((on: boolean) => {
    setNight(on);
    try {
      localStorage.setItem(NIGHT_READING_KEY, on ? 'on' : 'off');
    } catch {
      // Private browsing without storage: the choice lasts for this page.
    }
  }, []);

  return { night, setNight: choose };
}
