/**
 * Answer quality (spec section 9): a weighted sum of five components, each 0-100, computed
 * once per answer at import (db/derive/0410_answer_quality.ts) from the answer's text, its
 * votes and flags, and the answering attorney's record in the archive. The formulas are
 * written out in docs/answer-quality.md; keep the two in step.
 */

export const QUALITY_WEIGHTS = {
  authority: 0.35,
  actionability: 0.3,
  thoroughness: 0.2,
  confidence: 0.1,
  readability: 0.05,
} as const;

export type QualityComponent = keyof typeof QUALITY_WEIGHTS;
export const QUALITY_COMPONENTS = Object.keys(QUALITY_WEIGHTS) as QualityComponent[];

export type QualityRank = 'excellent' | 'good' | 'fair' | 'poor';

export type QualityComponents = Record<QualityComponent, number>;

export interface AnswerQuality extends QualityComponents {
  readonly score: number;
  readonly rank: QualityRank;
}

/** The answering attorney's record; null when the answer has no listed attorney. */
export interface AttorneyRecord {
  readonly totalAnswers: number;
  readonly acceptedAnswers: number;
  readonly experienceYears: number | null;
}

export interface AnswerInput {
  readonly body: string;
  readonly voteUp: number;
  readonly voteDown: number;
  readonly isAccepted: boolean;
  readonly isBest: boolean;
  readonly attorney: AttorneyRecord | null;
}

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const pct = (x: number) => Math.round(clamp01(x) * 100);

/** Ranks: 75 and above excellent, 60 good, 40 fair, below poor (spec section 9). */
export function qualityRank(score: number): QualityRank {
  if (score >= 75) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'poor';
}

/** The weighted sum, rounded to one decimal. */
export function qualityScore(components: QualityComponents): number {
  let sum = 0;
  for (const key of QUALITY_COMPONENTS) sum += QUALITY_WEIGHTS[key] * components[key];
  return Math.round(sum * 10) / 10;
}

/**
 * Lower bound of the 95% Wilson interval of the up-vote share: 0 without votes, and a
 * share backed by many votes counts more than the same share from one vote.
 */
export function wilsonLowerBound(up: number, down: number): number {
  const n = up + down;
  if (n <= 0) return 0;
  const z = 1.96;
  const p = up / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

/**
 * Authority: the attorney's standing in the archive. Volume (answers given, log scale, full
 * at 1,000), acceptance (accepted-or-best share, shrunk towards 20% over 10 answers so a
 * 1-of-1 record is not perfect; full at 50%) and experience (years in practice, full at 25).
 * Unknown experience leaves the other two parts, re-weighted. No attorney: 0.
 */
export function authorityScore(attorney: AttorneyRecord | null): number {
  if (!attorney || attorney.totalAnswers <= 0) return 0;
  const volume = clamp01(Math.log10(1 + attorney.totalAnswers) / Math.log10(1001));
  const shrunk = (attorney.acceptedAnswers + 0.2 * 10) / (attorney.totalAnswers + 10);
  const acceptance = clamp01(shrunk / 0.5);
  if (attorney.experienceYears === null || attorney.experienceYears === undefined) {
    return pct((0.4 * volume + 0.35 * acceptance) / 0.75);
  }
  const experience = clamp01(attorney.experienceYears / 25);
  return pct(0.4 * volume + 0.35 * acceptance + 0.25 * experience);
}

/** Counts of the phrase families the text components look for (one pass over the words). */
export interface PhraseCounts {
  /** Next-step language: verbs and phrases telling the reader what to do. */
  readonly steps: number;
  /** References to law: statutes, sections, codes, rules, regulations. */
  readonly law: number;
  /** Deadlines and time limits. */
  readonly deadlines: number;
  /** Hedges: may, might, it depends, I think... */
  readonly hedges: number;
  /** Clear statements: must, will, is required, you are entitled... */
  readonly asserts: number;
}

type Family = keyof PhraseCounts;

/** Every phrase (one to three words) and the family it counts for. */
export const PHRASES = new Map<string, keyof PhraseCounts>();
const add = (family: Family, list: string) => {
  for (const phrase of list.split(',')) PHRASES.set(phrase.trim(), family);
};
add(
  'steps',
  `file,submit,send,request,document,gather,call,contact,consult,hire,retain,apply,appeal,respond,demand,negotiate,
   schedule,bring,photograph,report,recommend,suggest,advise,you should,next step,next steps,first step,make sure,
   write down,keep copies,keep records,keep a copy,do not sign,don't sign`,
);
add('law', 'statute,statutes,code,codes,act,acts,regulation,regulations,rule,rules,ordinance,ordinances,amendment,amendments');
add('deadlines', 'deadline,deadlines,statute of limitations,statute of limitation,time limit,as soon as possible,promptly,immediately');
add(
  'hedges',
  `may,might,maybe,perhaps,possibly,probably,likely,unlikely,could,unclear,uncertain,generally,usually,typically,
   not sure,it depends,depends on,hard to say,i think,i believe,i guess,in some cases`,
);
add(
  'asserts',
  `must,will,shall,cannot,can't,requires,definitely,clearly,certainly,always,never,is required,are required,
   you have the right,you are entitled,entitled to,the law says,the law requires,the law provides`,
);
/**
 * The phrase words as a trie over a-z, 0-9 and the apostrophe (the characters of a word),
 * so the scan below names each word by a small number without making a string of it: an
 * answer's words are mostly not phrase words, and a string and a hash per word was most
 * of the import's answer-quality step.
 */
const WORD_CHARS = 37;
const charSlot = (c: number): number => (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : c === 39 ? 36 : -1);
const trieChildren: number[] = [];
const trieWord: number[] = [];
const wordIds = new Map<string, number>();
function wordId(word: string): number {
  let id = wordIds.get(word);
  if (id !== undefined) return id;
  id = wordIds.size;
  wordIds.set(word, id);
  let node = 0;
  if (trieWord.length === 0) newNode();
  for (let i = 0; i < word.length; i++) {
    const slot = charSlot(word.charCodeAt(i));
    let next = trieChildren[node * WORD_CHARS + slot]!;
    if (next < 0) trieChildren[node * WORD_CHARS + slot] = next = newNode();
    node = next;
  }
  trieWord[node] = id;
  return id;
}
function newNode(): number {
  for (let i = 0; i < WORD_CHARS; i++) trieChildren.push(-1);
  trieWord.push(-1);
  return trieWord.length - 1;
}
const SECTION = wordId('section');
const WITHIN = wordId('within');
const TIME_UNITS = new Set(['day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years'].map(wordId));
/** Phrases by their words' ids: one, two or three words, keyed as a number. */
const ID_BASE = 1024;
const BY_IDS = new Map<number, Family>();
// First words of the two- and three-word phrases: other words skip the phrase lookups.
const STARTS2 = new Set<number>();
const STARTS3 = new Set<number>();
for (const [phrase, family] of PHRASES) {
  const ids = phrase.split(' ').map(wordId);
  BY_IDS.set(ids.reduce((key, id) => key * ID_BASE + id + 1, 0), family);
  if (ids.length === 2) STARTS2.add(ids[0]!);
  if (ids.length === 3) STARTS3.add(ids[0]!);
}
if (wordIds.size >= ID_BASE - 1) throw new Error('answer quality: too many phrase words for the phrase keys');
const TRIE = Int32Array.from(trieChildren);
const TRIE_WORD = Int32Array.from(trieWord);

/**
 * One pass over the lower-cased words (runs of a-z, 0-9 and '): single words, two- and
 * three-word phrases from the families above, plus "section 12" / "§" / "U.S.C." /
 * "C.F.R." as legal references and "within 30" / "30 days" as deadlines. The longest
 * phrase ending at a word wins.
 */
export function phraseCounts(text: string): PhraseCounts {
  const counts = { steps: 0, law: 0, deadlines: 0, hedges: 0, asserts: 0 };
  const lower = text.toLowerCase();
  for (let at = lower.indexOf('§'); at >= 0; at = lower.indexOf('§', at + 1)) counts.law++;
  for (const marker of ['u.s.c', 'c.f.r']) for (let at = lower.indexOf(marker); at >= 0; at = lower.indexOf(marker, at + 1)) counts.law++;
  // The previous two words (-1: not a phrase word) and whether the previous one is a number.
  let prev = -1;
  let prev2 = -1;
  let prevNumber = false;
  let node = 0;
  let length = 0;
  let digits = true;
  for (let i = 0, n = lower.length; i <= n; i++) {
    const slot = i < n ? charSlot(lower.charCodeAt(i)) : -1;
    if (slot >= 0) {
      if (length === 0) {
        node = 0;
        digits = true;
      }
      length++;
      if (slot < 26 || slot === 36) digits = false;
      if (node >= 0) node = TRIE[node * WORD_CHARS + slot]!;
      continue;
    }
    if (length === 0) continue;
    const word = node >= 0 ? TRIE_WORD[node]! : -1;
    const number = digits && length <= 6;
    length = 0;
    let family: Family | undefined;
    if (word >= 0) {
      const key1 = word + 1;
      if (prev >= 0) {
        const key2 = (prev + 1) * ID_BASE + key1;
        if (prev2 >= 0 && STARTS3.has(prev2)) family = BY_IDS.get((prev2 + 1) * ID_BASE * ID_BASE + key2);
        if (family === undefined && STARTS2.has(prev)) family = BY_IDS.get(key2);
      }
      family ??= BY_IDS.get(key1);
    }
    if (family) counts[family]++;
    else if (prev === SECTION && number) counts.law++;
    else if ((prev === WITHIN && number) || (prevNumber && TIME_UNITS.has(word))) counts.deadlines++;
    prev2 = prev;
    prev = word;
    prevNumber = number;
  }
  return counts;
}

const asCounts = (text: string | PhraseCounts) => (typeof text === 'string' ? phraseCounts(text) : text);

/**
 * Actionability: concrete guidance. Next-step phrases (up to 4 count, 55 points), legal
 * references such as statutes, sections, codes and rules (up to 2, 25 points) and
 * deadlines or time limits (up to 2, 20 points).
 */
export function actionabilityScore(text: string | PhraseCounts): number {
  const c = asCounts(text);
  return pct((55 * Math.min(c.steps, 4)) / 4 / 100 + (25 * Math.min(c.law, 2)) / 2 / 100 + (20 * Math.min(c.deadlines, 2)) / 2 / 100);
}

export interface TextShape {
  readonly words: number;
  readonly sentences: number;
  readonly paragraphs: number;
  readonly listItems: number;
  readonly longWords: number;
}

/** Counts words, sentences, paragraphs, list items and long (7+ letters) words in one pass. */
export function textShape(text: string): TextShape {
  let words = 0;
  let longWords = 0;
  let letters = 0;
  let sentences = 0;
  let paragraphs = 0;
  let listItems = 0;
  let inParagraph = false;
  let lineStart = true;
  let lineBegin = 0;
  let newlines = 0;
  let sawTextSinceSentence = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    const isLetter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 39 || c > 127;
    if (isLetter) {
      letters++;
      sawTextSinceSentence = true;
      if (!inParagraph) {
        paragraphs++;
        inParagraph = true;
      }
    } else if (letters > 0) {
      words++;
      if (letters >= 7) longWords++;
      letters = 0;
    }
    if (c === 10) {
      newlines++;
      if (newlines >= 2) inParagraph = false;
      lineStart = true;
      continue;
    }
    if (lineStart && c !== 32 && c !== 9) {
      newlines = 0;
      lineStart = false;
      lineBegin = i;
      // "1. ", "2) ", "- ", "* ", "• " at the start of a line
      const rest = text.slice(i, i + 4);
      if (/^(?:\d{1,2}[.)]\s|[-*•]\s)/.test(rest)) listItems++;
    }
    if (c === 46 && i - lineBegin <= 2 && /^\d{1,2}$/.test(text.slice(lineBegin, i))) {
      sawTextSinceSentence = false; // "1." of a numbered list is not a sentence
    } else if ((c === 46 || c === 33 || c === 63) && sawTextSinceSentence) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 32;
      if (next === 32 || next === 10 || next === 34 || next === 41) {
        sentences++;
        sawTextSinceSentence = false;
      }
    }
  }
  if (sawTextSinceSentence) sentences++;
  return { words, sentences, paragraphs, listItems, longWords };
}

/**
 * Thoroughness: length (words on a log scale, 0 at 20 words, full at 400: 75 points) and
 * structure (extra paragraphs, a third each, and a list of steps, half: 25 points).
 */
export function thoroughnessScore(shape: TextShape): number {
  const length = shape.words <= 20 ? 0 : clamp01(Math.log(shape.words / 20) / Math.log(400 / 20));
  const structure = clamp01(Math.max(0, shape.paragraphs - 1) / 3 + (shape.listItems >= 2 ? 0.5 : 0));
  return pct(0.75 * length + 0.25 * structure);
}

/**
 * Confidence: how clearly the answer commits, and how voters and the asker received it.
 * Text (60 points): assertive statements against hedges, 0.5 when balanced or absent.
 * Votes (25 points): Wilson lower bound of the up-vote share. Endorsement (15 points):
 * accepted by the asker or marked best.
 */
export function confidenceScore(text: string | PhraseCounts, input: Pick<AnswerInput, 'voteUp' | 'voteDown' | 'isAccepted' | 'isBest'>): number {
  const { hedges, asserts } = asCounts(text);
  const stance = 0.5 + (0.5 * (asserts - hedges)) / (asserts + hedges + 1);
  const votes = wilsonLowerBound(input.voteUp, input.voteDown);
  const endorsed = input.isAccepted || input.isBest ? 1 : 0;
  return pct(0.6 * stance + 0.25 * votes + 0.15 * endorsed);
}

/**
 * Readability: short sentences and plain words. Full marks up to 18 words per sentence,
 * nothing at 40; minus the share of long words (7+ letters) above 30%, doubled.
 */
export function readabilityScore(shape: TextShape): number {
  if (shape.words === 0) return 0;
  const perSentence = shape.words / Math.max(1, shape.sentences);
  const sentencePart = clamp01(1 - (perSentence - 18) / (40 - 18));
  const longShare = shape.longWords / shape.words;
  return pct(sentencePart - 2 * Math.max(0, longShare - 0.3));
}

/** Every component, the weighted score and its rank for one answer. */
export function answerQuality(input: AnswerInput): AnswerQuality {
  const shape = textShape(input.body);
  const phrases = phraseCounts(input.body);
  const components: QualityComponents = {
    authority: authorityScore(input.attorney),
    actionability: actionabilityScore(phrases),
    thoroughness: thoroughnessScore(shape),
    confidence: confidenceScore(phrases, input),
    readability: readabilityScore(shape),
  };
  const score = qualityScore(components);
  return { ...components, score, rank: qualityRank(score) };
}

export interface RankableAnswer {
  readonly id: number;
  readonly qualityScore: number;
  readonly isAccepted: boolean;
  readonly isBest: boolean;
  readonly voteUp: number;
  readonly postedAt: number;
}

/**
 * Display order: quality score, highest first (the first is the primary answer); ties go
 * to the accepted, then best, then most up-voted, then earliest answer.
 */
export function compareAnswers(a: RankableAnswer, b: RankableAnswer): number {
  return (
    b.qualityScore - a.qualityScore ||
    Number(b.isAccepted) - Number(a.isAccepted) ||
    Number(b.isBest) - Number(a.isBest) ||
    b.voteUp - a.voteUp ||
    a.postedAt - b.postedAt ||
    a.id - b.id
  );
}

export function rankAnswers<T extends RankableAnswer>(answers: readonly T[]): T[] {
  return [...answers].sort(compareAnswers);
}
