import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/search']);

describe('help under a search that finds little, in Chromium', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: the other ways in are shown whole, axe 0, and a word alone runs its search`, async () => {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/search?q=${encodeURIComponent('zorblax dealer')}`);
      await page.waitForLoadState('networkidle');
      const help = page.getByRole('region', { name: 'More ways to find an answer' });
      await help.waitFor();
      expect(await help.getByRole('heading', { name: 'Any of these words' }).isVisible()).toBe(true);
      expect(await help.getByRole('heading', { name: 'Practice areas these words point to' }).isVisible()).toBe(true);
      expect(await help.getByRole('heading', { name: /^Popular answered questions in / }).isVisible()).toBe(true);
      // Nothing of the panel sticks out of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const box = (await help.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);

      await help.getByRole('link', { name: 'dealer', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'dealer' && url.searchParams.get('exact') === '1');
      await page.locator('ol article').first().waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`at ${width} px: a search that matches nothing points to the busiest practice areas`, async () => {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/search?q=${encodeURIComponent('qqxzzv wwkkjj')}`);
      await page.waitForLoadState('networkidle');
      const help = page.getByRole('region', { name: 'More ways to find an answer' });
      await help.getByRole('heading', { name: 'Browse the busiest practice areas' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      const area = help.getByRole('listitem').first().getByRole('link');
      const name = (await area.textContent())!.trim();
      await area.click();
      await page.waitForURL(/\/categories\/[a-z0-9-]+$/);
      // The address changes before the new page has rendered its heading.
      await expect.poll(() => page.locator('h1').textContent()).toBe(name);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
