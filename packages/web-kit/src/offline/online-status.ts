import { useSyncExternalStore } from 'react';

/** The browser's own idea of the network: false when the device is offline (airplane mode, no Wi-Fi). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Re-renders when the device goes offline or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * A request that never reached the server: fetch rejects with a TypeError when the network is down (an
 * HTTP error answer is an ApiError instead). While the device says it is offline, any failure counts.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || !isOnline();
}
