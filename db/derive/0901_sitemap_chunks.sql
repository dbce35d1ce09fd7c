-- Sitemap chunks (see db/migrations/0900_sitemap.sql): consecutive ids, 50,000 per file.
DELETE FROM sitemap_chunks;

-- sitemap_questions (derive 0900) already holds each question's newest change.
INSERT INTO sitemap_chunks (kind, seq, first_id, last_id, url_count, lastmod)
SELECT 'questions', seq + 1, min(id), max(id), count(*), max(lastmod)
FROM (SELECT id, lastmod, (row_number() OVER (ORDER BY id) - 1) / 50000 AS seq FROM sitemap_questions)
GROUP BY seq;

INSERT INTO sitemap_chunks (kind, seq, first_id, last_id, url_count, lastmod)
SELECT 'attorneys', seq + 1, min(id), max(id), count(*), max(coalesce(last_answer_at, 0))
FROM (SELECT id, last_answer_at, (row_number() OVER (ORDER BY id) - 1) / 50000 AS seq FROM attorneys)
GROUP BY seq;

INSERT INTO sitemap_chunks (kind, seq, first_id, last_id, url_count, lastmod)
SELECT 'articles', seq + 1, min(id), max(id), count(*), max(published_at)
FROM (SELECT id, published_at, (row_number() OVER (ORDER BY id) - 1) / 50000 AS seq FROM articles)
GROUP BY seq;
