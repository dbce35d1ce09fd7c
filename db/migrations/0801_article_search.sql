-- Issue 8: full-text index of articles, so the search box of an article category really
-- filters its articles. Contentless: rows are the cleaned text made by
-- db/derive/0801_article_search.ts (titles, summaries, body text without tags, topics).
-- `category` holds one token per article, 'c' || hex(category_slug), so a search inside a
-- category is answered by the index alone (no lookup of every matching article row).
CREATE VIRTUAL TABLE article_search USING fts5 (
  title, summary, body, topics, category,
  content = '',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
