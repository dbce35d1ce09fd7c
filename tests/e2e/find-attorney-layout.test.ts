import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/attorneys']);

async function open(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
  const { page } = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled });
  await page.goto(`${site.server.url}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not rendered');
  return found;
}

/** The accessible label of the focused element, or its text, for reading the tab order. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return (label ?? el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '').trim();
  });

async function tabSequence(page: Page, from: string, steps: number): Promise<string[]> {
  await page.locator(from).focus();
  const names = [await focusedName(page)];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  return names;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Find Qualified Attorneys' });
const toggle = (page: Page) => page.locator('[data-filters-toggle]');
const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"]');
const sidebar = (page: Page) => page.locator('aside[aria-labelledby="filter-heading"]');

describe('find-attorney layout on a phone (375 px)', () => {
  for (const path of ['/find-attorney', '/find-attorney?state=CA']) {
    it(`puts the heading first, then the search box and the Filters toggle (${path})`, async () => {
      const page = await open(path, 375);
      const h1 = await box(heading(page));
      const search = await box(page.locator('#attorney-query'));
      const button = await box(toggle(page));
      expect(h1.y + h1.height).toBeLessThanOrEqual(search.y);
      expect(search.y + search.height).toBeLessThanOrEqual(button.y);
      expect(await sidebar(page).isVisible()).toBe(false);
      await page.close();
    });
  }

  it('keeps the heading above the filters and results without JavaScript', async () => {
    const page = await open('/find-attorney?state=CA', 375, false);
    const h1 = await box(heading(page));
    const filters = await box(sidebar(page));
    const list = await box(results(page));
    expect(h1.y + h1.height).toBeLessThanOrEqual(filters.y);
    expect(filters.y + filters.height).toBeLessThanOrEqual(list.y);
    await page.close();
  });

  it('tabs from the search box to the toggle, then to the results', async () => {
    const page = await open('/find-attorney?state=CA', 375);
    expect(await tabSequence(page, '#attorney-query', 4)).toEqual([
      'Search attorneys',
      'Search',
      'Filters (1)▼',
      'Sort by',
      'Order',
    ]);
    await page.close();
  });
});

describe('find-attorney layout on a desktop (1280 px)', () => {
  it('shows the heading above a sidebar that sits beside the results', async () => {
    const page = await open('/find-attorney?state=CA', 1280);
    expect(await toggle(page).isVisible()).toBe(false);
    const h1 = await box(heading(page));
    const side = await box(sidebar(page));
    const list = await box(results(page));
    expect(h1.y + h1.height).toBeLessThanOrEqual(side.y);
    expect(side.x + side.width).toBeLessThanOrEqual(list.x);
    expect(Math.abs(side.y - list.y)).toBeLessThan(2);
    await page.close();
  });

  it('tabs through the search box, the sidebar, then the results', async () => {
    const page = await open('/find-attorney?state=CA', 1280);
    expect(await tabSequence(page, '#attorney-query', 9)).toEqual([
      'Search attorneys',
      'Search',
      'State',
      'City',
      'Add a practice area',
      'Minimum experience',
      'Free consultation',
      'Apply Filters',
      'Sort by',
      'Order',
    ]);
    await page.close();
  });
});
