-- The archive: everything the site reads. Built from scratch by the importer into a
-- new file, then opened read-only by the server. Times are seconds since the epoch (UTC).

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- Reference data (spec tables); counts are filled by db/derive after the import.
CREATE TABLE categories (
  id             INTEGER PRIMARY KEY,
  name           TEXT NOT NULL,
  short_name     TEXT NOT NULL,
  slug           TEXT NOT NULL UNIQUE,
  description    TEXT NOT NULL DEFAULT '',
  question_count INTEGER NOT NULL DEFAULT 0,
  answered_count INTEGER NOT NULL DEFAULT 0,
  answer_count   INTEGER NOT NULL DEFAULT 0,
  attorney_count INTEGER NOT NULL DEFAULT 0
);

-- US states, DC and territories (kind 'state') and countries (kind 'country').
CREATE TABLE places (
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('state', 'country')),
  code           TEXT NOT NULL,
  name           TEXT NOT NULL,
  slug           TEXT NOT NULL,
  question_count INTEGER NOT NULL DEFAULT 0,
  attorney_count INTEGER NOT NULL DEFAULT 0,
  UNIQUE (kind, code),
  UNIQUE (kind, slug)
);

CREATE TABLE practice_areas (
  id             INTEGER PRIMARY KEY,
  name           TEXT NOT NULL UNIQUE,
  slug           TEXT NOT NULL UNIQUE,
  category_id    INTEGER REFERENCES categories (id),
  attorney_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE attorneys (
  id                 INTEGER PRIMARY KEY,
  username           TEXT NOT NULL UNIQUE,
  slug               TEXT NOT NULL UNIQUE,
  name               TEXT NOT NULL,
  firm               TEXT,
  city               TEXT,
  state              TEXT,            -- US state code when country = 'US'
  country            TEXT NOT NULL DEFAULT 'US',
  photo_url          TEXT,
  photo_fallback_url TEXT,
  photo_id           TEXT,
  experience_years   INTEGER,
  free_consultation  INTEGER NOT NULL DEFAULT 0,
  contact_available  INTEGER NOT NULL DEFAULT 0,
  bar_number         TEXT,
  hourly_rate        REAL,
  cases_completed    INTEGER,
  cases_won          INTEGER,
  bio                TEXT,
  -- derived from the archive's answers
  total_answers      INTEGER NOT NULL DEFAULT 0,
  accepted_answers   INTEGER NOT NULL DEFAULT 0,
  total_votes        INTEGER NOT NULL DEFAULT 0,
  first_answer_at    INTEGER,
  last_answer_at     INTEGER
);
CREATE INDEX attorneys_by_state ON attorneys (country, state, total_answers DESC);

CREATE TABLE attorney_practice_areas (
  attorney_id      INTEGER NOT NULL REFERENCES attorneys (id),
  position         INTEGER NOT NULL,  -- 0 is the primary practice area
  practice_area_id INTEGER NOT NULL REFERENCES practice_areas (id),
  PRIMARY KEY (attorney_id, position),
  UNIQUE (attorney_id, practice_area_id)
) WITHOUT ROWID;
CREATE INDEX attorney_practice_areas_by_area ON attorney_practice_areas (practice_area_id, attorney_id);

CREATE TABLE questions (
  id             INTEGER PRIMARY KEY,
  slug           TEXT NOT NULL,
  title          TEXT NOT NULL,       -- cleaned plain text
  body           TEXT NOT NULL,       -- cleaned plain text
  question_short TEXT NOT NULL,
  category_id    INTEGER NOT NULL,    -- may be an id outside the reference table
  state          TEXT,                -- US state/territory code, when known
  country        TEXT,                -- ISO country code; 'US' for US questions
  posted_at      INTEGER NOT NULL,
  url            TEXT,                -- the original question's address, when known
  answer_count   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX questions_by_category ON questions (category_id, posted_at DESC);
CREATE INDEX questions_by_state ON questions (country, state, posted_at DESC);
CREATE INDEX questions_by_date ON questions (posted_at DESC);

CREATE TABLE question_tags (
  question_id INTEGER NOT NULL REFERENCES questions (id),
  tag         TEXT NOT NULL,
  PRIMARY KEY (question_id, tag)
) WITHOUT ROWID;

CREATE TABLE answers (
  id           INTEGER PRIMARY KEY,
  question_id  INTEGER NOT NULL REFERENCES questions (id),
  attorney_id  INTEGER REFERENCES attorneys (id),
  position     INTEGER NOT NULL,      -- order in the input
  body         TEXT NOT NULL,         -- cleaned plain text
  answer_short TEXT NOT NULL,
  posted_at    INTEGER NOT NULL,
  vote_up      INTEGER NOT NULL DEFAULT 0,
  vote_down    INTEGER NOT NULL DEFAULT 0,
  is_accepted  INTEGER NOT NULL DEFAULT 0,
  is_best      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX answers_by_question ON answers (question_id, position);
CREATE INDEX answers_by_attorney ON answers (attorney_id, posted_at DESC);

CREATE TABLE article_categories (
  slug          TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  article_count INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE articles (
  id                   INTEGER PRIMARY KEY,
  slug                 TEXT NOT NULL UNIQUE,
  category_slug        TEXT NOT NULL REFERENCES article_categories (slug),
  title                TEXT NOT NULL,
  meta_title           TEXT,
  seo_meta_description TEXT,
  meta_description     TEXT,
  excerpt              TEXT NOT NULL,
  full_summary         TEXT NOT NULL,
  content_html         TEXT NOT NULL,  -- sanitized at import (and again at render)
  published_at         INTEGER NOT NULL,
  author_name          TEXT,
  reading_time         INTEGER,
  content_difficulty   TEXT,
  primary_legal_area   TEXT,
  content_type         TEXT,
  key_topics           TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
  card_summary         TEXT,
  pull_quote           TEXT
);
CREATE INDEX articles_by_category ON articles (category_slug, published_at DESC);

-- Full text: questions (title, body, all answers) and attorneys (name, city, firm).
-- Filled by db/derive once the rows are in.
--
-- question_search rowids are NOT question ids: a question's search document number is its
-- position in (posted_at, id) order, mapped by question_search_docs. So "newest first" is
-- rowid DESC and a date range is a rowid range, both native to FTS5 (no join per match).
-- `title_tier` holds the title's words prefixed with xq (weight 0), so "a query word is in
-- the title" is a token lookup; `filters` holds filter tokens (fs<state>0, fc<category>z0) so a filter is an
-- index lookup inside the MATCH. See docs/search.md.
CREATE TABLE question_search_docs (
  doc         INTEGER PRIMARY KEY,  -- question_search rowid
  question_id INTEGER NOT NULL,
  posted_at   INTEGER NOT NULL,
  state       TEXT,
  category_id INTEGER NOT NULL
);
CREATE INDEX question_search_docs_by_time ON question_search_docs (posted_at, doc);

CREATE VIRTUAL TABLE question_search USING fts5 (
  title, body, answers, title_tier, filters,
  content = '',
  contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE attorney_search USING fts5 (
  name, city, firm,
  content = 'attorneys', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
