import { useEffect, useRef, useState, type ReactNode } from 'react';

// When the last tip closed: a tip opened within the skip delay of another opens at once.
let lastClosedAt = -Infinity;

/**
 * A tooltip over a control: opens after `delay` ms of hover (at once when another tip closed
 * less than `skipDelay` ms ago) or on keyboard focus; closes when the pointer or focus leaves,
 * on Escape or a press. Not portalled, so the open tip stays inside the page's landmarks. The
 * control should carry the same text itself (aria-describedby), as the tip is visual help.
 * A few lines instead of a positioning library: the tip sits centred above its control.
 */
export function HoverTip({
  tip,
  delay,
  skipDelay,
  children,
}: {
  tip: ReactNode;
  delay: number;
  skipDelay: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (wait: number) => {
    clearTimeout(timer.current);
    if (wait <= 0 || performance.now() - lastClosedAt < skipDelay) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = performance.now();
      return false;
    });
  };
  return (
    <div
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(delay)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {open && (
        <div
          role="tooltip"
          className="absolute bottom-full left-1/2 z-30 mb-2 w-max max-w-xs -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
        >
          {tip}
          <svg aria-hidden="true" viewBox="0 0 10 5" className="absolute top-full left-1/2 h-[5px] w-[10px] -translate-x-1/2 fill-slate-900">
            <polygon points="0,0 10,0 5,5" />
          </svg>
        </div>
      )}
    </div>
  );
}
