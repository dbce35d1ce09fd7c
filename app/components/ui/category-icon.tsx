import type { CategoryIconName } from '#app/domain/category-icons.ts';

/**
 * The category icons of every page (practice areas, article categories): simple line
 * drawings (24 x 24, current colour), so they look the same on every system, unlike emoji
 * that need a font. Decorative, so hidden from assistive tech.
 */
const SHAPES: Record<CategoryIconName, React.ReactNode> = {
  injury: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  family: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16.5" cy="9.5" r="2.5" />
      <path d="M2.5 20c0-3.3 2.5-6 5.5-6s5.5 2.7 5.5 6M13.5 20c0-2.6 1.4-4.5 3-4.5s4 1.9 4 4.5" />
    </>
  ),
  criminal: <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6L12 3z" />,
  business: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0110.5 4h3A1.5 1.5 0 0115 5.5V7M3 12.5h18" />
    </>
  ),
  employment: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.5-1.5 1.6-2.3 3-2.3s2.5.8 3 2.3M14.5 10h3.5M14.5 13.5h3.5" />
    </>
  ),
  property: <path d="M3.5 11L12 4l8.5 7M6 9.5V20h4.5v-5h3v5H18V9.5" />,
  estate: (
    <>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M14 3v4h4M10 11h5M10 14.5h5M10 18h3" />
    </>
  ),
  money: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.75" />
      <path d="M6.5 9.5v5M17.5 9.5v5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
    </>
  ),
  justice: (
    <>
      <path d="M12 4v16M8 20h8M5 7h14" />
      <path d="M5 7l-2.5 6h5L5 7zM19 7l-2.5 6h5L19 7z" />
    </>
  ),
  idea: (
    <path d="M9.5 18h5M10.5 21h3M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2v.1h5v-.1c0-.8.4-1.5 1-2A6 6 0 0012 3z" />
  ),
  health: (
    <>
      <path d="M12 20s-8-4.6-8-10.2A4.3 4.3 0 0112 7.3a4.3 4.3 0 018 2.5C20 15.4 12 20 12 20z" />
      <path d="M7 12.5h2.5l1.5-2.5 2 4.5 1.5-2H17" />
    </>
  ),
  nature: (
    <>
      <path d="M5 19c0-8 5-13 14-14 0 9-5 14-12 14H5z" />
      <path d="M5 19l7.5-7.5" />
    </>
  ),
  anchor: (
    <>
      <circle cx="12" cy="5.5" r="2" />
      <path d="M12 7.5V21M8.5 11h7M4.5 14a7.5 7 0 0015 0" />
    </>
  ),
  school: (
    <>
      <path d="M2.5 9.5L12 5l9.5 4.5L12 14 2.5 9.5z" />
      <path d="M6.5 11.6v4.1c1.5 1.4 3.5 2.1 5.5 2.1s4-.7 5.5-2.1v-4.1M21.5 9.5v5" />
    </>
  ),
  military: <path d="M12 3.5l2.6 5.2 5.7.8-4.1 4 1 5.7L12 16.5l-5.2 2.7 1-5.7-4.1-4 5.7-.8z" />,
  general: (
    <path d="M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5V19c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5V5.5zM12 6v13.5" />
  ),
};

export function CategoryIcon({ icon, className = 'h-6 w-6' }: { icon: CategoryIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
      className={className}
    >
      {SHAPES[icon]}
    </svg>
  );
}
