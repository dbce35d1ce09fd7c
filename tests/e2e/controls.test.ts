import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/** Form controls that fit on phones, and controls that do something (or are not shown). */

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/attorneys']);

async function open(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
  const { page } = await openPage(site.browser, { viewport: { width, height: 800 }, javaScriptEnabled });
  await page.goto(`${site.server.url}${path}`);
  if (javaScriptEnabled) await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Every visible form control of the page, measured: a text box or select at least 36 px
 * tall (buttons 24 px, WCAG 2.5.8), inside the viewport, its placeholder, selected option
 * or date ("mm/dd/yyyy" and the picker icon) not cut; and no sideways scrolling.
 */
function controlProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>(
      'input, select, textarea, button',
    )) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || (el as HTMLInputElement).type === 'hidden') continue;
      if (el.closest('[aria-hidden="true"]') || el.tabIndex < 0) continue; // the contact form's honeypot
      const name = `${el.tagName.toLowerCase()}#${el.id || el.getAttribute('name') || el.textContent!.trim().slice(0, 20)}`;
      const type = (el as HTMLInputElement).type;
      if (type === 'checkbox' || type === 'radio') continue;
      const minimum = el.tagName === 'BUTTON' || type === 'submit' ? 24 : 36;
      if (box.height < minimum) problems.push(`${name} is ${box.height} px tall`);
      if (box.left < -0.5 || box.right > innerWidth + 0.5)
        problems.push(`${name} leaves the viewport (${box.left}-${box.right})`);
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needs = (text: string, extra = 0) => context.measureText(text).width + extra;
      const placeholder = (el as HTMLInputElement).placeholder;
      if (placeholder && needs(placeholder) > room)
        problems.push(`${name}: placeholder cut (${Math.round(needs(placeholder))} > ${Math.round(room)})`);
      if (type === 'date' && needs('mm/dd/yyyy', 24) > room)
        problems.push(`${name}: date cut (${Math.round(needs('mm/dd/yyyy', 24))} > ${Math.round(room)})`);
      if (el instanceof HTMLSelectElement) {
        const text = el.options[el.selectedIndex]?.text ?? '';
        if (needs(text, 16) > room) problems.push(`${name}: "${text}" cut`);
      }
    }
    if (document.documentElement.scrollWidth > innerWidth)
      problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return problems;
  });
}

const PAGES = [
  '/',
  '/find-attorney',
  '/find-attorney?state=WY',
  '/search',
  '/search?q=divorce',
  '/categories',
  '/legal-help',
  '/articles',
  '/contact',
  '/categories/family-law-divorce-child-custody-and-adoption',
];

describe('form controls fit at every width', () => {
  for (const width of [320, 375, 768, 1280]) {
    it(`at ${width} px`, async () => {
      const page = await open('/', width);
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${site.server.url}${path}`);
        for (const problem of await controlProblems(page)) found.push(`${path}: ${problem}`);
      }
      expect(found).toEqual([]);
      // The home search box in particular: a full-height box on phones too.
      await page.goto(`${site.server.url}/`);
      expect((await page.locator('#hero-search').boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.context().close();
    });
  }
});

describe('Apply buttons exist only without JavaScript', () => {
  const cases = [
    { path: '/categories/family-law-divorce-child-custody-and-adoption', name: 'Apply' },
    { path: '/search?q=divorce', name: 'Apply filters' },
    { path: '/find-attorney?state=WY', name: 'Apply sort' },
  ];
  for (const { path, name } of cases) {
    it(`${name} on ${path.split('?')[0]}`, async () => {
      const noJs = await open(path, 1280, false);
      expect(await noJs.getByRole('button', { name, exact: true }).count()).toBe(1);
      await noJs.context().close();
      const page = await open(path, 1280);
      await expect.poll(() => page.getByRole('button', { name, exact: true }).count()).toBe(0);
      await page.context().close();
    });
  }

  it('the listing select applies on change once the Apply button is gone', async () => {
    const page = await open('/categories/family-law-divorce-child-custody-and-adoption', 1280);
    await page.locator('#listing-sort').selectOption('date');
    await page.waitForURL(/sort=date/);
    await page.context().close();
  });
});

describe('index filters work as you type, like the article filter', () => {
  for (const { path, box, list } of [
    { path: '/categories', box: '#category-search', list: 'ul[aria-label="Practice areas"] > li' },
    { path: '/legal-help', box: '#location-search', list: 'main ul > li:has(a[href^="/legal-help/"])' },
  ]) {
    it(path, async () => {
      const page = await open(path, 1280);
      const all = await page.locator(list).count();
      expect(all).toBeGreaterThan(3);
      await page.locator(box).pressSequentially('wy', { delay: 30 });
      await expect.poll(() => page.locator(list).count()).toBeLessThan(all);
      expect(new URL(page.url()).search).toBe(''); // filtered in the page, no request
      expect(await page.getByRole('status').filter({ hasText: / of / }).textContent()).toMatch(/match/);
      await page.locator(box).fill('');
      await expect.poll(() => page.locator(list).count()).toBe(all);
      // Without JavaScript the same box is a GET form.
      const noJs = await open(`${path}?q=wy`, 1280, false);
      expect(await noJs.locator(list).count()).toBeLessThan(all);
      await noJs.context().close();
      await page.context().close();
    });
  }
});

describe('filters fold behind a Filters button on phones', () => {
  for (const { path, firstResult, filter } of [
    { path: '/search?q=divorce', firstResult: 'main ol > li', filter: 'select[name="state"]' },
    { path: '/find-attorney?state=WY', firstResult: 'main article', filter: '#filter-state' },
  ]) {
    it(`${path.split('?')[0]} at 375 px: the first result is in view; the button shows the filters`, async () => {
      const page = await open(path, 375);
      const toggle = page.getByRole('button', { name: /^Filters/ });
      await expect.poll(() => toggle.isVisible()).toBe(true);
      expect(await page.locator(filter).isVisible()).toBe(false);
      const first = (await page.locator(firstResult).first().boundingBox())!;
      expect(first.y).toBeLessThan(800);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator(filter).isVisible()).toBe(true);
      await page.context().close();
    });

    it(`${path.split('?')[0]} at 1280 px and without JavaScript: the filters are simply shown`, async () => {
      const wide = await open(path, 1280);
      expect(await wide.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
      expect(await wide.locator(filter).isVisible()).toBe(true);
      await wide.context().close();
      const noJs = await open(path, 375, false);
      expect(await noJs.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
      expect(await noJs.locator(filter).isVisible()).toBe(true);
      await noJs.context().close();
    });
  }
});
