/**
 * What one CSP violation report may write to the log: the fields that say which page broke
 * which rule, each cut short, at most REPORTS_PER_POST reports per post, and at most
 * LINES_PER_MINUTE lines for the whole process (reports beyond it are counted, not logged).
 * Whatever a client posts, the log gets a bounded line.
 */
const FIELDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['document', ['document-uri', 'documentURL', 'url']],
  ['blocked', ['blocked-uri', 'blockedURL']],
  ['directive', ['effective-directive', 'effectiveDirective', 'violated-directive']],
  ['source', ['source-file', 'sourceFile']],
  ['line', ['line-number', 'lineNumber']],
  ['disposition', ['disposition']],
];
const MAX_FIELD = 200;
export const REPORTS_PER_POST = 3;
export const LINES_PER_MINUTE = 60;

export type CspViolation = Partial<Record<(typeof FIELDS)[number][0], string>>;

/** The violations in a posted body (`{"csp-report": {...}}`, or the Reporting API's list), trimmed. */
export function cspViolations(body: unknown): CspViolation[] {
  const reports: unknown[] = Array.isArray(body) ? body : [body];
  return reports.slice(0, REPORTS_PER_POST).flatMap((report) => {
    if (typeof report !== 'object' || report === null) return [];
    const record = report as Record<string, unknown>;
    const inner = record['csp-report'] ?? record.body ?? record;
    if (typeof inner !== 'object' || inner === null) return [];
    const source: Record<string, unknown> = { ...(inner as Record<string, unknown>), url: record.url ?? (inner as Record<string, unknown>).url };
    const violation: CspViolation = {};
    for (const [name, keys] of FIELDS) {
      const value = keys.map((key) => source[key]).find((v) => typeof v === 'string' || typeof v === 'number');
      if (value !== undefined) violation[name] = String(value).slice(0, MAX_FIELD);
    }
    return [violation];
  });
}

/** At most `perMinute` log lines a minute; what is left out is counted and told with the next line. */
export class LogBudget {
  private minute = -1;
  private used = 0;
  private dropped = 0;

  constructor(private readonly perMinute = LINES_PER_MINUTE) {}

  /** Whether a line may be written now, and how many were left out before it. */
  take(now: number): { allowed: boolean; droppedBefore: number } {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.used = 0;
    }
    if (this.used >= this.perMinute) {
      this.dropped++;
      return { allowed: false, droppedBefore: 0 };
    }
    this.used++;
    const droppedBefore = this.dropped;
    this.dropped = 0;
    return { allowed: true, droppedBefore };
  }
}
