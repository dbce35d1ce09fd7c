import { describe, expect, it } from 'vitest';
import { canonicalTarget, comparablePath, servedPath } from './served-path.ts';

describe('servedPath', () => {
  it.each([
    ['/./search', '/search'],
    ['/x/../search', '/search'],
    ['/%2e/search', '/search'],
    ['/search/.', '/search'],
    ['/search/./', '/search'],
    ['/search/x/..', '/search'],
    ['/search/_.data', '/search'],
    ['/./search.data', '/search'],
    ['/./api/search', '/api/search'],
    ['/x/../api/search', '/api/search'],
    ['/search//', '/search'],
    ['/_.data', '/'],
    ['/', '/'],
    ['/%2E%2E/%2e%2E/search?q=a/../b', '/search'],
    ['/a\\..\\search', '/search'],
  ])('serves %j as %j', (sent, served) => {
    expect(servedPath(sent)).toBe(served);
  });

  it('keeps encodings and case for React Router to match; comparablePath() folds them', () => {
    expect(servedPath('/%73earch')).toBe('/%73earch');
    expect(comparablePath('/%73EARCH/_.data')).toBe('/search');
    expect(comparablePath('/%zz')).toBe('/%zz');
  });
});

describe('canonicalTarget', () => {
  it('resolves dot segments and keeps the query', () => {
    expect(canonicalTarget('/x/../search?q=a/../b')).toBe('/search?q=a/../b');
    expect(canonicalTarget('/search')).toBe('/search');
  });
  it('leaves targets that are not paths to be refused', () => {
    expect(canonicalTarget('*')).toBe('*');
    expect(canonicalTarget('http://other.example/')).toBe('http://other.example/');
  });
});
