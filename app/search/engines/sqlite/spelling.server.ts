import {
  indexCandidates,
  type SpellingCandidate,
  type SpellingIndexData,
  type SpellingSource,
  type WordStats,
} from '../../understanding/spelling.ts';
import { STOPWORDS } from '../../query/parse.ts';
import { createLexicon, type Lexicon } from '../../understanding/understand.ts';

/** The part of a better-sqlite3 connection the loader uses. */
interface Statement {
  get(...params: unknown[]): unknown;
}
interface Connection {
  prepare(sql: string): Statement;
}

interface IndexRow {
  words: string;
  dfs: Buffer;
  keys: Buffer;
  targets: Buffer;
}

const UNKNOWN: WordStats = { df: 0, properName: false };

function uint32s(buffer: Buffer): Uint32Array {
  // better-sqlite3 hands out BLOBs in buffers that need not be 4-byte aligned.
  const aligned = buffer.byteOffset % 4 === 0 ? buffer : Buffer.from(buffer);
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
}

/**
 * An archive's spelling data (db/migrations/0330_search_spelling.sql): the delete index over
 * the correction targets, read once when the archive is opened (~10-25 bytes per delete; see
 * docs/search.md), and the statistics of any word by primary key, one lookup per typed word.
 * One per connection; nothing here walks the vocabulary per request.
 */
export class ArchiveSpelling implements SpellingSource {
  private readonly statsOf: Statement;

  private constructor(
    connection: Connection,
    readonly index: SpellingIndexData,
  ) {
    this.statsOf = connection.prepare('SELECT df, proper_name AS properName FROM search_spelling_words WHERE word = ?');
  }

  /** The archive's spelling data, or null for an archive built before migration 0330 (no correction). */
  static load(connection: Connection): ArchiveSpelling | null {
    const present = connection
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_spelling_index'")
      .get();
    if (!present) return null;
    const row = connection.prepare('SELECT words, dfs, keys, targets FROM search_spelling_index').get() as
      IndexRow | undefined;
    if (!row) return null;
    const index: SpellingIndexData = {
      words: row.words === '' ? [] : row.words.split('\n'),
      dfs: uint32s(row.dfs),
      keys: uint32s(row.keys),
      targets: uint32s(row.targets),
    };
    return new ArchiveSpelling(connection, index);
  }

  wordStats(word: string): WordStats {
    const row = this.statsOf.get(word) as { df: number; properName: number } | undefined;
    return row ? { df: row.df, properName: row.properName === 1 } : UNKNOWN;
  }

  candidates(word: string, maxEdits: number): readonly SpellingCandidate[] {
    return indexCandidates(this.index, word, maxEdits);
  }
}

/** What query understanding reads from an archive (its spelling data, the query parser's stopwords): one per archive, for every engine. */
export function archiveLexicon(connection: Connection): Lexicon {
  return createLexicon({ spelling: ArchiveSpelling.load(connection), stopwords: STOPWORDS });
}
