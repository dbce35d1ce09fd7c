-- What a listing's card shows (title, labels, date, answer count, the top answer's excerpt),
-- one narrow row per question: a page of a list reads 20 of these instead of a question,
-- its listing row and its top answer each, which is what a page costs when it is not in
-- the disk cache. Numbered above every earlier migration so that an archive built without
-- it is refused by the schema check instead of failing on its first listing page.
CREATE TABLE question_cards (
  question_id   INTEGER PRIMARY KEY,
  title         TEXT NOT NULL,
  category_id   INTEGER NOT NULL,
  state         TEXT,
  country       TEXT,
  posted_at     INTEGER NOT NULL,
  answer_count  INTEGER NOT NULL,
  answer_short  TEXT                 -- the top answer's excerpt (question_listing.top_answer_id)
);
