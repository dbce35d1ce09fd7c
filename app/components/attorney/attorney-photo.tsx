import { useEffect, useRef, useState, type CSSProperties } from 'react';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** photoUrl -> photoFallbackUrl -> default avatar (document 2, section 8); no photoUrl uses the avatar. */
export function photoChain(photoUrl: string | null, photoFallbackUrl: string | null): string[] {
  if (!photoUrl) return [DEFAULT_AVATAR];
  return [photoUrl, ...(photoFallbackUrl && photoFallbackUrl !== photoUrl ? [photoFallbackUrl] : []), DEFAULT_AVATAR];
}

/** A CSS url() for the no-JavaScript fallback layer; only plain http(s) URLs are put in a style. */
function cssUrl(url: string): string | null {
  return /^https?:\/\/[^\s"'()\\<>]+$/i.test(url) ? `url("${url}")` : null;
}

/**
 * The attorney's photo: the one component every page shows it with (profiles, the directory,
 * question pages, the home page), following photo -> photoFallbackUrl -> default avatar.
 *
 * With JavaScript a broken image moves to the next source (one that failed before hydration
 * is caught on mount too). Without JavaScript the stylesheet does it: a broken image gets an
 * ::after layer showing the fallback photo over the default avatar (app.css), so no visitor
 * sees the browser's broken-image icon.
 *
 * `decorative`: the attorney's name is written next to the photo, so the image has an empty
 * alt instead of repeating it.
 */
export function AttorneyPhoto({
  name,
  photoUrl,
  photoFallbackUrl,
  size,
  decorative = false,
}: {
  name: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  size: number;
  decorative?: boolean;
}) {
  const chain = photoChain(photoUrl, photoFallbackUrl);
  const [index, setIndex] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  // A failure moves on from the source that failed, once: the mount check and onError may
  // both report the same broken image.
  const failed = (at: number) => setIndex((i) => (i === at ? Math.min(at + 1, chain.length - 1) : i));
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) failed(index);
  }, [index]);
  const src = chain[index]!;
  const fallback = chain.length === 3 ? cssUrl(chain[1]!) : null;
  const style = { width: size, height: size, ...(fallback && { '--photo-fallback': fallback }) } as CSSProperties;
  return (
    <img
      ref={image}
      src={src}
      alt={decorative ? '' : `Photo of ${name}`}
      width={size}
      height={size}
      loading="lazy"
      data-photo-source={src === DEFAULT_AVATAR ? 'avatar' : index === 0 ? 'photo' : 'fallback'}
      onError={() => failed(index)}
      className="attorney-photo shrink-0 rounded-full bg-brand-100 object-cover"
      style={style}
    />
  );
}
