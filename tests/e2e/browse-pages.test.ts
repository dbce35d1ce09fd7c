import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/** Browsing in Chromium on demo-small plus tests/fixtures/browse (25 Aviation Law questions, Guam, New Zealand). */

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/browse']);

describe('categories in Chromium', () => {
  it('searches and filters the index, then opens a category card', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/categories`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Search categories').fill('aviation');
    await page.getByRole('search', { name: 'Find a category' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=aviation/);
    const cards = page.getByRole('list', { name: 'Practice areas' }).getByRole('link');
    await cards.nth(1).waitFor({ state: 'detached' });
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('Aviation Law')]);
    await page.getByLabel('Filter', { exact: true }).selectOption('high');
    await page.waitForURL(/volume=high/);
    await page.getByText('No categories found matching your search.').waitFor();
    await page.getByLabel('Filter', { exact: true }).selectOption('all');
    await page.waitForURL(/volume=all/);
    await page.getByRole('link', { name: /Aviation Law/ }).click();
    await page.waitForURL(/\/categories\/aviation-law$/);
    await page.getByRole('heading', { level: 1, name: 'Aviation Law' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sorts, filters and pages a category; changes reset the page; results open the question', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/categories/aviation-law`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    // The fixture's 25 and demo-small's own aviation question.
    await page.getByText('26 legal questions found').waitFor();
    const pages = page.getByRole('navigation', { name: 'Question pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.locator('article').nth(6).waitFor({ state: 'detached' });
    expect(await page.locator('article').count()).toBe(6);
    await page.getByLabel('Sort by', { exact: true }).selectOption('date');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'date' && !url.searchParams.has('page'));
    // demo-small's aviation question (September 2024) is the newest.
    await page.locator('article h3').first().filter({ hasText: 'Airline' }).waitFor();
    await page.getByLabel('Filter', { exact: true }).selectOption('recent');
    await page.waitForURL(/filter=recent/);
    await page.getByText('4 legal questions found').waitFor();
    await page.locator('article').nth(4).waitFor({ state: 'detached' });
    expect(await page.locator('article').count()).toBe(4);
    await page.locator('article h3 a').first().click();
    await page.waitForURL(/\/legal-questions\/.*-464$/);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it('shows the empty state and Category Not Found', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/categories/admiralty-law`);
    await page.getByText('No answered questions found').waitFor();
    const response = await page.goto(`${site.server.url}/categories/no-such-area`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('locations in Chromium', () => {
  it('searches the location index by code and opens a country', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/legal-help`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Search states and countries').fill('NZ');
    await page.getByRole('search', { name: 'Find a location' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=NZ/);
    await page.getByRole('link', { name: /New Zealand/ }).click();
    await page.waitForURL(/\/legal-help\/countries\/new-zealand$/);
    await page.getByRole('heading', { level: 1, name: 'New Zealand Legal Questions' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(
      /Home\s*›\s*Legal Help\s*›\s*Countries\s*›\s*New Zealand/,
    );
    await page.goto(`${site.server.url}/legal-help?q=atlantis`);
    await page.getByText('No locations found').waitFor();
    expect(errors).toEqual([]);
  });

  it('sorts and filters a state by practice area, clears filters, and 404s an unknown place', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/legal-help/guam`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByText('Showing 1-15 of 15 questions').waitFor();
    await page.getByLabel('Sort by', { exact: true }).selectOption('recent');
    await page.waitForURL(/sort=recent/);
    await page.locator('article h3').first().filter({ hasText: 'number 25 ' }).waitFor();
    await page.getByLabel('Practice Area', { exact: true }).selectOption('immigration');
    await page.waitForURL(/filter=immigration/);
    await page.getByText('Showing 1-2 of 2 questions').waitFor();
    await page.getByLabel('Practice Area', { exact: true }).selectOption('family');
    await page.waitForURL(/filter=family/);
    await page.getByText('No questions found').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL(/\/legal-help\/guam$/);
    await page.getByText('Showing 1-15 of 15 questions').waitFor();
    const response = await page.goto(`${site.server.url}/legal-help/atlantis`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Location Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Locations' }).click();
    await page.waitForURL(/\/legal-help$/);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it.each([375, 1280])(
    "a country page's topic chip searches within the country, and the chip comes off (%i px)",
    async (width) => {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/legal-help/countries/new-zealand`);
      await page.waitForLoadState('networkidle');
      // The country's graphic is drawn by the site: no flag emoji, which needs a font the visitor may not have.
      await page.locator('main [data-place-glyph="globe"] svg').waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
      const chip = page.getByRole('region', { name: 'Popular Topics' }).getByRole('link').first();
      const topic = (await chip.textContent())!.trim();
      await chip.click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/search' && url.searchParams.get('country') === 'NZ' && url.searchParams.get('q') === topic,
      );
      const filter = page.getByTestId('country-filter');
      expect(await filter.innerText()).toMatch(/Only questions from New Zealand\s*× Search everywhere/);
      const box = (await filter.boundingBox())!;
      expect(box.x + box.width, `the chip inside the ${width} px viewport`).toBeLessThanOrEqual(width);
      // The page's results are the country's: the same as the API's, every one from New Zealand.
      const api = (await (
        await fetch(`${site.server.url}/api/search?q=${encodeURIComponent(topic)}&country=NZ`)
      ).json()) as {
        total: number;
        hits: Array<{ country: string; url: string }>;
      };
      const everywhere = (await (
        await fetch(`${site.server.url}/api/search?q=${encodeURIComponent(topic)}`)
      ).json()) as { total: number };
      expect(api.total).toBeGreaterThan(0);
      expect(api.total).toBeLessThan(everywhere.total);
      expect(new Set(api.hits.map((h) => h.country))).toEqual(new Set(['NZ']));
      const links = page.locator('ol article h2 a');
      await links.first().waitFor();
      expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(
        api.hits.map((h) => h.url),
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: /Search everywhere/ }).click();
      await page.waitForURL(
        (url) => url.pathname === '/search' && !url.searchParams.has('country') && url.searchParams.get('q') === topic,
      );
      await filter.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    },
  );
});
