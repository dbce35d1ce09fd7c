-- Home page and guides (issue 5): small tables filled at import by db/derive/0510_home.sql,
-- so the home page and the guides read a handful of rows instead of ranking at request time.

-- Featured Legal Experts: the most active attorneys, those with a photo first.
CREATE TABLE home_attorneys (
  rank             INTEGER PRIMARY KEY,           -- 1 = first card
  attorney_id      INTEGER NOT NULL REFERENCES attorneys (id),
  quote_answer_id  INTEGER REFERENCES answers (id), -- their highest-voted answer
  recent_answer_id INTEGER REFERENCES answers (id), -- their most recent answer
  up_votes         INTEGER NOT NULL DEFAULT 0,
  down_votes       INTEGER NOT NULL DEFAULT 0
);

-- The questions each guide is based on ("Based on 50 real cases"): per category, the most
-- answered questions, then the most up-voted, then the newest.
CREATE TABLE guide_cases (
  category_id INTEGER NOT NULL,
  rank        INTEGER NOT NULL,
  question_id INTEGER NOT NULL REFERENCES questions (id),
  votes       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, rank)
) WITHOUT ROWID;
