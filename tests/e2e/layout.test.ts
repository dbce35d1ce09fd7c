import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/import-good']);

describe('shared layout in Chromium', () => {
  it('renders the home page and hydrates without errors or axe violations', async () => {
    const { page, errors } = await openPage(site.browser);
    // The fixture's attorney photo is on a host this machine cannot reach: serve one in its place.
    await page.route('https://example.org/photos/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
      }),
    );
    await page.goto(`${site.server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/answered by attorneys/i);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('header search trims the text and navigates to /search?q=', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/about-nothing`);
    await page.waitForLoadState('networkidle');
    const box = page.locator('#header-search');
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/about-nothing');
    await box.fill('  security deposit  ');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).search).toBe('?q=security%20deposit');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('follows site links client-side once hydrated (one document), and marks the current page in the footer', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/about`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/privacy/i);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The current-page mark follows the navigation.
    await expect(
      footer.getByRole('link', { name: 'Privacy Policy', exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(
      footer.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current'),
    ).resolves.toBeNull();
    // The head follows too: one icon, one stylesheet, one canonical link, for the new page.
    const head = () =>
      page.evaluate(() =>
        ['link[rel="icon"]', 'link[rel="stylesheet"]', 'link[rel="canonical"]'].map((selector) =>
          [...document.head.querySelectorAll(selector)].map((link) => new URL(link.getAttribute('href')!, location.href).pathname),
        ),
      );
    await expect.poll(head).toEqual([['/favicon.svg'], [expect.stringMatching(/^\/assets\/.+\.css$/)], ['/privacy']]);
    // Back and forward stay in the same document too.
    await page.goBack();
    await page.waitForURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = await openPage(site.browser);
    const response = await page.goto(`${site.server.url}/definitely/not/here`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('404 Page Not Found | OpenCounsel');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
  });

  it('opens the desktop menus by keyboard', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/search`);
    await page.waitForLoadState('networkidle');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const articles = page.getByRole('link', { name: 'Articles' }).first();
    await articles.waitFor({ state: 'visible' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the mobile drawer with the Help Center group', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.getByText('Menu', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    const helpCenter = dialog.locator('section', { has: page.getByRole('heading', { name: 'Help Center' }) });
    expect(await helpCenter.getByRole('link').allTextContents()).toEqual(['FAQ', 'About', 'Contact']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
