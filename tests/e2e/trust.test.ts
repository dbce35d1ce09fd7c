import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/**
 * Answers a reader can trust, in Chromium at 375 and 1280 px, with and without JavaScript:
 * answered first, how old answers are, which law a question concerns, figures that say
 * what they measure, and keeping and sharing a page (print, share link).
 */
const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/questions']);

/** California question answered by attorneys in California, the United Kingdom and Texas, in 2021. */
const CALIFORNIA = '/legal-questions/ca-can-i-move-out-of-state-with-my-kids-after-the-divorce-9040001';
/** A question from Israel (demo-small), answered by US attorneys. */
const FOREIGN = '/q/252';
/** A question with one answer. */
const ONE_ANSWER = '/q/21';
const UNANSWERED = '/q/9040002';
const ARTICLE = '/articles/your-first-week-after-a-car-accident';

async function open(width: number, javaScriptEnabled: boolean, path: string): Promise<Page> {
  const { page } = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled });
  await offline(page);
  await page.goto(`${site.server.url}${path}`);
  return page;
}

/** Demo attorneys' photos live on outside hosts, which this machine cannot reach: fail them at once. */
const offline = (page: Page) => page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

for (const width of [375, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    const mode = `${width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;

    describe(`question pages at ${mode}`, () => {
      it('dates the question and every answer, and flags answers five years old or more with the area line', async () => {
        const page = await open(width, javaScriptEnabled, CALIFORNIA);
        await expect(page.getByTestId('question-meta').locator('time').getAttribute('datetime')).resolves.toMatch(/^2021-03-01/);
        const answers = page.locator('[data-answer-id]');
        expect(await answers.count()).toBe(3);
        for (const answer of await answers.all()) {
          await expect(answer.locator('time').getAttribute('datetime')).resolves.toMatch(/^2021-03-0/);
          // Written in March 2021: at least five years old from March 2026 on.
          const old = Date.now() >= Date.UTC(2026, 2, 6);
          expect(await answer.getByTestId('old-answer').count()).toBe(old ? 1 : 0);
        }
        if (Date.now() >= Date.UTC(2026, 2, 6))
          await expect(page.getByTestId('law-change').textContent()).resolves.toContain('Child support guidelines are set by each state');
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });

      it("says which state's law the question concerns and where each attorney practises", async () => {
        const page = await open(width, javaScriptEnabled, CALIFORNIA);
        await expect(page.getByTestId('jurisdiction').textContent()).resolves.toContain('This question concerns California law.');
        const practises = await page.getByTestId('practises').allTextContents();
        expect(practises).toEqual([
          'The attorney practises in California.',
          'The attorney practises in the United Kingdom. The question concerns California law, which may differ.',
          'The attorney practises in Texas. The question concerns California law, which may differ.',
        ]);
        await page.context().close();
      });

      it('says a question from outside the US is answered by US attorneys', async () => {
        const page = await open(width, javaScriptEnabled, FOREIGN);
        await expect(page.getByTestId('jurisdiction').textContent()).resolves.toContain('asked from Israel');
        await expect(page.getByTestId('foreign-note').isVisible()).resolves.toBe(true);
        await expect(page.getByTestId('foreign-note').textContent()).resolves.toContain('by US attorneys unless');
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });

      it('shows no agreement figure for one answer, a reading time from the text, and pills that explain themselves', async () => {
        const one = await open(width, javaScriptEnabled, ONE_ANSWER);
        await expect(one.locator('aside').textContent()).resolves.toContain('Needs votes on two answers');
        await expect(one.locator('aside').textContent()).resolves.not.toMatch(/Agreement \(/);
        await one.context().close();
        const page = await open(width, javaScriptEnabled, CALIFORNIA);
        await expect(page.getByTestId('question-meta').textContent()).resolves.toContain('1-minute read');
        const pill = page.locator('[data-pill="actionability"]').first();
        await expect(pill.getAttribute('title')).resolves.toMatch(/^Actionability 90 out of 100: how much concrete guidance/);
        // Screen readers hear the explanation, not just "Actionability 90".
        await expect(pill.locator('.sr-only').textContent()).resolves.toMatch(/out of 100: how much concrete guidance/);
        await page.context().close();
      });

      it('says plainly that an unanswered question was never answered and leads to answered ones', async () => {
        const page = await open(width, javaScriptEnabled, UNANSWERED);
        const block = page.getByTestId('never-answered');
        await expect(block.getByRole('heading', { name: 'This question was never answered' }).isVisible()).resolves.toBe(true);
        expect(await page.getByText('No attorney responses yet').count()).toBe(0);
        const search = block.getByRole('link', { name: 'Search the archive for questions like this one' });
        // Click once the page has settled (hydrated, or plain HTML), and wait only for the new address.
        await page.waitForLoadState('networkidle');
        await Promise.all([page.waitForURL(/\/search\?q=/, { waitUntil: 'commit' }), search.click()]);
        // The question itself matches its own title best; answered questions on its topic follow.
        const answered = async () =>
          (await page.locator('main article').allTextContents()).filter((card) => /[1-9]\d* attorney answers?/.test(card)).length;
        await expect.poll(answered, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      });

      it('dates search results and lists answered questions first', async () => {
        const page = await open(width, javaScriptEnabled, '/search?q=divorce');
        const cards = page.locator('main article');
        expect(await cards.count()).toBeGreaterThan(3);
        for (const card of (await cards.all()).slice(0, 3)) {
          await expect(card.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d{2}-\d{2}T/);
          await expect(card.textContent()).resolves.toMatch(/[1-9]\d* attorney answers?/);
        }
        await page.context().close();
      });

      it('prints a question without navigation, with every answer, its address and date', async () => {
        const page = await open(width, javaScriptEnabled, CALIFORNIA);
        await page.emulateMedia({ media: 'print' });
        for (const hidden of ['header[data-print="hide"]', 'footer[data-print="hide"]', '[data-testid="share"]', 'section[aria-labelledby="related-heading"]'])
          await expect(page.locator(hidden).first().isVisible(), hidden).resolves.toBe(false);
        expect(await page.locator('nav:visible').count()).toBe(0);
        expect(await page.locator('[data-answer-id]:visible').count()).toBe(3);
        const source = page.getByTestId('print-source');
        await expect(source.isVisible()).resolves.toBe(true);
        await expect(source.textContent()).resolves.toMatch(new RegExp(`^http://[^ ]+${CALIFORNIA} · Asked Mar 1, 2021$`));
        await page.emulateMedia({ media: 'screen' });
        await expect(source.isVisible()).resolves.toBe(false);
        await page.context().close();
      });

      it('prints an article with its address and date, and offers its link', async () => {
        const page = await open(width, javaScriptEnabled, ARTICLE);
        await expect(page.locator('[data-share-link]').getAttribute('href')).resolves.toBe(ARTICLE);
        if (javaScriptEnabled) await page.locator('[data-share-button]').waitFor();
        else expect(await page.locator('[data-share-button]').count()).toBe(0);
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByTestId('print-source').textContent()).resolves.toMatch(new RegExp(`${ARTICLE} · Published \\w{3} \\d{1,2}, \\d{4}$`));
        expect(await page.locator('nav:visible').count()).toBe(0);
        await page.context().close();
      });
    });
  }

  it(`says on a non-US country page that the answers are by US attorneys (${width} px)`, async () => {
    const page = await open(width, true, '/legal-help/countries/australia');
    await expect(page.getByTestId('foreign-note').textContent()).resolves.toContain('The answers are by US attorneys');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    const state = await open(width, false, '/legal-help/california');
    expect(await state.getByTestId('foreign-note').count()).toBe(0);
    await state.context().close();
  });

  it(`shares through the Web Share API where there is one, else copies the link (${width} px)`, async () => {
    const { page } = await openPage(site.browser, { viewport: { width, height: 900 } });
    await offline(page);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await page.goto(`${site.server.url}${CALIFORNIA}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: Array<{ url: string }> }).shared)).toEqual([
      { title: 'Can I move out of state with my kids after the divorce?', url: expect.stringContaining(CALIFORNIA) as unknown as string },
    ]);
    await page.context().close();

    const { page: plain } = await openPage(site.browser, { viewport: { width, height: 900 } });
    await offline(plain);
    await plain.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    await plain.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await plain.goto(`${site.server.url}${CALIFORNIA}`);
    await plain.getByRole('button', { name: 'Copy link' }).click();
    await plain.getByText('Link copied').waitFor();
    await expect(plain.evaluate(() => navigator.clipboard.readText())).resolves.toContain(CALIFORNIA);
    await plain.context().close();
  });
}
