-- Browse listings (issue 7): per-question sort keys, the order of every listing as a
-- ranked table (page N is a primary-key range seek, however deep), list sizes and
-- popular topics. Filled by db/derive/0710_listings.ts; see docs/browse.md.

CREATE TABLE question_listing (
  question_id      INTEGER PRIMARY KEY,
  votes            INTEGER NOT NULL,   -- up-votes over the question's answers
  last_activity_at INTEGER NOT NULL,   -- latest answer time, or the question's own time
  quality          INTEGER NOT NULL,   -- relevance score 0-90 (docs/browse.md)
  popularity       INTEGER NOT NULL,   -- answers + votes
  top_answer_id    INTEGER             -- the answer whose excerpt the lists show
);

-- kind 1 = category (list_id = categories.id), 2 = place (list_id = places.id).
-- sort and filter codes: app/domain/listing-options.ts.
CREATE TABLE listing_ranks (
  kind        INTEGER NOT NULL,
  sort        INTEGER NOT NULL,
  filter      INTEGER NOT NULL,
  list_id     INTEGER NOT NULL,
  rank        INTEGER NOT NULL,        -- 1-based position in the list
  question_id INTEGER NOT NULL,
  PRIMARY KEY (kind, sort, filter, list_id, rank)
) WITHOUT ROWID;

CREATE TABLE listing_sizes (
  kind    INTEGER NOT NULL,
  filter  INTEGER NOT NULL,
  list_id INTEGER NOT NULL,
  total   INTEGER NOT NULL,
  PRIMARY KEY (kind, filter, list_id)
) WITHOUT ROWID;

CREATE TABLE listing_topics (
  kind           INTEGER NOT NULL,
  list_id        INTEGER NOT NULL,
  position       INTEGER NOT NULL,
  topic          TEXT NOT NULL,
  question_count INTEGER NOT NULL,
  PRIMARY KEY (kind, list_id, position)
) WITHOUT ROWID;
