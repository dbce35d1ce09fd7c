import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { decodeDoclist, findTerm, phraseRows, readVarint, weightedCount } from '#app/search/engines/sqlite/fts5/fts5-doclist.ts';

/**
 * The decoder against real FTS5 pages: an in-memory FTS5 table (small pages, so doclists
 * and poslists run over page breaks) whose rows, positions and phrase matches are known.
 */
function index(rows: Array<[string, string, string]>) {
  const db = new Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE t USING fts5 (a, b, c, tokenize = 'porter unicode61 remove_diacritics 2')");
  db.exec("INSERT INTO t (t, rank) VALUES ('pgsz', 64)");
  const insert = db.prepare('INSERT INTO t (rowid, a, b, c) VALUES (?, ?, ?, ?)');
  rows.forEach((r, i) => insert.run(i * 3 + 1, ...r));
  db.exec("INSERT INTO t (t) VALUES ('optimize')");
  const segid = db.prepare('SELECT DISTINCT segid FROM t_idx').pluck().all() as number[];
  expect(segid).toHaveLength(1);
  const doclist = (term: string) => {
    const key = Buffer.from(`0${term}`);
    const pgno = db.prepare('SELECT pgno FROM t_idx WHERE segid = ? AND term <= ? ORDER BY term DESC LIMIT 1').pluck().get(segid[0], key) as number;
    const page = (i: number) => db.prepare('SELECT block FROM t_data WHERE id = ?').pluck().get(segid[0]! * 2 ** 37 + Math.floor(pgno / 2) + i) as Buffer | undefined;
    const found = findTerm(page(0)!, key);
    return found ? decodeDoclist(page, found.start, found.end) : null;
  };
  return { db, doclist };
}

const WEIGHTS = [8, 2, 1];

describe('FTS5 doclists read from the index pages', () => {
  it('reads SQLite varints', () => {
    expect(readVarint(Uint8Array.from([0x05]), 0)).toEqual([5, 1]);
    expect(readVarint(Uint8Array.from([0x81, 0x00]), 0)).toEqual([128, 2]);
    expect(readVarint(Uint8Array.from([0xa3, 0xc8, 0x3d]), 0)).toEqual([582717, 3]);
  });

  it('gives every row of a word, its weighted hits, and the rows and hits of a phrase, over page breaks', () => {
    const rows: Array<[string, string, string]> = [];
    for (let i = 0; i < 300; i++) {
      const custody = i % 3 === 0 ? 'child custody' : 'custody of the child';
      const long = Array.from({ length: i % 7 }, () => 'child custody hearing').join(' ');
      rows.push([i % 5 === 0 ? `Child custody ${i}` : `Question ${i}`, `${custody} in court ${long}`, i % 2 === 0 ? 'children and custody' : 'a child custody lawyer']);
    }
    const { db, doclist } = index(rows);
    const child = doclist('child')!;
    const custody = doclist('custodi')!;
    expect(child).not.toBeNull();
    const truth = db.prepare("SELECT rowid FROM t WHERE t MATCH 'child' ORDER BY rowid").pluck().all() as number[];
    expect([...child.docs]).toEqual(truth);
    const score = db.prepare('SELECT -bm25(t, 8.0, 2.0, 1.0) FROM t WHERE t MATCH ? AND rowid = ?').pluck();
    // The weighted hits give back FTS5's score ordering: equal hits in equally long rows, equal scores.
    for (let i = 0; i < child.docs.length; i++) {
      const doc = child.docs[i]!;
      const [a, b, c] = rows[(doc - 1) / 3]!;
      const hits = (text: string) => (text.toLowerCase().match(/\bchild\b/g) ?? []).length;
      expect(weightedCount(child, i, WEIGHTS), `row ${doc}`).toBe(8 * hits(a) + 2 * hits(b) + hits(c));
    }
    const phrase = phraseRows([child, custody], WEIGHTS);
    const phraseTruth = db.prepare(`SELECT rowid FROM t WHERE t MATCH '"child custody"' ORDER BY rowid`).pluck().all() as number[];
    expect([...phrase.docs]).toEqual(phraseTruth);
    phrase.docs.forEach((doc, i) => {
      const [a, b, c] = rows[(doc - 1) / 3]!;
      const hits = (text: string) => (text.toLowerCase().match(/child custody/g) ?? []).length;
      expect(phrase.freqs[i], `row ${doc}`).toBe(8 * hits(a) + 2 * hits(b) + hits(c));
      expect(score.get('"child custody"', doc)).toBeGreaterThan(0);
    });
    // A repeated word and a phrase of three.
    const three = phraseRows([child, custody, doclist('hear')!], WEIGHTS);
    expect([...three.docs]).toEqual(db.prepare(`SELECT rowid FROM t WHERE t MATCH '"child custody hearing"' ORDER BY rowid`).pluck().all());
    expect([...phraseRows([custody, custody], WEIGHTS).docs]).toEqual([]);
    expect(doclist('zebra')).toBeNull();
  });
});
