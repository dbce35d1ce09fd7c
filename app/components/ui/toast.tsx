import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly tone?: 'success' | 'error' | 'info';
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

// Few pages ever show a toast: Radix's toast code is fetched with the first one.
const ToastView = lazy(() => import('./toast-view.tsx'));

/** Shows a toast; a new one replaces the one on screen (one at a time). */
export function useToast(): (message: ToastMessage) => void {
  return useContext(ToastContext);
}

/** Holds the toast on screen; the view (app/components/ui/toast-view.tsx) mounts with the first. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ key: number; message: ToastMessage } | null>(null);
  const [used, setUsed] = useState(false);
  const show = useCallback((message: ToastMessage) => {
    setUsed(true);
    setCurrent((previous) => ({ key: (previous?.key ?? 0) + 1, message }));
  }, []);
  const closed = useCallback((key: number) => setCurrent((c) => (c?.key === key ? null : c)), []);
  return (
    <>
      <ToastContext.Provider value={show}>{children}</ToastContext.Provider>
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} onClosed={closed} />
        </Suspense>
      )}
    </>
  );
}
