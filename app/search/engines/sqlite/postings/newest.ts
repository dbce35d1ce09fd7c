/** The newest matches of a query of words, from their postings (no FTS5). */
import type { PostingsScratch } from './lists.ts';
import { listRanges, markExcluded, type PostingsQuery } from './lists.ts';

export interface NewestMatches {
  /** Matching rows, newest (highest) first, at most `cap`. */
  readonly docs: Int32Array;
  /** True when these are all the matches. */
  readonly complete: boolean;
}

/**
 * The newest `cap` rows with every word (within the range and filters, without the excluded
 * words), walking the rarest word's rows from the end and finding each in the other lists
 * by binary search: what FTS5's newest-first sample gives (app/search/engines/sqlite/engine.server.ts
 * estimates the total from how far back they reach), without FTS5.
 */
export function newestMatches(query: Pick<PostingsQuery, 'include' | 'exclude' | 'lo' | 'hi' | 'accept'>, cap: number, scratch: PostingsScratch): NewestMatches {
  const { include, exclude, lo, hi, accept } = query;
  const m = include.length;
  if (m === 0) return { docs: new Int32Array(0), complete: true };
  const { excluded } = scratch;
  markExcluded(scratch, exclude, 1);
  try {
    const { from, to } = listRanges(include.map((p) => p.docs), lo, hi);
    let driver = 0;
    for (let j = 1; j < m; j++) if (to[j]! - from[j]! < to[driver]! - from[driver]!) driver = j;
    const out = new Int32Array(Math.min(cap, to[driver]! - from[driver]!));
    let n = 0;
    // upper[j]: the rows of list j from this index on are newer than the rows still to come.
    const upper = Int32Array.from(to);
    const base = include[driver]!.docs;
    outer: for (let i = to[driver]! - 1; i >= from[driver]!; i--) {
      const doc = base[i]!;
      if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
      for (let j = 0; j < m; j++) {
        if (j === driver) continue;
        const docs = include[j]!.docs;
        // Gallop back from upper[j] (rows from there on are >= doc), then halve.
        let b = upper[j]!;
        let probe = b - 1;
        let step = 1;
        while (probe >= from[j]! && docs[probe]! >= doc) {
          b = probe;
          probe -= step;
          step *= 2;
        }
        let a = Math.max(probe + 1, from[j]!);
        while (a < b) {
          const mid = (a + b) >>> 1;
          if (docs[mid]! < doc) a = mid + 1;
          else b = mid;
        }
        const found = a < upper[j]! && docs[a] === doc;
        upper[j] = a; // the rows still to come are older than this one
        if (!found) {
          if (a === from[j]!) break outer; // list j has no older row: nothing older matches
          continue outer;
        }
      }
      if (n === cap) return { docs: out, complete: false };
      out[n++] = doc;
    }
    return { docs: out.subarray(0, n), complete: true };
  } finally {
    markExcluded(scratch, exclude, 0);
  }
}
