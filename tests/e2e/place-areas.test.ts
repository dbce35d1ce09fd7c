import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/browse', 'tests/fixtures/place-areas']);

describe('a practice area in one state, in Chromium', () => {
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`at ${width} px in ${scheme} mode: readable, no overflow, axe 0, sort works`, async () => {
        const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 }, colorScheme: scheme });
        await page.goto(`${site.server.url}/legal-help/texas/landlord-tenants`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').textContent()).toBe('Landlord & Tenants in Texas');
        expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Texas');
        expect(await page.locator('main article').count()).toBe(20);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.locator('#listing-sort').selectOption('recent');
        await page.waitForURL((url) => url.searchParams.get('sort') === 'recent');
        expect(await page.locator('main article').count()).toBe(20);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  for (const width of [375, 1280]) {
    it(`at ${width} px: a country's area page reads whole, and the state and category pages lead to the pairs`, async () => {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/legal-help/countries/new-zealand/aviation-law`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').textContent()).toBe('Aviation Law in New Zealand');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The state page's top areas and the category page's top states link to the pairs, with the pair's count.
      for (const [from, region] of [
        ['/legal-help/texas', 'Top practice areas in Texas'],
        ['/categories/landlord-tenants', 'Landlord & Tenants by state'],
      ] as const) {
        await page.goto(`${site.server.url}${from}`);
        await page.waitForLoadState('networkidle');
        const item = page.getByRole('region', { name: region }).getByRole('listitem').first();
        const count = Number((await item.locator('span').textContent())!.replace(/[(),]/g, ''));
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await item.getByRole('link').click();
        await page.waitForURL(/^[^?]*\/legal-help\/[a-z-]+\/[a-z0-9-]+$/);
        expect(await page.locator('main header strong').first().textContent()).toBe(`${count.toLocaleString('en-US')} question${count === 1 ? '' : 's'}`);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('without JavaScript: the page renders and the Apply button sorts', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await page.goto(`${site.server.url}/legal-help/countries/new-zealand/aviation-law`);
    expect(await page.locator('h1').textContent()).toBe('Aviation Law in New Zealand');
    await page.locator('#listing-sort').selectOption('answered');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'answered');
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
