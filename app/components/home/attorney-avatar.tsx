import { useEffect, useRef, useState } from 'react';

/**
 * An attorney's photo over an initials badge. A broken photo falls back to photoFallbackUrl,
 * then to the initials (spec B§8). The photo is requested only once the badge scrolls into
 * view (photos come from another host, so nothing is fetched from it for a visitor who never
 * reaches the card); without JavaScript a <noscript> image takes its place.
 */
export function AttorneyAvatar({
  name,
  photoUrl,
  photoFallbackUrl,
  size = 64,
}: {
  name: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  size?: number;
}) {
  const sources = [photoUrl, photoFallbackUrl].filter((url): url is string => Boolean(url));
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(false);
  const badge = useRef<HTMLSpanElement>(null);
  const source = sources[index];

  useEffect(() => {
    const element = badge.current;
    if (!element || visible || !sources.length) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, sources.length]);

  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .map((part) => part[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');

  return (
    <span
      ref={badge}
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-50"
      style={{ width: size, height: size, fontSize: size / 2.8 }}
      aria-hidden="true"
    >
      {initials}
      {sources[0] && (
        <noscript>
          <img
            src={sources[0]}
            alt=""
            width={size}
            height={size}
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </noscript>
      )}
      {visible && source && (
        <img
          key={source}
          src={source}
          alt=""
          width={size}
          height={size}
          decoding="async"
          onError={() => setIndex((i) => i + 1)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </span>
  );
}
