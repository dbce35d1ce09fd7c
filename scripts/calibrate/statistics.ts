import type { AttorneyRecord, QuestionRecord } from '#scripts/import/records.ts';
import { cleanText } from '#app/domain/text.ts';

/**
 * Shape statistics of an archive in the import format, computed the same way for the real
 * corpus and for a generated archive so the two can be compared (docs/demo-archive.md).
 * Words are cut as FTS5's unicode61 tokenizer cuts them (letters and digits, lower case),
 * without stemming: `search_terms` (porter stems) is counted from a real import instead.
 */
export interface ArchiveStatistics {
  questions: number;
  answers: number;
  attorneys: number;
  /** Distinct words after n questions, at doubling n. */
  growth: Array<readonly [questions: number, words: number]>;
  /** Heaps' law V = K * n^beta fitted on `growth` (n in questions). */
  heaps: { k: number; beta: number };
  distinctWords: number;
  /** Zipf exponent fitted on ranks 10-1,000 (log frequency against log rank). */
  zipfExponent: number;
  /** Share of word occurrences taken by the 100 commonest words. */
  top100Share: number;
  /** Share of distinct words seen exactly once. */
  hapaxShare: number;
  titleChars: Quantiles;
  bodyChars: Quantiles;
  answerChars: Quantiles;
  answersPerQuestion: { mean: number; unanswered: number; p50: number; max: number };
  /** Answers per attorney who answered at least once. */
  attorneyActivity: {
    active: number;
    p50: number;
    p90: number;
    max: number;
    top1PercentShare: number;
    top10PercentShare: number;
  };
  /** The largest categories and states with their share of questions. */
  categoryShares: Array<readonly [number, number]>;
  stateShares: Array<readonly [string, number]>;
}

export interface Quantiles {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

function quantiles(values: number[]): Quantiles {
  if (values.length === 0) return { p10: 0, p50: 0, p90: 0, mean: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p10: at(0.1), p50: at(0.5), p90: at(0.9), mean: values.reduce((a, b) => a + b, 0) / values.length };
}

/** Least-squares slope and intercept of y on x. */
export function linearFit(points: ReadonlyArray<readonly [number, number]>): { slope: number; intercept: number } {
  const n = points.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  return { slope, intercept: (sy - slope * sx) / n };
}

/** Heaps' law fitted in log-log space (on the points past the first 100 questions). */
export function fitHeaps(growth: ReadonlyArray<readonly [number, number]>): { k: number; beta: number } {
  const points = growth.filter(([n]) => n >= 100).map(([n, v]) => [Math.log(n), Math.log(v)] as const);
  const { slope, intercept } = linearFit(points);
  return { k: Math.exp(intercept), beta: slope };
}

function shares<K>(counts: Map<K, number>, total: number, top: number): Array<readonly [K, number]> {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, count]) => [key, count / total] as const);
}

const plain = cleanText;

/** Collects the statistics while questions stream past, in archive order. */
export class StatisticsCollector {
  private readonly frequency = new Map<string, number>();
  private readonly growth: Array<readonly [number, number]> = [];
  private nextCheckpoint = 1;
  private readonly titles: number[] = [];
  private readonly bodies: number[] = [];
  private readonly answerLengths: number[] = [];
  private readonly answerCounts: number[] = [];
  private readonly byAttorney = new Map<number, number>();
  private readonly categories = new Map<number, number>();
  private readonly states = new Map<string, number>();
  private questions = 0;

  add(question: QuestionRecord): void {
    const title = plain(question.title);
    const body = plain(question.body ?? '');
    this.titles.push(title.length);
    this.bodies.push(body.length);
    this.count(title);
    this.count(body);
    for (const answer of question.answers ?? []) {
      const text = plain(answer.body);
      this.answerLengths.push(text.length);
      this.count(text);
      if (answer.attorneyId != null)
        this.byAttorney.set(answer.attorneyId, (this.byAttorney.get(answer.attorneyId) ?? 0) + 1);
    }
    this.answerCounts.push(question.answers?.length ?? 0);
    const category = question.categoryId ?? 0;
    this.categories.set(category, (this.categories.get(category) ?? 0) + 1);
    const place = question.state ?? question.country ?? '(none)';
    this.states.set(place, (this.states.get(place) ?? 0) + 1);
    this.questions++;
    if (this.questions === this.nextCheckpoint) {
      this.growth.push([this.questions, this.frequency.size]);
      this.nextCheckpoint *= 2;
    }
  }

  private count(text: string): void {
    for (const match of text.toLowerCase().matchAll(WORD)) {
      const word = match[0];
      this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    }
  }

  finish(attorneys: readonly AttorneyRecord[]): ArchiveStatistics {
    const growth = [...this.growth];
    if (growth.at(-1)?.[0] !== this.questions) growth.push([this.questions, this.frequency.size]);
    const counts = [...this.frequency.values()].sort((a, b) => b - a);
    const occurrences = counts.reduce((a, b) => a + b, 0);
    const zipfPoints = counts.slice(9, 1000).map((count, i) => [Math.log(i + 10), Math.log(count)] as const);
    const activity = [...this.byAttorney.values()].sort((a, b) => b - a);
    const answers = activity.reduce((a, b) => a + b, 0);
    const topShare = (fraction: number) =>
      activity.slice(0, Math.max(1, Math.round(activity.length * fraction))).reduce((a, b) => a + b, 0) / answers;
    const activityQuantiles = quantiles(activity);
    const answerCounts = quantiles(this.answerCounts);
    return {
      questions: this.questions,
      answers: this.answerLengths.length,
      attorneys: attorneys.length,
      growth,
      heaps: fitHeaps(growth),
      distinctWords: this.frequency.size,
      zipfExponent: -linearFit(zipfPoints).slope,
      top100Share: counts.slice(0, 100).reduce((a, b) => a + b, 0) / occurrences,
      hapaxShare: counts.filter((c) => c === 1).length / counts.length,
      titleChars: quantiles(this.titles),
      bodyChars: quantiles(this.bodies),
      answerChars: quantiles(this.answerLengths),
      answersPerQuestion: {
        mean: answerCounts.mean,
        unanswered: this.answerCounts.filter((c) => c === 0).length / this.questions,
        p50: answerCounts.p50,
        max: Math.max(...this.answerCounts),
      },
      attorneyActivity: {
        active: activity.length,
        p50: activityQuantiles.p50,
        p90: activityQuantiles.p90,
        max: activity[0] ?? 0,
        top1PercentShare: topShare(0.01),
        top10PercentShare: topShare(0.1),
      },
      categoryShares: shares(this.categories, this.questions, 5),
      stateShares: shares(this.states, this.questions, 5),
    };
  }
}
