import type { MeasuredArchive } from './measure.ts';

/** A column of the side-by-side table: its heading and the archive it measures. */
export interface Column {
  heading: string;
  archive: MeasuredArchive;
}

const integer = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const fixed = (digits: number) => (n: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
const quantiles = (q: { p10: number; p50: number; p90: number }) =>
  `${integer(q.p10)} / ${integer(q.p50)} / ${integer(q.p90)}`;
const shares = (list: ReadonlyArray<readonly [string | number, number]>) =>
  list.map(([key, share]) => `${key} ${(share * 100).toFixed(0)}%`).join(', ');

/** Words after n questions, at the checkpoints every column has. */
const GROWTH_POINTS = [256, 1024, 2048];

function growthRows(): Array<[string, (a: MeasuredArchive) => string]> {
  return GROWTH_POINTS.map((n) => [
    `distinct words at ${integer(n)} questions`,
    (a) => integer(a.growth.find(([q]) => q === n)?.[1] ?? Number.NaN),
  ]);
}

const ROWS: Array<[string, (a: MeasuredArchive) => string]> = [
  ['questions', (a) => integer(a.questions)],
  ['answers', (a) => integer(a.answers)],
  ['attorneys', (a) => integer(a.attorneys)],
  ['distinct search terms (search_terms)', (a) => integer(a.searchTerms)],
  ['distinct words (unstemmed)', (a) => integer(a.distinctWords)],
  ["Heaps' law V = K n^beta: K", (a) => fixed(0)(a.heaps.k)],
  ["Heaps' law: beta", (a) => fixed(3)(a.heaps.beta)],
  ['Zipf exponent (ranks 10-1,000)', (a) => fixed(2)(a.zipfExponent)],
  ['share of words in the top 100', (a) => percent(a.top100Share)],
  ['share of words seen once (hapax)', (a) => percent(a.hapaxShare)],
  ['title characters p10 / p50 / p90', (a) => quantiles(a.titleChars)],
  ['body characters p10 / p50 / p90', (a) => quantiles(a.bodyChars)],
  ['answer characters p10 / p50 / p90', (a) => quantiles(a.answerChars)],
  ['answers per question: mean', (a) => fixed(2)(a.answersPerQuestion.mean)],
  ['answers per question: p50 / max', (a) => `${a.answersPerQuestion.p50} / ${a.answersPerQuestion.max}`],
  ['unanswered questions', (a) => percent(a.answersPerQuestion.unanswered)],
  ['attorneys who answered', (a) => integer(a.attorneyActivity.active)],
  [
    'answers per attorney p50 / p90 / max',
    (a) => `${a.attorneyActivity.p50} / ${a.attorneyActivity.p90} / ${a.attorneyActivity.max}`,
  ],
  [
    'answers by the top 1% / 10% of attorneys',
    (a) => `${percent(a.attorneyActivity.top1PercentShare)} / ${percent(a.attorneyActivity.top10PercentShare)}`,
  ],
  ['largest categories (id share)', (a) => shares(a.categoryShares)],
  ['largest states', (a) => shares(a.stateShares)],
];

/** The statistics side by side, as a Markdown table (docs/demo-archive.md keeps one). */
export function sideBySide(columns: readonly Column[]): string {
  const rows = [...ROWS.slice(0, 5), ...growthRows(), ...ROWS.slice(5)];
  const lines = [
    `| | ${columns.map((c) => c.heading).join(' | ')} |`,
    `|---|${columns.map(() => '---|').join('')}`,
    ...rows.map(([label, value]) => `| ${label} | ${columns.map((c) => value(c.archive)).join(' | ')} |`),
  ];
  return lines.join('\n');
}
