import { buildSpellingIndex, selectTargets } from '#app/search/understanding/spelling.ts';
import { isNameEvidence, VocabularyCounter } from '#app/search/understanding/vocabulary.ts';
import type { Database } from 'better-sqlite3';

/** Words in fewer documents are never offered as a correction. */
export const SPELLING_MIN_DF = 3;
/** At most this many targets (the most frequent): bounds the index at ~30 deletes each. */
export const SPELLING_MAX_TARGETS = 100_000;

/**
 * Spelling correction data (docs/search.md, "Spelling correction"): counts every surface
 * word of the questions and their answers (search_spelling_words: documents, name or not)
 * and builds the delete index over the correction targets (search_spelling_index), read
 * once per archive by app/search/engines/sqlite/spelling.server.ts.
 */
export default function searchSpelling(db: Database, options: { minDf?: number; maxTargets?: number } = {}): void {
  const minDf = options.minDf ?? SPELLING_MIN_DF;
  const maxTargets = options.maxTargets ?? SPELLING_MAX_TARGETS;
  const counter = new VocabularyCounter();
  // Questions and their answers, both in question order, read side by side.
  const answers = db
    .prepare('SELECT question_id, body FROM answers ORDER BY question_id')
    .raw()
    .iterate() as IterableIterator<[number, string]>;
  let answer = answers.next();
  for (const [id, title, body] of db
    .prepare('SELECT id, title, body FROM questions ORDER BY id')
    .raw()
    .iterate() as IterableIterator<[number, string, string]>) {
    while (!answer.done && answer.value[0] < id) answer = answers.next();
    const texts = [body];
    while (!answer.done && answer.value[0] === id) {
      texts.push(answer.value[1]);
      answer = answers.next();
    }
    counter.addDocument(title, texts);
  }

  const insertWord = db.prepare('INSERT INTO search_spelling_words (word, df, proper_name) VALUES (?, ?, ?)');
  db.prepare('DELETE FROM search_spelling_words').run();
  const words = [...counter.words].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  db.transaction(() => {
    for (const [word, count] of words) insertWord.run(word, count.df, isNameEvidence(count) ? 1 : 0);
  })();

  const targets = selectTargets(
    words.map(([word, count]) => ({ word, df: count.df })),
    minDf,
    maxTargets,
  );
  const index = buildSpellingIndex(targets);
  const blob = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  db.prepare('DELETE FROM search_spelling_index').run();
  db.prepare('INSERT INTO search_spelling_index (min_df, words, dfs, keys, targets) VALUES (?, ?, ?, ?, ?)').run(
    minDf,
    index.words.join('\n'),
    blob(index.dfs),
    blob(index.keys),
    blob(index.targets),
  );
}
