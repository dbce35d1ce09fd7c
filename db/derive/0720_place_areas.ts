import type { Database } from 'better-sqlite3';
import { CATEGORY_FILTER_CODES, LIST_KIND, PLACE_SORT_CODES, POPULAR_MIN } from '#app/domain/listing-options.ts';
import { COUNTRY_AREA_MIN_QUESTIONS, PLACE_AREA_ATTORNEYS } from '#app/domain/place-areas.ts';
import { rankPass } from './0710_listings.ts';

/** listing-options.ts placeAreaListId, in SQL. */
const LIST_ID = 'place * 1000000000 + cat';

/**
 * The practice-area pages of states and countries (docs/browse.md): which (place, category)
 * pairs have questions, their questions in every place sort (as listing ranks, after
 * db/derive/0710_listings.ts wrote each question's figures), and each pair's most active
 * attorneys of that place.
 */
export default function derivePlaceAreas(db: Database): void {
  db.exec(`
    CREATE TEMP TABLE pa AS
    SELECT p.id AS place, q.category_id AS cat, q.id, q.posted_at AS at, q.answer_count AS answers,
           l.votes, l.last_activity_at AS active, l.quality, l.popularity
    FROM questions q
    JOIN question_listing l ON l.question_id = q.id
    JOIN places p ON p.kind = 'state' AND p.code = q.state
    WHERE q.country = 'US'
    UNION ALL
    SELECT p.id, q.category_id, q.id, q.posted_at, q.answer_count, l.votes, l.last_activity_at, l.quality, l.popularity
    FROM questions q
    JOIN question_listing l ON l.question_id = q.id
    JOIN places p ON p.kind = 'country' AND p.code = q.country
    WHERE q.country <> 'US' AND p.question_count >= ${COUNTRY_AREA_MIN_QUESTIONS};
    CREATE INDEX pa_by_question ON pa (id);
    ALTER TABLE pa ADD COLUMN list INTEGER;
    UPDATE pa SET list = ${LIST_ID};

    INSERT INTO place_areas (place_id, category_id, question_count, newest_at)
    SELECT place, cat, count(*), max(at) FROM pa GROUP BY place, cat;
  `);
  // The category pages' filters: within one area, answered, recent and popular still narrow.
  const recentSince = Number((db.prepare("SELECT value FROM meta WHERE key = 'listing_recent_since'").get() as { value: string }).value);
  const filters: Record<number, string> = {
    [CATEGORY_FILTER_CODES.all]: '1',
    [CATEGORY_FILTER_CODES.answered]: 'answers > 0',
    [CATEGORY_FILTER_CODES.recent]: `at >= ${recentSince}`,
    [CATEGORY_FILTER_CODES.popular]: `popularity >= ${POPULAR_MIN}`,
  };
  for (const [code, where] of Object.entries(filters)) {
    db.prepare(`INSERT INTO listing_sizes (kind, filter, list_id, total) SELECT ?, ?, list, count(*) FROM pa WHERE ${where} GROUP BY list`).run(
      LIST_KIND.placeArea,
      Number(code),
    );
  }
  for (const sort of PLACE_SORT_CODES) rankPass(db, LIST_KIND.placeArea, sort, 'pa', 'list', filters);

  db.exec(`
    INSERT INTO place_area_attorneys (place_id, category_id, position, attorney_id, answers)
    SELECT place, cat, position, attorney_id, n FROM (
      SELECT place, cat, attorney_id, n,
             row_number() OVER (PARTITION BY place, cat ORDER BY n DESC, attorney_id) AS position
      FROM (
        SELECT pa.place, pa.cat, a.attorney_id, count(DISTINCT a.question_id) AS n
        -- NOT INDEXED: one sequential pass, not each attorney's answers fetched all over the table.
        FROM answers a NOT INDEXED
        JOIN pa ON pa.id = a.question_id
        JOIN attorneys t ON t.id = a.attorney_id
        JOIN places p ON p.id = pa.place
        WHERE (p.kind = 'state' AND t.country = 'US' AND t.state = p.code) OR (p.kind = 'country' AND t.country = p.code)
        GROUP BY pa.place, pa.cat, a.attorney_id
      )
    ) WHERE position <= ${PLACE_AREA_ATTORNEYS};
    DROP TABLE pa;
  `);
}
