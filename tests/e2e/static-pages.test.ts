import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small']);

/** Each page: its heading and the spec facts its copy must state. */
const PAGES: { path: string; heading: RegExp; facts: RegExp[] }[] = [
  {
    path: '/terms',
    heading: /Terms & Conditions/,
    facts: [
      /at least 13 years old/,
      /not legal advice/,
      /independent/,
      /not an endorsement/,
      /State of California/,
      /arbitration, with the venue in California/,
      /does not accept new questions/,
      /venue fee/,
      /96 hours/,
      /clarification/,
      /two sister sites/,
    ],
  },
  {
    path: '/privacy',
    heading: /Privacy Policy/,
    facts: [
      /sets no cookies/,
      /no tracking cookies/,
      /name, email address, subject and message/,
      /inbox database kept separately/,
      /request logs/,
    ],
  },
  {
    path: '/disclaimer',
    heading: /Disclaimer/,
    facts: [/not legal advice/, /No attorney-client relationship/, /independent/, /not endorse/],
  },
  {
    path: '/accessibility',
    heading: /Accessibility Statement/,
    facts: [/WCAG\) 2\.2 at level AA/, /without JavaScript/, /Skip to content/],
  },
  {
    path: '/faq',
    heading: /Frequently Asked Questions/,
    facts: [/does not accept new questions/, /96 hours/, /venue fee/, /at least 13/, /sets no cookies/],
  },
  {
    path: '/about',
    heading: /About/,
    facts: [/two sister sites/, /accepts no new questions/, /independent/, /answered questions/],
  },
  { path: '/coming-soon', heading: /enhanced attorney network/, facts: [/not open yet/] },
  {
    path: '/guides',
    heading: /Legal Guides/,
    facts: [
      /Based on \d+ real cases/,
      /Coming Soon/,
      /Family Law Guide/,
      /Employment Law Guide/,
      /Real Estate Guide/,
      /Business Law Guide/,
    ],
  },
  {
    path: '/guides/criminal-law',
    heading: /Criminal Defense Guide/,
    facts: [/Based on \d+ real cases/, /remain silent/, /cases behind this guide/],
  },
  {
    path: '/guides/personal-injury',
    heading: /Personal Injury Guide/,
    facts: [/Based on \d+ real cases/, /statute of limitations/i, /cases behind this guide/],
  },
  { path: '/contact', heading: /Contact Us/, facts: [/Send us a message/, /cannot give legal advice/] },
];

describe('static pages in Chromium', () => {
  for (const { path, heading, facts } of PAGES) {
    it(`${path}: renders, hydrates and has no axe violations in light and dark`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, errors } = await openPage(site.browser, { colorScheme });
        const response = await page.goto(`${site.server.url}${path}`);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
        expect((await page.title()).length).toBeLessThanOrEqual(60);
        if (colorScheme === 'light') {
          if (path === '/faq')
            for (const details of await page.locator('details').all())
              await details.evaluate((d) => d.setAttribute('open', ''));
          const text = await page.locator('main').innerText();
          for (const fact of facts) expect(text, `${path} ${fact}`).toMatch(fact);
        }
        expect(await axeViolations(page), `${path} ${colorScheme}`).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('each guide lists and links the archive cases it is based on', async () => {
    const archive = new Database(site.archivePath, { readonly: true });
    for (const [path, categoryId] of [
      ['/guides/criminal-law', 11],
      ['/guides/personal-injury', 1],
    ] as const) {
      const expected = archive
        .prepare(
          `SELECT q.id FROM questions q WHERE category_id = ? AND answer_count > 0
           ORDER BY answer_count DESC, (SELECT coalesce(sum(vote_up), 0) FROM answers a WHERE a.question_id = q.id) DESC, posted_at DESC, id LIMIT 50`,
        )
        .all(categoryId)
        .map((r) => (r as { id: number }).id);
      expect(expected.length).toBeGreaterThan(10);
      const { page } = await openPage(site.browser);
      await page.goto(`${site.server.url}${path}`);
      expect(await page.getByText(`Based on ${expected.length} real cases`).count()).toBe(1);
      const links = await page
        .locator('#cases ~ ol > li > a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(links.map((href) => Number(/-(\d+)$/.exec(href)![1]))).toEqual(expected);
      for (const href of [
        '/guides',
        '/find-attorney',
        categoryId === 11 ? '/categories/criminal-law' : '/categories/personal-injury-law-and-tort-law',
      ]) {
        expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
      }
      await page.context().close();
    }
    archive.close();
  });

  it('coming-soon links home and to the directory', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/coming-soon`);
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
    expect(await page.locator('main a[href="/find-attorney"]').count()).toBe(1);
    await page.context().close();
  });
});
