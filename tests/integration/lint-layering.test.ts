import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints source text as if it were the file at `file`, returning the rule ids that fired. */
async function rulesFiredFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('ESLint enforces the layering of docs/architecture.md', () => {
  it.each([
    ['app/domain/x.ts', "import { getArchive } from '#app/data/archive.server.ts';\nexport const x = getArchive;\n", 'import-x/no-restricted-paths'],
    ['app/domain/x.ts', "import { SiteHeader } from '#app/components/layout/site-header.tsx';\nexport const x = SiteHeader;\n", 'import-x/no-restricted-paths'],
    ['app/components/x.ts', "import { getArchive } from '#app/data/archive.server.ts';\nexport const x = getArchive;\n", 'import-x/no-restricted-paths'],
    ['app/routes/x.ts', "import Database from 'better-sqlite3';\nexport const x = Database;\n", 'no-restricted-imports'],
    ['app/components/x.ts', "import Database from 'better-sqlite3';\nexport const x = Database;\n", 'no-restricted-imports'],
    ['app/routes/x.ts', "import { createSqliteEngine } from '#app/search/engines/sqlite/engine.server.ts';\nexport const x = createSqliteEngine;\n", 'import-x/no-restricted-paths'],
    ['server/x.ts', "import { createSearchService } from '#app/search/service.ts';\nexport const x = createSearchService;\n", 'import-x/no-restricted-paths'],
    ['app/components/x.ts', "import { runSearch } from '#app/search/index.server.ts';\nexport const x = runSearch;\n", 'import-x/no-restricted-paths'],
    ['app/domain/x.ts', "import { parseSearchParams } from '#app/search/index.ts';\nexport const x = parseSearchParams;\n", 'import-x/no-restricted-paths'],
    ['app/search/query/x.ts', "import { statement } from '#app/data/archive.server.ts';\nexport const x = statement;\n", 'import-x/no-restricted-paths'],
    ['app/search/service.ts', "import { createSqliteEngine } from '#app/search/engines/sqlite/engine.server.ts';\nexport const x = createSqliteEngine;\n", 'import-x/no-restricted-paths'],
    ['app/search/query/x.ts', "import Database from 'better-sqlite3';\nexport const x = Database;\n", 'no-restricted-imports'],
    ['app/search/engines/sqlite/postings/x.server.ts', "import { findTerm } from '../fts5/fts5-doclist.ts';\nexport const x = findTerm;\n", 'import-x/no-restricted-paths'],
    ['db/derive/x.ts', "import { segmentDoclists } from '#app/search/engines/sqlite/fts5/fts5-doclist.ts';\nexport const x = segmentDoclists;\n", 'import-x/no-restricted-paths'],
  ])('%s: %s is refused', async (file, code, rule) => {
    expect(await rulesFiredFor(file, code)).toContain(rule);
  });

  it.each([
    ['app/routes/x.ts', "import { getArchive } from '#app/data/archive.server.ts';\nimport { formatDate } from '#app/domain/format.ts';\nexport const x = [getArchive, formatDate];\n"],
    ['app/data/x.server.ts', "import Database from 'better-sqlite3';\nimport { cleanText } from '#app/domain/text.ts';\nexport const x = [Database, cleanText];\n"],
    ['app/components/x.ts', "import { formatDate } from '#app/domain/format.ts';\nexport const x = formatDate;\n"],
    ['app/routes/x.ts', "import { runSearch } from '#app/search/index.server.ts';\nimport { parseSearchParams } from '#app/search/index.ts';\nexport const x = [runSearch, parseSearchParams];\n"],
    ['app/components/x.ts', "import { parseSearchParams } from '#app/search/index.ts';\nexport const x = parseSearchParams;\n"],
    ['app/search/engines/sqlite/x.server.ts', "import Database from 'better-sqlite3';\nimport { statement } from '#app/data/archive.server.ts';\nexport const x = [Database, statement];\n"],
    ['db/derive/x.ts', "import { fts5Pages } from '#app/search/engines/sqlite/fts5/pages.server.ts';\nexport const x = fts5Pages;\n"],
    ['app/search/engines/sqlite/fts5/x.ts', "import { findTerm } from './fts5-doclist.ts';\nexport const x = findTerm;\n"],
  ])('%s: allowed imports pass', async (file, code) => {
    expect(await rulesFiredFor(file, code)).toEqual([]);
  });
});
