import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from 'better-sqlite3';

export const DERIVE_DIR = fileURLToPath(new URL('../../db/derive/', import.meta.url));

type DeriveStep = (db: Database) => void | Promise<void>;

/**
 * Computes the derived tables once the rows are in: db/derive/* in name order, `.sql`
 * files executed as a script, `.ts` files by their default export (for rules that are
 * clearer in TypeScript than in SQL, e.g. scores and percentiles).
 */
export async function runDerive(
  db: Database,
  log: (line: string) => void = () => {},
  dir: string = DERIVE_DIR,
): Promise<void> {
  const files = fs
    .readdirSync(dir)
    .filter((name) => /\.(sql|ts)$/.test(name) && !/\.(test|d)\.ts$/.test(name))
    .sort();
  for (const name of files) {
    const file = path.join(dir, name);
    const started = performance.now();
    try {
      if (name.endsWith('.sql')) {
        db.exec(fs.readFileSync(file, 'utf8'));
      } else {
        const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
        if (typeof module.default !== 'function') throw new Error('has no default export function (db) => void');
        await (module.default as DeriveStep)(db);
      }
    } catch (error) {
      throw new Error(`derive step ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    log(`derive ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
