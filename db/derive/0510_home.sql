-- Home page experts and guide cases (tables from db/migrations/0501_home.sql).
-- Runs after 0010_counts.sql, which fills attorneys.total_answers and questions.answer_count.

DELETE FROM home_attorneys;
INSERT INTO home_attorneys (rank, attorney_id)
-- What the home page's heading and the FAQ say: the 3 attorneys with the most answers,
-- those with a profile photo shown first (a missing photo shows the default avatar).
SELECT row_number() OVER (ORDER BY has_photo DESC, total_answers DESC, id), id
FROM (
  SELECT id, total_answers, coalesce(photo_url, '') <> '' AS has_photo
  FROM attorneys WHERE total_answers > 0
  ORDER BY total_answers DESC, id LIMIT 3
);

-- One pass over each featured attorney's answers for the vote totals; the highest-voted
-- answer then reads the same rows from the page cache; the latest is the first index entry.
UPDATE home_attorneys SET up_votes = v.up, down_votes = v.down
FROM (
  SELECT a.attorney_id, coalesce(sum(a.vote_up), 0) AS up, coalesce(sum(a.vote_down), 0) AS down
  FROM answers a WHERE a.attorney_id IN (SELECT attorney_id FROM home_attorneys) GROUP BY a.attorney_id
) AS v
WHERE v.attorney_id = home_attorneys.attorney_id;

UPDATE home_attorneys SET
  quote_answer_id = (
    SELECT a.id FROM answers a WHERE a.attorney_id = home_attorneys.attorney_id
    ORDER BY a.vote_up - a.vote_down DESC, a.is_accepted DESC, a.posted_at DESC, a.id LIMIT 1),
  recent_answer_id = (
    SELECT a.id FROM answers a WHERE a.attorney_id = home_attorneys.attorney_id
    ORDER BY a.posted_at DESC, a.id DESC LIMIT 1);

-- Guides: criminal law (category 11) and personal injury (category 1), 50 answered questions each.
-- Summing votes needs the answers' rows, so it is done only for the candidates: questions with
-- at least as many answers as the category's 50th most answered question.
DELETE FROM guide_cases;
WITH thresholds (category_id, min_answers) AS (
  SELECT 1, coalesce((SELECT answer_count FROM questions WHERE category_id = 1 AND answer_count > 0
                      ORDER BY answer_count DESC LIMIT 1 OFFSET 49), 1)
  UNION ALL
  SELECT 11, coalesce((SELECT answer_count FROM questions WHERE category_id = 11 AND answer_count > 0
                       ORDER BY answer_count DESC LIMIT 1 OFFSET 49), 1)
),
candidates AS (
  SELECT q.id, q.category_id, q.answer_count, q.posted_at,
         (SELECT coalesce(sum(a.vote_up), 0) FROM answers a WHERE a.question_id = q.id) AS votes
  FROM questions q JOIN thresholds t ON t.category_id = q.category_id
  WHERE q.answer_count >= t.min_answers
)
INSERT INTO guide_cases (category_id, rank, question_id, votes)
SELECT category_id, rank, id, votes FROM (
  SELECT category_id, id, votes,
         row_number() OVER (PARTITION BY category_id ORDER BY answer_count DESC, votes DESC, posted_at DESC, id) AS rank
  FROM candidates
)
WHERE rank <= 50;

-- The home page's "Questions Answered" tile counts questions with at least one answer.
-- Counted from the narrow answers_by_question index rather than the wide questions rows.
INSERT OR REPLACE INTO meta (key, value)
SELECT 'answered_questions', count(DISTINCT question_id) FROM answers INDEXED BY answers_by_question;
