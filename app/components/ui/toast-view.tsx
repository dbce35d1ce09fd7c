import * as Toast from '@radix-ui/react-toast';
import type { ToastMessage } from './toast.tsx';

/** Spec A§9: at most one toast visible, 5 seconds by default. */
export const TOAST_DURATION_MS = 5000;

const TONES = {
  success: 'border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50',
  error: 'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
} as const;

/**
 * Radix toasts: announced to screen readers (errors assertively), paused while hovered or
 * focused, dismissed by swipe, Escape or the close button; F8 moves focus to them.
 * Loaded with the first toast (app/components/ui/toast.tsx), then kept.
 */
export default function ToastView({
  current,
  onClosed,
}: {
  current: { key: number; message: ToastMessage } | null;
  onClosed: (key: number) => void;
}) {
  const tone = current?.message.tone ?? 'info';
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {current && (
        <Toast.Root
          key={current.key}
          open
          onOpenChange={(open) => {
            if (!open) onClosed(current.key);
          }}
          type={tone === 'error' ? 'foreground' : 'background'}
          data-tone={tone}
          className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=end]:translate-x-full data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${TONES[tone]}`}
        >
          <div>
            <Toast.Title className="font-semibold">{current.message.title}</Toast.Title>
            {current.message.description && (
              <Toast.Description className="mt-1 text-sm">{current.message.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-black/10 dark:hover:bg-white/10"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
              <path fill="currentColor" d="m6.4 5 12.6 12.6-1.4 1.4L5 6.4zM17.6 5 19 6.4 6.4 19 5 17.6z" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
