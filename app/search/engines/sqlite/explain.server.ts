import { getArchive, statement } from '#app/data/archive.server.ts';
import type { SearchSettings } from '../../config.ts';
import { parseSearchText, type Phrase } from '../../query/parse.ts';
import { TITLE_COVERAGE_MIN_CONCEPTS, withoutWords } from '../../query/plan.ts';
import { archivePlan } from './information.server.ts';
import type { SearchResult } from '../../results/result.ts';
import { understandRequest } from '../../service.ts';
import { archiveLexicon } from './spelling.server.ts';

/**
 * A hit's score taken apart (`/api/search?explain=1`, for relevance work): the concepts of
 * the query plan, each alternative's BM25 in the question (FTS5's, the engine's weights) and
 * whether its title has it, the coverage and title factors of relaxed matching, and the place
 * preference. Recomputed from the archive after the search, so it reads the same for either
 * engine; the SQLite engine's relaxed score is the product of these parts (expansions aside,
 * whose weight the engine also caps at the typed word's IDF).
 */
export interface HitExplanation {
  readonly id: number;
  readonly concepts: ReadonlyArray<{
    readonly words: string;
    readonly matched: boolean;
    readonly inTitle: boolean;
    /** The sum of its alternatives' BM25, each times its weight. */
    readonly bm25: number;
    readonly alternatives: ReadonlyArray<{ readonly phrase: string; readonly expansion: boolean; readonly weight: number; readonly bm25: number; readonly inTitle: boolean }>;
  }>;
  readonly bm25: number;
  /** Relaxed matching's factor: (share of the concepts the question has)^exponent, by count; 1 when all words are required. */
  readonly coverage: { readonly matched: number; readonly of: number; readonly factor: number };
  /** Title coverage (decision 0014); factor 1 below TITLE_COVERAGE_MIN_CONCEPTS concepts. */
  readonly title: { readonly concepts: number; readonly factor: number };
  /** A state read from the words: preferred questions come first among similar scores (decision 0034). */
  readonly place: { readonly state: string; readonly questionState: string | null; readonly preferred: boolean } | null;
  /** bm25 x coverage x title. */
  readonly score: number;
}

const quote = (phrase: Phrase) => `"${phrase.join(' ').replaceAll('"', '""')}"`;

export function explainHits(result: SearchResult, settings: SearchSettings): HitExplanation[] {
  if (result.hits.length === 0) return [];
  const understood = understandRequest(result.request, archiveLexicon(getArchive()), settings);
  const parsed = withoutWords(parseSearchText(understood.query.text), result.dropped);
  const plan = archivePlan(parsed, understood.query.expansions);
  const docOf = statement('SELECT doc FROM question_search_docs WHERE question_id = ?').pluck();
  const docs = result.hits.map((hit) => docOf.get(hit.id) as number);
  const inDocs = JSON.stringify(docs);
  const scored = statement(
    'SELECT rowid AS doc, -bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0) AS score FROM question_search WHERE question_search MATCH ? AND rowid IN (SELECT value FROM json_each(?))',
  );
  const anywhere = statement('SELECT 1 FROM question_search WHERE question_search MATCH ? LIMIT 1').pluck();
  const perPhrase = new Map<string, { score: Map<number, number>; title: Set<number>; exists: boolean }>();
  const phraseParts = (phrase: Phrase) => {
    const key = quote(phrase);
    let parts = perPhrase.get(key);
    if (!parts) {
      const rows = scored.all(key, inDocs) as Array<{ doc: number; score: number }>;
      const titled = scored.all(`title : ${key}`, inDocs) as Array<{ doc: number }>;
      parts = { score: new Map(rows.map((r) => [r.doc, r.score])), title: new Set(titled.map((r) => r.doc)), exists: anywhere.get(key) !== undefined };
      perPhrase.set(key, parts);
    }
    return parts;
  };
  // Concepts no question has do not count (the engine leaves them out of the coverage too).
  const live = plan.concepts.filter((concept) => concept.alternatives.some((a) => phraseParts(a.phrase).exists)).length;
  const relaxed = settings.relaxed && plan.relaxed;
  const titled = relaxed && settings.titleWeight > 0 && live >= TITLE_COVERAGE_MIN_CONCEPTS && result.request.sort !== 'newest';
  return result.hits.map((hit, i) => {
    const doc = docs[i]!;
    const concepts = plan.concepts.map((concept) => {
      const alternatives = concept.alternatives.map((a, n) => {
        const parts = phraseParts(a.phrase);
        return { phrase: a.phrase.join(' '), expansion: n > 0, weight: round(a.weight), bm25: round(parts.score.get(doc) ?? 0), inTitle: parts.title.has(doc) };
      });
      return {
        words: concept.alternatives[0]!.phrase.join(' '),
        matched: alternatives.some((a) => a.bm25 > 0),
        inTitle: alternatives.some((a) => a.inTitle),
        bm25: round(alternatives.reduce((sum, a) => sum + a.weight * a.bm25, 0)),
        alternatives,
      };
    });
    const bm25 = concepts.reduce((sum, c) => sum + c.bm25, 0);
    const matched = concepts.filter((c) => c.matched).length;
    const coverage = relaxed && live > 0 ? Math.pow(Math.min(1, matched / live), settings.coverageExponent) : 1;
    const titleConcepts = concepts.filter((c) => c.matched && c.inTitle).length;
    const title = titled ? 1 + (settings.titleWeight / live) * titleConcepts : 1;
    const place = result.placeFilter ? { state: result.placeFilter.code, questionState: hit.state, preferred: hit.state === result.placeFilter.code } : null;
    return {
      id: hit.id,
      concepts,
      bm25: round(bm25),
      coverage: { matched, of: live, factor: round(coverage) },
      title: { concepts: titleConcepts, factor: round(title) },
      place,
      score: round(bm25 * coverage * title),
    };
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
