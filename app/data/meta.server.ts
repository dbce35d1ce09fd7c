import { archiveInfo, statement } from './archive.server.ts';

export interface ArchiveTotals {
  questions: number;
  answers: number;
  attorneys: number;
  answeringAttorneys: number;
  articles: number;
  categoriesWithQuestions: number;
  firstPostedAt: number;
  lastPostedAt: number;
  archiveVersion: string;
}

let totals: ArchiveTotals | undefined;
let totalsGeneration = -1;

/** Archive-wide figures computed at import (db/derive/0010_counts.sql); read once per archive. */
export function getArchiveTotals(): ArchiveTotals {
  const generation = archiveInfo().generation;
  if (totals && totalsGeneration === generation) return totals;
  totalsGeneration = generation;
  const rows = statement('SELECT key, value FROM meta').all() as { key: string; value: string }[];
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  const num = (key: string) => Number(meta.get(key) ?? 0);
  totals = {
    questions: num('total_questions'),
    answers: num('total_answers'),
    attorneys: num('total_attorneys'),
    answeringAttorneys: num('answering_attorneys'),
    articles: num('total_articles'),
    categoriesWithQuestions: num('categories_with_questions'),
    firstPostedAt: num('first_posted_at'),
    lastPostedAt: num('last_posted_at'),
    archiveVersion: meta.get('archive_version') ?? 'unknown',
  };
  return totals;
}

/** Forget cached figures (used when the server switches to a newly imported archive). */
export function resetArchiveTotals(): void {
  totals = undefined;
}
