import { useCallback, type MouseEvent } from 'react';
import { useToast } from '../toast';
import { isOnline } from './online-status';

/** What an action that needs the network says while the device is offline (docs/offline.md). */
export const NEEDS_INTERNET = 'This needs the internet';
export const NEEDS_INTERNET_DETAIL = "You're offline. Stories kept on this device still open and play; this works again once you're back online.";

/**
 * For controls that need the network: `guard` tells the parent plainly and answers true when offline, and
 * `onClickCapture` stops a click inside a wrapper before the control acts on it.
 */
export function useNeedsInternet() {
  const { toast } = useToast();
  const guard = useCallback((): boolean => {
    if (isOnline()) return false;
    toast({ title: NEEDS_INTERNET, description: NEEDS_INTERNET_DETAIL });
    return true;
  }, [toast]);
  const onClickCapture = useCallback(
    (event: MouseEvent) => {
      if (!guard()) return;
      event.preventDefault();
      event.stopPropagation();
    },
    [guard],
  );
  return { guard, onClickCapture };
}
