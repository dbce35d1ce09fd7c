-- Question pages (issue 4). Answer quality components (0-100) and the weighted score,
-- computed at import by db/derive/0410_answer_quality.ts (formulas: docs/answer-quality.md).
ALTER TABLE answers ADD COLUMN quality_score REAL NOT NULL DEFAULT 0;
ALTER TABLE answers ADD COLUMN quality_authority INTEGER NOT NULL DEFAULT 0;
ALTER TABLE answers ADD COLUMN quality_actionability INTEGER NOT NULL DEFAULT 0;
ALTER TABLE answers ADD COLUMN quality_thoroughness INTEGER NOT NULL DEFAULT 0;
ALTER TABLE answers ADD COLUMN quality_confidence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE answers ADD COLUMN quality_readability INTEGER NOT NULL DEFAULT 0;

-- Related questions, best first, as a JSON array of question ids; computed at import by
-- db/derive/0420_related_questions.ts. A question without related ones has no row.
CREATE TABLE related_questions (
  question_id INTEGER PRIMARY KEY REFERENCES questions (id),
  related     TEXT NOT NULL
);
