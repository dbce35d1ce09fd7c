import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage } from '../helpers/browser.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import {
  archiveWithoutArticleCategories,
  HOSTILE_SLUG,
  rawHostileArchive,
  removeArchiveCopy,
} from '../integration/article-archives.ts';

/**
 * The article pages in Chromium. The main server runs on an archive whose hostile article
 * body is stored UNSANITIZED, so these tests prove the render-time sanitizer on its own.
 */
let server: TestServer;
let brokenServer: TestServer;
let browser: Browser;
let rawPath: string;
let brokenPath: string;

beforeAll(async () => {
  rawPath = await rawHostileArchive();
  brokenPath = await archiveWithoutArticleCategories();
  [server, brokenServer, browser] = await Promise.all([startServer(rawPath), startServer(brokenPath), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), brokenServer?.stop()]);
  removeArchiveCopy(rawPath);
  removeArchiveCopy(brokenPath);
});

/** Records anything the hostile content could make run: dialogs, the payload's flag, a setter trap on it. */
async function watchForScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__reportXss', (what: string) => ran.push(what));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportXss: (w: string) => void }).__reportXss;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value) => report(`window.__xss set to ${String(value)}`),
    });
  });
  return ran;
}

/** Hovers, focuses and clicks what remains of the hostile body so any surviving handler fires. */
async function poke(page: Page): Promise<void> {
  const body = page.locator('.article-body');
  for (const element of await body.locator('*').all()) {
    await element.hover({ timeout: 1000 }).catch(() => {});
    await element.focus().catch(() => {});
  }
  for (const link of await body.locator('a:not([href^="http"])').all()) {
    await link.click({ timeout: 1000, noWaitAfter: true }).catch(() => {});
    if (!page.url().includes(`/articles/${HOSTILE_SLUG}`)) await page.goBack();
  }
  await page.waitForTimeout(1500); // animations, refreshes and onload handlers would have fired by now
}

async function domFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const tag = element.tagName.toLowerCase();
      if (
        [
          'script',
          'iframe',
          'object',
          'embed',
          'form',
          'style',
          'img',
          'math',
          'base',
          'meta',
          'link',
          'template',
        ].includes(tag)
      )
        found.push(tag);
      if (tag === 'svg' && !element.hasAttribute('data-icon')) found.push('svg');
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name) || attribute.name === 'style' || attribute.name === 'srcdoc')
          found.push(`${tag}[${attribute.name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(attribute.value))
          found.push(`${tag}[${attribute.name}=${attribute.value.slice(0, 20)}]`);
      }
    }
    return found;
  });
}

describe('/articles in Chromium', () => {
  it('renders, hydrates and passes axe; the filter narrows the cards as you type and on submit', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/articles`);
    await page.waitForLoadState('networkidle');
    const cards = page.getByRole('list', { name: 'Article categories' }).getByRole('listitem');
    expect(await cards.count()).toBe(11);
    expect(await page.getByTestId('article-totals').textContent()).toBe('76 articles11 categories');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Filter categories').fill('divorce');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('link').textContent()).toBe('Family Law & Divorce');
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Filter categories').fill('law');
    await page.getByLabel('Filter categories').press('Enter');
    await page.waitForURL(/\?q=law$/);
    expect(await cards.count()).toBe(4);
    // Back to the plain address (the footer link): the box and the cards follow the address.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Articles', exact: true }).click();
    await page.waitForURL(/\/articles$/);
    await expect.poll(() => cards.count()).toBe(11);
    expect(await page.getByLabel('Filter categories').inputValue()).toBe('');
    await page.getByLabel('Filter categories').fill('nothing like this');
    await expect.poll(() => page.getByText('No categories found').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows "Unable to Load Categories" when the archive cannot give the categories, without axe violations', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${brokenServer.url}/articles`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Unable to Load Categories');
    await expect(
      page.getByText('Please try refreshing the page or contact support if the problem persists.').isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('/articles/category/{slug} in Chromium', () => {
  it('searches the category and pages through the matches, keeping the query; passes axe', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/articles/category/articles-search-lab`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Debt & Wage Garnishment');
    const cards = page.getByRole('list', { name: 'Debt & Wage Garnishment articles' }).getByRole('listitem');
    expect(await cards.count()).toBe(12);
    expect(await page.getByText('Page 1 of 2').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Search articles in Debt & Wage Garnishment').fill('fence');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL(/\?q=fence$/);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('link').textContent()).toBe('Boundary Disputes With a Neighbor');

    await page.getByLabel('Search articles in Debt & Wage Garnishment').fill('garnishment');
    await page.getByLabel('Search articles in Debt & Wage Garnishment').press('Enter');
    await page.waitForURL(/\?q=garnishment$/);
    await expect
      .poll(() => page.getByTestId('category-count').textContent())
      .toBe('13 of 14 articles match “garnishment”');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\?q=garnishment&page=2$/);
    await expect.poll(() => page.getByText('Page 2 of 2').isVisible()).toBe(true);
    expect(await cards.count()).toBe(1);
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/\?q=garnishment$/);
    await expect.poll(() => cards.count()).toBe(12);
    expect(errors).toEqual([]);
  });

  it('paging and search work without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/articles/category/personal-injury`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\?page=2$/);
    expect(await page.getByText('Page 2 of 2').isVisible()).toBe(true);
    await page.getByLabel('Search articles in Personal Injury').fill('dog bite');
    await page.getByLabel('Search articles in Personal Injury').press('Enter');
    await page.waitForURL(/\?q=dog\+bite$/);
    const titles = await page
      .getByRole('list', { name: 'Personal Injury articles' })
      .getByRole('heading')
      .allTextContents();
    expect(titles).toContain('Dog Bite Claims and Homeowners Insurance');
    // Articles about the subject whose titles say it in other words ("the One-Bite Rule") match too.
    expect(titles.every((title) => /dog|bite/i.test(title)), titles.join(' | ')).toBe(true);
  });

  it('shows "Category Not Found" (404) with a button back to /articles; passes axe', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${server.url}/articles/category/no-such-category`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Category Not Found');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await page.waitForURL(/\/articles$/);
  });
});

describe('/articles/{slug} in Chromium', () => {
  it('renders an article with its sidebar and buttons, hydrates cleanly and passes axe', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/articles/your-first-week-after-a-car-accident`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your First Week After a Car Accident');
    const sidebar = page.getByRole('complementary', { name: 'About this article' });
    for (const heading of ['Article details', 'Key topics', 'Quick summary']) {
      expect(await sidebar.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Find an Attorney' }).getAttribute('href')).toBe('/find-attorney');
    expect(await page.getByRole('link', { name: 'Search Legal Q&A' }).getAttribute('href')).toBe('/search');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the hostile article runs nothing, loaded directly or by client-side navigation (body stored unsanitized)', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const ran = await watchForScripts(page);

    // Client-side navigation: the body arrives as loader data and is set with innerHTML.
    await page.goto(`${server.url}/articles/category/articles-hostile-lab`);
    await page.waitForLoadState('networkidle');
    await page.locator('main li h2 a').first().click();
    await page.waitForURL(new RegExp(`/articles/${HOSTILE_SLUG}$`));
    await page.locator('.article-body').waitFor({ state: 'attached' });
    expect(await page.locator('.article-body').textContent()).toContain('The last safe quote.');
    expect(await domFindings(page)).toEqual([]);
    await poke(page);
    expect(ran).toEqual([]);

    // Server-rendered document.
    await page.goto(`${server.url}/articles/${HOSTILE_SLUG}`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Hostile </script><script>window.__xss=(window.__xss||0)+1</script> Title & Test',
    );
    expect(await domFindings(page)).toEqual([]);
    await poke(page);
    expect(await page.locator('.article-body a[href="https://www.uscourts.gov/"]').getAttribute('rel')).toBe(
      'noopener nofollow',
    );

    expect(ran).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a phone screen, even with the long hostile title and category name', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 800 } });
    for (const path of [`/articles/${HOSTILE_SLUG}`, '/articles/category/articles-hostile-lab', '/articles']) {
      await page.goto(`${server.url}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it('shows "Article Not Found" (404) with a button home; passes axe', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${server.url}/articles/no-such-article`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Article Not Found');
    expect(await page.getByText("The article you're looking for doesn't exist or has been removed.").isVisible()).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
