import { US_STATES_AND_TERRITORIES } from '#app/domain/reference/places.ts';
import { rewrite, wordSpans, type WordSpan } from './text-spans.ts';

/**
 * Places typed in the text (docs/search.md, "Places in the text"): "custody in texas",
 * "in TX", "california eviction". Recognised: "in" (optionally "in the state of") followed
 * by a state's name or code, and a state's name at the start or the end of a short query.
 * Not recognised: a state word that is part of a name ("Washington Mutual", "New York
 * Life", "Indiana Jones"), a state name used as a first name where the text shows it ("my
 * aunt Virginia", "Georgia Smith"), a code that is an ordinary word unless typed in
 * capitals ("in me", "in or"), and queries naming two different states.
 */

export interface RecognisedPlace {
  /** USPS code of the state, DC or territory. */
  readonly code: string;
  readonly name: string;
  /** The words that named it, as typed ("in texas", "California"). */
  readonly typed: string;
  /** The query without those words. */
  readonly rest: string;
}

/** Names that contain a state's name but are not about the state. */
const NAMES_WITH_STATE_WORDS: readonly string[] = [
  'washington mutual',
  'washington post',
  'washington redskins',
  'washington commanders',
  'washington nationals',
  'washington wizards',
  'george washington',
  'denzel washington',
  'booker t washington',
  'martha washington',
  'new york life',
  'new york times',
  'new york giants',
  'new york jets',
  'new york yankees',
  'new york mets',
  'new york knicks',
  'new york post',
  'new york minute',
  'indiana jones',
  'indiana pacers',
  'texas instruments',
  'texas roadhouse',
  'texas rangers',
  'georgia pacific',
  'georgia power',
  'florida power',
  'kansas city',
  'arizona iced tea',
  'alabama shakes',
  'virginia woolf',
  'hannah montana',
  'joe montana',
  'tony montana',
  'tennessee williams',
  'carolina panthers',
  'utah jazz',
  'colorado rockies',
  'minnesota vikings',
  'new jersey devils',
  'jersey shore',
  'kentucky fried chicken',
  'nevada smith',
  'oregon trail',
  'missouri compromise',
  'delaware north',
  'wyoming county',
  'vermont teddy bear',
  'maine coon',
  'california roll',
  'california king',
  'texas holdem',
  'florida panthers',
  'dakota access',
  'dakota pipeline',
];

/** State names that are also given names: not a place when the text shows a person. */
const GIVEN_NAMES = new Set([
  'virginia',
  'georgia',
  'carolina',
  'dakota',
  'indiana',
  'montana',
  'nevada',
  'florida',
  'washington',
  'tennessee',
  'kansas',
  'missouri',
  'alabama',
]);
/** Words right before a given name that show a person ("my aunt Virginia"). */
const PERSON_BEFORE = new Set([
  'my',
  'named',
  'called',
  'wife',
  'husband',
  'daughter',
  'son',
  'mother',
  'mom',
  'father',
  'dad',
  'aunt',
  'uncle',
  'sister',
  'brother',
  'friend',
  'girlfriend',
  'boyfriend',
  'grandmother',
  'grandma',
  'niece',
  'cousin',
  'ms',
  'mrs',
  'miss',
  'mr',
  'dr',
  'dear',
  'ex',
  'neighbor',
  'neighbour',
  'landlady',
  'boss',
  'fiance',
  'fiancee',
  'partner',
]);
/** Codes that are also ordinary words: recognised only when typed in capitals. */
const WORDLIKE_CODES = new Set([
  'in',
  'or',
  'me',
  'oh',
  'ok',
  'hi',
  'as',
  'de',
  'la',
  'id',
  'al',
  'pa',
  'ma',
  'mt',
  'co',
  'mo',
  'wa',
  'ga',
  'md',
  'ms',
  'ct',
  'nd',
  'sd',
  'pr',
  'va',
  'gu',
  'vi',
  'mp',
]);
/** A query of at most this many words may have a state's name at its start or end without "in". */
const SHORT_QUERY_WORDS = 6;

interface StateName {
  readonly code: string;
  readonly name: string;
  readonly words: readonly string[];
}

const words = (text: string) => wordSpans(text).map((s) => s.word);

function stateNames(): StateName[] {
  const out: StateName[] = [];
  for (const place of US_STATES_AND_TERRITORIES) {
    out.push({ code: place.code, name: place.name, words: words(place.name) });
  }
  out.push({ code: 'DC', name: 'District of Columbia', words: ['washington', 'dc'] });
  out.push({ code: 'DC', name: 'District of Columbia', words: ['washington', 'd', 'c'] });
  out.push({ code: 'VI', name: 'U.S. Virgin Islands', words: ['virgin', 'islands'] });
  // Longest first, so "west virginia" wins over "virginia" and "new york" needs both words.
  return out.sort((a, b) => b.words.length - a.words.length);
}

/** The recognisers' tables, built once by whoever searches (a test can build its own). */
export interface PlaceTables {
  readonly names: readonly StateName[];
  readonly codes: ReadonlyMap<string, { code: string; name: string }>;
  readonly blockers: ReadonlyArray<readonly string[]>;
}

export function placeTables(): PlaceTables {
  const codes = new Map<string, { code: string; name: string }>();
  for (const place of US_STATES_AND_TERRITORIES)
    codes.set(place.code.toLowerCase(), { code: place.code, name: place.name });
  return { names: stateNames(), codes, blockers: NAMES_WITH_STATE_WORDS.map(words) };
}

const startsAt = (spans: readonly WordSpan[], i: number, phrase: readonly string[]) =>
  phrase.every((w, k) => spans[i + k]?.bare === true && spans[i + k]!.word === w);

interface Mention {
  code: string;
  name: string;
  /** First and last span of the state's words. */
  from: number;
  to: number;
  /** Whether the mention came with "in" (its first span), or is a bare name or code. */
  withIn: boolean;
  isCode: boolean;
}

function insideName(spans: readonly WordSpan[], from: number, to: number, tables: PlaceTables): boolean {
  for (const blocker of tables.blockers) {
    for (let i = Math.max(0, from - blocker.length + 1); i <= to; i++) {
      if (i + blocker.length - 1 >= from && startsAt(spans, i, blocker)) return true;
    }
  }
  return false;
}

function looksLikePerson(spans: readonly WordSpan[], from: number, to: number, state: StateName): boolean {
  if (state.words.length !== 1 || !GIVEN_NAMES.has(state.words[0]!)) return false;
  const before = spans[from - 1];
  if (before && PERSON_BEFORE.has(before.word)) return true;
  // "Virginia Smith": typed with a capital and followed by another capitalized word that names no state.
  const after = spans[to + 1];
  const capital = (s: WordSpan) => s.typed[0] !== s.typed[0]!.toLowerCase() && s.typed !== s.typed.toUpperCase();
  return !!after && capital(spans[from]!) && capital(after);
}

function mentions(spans: readonly WordSpan[], tables: PlaceTables): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i < spans.length; i++) {
    if (!spans[i]!.bare) continue;
    const state = tables.names.find((s) => startsAt(spans, i, s.words));
    if (state) {
      const to = i + state.words.length - 1;
      if (!insideName(spans, i, to, tables) && !looksLikePerson(spans, i, to, state)) {
        out.push({
          code: state.code,
          name: tables.codes.get(state.code.toLowerCase())!.name,
          from: i,
          to,
          withIn: false,
          isCode: false,
        });
      }
      i = to;
      continue;
    }
    const code = tables.codes.get(spans[i]!.word);
    const typed = spans[i]!.typed;
    if (code && typed.length === 2 && (typed === typed.toUpperCase() || !WORDLIKE_CODES.has(spans[i]!.word))) {
      out.push({ code: code.code, name: code.name, from: i, to: i, withIn: false, isCode: true });
    }
  }
  // "in", or "in the state of", right before a mention makes it one typed with "in".
  for (const m of out) {
    const lead = ['in', 'the', 'state', 'of'];
    if (m.from >= 4 && startsAt(spans, m.from - 4, lead)) {
      m.from -= 4;
      m.withIn = true;
    } else if (m.from >= 1 && spans[m.from - 1]!.bare && spans[m.from - 1]!.word === 'in') {
      m.from -= 1;
      m.withIn = true;
    }
  }
  return out;
}

/** The state the text names, or null (see the module comment for the rules). */
export function findPlace(raw: string, tables: PlaceTables): RecognisedPlace | null {
  const spans = wordSpans(raw);
  const bareCount = spans.filter((s) => s.bare).length;
  const found = mentions(spans, tables).filter((m) => {
    if (m.withIn) return true;
    // A bare code is read as a place only in capitals (TX), a bare name anywhere; either only at the start or end of a short query.
    const atEdge = m.from === 0 || m.to === spans.length - 1;
    return (
      atEdge &&
      bareCount <= SHORT_QUERY_WORDS &&
      (!m.isCode || spans[m.from]!.typed === spans[m.from]!.typed.toUpperCase())
    );
  });
  const codes = new Set(found.map((m) => m.code));
  if (codes.size !== 1) return null;
  const chosen = found.find((m) => m.withIn) ?? found[0]!;
  const start = spans[chosen.from]!.start;
  const end = spans[chosen.to]!.end;
  const rest = rewrite(raw, [{ start, end, text: ' ' }]);
  // A query that is only a place is a search for the word ("texas"), not a filter on nothing.
  if (!wordSpans(rest).some((s) => s.bare)) return null;
  return { code: chosen.code, name: chosen.name, typed: raw.slice(start, end), rest };
}
