-- Attorney directory (issue 6): the success-rate sort key, indexes for the directory's sort
-- orders and filters, and the peer-comparison figures computed at import by
-- db/derive/0610_attorney_rankings.ts (formulas in docs/attorney-rankings.md).

-- casesWon / casesCompleted in percent, one decimal; NULL when unknown.
ALTER TABLE attorneys ADD COLUMN success_rate REAL;

-- One index per directory order (app/data/attorney-search.server.ts ORDER); ascending orders
-- of nullable keys put unknown values last, so they get their own expression index.
CREATE INDEX attorneys_by_answers ON attorneys (total_answers DESC, id);
CREATE INDEX attorneys_by_experience ON attorneys (experience_years DESC, id);
CREATE INDEX attorneys_by_experience_asc ON attorneys (experience_years IS NULL, experience_years, id DESC);
CREATE INDEX attorneys_by_name ON attorneys (name COLLATE NOCASE, id);
CREATE INDEX attorneys_by_success_rate ON attorneys (success_rate DESC, id);
CREATE INDEX attorneys_by_success_rate_asc ON attorneys (success_rate IS NULL, success_rate, id DESC);
CREATE INDEX attorneys_by_city ON attorneys (country, state, city COLLATE NOCASE);
CREATE INDEX attorneys_by_free_consultation ON attorneys (free_consultation, experience_years);

CREATE TABLE attorney_rankings (
  attorney_id              INTEGER PRIMARY KEY REFERENCES attorneys (id),
  -- by total answers among attorneys of the same US state / same city in that state
  state_rank               INTEGER,
  state_total              INTEGER,
  city_rank                INTEGER,
  city_total               INTEGER,
  -- among attorneys with a known experience
  experience_percentile    INTEGER,
  -- by total answers among attorneys with the same primary practice area
  practice_area_id         INTEGER REFERENCES practice_areas (id),
  practice_area_rank       INTEGER,
  practice_area_total      INTEGER,
  practice_area_percentile INTEGER,
  -- by total answers among all attorneys
  activity_rank            INTEGER NOT NULL,
  activity_total           INTEGER NOT NULL,
  activity_percentile      INTEGER NOT NULL,
  -- response quality from the attorney's answers (NULL without answers)
  answers_analyzed         INTEGER NOT NULL DEFAULT 0,
  avg_answer_length        REAL,
  technical_depth          REAL,
  clarity_score            REAL,
  fast_response_share      REAL,
  -- the Top Answers slots (NULL when the attorney has no such answer)
  top_voted_answer_id      INTEGER,
  best_accepted_answer_id  INTEGER,
  recent_answer_id         INTEGER
);
