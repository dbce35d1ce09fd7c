-- Sitemap chunks (see db/migrations/0900_sitemap.sql): consecutive ids, 50,000 per file.
DELETE FROM sitemap_chunks;

INSERT INTO sitemap_chunks (kind, seq, first_id, last_id, url_count, lastmod)
SELECT 'questions', seq + 1, min(id), max(id), count(*), max(posted_at)
FROM (SELECT id, posted_at, (row_number() OVER (ORDER BY id) - 1) / 50000 AS seq FROM questions)
GROUP BY seq;

-- A question page changes when an answer arrives: the file's lastmod is its newest answer.
UPDATE sitemap_chunks
SET lastmod = max(lastmod, coalesce((SELECT max(a.posted_at) FROM answers a WHERE a.question_id BETWEEN first_id AND last_id), 0))
WHERE kind = 'questions';

INSERT INTO sitemap_chunks (kind, seq, first_id, last_id, url_count, lastmod)
SELECT 'attorneys', seq + 1, min(id), max(id), count(*), max(coalesce(last_answer_at, 0))
FROM (SELECT id, last_answer_at, (row_number() OVER (ORDER BY id) - 1) / 50000 AS seq FROM attorneys)
GROUP BY seq;

INSERT INTO sitemap_chunks (kind, seq, first_id, last_id, url_count, lastmod)
SELECT 'articles', seq + 1, min(id), max(id), count(*), max(published_at)
FROM (SELECT id, published_at, (row_number() OVER (ORDER BY id) - 1) / 50000 AS seq FROM articles)
GROUP BY seq;
