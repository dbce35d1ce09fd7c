-- Impact lists for search (filled by db/derive/0320_search_impact.ts; docs/search.md).
-- One row per term of question_search's vocabulary (porter stems): the number of search
-- documents that have it and, for terms in at least IMPACT_MIN_DF documents, the documents
-- with the highest BM25 contribution of the term alone, best first.
CREATE TABLE search_terms (
  term   TEXT PRIMARY KEY,
  df     INTEGER NOT NULL,  -- documents (question_search rows) with the term
  docs   BLOB,              -- Int32 question_search rowids, best first; NULL: no list
  scores BLOB               -- Float64 contribution of the term to FTS5 bm25 (positive), same order
);

-- The totals FTS5's bm25() uses: rows and tokens over all columns (avgdl = tokens / rows).
CREATE TABLE search_index_totals (
  rows   INTEGER NOT NULL,
  tokens INTEGER NOT NULL
);
