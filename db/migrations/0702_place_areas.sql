-- One practice area in one place (/legal-help/{state}/{category} and the countries' like
-- pages; filled by db/derive/0720_place_areas.ts, docs/browse.md). The questions' ranks are
-- in listing_ranks under kind 3 (app/domain/listing-options.ts placeAreaListId).

-- Every (place, category) pair with questions: a state's, or a country's when the country
-- has enough questions to split (app/domain/place-areas.ts).
CREATE TABLE place_areas (
  place_id       INTEGER NOT NULL REFERENCES places (id),
  category_id    INTEGER NOT NULL,
  question_count INTEGER NOT NULL,
  newest_at      INTEGER NOT NULL,   -- the newest question's posted_at (the sitemap's lastmod)
  PRIMARY KEY (place_id, category_id)
) WITHOUT ROWID;
CREATE INDEX place_areas_by_category ON place_areas (category_id, question_count DESC);

-- The attorneys of the place who answered the most questions of the category there
-- (at most PLACE_AREA_ATTORNEYS each).
CREATE TABLE place_area_attorneys (
  place_id    INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  position    INTEGER NOT NULL,
  attorney_id INTEGER NOT NULL REFERENCES attorneys (id),
  answers     INTEGER NOT NULL,
  PRIMARY KEY (place_id, category_id, position)
) WITHOUT ROWID;
