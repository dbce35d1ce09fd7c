import type { Rng } from './random.ts';

/**
 * The long tail of a real archive's vocabulary: surnames, small towns, companies, docket
 * and claim numbers, rare legal terms and misspellings. Each kind turns a rank (0, 1, 2,
 * ...) into one word of a realistic shape; ranks are drawn with a power-law tail
 * (`tailRank`), so a few are common and new ones keep appearing as the archive grows,
 * the way Heaps' law says real vocabulary grows (docs/demo-archive.md has the fit).
 */

/**
 * A rank with P(rank >= r) about (1 + r / scale)^-alpha: Zipf-like with exponent
 * 1 + alpha. With alpha under 1 the number of distinct ranks among m draws grows like
 * m^(1 / (1 + alpha)).
 */
export function tailRank(rng: Rng, alpha: number, scale: number): number {
  const rank = scale * (Math.pow(1 - rng.next(), -1 / alpha) - 1);
  return rank < 2 ** 31 ? Math.floor(rank) : 2 ** 31 + Math.floor(rng.next() * 2 ** 20);
}

/**
 * Writes `value` in the mixed radix of `tables` (parts in word order), the last part
 * changing fastest: ranks next to each other differ in their ending.
 */
function compose(value: number, tables: ReadonlyArray<readonly string[]>): string {
  let out = '';
  let rest = value;
  for (let i = tables.length - 1; i >= 0; i--) {
    const table = tables[i] as readonly string[];
    out = (table[rest % table.length] as string) + out;
    rest = Math.floor(rest / table.length);
  }
  return out;
}

// prettier-ignore
const NAME_HEADS = [
  'Bal', 'Ber', 'Bran', 'Car', 'Cal', 'Dal', 'Der', 'Ed', 'Fal', 'Gar', 'Hal', 'Har', 'Kel', 'Ken', 'Lan', 'Mar',
  'Mor', 'Nor', 'Pel', 'Ral', 'Ros', 'Sal', 'Stan', 'Tal', 'Ver', 'Wal', 'Wes', 'Whit', 'Al', 'Ash', 'Bel', 'Cor',
  'Dun', 'Fen', 'Gil', 'Hol', 'Kin', 'Lin', 'Mal', 'Ot', 'Pr', 'Quin', 'Rad', 'Sten', 'Tr', 'Vol', 'Yar', 'Zel',
];
// prettier-ignore
const NAME_MIDDLES = ['', 'a', 'e', 'i', 'o', 'an', 'el', 'er', 'in', 'or', 'ow', 'ing', 'ad', 'ber', 'den', 'mer', 'ris', 'ven', 'lan', 'ter', 'ac', 'ist'];
// prettier-ignore
const NAME_TAILS = [
  'son', 'ton', 'ski', 'ez', 'ley', 'berg', 'man', 'ford', 'well', 'wood', 'sen', 'ova', 'ini', 'ardt', 'stein', 'ick',
  'ham', 'by', 'ner', 'ling', 'quist', 'ovich', 'elli', 'ard', 'ey', 'ak', 'ani', 'os', 'etti', 'field', 'ott', 'ler',
];

/** "Kelverton", "Brandowski": distinct for the first 48 x 22 x 32 ranks, then a second middle. */
export function surname(rank: number): string {
  const base = NAME_HEADS.length * NAME_MIDDLES.length * NAME_TAILS.length;
  if (rank < base) return compose(rank, [NAME_HEADS, NAME_MIDDLES, NAME_TAILS]);
  return compose(rank - base, [NAME_HEADS, NAME_MIDDLES, NAME_MIDDLES.slice(1), NAME_TAILS]);
}

// prettier-ignore
const TOWN_HEADS = [
  'Ash', 'Brook', 'Cedar', 'Clear', 'Deer', 'Elm', 'Fair', 'Glen', 'Green', 'Hazel', 'Iron', 'Lake', 'Maple', 'Mill',
  'North', 'Oak', 'Pine', 'Red', 'River', 'Rock', 'Silver', 'Spring', 'Stone', 'West', 'Willow', 'Bright', 'Cold',
  'Fox', 'High', 'Sandy', 'East', 'Bear', 'Crane', 'Pleasant', 'Pebble', 'Cotton',
];
// prettier-ignore
const TOWN_TAILS = [
  'field', 'ford', 'ton', 'ville', 'wood', 'dale', 'brook', 'port', 'burg', 'view', 'ridge', 'haven', 'mont', 'wick',
  'stead', 'bury', 'land', 'crest', 'boro', 'well', 'creek', 'grove',
];

/** "Maplecrest", then towns named after people: "Kelvertonville". */
export function town(rank: number): string {
  const base = TOWN_HEADS.length * TOWN_TAILS.length;
  if (rank < base) return compose(rank, [TOWN_HEADS, TOWN_TAILS]);
  return surname(rank - base) + (TOWN_TAILS[rank % TOWN_TAILS.length] as string);
}

// prettier-ignore
const BRAND_HEADS = ['Tri', 'Nor', 'Vex', 'Ax', 'Cor', 'Pro', 'Zen', 'Omni', 'Vita', 'Quan', 'Lum', 'Nex', 'Sol', 'Ver', 'Al', 'Bri', 'Cas', 'Dex', 'Evo', 'Fin', 'Gen', 'Hal', 'Ket', 'Mer'];
// prettier-ignore
const BRAND_MIDDLES = ['', 'a', 'o', 'i', 'en', 'ar', 'um', 'el', 'is', 'ter', 'va', 'ro'];
// prettier-ignore
const BRAND_TAILS = ['ix', 'on', 'ex', 'ia', 'io', 'ly', 'ware', 'tech', 'corp', 'core', 'point', 'gen', 'tra', 'sys', 'ent', 'ra'];

/** "Trivexon", "Kelverton": the name part of a company, by rank. */
export function companyName(rank: number): string {
  return rank % 3 === 0
    ? surname(Math.floor(rank / 3))
    : compose(Math.floor(rank / 3), [BRAND_HEADS, BRAND_MIDDLES, BRAND_MIDDLES, BRAND_TAILS]);
}

/** "Trivexon Property Management": a company of one kind (a landlord, a towing firm). */
export function company(rank: number, kinds: readonly string[]): string {
  return `${companyName(rank)} ${kinds[rank % kinds.length] as string}`;
}

const STREET_KINDS = ['Road', 'Street', 'Avenue', 'Lane', 'Drive', 'Court', 'Way', 'Boulevard'];

/** "Kelverton Road": street names grow the vocabulary. */
export function road(rank: number): string {
  // Ranks reach past 2^31, where a shift would turn them negative.
  const half = Math.floor(rank / 2);
  const name = rank % 2 === 0 ? surname(half) : town(half);
  return `${name} ${STREET_KINDS[rank % STREET_KINDS.length] as string}`;
}

/** "2214 Kelverton Road": a house on such a road. */
export function street(rank: number, rng: Rng): string {
  return `${rng.int(10, 9_999)} ${road(rank)}`;
}

const COURT_CODES = ['CV', 'CR', 'DR', 'FA', 'SC', 'PR', 'LT', 'TR', 'CH', 'BK', 'FL', 'JV'];

/** A case number as clerks print them: "2019-CV-04417", "3:21-bk-10233", "FL22-118734". */
export function docketNumber(year: number, rng: Rng): string {
  const yy = String(year % 100).padStart(2, '0');
  const code = rng.pick(COURT_CODES);
  const style = rng.int(0, 2);
  if (style === 0) return `${year}-${code}-${String(rng.int(1, 99_999)).padStart(5, '0')}`;
  if (style === 1) return `${rng.int(1, 9)}:${yy}-${code.toLowerCase()}-${rng.int(10_000, 99_999)}`;
  return `${code}${yy}-${rng.int(100_000, 999_999)}`;
}

/** A claim, account or policy number: one new term almost every time, as in real posts. */
export function referenceNumber(rng: Rng): string {
  const letters = 'ABCDEFGHJKLMNPRSTWXZ';
  return `${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]}${rng.int(1_000_000, 99_999_999)}`;
}
