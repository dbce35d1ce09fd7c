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

export class AnswererPool {
  private readonly everyone: WeightedPicker<number>;
  private readonly byCategory = new Map<number, Array<readonly [number, number]>>();
  private readonly byCategoryState = new Map<number, Map<string, Array<readonly [number, number]>>>();
  private readonly veteransByCategory = new Map<number, Array<readonly [number, number]>>();
  // Pickers are built on first use and looked up by number and interned state code: a
  // string key built per answer cost more than the draw itself.
  private readonly categoryPickers = new Map<number, WeightedPicker<number> | null>();
  private readonly statePickers = new Map<number, Map<string, WeightedPicker<number> | null>>();
  private readonly veteranPickers = new Map<number, WeightedPicker<number> | null>();
  /** By attorney id (ids are small and dense). */
  private readonly admitted: number[] = [];
  private readonly states: Array<string | null> = [];
  /** Attorneys admitted before the archive's first question, for its early years. */
  private readonly veterans: WeightedPicker<number>;

  constructor(attorneys: readonly AttorneyRecord[], rng: Rng) {
    const all: Array<readonly [number, number]> = [];
    const veterans: Array<readonly [number, number]> = [];
    for (const attorney of attorneys) {
      // Cap keeps the busiest attorneys near ten thousand answers at full size.
      const entry = [attorney.id, rng.pareto(0.8, 1000)] as const;
      all.push(entry);
      this.admitted[attorney.id] = admittedYear(attorney);
      this.states[attorney.id] = attorney.state ?? null;
      const veteran = admittedYear(attorney) <= FIRST_YEAR;
      if (veteran) veterans.push(entry);
      const categories = new Set(attorney.practiceAreas.map((name) => areaCategory.get(name) ?? 0));
      for (const category of categories) {
        push(this.byCategory, category, entry);
        if (veteran) push(this.veteransByCategory, category, entry);
        if (attorney.state) {
          let byState = this.byCategoryState.get(category);
          if (!byState) this.byCategoryState.set(category, (byState = new Map()));
          push(byState, attorney.state, entry);
        }
      }
    }
    this.everyone = new WeightedPicker(all);
    this.veterans = veterans.length ? new WeightedPicker(veterans) : this.everyone;
  }

  /** The attorney's state, for answers that speak of "your state" or name it. */
  stateOf(id: number): string | null {
    return this.states[id] ?? null;
  }

  /**
   * An attorney id for an answer to a question asked in `year`; `exclude` holds those who
   * already answered. Someone of the category in the question's state first, else of the
   * category anywhere; rarely anyone at all.
   */
  pick(rng: Rng, categoryId: number, state: string | undefined, year: number, exclude: readonly number[]): number {
    const category = this.byCategory.has(categoryId) ? categoryId : (RELATED_CATEGORY[categoryId] ?? categoryId);
    for (let attempt = 0; attempt < 8; attempt++) {
      const roll = rng.next();
      const picker =
        (roll < 0.85 && state ? this.statePicker(category, state) : null) ??
        (roll < 0.98 ? cached(this.categoryPickers, category, this.byCategory) : null) ??
        this.everyone;
      const id = picker.pick(rng);
      if (!exclude.includes(id) && (this.admitted[id] as number) <= year) return id;
    }
    // The archive's early years: attorneys of the category admitted before it began.
    const veterans = cached(this.veteranPickers, category, this.veteransByCategory) ?? this.veterans;
    let id = veterans.pick(rng);
    for (let attempt = 0; attempt < 8 && exclude.includes(id); attempt++)
      id = (attempt < 4 ? veterans : this.veterans).pick(rng);
    return id;
  }

  private statePicker(category: number, state: string): WeightedPicker<number> | null {
    let pickers = this.statePickers.get(category);
    if (!pickers) this.statePickers.set(category, (pickers = new Map()));
    return cached(pickers, state, this.byCategoryState.get(category) ?? new Map());
  }
}

/** The picker over `source`'s entries for `key`, built on first use (null: none). */
function cached<K>(
  pickers: Map<K, WeightedPicker<number> | null>,
  key: K,
  source: ReadonlyMap<K, Array<readonly [number, number]>>,
): WeightedPicker<number> | null {
  let picker = pickers.get(key);
  if (picker === undefined) {
    const entries = source.get(key);
    picker = entries && entries.length ? new WeightedPicker(entries) : null;
    pickers.set(key, picker);
  }
  return picker;
}

function push<K>(map: Map<K, Array<readonly [number, number]>>, key: K, entry: readonly [number, number]): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}
