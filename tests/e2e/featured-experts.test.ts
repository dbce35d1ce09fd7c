import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/**
 * The demo fixture with one of its most active attorneys' photo taken away: the three with
 * the most answers are John H. Warren, Yuki L. Brown (no photo now) and Richard Fitzgerald.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'featured-experts-'));
fs.cpSync('tests/fixtures/demo-small', dir, { recursive: true });
const attorneysFile = path.join(dir, 'attorneys.jsonl');
fs.writeFileSync(
  attorneysFile,
  fs
    .readFileSync(attorneysFile, 'utf8')
    .split('\n')
    .map((line) => (line.includes('"slug":"yuki-l-brown"') ? line.replace(/"photoUrl":"[^"]*"/, '"photoUrl":null') : line))
    .join('\n'),
);
const site = siteInBrowser([dir]);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('Featured Legal Experts', () => {
  it('shows the attorneys with the most answers, those with a photo first, as the FAQ says (375 and 1280 px, light and dark)', async () => {
    for (const [width, colorScheme] of [
      [375, 'light'],
      [375, 'dark'],
      [1280, 'light'],
      [1280, 'dark'],
    ] as const) {
      const label = `${width} ${colorScheme}`;
      const { page, errors } = await openPage(site.browser, { colorScheme, viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/`);
      await page.waitForLoadState('networkidle');
      const cards = page.locator('section[aria-labelledby="featured-experts"] li');
      await cards.first().scrollIntoViewIfNeeded();
      const shown = await cards.evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector('h3')?.textContent,
          photo: item.querySelector('img')?.getAttribute('data-photo-source'),
          top: item.getBoundingClientRect().top,
          left: item.getBoundingClientRect().left,
        })),
      );
      expect(
        shown.map((card) => [card.name, card.photo]),
        label,
      ).toEqual([
        ['John H. Warren', 'photo'],
        ['Richard Fitzgerald', 'photo'],
        ['Yuki L. Brown', 'avatar'],
      ]);
      // Reading order is the visual order: stacked on a phone, side by side on a desktop.
      if (width === 375) expect(shown[0]!.top < shown[1]!.top && shown[1]!.top < shown[2]!.top, label).toBe(true);
      else expect(shown[0]!.left < shown[1]!.left && shown[1]!.left < shown[2]!.left, label).toBe(true);
      expect(errors, label).toEqual([]);
      await page.context().close();
    }
  });

  it('the FAQ says how they are chosen', async () => {
    const html = await (await fetch(`${site.server.url}/faq`)).text();
    expect(html).toContain('with attorneys who have a profile photo shown first');
  });
});
