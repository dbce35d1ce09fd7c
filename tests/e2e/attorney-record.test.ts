import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BAR_LOOKUPS } from '#app/domain/reference/bar-lookup.ts';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/** A profile's honest figures, its next step (contact and license) and the attorney's whole record. */
const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/attorneys']);

/** Photo URLs of the attorneys fixture point at a host that does not exist: those load errors are expected. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_FAILED/.test(e));

async function open(path: string, width: number, javaScriptEnabled: boolean) {
  const opened = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled });
  await opened.page.goto(`${site.server.url}${path}`);
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const votes = (page: Page) =>
  page.getByTestId('answer-votes').evaluateAll((els) => els.map((e) => Number.parseInt(e.textContent ?? '', 10)));
const listedIds = (page: Page) =>
  page.locator('[data-answer-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-answer-id')));

const MODES = [375, 1280].flatMap((width) => [true, false].map((js) => [width, js] as const));

describe.each(MODES)('at %i px, JavaScript %s', (width, js) => {
  it('offers a next step: visit website, call, email and verify license, each a working link', async () => {
    const { page, errors } = await open('/attorneys/ada-quillfeather', width, js);
    const contact = page.locator('section[data-section="contact"]');
    expect(await contact.getByRole('heading', { name: 'Contact and license' }).isVisible()).toBe(true);
    const link = (name: RegExp) => contact.getByRole('link', { name });
    expect(await link(/Visit website/).getAttribute('href')).toBe('https://quillfeatherlaw.example.com/');
    expect(await link(/Call/).getAttribute('href')).toBe('tel:3075550123');
    expect(await link(/Email/).getAttribute('href')).toBe('mailto:ada@quillfeatherlaw.example.com');
    expect(await link(/Verify license/).getAttribute('href')).toBe(BAR_LOOKUPS.get('WY')!.url);
    for (const name of [/Visit website/, /Call/, /Email/, /Verify license/]) expect(await link(name).isVisible()).toBe(true);
    // Honest figures: no accuracy claim, each quality figure says what it measures.
    const quality = page.locator('[data-section="response-quality"]');
    expect(await quality.textContent()).not.toMatch(/Technical Accuracy/i);
    expect(await page.getByTestId('tile-Legal Terms').textContent()).toMatch(/^\d+\.\d per answer$/);
    expect(await quality.textContent()).toContain('not whether it is correct');
    expect(await page.locator('main').textContent()).not.toContain('Contact available');
    expect(await noOverflow(page)).toBe(true);
    if (js) {
      expect(await axeViolations(page)).toEqual([]);
      expect(realErrors(errors)).toEqual([]);
    }
    await page.context().close();
  });

  it('shows "Contact" on the directory card of an attorney with a contact, leading to it', async () => {
    const { page } = await open('/find-attorney?state=WY', width, js);
    const cards = page.locator('ol[aria-label="Attorneys"] article');
    await expect.poll(() => cards.count()).toBe(5);
    expect(await page.getByTestId('card-contact').count()).toBe(1);
    const ada = cards.filter({ hasText: 'Ada Quillfeather' });
    await ada.getByRole('link', { name: 'Contact Ada Quillfeather' }).click();
    await page.waitForURL(/\/attorneys\/ada-quillfeather#contact$/);
    await page.getByRole('link', { name: /Call/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ada Quillfeather');
    await page.context().close();
  });

  it("pages through the attorney's whole record, 20 a page, newest or most helpful first", async () => {
    const { page, errors } = await open('/attorneys/yuki-l-brown', width, js);
    const list = page.locator('section[data-section="answers"]');
    expect(await list.getByRole('heading', { level: 2 }).textContent()).toMatch(/^All Answers \(\d+\)$/);
    expect(await page.locator('[data-answer-id]').count()).toBe(20);
    const dates = await list.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);
    const firstPage = await listedIds(page);

    await list.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2#answers$/);
    await expect.poll(() => page.getByTestId('answers-range').textContent()).toMatch(/^21–40 of /);
    const second = await listedIds(page);
    expect(second).toHaveLength(20);
    expect(second.filter((id) => firstPage.includes(id))).toEqual([]);

    await list.getByRole('link', { name: 'Most helpful first' }).click();
    await page.waitForURL(/sort=helpful#answers$/);
    await expect.poll(() => page.getByTestId('answers-range').textContent()).toMatch(/^1–20 of .*most up-votes first/);
    const helpful = await votes(page);
    expect(helpful).toHaveLength(20);
    expect([...helpful].sort((a, b) => b - a)).toEqual(helpful);
    expect(await list.locator('[aria-current="true"]').textContent()).toBe('Most helpful first');
    expect(await noOverflow(page)).toBe(true);
    if (js) {
      expect(await axeViolations(page)).toEqual([]);
      expect(realErrors(errors)).toEqual([]);
    }
    await page.context().close();
  });
});

describe('no contact, own bar profile', () => {
  it("links the attorney's own bar profile and says no contact is listed", async () => {
    const { page } = await open('/attorneys/bram-quillfeather', 375, true);
    const contact = page.locator('section[data-section="contact"]');
    expect(await contact.getByTestId('no-contact').textContent()).toContain('no website, phone number or email');
    expect(await contact.getByRole('link').count()).toBe(1);
    expect(await contact.getByRole('link', { name: /Verify license/ }).getAttribute('href')).toBe(
      'https://bar.example.org/members/906002',
    );
    await page.context().close();
  });
});
