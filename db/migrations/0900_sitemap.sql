-- Sitemap files of at most 50,000 URLs (sitemaps.org limit) over the id-ordered rows of
-- the big kinds, computed at import (db/derive/0900_*, 0901_*) so the sitemap index and
-- each file are answered by indexed range reads: WHERE id BETWEEN first_id AND last_id.
CREATE TABLE sitemap_chunks (
  kind      TEXT NOT NULL,      -- 'questions', 'attorneys', 'articles'
  seq       INTEGER NOT NULL,   -- 1, 2, ... (the file is /sitemaps/{kind}-{seq}.xml)
  first_id  INTEGER NOT NULL,
  last_id   INTEGER NOT NULL,
  url_count INTEGER NOT NULL,
  lastmod   INTEGER NOT NULL,   -- newest change among the rows (seconds since the epoch)
  PRIMARY KEY (kind, seq)
) WITHOUT ROWID;

-- Each question's canonical path (urls.ts questionPath) and its newest change (the
-- question or its latest answer). A compact copy: a sitemap file of 50,000 questions then
-- reads a few megabytes instead of 50,000 full question rows and their answers.
CREATE TABLE sitemap_questions (
  id      INTEGER PRIMARY KEY,
  path    TEXT NOT NULL,
  lastmod INTEGER NOT NULL
);
