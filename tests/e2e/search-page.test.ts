import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/search']);

const resultTitles = (page: Page) => page.locator('ol article h2').allTextContents();
/** Set on window: survives client-side navigations, lost on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 1);

describe('/search in Chromium', () => {
  it('breaks no rule of the Content Security Policy (no eval, no script its hash does not list)', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    const reports: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/csp-report') reports.push(request.postData() ?? '');
    });
    for (const query of ['', '?q=divorce', '?q=divorse', '?q=divorce+in+california']) {
      await page.goto(`${site.server.url}/search${query}`);
      await page.waitForLoadState('networkidle');
    }
    expect(reports).toEqual([]);
    await page.close();
  });

  it('searches from the discovery panel state and writes the address without a page load', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/search`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Popular Legal Topics' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Search Tips' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('section[aria-labelledby="featured-heading"] a[href^="/questions/"]').count()).toBe(3);
    const button = page.locator('main form[role="search"] button[type="submit"]');
    expect(await button.isDisabled()).toBe(true);
    await markWindow(page);
    await page.locator('#search-q').fill('  zorblax ');
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'zorblax');
    await page.locator('ol article').first().waitFor();
    expect(await resultTitles(page)).toEqual([
      'Zorblax warranty dispute with a car dealer',
      'Dealer refused a refund for a broken appliance',
      'Business partner kept the company equipment',
    ]);
    expect(await page.locator('ol mark').first().textContent()).toBe('zorblax');
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^3 results for “zorblax” · (<1|\d+) ms$/);
    expect(await windowKept(page)).toBe(true);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    // The clear button empties the box and disables Search.
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await page.locator('#search-q').inputValue()).toBe('');
    expect(await button.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('filters by state and category, and Clear Filters removes them', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/search?q=zorblax`);
    await page.waitForLoadState('networkidle');
    await markWindow(page);
    await page.locator('#filter-state').selectOption('CA');
    await page.waitForURL((url) => url.searchParams.get('state') === 'CA');
    await page.waitForFunction(() => document.querySelectorAll('ol article').length === 1);
    expect(await resultTitles(page)).toEqual(['Zorblax warranty dispute with a car dealer']);
    await page.locator('#filter-state').selectOption('all');
    await page.waitForURL((url) => !url.searchParams.has('state'));
    // The sidebar's facet link (the help under few results links the area too).
    await page.locator('aside[aria-labelledby="filters-heading"]').getByRole('link', { name: /Business Law/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === '12');
    await page.waitForFunction(() => document.querySelectorAll('ol article').length === 1);
    expect(await resultTitles(page)).toEqual(['Business partner kept the company equipment']);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('category') && url.searchParams.get('q') === 'zorblax');
    await page.waitForFunction(() => document.querySelectorAll('ol article').length === 3);
    expect(await windowKept(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('sorts by date and pages (page only above 1, scrolled to the top)', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${site.server.url}/search?q=zorblax`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Date', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
    await page.waitForFunction(
      () => document.querySelector('ol article h2')?.textContent === 'Business partner kept the company equipment',
    );
    expect(await resultTitles(page)).toEqual([
      'Business partner kept the company equipment',
      'Dealer refused a refund for a broken appliance',
      'Zorblax warranty dispute with a car dealer',
    ]);

    await page.goto(`${site.server.url}/search?q=custody`);
    await page.waitForLoadState('networkidle');
    const first = await resultTitles(page);
    expect(first).toHaveLength(10);
    const bar = page.getByRole('navigation', { name: 'Search results pages' });
    await bar.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await bar.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction((before) => document.querySelector('ol article h2')?.textContent !== before, first[0]);
    await page.waitForFunction(() => window.scrollY === 0);
    const second = await resultTitles(page);
    expect(second.some((t) => first.includes(t))).toBe(false);
    await page.getByRole('navigation', { name: 'Search results pages' }).getByRole('link', { name: 'Page 1' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    expect(errors).toEqual([]);
  });

  it('shows "No results found" with a one-click filter reset', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/search?q=zorblax&state=WY`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'No results found' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Try adjusting your search terms or filters.').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('state'));
    await page.locator('ol article').first().waitFor();
    expect(await resultTitles(page)).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: GET form, filter form and links', async () => {
    const { page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.url}/search`);
    await page.locator('#search-q').fill('zorblax');
    await page.locator('#search-q').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zorblax');
    expect(await resultTitles(page)).toHaveLength(3);
    await page.locator('#filter-category').selectOption('70');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === '70');
    expect(await resultTitles(page)).toHaveLength(2);
    await page.getByRole('link', { name: 'Date', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
    expect(await resultTitles(page)).toEqual([
      'Dealer refused a refund for a broken appliance',
      'Zorblax warranty dispute with a car dealer',
    ]);
  });
  it('says what it searched for a misspelled word, with links to the corrected words and to exactly what was typed (375 and 1280 px)', async () => {
    for (const width of [375, 1280]) {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/search?q=neigbor`);
      await page.waitForLoadState('networkidle');
      const notice = page.getByTestId('spelling-notice');
      expect((await notice.textContent())?.replace(/\s+/g, ' ')).toBe(
        'Showing results for neighbor. Search instead for neigbor',
      );
      expect(await page.getByTestId('result-count').textContent()).toMatch(
        /results? (\(showing [^)]*\) )?for “neighbor”/,
      );
      const corrected = notice.getByRole('link', { name: 'neighbor', exact: true });
      const typed = notice.getByRole('link', { name: 'neigbor', exact: true });
      for (const link of [corrected, typed]) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `link inside the ${width} px viewport`).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      // "Search instead for": the words exactly as typed, not corrected again.
      await typed.click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'neigbor' && url.searchParams.get('exact') === '1');
      await page.getByRole('heading', { name: 'No results found' }).waitFor();
      await expect.poll(() => page.getByTestId('spelling-notice').count()).toBe(0);
      // "Showing results for": the corrected words, which need no correction.
      await page.goto(`${site.server.url}/search?q=neigbor`);
      await page.getByTestId('spelling-notice').getByRole('link', { name: 'neighbor', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'neighbor' && !url.searchParams.has('exact'));
      await page.locator('ol article').first().waitFor();
      await expect.poll(() => page.getByTestId('spelling-notice').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('says which state it read from the words (first, others after it when it has few), with a link to search all states (375 and 1280 px)', async () => {
    for (const width of [375, 1280]) {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/search?q=custody+in+texas`);
      await page.waitForLoadState('networkidle');
      const notice = page.getByTestId('place-notice');
      expect((await notice.textContent())?.replace(/\s+/g, ' ')).toBe(
        // A state named in the words is preferred, not a filter (decision 0034).
        'Questions from Texas, named in your search, come first among questions of similar relevance; questions from every state are included. Search everywhere without preferring Texas',
      );
      // A preference, not a gate: Texas questions are on the page, not necessarily first.
      const labels = await page.locator('ol article p').allTextContents();
      expect(labels.some((label) => label.includes('Texas')), labels.join(' | ')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 375) {
        expect(errors).toEqual([]);
        await page.close();
        continue;
      }
      await notice.getByRole('link', { name: 'Search everywhere without preferring Texas' }).click();
      await page.waitForURL((url) => url.searchParams.get('noplace') === '1');
      await page.locator('ol article').first().waitFor();
      await expect.poll(() => page.getByTestId('place-notice').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
