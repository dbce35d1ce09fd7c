import { zipfPicker, type Rng } from './random.ts';

/**
 * Phrase templates with slots ("My {relation} owes me {amount}"). Templates are compiled
 * once into literal parts and slot functions, so rendering millions of sentences is just
 * string concatenation (the generator must write >= 40,000 questions a second).
 */

/** What a sentence may refer to about the question being written. */
export interface TextContext {
  /** "California", a country name, or "my state" when the place is unknown. */
  placeName: string;
  /** A real city of that place, or "my town". */
  cityName: string;
  /** True when the question is from the United States (state law applies). */
  inUs: boolean;
  /**
   * Topic slots already filled for the current question, so that its title, body and
   * answers speak of the same charge, visa or injury. Absent: every draw is fresh.
   */
  memo?: Map<SlotFiller, string>;
  /** The year the question was asked (case numbers carry it). */
  year?: number;
  /** An attorney speaking to the asker: the asker's "my son" is "your son". */
  attorney?: boolean;
}

export type SlotFiller = (rng: Rng, ctx: TextContext) => string;
export type SlotTable = Readonly<Record<string, SlotFiller>>;
export type Template = ReadonlyArray<string | SlotFiller>;

/** A slot that draws from a phrase list, common phrases first. */
export function listSlot(phrases: readonly string[]): SlotFiller {
  const picker = zipfPicker(phrases, 0.6);
  return (rng) => picker.pick(rng);
}

/**
 * A slot that keeps its first value for the rest of the question (see TextContext.memo):
 * one question tells one story, with one amount, one duration, one landlord.
 */
export function storySlot(draw: SlotFiller): SlotFiller {
  const filler: SlotFiller = (rng, ctx) => {
    const known = ctx.memo?.get(filler);
    if (known !== undefined) return ctx.attorney ? secondPerson(known) : known;
    const value = draw(rng, ctx);
    ctx.memo?.set(filler, value);
    return ctx.attorney ? secondPerson(value) : value;
  };
  STORY_SLOTS.add(filler);
  return filler;
}

/** "my son", "our 6-year-old" -> "your son", "your 6-year-old". */
function secondPerson(value: string): string {
  return value.startsWith('my ') || value.startsWith('our ') ? `your ${value.slice(value.indexOf(' ') + 1)}` : value;
}

/** Slots that hold a fact of the story (storySlot), as opposed to wording drawn afresh. */
const STORY_SLOTS = new WeakSet<SlotFiller>();

/**
 * True when every fact the template names has already been told in the question: an
 * attorney names the asker's employer or amount, never one the asker did not give.
 */
export function toldFacts(template: Template, ctx: TextContext): boolean {
  return allTold(factsOf(template), ctx);
}

/** The story slots a template names, looked up once per template. */
export function factsOf(template: Template): readonly SlotFiller[] {
  const facts: SlotFiller[] = [];
  for (const part of template) if (typeof part !== 'string' && STORY_SLOTS.has(part)) facts.push(part);
  return facts;
}

function allTold(facts: readonly SlotFiller[], ctx: TextContext): boolean {
  for (const fact of facts) if (!ctx.memo?.has(fact)) return false;
  return true;
}

/** A list slot that keeps its first value for the rest of the question. */
export function topicSlot(phrases: readonly string[]): SlotFiller {
  const picker = zipfPicker(phrases, 0.6);
  return storySlot((rng) => picker.pick(rng));
}

export function compileTemplate(source: string, slots: SlotTable): Template {
  const parts: Array<string | SlotFiller> = [];
  const pattern = /\{(\w+)\}/g;
  let last = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match.index > last) parts.push(source.slice(last, match.index));
    const name = match[1] as string;
    const filler = slots[name];
    // An unknown slot is a typo in a phrase bank: fail when compiling, not in the output.
    if (!filler) throw new Error(`Unknown slot {${name}} in template: ${source}`);
    parts.push(filler);
    last = pattern.lastIndex;
  }
  if (last < source.length) parts.push(source.slice(last));
  return parts;
}

export function render(template: Template, rng: Rng, ctx: TextContext): string {
  const head = template[0];
  let out = head === undefined ? '' : typeof head === 'string' ? head : head(rng, ctx);
  // Slots such as {relation} may open a sentence in lower case. The first part is checked
  // on its own: reading the joined sentence's first letter would copy it whole.
  const first = out.charCodeAt(0);
  if (first >= 97 && first <= 122) out = String.fromCharCode(first - 32) + out.slice(1);
  for (let i = 1; i < template.length; i++) {
    const part = template[i] as string | SlotFiller;
    out += typeof part === 'string' ? part : part(rng, ctx);
  }
  return out;
}

/** A compiled phrase list drawn Zipf-like, so early entries dominate like real wording does. */
export class PhraseList {
  private readonly picker;
  readonly templates: readonly Template[];
  private readonly facts: ReadonlyArray<readonly SlotFiller[]>;

  constructor(
    readonly sources: readonly string[],
    slots: SlotTable,
    exponent = 0.7,
  ) {
    if (sources.length === 0) throw new Error('PhraseList needs at least one phrase');
    this.templates = sources.map((s) => compileTemplate(s, slots));
    this.facts = this.templates.map(factsOf);
    this.picker = zipfPicker(
      this.templates.map((_, i) => i),
      exponent,
    );
  }

  get size(): number {
    return this.templates.length;
  }

  pickIndex(rng: Rng): number {
    return this.picker.pick(rng);
  }

  renderAt(index: number, rng: Rng, ctx: TextContext): string {
    return render(this.templates[index] as Template, rng, ctx);
  }

  draw(rng: Rng, ctx: TextContext): string {
    return this.renderAt(this.picker.pick(rng), rng, ctx);
  }

  /** Draws a phrase that names only facts already told (toldFacts); '' if none turns up. */
  drawTold(rng: Rng, ctx: TextContext, tries = 4): string {
    for (let i = 0; i < tries; i++) {
      const index = this.picker.pick(rng);
      if (allTold(this.facts[index] as readonly SlotFiller[], ctx)) return this.renderAt(index, rng, ctx);
    }
    return '';
  }
}
