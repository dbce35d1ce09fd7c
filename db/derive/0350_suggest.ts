import type { Database } from 'better-sqlite3';
import { phraseMinTitles, suggestWords, SUGGEST_TOP_PER_PREFIX, titlePhrases, wordStarts } from '#app/domain/suggest.ts';

/** Titles suggested at most: the best-answered ones, so the index stays small at any archive size. */
export const SUGGEST_MAX_TITLES = 400_000;
/** Phrases suggested at most. */
export const SUGGEST_MAX_PHRASES = 50_000;
/** Distinct phrases counted before the ones seen once are forgotten (bounds memory on a big archive). */
const PHRASE_COUNT_BOUND = 2_000_000;

interface Candidate {
  text: string;
  questionId: number | null;
  state: string | null;
  weight: number;
}

/**
 * The search box's suggestions (docs/search.md, "Suggestions"): the titles of answered
 * questions and the frequent phrases of those titles, weighted by the questions and
 * answers behind them, and the word-start index that finds them as the visitor types.
 */
export default function suggest(db: Database): void {
  const titles = new Map<string, Candidate>();
  const phrases = new Map<string, { titles: number; answers: number }>();
  let questions = 0;
  const rows = db.prepare('SELECT id, title, answer_count, state FROM questions WHERE answer_count > 0').raw().iterate() as IterableIterator<
    [number, string, number, string | null]
  >;
  for (const [id, title, answers, state] of rows) {
    questions++;
    const text = title.trim().replace(/\s+/g, ' ');
    const words = suggestWords(text);
    if (words.length === 0) continue;
    const key = words.join(' ');
    const weight = 1 + answers;
    const seen = titles.get(key);
    if (!seen || seen.weight < weight) titles.set(key, { text, questionId: id, state, weight });
    for (const phrase of titlePhrases(words)) {
      const count = phrases.get(phrase);
      if (count) {
        count.titles++;
        count.answers += answers;
      } else phrases.set(phrase, { titles: 1, answers });
    }
    if (phrases.size > PHRASE_COUNT_BOUND) for (const [p, c] of phrases) if (c.titles === 1) phrases.delete(p);
  }

  const byWeight = (a: Candidate, b: Candidate) => b.weight - a.weight || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  const minTitles = phraseMinTitles(questions);
  const phraseList: Candidate[] = [];
  for (const [text, c] of phrases) if (c.titles >= minTitles && !titles.has(text)) phraseList.push({ text, questionId: null, state: null, weight: c.titles + c.answers });
  const chosen = [...phraseList.sort(byWeight).slice(0, SUGGEST_MAX_PHRASES), ...[...titles.values()].sort(byWeight).slice(0, SUGGEST_MAX_TITLES)].sort(byWeight);

  db.prepare('DELETE FROM suggestions').run();
  db.prepare('DELETE FROM suggest_prefixes').run();
  const insert = db.prepare('INSERT INTO suggestions (id, text, question_id, state, weight) VALUES (?, ?, ?, ?, ?)');
  const prefixes = new Map<string, { total: number; ids: number[] }>();
  db.transaction(() => {
    chosen.forEach((c, i) => {
      const id = i + 1;
      insert.run(id, c.text, c.questionId, c.state, c.weight);
      for (const start of wordStarts(suggestWords(c.text))) {
        const entry = prefixes.get(start);
        if (!entry) prefixes.set(start, { total: 1, ids: [id] });
        else {
          entry.total++;
          if (entry.ids.length < SUGGEST_TOP_PER_PREFIX) entry.ids.push(id);
        }
      }
    });
  })();
  const insertPrefix = db.prepare('INSERT INTO suggest_prefixes (prefix, total, ids) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const [prefix, { total, ids }] of prefixes) {
      const blob = Uint32Array.from(ids);
      insertPrefix.run(prefix, total, Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength));
    }
  })();
}
