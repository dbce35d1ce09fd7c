import { z } from 'zod';
import shipped from './synonyms.json' with { type: 'json' };
import { AREA_TABLES } from './synonyms/areas.ts';
import { wordSpans } from './text-spans.ts';

/**
 * Lay and legal vocabulary (docs/search.md, "Synonyms"): the curated table in synonyms.json
 * and one file per practice area in synonyms/, checked and compiled once, and the matcher that finds its phrases in a query. An entry is
 * either `same` (each of its phrases brings the others) or `lay` -> `legal` (the visitor's
 * words bring the legal words, never the other way round), with optional conditions:
 * `when` (at least one of these words or phrases is also in the query) and `unless` (none
 * is). Expansions are marked as such: the engine counts them less than typed words.
 */

/** How much an expansion counts next to a typed word (the engine's weight for it). */
export const EXPANSION_WEIGHT = 0.25;

const phrase = z
  .string()
  .trim()
  .min(1)
  .regex(/^[^"]+$/, 'no quotes in a phrase');
const entrySchema = z
  .object({
    area: z.string().min(1),
    same: z.array(phrase).min(2).optional(),
    lay: z.array(phrase).min(1).optional(),
    legal: z.array(phrase).min(1).optional(),
    when: z.array(phrase).min(1).optional(),
    unless: z.array(phrase).min(1).optional(),
  })
  .strict()
  .refine(
    (e) => (e.same ? !e.lay && !e.legal : !!e.lay && !!e.legal),
    'an entry has either "same", or both "lay" and "legal"',
  );
const tableSchema = z.object({ about: z.string().optional(), entries: z.array(entrySchema).min(1) }).strict();

type Words = readonly string[];

interface CompiledEntry {
  readonly index: number;
  readonly area: string;
  /** The file the entry is written in ("synonyms.json", "synonyms/criminal.json"). */
  readonly file: string;
  readonly from: readonly Words[];
  readonly to: readonly Words[];
  readonly when: readonly Words[];
  readonly unless: readonly Words[];
  /** A `same` entry: true equivalents, which also apply inside a longer matched phrase. */
  readonly same: boolean;
}

export interface SynonymTable {
  readonly entries: readonly CompiledEntry[];
  /** Entry phrases by their first word, for the matcher. */
  readonly byFirstWord: ReadonlyMap<string, ReadonlyArray<{ entry: CompiledEntry; phrase: Words }>>;
}

/** An expansion of the query: typed words and the phrases they bring. */
export interface Expansion {
  /** The typed words that matched, as the table writes them ("kicked out"). */
  readonly matched: string;
  /** Phrases to search besides the typed words (each a list of words), none already in the query. */
  readonly phrases: readonly Words[];
  readonly area: string;
  /** Always EXPANSION_WEIGHT: expansions count less than what was typed. */
  readonly weight: number;
  /** The entry's position in the table (for tests and the docs' explanations). */
  readonly entry: number;
}

const toWords = (text: string): Words => wordSpans(text).map((s) => s.word);

/** One file of the table: its name (for errors), and the practice area all its entries must name, if any. */
export interface SynonymFile {
  readonly file: string;
  readonly area?: string;
  readonly data: unknown;
}

/** Checks and compiles a table (the shipped one, or a test's); throws naming the bad entry. */
export function compileSynonyms(data: unknown): SynonymTable {
  return compileSynonymFiles([{ file: '', data }]);
}

/** Checks every file and compiles them as one table, entries numbered across the files in order. */
export function compileSynonymFiles(files: readonly SynonymFile[]): SynonymTable {
  const entries: CompiledEntry[] = [];
  for (const { file, area, data } of files) {
    const where = file ? `synonym table ${file}` : 'synonym table';
    const parsed = tableSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${where}: ${issue.path.join('.')}: ${issue.message}`);
    }
    parsed.data.entries.forEach((e, i) => {
      const from = (e.same ?? e.lay)!.map(toWords);
      const to = (e.same ?? e.legal)!.map(toWords);
      if ([...from, ...to].some((w) => w.length === 0)) throw new Error(`${where}: entries.${i}: a phrase without words`);
      // An area's file holds that area's entries only, so a reader finds an entry where it belongs.
      if (area !== undefined && e.area !== area)
        throw new Error(`${where}: entries.${i}.area: "${e.area}" in the file of "${area}"`);
      const when = (e.when ?? []).map(toWords);
      const unless = (e.unless ?? []).map(toWords);
      entries.push({ index: entries.length, area: e.area, file, from, to, when, unless, same: !!e.same });
    });
  }
  const byFirstWord = new Map<string, Array<{ entry: CompiledEntry; phrase: Words }>>();
  for (const entry of entries) {
    for (const p of entry.from) {
      const list = byFirstWord.get(p[0]!) ?? [];
      list.push({ entry, phrase: p });
      byFirstWord.set(p[0]!, list);
    }
  }
  return { entries, byFirstWord };
}

let compiled: SynonymTable | undefined;

/** The table shipped with the site (synonyms.json, then the area files), compiled once. */
export function shippedSynonyms(): SynonymTable {
  compiled ??= compileSynonymFiles([{ file: 'synonyms.json', data: shipped }, ...AREA_TABLES]);
  return compiled;
}

/** A query word matches a table word when equal, or one is the other plus a plural ending. */
function sameWord(typed: string, table: string): boolean {
  return typed === table || typed === `${table}s` || typed === `${table}es` || table === `${typed}s`;
}

function matchesAt(tokens: Words, i: number, p: Words): boolean {
  return i + p.length <= tokens.length && p.every((w, k) => sameWord(tokens[i + k]!, w));
}

function contains(tokens: Words, p: Words): boolean {
  for (let i = 0; i + p.length <= tokens.length; i++) if (matchesAt(tokens, i, p)) return true;
  return false;
}

function candidatesAt(table: SynonymTable, token: string) {
  const singular = token.endsWith('es')
    ? [token.slice(0, -1), token.slice(0, -2)]
    : token.endsWith('s')
      ? [token.slice(0, -1)]
      : [];
  return [token, ...singular].flatMap((t) => table.byFirstWord.get(t) ?? []);
}

/**
 * The expansions of a query's words (its bare words, in order, in the index's form). The
 * longest phrase that matches at a place (its entry's conditions met) wins; a shorter phrase
 * inside it is not matched again ("workers comp" is one match, not also "comp").
 */
export function expandSynonyms(tokens: Words, table: SynonymTable): Expansion[] {
  interface Hit {
    start: number;
    end: number;
    entry: CompiledEntry;
    phrase: Words;
  }
  // An entry whose conditions fail is no match at all, so it never hides a shorter phrase
  // inside it ("out of my paycheck" without debt words leaves "paycheck" to the wage claim).
  const applies = (entry: CompiledEntry) =>
    (entry.when.length === 0 || entry.when.some((w) => contains(tokens, w))) &&
    !entry.unless.some((w) => contains(tokens, w));
  const hits: Hit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const { entry, phrase: p } of candidatesAt(table, tokens[i]!)) {
      if (matchesAt(tokens, i, p) && applies(entry)) hits.push({ start: i, end: i + p.length, entry, phrase: p });
    }
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: Hit[] = [];
  for (const hit of hits) {
    const overlaps = (t: Hit) => hit.start < t.end && t.start < hit.end && !(t.start === hit.start && t.end === hit.end);
    const within = (t: Hit) => t.start <= hit.start && hit.end <= t.end;
    // A longer match taken first hides what overlaps it, except true equivalents of a word
    // inside it ("executor" in "executor fees" also brings "personal representative").
    if (taken.every((t) => !overlaps(t) || (hit.entry.same && within(t)))) taken.push(hit);
  }
  const out: Expansion[] = [];
  const brought = new Set<string>();
  for (const hit of taken.sort((a, b) => a.start - b.start || a.entry.index - b.entry.index)) {
    const { entry } = hit;
    const phrases = entry.to.filter((p) => {
      const key = p.join(' ');
      if (contains(tokens, p) || brought.has(key)) return false;
      brought.add(key);
      return true;
    });
    if (phrases.length > 0)
      out.push({
        matched: hit.phrase.join(' '),
        phrases,
        area: entry.area,
        weight: EXPANSION_WEIGHT,
        entry: entry.index,
      });
  }
  return out;
}

/** Every word of the table's phrases (spelling correction leaves them as typed: "repo" is not a typo of "report"). */
export function synonymWords(table: SynonymTable): Set<string> {
  const out = new Set<string>();
  for (const entry of table.entries) for (const p of [...entry.from, ...entry.to]) for (const w of p) out.add(w);
  return out;
}
