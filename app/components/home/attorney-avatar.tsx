import { useEffect, useRef, useState } from 'react';

/**
 * An attorney's photo over an initials badge. A broken photo falls back to photoFallbackUrl,
 * then to the initials (spec B§8). The effect catches images that failed before hydration,
 * when React was not yet listening for the error event.
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
  const image = useRef<HTMLImageElement>(null);
  const source = sources[index];

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setIndex((i) => i + 1);
  }, [index]);

  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .map((part) => part[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');

  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-50"
      style={{ width: size, height: size, fontSize: size / 2.8 }}
      aria-hidden="true"
    >
      {initials}
      {source && (
        <img
          ref={image}
          key={source}
          src={source}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setIndex((i) => i + 1)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </span>
  );
}
