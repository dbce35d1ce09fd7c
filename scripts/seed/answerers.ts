import type { AttorneyRecord } from '#scripts/import/records.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { FIRST_QUESTION_YEAR as FIRST_YEAR } from './dates.ts';
import { WeightedPicker, type Rng } from './random.ts';

/**
 * Chooses who answers a question. Each attorney gets a Pareto "activity" weight, so a few
 * answer thousands of questions and most answer a handful, as in the real archive; the
 * answerer practises the question's category, nearly always in its state, and was
 * already admitted to the bar when the question was asked.
 */

/** experienceYears count up to this year (the archive's questions end in 2024). */
export const EXPERIENCE_AS_OF = 2025;

/** The year an attorney was admitted, from their years of experience. */
export function admittedYear(attorney: Pick<AttorneyRecord, 'experienceYears'>): number {
  return EXPERIENCE_AS_OF - (attorney.experienceYears ?? 0);
}

/** Categories no practice area covers borrow the attorneys of a neighbouring one. */
const RELATED_CATEGORY: Readonly<Record<number, number>> = {
  0: 61,
  9: 59,
  54: 61,
  55: 1,
  56: 16,
  57: 61,
  58: 6,
  60: 84,
  62: 61,
  64: 1,
  65: 1,
  68: 74,
  72: 74,
  75: 67,
  76: 7,
  77: 81,
  79: 10,
  80: 14,
  82: 13,
};

const areaCategory = new Map(PRACTICE_AREAS.map((a) => [a.name, a.categoryId]));

type Entry = readonly [id: number, weight: number, admitted: number];

/**
 * Attorneys by weight, drawn among those admitted by a given year: entries sorted by
 * year of admission with a cumulative weight, so one draw over the admitted prefix
 * replaces drawing anyone and retrying (which, for early years, mostly failed).
 */
class AdmittedPicker {
  private readonly ids: Int32Array;
  private readonly cumulative: Float64Array;
  private readonly admitted: Int32Array;

  constructor(entries: readonly Entry[]) {
    const sorted = [...entries].sort((a, b) => a[2] - b[2]);
    this.ids = Int32Array.from(sorted, (e) => e[0]);
    this.admitted = Int32Array.from(sorted, (e) => e[2]);
    this.cumulative = new Float64Array(sorted.length);
    let sum = 0;
    sorted.forEach((e, i) => (this.cumulative[i] = sum += e[1]));
  }

  /** An attorney admitted in or before `year`, or -1 when there is none. */
  pick(rng: Rng, year: number): number {
    let lo = 0;
    let hi = this.admitted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.admitted[mid] as number) <= year) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return -1;
    const target = rng.next() * (this.cumulative[lo - 1] as number);
    hi = lo - 1;
    lo = 0;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.ids[lo] as number;
  }
}

export class AnswererPool {
  private readonly everyone: AdmittedPicker;
  private readonly byCategory = new Map<number, AdmittedPicker>();
  private readonly byCategoryState = new Map<number, Map<string, AdmittedPicker>>();
  private readonly veteransByCategory = new Map<number, WeightedPicker<number>>();
  private readonly states: Array<string | null> = [];
  /** Attorneys admitted before the archive's first question, for its early years. */
  private readonly veterans: WeightedPicker<number>;

  constructor(attorneys: readonly AttorneyRecord[], rng: Rng) {
    const all: Entry[] = [];
    const veterans: Array<readonly [number, number]> = [];
    const byCategory = new Map<number, Entry[]>();
    const byCategoryState = new Map<number, Map<string, Entry[]>>();
    const veteransByCategory = new Map<number, Array<readonly [number, number]>>();
    for (const attorney of attorneys) {
      // Cap keeps the busiest attorneys near ten thousand answers at full size.
      const entry = [attorney.id, rng.pareto(0.8, 1000), admittedYear(attorney)] as const;
      all.push(entry);
      this.states[attorney.id] = attorney.state ?? null;
      const veteran = entry[2] <= FIRST_YEAR;
      if (veteran) veterans.push([entry[0], entry[1]]);
      const categories = new Set(attorney.practiceAreas.map((name) => areaCategory.get(name) ?? 0));
      for (const category of categories) {
        push(byCategory, category, entry);
        if (veteran) push(veteransByCategory, category, [entry[0], entry[1]]);
        if (attorney.state) {
          let byState = byCategoryState.get(category);
          if (!byState) byCategoryState.set(category, (byState = new Map()));
          push(byState, attorney.state, entry);
        }
      }
    }
    for (const [category, entries] of byCategory) this.byCategory.set(category, new AdmittedPicker(entries));
    for (const [category, byState] of byCategoryState) {
      const pickers = new Map<string, AdmittedPicker>();
      for (const [state, entries] of byState) pickers.set(state, new AdmittedPicker(entries));
      this.byCategoryState.set(category, pickers);
    }
    for (const [category, entries] of veteransByCategory)
      this.veteransByCategory.set(category, new WeightedPicker(entries));
    this.everyone = new AdmittedPicker(all);
    this.veterans = veterans.length ? new WeightedPicker(veterans) : new WeightedPicker(all.map((e) => [e[0], e[1]]));
  }

  /** The attorney's state, for answers that speak of "your state" or name it. */
  stateOf(id: number): string | null {
    return this.states[id] ?? null;
  }

  /**
   * An attorney id for an answer to a question asked in `year`, or -1 when no one of the
   * field is left to answer it; `exclude` holds those who already answered. Someone of the category in the question's state first, else of the
   * category anywhere; anyone only when no one practises it. Only attorneys admitted by `year` answer.
   */
  pick(rng: Rng, categoryId: number, state: string | undefined, year: number, exclude: readonly number[]): number {
    const category = this.byCategory.has(categoryId) ? categoryId : (RELATED_CATEGORY[categoryId] ?? categoryId);
    const inState = state ? this.byCategoryState.get(category)?.get(state) : undefined;
    const inCategory = this.byCategory.get(category);
    for (let attempt = 0; attempt < 4; attempt++) {
      const roll = rng.next();
      // Anyone at all only where no one practises the field: a profile's answers match its areas.
      const picker = (roll < 0.85 ? inState : undefined) ?? inCategory ?? this.everyone;
      const id = picker.pick(rng, year);
      if (id !== -1 && !exclude.includes(id)) return id;
    }
    // The archive's early years: attorneys of the category admitted before it began.
    const veterans = this.veteransByCategory.get(category) ?? (inCategory ? undefined : this.veterans);
    for (let attempt = 0; veterans && attempt < 8; attempt++) {
      const id = veterans.pick(rng);
      if (!exclude.includes(id)) return id;
    }
    // Everyone who practises the field has answered (a small archive): no more answers.
    return -1;
  }
}

function push<K, E>(map: Map<K, E[]>, key: K, entry: E): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}
