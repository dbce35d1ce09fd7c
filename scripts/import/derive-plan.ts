/**
 * How derive-parallel.ts spreads the db/derive steps over the cores. Every step is named
 * exactly once (tests/integration/import-parallel.test.ts checks it against db/derive).
 *
 * - `before`: on the archive's own connection, first: they change imported rows (counts on
 *   questions and attorneys) that the lanes read.
 * - `lanes`: each a worker thread with its own connection, reading the archive and writing
 *   only its `tables` (and any table it creates) in a file of its own; a lane's steps run
 *   in order and may read what the lane's earlier steps wrote. No two lanes write one table.
 * - `after`: on the archive's connection once the lanes' tables are copied in, with the
 *   lanes' files still attached (so a lane may leave a staging table for them to apply).
 *
 * A lane's steps must not depend on another lane: in name order they would, so a new step
 * goes in the lane of what it reads, or in `after`.
 */
export interface DeriveLane {
  name: string;
  steps: string[];
  /** Archive tables the lane fills (a virtual table brings its shadow tables). */
  tables: string[];
}

export interface DerivePlan {
  before: string[];
  lanes: DeriveLane[];
  after: string[];
}

export const DERIVE_PLAN: DerivePlan = {
  before: ['0010_counts.sql', '0015_attorney_success_rate.ts', '0030_attorney_search.sql'],
  // Longest first: the pool starts them in this order, so the short ones fill in at the end.
  // At most ten lanes: the merge attaches them all at once, and SQLite attaches ten files at most.
  lanes: [
    {
      name: 'full-text',
      steps: ['0020_full_text.sql', '0310_search_facets.ts', '0320_search_impact.ts'],
      tables: [
        'question_search_docs',
        'question_search',
        'search_facet_columns',
        'search_index_totals',
        'search_doc_tokens',
        'search_terms',
        'search_postings',
        'search_title_rows',
      ],
    },
    {
      name: 'spelling',
      steps: ['0330_search_spelling.ts'],
      tables: ['search_spelling_words', 'search_spelling_index'],
    },
    {
      name: 'listings',
      steps: ['0710_listings.ts', '0720_place_areas.ts'],
      tables: ['question_listing', 'question_cards', 'listing_ranks', 'listing_sizes', 'listing_topics', 'place_areas', 'place_area_attorneys'],
    },
    {
      // Leaves answer_quality_stage for 0411 to apply to the answers.
      name: 'answer-quality',
      steps: ['0410_answer_quality.ts'],
      tables: [],
    },
    { name: 'related', steps: ['0420_related_questions.ts'], tables: ['related_questions'] },
    { name: 'attorney-rankings', steps: ['0610_attorney_rankings.ts'], tables: ['attorney_rankings'] },
    { name: 'suggest', steps: ['0350_suggest.ts'], tables: ['suggestions', 'suggest_prefixes'] },
    {
      name: 'pages',
      steps: ['0510_home.sql', '0801_article_search.ts', '0900_sitemap_questions.ts', '0901_sitemap_chunks.sql'],
      tables: ['home_attorneys', 'guide_cases', 'article_search', 'sitemap_questions', 'sitemap_chunks'],
    },
  ],
  after: ['0411_answer_quality_apply.sql'],
};

/** FTS5's shadow tables: a virtual table's rows live in these. */
export const SHADOW_SUFFIXES = ['_data', '_idx', '_content', '_docsize', '_config'];

/** Whether `name` holds rows of the lane's tables: one of them, or a shadow table of one. */
export function isLaneTable(lane: DeriveLane, name: string): boolean {
  return lane.tables.some((table) => name === table || SHADOW_SUFFIXES.some((suffix) => name === table + suffix));
}

/** Every step of the plan, in the order a serial run takes them (name order). */
export function planSteps(plan: DerivePlan): string[] {
  return [...plan.before, ...plan.lanes.flatMap((lane) => lane.steps), ...plan.after].sort();
}
