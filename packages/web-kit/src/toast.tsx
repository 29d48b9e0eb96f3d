import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NotificationApi } from './toast-holder';

// antd's notifications load with the first toast, not with the page (the sign-in page has no antd).
const ToastHolder = lazy(() => import('./toast-holder'));

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; the product default is 5,000. */
  duration?: number;
}
type ToastFn = (toast: ToastInput) => void;

const ToastContext = createContext<ToastFn | null>(null);

export const TOAST_DURATION_MS = 5_000;

/**
 * Toasts for the whole app, shell and remotes alike (this module is a federation singleton): at most one
 * visible at a time, 5 s by default, at most 420 px wide, F8 moves focus to the toast region. A toast is
 * feedback on what the person just did, so it shows at once whatever else is open: its region sits at the
 * top, above the welcome tour's mask and clear of the cookie banner at the bottom.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const api = useRef<NotificationApi | null>(null);
  const [holderWanted, setHolderWanted] = useState(false);
  // A toast asked for before antd's holder is there waits here and is shown when it comes.
  const beforeHolder = useRef<ToastInput | null>(null);
  const show = useCallback<ToastFn>((input) => {
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
  }, []);
  const onHolderReady = useCallback(
    (ready: NotificationApi | null) => {
      api.current = ready;
      const next = beforeHolder.current;
      beforeHolder.current = null;
      if (ready && next) show(next);
    },
    [show],
  );
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
    <ToastContext.Provider value={show}>
      {holderWanted && (
        <Suspense fallback={null}>
          <ToastHolder onReady={onHolderReady} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast }), [toast]);
}
