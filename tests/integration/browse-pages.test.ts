import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** Server-rendered browse pages on demo-small plus tests/fixtures/browse (see browse-api.test.ts). */
let server: TestServer;

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
/** The visible text of a page: tags dropped, React's text separators removed, entities decoded. */
async function text(path: string, status = 200): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  const html = await response.text();
  return html
    .replaceAll('<!-- -->', '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/browse'));
});
afterAll(async () => {
  await server?.stop();
});

describe('/categories', () => {
  it('lists categories with real counts, sorted by name, linking to their slugs', async () => {
    const html = await (await get('/categories')).text();
    expect(html).toContain('href="/categories/aviation-law"');
    expect(html).not.toContain('href="/categories/admiralty-law"'); // no questions and no attorneys
    const page = await text('/categories');
    expect(page).toContain('Aviation Law 26 questions · 4 attorneys'); // with demo-small's own aviation question
    const names = [...html.matchAll(/<span class="block font-semibold">([^<]+)<\/span>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('searches names and applies the volume filter; says so when nothing matches', async () => {
    const found = await text('/categories?q=%20aviation%20');
    expect(found).toContain('Aviation Law');
    expect(found).not.toContain('Criminal Law 3');
    expect(await text('/categories?q=zzzz')).toContain('No categories found matching your search.');
    // demo-small has no category above 10,000 questions.
    expect(await text('/categories?volume=high')).toContain('No categories found matching your search.');
  });
});

describe('/categories/{slugOrId} and /practice-areas/{slugOrId}', () => {
  it('renders the category: breadcrumb, title, tiles, topics, count line, 20 results and paging', async () => {
    const html = await (await get('/categories/aviation-law')).text();
    const page = await text('/categories/aviation-law');
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*href="\/categories"[^>]*>Practice Areas<\/a>.*aria-current="page"[^>]*>Aviation Law</s);
    expect(page).toContain('Aviation Law');
    expect(page).toContain('Questions and attorney answers about aviation law.');
    expect(page).toMatch(/Legal Questions 26 Expert Attorneys 4 Response Rate 95% Activity Level Moderate/);
    expect(page).toMatch(/Popular Topics browse runway noise browse pilot license/i);
    expect(page).toContain('26 legal questions found');
    expect((html.match(/<article/g) ?? []).length).toBe(20);
    expect(html).toContain('href="/categories/aviation-law?page=2"');
    // The five unanswered questions rank last by relevance: page 2 shows them without an excerpt.
    expect((await text('/categories/aviation-law?page=2')).match(/Answer excerpt not available/g)).toHaveLength(5);
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>Previous<\/span>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:');
  });

  it('keeps sort and filter in the query string; the last page disables Next', async () => {
    const html = await (await get('/categories/aviation-law?sort=votes&page=2')).text();
    expect((html.match(/<article/g) ?? []).length).toBe(6);
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>Next<\/span>/);
    expect(html).toContain('href="/categories/aviation-law?sort=votes"'); // page 1 link keeps the sort
    expect(html).toMatch(/<option value="votes" selected="">/);
  });

  it('says "No answered questions found" for an empty list and 404s past the last page', async () => {
    expect(await text('/categories/admiralty-law')).toContain('No answered questions found');
    await text('/categories/aviation-law?page=9', 404);
  });

  it('answers 301 from the id, the practice-areas path and a wrong-case slug to /categories/{slug}', async () => {
    for (const path of ['/categories/65', '/practice-areas/65', '/practice-areas/aviation-law', '/categories/Aviation-Law']) {
      const response = await get(`${path}?sort=date`);
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get('location')!, server.url).pathname + new URL(response.headers.get('location')!, server.url).search).toBe(
        '/categories/aviation-law?sort=date',
      );
    }
  });

  it('answers Category Not Found with status 404', async () => {
    for (const path of ['/categories/no-such-area', '/categories/9999', '/practice-areas/nope']) expect(await text(path, 404)).toContain('Category Not Found');
  });
});

describe('/legal-help', () => {
  it('shows the state and country grids with counts, without empty places, and the four totals', async () => {
    const html = await (await get('/legal-help')).text();
    const page = await text('/legal-help');
    expect(page).toContain('Browse Legal Questions by Location');
    expect(page).toMatch(/US States \(\d+\)/);
    expect(page).toMatch(/International Countries \(\d+\)/);
    expect(html).toContain('href="/legal-help/guam"');
    expect(html).toContain('href="/legal-help/countries/new-zealand"');
    expect(html).not.toContain('href="/legal-help/american-samoa"'); // no questions
    expect(html).not.toContain('href="/legal-help/countries/united-states"');
    expect(page).toContain('Guam (GU) 15 questions · 1 attorney');
    expect(page).toMatch(/States \d+ Countries \d+ Total Questions [\d,]+ Total Attorneys [\d,]+/);
  });

  it('searches names and codes, sorts, and says when nothing matches', async () => {
    const byCode = await text('/legal-help?q=nz');
    expect(byCode).toContain('New Zealand');
    expect(byCode).not.toContain('US States');
    const alphabetical = await (await get('/legal-help?sort=name')).text();
    expect(alphabetical.indexOf('/legal-help/alabama')).toBeLessThan(alphabetical.indexOf('/legal-help/california'));
    const none = await text('/legal-help?q=atlantis');
    expect(none).toContain('No locations found');
    expect(none).toContain('Try adjusting your search terms or browse all available locations.');
  });
});

describe('/legal-help/{stateSlug} and /legal-help/countries/{countrySlug}', () => {
  it('renders a state: breadcrumb, badges, description, Showing X-Y of N, results', async () => {
    const page = await text('/legal-help/guam');
    expect(page).toMatch(/Home › Legal Help › Guam/);
    expect(page).toContain('Guam Legal Questions');
    expect(page).toMatch(/15 questions 1 attorney Code GU/);
    expect(page).toContain('All Locations');
    expect(page).toContain('Showing 1-15 of 15 questions');
    const html = await (await get('/legal-help/guam')).text();
    expect(html).toContain('<title>Guam Legal Questions | OpenCounsel</title>');
    expect(html).toMatch(/<meta name="description" content="Browse 15 legal questions from Guam/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/"position":3,"name":"Guam","item":"http:\/\/localhost:\d+\/legal-help\/guam"/);
  });

  it('renders a country with the Countries crumb and pages through it', async () => {
    const page = await text('/legal-help/countries/new-zealand?sort=recent');
    expect(page).toMatch(/Home › Legal Help › Countries › New Zealand/);
    expect(page).toContain('Showing 1-13 of 13 questions'); // the fixture's twelve and demo-small's one
  });

  it('filters by practice area, and shows the empty state with its two ways out', async () => {
    expect(await text('/legal-help/guam?filter=immigration')).toContain('Showing 1-2 of 2 questions');
    const html = await (await get('/legal-help/guam?filter=family')).text();
    expect(html).toContain('No questions found');
    expect(html).toMatch(/href="\/legal-help\/guam"[^>]*>Clear Filters/);
    expect(html).toMatch(/href="\/legal-help"[^>]*>Browse Other Locations/);
  });

  it('301s a code to the slug and 404s unknown places with Location Not Found', async () => {
    const response = await get('/legal-help/gu?sort=recent');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(/\/legal-help\/guam\?sort=recent$/);
    for (const path of ['/legal-help/atlantis', '/legal-help/countries/atlantis', '/legal-help/countries/california']) {
      const page = await text(path, 404);
      expect(page).toContain('Location Not Found');
      expect(page).toContain("The location you're looking for doesn't exist or may have been moved.");
      expect(page).toContain('Back to Locations');
    }
  });
});
