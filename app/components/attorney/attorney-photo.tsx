import { useEffect, useRef, useState } from 'react';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** photoUrl -> photoFallbackUrl -> default avatar (document 2, section 8); no photoUrl uses the avatar. */
export function photoChain(photoUrl: string | null, photoFallbackUrl: string | null): string[] {
  if (!photoUrl) return [DEFAULT_AVATAR];
  return [photoUrl, ...(photoFallbackUrl && photoFallbackUrl !== photoUrl ? [photoFallbackUrl] : []), DEFAULT_AVATAR];
}

/**
 * The attorney's photo. The server renders the first source; after hydration a broken image
 * moves to the next one (an image that failed before hydration is caught on mount too).
 */
export function AttorneyPhoto({
  name,
  photoUrl,
  photoFallbackUrl,
  size,
}: {
  name: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  size: number;
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
  return (
    <img
      ref={image}
      src={src}
      alt={`Photo of ${name}`}
      width={size}
      height={size}
      loading="lazy"
      data-photo-source={src === DEFAULT_AVATAR ? 'avatar' : index === 0 ? 'photo' : 'fallback'}
      onError={() => failed(index)}
      className="shrink-0 rounded-full bg-brand-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
