import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { examplePath, ROUTE_CATALOG, samplesFromUrls, type ParamSamples } from '#scripts/bench/route-catalog.ts';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

/**
 * Accessibility sweep over every page route of the catalog (scripts/bench/route-catalog.ts)
 * with examples from the fixture's sitemap: axe finds no WCAG 2.2 A/AA violation and no
 * best-practice one, at 375 and 1280 px, light and dark; and the page can be used by
 * keyboard alone (focus moves forward and back through visible elements, the skip link
 * comes first, nothing traps focus). Routes not built yet (404) are listed and skipped.
 */
let samples: ParamSamples;

const site = siteInBrowser(['tests/fixtures/demo-small'], { RATE_LIMIT_SEARCH: '100000', RATE_LIMIT_API: '100000' });

beforeAll(async () => {
  const urls: string[] = [];
  const index = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  for (const [, file] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(`${site.server.url}${new URL(file!).pathname}`)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  samples = samplesFromUrls(urls);
});

interface Focused {
  key: string;
  visible: boolean;
  description: string;
  /** Date and time inputs: Tab moves through their month, day and year fields first. */
  segmented: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { key: 'body', visible: true, description: 'body', segmented: false };
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const path: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      path.unshift(`${node.tagName}:${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}`);
    return {
      key: path.join('/'),
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
      description: `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
      segmented:
        element instanceof HTMLInputElement &&
        ['date', 'time', 'datetime-local', 'month', 'week'].includes(element.type),
    };
  });
}

const pageRoutes = ROUTE_CATALOG.filter((route) => route.kind === 'page' && route.method === 'GET');
const skipped: string[] = [];

describe('accessibility sweep over every page route', () => {
  for (const route of pageRoutes) {
    it(`${route.pattern}: no axe violations, usable by keyboard alone`, async (ctx) => {
      const path = examplePath(route, samples);
      if (path === null) {
        skipped.push(`${route.pattern} (no example)`);
        ctx.skip();
        return;
      }
      const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
      const response = await page.goto(`${site.server.url}${path}`);
      if (response?.status() === 404) {
        skipped.push(`${route.pattern} (404: not built yet)`);
        console.log(`SKIPPED ${route.pattern}: ${path} answers 404 (not built in this checkout)`);
        await page.context().close();
        ctx.skip();
        return;
      }
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);

      // Forward through the page by Tab: visible focus, no trap, the skip link first.
      const seen: Focused[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now.key === 'body') break;
        expect(now.visible, `${path}: focus on an invisible element after ${i + 1} Tab(s): ${now.description}`).toBe(
          true,
        );
        seen.push(now);
        const repeats = now.segmented ? 6 : 3;
        if (seen.length >= repeats && seen.slice(-repeats).every((f) => f.key === now.key))
          throw new Error(`${path}: focus is trapped on ${now.description}`);
      }
      expect(seen.length, `${path}: nothing can be reached by keyboard`).toBeGreaterThan(3);
      expect(seen[0]!.description, path).toContain('Skip to content');
      expect(new Set(seen.map((f) => f.key)).size, `${path}: Tab keeps returning to the same elements`).toBeGreaterThan(
        Math.min(seen.length, 40) / 2,
      );
      // And back by Shift+Tab.
      const last = await focused(page);
      if (last.key !== 'body') {
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).key, `${path}: Shift+Tab does not move focus back`).not.toBe(last.key);
      }
      // Demo attorneys' photos live on a host this offline machine cannot resolve (the pages fall back to an avatar).
      expect(
        errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED')),
        path,
      ).toEqual([]);
      await page.context().close();
    });
  }

  // The walk above is at 1280 px in light mode; axe also checks the phone width and dark mode.
  for (const route of pageRoutes) {
    it(`${route.pattern}: no axe violations at 375 px and in dark mode`, async (ctx) => {
      const path = examplePath(route, samples);
      if (path === null) return ctx.skip();
      for (const [width, colorScheme] of [
        [375, 'light'],
        [375, 'dark'],
        [1280, 'dark'],
      ] as const) {
        const { page } = await openPage(site.browser, { colorScheme, viewport: { width, height: 900 } });
        const response = await page.goto(`${site.server.url}${path}`);
        if (response?.status() === 404) {
          await page.context().close();
          return ctx.skip();
        }
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} at ${width} px, ${colorScheme}`).toEqual([]);
        await page.context().close();
      }
    }, 180_000);
  }

  it('lists the routes it could not check yet', () => {
    console.log(
      skipped.length
        ? `a11y sweep skipped ${skipped.length} route(s): ${skipped.join(', ')}`
        : 'a11y sweep: every page route checked',
    );
    expect(pageRoutes.length).toBeGreaterThan(20);
  });
});
