import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small']);

const VIEWS = [
  { width: 375, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

/** Emoji and other pictographs: they need a font the visitor may not have (an empty box without one). */
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{FE0F}]/u;

describe('category icons', () => {
  for (const path of ['/categories', '/articles']) {
    it(`${path}: every card shows a drawn icon of the one set, never an emoji (375 and 1280 px, light and dark)`, async () => {
      for (const view of VIEWS) {
        const label = `${path} ${view.width} ${view.colorScheme}`;
        const { page, errors } = await openPage(site.browser, {
          colorScheme: view.colorScheme,
          viewport: { width: view.width, height: 900 },
        });
        await page.goto(`${site.server.url}${path}`);
        await page.waitForLoadState('networkidle');
        const cards = await page.locator('main li:has(a)').evaluateAll((items) =>
          items
            .filter((item) => item.querySelector('h2, .font-semibold'))
            .map((item) => {
              const icon = item.querySelector('svg[data-icon]');
              const box = icon?.getBoundingClientRect();
              return {
                text: item.textContent ?? '',
                icon: icon?.getAttribute('data-icon') ?? null,
                drawn: Boolean(icon?.querySelector('path, circle, rect')),
                visible: Boolean(box && box.width >= 16 && box.height >= 16),
                colour: icon ? getComputedStyle(icon).color : '',
                backdrop: icon?.parentElement ? getComputedStyle(icon.parentElement).backgroundColor : '',
              };
            }),
        );
        expect(cards.length, label).toBeGreaterThan(5);
        for (const card of cards) {
          expect(card.icon, `${label}: ${card.text}`).not.toBeNull();
          expect(card.drawn && card.visible, `${label}: ${card.text}`).toBe(true);
          expect(card.text, label).not.toMatch(PICTOGRAPH);
          expect(card.colour, `${label}: icon drawn in a colour unlike its badge`).not.toBe(card.backdrop);
        }
        expect(errors, label).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('a practice area gets the icon of what it is about', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/categories`);
    const iconOf = (name: string) =>
      page.locator('main li', { hasText: name }).first().locator('svg[data-icon]').getAttribute('data-icon');
    expect(await iconOf('Bankruptcy Law')).toBe('money');
    expect(await iconOf('Environmental Law')).toBe('nature');
    expect(await iconOf('Immigration Law')).toBe('globe');
    expect(await iconOf('Criminal Law')).toBe('criminal');
    await page.context().close();
  });
});
