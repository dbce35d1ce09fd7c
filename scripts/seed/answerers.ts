import type { AttorneyRecord } from '#scripts/import/records.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { WeightedPicker, type Rng } from './random.ts';

/**
 * Chooses who answers a question. Each attorney gets a Pareto "activity" weight, so a few
 * answer thousands of questions and most answer a handful, as in the real archive; the
 * answerer is preferably someone practising the question's category in its state.
 */

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
  private readonly byCategoryState = new Map<string, Array<readonly [number, number]>>();
  private readonly pickers = new Map<string, WeightedPicker<number> | null>();

  constructor(attorneys: readonly AttorneyRecord[], rng: Rng) {
    const all: Array<readonly [number, number]> = [];
    for (const attorney of attorneys) {
      // Cap keeps the busiest attorneys near ten thousand answers at full size.
      const entry = [attorney.id, rng.pareto(0.8, 1000)] as const;
      all.push(entry);
      const categories = new Set(attorney.practiceAreas.map((name) => areaCategory.get(name) ?? 0));
      for (const category of categories) {
        push(this.byCategory, category, entry);
        if (attorney.state) push(this.byCategoryState, `${category}|${attorney.state}`, entry);
      }
    }
    this.everyone = new WeightedPicker(all);
  }

  /** An attorney id for an answer; `exclude` holds those who already answered. */
  pick(rng: Rng, categoryId: number, state: string | undefined, exclude: readonly number[]): number {
    const category = this.byCategory.has(categoryId) ? categoryId : (RELATED_CATEGORY[categoryId] ?? categoryId);
    for (let attempt = 0; attempt < 4; attempt++) {
      const roll = rng.next();
      const picker =
        (roll < 0.6 && state ? this.picker(`${category}|${state}`, this.byCategoryState) : null) ??
        (roll < 0.88 ? this.picker(String(category), this.byCategory, category) : null) ??
        this.everyone;
      const id = picker.pick(rng);
      if (!exclude.includes(id)) return id;
    }
    return this.everyone.pick(rng);
  }

  private picker<K>(
    key: string,
    source: Map<K, Array<readonly [number, number]>>,
    sourceKey?: K,
  ): WeightedPicker<number> | null {
    let picker = this.pickers.get(key);
    if (picker === undefined) {
      const entries = source.get((sourceKey ?? key) as K);
      picker = entries && entries.length ? new WeightedPicker(entries) : null;
      this.pickers.set(key, picker);
    }
    return picker;
  }
}

function push<K>(map: Map<K, Array<readonly [number, number]>>, key: K, entry: readonly [number, number]): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}
