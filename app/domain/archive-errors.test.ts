import { describe, expect, it } from 'vitest';
import { isArchiveReadError } from './archive-errors.ts';

describe('isArchiveReadError', () => {
  it.each(['SQLITE_CORRUPT', 'SQLITE_CORRUPT_INDEX', 'SQLITE_NOTADB', 'SQLITE_IOERR_SHORT_READ', 'SQLITE_CANTOPEN'])('%s is damage', (code) => {
    expect(isArchiveReadError(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('an ArchiveError (the file could not be opened as an archive) is damage', () => {
    expect(isArchiveReadError(Object.assign(new Error('x'), { name: 'ArchiveError' }))).toBe(true);
  });

  it.each([['SQLITE_ERROR'], ['SQLITE_CONSTRAINT'], ['SQLITE_BUSY'], [undefined]])('%s is not', (code) => {
    expect(isArchiveReadError(Object.assign(new Error('no such column'), { code }))).toBe(false);
  });

  it.each([null, undefined, 'SQLITE_CORRUPT', 42])('%j is not', (value) => {
    expect(isArchiveReadError(value)).toBe(false);
  });
});
