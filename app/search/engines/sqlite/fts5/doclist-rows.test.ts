import { describe, expect, it } from 'vitest';
import { doclistRows } from './doclist-rows.ts';
import { decodeDoclist, findTerm, weightedCount } from './fts5-doclist.ts';

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

const WEIGHTS = [8, 2, 1];
// "0ab": row 3 [col 0 pos 0], row 5 [col 1 pos 4, 6]. "0b" (prefix 1): row 3 [col 0 pos 1],
// row 9 [col 2 pos 0, its last byte on the next page], row 12 (absolute, page 2) [col 0 pos 5].
const ab = [0x03, 0x30, 0x61, 0x62, 3, 2, 2, 2, 8, 1, 1, 6, 4];
const b = [0x01, 0x01, 0x62, 3, 2, 3, 6, 6, 1, 2];
const page1 = leaf([...ab, ...b], 0, [4, 4 + ab.length]);
const page2 = leaf([2, 12, 2, 7], 5, []);
const B = Uint8Array.from([0x30, 0x62]);

/** "0b"'s rows as the reference decoder reads them, with its weighted hits: what the stored postings hold. */
function storedB(pages: Uint8Array[]) {
  const at = findTerm(pages[0]!, B)!;
  const list = decodeDoclist((i) => pages[i], at.start, at.end)!;
  return { at, list, stored: { docs: list.docs, freqs: list.docs.map((_, i) => weightedCount(list, i, WEIGHTS)) } };
}

describe('a doclist read for some of its rows (hand-built pages)', () => {
  it('keeps the poslists of the rows asked for, over a page break, as the whole decoder reads them', () => {
    const pages = [page1, page2];
    const { at, list, stored } = storedB(pages);
    expect([...stored.docs]).toEqual([3, 9, 12]);
    for (const keep of [[3, 9, 12], [9], [3, 12], []]) {
      const rows = doclistRows((i) => pages[i], at.start, at.end, stored, Int32Array.from(keep), WEIGHTS, 1)!;
      expect([...rows.docs]).toEqual(keep);
      keep.forEach((doc, k) => {
        const i = list.docs.indexOf(doc);
        expect([...rows.bytes.subarray(rows.starts[k]!, rows.ends[k]!)], `row ${doc}`).toEqual([...list.bytes.subarray(list.starts[i]!, list.ends[i]!)]);
        expect(weightedCount(rows, k, WEIGHTS)).toBe(stored.freqs[i]);
      });
    }
  });

  it('refuses a doclist that differs from the stored postings, or a row it does not have', () => {
    const pages = [page1, page2];
    const { at, stored } = storedB(pages);
    const read = (s: { docs: Int32Array; freqs: ArrayLike<number> }, keep: number[]) => doclistRows((i) => pages[i], at.start, at.end, s, Int32Array.from(keep), WEIGHTS, 1);
    expect(read(stored, [9])).not.toBeNull();
    expect(read({ docs: Int32Array.from([3, 9, 13]), freqs: stored.freqs }, [9])).toBeNull(); // another row
    expect(read({ docs: Int32Array.from([3, 9]), freqs: stored.freqs }, [9])).toBeNull(); // fewer rows
    expect(read({ docs: stored.docs, freqs: [8, 2, 8] }, [9])).toBeNull(); // other weighted hits
    expect(read(stored, [10])).toBeNull(); // a row the word does not have
  });

  it('refuses pages that do not read as one doclist: a first rowid not where the header says, a missing page', () => {
    const { at, stored } = storedB([page1, page2]);
    const wrong = leaf([2, 12, 2, 7], 6, []);
    expect(doclistRows((i) => [page1, wrong][i], at.start, at.end, stored, Int32Array.from([3]), WEIGHTS, 1)).toBeNull();
    expect(doclistRows((i) => [page1][i], at.start, at.end, stored, Int32Array.from([3]), WEIGHTS, 1)).toBeNull();
  });

  it('reads a long doclist over many pages, the window dropping what it has read', () => {
    // "0c" starts and ends page 1 (no rows there); rows 1..3000 [col 1 pos 0] follow over pages of 40 rows, each page's first rowid absolute.
    const first = leaf([0x02, 0x30, 0x63], 0, [4]);
    const pages = [first];
    for (let row = 1; row <= 3000; row += 40) {
      const data: number[] = [];
      for (let r = row; r < row + 40 && r <= 3000; r++) data.push(...(r === row ? [r >> 7 ? 0x80 | (r >> 7) : r, ...(r >> 7 ? [r & 0x7f] : [])] : [1]), 6, 1, 1, 2);
      pages.push(leaf(data, 4, []));
    }
    const at = findTerm(first, Uint8Array.from([0x30, 0x63]))!;
    const whole = decodeDoclist((i) => pages[i], at.start, at.end)!;
    expect(whole.docs.length).toBe(3000);
    const stored = { docs: whole.docs, freqs: whole.docs.map(() => 2) };
    const keep = Int32Array.from([1, 41, 999, 2999, 3000]);
    const rows = doclistRows((i) => pages[i], at.start, at.end, stored, keep, WEIGHTS, 16)!;
    expect([...rows.docs]).toEqual([...keep]);
    expect([...keep].map((_, k) => weightedCount(rows, k, WEIGHTS))).toEqual([2, 2, 2, 2, 2]);
  });
});
