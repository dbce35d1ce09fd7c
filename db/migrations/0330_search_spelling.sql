-- Spelling correction from the archive's own vocabulary (filled by
-- db/derive/0330_search_spelling.ts; docs/search.md, "Spelling correction").

-- Every surface word of the archive (lower case, no diacritics; a question with its answers
-- is one document): its document frequency, and whether running text writes it as a name
-- (capitalized in mid-sentence), which correction never changes.
CREATE TABLE search_spelling_words (
  word        TEXT PRIMARY KEY,
  df          INTEGER NOT NULL,
  proper_name INTEGER NOT NULL
) WITHOUT ROWID;

-- One row: the correction targets (the words in at least min_df documents, most frequent
-- first, at most max_targets of them) and the symmetric-delete index over them
-- (app/search/understanding/spelling.ts): the hashes of every target's deletes, ascending,
-- and the target of each.
CREATE TABLE search_spelling_index (
  min_df  INTEGER NOT NULL,
  words   TEXT NOT NULL,  -- the targets, one per line
  dfs     BLOB NOT NULL,  -- Uint32 document frequency of each target
  keys    BLOB NOT NULL,  -- Uint32 delete hashes, ascending
  targets BLOB NOT NULL   -- Uint32 target number of each key
);
