import { describe, expect, it } from 'vitest';
import { DRAWER_GROUPS, FOOTER_LINKS, HEADER_GROUPS, searchHref } from './navigation.ts';

describe('shared layout navigation (spec)', () => {
  it('groups the header links under Legal Help, Resources and Help', () => {
    expect(HEADER_GROUPS.map((g) => g.title)).toEqual(['Legal Help', 'Resources', 'Help']);
    const targets = HEADER_GROUPS.flatMap((g) => g.links.map((l) => l.to)).sort();
    expect(targets).toEqual(['/about', '/articles', '/categories', '/contact', '/faq', '/find-attorney', '/guides', '/legal-help', '/privacy', '/terms']);
  });
  it('lists only FAQ, About and Contact in the drawer Help Center', () => {
    const helpCenter = DRAWER_GROUPS.find((g) => g.title === 'Help Center');
    expect(helpCenter?.links.map((l) => l.to)).toEqual(['/faq', '/about', '/contact']);
  });
  it('has the footer links of the spec in order', () => {
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual([
      '/', '/search', '/categories', '/legal-help', '/find-attorney', '/guides', '/articles', '/faq', '/about', '/contact', '/terms', '/privacy', '/disclaimer', '/accessibility',
    ]);
  });
  it('searches the trimmed, encoded text and ignores empty text', () => {
    expect(searchHref('  child custody & support ')).toBe('/search?q=child%20custody%20%26%20support');
    expect(searchHref('   ')).toBeNull();
  });
});
