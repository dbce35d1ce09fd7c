import { highlightHtml, hasMarks } from '#app/search/query/highlight.ts';
import type { SearchHit, SearchResult } from '#app/search/results/result.ts';
import { questionPath } from '#app/domain/urls.ts';

/**
 * JSON shapes of the search calls. A hit carries the spec's search-hit fields (id, score,
 * state, category, posted_ts, question_short, answer_short, highlight); highlight values
 * are escaped HTML whose only tags are <mark>.
 */
export function hitHighlight(hit: SearchHit): { question_short: string[]; answer_short: string[] } {
  return {
    question_short: hasMarks(hit.questionShortMarked) ? [highlightHtml(hit.questionShortMarked)] : [],
    answer_short:
      hit.answerShortMarked && hasMarks(hit.answerShortMarked) ? [highlightHtml(hit.answerShortMarked)] : [],
  };
}

export function hitSource(hit: SearchHit) {
  return {
    id: hit.id,
    title: hit.title,
    state: hit.state,
    country: hit.country,
    category: hit.categoryId,
    posted_ts: hit.postedAt,
    question_short: hit.questionShort,
    answer_short: hit.answerShort,
    answer_count: hit.answerCount,
    url: questionPath(hit),
  };
}

/** What search understood of the words (docs/search.md, "Understanding a query"), in both APIs. */
export function understoodQuery(result: SearchResult) {
  return {
    corrected_query: result.correctedQuery,
    original_query: result.originalQuery,
    place_filter: result.placeFilter
      ? {
          state: result.placeFilter.code,
          name: result.placeFilter.name,
          others_follow: result.placeFilter.othersFollow === true,
        }
      : null,
  };
}

export function searchApiResponse(result: SearchResult) {
  return {
    ...understoodQuery(result),
    hits: result.hits.map((hit) => ({ ...hitSource(hit), score: round(hit.score), highlight: hitHighlight(hit) })),
    total: result.total,
    total_approximate: result.totalApproximate,
    page: result.page,
    page_size: result.pageSize,
    mode: result.mode,
    dropped_words: result.dropped,
    facets: {
      approximate: result.facets.approximate,
      state: result.facets.state.map((f) => ({ state: f.value, count: f.count })),
      category: result.facets.category.map((f) => ({ category: f.value, count: f.count })),
    },
    elapsed_ms: result.elapsedMs,
    cached: result.cached,
  };
}

/** The original service's answer: `{ hits: { total, hits: [{ _id, _score, _source, highlight }] } }`. */
export function jsonSearchResponse(result: SearchResult) {
  return {
    took: Math.round(result.elapsedMs),
    timed_out: false,
    ...understoodQuery(result),
    hits: {
      total: result.total,
      total_relation: result.totalApproximate ? 'gte' : 'eq',
      hits: result.hits.map((hit) => ({
        _id: hit.id,
        _score: round(hit.score),
        _source: hitSource(hit),
        highlight: hitHighlight(hit),
      })),
    },
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
