-- Facet columns for search (filled by db/derive/0310_search_facets.ts): the state and the
-- category of every search document as packed arrays indexed by question_search rowid.
CREATE TABLE search_facet_columns (
  name  TEXT PRIMARY KEY,  -- 'state' or 'category'
  codes TEXT NOT NULL,     -- JSON array: value index - 1 -> state code / category id
  data  BLOB NOT NULL      -- Uint8 (state) or Uint16 (category) per document; 0 = none
) WITHOUT ROWID;
