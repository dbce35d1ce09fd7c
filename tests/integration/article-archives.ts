import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';

/**
 * Archives for the article tests, all built by the real importer from
 * tests/fixtures/demo-small + tests/fixtures/articles. Two variants are copies changed the
 * way a real archive could be: one whose hostile article body is stored unsanitized (as an
 * archive written by another tool, or by an importer before a rule was added, would hold
 * it), and one without the article_categories table (an archive from before articles).
 */
export const HOSTILE_SLUG = 'hostile-html-article';
const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/articles');

export function articleArchive(): Promise<string> {
  return buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/articles');
}

/** The hostile article's body exactly as the fixture file has it (never sanitized). */
export function rawHostileBody(): string {
  const line = fs
    .readFileSync(path.join(FIXTURE_DIR, 'articles.jsonl'), 'utf8')
    .split('\n')
    .find((l) => l.includes(`"slug": "${HOSTILE_SLUG}"`) || l.includes(`"slug":"${HOSTILE_SLUG}"`));
  if (!line) throw new Error(`${HOSTILE_SLUG} is missing from tests/fixtures/articles/articles.jsonl`);
  return (JSON.parse(line) as { content: string }).content;
}

async function variant(name: string, change: (db: Database.Database) => void): Promise<string> {
  const source = await articleArchive();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-articles-'));
  const target = path.join(dir, `${name}.db`);
  fs.copyFileSync(source, target);
  const db = new Database(target);
  try {
    change(db);
  } finally {
    db.close();
  }
  return target;
}

export function rawHostileArchive(): Promise<string> {
  return variant('raw-hostile', (db) => {
    db.prepare('UPDATE articles SET content_html = ? WHERE slug = ?').run(rawHostileBody(), HOSTILE_SLUG);
  });
}

export function archiveWithoutArticleCategories(): Promise<string> {
  return variant('no-article-categories', (db) => {
    db.pragma('foreign_keys = OFF');
    db.exec('DROP TABLE article_categories');
  });
}

export function removeArchiveCopy(file: string | undefined): void {
  if (file && path.basename(path.dirname(file)).startsWith('opencounsel-articles-')) {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** React puts <!-- --> between adjacent text nodes; compare visible text. */
export async function htmlOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll('<!-- -->', '');
}

/** Decodes the few entities React writes in text and attributes. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
