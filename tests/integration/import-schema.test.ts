import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runDerive } from '#scripts/import/derive.ts';
import { applyMigrations, listMigrations } from '#scripts/import/migrations.ts';

/** Every table and column the code relies on (db/migrations/0001_archive.sql). */
const SCHEMA: Record<string, string[]> = {
  meta: ['key', 'value'],
  categories: [
    'id',
    'name',
    'short_name',
    'slug',
    'description',
    'question_count',
    'answered_count',
    'answer_count',
    'attorney_count',
  ],
  places: ['id', 'kind', 'code', 'name', 'slug', 'question_count', 'attorney_count'],
  practice_areas: ['id', 'name', 'slug', 'category_id', 'attorney_count'],
  attorneys: [
    'id',
    'username',
    'slug',
    'name',
    'firm',
    'city',
    'state',
    'country',
    'photo_url',
    'photo_fallback_url',
    'photo_id',
    'experience_years',
    'free_consultation',
    'contact_available',
    'bar_number',
    'hourly_rate',
    'cases_completed',
    'cases_won',
    'bio',
    'total_answers',
    'accepted_answers',
    'total_votes',
    'first_answer_at',
    'last_answer_at',
    'website',
    'phone',
    'email',
    'bar_profile_url',
  ],
  attorney_practice_areas: ['attorney_id', 'position', 'practice_area_id'],
  questions: [
    'id',
    'slug',
    'title',
    'body',
    'question_short',
    'category_id',
    'state',
    'country',
    'posted_at',
    'url',
    'answer_count',
  ],
  question_tags: ['question_id', 'tag'],
  answers: [
    'id',
    'question_id',
    'attorney_id',
    'position',
    'body',
    'answer_short',
    'posted_at',
    'vote_up',
    'vote_down',
    'is_accepted',
    'is_best',
  ],
  article_categories: ['slug', 'name', 'article_count'],
  articles: [
    'id',
    'slug',
    'category_slug',
    'title',
    'meta_title',
    'seo_meta_description',
    'meta_description',
    'excerpt',
    'full_summary',
    'content_html',
    'published_at',
    'author_name',
    'reading_time',
    'content_difficulty',
    'primary_legal_area',
    'content_type',
    'key_topics',
    'card_summary',
    'pull_quote',
  ],
  question_search: ['title', 'body', 'answers'],
  attorney_search: ['name', 'city', 'firm'],
};

describe('migrations', () => {
  const db = new Database(':memory:');
  const version = applyMigrations(db);

  it('are numbered files applied in name order, reaching the highest number', () => {
    const migrations = listMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
    expect(version).toBe(Math.max(...migrations.map((m) => m.version)));
  });

  it.each(Object.entries(SCHEMA))('create table %s with the columns the code uses', (table, columns) => {
    const actual = (db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => c.name);
    expect(actual, `table ${table}`).toEqual(expect.arrayContaining(columns));
  });

  it('create the full-text tables as FTS5', () => {
    const sql = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE name IN ('question_search', 'attorney_search')")
      .all() as Array<{ name: string; sql: string }>;
    expect(sql).toHaveLength(2);
    for (const row of sql) expect(row.sql).toMatch(/USING fts5/i);
  });
});

describe('runDerive', () => {
  it('runs .sql scripts and .ts default exports in name order', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-derive-'));
    try {
      fs.writeFileSync(path.join(dir, '0010_first.sql'), "INSERT INTO steps VALUES ('sql');");
      fs.writeFileSync(
        path.join(dir, '0020_second.ts'),
        'export default (db) => { db.prepare("INSERT INTO steps VALUES (\'ts\')").run(); };',
      );
      fs.writeFileSync(path.join(dir, '0030_third.sql'), "INSERT INTO steps VALUES ('sql again');");
      const db = new Database(':memory:');
      db.exec('CREATE TABLE steps (name TEXT)');
      const log: string[] = [];
      await runDerive(db, (line) => log.push(line), dir);
      expect(db.prepare('SELECT name FROM steps').pluck().all()).toEqual(['sql', 'ts', 'sql again']);
      expect(log.map((line) => line.split(':')[0])).toEqual([
        'derive 0010_first.sql',
        'derive 0020_second.ts',
        'derive 0030_third.sql',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
