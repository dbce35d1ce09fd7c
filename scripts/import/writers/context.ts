import type { Database } from 'better-sqlite3';
import { describeIssues } from '#scripts/import/records.ts';
import type { z } from 'zod';

/** State shared by the writers: what earlier kinds imported, for the cross checks of later ones. */
export interface WriterContext {
  db: Database;
  attorneyIds: Set<number>;
  articleCategorySlugs: Set<string>;
  /** Answers imported so far (they arrive inside question lines). */
  answers: number;
}

/** Validates and inserts one parsed JSON line; returns null when imported, else why not. */
export type LineWriter = (value: unknown) => string | null;

export type Parsed<T> = { ok: true; record: T } | { ok: false; reason: string };

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, record: result.data } : { ok: false, reason: describeIssues(result.error) };
}

/** A PRIMARY KEY or UNIQUE violation: the line repeats an id or a name already imported. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
