import { SITEMAP_MAX_URLS, STATIC_PAGES, type SitemapEntry, type SitemapFile } from '#app/domain/sitemap.ts';
import { articleCategoryPath, articlePath, attorneyPath, categoryPath, countryPath, placeAreaPath, statePath } from '#app/domain/urls.ts';
import { statement } from './archive.server.ts';

export interface SitemapFileInfo {
  readonly file: SitemapFile;
  readonly urlCount: number;
  readonly lastmod: number | null;
}

interface ChunkRow {
  kind: 'questions' | 'attorneys' | 'articles';
  seq: number;
  first_id: number;
  last_id: number;
  url_count: number;
  lastmod: number;
}

function builtAt(): number | null {
  const row = statement("SELECT value FROM meta WHERE key = 'built_at'").get() as { value: string } | undefined;
  const time = row ? Date.parse(row.value) : Number.NaN;
  return Number.isFinite(time) ? Math.floor(time / 1000) : null;
}

function lastPostedAt(): number | null {
  const row = statement("SELECT value FROM meta WHERE key = 'last_posted_at'").get() as { value: string } | undefined;
  return row ? Number(row.value) || null : null;
}

/** Every sitemap file with its URL count and newest change: the sitemap index. */
export function sitemapFiles(): SitemapFileInfo[] {
  const single = (kind: 'categories' | 'locations' | 'place-areas' | 'article-categories', count: number, lastmod: number | null): SitemapFileInfo[] =>
    count > 0 ? [{ file: { kind }, urlCount: count, lastmod }] : [];
  const counts = statement(
    `SELECT (SELECT count(*) FROM categories WHERE question_count > 0 OR attorney_count > 0) AS categories,
            (SELECT count(*) FROM places WHERE question_count > 0) AS places,
            (SELECT count(*) FROM place_areas) AS placeAreas,
            (SELECT count(*) FROM article_categories WHERE article_count > 0) AS articleCategories,
            (SELECT max(published_at) FROM articles) AS articlesLastmod`,
  ).get() as { categories: number; places: number; placeAreas: number; articleCategories: number; articlesLastmod: number | null };
  const chunks = statement('SELECT kind, seq, first_id, last_id, url_count, lastmod FROM sitemap_chunks ORDER BY kind, seq').all() as ChunkRow[];
  return [
    { file: { kind: 'pages' }, urlCount: STATIC_PAGES.length, lastmod: builtAt() },
    ...single('categories', counts.categories, lastPostedAt()),
    ...single('locations', counts.places, lastPostedAt()),
    ...single('place-areas', counts.placeAreas, lastPostedAt()),
    ...single('article-categories', counts.articleCategories, counts.articlesLastmod),
    ...chunks.map((c) => ({ file: { kind: c.kind, seq: c.seq }, urlCount: c.url_count, lastmod: c.lastmod })),
  ];
}

/** The URLs of one sitemap file, or null when there is no such file in this archive. */
export function sitemapEntries(file: SitemapFile): SitemapEntry[] | null {
  if ('seq' in file) {
    const chunk = statement('SELECT first_id, last_id FROM sitemap_chunks WHERE kind = ? AND seq = ?').get(file.kind, file.seq) as
      | Pick<ChunkRow, 'first_id' | 'last_id'>
      | undefined;
    if (!chunk) return null;
    const range = [chunk.first_id, chunk.last_id, SITEMAP_MAX_URLS] as const;
    if (file.kind === 'questions') {
      // Paths built at import by urls.ts questionPath (db/derive/0900_sitemap_questions.ts).
      return statement('SELECT path, lastmod FROM sitemap_questions WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?').all(...range) as SitemapEntry[];
    }
    if (file.kind === 'attorneys') {
      const rows = statement('SELECT id, slug, last_answer_at FROM attorneys WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?').all(...range) as {
        id: number;
        slug: string;
        last_answer_at: number | null;
      }[];
      return rows.map((a) => ({ path: attorneyPath(a), lastmod: a.last_answer_at }));
    }
    const rows = statement('SELECT slug, published_at FROM articles WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?').all(...range) as {
      slug: string;
      published_at: number;
    }[];
    return rows.map((a) => ({ path: articlePath(a), lastmod: a.published_at }));
  }
  switch (file.kind) {
    case 'pages': {
      const lastmod = builtAt();
      return STATIC_PAGES.map((path) => ({ path, lastmod }));
    }
    case 'categories': {
      const rows = statement(
        `SELECT c.slug, (SELECT max(q.posted_at) FROM questions q WHERE q.category_id = c.id) AS lastmod
         FROM categories c WHERE c.question_count > 0 OR c.attorney_count > 0 ORDER BY c.slug`,
      ).all() as { slug: string; lastmod: number | null }[];
      return rows.map((c) => ({ path: categoryPath(c), lastmod: c.lastmod ?? lastPostedAt() }));
    }
    case 'locations': {
      const rows = statement(
        `SELECT p.kind, p.slug,
                CASE WHEN p.kind = 'state' THEN (SELECT max(q.posted_at) FROM questions q WHERE q.country = 'US' AND q.state = p.code)
                            WHEN p.code = 'US' THEN NULL -- the whole archive: its newest question
                            ELSE (SELECT max(q.posted_at) FROM questions q WHERE q.country = p.code) END AS lastmod
         FROM places p WHERE p.question_count > 0 ORDER BY p.kind DESC, p.slug`,
      ).all() as { kind: 'state' | 'country'; slug: string; lastmod: number | null }[];
      const newest = lastPostedAt();
      return rows.map((p) => ({ path: p.kind === 'state' ? statePath(p) : countryPath(p), lastmod: p.lastmod ?? newest }));
    }
    case 'place-areas': {
      const rows = statement(
        `SELECT p.kind, p.slug AS placeSlug, c.slug AS categorySlug, pa.newest_at AS lastmod
         FROM place_areas pa JOIN places p ON p.id = pa.place_id JOIN categories c ON c.id = pa.category_id
         ORDER BY p.kind DESC, p.slug, c.slug`,
      ).all() as { kind: 'state' | 'country'; placeSlug: string; categorySlug: string; lastmod: number }[];
      return rows.map((r) => ({ path: placeAreaPath({ kind: r.kind, slug: r.placeSlug }, { slug: r.categorySlug }), lastmod: r.lastmod }));
    }
    case 'article-categories': {
      const rows = statement(
        `SELECT c.slug, (SELECT max(a.published_at) FROM articles a WHERE a.category_slug = c.slug) AS lastmod
         FROM article_categories c WHERE c.article_count > 0 ORDER BY c.slug`,
      ).all() as { slug: string; lastmod: number | null }[];
      return rows.map((c) => ({ path: articleCategoryPath(c), lastmod: c.lastmod }));
    }
  }
}
