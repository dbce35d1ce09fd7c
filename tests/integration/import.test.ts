import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#app/domain/reference/categories.ts';
import { COUNTRIES, US_STATES_AND_TERRITORIES } from '#app/domain/reference/places.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { listMigrations } from '#scripts/import/migrations.ts';
import { buildFixtureArchive } from '#tests/helpers/fixture-archive.ts';

// The hand-written archive in tests/fixtures/import-good: 2 article categories, 3 articles,
// 6 attorneys, 12 questions with 25 answers.
let db: Database.Database;
beforeAll(async () => {
  db = new Database(await buildFixtureArchive('tests/fixtures/import-good'), { readonly: true });
});
afterAll(() => db?.close());

const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const row = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

describe('import of the good fixture', () => {
  it.each([
    ['article_categories', 2],
    ['articles', 3],
    ['attorneys', 6],
    ['questions', 12],
    ['answers', 25],
    ['categories', CATEGORIES.length],
    ['places', US_STATES_AND_TERRITORIES.length + COUNTRIES.length],
    ['practice_areas', PRACTICE_AREAS.length + 1], // + "Cross-Border Trade", found in attorneys.jsonl
  ])('%s has %i rows', (table, expected) => {
    expect(count(`SELECT count(*) FROM ${table}`)).toBe(expected);
  });

  it('derives question slugs from the cleaned title', () => {
    expect(row<{ slug: string }>('SELECT slug FROM questions WHERE id = 1001').slug).toBe(
      'how-is-property-divided-in-a-california-divorce',
    );
    expect(row<{ slug: string }>('SELECT slug FROM questions WHERE id = 1004').slug).toBe(
      'landlord-wont-return-my-deposit-ignores-my-calls',
    );
  });

  it('removes HTML tags and decodes entities in titles, bodies and answers', () => {
    const q = row<{ title: string; body: string; question_short: string }>(
      'SELECT title, body, question_short FROM questions WHERE id = 1004',
    );
    expect(q.title).toBe("Landlord won't return my deposit & ignores my calls");
    expect(q.body).toBe(
      'My landlord "forgot" to return my $1,500 deposit.\nIt has been 45 days since I moved out.\nWhat can I do?',
    );
    expect(q.question_short).toBe(
      'My landlord "forgot" to return my $1,500 deposit. It has been 45 days since I moved out. What can I do?',
    );
    const answer = row<{ body: string }>('SELECT body FROM answers WHERE id = 5010');
    expect(answer.body).toBe(
      'Washington gives landlords 21 days to return the deposit or explain deductions.\nSend a demand letter — then small claims.',
    );
    expect(count("SELECT count(*) FROM question_tags WHERE question_id = 1004 AND tag = 'Landlord & tenant'")).toBe(1);
  });

  it('uses the title as question_short when the body is empty', () => {
    expect(row<{ question_short: string }>('SELECT question_short FROM questions WHERE id = 1011').question_short).toBe(
      'What does pro bono mean?',
    );
  });

  it('stores times as seconds since the epoch, date-only values at midnight UTC', () => {
    expect(count('SELECT posted_at FROM questions WHERE id = 1002')).toBe(Date.UTC(2020, 10, 10) / 1000);
    expect(count('SELECT posted_at FROM questions WHERE id = 1001')).toBe(Date.UTC(2021, 3, 2, 18, 20) / 1000);
    expect(count("SELECT published_at FROM articles WHERE slug = 'dividing-debt-in-divorce'")).toBe(
      Date.UTC(2024, 0, 20, 17) / 1000,
    );
  });

  it('sets the country: given, else US when a state is given, else none', () => {
    const countries = db
      .prepare('SELECT id, state, country FROM questions WHERE id IN (1001, 1006, 1011) ORDER BY id')
      .all();
    expect(countries).toEqual([
      { id: 1001, state: 'CA', country: 'US' },
      { id: 1006, state: null, country: 'CA' },
      { id: 1011, state: null, country: null },
    ]);
  });

  it('keeps answers in input order, with their attorney, votes and flags', () => {
    const answers = db
      .prepare(
        'SELECT id, attorney_id, position, vote_up, is_best, is_accepted FROM answers WHERE question_id = 1002 ORDER BY position',
      )
      .all();
    expect(answers).toEqual([
      { id: 5004, attorney_id: 102, position: 0, vote_up: 12, is_best: 0, is_accepted: 1 },
      { id: 5005, attorney_id: 101, position: 1, vote_up: 0, is_best: 0, is_accepted: 0 },
      { id: 5006, attorney_id: 104, position: 2, vote_up: 3, is_best: 0, is_accepted: 0 },
      { id: 5007, attorney_id: null, position: 3, vote_up: 0, is_best: 0, is_accepted: 0 },
    ]);
  });

  it('dedupes tags', () => {
    expect(db.prepare('SELECT tag FROM question_tags WHERE question_id = 1001 ORDER BY tag').pluck().all()).toEqual([
      'Divorce',
      'Property division',
    ]);
  });

  it('makes attorney slugs unique and keeps given ones', () => {
    const slugs = db.prepare('SELECT id, slug FROM attorneys ORDER BY id').all();
    expect(slugs).toEqual([
      { id: 101, slug: 'jane-doe' },
      { id: 102, slug: 'robert-chen' },
      { id: 103, slug: 'maria-garcia' },
      { id: 104, slug: 'jane-doe-104' },
      { id: 105, slug: 'alex-tremblay' },
      { id: 106, slug: 'sam-obrien' },
    ]);
    expect(row<{ bio: string }>('SELECT bio FROM attorneys WHERE id = 101').bio).toBe(
      'Family lawyer in Los Angeles & Pasadena. Fluent in Spanish.',
    );
  });

  it('keeps contact fields, treats blank ones as absent and derives contact_available from them', () => {
    const contacts = db
      .prepare('SELECT id, website, phone, email, bar_profile_url, contact_available FROM attorneys WHERE id IN (101, 102, 103) ORDER BY id')
      .all();
    expect(contacts).toEqual([
      // 101 says contactAvailable: true but gives no way to reach it: the flag is not taken.
      { id: 101, website: null, phone: null, email: null, bar_profile_url: null, contact_available: 0 },
      {
        id: 102,
        website: 'https://chendebtrelief.example.com/',
        phone: '+1 (212) 555-0142',
        email: 'robert@chendebtrelief.example.com',
        bar_profile_url: 'https://bar.example.org/attorneys/4401234',
        contact_available: 1,
      },
      { id: 103, website: null, phone: null, email: null, bar_profile_url: null, contact_available: 0 },
    ]);
  });

  it('links practice areas in order, once each, creating unknown ones without a category', () => {
    const areas = db
      .prepare(
        'SELECT p.name, p.category_id FROM attorney_practice_areas ap JOIN practice_areas p ON p.id = ap.practice_area_id WHERE ap.attorney_id = ? ORDER BY ap.position',
      )
      .all(106);
    expect(areas).toEqual([
      { name: 'Real Estate', category_id: 17 },
      { name: 'Landlord & Tenant', category_id: 85 },
    ]);
    expect(row('SELECT category_id, attorney_count FROM practice_areas WHERE name = ?', 'Cross-Border Trade')).toEqual({
      category_id: null,
      attorney_count: 1,
    });
    expect(count("SELECT attorney_count FROM practice_areas WHERE name = 'Bankruptcy'")).toBe(2);
  });

  it('computes answer counts and attorney totals', () => {
    expect(db.prepare('SELECT answer_count FROM questions ORDER BY id').pluck().all()).toEqual([
      3, 4, 2, 2, 0, 1, 2, 3, 1, 2, 1, 4,
    ]);
    expect(
      row(
        'SELECT total_answers, accepted_answers, total_votes, first_answer_at, last_answer_at FROM attorneys WHERE id = 102',
      ),
    ).toEqual({
      total_answers: 6,
      accepted_answers: 3,
      total_votes: 30,
      first_answer_at: Date.UTC(2018, 2, 5) / 1000,
      last_answer_at: Date.UTC(2024, 2, 1) / 1000,
    });
    expect(count('SELECT total_answers FROM attorneys WHERE id = 106')).toBe(0);
  });

  it('counts questions, answers and attorneys per category and place', () => {
    expect(
      row('SELECT question_count, answered_count, answer_count, attorney_count FROM categories WHERE id = 10'),
    ).toEqual({
      question_count: 3,
      answered_count: 3,
      answer_count: 9,
      attorney_count: 4,
    });
    expect(row('SELECT question_count, answered_count FROM categories WHERE id = 69')).toEqual({
      question_count: 1,
      answered_count: 0,
    });
    expect(row("SELECT question_count, attorney_count FROM places WHERE kind = 'state' AND code = 'CA'")).toEqual({
      question_count: 3,
      attorney_count: 1,
    });
    expect(
      row("SELECT slug, question_count, attorney_count FROM places WHERE kind = 'country' AND code = 'CA'"),
    ).toEqual({ slug: 'canada', question_count: 1, attorney_count: 1 });
    expect(count("SELECT question_count FROM places WHERE kind = 'country' AND code = 'US'")).toBe(10);
    expect(count("SELECT article_count FROM article_categories WHERE slug = 'family-law-guides'")).toBe(2);
  });

  it('writes reference rows with slugs and descriptions', () => {
    expect(row('SELECT slug, short_name, description FROM categories WHERE id = 69')).toEqual({
      slug: 'drunk-driving-dui-law',
      short_name: 'DUI',
      description: 'Questions and attorney answers about drunk driving & DUI law.',
    });
    expect(count("SELECT count(*) FROM categories WHERE description = ''")).toBe(0);
    expect(row<{ slug: string }>("SELECT slug FROM places WHERE kind = 'state' AND code = 'VI'").slug).toBe(
      'us-virgin-islands',
    );
  });

  it('sanitizes article HTML and marks external links', () => {
    const html = db.prepare('SELECT content_html FROM articles ORDER BY id').pluck().all() as string[];
    expect(html[0]).toContain('<a href="https://www.uscourts.gov/services-forms/bankruptcy" rel="noopener nofollow">');
    expect(html[0]).toContain('<a href="/legal-questions">our archive</a>');
    expect(html.join('')).not.toMatch(/script|onclick|iframe|style=|class=|javascript:|rel="follow"/);
    expect(html[2]).toContain('<a href="mailto:help@example.org" title="Write to us">write</a>');
    expect(
      row<{ key_topics: string }>("SELECT key_topics FROM articles WHERE slug = 'chapter-7-vs-chapter-13'").key_topics,
    ).toBe('["Chapter 7","Chapter 13","Means test"]');
  });

  it('writes meta rows', () => {
    const meta = Object.fromEntries(
      (db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>).map((m) => [
        m.key,
        m.value,
      ]),
    );
    expect(meta.schema_version).toBe(String(Math.max(...listMigrations().map((m) => m.version))));
    expect(meta.archive_version).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{12}$/);
    expect(Date.parse(meta.built_at!)).not.toBeNaN();
    expect(meta.source).toBe('import-good');
    expect(meta).toMatchObject({
      total_questions: '12',
      total_answers: '25',
      total_attorneys: '6',
      answering_attorneys: '5',
      total_articles: '3',
    });
  });

  it('indexes questions and answers for full-text search', () => {
    // question_search rowids are search documents in time order, mapped to question ids by
    // question_search_docs (docs/search.md).
    const match = (query: string) =>
      db
        .prepare(
          `SELECT d.question_id FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
           WHERE question_search MATCH ? ORDER BY d.question_id`,
        )
        .pluck()
        .all(query);
    expect(match('divorce')).toEqual([1001, 1012]);
    expect(match('garnishment')).toEqual([1008]);
    expect(match('reentry')).toEqual([1003]); // only in an answer
    expect(db.prepare("SELECT rowid FROM attorney_search WHERE attorney_search MATCH 'toronto'").pluck().all()).toEqual(
      [105],
    );
  });

  it('leaves a normal database: rollback journal, 8 KiB pages, statistics', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(db.pragma('page_size', { simple: true })).toBe(8192);
    expect(count("SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'")).toBe(1);
  });
});
