-- Suggestions of the search box (filled by db/derive/0350_suggest.ts; docs/search.md,
-- "Suggestions"): answered questions' titles and the frequent phrases of titles, best first.

-- One suggestion a row; ids ascend as weight descends, so "best first" is "smallest id first".
-- weight: the questions and answers behind it (a title: 1 + its answers; a phrase: the
-- titles that have it + their answers).
CREATE TABLE suggestions (
  id          INTEGER PRIMARY KEY,
  text        TEXT NOT NULL,
  question_id INTEGER,   -- the question a title opens; NULL for a phrase (runs a search)
  state       TEXT,      -- that question's state (its canonical URL has it)
  weight      INTEGER NOT NULL
);

-- Every word start (up to app/domain/suggest.ts's SUGGEST_PREFIX_MAX letters) of the
-- suggestions' words: how many suggestions have it, and the ids of the best of them
-- (Uint32, ascending, at most SUGGEST_TOP_PER_PREFIX).
CREATE TABLE suggest_prefixes (
  prefix TEXT PRIMARY KEY,
  total  INTEGER NOT NULL,
  ids    BLOB NOT NULL
) WITHOUT ROWID;
