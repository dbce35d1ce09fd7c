import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const CANONICAL = '/legal-questions/ca-can-i-move-out-of-state-with-my-kids-after-the-divorce-9040001';

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/questions']);

/** A question page of the demo archive whose answering attorneys have photos (the site's own portraits, /avatars/). */
async function questionWithPhotos(): Promise<string> {
  const home = await (await fetch(`${site.server.url}/`)).text();
  for (const [, path] of home.matchAll(/href="(\/legal-questions\/[^"]+)"/g)) {
    const html = await (await fetch(`${site.server.url}${path}`)).text();
    if (/<img[^>]+src="\/avatars\/[^"]+"[^>]*data-photo-source="photo"/.test(html)) return path!;
  }
  throw new Error('no question of the demo archive shows an attorney photo');
}

/** Every attorney photo of the page fails to load (the demo's photos have no fallback URL). */
const breakPhotos = (page: Page) => page.route('**/avatars/**', (route) => route.abort());

describe('attorney photos on question pages (photo, photoFallbackUrl, default avatar)', () => {
  for (const width of [375, 1280]) {
    it(`with JavaScript at ${width} px: a broken photo moves to the default avatar`, async () => {
      const path = await questionWithPhotos();
      const { page } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await breakPhotos(page);
      await page.goto(`${site.server.url}${path}`);
      const photos = page.locator('[data-answer-id] img[data-photo-source]');
      expect(await photos.count()).toBeGreaterThan(0);
      for (const photo of await photos.all()) {
        await photo.scrollIntoViewIfNeeded();
        await expect.poll(() => photo.getAttribute('src')).toBe('/images/default-avatar.svg');
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      await page.context().close();
    });

    it(`without JavaScript at ${width} px: a broken photo shows the default avatar, never the broken-image icon`, async () => {
      const path = await questionWithPhotos();
      const { page } = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled: false });
      await breakPhotos(page);
      await page.goto(`${site.server.url}${path}`);
      const photo = page.locator('[data-answer-id] img[data-photo-source="photo"]').first();
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const drawn = await photo.evaluate((img: HTMLImageElement) => {
        const after = getComputedStyle(img, '::after');
        return {
          broken: img.naturalWidth === 0,
          content: after.content,
          inset: after.inset,
          layers: after.backgroundImage,
        };
      });
      // The photo failed, and the layer browsers draw over a failed image covers it whole.
      expect(drawn).toMatchObject({ broken: true, content: '""', inset: '0px' });
      expect(drawn.layers).toContain('/images/default-avatar.svg');
      await page.context().close();
    });
  }
});

/**
 * Question 9040007 of tests/fixtures/questions is answered by an attorney whose photo is on
 * a host that fails and whose photoFallbackUrl works: the test serves both addresses.
 */
const FALLBACK_QUESTION = '/q/9040007';
const PHOTO = 'https://photos.example.org/questions/dana-reyes.jpg';
const FALLBACK = 'https://photos.example.org/questions/dana-reyes-fallback.svg';
/** The fallback photo: one solid colour, so a pixel of the drawn photo tells which link of the chain is shown. */
const RED_SQUARE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#ff0000"/></svg>';

async function serveFallbackPhotos(page: Page, fallbackWorks: boolean): Promise<void> {
  await page.route(PHOTO, (route) => route.abort());
  await page.route(FALLBACK, (route) =>
    fallbackWorks ? route.fulfill({ contentType: 'image/svg+xml', body: RED_SQUARE }) : route.abort(),
  );
}

/** The colour at the centre of the photo as drawn on screen (the no-JavaScript layer included). */
async function centrePixel(page: Page, photo: ReturnType<Page['locator']>): Promise<number[]> {
  const png = (await photo.screenshot()).toString('base64');
  const decoder = await page.context().browser()!.newPage();
  try {
    return await decoder.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(Math.floor(image.width / 2), Math.floor(image.height / 2), 1, 1).data];
    }, png);
  } finally {
    await decoder.close();
  }
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 8);
/** The other answer of the question is by an attorney without a photo: the default avatar, drawn at the same size. */
const plainAvatar = (page: Page) => page.locator('[data-answer-id="9040009"] img[data-photo-source="avatar"]');

describe('the fallback photo on a question page (photo fails, photoFallbackUrl works, then the default avatar)', () => {
  for (const width of [375, 1280]) {
    it(`with JavaScript at ${width} px`, async () => {
      const { page, errors } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await serveFallbackPhotos(page, true);
      await page.goto(`${site.server.url}${FALLBACK_QUESTION}`);
      const photo = page.locator('[data-answer-id="9040008"] img[data-photo-source]');
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.getAttribute('src')).toBe(FALLBACK);
      expect(await photo.getAttribute('data-photo-source')).toBe('fallback');
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(isRed(await centrePixel(page, photo))).toBe(true);
      await page.context().close();
      // The fallback fails too: the default avatar.
      const second = await openPage(site.browser, { viewport: { width, height: 900 } });
      await serveFallbackPhotos(second.page, false);
      await second.page.goto(`${site.server.url}${FALLBACK_QUESTION}`);
      const avatar = second.page.locator('[data-answer-id="9040008"] img[data-photo-source]');
      await avatar.scrollIntoViewIfNeeded();
      await expect.poll(() => avatar.getAttribute('src')).toBe('/images/default-avatar.svg');
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(
        near(await centrePixel(second.page, avatar), await centrePixel(second.page, plainAvatar(second.page))),
      ).toBe(true);
      await second.page.context().close();
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });

    it(`without JavaScript at ${width} px`, async () => {
      const { page } = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled: false });
      await serveFallbackPhotos(page, true);
      await page.goto(`${site.server.url}${FALLBACK_QUESTION}`);
      const photo = page.locator('[data-answer-id="9040008"] img[data-photo-source="photo"]');
      await photo.scrollIntoViewIfNeeded();
      expect(await photo.getAttribute('src')).toBe(PHOTO);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const layers = await photo.evaluate((img: HTMLImageElement) => getComputedStyle(img, '::after').backgroundImage);
      // The fallback photo over the default avatar, in that order; the fallback is what is drawn.
      expect(layers.indexOf(FALLBACK)).toBeGreaterThanOrEqual(0);
      expect(layers.indexOf(FALLBACK)).toBeLessThan(layers.indexOf('/images/default-avatar.svg'));
      await expect.poll(async () => isRed(await centrePixel(page, photo))).toBe(true);
      await page.context().close();
      // The fallback fails too: the default avatar shows through, never the broken-image icon.
      const second = await openPage(site.browser, { viewport: { width, height: 900 }, javaScriptEnabled: false });
      await serveFallbackPhotos(second.page, false);
      await second.page.goto(`${site.server.url}${FALLBACK_QUESTION}`);
      const broken = second.page.locator('[data-answer-id="9040008"] img[data-photo-source="photo"]');
      await broken.scrollIntoViewIfNeeded();
      await expect
        .poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
        .toBe(true);
      const drawn = await centrePixel(second.page, broken);
      expect(isRed(drawn)).toBe(false);
      expect(near(drawn, await centrePixel(second.page, plainAvatar(second.page)))).toBe(true);
      await second.page.context().close();
    });
  }
});

describe('question page in Chromium', () => {
  it('follows /q/{id} to the canonical page, hydrates cleanly and has no axe violations', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    const response = await page.goto(`${site.server.url}/q/9040001`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(CANONICAL);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Can I move out of state with my kids after the divorce?',
    );
    expect(await page.title()).toMatch(/ \| OpenCounsel$/);
    await expect(page.getByRole('heading', { name: 'Primary Answer' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Additional Expert Opinions (2)' }).isVisible()).resolves.toBe(true);
    const primary = page.getByRole('article', { name: 'Primary answer' });
    expect(await primary.textContent()).toContain('Accepted Answer');
    for (const panel of [
      'Question Details',
      'Response Overview',
      'Geographic Distribution',
      'Expert Analysis',
      'Response Timeline',
      'Explore Related Questions',
    ])
      await expect(page.getByRole('heading', { name: panel }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('carries JSON-LD QAPage and BreadcrumbList with the required fields', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}${CANONICAL}`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const qa = blocks.find((b) => b['@type'] === 'QAPage');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(qa.mainEntity).toMatchObject({
      '@type': 'Question',
      name: 'Can I move out of state with my kids after the divorce?',
      answerCount: 3,
    });
    expect(qa.mainEntity.text).toContain('joint legal custody');
    expect(qa.mainEntity.dateCreated).toBe('2021-03-01T10:00:00.000Z');
    expect(qa.mainEntity.author.name).toBeTruthy();
    const accepted = qa.mainEntity.acceptedAnswer;
    expect(accepted).toMatchObject({ '@type': 'Answer', upvoteCount: 12, datePublished: '2021-03-02T09:30:00.000Z' });
    expect(accepted.text).toContain('Family Code section 7501');
    expect(accepted.url).toMatch(/#answer-9040002$/);
    expect(accepted.author.url).toMatch(/\/attorneys\/questions-avery-stone$/);
    expect(qa.mainEntity.suggestedAnswer).toHaveLength(2);
    expect(crumbs.itemListElement.map((c: { position: number }) => c.position)).toEqual([1, 2, 3]);
  });

  it('opens a related question from Explore Related Questions', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}${CANONICAL}`);
    await page.waitForLoadState('networkidle');
    // Hold the client's data request back so the loading skeleton can be seen.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const related = page.locator('section[aria-labelledby="related-heading"] a').first();
    const title = (await related.textContent())!;
    await related.click();
    await page.getByTestId('question-skeleton').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/legal-questions\/[a-z0-9-]+-\d+$/);
    // Demo attorneys' photos live on outside hosts, which this offline machine cannot reach.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('says an unanswered question was never answered', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/questions/9040002`);
    await expect(page.getByRole('heading', { name: 'This question was never answered' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows Invalid Question ID (400) and Question Not Found (404) with Back to Search', async () => {
    const { page } = await openPage(site.browser);
    const invalid = await page.goto(`${site.server.url}/q/not-a-number`);
    expect(invalid?.status()).toBe(400);
    expect(await page.title()).toBe('Invalid Question ID | OpenCounsel');
    await expect(page.getByRole('heading', { name: 'Invalid Question ID' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const missing = await page.goto(`${site.server.url}/q/8999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Question Not Found' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('The requested question could not be found or is no longer available.').isVisible(),
    ).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Back to Search' }).click();
    await page.waitForURL(`${site.server.url}/`);
  });
});
