-- Counts the pages show, computed once from the imported rows.

-- questions.answer_count is written with the question (scripts/import/writers/question-writer.ts).

-- One pass over the answers (the widest table) for both the attorneys' totals and the
-- categories' attorneys: grouped by attorney and category, then summed either way.
CREATE TEMP TABLE answer_groups AS
SELECT a.attorney_id, q.category_id, count(*) AS n, sum(a.is_accepted OR a.is_best) AS accepted,
       sum(a.vote_up) AS votes, min(a.posted_at) AS first_at, max(a.posted_at) AS last_at
-- NOT INDEXED: one sequential pass beats a random walk through answers_by_attorney.
FROM answers a NOT INDEXED JOIN questions q ON q.id = a.question_id
WHERE a.attorney_id IS NOT NULL
GROUP BY a.attorney_id, q.category_id;

UPDATE attorneys SET
  total_answers    = s.n,
  accepted_answers = s.accepted,
  total_votes      = s.votes,
  first_answer_at  = s.first_at,
  last_answer_at   = s.last_at
FROM (
  SELECT attorney_id, sum(n) AS n, sum(accepted) AS accepted, sum(votes) AS votes,
         min(first_at) AS first_at, max(last_at) AS last_at
  FROM answer_groups GROUP BY attorney_id
) AS s
WHERE s.attorney_id = attorneys.id;

UPDATE categories SET
  question_count = s.n, answered_count = s.answered, answer_count = s.answers
FROM (
  SELECT category_id, count(*) AS n, sum(answer_count > 0) AS answered, sum(answer_count) AS answers
  FROM questions GROUP BY category_id
) AS s
WHERE s.category_id = categories.id;

-- Attorneys of a category: distinct attorneys who answered a question in it.
UPDATE categories SET attorney_count = s.n
FROM (SELECT category_id, count(*) AS n FROM answer_groups GROUP BY category_id) AS s
WHERE s.category_id = categories.id;

DROP TABLE answer_groups;

UPDATE places SET question_count = s.n
FROM (SELECT state, count(*) AS n FROM questions WHERE country = 'US' AND state IS NOT NULL GROUP BY state) AS s
WHERE places.kind = 'state' AND places.code = s.state;

UPDATE places SET question_count = s.n
FROM (SELECT country, count(*) AS n FROM questions WHERE country IS NOT NULL GROUP BY country) AS s
WHERE places.kind = 'country' AND places.code = s.country;

UPDATE places SET attorney_count = s.n
FROM (SELECT state, count(*) AS n FROM attorneys WHERE country = 'US' AND state IS NOT NULL GROUP BY state) AS s
WHERE places.kind = 'state' AND places.code = s.state;

UPDATE places SET attorney_count = s.n
FROM (SELECT country, count(*) AS n FROM attorneys GROUP BY country) AS s
WHERE places.kind = 'country' AND places.code = s.country;

UPDATE practice_areas SET attorney_count = s.n
FROM (SELECT practice_area_id, count(*) AS n FROM attorney_practice_areas GROUP BY practice_area_id) AS s
WHERE s.practice_area_id = practice_areas.id;

UPDATE article_categories SET article_count = s.n
FROM (SELECT category_slug, count(*) AS n FROM articles GROUP BY category_slug) AS s
WHERE s.category_slug = article_categories.slug;

-- Archive-wide totals (home page tiles, /api/search/stats).
INSERT OR REPLACE INTO meta (key, value)
SELECT 'total_questions', count(*) FROM questions
UNION ALL SELECT 'total_answers', count(*) FROM answers
UNION ALL SELECT 'total_attorneys', count(*) FROM attorneys
UNION ALL SELECT 'answering_attorneys', count(*) FROM attorneys WHERE total_answers > 0
UNION ALL SELECT 'total_articles', count(*) FROM articles
UNION ALL SELECT 'categories_with_questions', count(*) FROM categories WHERE question_count > 0 OR attorney_count > 0 -- /categories' rule (listedCategory)
UNION ALL SELECT 'first_posted_at', coalesce(min(posted_at), 0) FROM questions
UNION ALL SELECT 'last_posted_at', coalesce(max(posted_at), 0) FROM questions;
