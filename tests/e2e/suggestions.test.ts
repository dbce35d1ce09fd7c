import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { suggestWords } from '#app/domain/suggest.ts';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small']);

/** A word that begins several suggestions, and the best answered title that has it. */
let word = '';
beforeAll(() => {
  const db = new Database(site.archivePath, { readonly: true });
  const row = db.prepare("SELECT prefix FROM suggest_prefixes WHERE length(prefix) = 5 AND total >= 8 ORDER BY total DESC LIMIT 1").get() as { prefix: string };
  word = row.prefix;
  db.close();
});

const BOXES = [
  { path: '/', box: '#hero-search' },
  { path: '/about', box: '#header-search', phoneBox: '#drawer-search' },
  { path: '/search?q=tax', box: '#search-q' },
];

async function typeInto(page: Page, box: string, text: string) {
  await page.locator(box).click();
  await page.locator(box).fill('');
  await page.locator(box).pressSequentially(text, { delay: 20 });
}

describe('search suggestions in Chromium', () => {
  for (const width of [375, 1280]) {
    for (const { path, box: wide, phoneBox } of BOXES) {
      const box = width < 640 && phoneBox ? phoneBox : wide;
      it(`${path} ${box} at ${width} px: a combobox whose list the keyboard walks`, async () => {
        const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
        await page.goto(`${site.server.url}${path}`);
        await page.waitForLoadState('networkidle');
        const input = page.locator(box);
        // On a phone the header's box is in the drawer: open it first.
        if (box === '#drawer-search') await page.getByRole('button', { name: 'Menu' }).click();
        expect(await input.getAttribute('role')).toBe('combobox');
        expect(await input.getAttribute('aria-expanded')).toBe('false');
        await typeInto(page, box, word);
        const listId = (await input.getAttribute('aria-controls'))!;
        const list = page.locator(`#${listId}`);
        await list.waitFor({ state: 'visible' });
        expect(await input.getAttribute('aria-expanded')).toBe('true');
        expect(await list.getAttribute('role')).toBe('listbox');
        const options = list.locator('[role="option"]');
        await expect
          .poll(async () => (await options.allTextContents()).every((t) => suggestWords(t).some((w) => w.startsWith(word))))
          .toBe(true);
        const count = await options.count();
        expect(count).toBeGreaterThan(1);
        expect(count).toBeLessThanOrEqual(8);
        // The count is announced.
        expect(await page.locator('p[role="status"]').filter({ hasText: 'suggestion' }).first().textContent()).toMatch(new RegExp(`^${count} suggestions`));
        // Arrows move the active option; the box keeps focus.
        await page.keyboard.press('ArrowDown');
        const first = await options.nth(0).getAttribute('id');
        expect(await input.getAttribute('aria-activedescendant')).toBe(first);
        expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('ArrowDown');
        expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
        await page.keyboard.press('ArrowUp');
        expect(await input.getAttribute('aria-activedescendant')).toBe(first);
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(box.slice(1));
        expect(await axeViolations(page)).toEqual([]);
        // Escape closes the list and keeps the text.
        await page.keyboard.press('Escape');
        expect(await input.getAttribute('aria-expanded')).toBe('false');
        expect(await input.getAttribute('aria-activedescendant')).toBeNull();
        expect(await input.inputValue()).toBe(word);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('Enter on a question title opens the question; on a phrase runs its search', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    await typeInto(page, '#hero-search', word);
    const options = page.locator('#hero-search-suggestions [role="option"]');
    await options.first().waitFor();
    // The list of the whole word, not of a prefix typed on the way to it.
    await expect
      .poll(async () => (await options.allTextContents()).every((t) => suggestWords(t).some((w) => w.startsWith(word))))
      .toBe(true);
    const texts = await options.allTextContents();
    const questionAt = texts.findIndex((t) => t.endsWith('Question'));
    expect(questionAt).toBeGreaterThanOrEqual(0);
    const title = texts[questionAt]!.replace(/Question$/, '');
    for (let i = 0; i <= questionAt; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/legal-questions\//);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(title);

    const db = new Database(site.archivePath, { readonly: true });
    const phrase = (db.prepare('SELECT text FROM suggestions WHERE question_id IS NULL ORDER BY id LIMIT 1').get() as { text: string }).text;
    db.close();
    await page.goto(`${site.server.url}/`);
    await page.waitForLoadState('networkidle');
    await typeInto(page, '#hero-search', phrase);
    const phraseOption = page.locator('#hero-search-suggestions [role="option"]').filter({ hasText: /Search$/ }).first();
    await phraseOption.waitFor();
    await phraseOption.dispatchEvent('mousedown');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(suggestWords(new URL(page.url()).searchParams.get('q')!)).toEqual(suggestWords(phrase));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript the boxes are plain search inputs and the forms still search', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await page.goto(`${site.server.url}/`);
    expect(await page.locator('#hero-search').getAttribute('role')).toBeNull();
    expect(await page.locator('[role="listbox"]').count()).toBe(0);
    await page.locator('#hero-search').fill(word);
    await page.locator('#hero-search').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
    expect(await page.locator('ol article').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
