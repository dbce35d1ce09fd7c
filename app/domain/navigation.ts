/** Site navigation from the spec's "Shared layout": header groups, drawer and footer. */
export interface NavLink {
  readonly to: string;
  readonly label: string;
}

export interface NavGroup {
  readonly title: string;
  readonly links: readonly NavLink[];
}

export const HOME_LINK: NavLink = { to: '/', label: 'Home' };

/** Desktop dropdown menus: Legal Help, Resources and Help. */
export const HEADER_GROUPS: readonly NavGroup[] = [
  {
    title: 'Legal Help',
    links: [
      { to: '/legal-help', label: 'By Location' },
      { to: '/categories', label: 'By Category' },
      { to: '/find-attorney', label: 'Find Attorneys' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/guides', label: 'Legal Guides' },
      { to: '/articles', label: 'Articles' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

/** The mobile drawer holds the same links; its Help Center group lists only FAQ, About, Contact. */
export const DRAWER_GROUPS: readonly NavGroup[] = [
  HEADER_GROUPS[0]!,
  HEADER_GROUPS[1]!,
  {
    title: 'Help Center',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/categories', label: 'Categories' },
  { to: '/legal-help', label: 'Legal Help by Location' },
  { to: '/find-attorney', label: 'Find Attorneys' },
  { to: '/guides', label: 'Legal Guides' },
  { to: '/articles', label: 'Articles' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/accessibility', label: 'Accessibility' },
];

export const COPYRIGHT_YEAR = 2025;

/** Header/home search: the trimmed text, or null when there is nothing to search. */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}
