import fc from 'fast-check';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRouteLabeler } from './route-label.ts';

/**
 * The labeler matches a path against only the routes that share its first segment: it must
 * give exactly the label React Router's matchRoutes() gives over the whole nested table.
 */
type Row = { id: string; path?: string; index?: boolean; parentId?: string };
const ROWS: Row[] = [
  { id: 'root' },
  { id: 'home', index: true, parentId: 'root' },
  { id: 'about', path: 'about', parentId: 'root' },
  { id: 'search', path: 'search', parentId: 'root' },
  { id: 'question', path: 'legal-questions/:slug', parentId: 'root' },
  { id: 'questions', path: 'questions', parentId: 'root' },
  { id: 'question-old', path: 'questions/:id', parentId: 'root' },
  { id: 'q', path: 'q/:id', parentId: 'root' },
  { id: 'categories', path: 'categories', parentId: 'root' },
  { id: 'category', path: 'categories/:slugOrId', parentId: 'root' },
  { id: 'legal-help', path: 'legal-help', parentId: 'root' },
  { id: 'state', path: 'legal-help/:stateSlug', parentId: 'root' },
  { id: 'country', path: 'legal-help/countries/:countrySlug', parentId: 'root' },
  { id: 'guides', path: 'guides', parentId: 'root' },
  { id: 'guide', path: 'guides/criminal-law', parentId: 'root' },
  { id: 'api-question', path: 'api/questions/:id', parentId: 'root' },
  { id: 'api-question-index', index: true, parentId: 'api-question' },
  { id: 'api-question-related', path: 'related', parentId: 'api-question' },
  { id: 'api-question-empty', path: '', parentId: 'api-question' },
  { id: 'api-search', path: 'api/search', parentId: 'root' },
  { id: 'api-stats', path: 'stats', parentId: 'api-search' },
  { id: 'api-other', path: 'api/*', parentId: 'root' },
  { id: 'sitemap', path: 'sitemap.xml', parentId: 'root' },
  { id: 'sitemaps', path: 'sitemaps/:file', parentId: 'root' },
  { id: 'legacy', path: 'answers/atty_profile/view_attorney_profile/:username', parentId: 'root' },
  { id: 'not-found', path: '*', parentId: 'root' },
];
const build = { routes: Object.fromEntries(ROWS.map((r) => [r.id, r])) } as unknown as ServerBuild;

/** The labeler before it split the table: matchRoutes() over the nested routes. */
function reference(pathname: string): string {
  type Node = { id: string; path?: string; index?: boolean; children: Node[] };
  const nodes = new Map<string, Node>(ROWS.map((r) => [r.id, { id: r.id, path: r.path, index: r.index, children: [] }]));
  const roots: Node[] = [];
  for (const r of ROWS) (r.parentId ? nodes.get(r.parentId)!.children : roots).push(nodes.get(r.id)!);
  // The adapter's URL (dot segments resolved), then React Router's trailing-slash-aware data
  // requests: `/x/_.data` is `/x/`, `/x.data` is `/x`.
  const url = new URL(`http://host${pathname}`).pathname;
  const path = url.endsWith('/_.data') ? url.slice(0, -'_.data'.length) : url.replace(/\.data$/, '');
  try {
    const matches = matchRoutes(roots as RouteObject[], path);
    if (!matches) return 'unmatched';
    const label = `/${matches.map((m) => m.route.path).filter(Boolean).join('/')}`.replace(/\/+/g, '/');
    return label === '/*' ? 'not-found' : label;
  } catch {
    return 'unmatched';
  }
}

const SEGMENTS = ['', 'about', 'ABOUT', 'search', 'legal-questions', 'legal%2Dquestions', 'questions', 'q', 'categories', 'legal-help', 'countries', 'guides', 'criminal-law', 'api', 'related', 'stats', 'sitemap.xml', 'sitemaps', 'answers', 'atty_profile', 'view_attorney_profile', 'x', '123', '%E2%9C%93', '%ZZ', 'a.data', '.', '..', '%2e', '%2E%2e'];

describe('createRouteLabeler', () => {
  // React Router warns on each path it cannot percent-decode (the %ZZ segments): expected here.
  beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());

  it('labels as matchRoutes() over the whole table does, for any path', () => {
    const label = createRouteLabeler(build);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 5 }), fc.boolean(), fc.constantFrom('', '.data', '_.data'), (segments, slash, data) => {
        const path = `/${segments.join('/')}${slash ? '/' : ''}${data}`;
        expect(label(path), path).toBe(reference(path));
        expect(label(path), `${path} (cached)`).toBe(reference(path));
      }),
      { numRuns: 3000 },
    );
  }, 60_000); // thousands of paths: seconds on a busy machine

  it('names the patterns, the index and the catch-all', () => {
    const label = createRouteLabeler(build);
    expect(label('/')).toBe('/');
    expect(label('/_.data')).toBe('/');
    expect(label('/search/_.data')).toBe('/search');
    expect(label('/./search')).toBe('/search');
    expect(label('/legal-questions/ca-my-deposit-12')).toBe('/legal-questions/:slug');
    expect(label('/Legal-Questions/x-1')).toBe('/legal-questions/:slug');
    expect(label('/api/questions/7/related')).toBe('/api/questions/:id/related');
    expect(label('/api/questions/7')).toBe('/api/questions/:id');
    expect(label('/api/anything/else')).toBe('/api/*');
    expect(label('/legal-help/countries/canada')).toBe('/legal-help/countries/:countrySlug');
    expect(label('/nowhere/at/all')).toBe('not-found');
  });
});
