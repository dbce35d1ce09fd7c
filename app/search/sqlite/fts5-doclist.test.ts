import { describe, expect, it } from 'vitest';
import { decodeDoclist, findTerm, phraseRows, readVarint, termOffsets, weightedCount } from '#app/search/sqlite/fts5-doclist.ts';

/** A leaf page: header (first rowid offset, data size), data from byte 4, page index (offsets under 128). */
function leaf(data: number[], rowidAt: number, terms: number[]): Uint8Array {
  const size = 4 + data.length;
  const index: number[] = [];
  let last = 0;
  for (const t of terms) {
    index.push(t - last);
    last = t;
  }
  return Uint8Array.from([rowidAt >> 8, rowidAt & 0xff, size >> 8, size & 0xff, ...data, ...index]);
}

describe('FTS5 leaf pages (hand-built; real pages: tests/integration/search-fts5-doclist.test.ts)', () => {
  it('reads SQLite varints', () => {
    expect(readVarint(Uint8Array.from([0x05]), 0)).toEqual([5, 1]);
    expect(readVarint(Uint8Array.from([0x81, 0x00]), 0)).toEqual([128, 2]);
    expect(readVarint(Uint8Array.from([0xa3, 0xc8, 0x3d]), 0)).toEqual([582717, 3]);
  });

  it('finds a term, reads its doclist over a page break, counts weighted hits and phrase rows', () => {
    // "0ab": row 3 [col 0 pos 0], row 5 [col 1 pos 4, 6]. "0b" (prefix 1): row 3 [col 0 pos 1],
    // row 9 [col 2 pos 0, its last byte on the next page], row 12 (absolute, page 2) [col 0 pos 5].
    const ab = [0x03, 0x30, 0x61, 0x62, 3, 2, 2, 2, 8, 1, 1, 6, 4];
    const b = [0x01, 0x01, 0x62, 3, 2, 3, 6, 6, 1, 2];
    const page1 = leaf([...ab, ...b], 0, [4, 4 + ab.length]);
    const page2 = leaf([2, 12, 2, 7], 5, []);
    const pages = [page1, page2];
    expect(termOffsets(page1)).toEqual([4, 4 + ab.length]);
    const first = findTerm(page1, Uint8Array.from([0x30, 0x61, 0x62]))!;
    const listAb = decodeDoclist((i) => pages[i], first.start, first.end)!;
    expect([...listAb.docs]).toEqual([3, 5]);
    const second = findTerm(page1, Uint8Array.from([0x30, 0x62]))!;
    const listB = decodeDoclist((i) => pages[i], second.start, second.end)!;
    expect([...listB.docs]).toEqual([3, 9, 12]);
    expect([0, 1, 2].map((i) => weightedCount(listB, i, [8, 2, 1]))).toEqual([8, 1, 8]);
    expect(weightedCount(listAb, 1, [8, 2, 1])).toBe(4);
    // "ab b": only row 3 has ab at 0 and b at 1 in one column.
    expect(phraseRows([listAb, listB], [8, 2, 1])).toEqual({ docs: Int32Array.from([3]), freqs: Uint32Array.from([8]) });
    expect(findTerm(page1, Uint8Array.from([0x30, 0x61]))).toBeNull();
    // A rowid not where the page header says: refused.
    const wrong = leaf([2, 12, 2, 7], 6, []);
    expect(decodeDoclist((i) => [page1, wrong][i], second.start, second.end)).toBeNull();
  });
});
