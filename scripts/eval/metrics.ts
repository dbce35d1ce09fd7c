/**
 * Ranking metrics over graded judgments (0 not relevant, 1 related or partly useful, 2
 * answers the need). A result without a judgment counts as 0, so an unjudged pool lowers
 * every figure of the engine that found it: extend the pool (docs/search.md) before
 * trusting a comparison with a new ranking.
 */
export type Grade = 0 | 1 | 2;
export type Judgments = ReadonlyMap<number, Grade>;

/** Relevant for the binary metrics (P@k, MRR, recall): graded 1 or 2. */
const RELEVANT: Grade = 1;

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => Math.log2(rank + 2);

/** nDCG@k with exponential gain (2^g - 1); the ideal ranking is every judged grade, best first. 0 when nothing is relevant. */
export function ndcgAt(k: number, ranked: readonly number[], judged: Judgments): number {
  const dcg = ranked.slice(0, k).reduce((sum, id, rank) => sum + gain(judged.get(id) ?? 0) / discount(rank), 0);
  const ideal = [...judged.values()]
    .map(Number)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, rank) => sum + gain(grade) / discount(rank), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Share of the first k places holding a relevant result (a short list counts its empty places as misses). */
export function precisionAt(k: number, ranked: readonly number[], judged: Judgments): number {
  return ranked.slice(0, k).filter((id) => (judged.get(id) ?? 0) >= RELEVANT).length / k;
}

/** 1 / rank of the first relevant result, 0 when none is listed. */
export function reciprocalRank(ranked: readonly number[], judged: Judgments): number {
  const index = ranked.findIndex((id) => (judged.get(id) ?? 0) >= RELEVANT);
  return index < 0 ? 0 : 1 / (index + 1);
}

/** Share of the judged relevant results found in the first k places; 0 when none is judged relevant. */
export function recallAt(k: number, ranked: readonly number[], judged: Judgments): number {
  const relevant = [...judged.values()].filter((grade) => grade >= RELEVANT).length;
  if (relevant === 0) return 0;
  return ranked.slice(0, k).filter((id) => (judged.get(id) ?? 0) >= RELEVANT).length / relevant;
}

export interface QueryScores {
  readonly ndcg10: number;
  readonly p10: number;
  readonly mrr: number;
  readonly recall20: number;
}

export function scoreRanking(ranked: readonly number[], judged: Judgments): QueryScores {
  return {
    ndcg10: ndcgAt(10, ranked, judged),
    p10: precisionAt(10, ranked, judged),
    mrr: reciprocalRank(ranked, judged),
    recall20: recallAt(20, ranked, judged),
  };
}

/** The mean of each metric over queries (all zero for an empty list). */
export function meanScores(scores: readonly QueryScores[]): QueryScores {
  const mean = (pick: (s: QueryScores) => number) =>
    scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + pick(s), 0) / scores.length;
  return {
    ndcg10: mean((s) => s.ndcg10),
    p10: mean((s) => s.p10),
    mrr: mean((s) => s.mrr),
    recall20: mean((s) => s.recall20),
  };
}
