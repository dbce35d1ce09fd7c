import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/** Details a careful visitor notices: the pager on a phone, hero alignment, the search title, the 404 page. */
const site = siteInBrowser(['tests/fixtures/demo-small']);

const VIEWS = [
  { width: 375, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

/** A search of the demo archive with many pages of results. */
const MANY_PAGES = 'court';

async function pagerRows(page: Page) {
  return page.getByRole('navigation', { name: 'Search results pages' }).evaluate((nav) => {
    // The middle of each box: the ellipsis is shorter than the buttons beside it.
    const top = (el: Element | null) => {
      const box = el?.getBoundingClientRect();
      return box ? Math.round((box.top + box.bottom) / 2) : null;
    };
    const steps = [...nav.children].filter((el) => el.tagName !== 'UL');
    return {
      previous: top(steps[0] ?? null),
      next: top(steps[1] ?? null),
      numbers: [...nav.querySelectorAll('ul > li')].map(top),
      right: Math.max(...[...nav.querySelectorAll('a, span')].map((el) => el.getBoundingClientRect().right)),
      lastPage: Math.max(...[...nav.querySelectorAll('ul > li')].map((li) => Number(li.textContent?.replace(/\D/g, '') || 0))),
    };
  });
}

describe('search pager', () => {
  it('never leaves Next alone on a line: Previous and Next share a row on a phone, one line on a desktop (light and dark)', async () => {
    for (const view of VIEWS) {
      const { page } = await openPage(site.browser, {
        colorScheme: view.colorScheme,
        viewport: { width: view.width, height: 900 },
      });
      await page.goto(`${site.server.url}/search?q=${MANY_PAGES}`);
      const last = (await pagerRows(page)).lastPage;
      expect(last, 'the query needs enough pages for the widest pager').toBeGreaterThanOrEqual(8);
      for (const at of [1, 4, 15, last]) {
        const label = `${view.width} ${view.colorScheme} page ${at}`;
        await page.goto(`${site.server.url}/search?q=${MANY_PAGES}&page=${at}`);
        const rows = await pagerRows(page);
        expect(rows.next, label).toBe(rows.previous);
        expect(new Set(rows.numbers).size, `${label}: page numbers on one line`).toBe(1);
        expect(rows.right, `${label}: inside the viewport`).toBeLessThanOrEqual(view.width);
        if (view.width === 1280) expect(rows.numbers[0], `${label}: all on one line`).toBe(rows.next);
        else expect(rows.numbers[0]!, `${label}: numbers below Previous and Next`).toBeGreaterThan(rows.next!);
      }
      await page.context().close();
    }
  });
});

describe('page heroes', () => {
  for (const path of ['/faq', '/about', '/contact']) {
    it(`${path}: the title starts where the body text does (375 and 1280 px, light and dark)`, async () => {
      for (const view of VIEWS) {
        const { page } = await openPage(site.browser, {
          colorScheme: view.colorScheme,
          viewport: { width: view.width, height: 900 },
        });
        await page.goto(`${site.server.url}${path}`);
        const [title, body] = await page.evaluate(() => {
          const h1 = document.querySelector('main h1')!;
          const column = h1.parentElement!.parentElement!.nextElementSibling!.firstElementChild!;
          return [h1.getBoundingClientRect().left, column.getBoundingClientRect().left];
        });
        expect(Math.abs(title - body), `${path} ${view.width} ${view.colorScheme}`).toBeLessThanOrEqual(1);
        await page.context().close();
      }
    });
  }

  it('the home hero never splits "sign-in" across lines (320 to 1440 px, light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openPage(site.browser, { colorScheme, viewport: { width: 1280, height: 900 } });
      await page.goto(`${site.server.url}/`);
      for (let width = 320; width <= 1440; width += 8) {
        await page.setViewportSize({ width, height: 900 });
        const lines = await page.evaluate(() => {
          const intro = document.querySelector('#home-title + p')!;
          const text = [...intro.querySelectorAll('*'), intro]
            .flatMap((el) => [...el.childNodes])
            .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.includes('sign-in'))!;
          const range = document.createRange();
          const start = text.textContent!.indexOf('sign-in');
          range.setStart(text, start);
          range.setEnd(text, start + 'sign-in'.length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${width} px ${colorScheme}`).toBe(1);
      }
      await page.context().close();
    }
  });
});

describe('search page title', () => {
  it('cuts a long query at a word boundary with an ellipsis, within 60 characters, on load and after a search (375 and 1280 px)', async () => {
    for (const width of [375, 1280]) {
      const { page } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/search?q=${encodeURIComponent('what happens to my car if i file bankruptcy')}`);
      expect(await page.title()).toBe('what happens to my car if i file… – Search | OpenCounsel');
      await page.waitForLoadState('networkidle');
      await page.locator('#search-q').fill('can my landlord keep my whole security deposit');
      await page.locator('#search-q').press('Enter');
      await page.waitForURL(/landlord/);
      await expect.poll(() => page.title()).toBe('can my landlord keep my whole… – Search | OpenCounsel');
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      await page.context().close();
    }
  });
});

describe('404 page', () => {
  it('offers a search box, the practice areas people ask about most and the home page (375 and 1280 px, light and dark)', async () => {
    for (const view of VIEWS) {
      const label = `${view.width} ${view.colorScheme}`;
      const { page, errors } = await openPage(site.browser, {
        colorScheme: view.colorScheme,
        viewport: { width: view.width, height: 900 },
      });
      const response = await page.goto(`${site.server.url}/no-such-page`);
      expect(response?.status(), label).toBe(404);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).textContent(), label).toBe('404 Page Not Found');
      const ways = page.getByRole('navigation', { name: 'Practice areas people ask about most' });
      const areas = await ways.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(areas.length, label).toBeGreaterThanOrEqual(4);
      expect(areas.slice(0, -1).every((href) => /^\/categories\/[a-z0-9-]+$/.test(href ?? '')), label).toBe(true);
      expect(areas.at(-1), label).toBe('/categories');
      expect(await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).getAttribute('href'), label).toBe('/');
      expect(await axeViolations(page), label).toEqual([]);
      const box = page.getByRole('search', { name: 'Search the archive' }).getByRole('searchbox');
      expect(await box.isVisible(), label).toBe(true);
      await box.fill('  security deposit ');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=/);
      expect(new URL(page.url()).search, label).toBe('?q=security%20deposit');
      expect(errors.filter((e) => !e.includes('404')), label).toEqual([]);
      await page.context().close();
    }
  });

  it('its search box and links work without JavaScript', async () => {
    const { page } = await openPage(site.browser, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    await page.goto(`${site.server.url}/no-such-page`);
    await page.getByRole('search', { name: 'Search the archive' }).getByRole('searchbox').fill('dog bite');
    await page.getByRole('search', { name: 'Search the archive' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=dog\+bite/);
    await page.goto(`${site.server.url}/no-such-page`);
    await page.getByRole('navigation', { name: 'Practice areas people ask about most' }).locator('a').first().click();
    await page.waitForURL(/\/categories\/[a-z0-9-]+$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('404 Page Not Found');
    await page.context().close();
  });
});
