import {
  indexedPrefix,
  isSmallWord,
  matchesTyped,
  oneEditAway,
  suggestWords,
  SUGGEST_FUZZY_FROM,
  SUGGEST_LIMIT,
  typedWords,
  type Suggestion,
} from '#app/domain/suggest.ts';
import { statement } from './archive.server.ts';

interface PrefixRow {
  total: number;
  ids: Buffer;
}

function prefixRow(prefix: string): PrefixRow | undefined {
  return statement('SELECT total, ids FROM suggest_prefixes WHERE prefix = ?').get(prefix) as PrefixRow | undefined;
}

/** A typed word as the index knows it: itself, or from its third letter the one-typo spelling most suggestions have. */
function resolveWord(word: string): { word: string; row: PrefixRow } | null {
  const row = prefixRow(indexedPrefix(word));
  if (row) return { word, row };
  if (word.length < SUGGEST_FUZZY_FROM) return null;
  // Every spelling one edit away, looked up in one statement: SQLite walks the index for each.
  const best = statement(
    'SELECT prefix, total, ids FROM suggest_prefixes WHERE prefix IN (SELECT value FROM json_each(?)) ORDER BY total DESC, prefix LIMIT 1',
  ).get(JSON.stringify(oneEditAway(indexedPrefix(word)))) as (PrefixRow & { prefix: string }) | undefined;
  return best ? { word: best.prefix, row: best } : null;
}

/**
 * At most SUGGEST_LIMIT suggestions for what the visitor has typed so far (GET
 * /api/suggest): suggestions in which every typed word begins a word, best first. The
 * candidates are the best suggestions of the typed word fewest suggestions have.
 */
export function getSuggestions(q: unknown): Suggestion[] {
  const typed = typedWords(q);
  if (typed.length === 0) return [];
  const found = suggestionsFor(typed);
  // "can my landlord ke": when every word together finds nothing, the small words finished
  // before the last one are let go.
  if (found.length > 0 || typed.length < 2) return found;
  const telling = typed.filter((w, i) => i === typed.length - 1 || !isSmallWord(w));
  return telling.length < typed.length ? suggestionsFor(telling) : found;
}

function suggestionsFor(typed: readonly string[]): Suggestion[] {
  const resolved = typed.map(resolveWord);
  if (resolved.some((r) => r === null)) return [];
  const words = resolved.map((r) => r!.word);
  const rarest = resolved.reduce((a, b) => (b!.row.total < a!.row.total ? b : a))!;
  const ids = rarest.row.ids;
  const byId = statement('SELECT text, question_id AS questionId, state FROM suggestions WHERE id = ?');
  const out: Suggestion[] = [];
  for (let at = 0; at + 4 <= ids.length; at += 4) {
    const row = byId.get(ids.readUInt32LE(at)) as Suggestion | undefined;
    if (row && matchesTyped(suggestWords(row.text), words)) out.push(row);
    if (out.length === SUGGEST_LIMIT) break;
  }
  return out;
}
