import { successRate } from '../../app/domain/attorney-rankings.ts';
import type { Database } from 'better-sqlite3';

/**
 * Each attorney's success rate (docs/attorney-rankings.md), the directory's sort key: from
 * the attorney's own record, so it is set before the derive lanes read the attorneys.
 */
export default function attorneySuccessRate(db: Database): void {
  const rows = db
    .prepare('SELECT id, cases_completed, cases_won FROM attorneys WHERE cases_completed > 0 ORDER BY id')
    .raw()
    .all() as Array<[number, number, number | null]>;
  const setRate = db.prepare('UPDATE attorneys SET success_rate = ? WHERE id = ?');
  db.transaction(() => {
    for (const [id, completed, won] of rows) {
      const rate = successRate(completed, won);
      if (rate !== null) setRate.run(rate, id);
    }
  })();
}
