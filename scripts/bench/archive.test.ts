import { describe, expect, it } from 'vitest';
import { sourceClosure } from './archive.ts';

describe('sourceClosure (what the bench archive fingerprint hashes)', () => {
  const closure = sourceClosure(['db', 'scripts/import', 'scripts/seed']);

  it('holds the migrations, derive steps, importer and seed', () => {
    expect(closure).toContain('db/migrations/0001_archive.sql');
    expect(closure).toContain('scripts/import/importer.ts');
    expect(closure).toContain('scripts/seed/generate.ts');
  });

  it('follows imports into app/domain (rules the importer applies)', () => {
    expect(closure).toContain('app/domain/slug.ts');
    expect(closure).toContain('app/domain/answer-quality.ts');
  });

  it('leaves out code the import never loads, and tests', () => {
    expect(closure).not.toContain('app/http/page-cache.ts');
    expect(closure.some((file) => file.startsWith('app/components/') || file.startsWith('server/'))).toBe(false);
    expect(closure.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });
});
