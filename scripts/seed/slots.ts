import type { Rng } from './random.ts';
import { listSlot, topicSlot, type SlotFiller, type SlotTable, type TextContext } from './template.ts';

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
const jobs = [
  'forklift operator',
  'nurse',
  'server',
  'cashier',
  'delivery driver',
  'office manager',
  'electrician',
  'teacher',
  'security guard',
  'line cook',
  'sales associate',
  'bookkeeper',
  'mechanic',
  'home health aide',
  'software developer',
  'truck driver',
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

export const SHARED_SLOTS: SlotTable = {
  relation: listSlot(relations),
  child: listSlot(children),
  duration: listSlot(durations),
  vehicle: listSlot(vehicles),
  employer: listSlot(employers),
  job: listSlot(jobs),
  month: listSlot(months),
  weekday: listSlot(weekdays),
  amount: dollars(300, 60_000, 50),
  smallAmount: dollars(40, 2_500, 5),
  bigAmount: dollars(20_000, 900_000, 1_000),
  rent: dollars(650, 3_800, 25),
  years: numberSlot(2, 19),
  age: numberSlot(17, 82),
  days: numberSlot(2, 45),
  count: numberSlot(2, 9),
  place: (_rng, ctx: TextContext) => ctx.placeName,
  city: (_rng, ctx: TextContext) => ctx.cityName,
};

/** Shared slots plus a bank's own topic lists. */
export function slotTableFor(own: Readonly<Record<string, readonly string[]>> | undefined): SlotTable {
  if (!own) return SHARED_SLOTS;
  const table: Record<string, SlotFiller> = { ...SHARED_SLOTS };
  for (const [name, phrases] of Object.entries(own)) table[name] = topicSlot(phrases);
  return table;
}
