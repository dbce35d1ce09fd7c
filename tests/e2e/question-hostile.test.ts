import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/**
 * Question 9040003 of tests/fixtures/questions is hostile: script tags, event handler
 * attributes, javascript: links, and entity tricks (&lt;script&gt;, &#60;img onerror&#62;,
 * "</script>" to close the JSON-LD) in its title, body, tags, answers, attorney name and
 * firm, and original URL. Every payload sets window.__xss or opens a dialog if it runs.
 */

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/questions']);

async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss?: unknown }).__xss = undefined;
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  // Give lazy handlers (image errors, svg loads) a moment to fire if they exist.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const dangerous = await page.evaluate(() => ({
    handlers: [...document.querySelectorAll('main *')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on')),
    ).length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    frames: document.querySelectorAll('main iframe, main svg[onload], main img[onerror]').length,
    inlineScripts: [...document.querySelectorAll('script')].filter(
      (s) =>
        s.textContent?.includes('__xss') &&
        s.type !== 'application/ld+json' &&
        !s.textContent.includes('__reactRouterContext') &&
        !s.textContent.includes('streamController'),
    ).length,
  }));
  expect(dangerous).toEqual({ handlers: 0, javascriptLinks: 0, frames: 0, inlineScripts: 0 });
}

describe('hostile archive text in Chromium', () => {
  it('renders a server page with the payloads as inert text, and runs none of them', async () => {
    const { page, errors } = await openPage(site.browser);
    const dialogs = await watch(page);
    const response = await page.goto(`${site.server.url}/q/9040003`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(
      '/legal-questions/ny-can-my-landlord-scriptwindowxssentityscript-keep-my-deposit-9040003',
    );
    await page.waitForLoadState('networkidle');
    await expectNothingRan(page, dialogs);

    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title).toBe(
      "Can my landlord <script>window.__xss='entity'</script> keep my deposit? <img src=x onerror=window.__xss='numeric'> &lt;b&gt;",
    );
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain("</script><script>window.__xss='close-entity'</script>");
    expect(main).toContain("<img src=x onerror=window.__xss='answer-entity'>");
    expect(main).toContain("Eve <script>window.__xss='name'</script>");
    expect(await page.getByRole('link', { name: 'View the original question' }).getAttribute('href')).toBe(
      'https://www.example.org/q?id=9040003&x="><script>alert(1)</script>',
    );
    expect(errors).toEqual([]);
  });

  it('keeps the JSON-LD inside its script element and parses back to the same text', async () => {
    const { page } = await openPage(site.browser);
    const dialogs = await watch(page);
    await page.goto(`${site.server.url}/q/9040003`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).not.toMatch(/<\/?script/i);
    const qa = JSON.parse(blocks[0]!);
    expect(qa.mainEntity.name).toContain("<script>window.__xss='entity'</script>");
    expect(qa.mainEntity.suggestedAnswer.map((a: { text: string }) => a.text).join(' ')).toContain(
      "</script><script>window.__xss='ld'</script>",
    );
    await expectNothingRan(page, dialogs);
  });

  it('runs nothing when the page is rendered in the browser after a client-side navigation', async () => {
    const { page, errors } = await openPage(site.browser);
    const dialogs = await watch(page);
    await page.goto(`${site.server.url}/q/9040002`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(
        '/legal-questions/ny-can-my-landlord-scriptwindowxssentityscript-keep-my-deposit-9040003',
      ),
    );
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.startsWith('Can my landlord'));
    await expectNothingRan(page, dialogs);
    expect(errors).toEqual([]);
  });
});
