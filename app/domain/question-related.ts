/**
 * Related questions, precomputed at import (db/derive/0420_related_questions.ts) so the
 * question page reads them with one primary-key lookup.
 *
 * Similarity is by shared distinctive words of the title and tags, weighted by inverse
 * document frequency. Questions are sorted by category, place and date; each word's
 * posting list follows that order, and a question looks only at the `window` nearest
 * postings on each side for each of its `termsPerQuestion` rarest words. So the same
 * category and place come first, nearby dates next, and the cost is linear in the
 * archive's size (about n x terms x 2 x window steps).
 */

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  between both but by can cannot could did do does doing done dont down during each even ever every
  for from get gets getting got had has have having he her here him his how i if im in into is it its
  just know let like may me might more most much must my myself need needs no nor not now of off on
  once one only or other our out over own please question questions re really same say she should so
  some still such take than that the their them then there these they this those through to too
  under until up us very want was way we were what whats when where whether which while who whom why
  will with without would yes yet you your another state someone something happen happens
  going back told said year years month months day days time`.split(/\s+/),
);

/** Lower-case words of 3+ letters, stop words removed, plurals and possessives folded. */
export function titleTerms(text: string): string[] {
  const terms: string[] = [];
  for (const raw of text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    // Form and visa names keep their letter: "H-1B" is h1b, "I-130" is i130.
    .replace(/\b([a-z])-(\d[a-z0-9]*)\b/g, '$1$2')
    .split(/[^a-z0-9]+/)) {
    if (raw.length < 3 || STOP_WORDS.has(raw) || /^\d+$/.test(raw)) continue;
    const term = stem(raw);
    if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export interface RelatedOptions {
  readonly perQuestion: number;
  readonly termsPerQuestion: number;
  readonly window: number;
}

export const RELATED_DEFAULTS: RelatedOptions = { perQuestion: 6, termsPerQuestion: 6, window: 40 };

/**
 * Collects the questions in (category, place, postedAt) order with their words interned
 * to numbers in flat arrays (a million questions fit in a few tens of megabytes), then
 * computes every question's related questions in one pass.
 */
export class RelatedIndex {
  private readonly vocabulary = new Map<string, number>();
  private df: number[] = [];
  private categories: number[] = [];
  private places: number[] = [];
  private readonly placeIds = new Map<string, number>();
  private postedAt: number[] = [];
  /** Each question's title words (names, numbers and the asking aside), sorted ids: see `twins`. */
  private readonly titleVocabulary = new Map<string, number>();
  private titleStarts: number[] = [0];
  private titleWords: number[] = [];
  /** Each question's long body sentences, hashed and sorted: see `sentenceHashes`. */
  private bodyStarts: number[] = [0];
  private bodySentences: number[] = [];
  private termStarts: number[] = [0];
  private terms: number[] = [];

  get size(): number {
    return this.categories.length;
  }

  /** Adds the next question; returns its index. */
  add(category: number, place: string, postedAt: number, words: readonly string[], title = '', body = ''): number {
    // Without a title a question is its own: -1 marks it, and it is nobody's twin.
    const ids = title
      ? titleKey(title).map((word) => {
          let id = this.titleVocabulary.get(word);
          if (id === undefined) this.titleVocabulary.set(word, (id = this.titleVocabulary.size));
          return id;
        })
      : [-1];
    for (const id of ids.sort((a, b) => a - b)) this.titleWords.push(id);
    this.titleStarts.push(this.titleWords.length);
    for (const hash of sentenceHashes(body)) this.bodySentences.push(hash);
    this.bodyStarts.push(this.bodySentences.length);
    let placeId = this.placeIds.get(place);
    if (placeId === undefined) this.placeIds.set(place, (placeId = this.placeIds.size));
    this.categories.push(category);
    this.places.push(placeId);
    this.postedAt.push(postedAt);
    for (const word of words) {
      let id = this.vocabulary.get(word);
      if (id === undefined) {
        id = this.df.length;
        this.vocabulary.set(word, id);
        this.df.push(0);
      }
      this.df[id]!++;
      this.terms.push(id);
    }
    this.termStarts.push(this.terms.length);
    return this.categories.length - 1;
  }

  /**
   * The indices of each question's related questions, best first. A candidate must share
   * a word with the question, and two words when it is from another category. Score: the
   * shared words' IDF, plus 1.5 for the same category and 0.5 for the same place; ties go to
   * the nearer date, then the earlier index. A candidate with the question's own title, or
   * the title of a better candidate, is left out (a list of one title repeated helps nobody);
   * questions whose titles share three quarters of their words, or whose bodies share two long
   * sentences, count as the same (`twins`).
   */
  compute(options: RelatedOptions = RELATED_DEFAULTS, onRow?: (q: number, related: number[]) => void): number[][] {
    const n = this.size;
    const df = this.df;
    const vocabularySize = df.length;
    const idf = Float64Array.from(df, (count) => Math.log(n / count));
    const per = options.termsPerQuestion;

    // Each question keeps its rarest words that at least one other question shares.
    const kept = new Int32Array(n * per).fill(-1);
    const scratch: number[] = [];
    for (let q = 0; q < n; q++) {
      scratch.length = 0;
      for (let i = this.termStarts[q]!; i < this.termStarts[q + 1]!; i++)
        if (df[this.terms[i]!]! >= 2) scratch.push(this.terms[i]!);
      scratch.sort((a, b) => df[a]! - df[b]! || a - b);
      for (let slot = 0; slot < Math.min(per, scratch.length); slot++) kept[q * per + slot] = scratch[slot]!;
    }

    // Posting lists in question order (CSR layout), and each question's place in them.
    const starts = new Int32Array(vocabularySize + 1);
    for (const t of kept) if (t >= 0) starts[t + 1]!++;
    for (let t = 0; t < vocabularySize; t++) starts[t + 1]! += starts[t]!;
    const fill = starts.slice(0, vocabularySize);
    const postings = new Int32Array(starts[vocabularySize]!);
    const positions = new Int32Array(n * per);
    for (let q = 0; q < n; q++) {
      for (let slot = 0; slot < per; slot++) {
        const t = kept[q * per + slot]!;
        if (t < 0) break;
        positions[q * per + slot] = fill[t]! - starts[t]!;
        postings[fill[t]!++] = q;
      }
    }

    const score = new Float64Array(n);
    const shared = new Uint8Array(n);
    const touched: number[] = [];
    // The best `perQuestion` candidates, kept sorted by insertion (no allocation per candidate).
    const K = options.perQuestion;
    const topC = new Int32Array(K);
    const topS = new Float64Array(K);
    const topGap = new Float64Array(K);
    const isTwin = new Uint8Array(K);
    const better = (s: number, gap: number, c: number, i: number) =>
      s > topS[i]! || (s === topS[i]! && (gap < topGap[i]! || (gap === topGap[i]! && c < topC[i]!)));
    const all: number[][] = [];
    for (let q = 0; q < n; q++) {
      touched.length = 0;
      for (let slot = 0; slot < per; slot++) {
        const t = kept[q * per + slot]!;
        if (t < 0) break;
        const begin = starts[t]!;
        const at = begin + positions[q * per + slot]!;
        const from = Math.max(begin, at - options.window);
        const to = Math.min(starts[t + 1]!, at + options.window + 1);
        for (let p = from; p < to; p++) {
          const c = postings[p]!;
          if (c === q) continue;
          if (shared[c] === 0) touched.push(c);
          shared[c]!++;
          score[c]! += idf[t]!;
        }
      }
      let found = 0;
      const category = this.categories[q]!;
      const place = this.places[q]!;
      const postedAt = this.postedAt[q]!;
      for (const c of touched) {
        const sameCategory = this.categories[c] === category;
        const s = score[c]! + (sameCategory ? 1.5 : 0) + (this.places[c] === place ? 0.5 : 0);
        const gap = Math.abs(this.postedAt[c]! - postedAt);
        // Titles and bodies are compared only for a candidate good enough to enter the list.
        if ((sameCategory || shared[c]! >= 2) && (found < K || better(s, gap, c, K - 1)) && !this.twins(c, q)) {
          // A twin of a better candidate is left out; a better twin takes the place of worse ones.
          let beaten = false;
          let twinsFound = 0;
          for (let i = 0; i < found && !beaten; i++) {
            const twin = this.twins(topC[i]!, c);
            isTwin[i] = twin ? 1 : 0;
            if (twin) {
              twinsFound++;
              beaten = !better(s, gap, c, i);
            }
          }
          if (beaten) {
            score[c] = 0;
            shared[c] = 0;
            continue;
          }
          let kept = twinsFound ? 0 : found;
          for (let i = 0; i < found && twinsFound; i++) {
            if (isTwin[i]) continue;
            topC[kept] = topC[i]!;
            topS[kept] = topS[i]!;
            topGap[kept] = topGap[i]!;
            kept++;
          }
          found = kept;
          if (found < K || better(s, gap, c, K - 1)) {
            let i = found < K ? found++ : K - 1;
            while (i > 0 && better(s, gap, c, i - 1)) {
              topC[i] = topC[i - 1]!;
              topS[i] = topS[i - 1]!;
              topGap[i] = topGap[i - 1]!;
              i--;
            }
            topC[i] = c;
            topS[i] = s;
            topGap[i] = gap;
          }
        }
        score[c] = 0;
        shared[c] = 0;
      }
      const related = Array.from(topC.subarray(0, found));
      if (onRow) onRow(q, related);
      else all.push(related);
    }
    return all;
  }

  /** Two questions read as one repeated when their titles do, or their bodies tell it alike. */
  private twins(a: number, b: number): boolean {
    return this.titleTwins(a, b) || this.bodyTwins(a, b);
  }

  /** Bodies that share two long sentences (names and numbers aside) tell one story in one wording. */
  private bodyTwins(a: number, b: number): boolean {
    const starts = this.bodyStarts;
    return sharedCount(this.bodySentences, starts[a]!, starts[a + 1]!, starts[b]!, starts[b + 1]!, 2) === 2;
  }

  /**
   * Two titles read as one question repeated when at least three quarters of their words are
   * shared ("The judge ruled against me after a two-day trial last March - what are my options"
   * and "...last January - where do I start"); titles of fewer than three words only when equal.
   */
  private titleTwins(a: number, b: number): boolean {
    const words = this.titleWords;
    const i = this.titleStarts[a]!;
    const j = this.titleStarts[b]!;
    const endA = this.titleStarts[a + 1]!;
    const endB = this.titleStarts[b + 1]!;
    const sizeA = endA - i;
    const sizeB = endB - j;
    // Three quarters of the union shared needs sizes within a factor of 3/4.
    if (4 * Math.min(sizeA, sizeB) < 3 * Math.max(sizeA, sizeB)) return false;
    if ((sizeA > 0 && words[i] === -1) || (sizeB > 0 && words[j] === -1)) return false;
    const common = sharedCount(words, i, endA, j, endB, Infinity);
    const union = sizeA + sizeB - common;
    return common >= 3 ? common >= 0.75 * union : common === union;
  }
}

/**
 * A title's shape: lower-case letters only, without digits and without names (words
 * capitalised after the first). "Divorce after 5 years in Ohio" and "Divorce after 14
 * years in Texas" share a shape; a list of them reads as one question repeated.
 */
export function titleShape(title: string): string {
  let out = '';
  let wordStart = true;
  let skipping = false;
  let first = true;
  for (let i = 0; i < title.length; i++) {
    const code = title.charCodeAt(i);
    const upper = code >= 65 && code <= 90;
    const lower = code >= 97 && code <= 122;
    if (!upper && !lower && code !== 39) {
      if (!wordStart && !skipping && out.length && out.charCodeAt(out.length - 1) !== 32) out += ' ';
      wordStart = true;
      skipping = false;
      continue;
    }
    if (wordStart) {
      const next = title.charCodeAt(i + 1);
      // A capital followed by a lower-case letter, after the first word, starts a name.
      skipping = !first && upper && next >= 97 && next <= 122;
      first = false;
      wordStart = false;
    }
    if (!skipping && code !== 39) out += String.fromCharCode(upper ? code + 32 : code);
  }
  return out.trimEnd();
}

/** How many values two sorted runs of `values` share, counting no further than `limit`. */
function sharedCount(
  values: readonly number[],
  i: number,
  endA: number,
  j: number,
  endB: number,
  limit: number,
): number {
  let common = 0;
  while (i < endA && j < endB && common < limit) {
    if (values[i] === values[j]) {
      common++;
      i++;
      j++;
    } else if (values[i]! < values[j]!) i++;
    else j++;
  }
  return common;
}

/** Words that ask rather than tell: "what are my options" and "where do I start" ask alike. */
const ASKING = new Set(['option', 'start', 'help', 'advice', 'chance', 'next', 'step', 'right', 'anything', 'thing']);

/** A title's words for telling twins apart: its shape's terms, the asking left out. */
export function titleKey(title: string): string[] {
  return titleTerms(titleShape(title)).filter((word) => !ASKING.has(word));
}

/**
 * Hashes (FNV-1a) of a body's sentences of six words or more, lower case, without digits and
 * without names (capitalised words after a sentence's first), sorted and distinct. One pass
 * over the text: it runs for every question of the archive.
 */
export function sentenceHashes(body: string): number[] {
  const out: number[] = [];
  let hash = 0x811c9dc5;
  let words = 0;
  let inWord = false;
  let skipping = false;
  let first = true;
  for (let i = 0; i <= body.length; i++) {
    const code = i < body.length ? body.charCodeAt(i) : 46;
    const upper = code >= 65 && code <= 90;
    if (upper || (code >= 97 && code <= 122)) {
      if (!inWord) {
        inWord = true;
        const next = body.charCodeAt(i + 1);
        skipping = !first && upper && next >= 97 && next <= 122;
        first = false;
        if (!skipping) {
          words++;
          hash = Math.imul(hash ^ 32, 0x01000193);
        }
      }
      if (!skipping) hash = Math.imul(hash ^ (upper ? code + 32 : code), 0x01000193);
      continue;
    }
    inWord = false;
    // A sentence ends at . ! ? or a line break.
    if (code === 46 || code === 33 || code === 63 || code === 10) {
      if (words >= 6) out.push(hash | 0);
      hash = 0x811c9dc5;
      words = 0;
      first = true;
    }
  }
  out.sort((x, y) => x - y);
  return out.filter((x, i) => i === 0 || x !== out[i - 1]);
}
