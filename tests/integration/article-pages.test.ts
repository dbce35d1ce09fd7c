import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { articleArchive, decodeHtml, HOSTILE_SLUG, htmlOf } from './article-archives.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(await articleArchive());
});

afterAll(async () => {
  await server?.stop();
});

async function page(path: string, status = 200): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(status);
  return htmlOf(response);
}

const titleOf = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => decodeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
/** The category cards or article cards: each is one stretched link inside an <h2>. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h2 class="[^"]*"><a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a><\/h2>/g)].map((m) => ({
    href: m[1]!,
    title: decodeHtml(m[2]!),
  }));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) =>
      JSON.parse(m[1]!) as Record<string, unknown> & {
        mainEntityOfPage: Record<string, string>;
        itemListElement: unknown[];
      },
  );

describe('/articles', () => {
  it('shows header totals and a card per category with count wording, the line by count and an icon', async () => {
    const html = await page('/articles');
    expect(titleOf(html)).toBe('Legal Articles by Category | OpenCounsel');
    expect(html).toContain('Legal Articles</h1>');
    expect(html).toMatch(/>76<\/strong> articles/);
    expect(html).toMatch(/>11<\/strong> categories/);
    const cards = cardTitles(html);
    expect(cards).toHaveLength(11);
    expect(cards[0]).toEqual({ href: '/articles/category/personal-injury', title: 'Personal Injury' });
    expect(cards.map((c) => c.title)).toContain('Family Law & Divorce');
    expect(cards.map((c) => c.title)).toContain('Wills & Trusts');
    expect(html).not.toContain('&amp;amp;');
    const card = (slug: string) =>
      html.slice(
        html.lastIndexOf('<li', html.indexOf(`href="/articles/category/${slug}"`)),
        html.indexOf('</li>', html.indexOf(`href="/articles/category/${slug}"`)),
      );
    expect(card('personal-injury')).toContain('21 articles');
    expect(card('personal-injury')).toContain('In-depth articles');
    expect(card('personal-injury')).toContain('data-icon="injury"');
    expect(card('family-law-and-divorse')).toContain('11 articles');
    expect(card('family-law-and-divorse')).toContain('Essential guides');
    expect(card('family-law-and-divorse')).toContain('data-icon="family"');
    expect(card('criminal-law-and-dui')).toContain('Focused coverage');
    // Cards of one size say what their own category covers.
    expect(card('criminal-law-and-dui')).toContain('DUI charges');
    expect(card('real-estate')).toContain('Focused coverage of buying and selling homes');
    expect(card('criminal-law-and-dui')).toContain('data-icon="criminal"');
    expect(card('real-estate')).toContain('data-icon="property"');
    expect(card('estate-planning')).toContain('data-icon="estate"');
    expect(card('miscellaneous')).toContain('>1 article<');
    expect(card('miscellaneous')).toContain('data-icon="general"');
    expect(html).not.toContain('articles-empty-shelf');
  });

  it('filters the cards on the server from ?q= (works without JavaScript)', async () => {
    const html = await page('/articles?q=law');
    expect(cardTitles(html).map((c) => c.title)).toEqual([
      'Family Law & Divorce',
      'Criminal Law & DUI',
      'Employment Law',
      'Business Law',
    ]);
    expect(html).toContain('value="law"');
    expect(html).toContain('4 of 11 categories match.');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const none = await page('/articles?q=zzzz');
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No categories found');
  });

  it('renders a hostile category name as text, entities decoded', async () => {
    const html = await page('/articles');
    expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt; Hostile &amp; Safe Lab');
    expect(html).not.toContain('<script>window.__xss');
  });
});

describe('/articles/category/{slug}', () => {
  it('shows the breadcrumb, the friendly title for the misspelled family slug, the count and the cards', async () => {
    const html = await page('/articles/category/family-law-and-divorse');
    expect(html).toMatch(
      /<nav aria-label="Breadcrumb"[\s\S]*href="\/"[^>]*>Home<[\s\S]*href="\/articles"[^>]*>Articles<[\s\S]*aria-current="page"[^>]*>Family Law &amp; Divorce</,
    );
    expect(html).toContain('Family Law &amp; Divorce</h1>');
    expect(titleOf(html)).toBe('Family Law & Divorce Articles | OpenCounsel');
    expect(html).toContain('>11 articles</p>');
    const cards = cardTitles(html);
    expect(cards).toHaveLength(11);
    expect(cards.every((c) => c.href.startsWith('/articles/'))).toBe(true);
    expect(html).not.toContain('Page 1 of 1');
    // Each card: title, excerpt, date and author.
    const first = html.slice(html.indexOf(cards[0]!.href), html.indexOf('</li>', html.indexOf(cards[0]!.href)));
    expect(first).toMatch(/<p class="[^"]*line-clamp-4[^"]*">[^<]{20,}<\/p>/);
    expect(first).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T[^"]+">[A-Z][a-z]{2} \d{1,2}, \d{4}<\/time>/);
    expect(first).toMatch(/, by <\/span><span>[^<]+<\/span>/);
  });

  it('redirects the correctly spelled family slug to the archive slug', async () => {
    const response = await fetch(`${server.url}/articles/category/family-law-and-divorce?page=1`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/articles/category/family-law-and-divorse?page=1');
  });

  it('pages 12 at a time with Previous/Next and "Page X of Y"', async () => {
    const first = await page('/articles/category/personal-injury');
    expect(cardTitles(first)).toHaveLength(12);
    expect(first).toContain('Page 1 of 2');
    expect(first).toMatch(/<span aria-disabled="true"[^>]*>Previous<\/span>/);
    expect(first).toMatch(/<a rel="next"[^>]*href="\/articles\/category\/personal-injury\?page=2"[^>]*>Next<\/a>/);
    const second = await page('/articles/category/personal-injury?page=2');
    expect(cardTitles(second)).toHaveLength(9);
    expect(second).toContain('Page 2 of 2');
    expect(second).toMatch(/<a rel="prev"[^>]*href="\/articles\/category\/personal-injury"[^>]*>Previous<\/a>/);
    expect(second).toMatch(/<span aria-disabled="true"[^>]*>Next<\/span>/);
    expect(second).toContain('<link rel="canonical" href="http://localhost');
    expect(second).toMatch(/rel="canonical" href="[^"]*\/articles\/category\/personal-injury\?page=2"/);
    const both = new Set([...cardTitles(first), ...cardTitles(second)].map((c) => c.href));
    expect(both.size).toBe(21);
  });

  it('answers 400 for a bad page and 404 past the last page', async () => {
    expect(await page('/articles/category/personal-injury?page=abc', 400)).toContain('Bad Request');
    expect(await page('/articles/category/personal-injury?page=3', 404)).toContain('404 Page Not Found');
  });

  it('really filters the category by the search box (GET ?q=), keeping q in the paging links', async () => {
    const html = await page('/articles/category/articles-search-lab?q=garnishment');
    expect(html).toContain('13 of 14 articles match “garnishment”');
    expect(cardTitles(html)).toHaveLength(12);
    expect(cardTitles(html).every((c) => c.title.startsWith('Wage Garnishment'))).toBe(true);
    expect(html).toContain('href="/articles/category/articles-search-lab?q=garnishment&amp;page=2"');
    expect(html).toContain('value="garnishment"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const second = await page('/articles/category/articles-search-lab?q=garnishment&page=2');
    expect(cardTitles(second)).toHaveLength(1);
    expect(second).toContain('Page 2 of 2');

    const fence = await page('/articles/category/articles-search-lab?q=fence');
    expect(cardTitles(fence).map((c) => c.title)).toEqual(['Boundary Disputes With a Neighbor']);
    expect(fence).toContain('1 of 14 articles matches “fence”');

    const none = await page('/articles/category/articles-search-lab?q=zebra');
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No articles found');
    expect(none).toContain('href="/articles/category/articles-search-lab"');
  });

  it('shows "Category Not Found" with a button to /articles and status 404', async () => {
    const html = await page('/articles/category/no-such-category', 404);
    expect(titleOf(html)).toBe('Category Not Found | OpenCounsel');
    expect(html).toContain('Category Not Found</h1>');
    expect(html).toContain('The requested category could not be found.');
    expect(html).toMatch(/<a [^>]*href="\/articles"[^>]*>Back to Articles<\/a>/);
  });

  it('shows an empty category honestly', async () => {
    const html = await page('/articles/category/articles-empty-shelf');
    expect(html).toContain('>0 articles</p>');
    expect(html).toContain('No articles in this category yet');
  });
});

describe('/articles/{slug}', () => {
  it('shows title, full summary, date, author, reading time, body, sidebar and the two buttons', async () => {
    const html = await page('/articles/wrongful-death-claims-who-can-sue');
    expect(html).toContain('Wrongful Death Claims: Who Can Sue</h1>');
    expect(html).toMatch(
      /data-testid="article-summary">Spouses, children and estates: who may bring a claim[^<]+State statutes list who may bring/,
    );
    expect(html).toContain('<time dateTime="2020-06-11T08:31:40.000Z">Jun 11, 2020</time>');
    expect(html).toContain('By <span class="font-medium text-slate-900 dark:text-slate-100">Rebecca Lin, Esq.</span>');
    expect(html).toContain('<span>1-minute read</span>');
    expect(html).toMatch(/<div class="article-body[^"]*"><p>Spouses, children and estates/);
    expect(html).toContain('<h2>How it works</h2>');
    for (const [term, value] of [
      ['Reading time', '1-minute read'],
      ['Difficulty', 'Beginner'],
      ['Legal area', 'Personal Injury'],
      ['Content type', 'Guide'],
      ['Author', 'Rebecca Lin, Esq.'],
    ]) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>${value}</dd>`));
    }
    expect(html).toContain('Key topics</h2>');
    expect(html).toContain('href="/search?q=loss+of+support"');
    expect(html).toContain('Quick summary</h2>');
    expect(html).toContain('“A wrongful death claim lets certain family members');
    expect(html).toMatch(/<a [^>]*href="\/find-attorney"[^>]*>Find an Attorney<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Search Legal Q&amp;A<\/a>/);
    expect(html).toMatch(
      /aria-label="Breadcrumb"[\s\S]*href="\/articles\/category\/personal-injury"[^>]*>Personal Injury</,
    );
  });

  it('keeps title <= 60 and description <= 160, and emits Article and BreadcrumbList JSON-LD', async () => {
    for (const slug of [
      'your-first-week-after-a-car-accident',
      'what-happens-to-a-trust-when-the-person-who-created-it-dies-and-who-decides',
      HOSTILE_SLUG,
    ]) {
      const html = await page(`/articles/${slug}`);
      expect(titleOf(html).length, slug).toBeLessThanOrEqual(60);
      expect(titleOf(html), slug).toMatch(/ \| OpenCounsel$/);
      expect(descriptionOf(html).length, slug).toBeGreaterThan(20);
      expect(descriptionOf(html).length, slug).toBeLessThanOrEqual(160);
      const [article, crumbs] = jsonLd(html);
      expect(article).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article' });
      expect(article!.mainEntityOfPage['@id']).toMatch(new RegExp(`/articles/${slug}$`));
      expect(crumbs!['@type']).toBe('BreadcrumbList');
      expect(crumbs!.itemListElement).toHaveLength(4);
    }
    const html = await page('/articles/wrongful-death-claims-who-can-sue');
    expect(titleOf(html)).toBe('Wrongful Death Claims: Who Can Sue | OpenCounsel');
    expect(jsonLd(html)[0]).toMatchObject({
      headline: 'Wrongful Death Claims: Who Can Sue',
      datePublished: '2020-06-11T08:31:40.000Z',
      author: { '@type': 'Person', name: 'Rebecca Lin, Esq.' },
      articleSection: 'Personal Injury',
    });
  });

  it('cuts a long title on a word boundary but shows it whole on the page, with computed reading time', async () => {
    const html = await page('/articles/what-happens-to-a-trust-when-the-person-who-created-it-dies-and-who-decides');
    expect(titleOf(html)).toBe('What Happens to a Living Trust When the… | OpenCounsel');
    expect(html).toContain(
      'What Happens to a Living Trust When the Person Who Created It Dies, and Who Decides What Comes Next?</h1>',
    );
    expect(html).toContain('<span>5-minute read</span>');
    expect(html).toContain(
      'By <span class="font-medium text-slate-900 dark:text-slate-100">OpenCounsel Editorial Team</span>',
    );
    expect(jsonLd(html)[0]!.author).toEqual({
      '@type': 'Organization',
      name: 'OpenCounsel',
      url: expect.stringMatching(/^http/),
    });
    // No pull quote in the archive: the quick summary falls back to the excerpt, and no quote is invented.
    expect(html).toContain('A successor trustee takes over');
    expect(html).not.toContain('<blockquote');
  });

  it('a hostile title cannot break out of the JSON-LD script or add script elements', async () => {
    const hostile = await page(`/articles/${HOSTILE_SLUG}`);
    const benign = await page('/articles/your-first-week-after-a-car-accident');
    const blocks = [...hostile.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).not.toMatch(/[<>]/);
    expect(jsonLd(hostile)[0]!.headline).toBe(
      'Hostile </script><script>window.__xss=(window.__xss||0)+1</script> Title & Test',
    );
    // The same page shape as a benign article: no element was injected.
    for (const tag of [
      'script',
      'iframe',
      'svg',
      'img',
      'object',
      'embed',
      'form',
      'style',
      'math',
      'base',
      'meta',
      'link',
      'details',
    ]) {
      const pattern = new RegExp(`<${tag}\\b`, 'gi');
      expect(count(hostile, pattern), tag).toBe(count(benign, pattern));
    }
    expect(count(hostile, /\son[a-z]+=/gi)).toBe(0);
    expect(count(hostile, /(href|src|action)="(javascript|data|vbscript):/gi)).toBe(0);
    expect(hostile).toContain(
      'Hostile &lt;/script&gt;&lt;script&gt;window.__xss=(window.__xss||0)+1&lt;/script&gt; Title &amp; Test</h1>',
    );
  });

  it('shows "Article Not Found" with a button home and status 404', async () => {
    const html = await page('/articles/no-such-article', 404);
    expect(titleOf(html)).toBe('Article Not Found | OpenCounsel');
    expect(html).toContain('Article Not Found</h1>');
    expect(html).toContain('The article you&#x27;re looking for doesn&#x27;t exist or has been removed.');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to Home<\/a>/);
  });
});
