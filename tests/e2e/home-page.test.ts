import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small']);

/** The demo archive's photo host does not exist; serve a tiny image in its place. */
async function servePhotos(page: Page): Promise<void> {
  await page.route('https://images.opencounsel.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#777"/></svg>',
    }),
  );
}

describe('home page in Chromium', () => {
  it('shows the hero, four tiles, 6 questions, 3 experts and the blocks, with no axe violations (light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors } = await openPage(site.browser, { colorScheme, viewport: { width: 1280, height: 900 } });
      await servePhotos(page);
      await page.goto(`${site.server.url}/`);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/answered by attorneys/);
      const tiles = await page.locator('section[aria-label="The archive in figures"] dl > div').allInnerTexts();
      expect(tiles).toHaveLength(4);
      expect(tiles.join('\n')).toMatch(
        /Questions Answered[\s\S]*Attorney Contributors[\s\S]*Legal Specialties[\s\S]*Years Covered/,
      );
      const questions = page.locator('section[aria-labelledby="recent-questions"] li h3 a');
      expect(await questions.count()).toBe(6);
      for (const href of await questions.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/legal-questions\/.+-\d+$/);
      const experts = page.locator('section[aria-labelledby="featured-experts"] li h3 a');
      expect(await experts.count()).toBe(3);
      // Photos load once the cards are in view.
      await experts.first().scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('section[aria-labelledby="featured-experts"] li img').count()).toBe(3);
      for (const href of await experts.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/attorneys\/[\w-]+$/);
      expect(await page.getByRole('link', { name: /Browse Database/ }).getAttribute('href')).toBe('/search');
      expect(await page.getByRole('link', { name: 'Join as Attorney' }).getAttribute('href')).toBe('/coming-soon');
      const features = page.locator('section[aria-labelledby="new-features"]');
      expect(await features.locator('a[href="/guides"]').count()).toBe(1);
      expect(await features.locator('a[href="/search"]').count()).toBe(1);
      // The header shows Home everywhere but here.
      expect(await page.locator('header').getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('hero search trims the text, ignores an empty query, and works by button and by Enter', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    await servePhotos(page);
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    const box = page.locator('#hero-search');
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search Database' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('  dog bite  ');
    await page.getByRole('button', { name: 'Search Database' }).click();
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).search).toBe('?q=dog%20bite');
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.locator('#hero-search').fill('wage claim');
    await page.locator('#hero-search').press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).search).toBe('?q=wage%20claim');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('falls back to the default avatar when an attorney photo and its fallback cannot load', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    // The demo's photos are the site's own portraits (/avatars/); real archives' photos are on other hosts.
    await page.route('**/avatars/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('https://images.opencounsel.example/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    const photos = page.locator('section[aria-labelledby="featured-experts"] li img[data-photo-source]');
    expect(await photos.count()).toBe(3);
    await photos.first().scrollIntoViewIfNeeded();
    for (const photo of await photos.all())
      await expect.poll(() => photo.getAttribute('src')).toBe('/images/default-avatar.svg');
    await page.context().close();
  });

  it('shows Home in the header on other pages, and the menus work from the keyboard', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/faq`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('header').getByRole('link', { name: 'Home', exact: true }).count()).toBe(1);
    const help = page.getByRole('button', { name: 'Help', exact: true });
    await help.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Privacy Policy' }).first().waitFor({ state: 'visible' });
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('the mobile drawer opens and closes from the keyboard, and the current page is marked', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${site.server.url}/about`);
    await page.waitForLoadState('networkidle');
    const trigger = page.getByRole('button', { name: 'Menu', exact: true });
    await trigger.waitFor(); // a button once hydrated (a link to the footer menu before)
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor({ state: 'visible' });
    // While the dialog is open the rest of the page is hidden from assistive technology.
    expect(await page.locator('header a[aria-haspopup="dialog"]').getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.locator('a[aria-current="page"]').allTextContents()).toEqual(['About']);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await page.keyboard.press(' ');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await page.locator('footer a[aria-current="page"]').allTextContents()).toEqual(['About']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
