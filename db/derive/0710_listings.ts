import {
  CATEGORY_FILTER_CODES,
  CATEGORY_SORT_CODES,
  LIST_KIND,
  PLACE_SORT_CODES,
  POPULAR_MIN,
  PRACTICE_AREA_FILTER_DEFINITIONS,
  RECENT_YEARS,
  SORT_CODES,
} from '#app/domain/listing-options.ts';
import type { Database } from 'better-sqlite3';

/**
 * Browse listings (docs/browse.md). Every (list, sort, filter) order is written
 * once as ranks, so the site reads page N of any list with a primary-key range seek
 * instead of an OFFSET walk. The wide questions and answers tables are each read once;
 * everything after works on a narrow in-memory copy.
 */

/** ORDER BY of each sort code over the columns of the temp table `lb`; ids break ties. */
export const ORDER_BY: Record<number, string> = {
  [SORT_CODES.relevance]: 'quality DESC, at DESC, id DESC',
  [SORT_CODES.date]: 'at DESC, id DESC',
  [SORT_CODES.answers]: 'answers DESC, at DESC, id DESC',
  [SORT_CODES.votes]: 'votes DESC, at DESC, id DESC',
  [SORT_CODES.recent_activity]: 'active DESC, id DESC',
  [SORT_CODES.popular]: 'popularity DESC, at DESC, id DESC',
};

/**
 * The top answer is packed into one integer so a single max() finds it: best/accepted flags,
 * then up-votes, then the inverted position (earlier wins ties). Positions are < 512 (a
 * question has at most 500 answers); the answer's id is then found by (question, position).
 */
const POSITION_MASK = 511;

export default function deriveListings(db: Database): void {
  db.exec(`
    CREATE TEMP TABLE lb (
      id INTEGER PRIMARY KEY, cat INTEGER, at INTEGER, country TEXT, state TEXT,
      answers INTEGER NOT NULL DEFAULT 0, votes INTEGER NOT NULL DEFAULT 0, active INTEGER,
      settled INTEGER NOT NULL DEFAULT 0, top_key INTEGER, quality INTEGER, popularity INTEGER,
      area INTEGER NOT NULL DEFAULT 0, state_place INTEGER, country_place INTEGER
    );
    -- Covering index scans: the wide question rows (with their bodies) are not read.
    INSERT INTO lb (id, cat, at) SELECT id, category_id, posted_at FROM questions INDEXED BY questions_by_category;
    UPDATE lb SET country = s.country, state = s.state
    FROM (SELECT id, country, state FROM questions INDEXED BY questions_by_state) AS s WHERE s.id = lb.id;

    UPDATE lb SET answers = s.n, votes = s.votes, active = s.last_at, settled = s.settled, top_key = s.top_key
    FROM (
      SELECT question_id, count(*) AS n, sum(vote_up) AS votes, max(posted_at) AS last_at,
             sum(is_best OR is_accepted) > 0 AS settled,
             max(((is_best * 2 + is_accepted) << 40) | (min(vote_up, 1073741823) << 9) | (${POSITION_MASK} - min(position, ${POSITION_MASK}))) AS top_key
      FROM answers GROUP BY question_id
    ) AS s WHERE s.question_id = lb.id;

    UPDATE lb SET
      active = max(at, coalesce(active, at)),
      quality = 30 * settled + 10 * min(answers, 4) + min(votes, 20),
      popularity = answers + votes,
      area = ${areaCase('cat')},
      state_place = (SELECT p.id FROM places p WHERE p.kind = 'state' AND p.code = lb.state AND lb.country = 'US'),
      country_place = (SELECT p.id FROM places p WHERE p.kind = 'country' AND p.code = lb.country);

    INSERT INTO question_listing (question_id, votes, last_activity_at, quality, popularity, top_answer_id)
    SELECT id, votes, active, quality, popularity,
           CASE WHEN top_key IS NULL THEN NULL ELSE (SELECT a.id FROM answers a WHERE a.question_id = lb.id AND a.position = ${POSITION_MASK} - (top_key & ${POSITION_MASK})) END
    FROM lb;

    -- After the counts of 0010 and the top answers above; in id order, so the wide tables
    -- are read front to back.
    INSERT INTO question_cards (question_id, title, category_id, state, country, posted_at, answer_count, answer_short)
    SELECT q.id, q.title, q.category_id, q.state, q.country, q.posted_at, q.answer_count, a.answer_short
    FROM questions q JOIN question_listing l ON l.question_id = q.id LEFT JOIN answers a ON a.id = l.top_answer_id
    ORDER BY q.id;
  `);

  const newest = (db.prepare('SELECT max(at) AS at FROM lb').get() as { at: number | null }).at ?? 0;
  const recentSince = Math.floor(newest - RECENT_YEARS * 365.25 * 86_400);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('listing_recent_since', ?)").run(String(recentSince));

  const categoryFilters: Record<number, string> = {
    [CATEGORY_FILTER_CODES.all]: '1',
    [CATEGORY_FILTER_CODES.answered]: 'answers > 0',
    [CATEGORY_FILTER_CODES.recent]: `at >= ${recentSince}`,
    [CATEGORY_FILTER_CODES.popular]: `popularity >= ${POPULAR_MIN}`,
  };
  for (const sort of CATEGORY_SORT_CODES) rankPass(db, LIST_KIND.category, sort, 'lb', 'cat', categoryFilters);

  // A US question is in its state's list and in the United States' list.
  db.exec(`
    CREATE TEMP TABLE pl AS
    SELECT state_place AS place, id, area, at, answers, votes, active, quality, popularity FROM lb WHERE state_place IS NOT NULL
    UNION ALL
    SELECT country_place, id, area, at, answers, votes, active, quality, popularity FROM lb WHERE country_place IS NOT NULL`);
  const placeFilters: Record<number, string> = { 0: '1' };
  for (const area of PRACTICE_AREA_FILTER_DEFINITIONS) placeFilters[area.code] = `area = ${area.code}`;
  for (const sort of PLACE_SORT_CODES) rankPass(db, LIST_KIND.place, sort, 'pl', 'place', placeFilters);

  // List sizes, from the narrow copies (cheaper than counting ranks).
  const insertSize = db.prepare('INSERT INTO listing_sizes (kind, filter, list_id, total) VALUES (?, ?, ?, ?)');
  const categorySizes = db
    .prepare(
      `SELECT cat, count(*) AS n0, sum(answers > 0) AS n1, sum(at >= ${recentSince}) AS n2, sum(popularity >= ${POPULAR_MIN}) AS n3
       FROM lb GROUP BY cat`,
    )
    .all() as Array<{ cat: number; n0: number; n1: number; n2: number; n3: number }>;
  for (const row of categorySizes) {
    const counts = [row.n0, row.n1, row.n2, row.n3];
    for (const code of Object.values(CATEGORY_FILTER_CODES)) {
      if (counts[code]! > 0) insertSize.run(LIST_KIND.category, code, row.cat, counts[code]);
    }
  }
  const placeSizes = db.prepare('SELECT place, area, count(*) AS n FROM pl GROUP BY place, area').all() as Array<{
    place: number;
    area: number;
    n: number;
  }>;
  const placeTotals = new Map<number, number>();
  for (const row of placeSizes) {
    placeTotals.set(row.place, (placeTotals.get(row.place) ?? 0) + row.n);
    if (row.area > 0) insertSize.run(LIST_KIND.place, row.area, row.place, row.n);
  }
  for (const [place, n] of placeTotals) insertSize.run(LIST_KIND.place, 0, place, n);

  db.exec(`
    -- Popular topics: the 8 most used tags of each list (tags that differ only in case are one).
    INSERT INTO listing_topics (kind, list_id, position, topic, question_count)
    SELECT kind, list_id, position, topic, n FROM (
      SELECT kind, list_id, topic, n, row_number() OVER (PARTITION BY kind, list_id ORDER BY n DESC, topic) AS position
      FROM (
        SELECT ${LIST_KIND.category} AS kind, lb.cat AS list_id, min(t.tag) AS topic, count(DISTINCT t.question_id) AS n
        FROM question_tags t JOIN lb ON lb.id = t.question_id GROUP BY lb.cat, lower(t.tag)
        UNION ALL
        SELECT ${LIST_KIND.place}, pl.place, min(t.tag), count(DISTINCT t.question_id)
        FROM question_tags t JOIN pl ON pl.id = t.question_id GROUP BY pl.place, lower(t.tag)
      )
    ) WHERE position <= 8;

    DROP TABLE pl;
    DROP TABLE lb;
  `);
}

/**
 * The ranks of one sort for every list and every filter from a single sort of the rows: a
 * row's rank within a filter is the running count of the filter's rows up to it. The ranks
 * go to a temp table in list order, then into listing_ranks one filter at a time, so each
 * insert appends to the end of the primary key.
 */
export function rankPass(
  db: Database,
  kind: number,
  sort: number,
  from: string,
  list: string,
  filters: Record<number, string>,
): void {
  const columns = Object.entries(filters).map(
    ([code, where]) => `CASE WHEN ${where} THEN count(*) FILTER (WHERE ${where}) OVER w END AS r${code}`,
  );
  db.exec(`
    CREATE TEMP TABLE rk AS SELECT ${list} AS list_id, id, ${columns.join(', ')} FROM ${from}
    WINDOW w AS (PARTITION BY ${list} ORDER BY ${ORDER_BY[sort]} ROWS UNBOUNDED PRECEDING)`);
  for (const code of Object.keys(filters)) {
    db.exec(`
      INSERT INTO listing_ranks (kind, sort, filter, list_id, rank, question_id)
      SELECT ${kind}, ${sort}, ${code}, list_id, r${code}, id FROM rk WHERE r${code} IS NOT NULL ORDER BY rowid`);
  }
  db.exec('DROP TABLE rk');
}

/** CASE expression giving the practice-area filter code of a category id column (0 = none). */
function areaCase(column: string): string {
  const arms = PRACTICE_AREA_FILTER_DEFINITIONS.map(
    (d) => `WHEN ${column} IN (${d.categoryIds.join(', ')}) THEN ${d.code}`,
  );
  return `CASE ${arms.join(' ')} ELSE 0 END`;
}
