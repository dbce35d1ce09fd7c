import type { Database } from 'better-sqlite3';
import { RelatedIndex, titleTerms } from '#app/domain/question-related.ts';

/**
 * Precomputes every question's related questions (app/domain/question-related.ts) into
 * related_questions, so the page reads them with one primary-key lookup. The questions
 * are read in (category, place, date) order, the order the neighbour search relies on.
 */
export default function deriveRelatedQuestions(db: Database): void {
  const index = new RelatedIndex();
  const ids: number[] = [];
  const rows = db
    .prepare(
      `SELECT q.id, q.title, q.body, q.category_id, coalesce(q.state, q.country, '') AS place, q.posted_at,
         (SELECT group_concat(t.tag, ' ') FROM question_tags t WHERE t.question_id = q.id) AS tags
       FROM questions q ORDER BY q.category_id, place, q.posted_at, q.id`,
    )
    .raw()
    .iterate() as IterableIterator<[number, string, string, number, string, number, string | null]>;
  for (const [id, title, body, category, place, postedAt, tags] of rows) {
    ids.push(id);
    index.add(category, place, postedAt, titleTerms(tags ? `${title} ${tags}` : title), title, body);
  }

  const related: (number[] | undefined)[] = new Array(ids.length);
  index.compute(undefined, (q, list) => {
    if (list.length) related[q] = list.map((c) => ids[c]!);
  });

  // Inserted in id order: appending to the table's b-tree is the cheap way to fill it.
  const order = Int32Array.from(ids.keys()).sort((a, b) => ids[a]! - ids[b]!);
  const insert = db.prepare('INSERT INTO related_questions (question_id, related) VALUES (?, ?)');
  db.transaction(() => {
    for (const q of order) {
      const list = related[q];
      if (list) insert.run(ids[q], JSON.stringify(list));
    }
  })();
}
