-- Postings for exact BM25 without FTS5 (filled by db/derive/0320_search_impact.ts;
-- docs/search.md, "Postings"). One row per word of question_search's vocabulary that a
-- query can reach: the rows that have it and its weighted frequency in each.
CREATE TABLE search_postings (
  term  TEXT PRIMARY KEY,
  idf   REAL NOT NULL,  -- the word's IDF exactly as FTS5's bm25() computes it
  docs  BLOB NOT NULL,  -- Int32 question_search rowids, ascending
  freqs BLOB NOT NULL   -- Uint8 (or Uint16 when some value is > 255) title hits x 8 + text hits x 2 + answer hits, same order
);

-- Every row's token count over all columns (bm25's D), indexed by rowid: Uint16 (or Uint32
-- when some row has more than 65,535 tokens). One row.
CREATE TABLE search_doc_tokens (
  data BLOB NOT NULL
);
