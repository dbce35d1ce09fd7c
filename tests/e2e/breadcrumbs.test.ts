import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/** Visible breadcrumbs on question, category, location, article and attorney pages, the same trail as the JSON-LD. */
const site = siteInBrowser(['tests/fixtures/demo-small']);

const pages: Record<string, string> = {};
beforeAll(() => {
  const db = new Database(site.archivePath, { readonly: true });
  try {
    const one = (sql: string) => db.prepare(sql).pluck().get() as string;
    const question = db.prepare('SELECT id FROM questions WHERE category_id <> 0 AND length(title) > 80 ORDER BY id LIMIT 1').pluck().get();
    pages.question = `/q/${String(question)}`;
    pages.category = `/categories/${one('SELECT slug FROM categories WHERE question_count > 0 AND id <> 0 ORDER BY id LIMIT 1')}`;
    pages.state = '/legal-help/california';
    pages.country = '/legal-help/countries/canada';
    pages.article = `/articles/${one('SELECT slug FROM articles ORDER BY slug LIMIT 1')}`;
    pages.articleCategory = `/articles/category/${one('SELECT slug FROM article_categories ORDER BY slug LIMIT 1')}`;
    pages.attorney = `/attorneys/${one('SELECT slug FROM attorneys WHERE state IS NOT NULL ORDER BY total_answers DESC LIMIT 1')}`;
  } finally {
    db.close();
  }
});

interface Trail {
  names: string[];
  hrefs: (string | null)[];
  current: string | null;
}

async function visibleTrail(page: Page): Promise<Trail> {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  expect(await nav.isVisible()).toBe(true);
  return nav.evaluate((el) => {
    const items = [...el.querySelectorAll('li')];
    return {
      names: items.map((li) => (li.querySelector('a, [aria-current]')?.textContent ?? '').trim()),
      hrefs: items.map((li) => li.querySelector('a')?.getAttribute('href') ?? null),
      current: el.querySelector('[aria-current="page"]')?.textContent ?? null,
    };
  });
}

async function jsonLdTrail(page: Page): Promise<{ name: string; item: string }[]> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const list = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(list, 'BreadcrumbList').toBeDefined();
  return list.itemListElement;
}

describe.each([375, 1280])('breadcrumbs at %i px', (width) => {
  it.each(['question', 'category', 'state', 'country', 'article', 'articleCategory', 'attorney'])(
    'the %s page shows the JSON-LD trail, with and without JavaScript',
    async (kind) => {
      for (const javaScriptEnabled of [true, false]) {
        const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled });
        await page.goto(`${site.server.url}${pages[kind]}`);
        await page.waitForLoadState('networkidle');
        const trail = await visibleTrail(page);
        const ld = await jsonLdTrail(page);
        expect(trail.names).toEqual(ld.map((c) => c.name));
        expect(trail.names[0]).toBe('Home');
        // Every crumb but the page itself links where the JSON-LD says; the page is marked current.
        expect(trail.hrefs.slice(0, -1)).toEqual(ld.slice(0, -1).map((c) => new URL(c.item).pathname + new URL(c.item).search + new URL(c.item).hash));
        expect(trail.hrefs.at(-1)).toBeNull();
        expect(trail.current?.trim()).toBe(ld.at(-1)!.name);
        expect(new URL(ld.at(-1)!.item).pathname).toBe(new URL(page.url()).pathname);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (javaScriptEnabled) {
          expect(await axeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
        }
        await page.context().close();
      }
    },
  );
});

describe('breadcrumb navigation', () => {
  it("leads from a question to its category's page", async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 375, height: 900 } });
    await page.goto(`${site.server.url}${pages.question}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    const category = crumbs.nth(1);
    const href = await category.getAttribute('href');
    const name = (await category.textContent())?.trim();
    await category.click();
    await page.waitForURL((url) => url.pathname === href);
    // A client-side navigation changes the URL before the next page is drawn.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect((await visibleTrail(page)).current?.trim()).toBe(name);
    await page.context().close();
  });
});
