import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { notification } from 'antd';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; spec default 5,000. */
  duration?: number;
}
type ToastFn = (toast: ToastInput) => void;

const ToastContext = createContext<ToastFn | null>(null);
export const TOAST_DURATION_MS = 5_000;

/**
 * Toasts for the whole app, shell and remotes alike (this module is a federation singleton): at most one
 * visible at a time, 5 s by default, at most 420 px wide, F8 moves focus to the toast region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'bottomRight', stack: false });
  const toast = useCallback<ToastFn>(
    ({ title, description, variant = 'default', duration = TOAST_DURATION_MS }) => {
      api.destroy();
      const open = variant === 'destructive' ? api.error : variant === 'success' ? api.success : api.info;
      open({
        message: title,
        description,
        duration: duration / 1000,
        role: variant === 'destructive' ? 'alert' : 'status',
        style: { maxWidth: 420 },
        className: `toast toast-${variant}`,
      });
    },
    [api],
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
    <ToastContext.Provider value={toast}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast }), [toast]);
}
