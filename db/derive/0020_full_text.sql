-- Full-text indexes. Question rows carry the question and all its answers' text.
-- Larger leaf pages and lazier merging make the bulk insert about a quarter faster.
INSERT INTO question_search (question_search, rank) VALUES ('pgsz', 8000);
INSERT INTO question_search (question_search, rank) VALUES ('automerge', 16);
INSERT INTO question_search (question_search, rank) VALUES ('crisismerge', 64);
INSERT INTO question_search (rowid, title, body, answers)
SELECT q.id, q.title, q.body, coalesce((SELECT group_concat(a.body, char(10)) FROM answers a WHERE a.question_id = q.id), '')
FROM questions q;

INSERT INTO question_search (question_search) VALUES ('optimize');

INSERT INTO attorney_search (attorney_search) VALUES ('rebuild');
