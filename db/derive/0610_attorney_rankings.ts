import { percentiles, ranksDescending } from '../../app/domain/attorney-rankings.ts';
import { answerTextMetrics, FAST_RESPONSE_SECONDS } from '../../app/domain/attorney-response-quality.ts';
import type { Database } from 'better-sqlite3';

/**
 * Attorney directory figures (formulas in docs/attorney-rankings.md): ranks and
 * percentiles among peers (state, city, experience, primary practice area, all attorneys),
 * response quality from every answer's text, and the answers of the Top Answers slots.
 * Runs after 0010_counts (attorney totals); the success rate is 0015's.
 */
export default function deriveAttorneyRankings(db: Database): void {
  interface Row {
    id: number;
    country: string;
    state: string | null;
    city: string | null;
    experience: number | null;
    answers: number;
    completed: number | null;
    won: number | null;
    area: number | null;
  }
  const attorneys = db
    .prepare(
      `SELECT a.id, a.country, a.state, a.city, a.experience_years AS experience, a.total_answers AS answers,
              a.cases_completed AS completed, a.cases_won AS won,
              (SELECT p.practice_area_id FROM attorney_practice_areas p WHERE p.attorney_id = a.id AND p.position = 0) AS area
       FROM attorneys a ORDER BY a.id`,
    )
    .all() as Row[];

  const n = attorneys.length;
  const stateRank = new Array<number | null>(n).fill(null);
  const stateTotal = new Array<number | null>(n).fill(null);
  const cityRank = new Array<number | null>(n).fill(null);
  const cityTotal = new Array<number | null>(n).fill(null);
  const experiencePercentile = new Array<number | null>(n).fill(null);
  const areaRank = new Array<number | null>(n).fill(null);
  const areaTotal = new Array<number | null>(n).fill(null);
  const areaPercentile = new Array<number | null>(n).fill(null);

  /** Ranks by answers (and percentiles by `value`) within each group of `keyOf`. */
  function rankGroups(
    keyOf: (row: Row) => string | null,
    valueOf: (row: Row) => number | null,
    out: { rank?: (number | null)[]; total?: (number | null)[]; percentile?: (number | null)[] },
  ): void {
    const groups = new Map<string, number[]>();
    attorneys.forEach((row, index) => {
      const key = keyOf(row);
      if (key === null || valueOf(row) === null) return;
      let members = groups.get(key);
      if (!members) groups.set(key, (members = []));
      members.push(index);
    });
    for (const members of groups.values()) {
      const values = members.map((i) => valueOf(attorneys[i]!)!);
      const ranks = out.rank ? ranksDescending(values) : [];
      const pct = out.percentile ? percentiles(values) : [];
      members.forEach((i, k) => {
        if (out.rank) out.rank[i] = ranks[k]!;
        if (out.total) out.total[i] = members.length;
        if (out.percentile) out.percentile[i] = pct[k]!;
      });
    }
  }

  const stateKey = (r: Row) => (r.state ? `${r.country}|${r.state}` : null);
  rankGroups(stateKey, (r) => r.answers, { rank: stateRank, total: stateTotal });
  rankGroups(
    (r) => (r.state && r.city?.trim() ? `${stateKey(r)}|${r.city.trim().toLowerCase()}` : null),
    (r) => r.answers,
    { rank: cityRank, total: cityTotal },
  );
  rankGroups(
    () => 'all',
    (r) => r.experience,
    { percentile: experiencePercentile },
  );
  rankGroups(
    (r) => (r.area === null ? null : String(r.area)),
    (r) => r.answers,
    {
      rank: areaRank,
      total: areaTotal,
      percentile: areaPercentile,
    },
  );
  const allAnswers = attorneys.map((r) => r.answers);
  const activityRank = ranksDescending(allAnswers);
  const activityPercentile = percentiles(allAnswers);

  // One sequential pass over the answers: text metrics and the Top Answers slots.
  interface Acc {
    count: number;
    length: number;
    technical: number;
    clarity: number;
    fast: number;
    top: [number, number, number] | null; // id, votes, posted
    best: [number, number, number] | null;
    recent: [number, number] | null; // id, posted
  }
  const acc = new Map<number, Acc>();
  const answers = db
    .prepare(
      `SELECT a.id, a.attorney_id, a.body, a.posted_at, a.vote_up, (a.is_accepted OR a.is_best), a.posted_at - q.posted_at
       FROM answers a NOT INDEXED JOIN questions q ON q.id = a.question_id
       WHERE a.attorney_id IS NOT NULL`,
    )
    .raw();
  for (const raw of answers.iterate()) {
    const [id, attorneyId, body, posted, votes, accepted, delay] = raw as [
      number,
      number,
      string,
      number,
      number,
      number,
      number,
    ];
    let a = acc.get(attorneyId);
    if (!a)
      acc.set(
        attorneyId,
        (a = { count: 0, length: 0, technical: 0, clarity: 0, fast: 0, top: null, best: null, recent: null }),
      );
    const metrics = answerTextMetrics(body);
    a.count++;
    a.length += metrics.length;
    a.technical += metrics.technicalDepth;
    a.clarity += metrics.clarity;
    if (delay >= 0 && delay <= FAST_RESPONSE_SECONDS) a.fast++;
    if (votes > 0 && (!a.top || better(votes, posted, id, a.top))) a.top = [id, votes, posted];
    if (accepted && (!a.best || better(votes, posted, id, a.best))) a.best = [id, votes, posted];
    if (!a.recent || posted > a.recent[1] || (posted === a.recent[1] && id > a.recent[0])) a.recent = [id, posted];
  }

  const insert = db.prepare(
    `INSERT INTO attorney_rankings (attorney_id, state_rank, state_total, city_rank, city_total, experience_percentile,
       practice_area_id, practice_area_rank, practice_area_total, practice_area_percentile,
       activity_rank, activity_total, activity_percentile,
       answers_analyzed, avg_answer_length, technical_depth, clarity_score, fast_response_share,
       top_voted_answer_id, best_accepted_answer_id, recent_answer_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.exec('DELETE FROM attorney_rankings');
    attorneys.forEach((row, i) => {
      const a = acc.get(row.id);
      const share = (sum: number) => (a && a.count ? sum / a.count : null);
      insert.run(
        row.id,
        stateRank[i],
        stateTotal[i],
        cityRank[i],
        cityTotal[i],
        experiencePercentile[i],
        row.area,
        areaRank[i],
        areaTotal[i],
        areaPercentile[i],
        activityRank[i],
        n,
        activityPercentile[i],
        a?.count ?? 0,
        share(a?.length ?? 0),
        share(a?.technical ?? 0),
        share(a?.clarity ?? 0),
        share(a?.fast ?? 0),
        a?.top?.[0] ?? null,
        a?.best?.[0] ?? null,
        a?.recent?.[0] ?? null,
      );
    });
  })();
}

/** More votes wins; then the newer answer; then the higher id (deterministic). */
function better(votes: number, posted: number, id: number, current: readonly [number, number, number]): boolean {
  if (votes !== current[1]) return votes > current[1];
  if (posted !== current[2]) return posted > current[2];
  return id > current[0];
}
