/**
 * The pages `npm run audit:lighthouse` audits (home, a search results page, a
 * question page, a category page and an attorney profile), picked from an archive or a running
 * site, and the checks that they are what they claim before Lighthouse spends a minute on them.
 */
import Database from 'better-sqlite3';
import { attorneyPath, categoryPath, questionPath, searchPath } from '../../app/domain/urls.ts';

/** The search page's query: a common topic of the demo archive (checked to have hits). */
export const SEARCH_TERM = 'divorce';

export interface AuditPage {
  readonly name: string;
  readonly path: string;
  /** Audits left out on this page on purpose, each with the reason printed beside the scores. */
  readonly skip?: readonly { readonly audit: string; readonly reason: string }[];
}

/**
 * Search results pages are kept out of search engines on purpose (robots.txt disallows
 * `/search?` and the page says `noindex`): an unbounded space of thin pages, and a spam
 * vector (anyone can link a query that puts their words in an indexed title). Lighthouse's
 * `is-crawlable` audit fails exactly that, so it is left out there, and only there; the
 * audit checks that the page is really noindexed for that reason and no other.
 */
export const SEARCH_NOT_INDEXED = {
  audit: 'is-crawlable',
  reason: 'search results are kept out of search engines on purpose (robots.txt Disallow: /search?, meta noindex)',
};

/** The five pages, picked from the archive: the busiest question, category and attorney. */
export function pagesFromArchive(archivePath: string): AuditPage[] {
  const db = new Database(archivePath, { readonly: true, fileMustExist: true });
  try {
    const question = db
      .prepare('SELECT id, title, state FROM questions WHERE answer_count > 0 ORDER BY answer_count DESC, id LIMIT 1')
      .get() as { id: number; title: string; state: string | null } | undefined;
    const category = db
      .prepare('SELECT slug FROM categories WHERE question_count > 0 ORDER BY question_count DESC, id LIMIT 1')
      .get() as { slug: string } | undefined;
    const attorney = db
      .prepare('SELECT id, slug FROM attorneys WHERE total_answers > 0 ORDER BY total_answers DESC, id LIMIT 1')
      .get() as { id: number; slug: string } | undefined;
    if (!question || !category || !attorney)
      throw new Error(`${archivePath} lacks an answered question, a category or an attorney`);
    return [
      { name: 'home', path: '/' },
      { name: 'search', path: searchPath({ q: SEARCH_TERM }), skip: [SEARCH_NOT_INDEXED] },
      { name: 'question', path: questionPath(question) },
      { name: 'category', path: categoryPath(category) },
      { name: 'profile', path: attorneyPath(attorney) },
    ];
  } finally {
    db.close();
  }
}

/** The five pages of a running site, found from the links of its home page. */
export async function pagesFromSite(base: string): Promise<AuditPage[]> {
  const home = await fetchPage(base, '/');
  const first = (pattern: RegExp, what: string) => {
    const match = pattern.exec(home);
    if (!match) throw new Error(`the home page of ${base} links no ${what}`);
    return match[1]!.replaceAll('&amp;', '&');
  };
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: searchPath({ q: SEARCH_TERM }), skip: [SEARCH_NOT_INDEXED] },
    { name: 'question', path: first(/href="(\/legal-questions\/[^"?#]+)"/, 'question') },
    { name: 'category', path: first(/href="(\/categories\/[^"?#/]+)"/, 'category') },
    { name: 'profile', path: first(/href="(\/attorneys\/[^"?#/]+)"/, 'attorney profile') },
  ];
}

/** The page's HTML; throws unless it answers 200 itself (no redirect, no error page). */
async function fetchPage(base: string, pagePath: string): Promise<string> {
  const response = await fetch(`${base}${pagePath}`, { redirect: 'manual' });
  if (response.status !== 200) {
    const where = response.headers.get('location');
    throw new Error(
      `${pagePath} answered ${response.status}${where ? ` (to ${where})` : ''}, not 200: nothing to audit`,
    );
  }
  return response.text();
}

/** Every page answers 200; the search page shows hits and is noindexed (the reason its audit is skipped). */
export async function checkPages(base: string, pages: readonly AuditPage[]): Promise<void> {
  for (const page of pages) {
    const html = await fetchPage(base, page.path);
    if (page.name === 'search' && !html.includes('data-testid="result-count"')) {
      throw new Error(`${page.path} shows no results: not a search results page`);
    }
    if (page.skip?.includes(SEARCH_NOT_INDEXED) && !/<meta name="robots" content="noindex"/.test(html)) {
      throw new Error(`${page.path} is indexable: the is-crawlable audit must not be skipped`);
    }
  }
}
