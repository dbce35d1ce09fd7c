import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordinal } from '#app/domain/grammar.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * What a visitor reads must be true and well formed on every page. A crawl of
 * the site on a fixture archive checks titles, keywords, plurals, ordinals and ranking
 * badges everywhere; the counted claims are checked against the archive itself.
 */
let server: TestServer;
let archive: Database.Database;
const pages = new Map<string, { status: number; html: string }>();

const CRAWL_LIMIT = 260;
const SEEDS = [
  '/',
  '/categories',
  '/legal-help',
  '/find-attorney?state=WY',
  '/find-attorney?query=quillfeather',
  '/search?q=divorce',
  '/search?q=custody&page=2',
  '/articles',
  '/guides',
  '/guides/criminal-law',
  '/guides/personal-injury',
  '/about',
  '/faq',
  '/coming-soon',
  '/attorneys/ada-quillfeather',
  '/attorneys/bram-quillfeather',
  '/attorneys/cleo-zephyrine',
  '/attorneys/eli-zephyrine',
];
const ERROR_PAGES = [
  '/no-such-page',
  '/q/not-a-number',
  '/q/8999999',
  '/legal-questions/nothing-here-8999999',
  '/categories/no-such-category',
  '/practice-areas/no-such-category',
  '/legal-help/no-such-state',
  '/legal-help/countries/no-such-country',
  '/attorneys/no-such-attorney',
  '/articles/no-such-article',
  '/articles/category/no-such-category',
];

/** The visible text of a page: scripts and tags dropped, React's text separators removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replaceAll('<!-- -->', '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'follow' });
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  const archivePath = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/attorneys');
  archive = new Database(archivePath, { readonly: true });
  server = await startServer(archivePath);
  const queue = [...SEEDS];
  const seen = new Set(queue);
  while (queue.length && pages.size < CRAWL_LIMIT) {
    const path = queue.shift()!;
    const page = await fetchPage(path);
    pages.set(path, page);
    for (const [, href] of page.html.matchAll(/href="(\/[^"#]*)"/g)) {
      const link = href!.replaceAll('&amp;', '&');
      if (seen.has(link) || /^\/(api|json|images|assets|sitemap|robots)/.test(link) || /\.(xml|txt|svg|css|js|ico|png)$/.test(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  for (const path of ERROR_PAGES) pages.set(path, await fetchPage(path));
}, 300_000);

afterAll(async () => {
  archive?.close();
  await server?.stop();
});

describe('every crawled page', () => {
  it('crawled a good part of the site', () => {
    expect(pages.size).toBeGreaterThan(120);
    const kinds = new Set([...pages.keys()].map((path) => path.split('/')[1]!.split('?')[0]));
    for (const kind of ['', 'categories', 'legal-help', 'legal-questions', 'attorneys', 'articles', 'search', 'find-attorney'])
      expect(kinds, kind).toContain(kind);
  });

  it('has a title with the brand suffix, error and not-found pages included', () => {
    for (const [path, { status, html }] of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, `${path} (${status})`).toMatch(/ \| OpenCounsel$/);
    }
    expect(pages.get('/q/8999999')!.html).toContain('<title>Question Not Found | OpenCounsel</title>');
    expect(pages.get('/no-such-page')!.html).toContain('<title>404 Page Not Found | OpenCounsel</title>');
  });

  it('has at most 6 meta keywords once they are joined (a name with commas is one entry)', () => {
    let pagesWithKeywords = 0;
    for (const [path, { html }] of pages) {
      const content = /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1];
      if (content === undefined) continue;
      pagesWithKeywords++;
      expect(content.split(',').length, `${path}: ${content}`).toBeLessThanOrEqual(6);
    }
    expect(pagesWithKeywords).toBeGreaterThan(50);
  });

  it('writes "1" with a singular noun and ordinals correctly', () => {
    const plural = /(?<![\d.,])\b1 (questions|answers|attorneys|votes|years|results|articles|categories|pages|specializations|days|months|hours|minutes|cases|responses|matches|legal questions|answered questions|attorney answers|attorney responses|real cases|practice areas)\b/;
    for (const [path, { html }] of pages) {
      const text = visibleText(html);
      expect(plural.exec(text)?.[0], path).toBeUndefined();
      for (const [whole, digits] of text.matchAll(/\b(\d[\d,]*)(st|nd|rd|th)\b/g))
        expect(whole, path).toBe(ordinal(Number(digits!.replaceAll(',', ''))));
    }
  });

  it('shows ranking badges that mean what they say', () => {
    let profiles = 0;
    for (const [path, { html }] of pages) {
      if (!path.startsWith('/attorneys/')) continue;
      const text = visibleText(html);
      if (!text.includes('Peer Comparison Rankings')) continue;
      profiles++;
      // "Top N%" only for the upper half; "Top 10 in ..." only among more than 10.
      for (const [, share] of text.matchAll(/Top (\d+)%/g)) expect(Number(share), path).toBeLessThanOrEqual(50);
      for (const [, , total] of text.matchAll(/Top 10 in [^#]* #(\d+) of ([\d,]+) by answers/g))
        expect(Number(total!.replaceAll(',', '')), path).toBeGreaterThan(10);
    }
    expect(profiles).toBeGreaterThan(5);
    // Ada is first of the 5 Wyoming attorneys of the fixture: a rank among 5, not a "top 10".
    expect(visibleText(pages.get('/attorneys/ada-quillfeather')!.html)).toContain('#1 of 5 in Wyoming');
  });
});

describe('counted claims', () => {
  const count = (sql: string) => (archive.prepare(sql).get() as { n: number }).n;
  const claimValue = (claim: string) => {
    const match = /^([\d.,]+)([KM]?)\+?$/.exec(claim)!;
    return Number(match[1]!.replaceAll(',', '')) * (match[2] === 'M' ? 1e6 : match[2] === 'K' ? 1e3 : 1);
  };

  it('never shows a "+" count above the real number (home tiles and footer)', () => {
    const home = pages.get('/')!.html;
    const answered = count('SELECT count(*) AS n FROM questions WHERE answer_count > 0');
    const attorneys = count('SELECT count(*) AS n FROM attorneys WHERE total_answers > 0');
    const tiles = [...home.matchAll(/<dd class="order-first[^>]*>([^<]+)<\/dd>/g)].map((m) => m[1]!);
    expect(tiles.length).toBeGreaterThanOrEqual(3);
    expect(claimValue(tiles[0]!)).toBeLessThanOrEqual(answered);
    expect(claimValue(tiles[1]!)).toBeLessThanOrEqual(attorneys);
    const footer = /([\d.,]+[KM]?\+?) answered questions\./.exec(visibleText(home))![1]!;
    expect(claimValue(footer)).toBeLessThanOrEqual(answered);
    expect(claimValue(footer)).toBeGreaterThan(answered * 0.9);
  });

  it('states the archive size counted, not as fixed text', () => {
    const attorneys = count('SELECT count(*) AS n FROM attorneys WHERE total_answers > 0');
    const answered = count('SELECT count(*) AS n FROM questions WHERE answer_count > 0');
    for (const path of ['/', '/coming-soon', '/faq']) {
      const text = visibleText(pages.get(path)!.html);
      expect(text, path).not.toMatch(/thousands of attorneys|over a million/i);
    }
    expect(visibleText(pages.get('/')!.html)).toContain(`${attorneys.toLocaleString('en-US')} attorneys built this archive`);
    expect(visibleText(pages.get('/coming-soon')!.html)).toContain(`${attorneys.toLocaleString('en-US')} attorneys wrote the answers`);
    expect(visibleText(pages.get('/faq')!.html)).toContain(`with ${answered.toLocaleString('en-US')} answered questions`);
  });

  it('features the attorneys with the most answers, as the heading says, those with a photo first as the FAQ says', () => {
    const top = (
      archive
        .prepare(
          "SELECT slug, coalesce(photo_url, '') <> '' AS photo FROM attorneys WHERE total_answers > 0 ORDER BY total_answers DESC, id LIMIT 3",
        )
        .all() as { slug: string; photo: number }[]
    )
      .sort((a, b) => b.photo - a.photo)
      .map((row) => row.slug);
    const section = /aria-labelledby="featured-experts"[\s\S]*?<\/section>/.exec(pages.get('/')!.html)![0];
    const shown = [...section.matchAll(/<h3[^>]*><a[^>]*href="\/attorneys\/([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(top);
  });

  it('counts practice areas by one rule: the home tile equals the cards on /categories', () => {
    const home = visibleText(pages.get('/')!.html);
    const tile = Number(/([\d,]+) practice areas? with questions or attorneys/.exec(home)![1]!.replaceAll(',', ''));
    const cards = [...pages.get('/categories')!.html.matchAll(/href="\/categories\/[a-z0-9-]+"/g)].length;
    expect(tile).toBeGreaterThan(10);
    expect(cards).toBe(tile);
  });
});

describe('search edge cases', () => {
  it('names an unknown category or state in the address instead of dropping or applying it silently', async () => {
    const category = visibleText((await fetchPage('/search?q=divorce&category=999')).html);
    expect(category).toContain('There is no practice area “999”: showing results from every practice area.');
    expect(category).toMatch(/[\d,]+ results? (\(showing [^)]*\) )?for “divorce”/);
    const state = visibleText((await fetchPage('/search?q=divorce&state=ZZ')).html);
    expect(state).toContain('“ZZ” is not a US state code: showing results from every state.');
  });

  it('says how many pages there are for a page past the end, with a link to the last', async () => {
    const first = visibleText((await fetchPage('/search?q=divorce')).html);
    const total = Number(/([\d,]+) results? (\(showing [^)]*\) )?for “divorce”/.exec(first)![1]!.replaceAll(',', ''));
    const last = Math.ceil(total / 10);
    expect(last).toBeLessThan(90);
    const { html } = await fetchPage(`/search?q=divorce&page=${last + 5}`);
    expect(visibleText(html)).toContain(`There ${last === 1 ? 'is only 1 page' : `are only ${last} pages`} of results for “divorce”`);
    expect(html).toContain(`href="/search?q=divorce${last > 1 ? `&amp;page=${last}` : ''}"`);
  });

  it('keeps NUL and other control characters out of the title and the HTML', async () => {
    for (const path of ['/search?q=div%00orce%07%1b', '/categories?q=fam%00ily', '/articles/category/no-such?q=a%00b', '/find-attorney?query=ada%00%1f']) {
      const { html } = await fetchPage(path);
      // eslint-disable-next-line no-control-regex
      expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(html), path).toBeNull();
    }
    const { html } = await fetchPage('/search?q=div%00orce');
    expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toBe('div orce – Search | OpenCounsel');
  });

  it("opens pages with results from the guides' archive links", async () => {
    for (const [guide, name] of [
      ['/guides/criminal-law', 'Criminal Law'],
      ['/guides/personal-injury', 'Personal Injury Law and Tort Law'],
    ] as const) {
      const html = pages.get(guide)!.html.replaceAll('<!-- -->', '');
      const href = new RegExp(`href="([^"]+)"[^>]*>Newest ${name} questions<`).exec(html.replaceAll('&amp;', '&'))?.[1];
      expect(href, guide).toBeDefined();
      const target = await fetchPage(href!);
      expect(target.status).toBe(200);
      expect([...target.html.matchAll(/href="\/legal-questions\/[^"]+"/g)].length, href).toBeGreaterThan(0);
    }
  });
});
