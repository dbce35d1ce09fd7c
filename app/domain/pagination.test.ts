import { describe, expect, it } from 'vitest';
import { pagesAroundCurrent, pagesWindow, parsePage, totalPages } from './pagination.ts';

describe('search page bar: first, last, 2 neighbours, ellipses', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [6, 12, [1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]],
    [10, 10, [1, 'ellipsis', 8, 9, 10]],
  ])('page %d of %d', (current, last, expected) => {
    expect(pagesAroundCurrent(current, last)).toEqual(expected);
  });
});

describe('listing page bar: at most 5 buttons, ellipsis and last page', () => {
  it.each([
    [1, 4, [1, 2, 3, 4]],
    [1, 20, [1, 2, 3, 4, 5, 'ellipsis', 20]],
    [10, 20, [8, 9, 10, 11, 12, 'ellipsis', 20]],
    [18, 20, [16, 17, 18, 19, 20]],
    [15, 20, [13, 14, 15, 16, 17, 'ellipsis', 20]],
    [16, 20, [14, 15, 16, 17, 18, 'ellipsis', 20]],
    [17, 20, [15, 16, 17, 18, 19, 20]],
  ])('page %d of %d', (current, last, expected) => {
    expect(pagesWindow(current, last)).toEqual(expected);
  });
});

describe('page numbers', () => {
  it('counts pages, at least one', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
  });
  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['99999999', null],
  ])('parsePage(%j) = %j', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });
});
