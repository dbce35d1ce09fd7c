/**
 * Turns what a visitor typed into safe FTS5 query expressions. User text never reaches
 * MATCH as such: it is cut into word tokens the way FTS5's unicode61 tokenizer cuts it
 * (letters, digits), and every token is emitted inside double quotes, so operators
 * (AND, OR, NOT, NEAR), column filters (`:`, `{}`), prefixes (`*`, `^`) and stray quotes
 * typed by the visitor are only ever words or separators.
 *
 * Supported syntax: bare words, "quoted phrases", -exclusions (-word or -"a phrase").
 */

/** Limits keep a pasted essay from becoming a query that reads the whole index. */
export const MAX_QUERY_CHARS = 500;
export const MAX_TERMS = 12;

/**
 * Very common English words. Dropped from bare terms when the query has other words, so
 * "can my landlord keep my deposit" ranks (and costs) like "landlord keep deposit".
 * Inside quoted phrases they are kept: the phrase is matched word for word.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into ' +
    'is it its me my no not of on or our she should so than that the their them then there these they this to ' +
    'us was we were what when where which who why will with would you your yours am any about after also after ' +
    'all because before being both each few got get just more most much must now only other own same some such ' +
    'too very while'
  ).split(' '),
);

/**
 * Words of question phrasing ("what happens to my refund", "do I need to know"): they carry
 * no subject, so they never gate a match. Dropped from the bare terms like stopwords when
 * other words remain (decision 0011).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  (
    'happen happens happened happening know knows knew want wants wanted need needs needed mean means meant ' +
    'possible able anyone someone anybody somebody anything something thing things please thanks thank ' +
    'question questions wondering wonder tell advise advice way ways going really still ok okay ' +
    'help helps helping supposed thinking considering hi hello true'
  ).split(' '),
);

/**
 * Words that ask "how ..." ("how long", "how soon", "how often"): question phrasing right
 * after "how", dropped like QUESTION_WORDS (decision 0012); elsewhere ("long arm statute")
 * they are words.
 */
export const HOW_WORDS: ReadonlySet<string> = new Set('long soon often many far late early'.split(' '));

/** "find out", "found out", "figure out": learning something, question phrasing (decision 0014). */
export const FIND_WORDS: ReadonlySet<string> = new Set('find finds found finding figure figured'.split(' '));

/**
 * Stopwords that are legal terms in the company of certain words: "will" in "last will and
 * testament", "will contest", "living will", or beside a death ("if they die without a will"),
 * a trust or an estate (not a bankruptcy trustee: "when will the trustee ..." is the verb). Kept (not dropped) when the query has one of the listed words or
 * two-word phrases, in any of their forms; a table, so a new case is one line.
 */
export const LEGAL_STOPWORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    'will',
    new Set([
      ...'last testament testator living contest contested contesting probate probated executor executors executrix'.split(
        ' ',
      ),
      ...'estate estates inherit inherits inheritance inherited heir heirs beneficiary beneficiaries codicil'.split(
        ' ',
      ),
      ...'die dies died dying dead death deceased decedent wills intestate holographic witness witnesses notarized'.split(
        ' ',
      ),
      ...'trust trusts'.split(' '),
      'passed away',
      'passes away',
      'passing away',
    ]),
  ],
]);

/**
 * Words after which a stopword is a noun: "a will", "my will", "dad's will", "no will" is the
 * document, where "will I lose my house" is the verb. Kept like LEGAL_STOPWORDS.
 */
export const LEGAL_NOUN_AFTER: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['will', new Set('a the my his her their our your no s'.split(' '))],
]);

/** A phrase is one or more tokens that must appear next to each other; a bare word is a phrase of one. */
export type Phrase = readonly string[];

export interface ParsedQuery {
  /** Positive phrases, in the order typed, duplicates removed. */
  readonly include: readonly Phrase[];
  /** Phrases the results must not contain. */
  readonly exclude: readonly Phrase[];
  /** Stopwords dropped from the bare terms (for the page's explanation). */
  readonly dropped: readonly string[];
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The tokens of a chunk of text, lower-cased, as the FTS5 tokenizer would see them. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((t) => t.slice(0, 64));
}

interface Chunk {
  readonly negated: boolean;
  readonly quoted: boolean;
  readonly tokens: string[];
}

function chunks(text: string): Chunk[] {
  const out: Chunk[] = [];
  // "quoted phrase" (an unbalanced quote runs to the end), or a run of non-space characters.
  const pattern = /(-?)"([^"]*)"?|(\S+)/gu;
  for (const match of text.matchAll(pattern)) {
    if (match[3] !== undefined) {
      const raw = match[3];
      const negated = raw.startsWith('-') && raw.length > 1;
      out.push({ negated, quoted: false, tokens: tokenize(negated ? raw.slice(1) : raw) });
    } else {
      out.push({ negated: match[1] === '-', quoted: true, tokens: tokenize(match[2] ?? '') });
    }
  }
  return out.filter((c) => c.tokens.length > 0);
}

/** Reads the visitor's text into phrases; never throws, whatever the input. */
export function parseSearchText(text: string): ParsedQuery {
  const all = chunks(String(text ?? '').slice(0, MAX_QUERY_CHARS));
  const include: Phrase[] = [];
  const exclude: Phrase[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  const positives = all.filter((c) => !c.negated);
  const words = new Set(positives.flatMap((c) => c.tokens));
  const spaced = ` ${positives.flatMap((c) => c.tokens).join(' ')} `;
  // A stopword that is a legal term next to these words ("will" with "testament") is a word.
  const legalTerm = (token: string) =>
    [...(LEGAL_STOPWORDS.get(token) ?? [])].some((w) => (w.includes(' ') ? spaced.includes(` ${w} `) : words.has(w)));
  // ... and so is one right after a word that makes it a noun ("a will").
  const nouns = new Set(
    all.filter((c, i) => {
      const before = all[i - 1]?.tokens.at(-1);
      return c.tokens.length === 1 && before !== undefined && !!LEGAL_NOUN_AFTER.get(c.tokens[0]!)?.has(before);
    }),
  );
  const stop = (token: string, chunk?: Chunk) =>
    STOPWORDS.has(token) && !legalTerm(token) && !(chunk !== undefined && nouns.has(chunk));
  // A bare chunk such as don't or e-mail is several tokens: FTS5 reads them as a phrase.
  const meaningful = positives.some((c) => c.quoted || c.tokens.some((t) => !stop(t, c)));
  // "how long", "how soon": the second word is question phrasing too.
  const bare = (c: Chunk | undefined, word?: string) =>
    c !== undefined && !c.quoted && !c.negated && c.tokens.length === 1 && (word === undefined || c.tokens[0] === word);
  const asking = new Set(all.filter((c, i) => bare(c) && HOW_WORDS.has(c.tokens[0]!) && bare(all[i - 1], 'how')));
  for (const [i, c] of all.entries())
    if (bare(c) && FIND_WORDS.has(c.tokens[0]!) && bare(all[i + 1], 'out')) {
      asking.add(c);
      asking.add(all[i + 1]!);
    }
  // Question phrasing is dropped too when words of substance remain.
  const substance = positives.some(
    (c) => c.quoted || (!asking.has(c) && c.tokens.some((t) => !stop(t, c) && !QUESTION_WORDS.has(t))),
  );
  for (const chunk of all) {
    if (include.length + exclude.length >= MAX_TERMS) break;
    let tokens = chunk.tokens.slice(0, MAX_TERMS);
    const single = !chunk.quoted && !chunk.negated && tokens.length === 1;
    const phrasing = QUESTION_WORDS.has(tokens[0]!) || asking.has(chunk);
    if (single && ((meaningful && stop(tokens[0]!, chunk)) || (substance && phrasing))) {
      dropped.push(tokens[0]!);
      continue;
    }
    tokens = tokens.filter(Boolean);
    const key = `${chunk.negated ? '-' : '+'}${tokens.join(' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    (chunk.negated ? exclude : include).push(tokens);
  }
  return { include, exclude, dropped };
}

const quote = (phrase: Phrase) => `"${phrase.join(' ').replaceAll('"', '""')}"`;

/*
 * The visitor's words are matched in every column, without a `{title body answers}` column
 * filter: a column filter makes FTS5 read the position list of every candidate row, which
 * is slow on common words. The extra columns are harmless: title_tier repeats the title,
 * and filter tokens (fsca0, fc10z0) are not words anyone searches for.
 */
function withExclusions(positive: string, parsed: ParsedQuery): string {
  if (parsed.exclude.length === 0) return positive;
  return `(${positive}) NOT (${parsed.exclude.map(quote).join(' OR ')})`;
}

/** Every phrase must match. Null when nothing positive is left (then there are no results). */
export function matchAllExpression(parsed: ParsedQuery): string | null {
  if (parsed.include.length === 0) return null;
  return withExclusions(parsed.include.map(quote).join(' AND '), parsed);
}

/** Any phrase may match: the fallback when no document has them all. */
export function matchAnyExpression(parsed: ParsedQuery): string | null {
  if (parsed.include.length === 0) return null;
  return withExclusions(parsed.include.map(quote).join(' OR '), parsed);
}

/** Prefix of the title words in the zero-weight title_tier column (db/derive/0020_full_text.sql). */
export const TITLE_TIER_PREFIX = 'xq';

/**
 * Candidate filter: some phrase of the query is in the title. title_tier holds the title's
 * words prefixed with xq, so this is a token lookup (no column filter, no position reads).
 */
export function titleTierExpression(parsed: ParsedQuery): string | null {
  if (parsed.include.length === 0) return null;
  return `(${parsed.include.map((phrase) => quote(phrase.map((t) => TITLE_TIER_PREFIX + t))).join(' OR ')})`;
}

/** For highlighting short texts: any positive phrase. */
export function highlightExpression(parsed: ParsedQuery): string | null {
  if (parsed.include.length === 0) return null;
  return parsed.include.map(quote).join(' OR ');
}

/** Filter tokens stored in the `filters` column (see db/derive/0020_full_text.sql). */
export function stateToken(state: string): string {
  return `fs${state.toLowerCase()}0`;
}

export function countryToken(country: string): string {
  return `fn${country.toLowerCase()}0`;
}

export function categoryToken(category: number): string {
  return `fc${category}z0`;
}

export function filterExpression(filters: {
  state?: string | null;
  country?: string | null;
  category?: number | null;
}): string | null {
  const parts: string[] = [];
  if (filters.state) parts.push(`"${stateToken(filters.state)}"`);
  if (filters.country) parts.push(`"${countryToken(filters.country)}"`);
  if (filters.category !== null && filters.category !== undefined) parts.push(`"${categoryToken(filters.category)}"`);
  return parts.length ? `{filters} : (${parts.join(' AND ')})` : null;
}

/** a AND b for expressions that may be missing. */
export function andExpressions(...parts: Array<string | null>): string | null {
  const present = parts.filter((p): p is string => Boolean(p));
  if (present.length === 0) return null;
  return present.length === 1 ? present[0]! : present.map((p) => `(${p})`).join(' AND ');
}

/** The canonical text of a parsed query: equal for requests that search the same thing (cache keys). */
export function canonicalQuery(parsed: ParsedQuery): string {
  return [...parsed.include.map((p) => p.join(' ')), ...parsed.exclude.map((p) => `-${p.join(' ')}`)].join('|');
}
