import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NotificationApi } from './toast-holder';

// antd's notifications load with the first toast, not with the page (the sign-in page has no antd).
const ToastHolder = lazy(() => import('./toast-holder'));

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; spec default 5,000. */
  duration?: number;
}
type ToastFn = (toast: ToastInput) => void;

const ToastContext = createContext<ToastFn | null>(null);

/**
 * Lets the shell hold toasts back while something else owns the screen (the first visit's welcome tour
 * and cookie banner), so that they come one after another instead of stacking on a phone.
 */
export interface ToastGate {
  /** While `isHeld()` answers true, the newest toast waits; returns the function that lifts the gate. */
  holdWhile: (isHeld: () => boolean) => () => void;
  /** Shows the toast that waited, if the gate is open now. */
  release: () => void;
}
const ToastGateContext = createContext<ToastGate | null>(null);
export const TOAST_DURATION_MS = 5_000;

/**
 * Toasts for the whole app, shell and remotes alike (this module is a federation singleton): at most one
 * visible at a time, 5 s by default, at most 420 px wide, F8 moves focus to the toast region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const api = useRef<NotificationApi | null>(null);
  const [holderWanted, setHolderWanted] = useState(false);
  // A toast asked for before antd's holder is there waits here and is shown when it comes.
  const beforeHolder = useRef<ToastInput | null>(null);
  const isHeld = useRef<(() => boolean) | null>(null);
  // Only the newest waits: at most one toast is ever visible, so older ones would be replaced anyway.
  const waiting = useRef<ToastInput | null>(null);
  const show = useCallback<ToastFn>(
    (input) => {
      const notifications = api.current;
      if (!notifications) {
        beforeHolder.current = input;
        setHolderWanted(true);
        return;
      }
      const { title, description, variant = 'default', duration = TOAST_DURATION_MS } = input;
      notifications.destroy();
      const open = variant === 'destructive' ? notifications.error : variant === 'success' ? notifications.success : notifications.info;
      open({
        message: title,
        description,
        duration: duration / 1000,
        role: variant === 'destructive' ? 'alert' : 'status',
        style: { maxWidth: 420 },
        className: `toast toast-${variant}`,
      });
    },
    [],
  );
  const onHolderReady = useCallback(
    (ready: NotificationApi | null) => {
      api.current = ready;
      const next = beforeHolder.current;
      beforeHolder.current = null;
      if (ready && next) show(next);
    },
    [show],
  );
  // The gate is asked at the moment of the toast (not after the next render), because a toast often
  // comes in the same tick as the change that opens the tour, as after signing up.
  const toast = useCallback<ToastFn>(
    (input) => {
      if (isHeld.current?.()) waiting.current = input;
      else show(input);
    },
    [show],
  );
  const gate = useMemo<ToastGate>(() => {
    const release = () => {
      if (isHeld.current?.()) return;
      const next = waiting.current;
      waiting.current = null;
      if (next) show(next);
    };
    return {
      holdWhile: (predicate) => {
        isHeld.current = predicate;
        return () => {
          if (isHeld.current === predicate) isHeld.current = null;
          release();
        };
      },
      release,
    };
  }, [show]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const region = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (region) {
        region.tabIndex = -1;
        region.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      <ToastGateContext.Provider value={gate}>
        {holderWanted && (
          <Suspense fallback={null}>
            <ToastHolder onReady={onHolderReady} />
          </Suspense>
        )}
        {children}
      </ToastGateContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast }), [toast]);
}

export function useToastGate(): ToastGate {
  const gate = useContext(ToastGateContext);
  if (!gate) throw new Error('useToastGate must be used inside <ToastProvider>');
  return gate;
}
