-- Full-text indexes. Question rows carry the question and all its answers' text.
-- Larger leaf pages and lazier merging make the bulk insert about a quarter faster.
INSERT INTO question_search (question_search, rank) VALUES ('pgsz', 8000);
INSERT INTO question_search (question_search, rank) VALUES ('automerge', 16);
INSERT INTO question_search (question_search, rank) VALUES ('crisismerge', 64);

-- Search documents in time order (see the comment on question_search_docs).
INSERT INTO question_search_docs (doc, question_id, posted_at, state, category_id)
SELECT row_number() OVER (ORDER BY posted_at, id), id, posted_at, state, category_id FROM questions;

INSERT INTO question_search (rowid, title, body, answers, title_tier, filters)
SELECT d.doc, q.title, q.body,
  coalesce((SELECT group_concat(a.body, char(10)) FROM answers a WHERE a.question_id = q.id), ''),
  -- title_tier: every title word prefixed with xq (punctuation first made a space), so
  -- "a query word is in the title" is a plain token lookup, never a column filter.
  'xq' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(q.title), '-', ' '), '(', ' '), ')', ' '), '/', ' '), '''', ' '), '"', ' '), ',', ' '), '.', ' '), '?', ' '), '!', ' '), ':', ' '), ';', ' '), '$', ' '), '&', ' '), '+', ' '), '#', ' '), '%', ' '), '*', ' '), '[', ' '), ']', ' '), '_', ' '), '@', ' '), ' ', ' xq'),
  CASE WHEN q.state IS NULL THEN '' ELSE 'fs' || lower(q.state) || '0 ' END ||
  CASE WHEN q.country IS NULL THEN '' ELSE 'fn' || lower(q.country) || '0 ' END || 'fc' || q.category_id || 'z0'
FROM question_search_docs d JOIN questions q ON q.id = d.question_id
ORDER BY d.doc;

INSERT INTO question_search (question_search) VALUES ('optimize');
