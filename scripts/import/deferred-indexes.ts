import type { Database } from 'better-sqlite3';

/**
 * Drops the plain (non-unique) secondary indexes the migrations created, and returns a
 * function that creates them again from their original SQL. Building an index once over
 * sorted data is much cheaper than updating it for every row inserted in random order.
 * UNIQUE indexes stay: the import relies on them to detect duplicates.
 */
export function deferSecondaryIndexes(db: Database): () => void {
  const indexes = db
    .prepare(
      `SELECT m.name, m.sql FROM sqlite_master m
       WHERE m.type = 'index' AND m.sql IS NOT NULL AND m.sql NOT LIKE 'CREATE UNIQUE%'`,
    )
    .all() as Array<{ name: string; sql: string }>;
  for (const index of indexes) db.exec(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
  return () => {
    for (const index of indexes) db.exec(index.sql);
  };
}
