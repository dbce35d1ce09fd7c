-- Home page experts and guide cases (tables from db/migrations/0501_home.sql).
-- Runs after 0010_counts.sql, which fills attorneys.total_answers and questions.answer_count.

DELETE FROM home_attorneys;
INSERT INTO home_attorneys (rank, attorney_id)
SELECT row_number() OVER (ORDER BY has_photo DESC, total_answers DESC, id), id
FROM (
  SELECT id, total_answers, (coalesce(photo_url, '') <> '') AS has_photo
  FROM attorneys WHERE total_answers > 0
  ORDER BY has_photo DESC, total_answers DESC, id LIMIT 3
);

UPDATE home_attorneys SET
  quote_answer_id = (
    SELECT a.id FROM answers a WHERE a.attorney_id = home_attorneys.attorney_id
    ORDER BY a.vote_up - a.vote_down DESC, a.is_accepted DESC, a.posted_at DESC, a.id LIMIT 1),
  recent_answer_id = (
    SELECT a.id FROM answers a WHERE a.attorney_id = home_attorneys.attorney_id
    ORDER BY a.posted_at DESC, a.id DESC LIMIT 1),
  up_votes = (SELECT coalesce(sum(a.vote_up), 0) FROM answers a WHERE a.attorney_id = home_attorneys.attorney_id),
  down_votes = (SELECT coalesce(sum(a.vote_down), 0) FROM answers a WHERE a.attorney_id = home_attorneys.attorney_id);

-- Guides: criminal law (category 11) and personal injury (category 1), 50 answered questions each.
DELETE FROM guide_cases;
INSERT INTO guide_cases (category_id, rank, question_id, votes)
SELECT category_id, rank, id, votes FROM (
  SELECT q.category_id, q.id, v.votes,
         row_number() OVER (PARTITION BY q.category_id ORDER BY q.answer_count DESC, v.votes DESC, q.posted_at DESC, q.id) AS rank
  FROM questions q
  JOIN (
    SELECT q2.id AS question_id,
           (SELECT coalesce(sum(a.vote_up), 0) FROM answers a WHERE a.question_id = q2.id) AS votes
    FROM questions q2 WHERE q2.category_id IN (1, 11) AND q2.answer_count > 0
  ) AS v ON v.question_id = q.id
)
WHERE rank <= 50;

-- The home page's "Questions Answered" tile counts questions with at least one answer.
-- Counted from the narrow answers_by_question index rather than the wide questions rows.
INSERT OR REPLACE INTO meta (key, value)
SELECT 'answered_questions', count(DISTINCT question_id) FROM answers INDEXED BY answers_by_question;
