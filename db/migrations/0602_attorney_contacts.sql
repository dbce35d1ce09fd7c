-- An attorney's ways to be reached, as the import gives them (docs/data-format.md).
-- contact_available (0001) is derived from these at import: 1 when a website, phone or
-- email is given.
ALTER TABLE attorneys ADD COLUMN website TEXT;
ALTER TABLE attorneys ADD COLUMN phone TEXT;
ALTER TABLE attorneys ADD COLUMN email TEXT;
ALTER TABLE attorneys ADD COLUMN bar_profile_url TEXT;

-- The profile's answer list, most helpful first (newest first uses answers_by_attorney).
CREATE INDEX answers_by_attorney_votes ON answers (attorney_id, vote_up DESC, posted_at DESC);
