import { describe, expect, it } from 'vitest';
import { decodeDoclist, findTerm, phraseRows, readVarint, segmentDoclists, termOffsets, weightedCount, weightedCounts } from './fts5-doclist.ts';

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

  it('reads every term of a segment in order, a doclist over a page break included, and counts every position', () => {
    // The same two terms as above, then a third starting on page 2 ("0c", first on its page: stored whole): row 12 [col 1 pos 0].
    const ab = [0x03, 0x30, 0x61, 0x62, 3, 2, 2, 2, 8, 1, 1, 6, 4];
    const b = [0x01, 0x01, 0x62, 3, 2, 3, 6, 6, 1, 2];
    const page1 = leaf([...ab, ...b], 0, [4, 4 + ab.length]);
    const c = [0x02, 0x30, 0x63, 12, 6, 1, 1, 2];
    const page2 = leaf([2, 12, 2, 7, ...c], 5, [8]);
    const pages = [undefined, page1, page2];
    const read = [...segmentDoclists((pgno) => pages[pgno], 1, 2)];
    expect(read.map(([term]) => new TextDecoder().decode(term))).toEqual(['0ab', '0b', '0c']);
    expect(read.map(([, list]) => [...list.docs])).toEqual([[3, 5], [3, 9, 12], [12]]);
    const positions = new Uint32Array(13);
    const freqs = read.map(([, list]) => {
      const out = new Uint32Array(list.docs.length);
      weightedCounts(list, [8, 2, 1], out, positions);
      return [...out];
    });
    expect(freqs).toEqual([[8, 4], [8, 1, 8], [2]]);
    // Row 3: ab at 0, b at 1; row 5: ab twice; row 9: b once; row 12: b once, c once.
    expect([3, 5, 9, 12].map((row) => positions[row])).toEqual([2, 2, 1, 2]);
    // A page that is missing, or a term that does not read, stops the scan.
    expect(() => [...segmentDoclists((pgno) => (pgno === 1 ? page1 : undefined), 1, 2)]).toThrow(/does not read/);
  });

  it("reads a doclist that starts on the next page (its term was the last thing on its page)", () => {
    // "0z" ends page 1's data; its rows 7 [col 0 pos 0] and 8 [col 2 pos 1] are on page 2, whose first rowid is at 4.
    const page1 = leaf([0x02, 0x30, 0x7a], 0, [4]);
    const page2 = leaf([7, 2, 2, 1, 6, 1, 2, 3], 4, []);
    const read = [...segmentDoclists((pgno) => [undefined, page1, page2][pgno], 1, 2)];
    expect(read.map(([, list]) => [...list.docs])).toEqual([[7, 8]]);
    expect([0, 1].map((i) => weightedCount(read[0]![1], i, [8, 2, 1]))).toEqual([8, 1]);
  });
});
