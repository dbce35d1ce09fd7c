import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const READER = 'app/search/engines/sqlite/fts5';
const WAY_IN = `${READER}/pages.server.ts`;

/** Source files (not tests) under the code folders, repository-relative. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'fixtures') out.push(...sources(file));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** The repository-relative files a source imports (static and dynamic imports, re-exports). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const spec = match[1]!;
    if (spec.startsWith('#app/')) out.push(`app/${spec.slice(5)}`);
    else if (spec.startsWith('.')) out.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  }
  return out;
}

describe('the FTS5 page reader has one way in', () => {
  it(`no file outside ${READER}/ imports anything of it but pages.server.ts`, () => {
    const offenders: string[] = [];
    for (const file of ['app', 'db', 'scripts', 'server', 'tests'].flatMap(sources)) {
      if (file.startsWith(`${READER}/`)) continue;
      for (const target of importsOf(file))
        if (target.startsWith(`${READER}/`) && target !== WAY_IN) offenders.push(`${file} -> ${target}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the import step and the engine both come in through it', () => {
    expect(importsOf('db/derive/0320_search_impact.ts')).toContain(WAY_IN);
    expect(importsOf('app/search/engines/sqlite/postings/index-phrases.server.ts')).toContain(WAY_IN);
  });

  it('pages.server.ts exports one function and nothing else at run time', async () => {
    const module: Record<string, unknown> = await import(`#app/search/engines/sqlite/fts5/pages.server.ts`);
    expect(Object.keys(module)).toEqual(['fts5Pages']);
    expect(typeof module.fts5Pages).toBe('function');
  });
});
