-- The scores 0410 computed, onto the answer rows (one pass in id order), then the staging
-- table goes. In a parallel build it is in 0410's lane file, attached for this step. The
-- answers were inserted with placeholders at least as wide as the scores, so no row grows.
UPDATE answers SET
  quality_score = s.score,
  quality_authority = s.authority,
  quality_actionability = s.actionability,
  quality_thoroughness = s.thoroughness,
  quality_confidence = s.confidence,
  quality_readability = s.readability
FROM answer_quality_stage AS s
WHERE s.id = answers.id;

DROP TABLE answer_quality_stage;
