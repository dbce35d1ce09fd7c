import { company, docketNumber, referenceNumber, road, street, surname, tailRank, town } from './invented-words.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { zipfPicker, type Rng } from './random.ts';
import { listSlot, storySlot, topicSlot, type SlotFiller, type SlotTable, type TextContext } from './template.ts';

/** Slots every phrase bank may use; banks add their own topic slots on top. */

function dollars(min: number, max: number, step: number): SlotFiller {
  return (rng: Rng) => {
    // Log-uniform: small sums are far more common than large ones.
    const raw = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
    const rounded = Math.max(step, Math.round(raw / step) * step);
    return `$${withCommas(rounded)}`;
  };
}

/** 12500 -> "12,500" (toLocaleString goes through Intl and is too slow for millions of calls). */
function withCommas(value: number): string {
  const digits = String(value);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

function numberSlot(min: number, max: number): SlotFiller {
  return (rng) => String(rng.int(min, max));
}

const relations = [
  'my wife',
  'my husband',
  'my ex-wife',
  'my ex-husband',
  'my mother',
  'my father',
  'my brother',
  'my sister',
  'my son',
  'my daughter',
  'my boyfriend',
  'my girlfriend',
  'my fiance',
  'my roommate',
  'my grandmother',
  'my uncle',
  'my cousin',
  'my stepfather',
  'my best friend',
  'my neighbor',
];
const children = [
  'my son',
  'my daughter',
  'our 6-year-old',
  'my two kids',
  'our three children',
  'my teenage son',
  'my 4-year-old daughter',
  'our baby',
  'my stepdaughter',
  'my 15-year-old',
];
const durations = [
  '3 weeks',
  '2 months',
  '6 months',
  'about a year',
  '18 months',
  '2 years',
  '3 years',
  '5 years',
  '10 days',
  '8 months',
  'almost 4 years',
  '7 years',
  'over a decade',
];
const vehicles = [
  'my car',
  'a pickup truck',
  'my motorcycle',
  'a semi truck',
  'a delivery van',
  'an SUV',
  'a city bus',
  'a rideshare car',
  'my minivan',
  'a company truck',
  'a rental car',
  'a school bus',
];
const employers = [
  'a warehouse',
  'a restaurant chain',
  'a hospital',
  'a trucking company',
  'a call center',
  'a retail store',
  'a construction company',
  'a nursing home',
  'a bank',
  'a software startup',
  'a grocery store',
  'a hotel',
  'a manufacturing plant',
  'a school district',
  'a car dealership',
];
/** With their article: "as {job}" reads "as an electrician". */
const jobs = [
  'a forklift operator',
  'a nurse',
  'a server',
  'a cashier',
  'a delivery driver',
  'an office manager',
  'an electrician',
  'a teacher',
  'a security guard',
  'a line cook',
  'a sales associate',
  'a bookkeeper',
  'a mechanic',
  'a home health aide',
  'a software developer',
  'a truck driver',
];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The long tail (invented-words.ts): Zipf exponent 1 + TAIL_ALPHA. Calibrated so that the
 * archive's distinct search terms follow the real corpus (docs/demo-archive.md).
 */
export const TAIL_ALPHA = 0.2;

/** The other party's surname: real common names first, then invented ones. */
function personSurname(rng: Rng): string {
  const rank = tailRank(rng, TAIL_ALPHA, 300);
  return rank < LAST_NAMES.length ? (LAST_NAMES[rank] as string) : surname(rank - LAST_NAMES.length);
}

const firstNames = zipfPicker(FIRST_NAMES, 0.6);
const FIRM_FORMS = [
  '{a} & {b}, LLP',
  '{a} Law Group',
  'the Law Office of {first} {a}',
  '{a}, {b} & Associates',
  '{a} Legal, PLLC',
];

function firm(rng: Rng): string {
  const form = FIRM_FORMS[rng.int(0, FIRM_FORMS.length - 1)] as string;
  return form
    .replace('{a}', personSurname(rng))
    .replace('{b}', personSurname(rng))
    .replace('{first}', firstNames.pick(rng));
}

/** One story slot per kind of company: "{landlordCo}" -> "Trivexon Property Management". */
function companySlots(kinds: Readonly<Record<string, readonly string[]>>): Record<string, SlotFiller> {
  const out: Record<string, SlotFiller> = {};
  for (const [slot, suffixes] of Object.entries(kinds))
    out[slot] = storySlot((rng) => company(tailRank(rng, TAIL_ALPHA, 250), suffixes));
  return out;
}

/**
 * Story slots keep one value per question (storySlot): one amount, one duration, one
 * landlord, so a body never states two incomes. {count} and {days} too: a title's
 * "back 4 times" is the body's "4 times".
 */
export const SHARED_SLOTS: SlotTable = {
  relation: storySlot(listSlot(relations)),
  child: storySlot(listSlot(children)),
  duration: storySlot(listSlot(durations)),
  vehicle: storySlot(listSlot(vehicles)),
  employer: storySlot(listSlot(employers)),
  job: storySlot(listSlot(jobs)),
  month: storySlot(listSlot(months)),
  weekday: storySlot(listSlot(weekdays)),
  amount: storySlot(dollars(300, 60_000, 50)),
  smallAmount: storySlot(dollars(40, 2_500, 5)),
  bigAmount: storySlot(dollars(20_000, 900_000, 1_000)),
  rent: storySlot(dollars(650, 3_800, 25)),
  salary: storySlot(dollars(24_000, 160_000, 1_000)),
  bills: storySlot(dollars(1_500, 90_000, 50)),
  years: storySlot(numberSlot(2, 19)),
  age: storySlot(numberSlot(17, 82)),
  childAge: storySlot(numberSlot(2, 17)),
  elderAge: storySlot(numberSlot(68, 96)),
  household: storySlot(numberSlot(2, 7)),
  days: storySlot(numberSlot(2, 45)),
  count: storySlot(numberSlot(2, 9)),
  place: (_rng, ctx: TextContext) => ctx.placeName,
  city: (_rng, ctx: TextContext) => ctx.cityName,
  first: storySlot((rng) => firstNames.pick(rng)),
  // Other people of the story (a bank's people lines), each their own person.
  person1: storySlot((rng) => `${firstNames.pick(rng)} ${personSurname(rng)}`),
  person2: storySlot((rng) => `${firstNames.pick(rng)} ${personSurname(rng)}`),
  person3: storySlot((rng) => `${firstNames.pick(rng)} ${personSurname(rng)}`),
  surname: storySlot(personSurname),
  town: storySlot((rng) => town(tailRank(rng, TAIL_ALPHA, 250))),
  street: storySlot((rng) => street(tailRank(rng, TAIL_ALPHA, 300), rng)),
  road: storySlot((rng) => road(tailRank(rng, TAIL_ALPHA, 300))),
  ...companySlots({
    landlordCo: ['Property Management', 'Apartments', 'Realty', 'Properties', 'Residential'],
    employerCo: ['Logistics', 'Staffing', 'Builders', 'Medical Group', 'Home Health', 'Foods', 'Manufacturing'],
    insurer: ['Insurance', 'Mutual', 'Casualty', 'Insurance Group'],
    dealer: ['Auto Sales', 'Motors', 'Auto Group'],
    contractor: ['Roofing', 'Construction', 'Remodeling', 'Builders', 'Plumbing'],
    collector: ['Credit Services', 'Recovery', 'Collections', 'Asset Recovery'],
    lender: ['Financial', 'Lending', 'Mortgage', 'Bank'],
    towCo: ['Towing', 'Towing and Recovery'],
    business: ['Holdings', 'Group', 'Solutions', 'Supply'],
  }),
  firm: storySlot(firm),
  docket: storySlot((rng, ctx) => docketNumber(ctx.year ?? 2015, rng)),
  reference: storySlot(referenceNumber),
};

/** Shared slots plus a bank's own topic lists. */
export function slotTableFor(own: Readonly<Record<string, readonly string[]>> | undefined): SlotTable {
  if (!own) return SHARED_SLOTS;
  const table: Record<string, SlotFiller> = { ...SHARED_SLOTS };
  for (const [name, phrases] of Object.entries(own)) table[name] = topicSlot(phrases);
  return table;
}
