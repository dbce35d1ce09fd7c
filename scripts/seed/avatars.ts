import { Rng } from './random.ts';

/**
 * Illustrated portraits for the demo attorneys: small SVG files served by the site itself
 * from public/avatars/ (written by `npm run avatars`), so the demo shows faces rather than
 * initials, and no photo points at another host. Each is drawn from its own seeded
 * stream; no two share every feature.
 */
export const AVATAR_COUNT = 300;
export const AVATAR_DIR = 'public/avatars';

/** The site path of avatar `n` (1..AVATAR_COUNT). */
export function avatarPath(n: number): string {
  return `/avatars/${String(n).padStart(3, '0')}.svg`;
}

const BACKGROUNDS = [
  '#dbeafe',
  '#e0e7ff',
  '#fce7f3',
  '#dcfce7',
  '#fef3c7',
  '#e0f2fe',
  '#f3e8ff',
  '#ffe4e6',
  '#ccfbf1',
  '#f1f5f9',
  '#fae8ff',
  '#ecfccb',
];
const SKIN = ['#f5d0b5', '#eab896', '#d39a72', '#b07850', '#8d5a3b', '#5e3a25'];
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a0522d', '#d4a24c', '#9ca3af', '#e5e7eb'];
const SUITS = ['#1e3a8a', '#1f2937', '#4b5563', '#57534e', '#7f1d1d', '#134e4a', '#312e81'];
const SHIRTS = ['#ffffff', '#dbeafe', '#f1f5f9'];
const TIES = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#a16207'];

/** Hair drawn behind the head (long styles) and over it. */
const HAIR_STYLES: ReadonlyArray<{ back?: string; top?: string }> = [
  { top: 'M33 40c0-12 7-19 15-19s15 7 15 19c-3-7-8-10-15-10s-12 3-15 10z' },
  { top: 'M32 42c-1-14 7-22 16-22s17 8 16 22c-2-5-5-8-7-9-5 3-14 4-25 9z' },
  { back: 'M30 44c0-16 8-24 18-24s18 8 18 24v22H30z', top: 'M33 40c1-11 7-17 15-17s14 6 15 17c-6-6-18-7-30 0z' },
  {
    back: 'M31 42c0-15 7-22 17-22s17 7 17 22v12c-3 4-6 4-8 2V40H39v16c-2 2-5 2-8-2z',
    top: 'M34 38c2-9 7-14 14-14s12 5 14 14c-8-5-20-5-28 0z',
  },
  { top: 'M34 34c2-8 8-12 14-12s12 4 14 12c-3-3-7-4-14-4s-11 1-14 4z' },
  { top: 'M34 30a6 6 0 0 1 8-7a7 7 0 0 1 12 0a6 6 0 0 1 8 7a6 6 0 0 1 2 9c-4-5-10-7-16-7s-12 2-16 7a6 6 0 0 1 2-9z' },
];

/** Hair styles drawn long, behind the head: the portraits a visitor reads as a woman's. */
const LONG_STYLES: ReadonlySet<number> = new Set([2, 3]);

export type AvatarLook = 'woman' | 'man';

/** Whom portrait `n` looks like, by its hair (the only feature that tells). */
export function avatarLook(n: number): AvatarLook {
  return LONG_STYLES.has(avatarFeatures(n)[6]) ? 'woman' : 'man';
}

const byLook = new Map<AvatarLook, number[]>();

/** The portraits of one look, in order. */
export function avatarsWithLook(look: AvatarLook): readonly number[] {
  let list = byLook.get(look);
  if (!list) {
    list = [];
    for (let n = 1; n <= AVATAR_COUNT; n++) if (avatarLook(n) === look) list.push(n);
    byLook.set(look, list);
  }
  return list;
}

/** One portrait: background, shoulders in a suit, shirt and tie, head, hair, face. */
export function avatarSvg(n: number): string {
  const features = avatarFeatures(n);
  const [bg, skin, hair, suit, shirt, tie, style, glasses] = features;
  const hairStyle = HAIR_STYLES[style] as { back?: string; top?: string };
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="Attorney portrait">`,
    `<rect width="96" height="96" fill="${BACKGROUNDS[bg]}"/>`,
    hairStyle.back ? `<path d="${hairStyle.back}" fill="${HAIR[hair]}"/>` : '',
    `<path d="M12 96c2-17 15-27 36-27s34 10 36 27z" fill="${SUITS[suit]}"/>`,
    `<path d="M40 69l8 15 8-15z" fill="${SHIRTS[shirt]}"/>`,
    tie >= 0 ? `<path d="M46 72h4l2 11-4 5-4-5z" fill="${TIES[tie]}"/>` : '',
    `<rect x="42" y="54" width="12" height="16" rx="5" fill="${SKIN[skin]}"/>`,
    `<ellipse cx="48" cy="42" rx="15" ry="17" fill="${SKIN[skin]}"/>`,
    hairStyle.top ? `<path d="${hairStyle.top}" fill="${HAIR[hair]}"/>` : '',
    `<circle cx="42" cy="43" r="1.8" fill="#1f2937"/><circle cx="54" cy="43" r="1.8" fill="#1f2937"/>`,
    `<path d="M43 51q5 4 10 0" stroke="#7c2d12" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    glasses
      ? `<g fill="none" stroke="#374151" stroke-width="1.3"><circle cx="42" cy="43" r="4.6"/><circle cx="54" cy="43" r="4.6"/><path d="M46.6 43h2.8"/></g>`
      : '',
    '</svg>',
  ];
  return `${parts.join('')}\n`;
}

type Features = readonly [number, number, number, number, number, number, number, number];

const featureCache = new Map<number, Features>();

/** Features of every avatar, drawn once in order so that no two are alike. */
function avatarFeatures(n: number): Features {
  if (featureCache.size === 0) {
    const rng = new Rng(1, 'avatars');
    const seen = new Set<string>();
    for (let i = 1; i <= AVATAR_COUNT;) {
      const features: Features = [
        rng.int(0, BACKGROUNDS.length - 1),
        rng.int(0, SKIN.length - 1),
        rng.int(0, HAIR.length - 1),
        rng.int(0, SUITS.length - 1),
        rng.int(0, SHIRTS.length - 1),
        rng.chance(0.5) ? rng.int(0, TIES.length - 1) : -1,
        rng.int(0, HAIR_STYLES.length - 1),
        rng.chance(0.25) ? 1 : 0,
      ];
      const key = features.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      featureCache.set(i++, features);
    }
  }
  const features = featureCache.get(n);
  if (!features) throw new Error(`No avatar ${n}: there are ${AVATAR_COUNT}`);
  return features;
}
