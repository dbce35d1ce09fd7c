import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small']);

const VIEWS = [
  { width: 375, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

describe('header menus before JavaScript', () => {
  it('desktop Legal Help, Resources and Help open and their links work without JavaScript (1280 px, light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openPage(site.browser, {
        javaScriptEnabled: false,
        colorScheme,
        viewport: { width: 1280, height: 900 },
      });
      await page.goto(`${site.server.url}/faq`);
      const main = page.getByRole('navigation', { name: 'Main' });
      for (const [menu, link] of [
        ['Legal Help', 'By Category'],
        ['Resources', 'Articles'],
        ['Help', 'Privacy Policy'],
      ] as const) {
        const item = main.getByRole('link', { name: link, exact: true });
        expect(await item.isVisible(), `${menu} starts closed (${colorScheme})`).toBe(false);
        await main.locator('summary', { hasText: new RegExp(`^${menu}$`) }).click();
        expect(await item.isVisible(), `${menu} opens (${colorScheme})`).toBe(true);
      }
      // One menu open at a time: opening Help closed the others.
      expect(await main.getByRole('link', { name: 'By Category' }).isVisible()).toBe(false);
      await main.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(/\/privacy$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/privacy/i);
      await page.context().close();
    }
  });

  it('the phone Menu control leads to the site navigation without JavaScript (375 px, light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openPage(site.browser, {
        javaScriptEnabled: false,
        colorScheme,
        viewport: { width: 375, height: 800 },
      });
      await page.goto(`${site.server.url}/faq`);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await page.getByRole('link', { name: 'Menu' }).click();
      await page.waitForURL(/#footer-navigation$/);
      expect(await page.locator('#footer-navigation').getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(
        true,
      );
      await page.context().close();
    }
  });
});

describe('search box clear button', () => {
  it('is absent until JavaScript can make it work, then clears the box (375 and 1280 px, light and dark)', async () => {
    for (const view of VIEWS) {
      const label = `${view.width} ${view.colorScheme}`;
      const noScript = await openPage(site.browser, {
        javaScriptEnabled: false,
        colorScheme: view.colorScheme,
        viewport: { width: view.width, height: 900 },
      });
      await noScript.page.goto(`${site.server.url}/search?q=bankruptcy`);
      expect(await noScript.page.locator('#search-q').inputValue(), label).toBe('bankruptcy');
      expect(await noScript.page.getByRole('button', { name: 'Clear search' }).count(), label).toBe(0);
      await noScript.page.context().close();

      const { page, errors } = await openPage(site.browser, {
        colorScheme: view.colorScheme,
        viewport: { width: view.width, height: 900 },
      });
      await page.goto(`${site.server.url}/search?q=bankruptcy`);
      await page.waitForLoadState('networkidle');
      const clear = page.getByRole('button', { name: 'Clear search' });
      await clear.click();
      expect(await page.locator('#search-q').inputValue(), label).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id), label).toBe('search-q');
      expect(await clear.count(), label).toBe(0);
      expect(errors, label).toEqual([]);
      await page.context().close();
    }
  });
});
