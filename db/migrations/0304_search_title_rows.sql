-- The rows whose title has a word, for relaxed matching's title coverage (decision 0014;
-- filled by db/derive/0320_search_impact.ts from the title_tier column's terms).
CREATE TABLE search_title_rows (
  term TEXT PRIMARY KEY,  -- a title_tier term: xq + the stem of a title word
  docs BLOB NOT NULL      -- Int32 question_search rowids, ascending
);
