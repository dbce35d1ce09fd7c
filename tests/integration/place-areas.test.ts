import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_AREA_MIN_QUESTIONS } from '#app/domain/place-areas.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** The practice-area pages of states and countries, against what the archive holds. */
let server: TestServer;
let db: Database.Database;

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
const decode = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

beforeAll(async () => {
  const path = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/browse', 'tests/fixtures/place-areas');
  db = new Database(path, { readonly: true });
  server = await startServer(path);
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

interface Pair {
  kind: 'state' | 'country';
  code: string;
  placeSlug: string;
  placeName: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  n: number;
}

/** Every (place, category) pair counted straight from the questions, as the pages must show them. */
function pairsFromQuestions(): Pair[] {
  return db
    .prepare(
      `SELECT p.kind, p.code, p.slug AS placeSlug, p.name AS placeName, c.id AS categoryId, c.slug AS categorySlug, c.name AS categoryName, count(*) AS n
       FROM questions q JOIN categories c ON c.id = q.category_id
       JOIN places p ON (p.kind = 'state' AND q.country = 'US' AND p.code = q.state) OR (p.kind = 'country' AND q.country <> 'US' AND p.code = q.country)
       GROUP BY p.id, c.id ORDER BY n DESC, p.slug, c.slug`,
    )
    .all() as Pair[];
}
const pathOf = (p: Pick<Pair, 'kind' | 'placeSlug' | 'categorySlug'>) =>
  p.kind === 'state' ? `/legal-help/${p.placeSlug}/${p.categorySlug}` : `/legal-help/countries/${p.placeSlug}/${p.categorySlug}`;

describe('place_areas', () => {
  it('holds every state pair with questions, and the pairs of countries with enough questions, with their real counts', () => {
    const countryTotals = new Map(
      (db.prepare("SELECT code, question_count AS n FROM places WHERE kind = 'country'").all() as { code: string; n: number }[]).map((r) => [r.code, r.n]),
    );
    const expected = pairsFromQuestions()
      .filter((p) => p.kind === 'state' || countryTotals.get(p.code)! >= COUNTRY_AREA_MIN_QUESTIONS)
      .map((p) => `${p.kind}:${p.code}:${p.categoryId}:${p.n}`)
      .sort();
    const stored = (
      db
        .prepare('SELECT p.kind, p.code, pa.category_id AS c, pa.question_count AS n FROM place_areas pa JOIN places p ON p.id = pa.place_id')
        .all() as { kind: string; code: string; c: number; n: number }[]
    )
      .map((r) => `${r.kind}:${r.code}:${r.c}:${r.n}`)
      .sort();
    expect(stored.length).toBeGreaterThan(20);
    expect(stored).toEqual(expected);
  });
});

describe('question_cards', () => {
  it("holds every question's card as its own rows say: title, labels, date, answer count and the top answer's excerpt", () => {
    const counts = db.prepare('SELECT (SELECT count(*) FROM questions) AS questions, (SELECT count(*) FROM question_cards) AS cards').get() as {
      questions: number;
      cards: number;
    };
    expect(counts.cards).toBe(counts.questions);
    const wrong = db
      .prepare(
        `SELECT count(*) AS n FROM questions q JOIN question_listing l ON l.question_id = q.id
         LEFT JOIN answers a ON a.id = l.top_answer_id JOIN question_cards c ON c.question_id = q.id
         WHERE c.title IS NOT q.title OR c.category_id IS NOT q.category_id OR c.state IS NOT q.state OR c.country IS NOT q.country
            OR c.posted_at IS NOT q.posted_at OR c.answer_count IS NOT q.answer_count OR c.answer_short IS NOT a.answer_short`,
      )
      .get() as { n: number };
    expect(wrong.n).toBe(0);
    const excerpts = db.prepare('SELECT count(*) AS n FROM question_cards WHERE answer_short IS NOT NULL').get() as { n: number };
    expect(excerpts.n).toBeGreaterThan(counts.cards / 2);
  });
});

describe('/legal-help/{state}/{category}', () => {
  it('shows the count, the questions in pages, the links around it, and sound head tags', async () => {
    const pair = pairsFromQuestions().find((p) => p.kind === 'state')!;
    const path = pathOf(pair);
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(html).toContain(`<h1 class="text-3xl font-bold tracking-tight">${pair.categoryName} in ${pair.placeName}</h1>`);
    expect(html).toMatch(new RegExp(`<strong>${pair.n} questions?</strong>`));
    const listed = [...html.matchAll(/<article/g)].length;
    expect(listed).toBe(Math.min(20, pair.n));
    expect(html).toContain(`href="/legal-help/${pair.placeSlug}"`);
    expect(html).toContain(`href="/categories/${pair.categorySlug}"`);
    // Head: canonical, a title of at most 60 characters, a description of at most 160, breadcrumbs.
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.startsWith(`${pair.categoryName} in ${pair.placeName}`.slice(0, 20))).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="${server.url.replace('127.0.0.1', 'localhost')}${path}"/>`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toContain(`${pair.n} question`);
    const crumbs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { name: string; item: string }[] })
      .find((j) => j['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement!.map((i) => i.name)).toEqual(['Home', 'Legal Help', pair.placeName, pair.categoryName]);
    expect(crumbs.itemListElement!.at(-1)!.item.endsWith(path)).toBe(true);
  });

  it('sends no question excerpt: its cards show the answers\' excerpts, and the hydration data holds only what they show', async () => {
    const pair = pairsFromQuestions().find((p) => p.kind === 'state' && p.n >= 5)!;
    const html = await (await get(pathOf(pair))).text();
    const ids = [...html.matchAll(/href="\/legal-questions\/[^"]*?-(\d+)"/g)].map((m) => Number(m[1]));
    const excerpts = (
      db.prepare('SELECT question_short AS text FROM questions WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as { text: string }[]
    )
      .map((r) => r.text.slice(0, 40))
      .filter((text) => /^[A-Za-z0-9 ,.]{20,}$/.test(text)); // no character any encoding would change
    expect(excerpts.length).toBeGreaterThan(2);
    for (const text of excerpts) expect(html).not.toContain(text);
    const answers = (
      db
        .prepare(
          `SELECT a.answer_short AS text FROM question_listing l JOIN answers a ON a.id = l.top_answer_id
           WHERE l.question_id IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(ids)) as { text: string }[]
    )
      .map((r) => r.text.slice(0, 40))
      .filter((text) => /^[A-Za-z0-9 ,.]{20,}$/.test(text));
    expect(answers.length).toBeGreaterThan(2);
    for (const text of answers) expect(html).toContain(text);
  });

  it('pages through every question of the pair, each one of that state and category', async () => {
    const pair = pairsFromQuestions().find((p) => p.kind === 'state' && p.n > 20)!;
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(pair.n / 20); page++) {
      const html = await (await get(`${pathOf(pair)}?sort=recent&page=${page}`)).text();
      for (const m of html.matchAll(/href="\/legal-questions\/[^"]*?-(\d+)"/g)) seen.add(m[1]!);
    }
    expect(seen.size).toBe(pair.n);
    const wrong = db
      .prepare(`SELECT count(*) AS n FROM questions WHERE id IN (SELECT value FROM json_each(?)) AND NOT (state = ? AND category_id = ?)`)
      .get(JSON.stringify([...seen].map(Number)), pair.code, pair.categoryId) as { n: number };
    expect(wrong.n).toBe(0);
    expect((await get(`${pathOf(pair)}?page=${Math.ceil(pair.n / 20) + 1}`)).status).toBe(404);
  });

  it('is 404 for a pair without questions and 301 from a state code to the canonical address', async () => {
    const empty = db
      .prepare(
        `SELECT p.slug AS placeSlug, c.slug AS categorySlug FROM places p, categories c
         WHERE p.kind = 'state' AND NOT EXISTS (SELECT 1 FROM place_areas pa WHERE pa.place_id = p.id AND pa.category_id = c.id) LIMIT 1`,
      )
      .get() as { placeSlug: string; categorySlug: string };
    expect((await get(`/legal-help/${empty.placeSlug}/${empty.categorySlug}`)).status).toBe(404);
    expect((await get(`/legal-help/${empty.placeSlug}/no-such-area`)).status).toBe(404);
    const pair = pairsFromQuestions().find((p) => p.kind === 'state')!;
    const moved = await get(`/legal-help/${pair.code.toLowerCase()}/${pair.categorySlug}?sort=recent`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${pathOf(pair)}?sort=recent`);
  });

  it('links the same area in the bordering states that have it', async () => {
    const pair = pairsFromQuestions().find((p) => p.kind === 'state' && p.code === 'TX') ?? pairsFromQuestions().find((p) => p.kind === 'state')!;
    const html = decode(await (await get(pathOf(pair))).text());
    const { neighbouringStates } = await import('#app/domain/reference/state-neighbors.ts');
    const withArea = pairsFromQuestions().filter((p) => p.categoryId === pair.categoryId && neighbouringStates(pair.code).includes(p.code));
    for (const n of withArea) expect(html).toContain(`href="${pathOf(n)}"`);
  });
});

describe("the figures around a pair's questions", () => {
  it("the attorneys of the place who answered most in the area, each with the questions they answered there", async () => {
    const answeredBy = db.prepare(
      `SELECT t.name, count(DISTINCT a.question_id) AS n FROM answers a
       JOIN questions q ON q.id = a.question_id JOIN attorneys t ON t.id = a.attorney_id
       WHERE q.country = 'US' AND q.state = ? AND q.category_id = ? AND t.country = 'US' AND t.state = ?
       GROUP BY t.id ORDER BY n DESC, t.id`,
    );
    // The largest pair that attorneys of its own state answered.
    const [pair, expected] = pairsFromQuestions()
      .filter((p) => p.kind === 'state')
      .map((p) => [p, answeredBy.all(p.code, p.categoryId, p.code) as { name: string; n: number }[]] as const)
      .find(([, rows]) => rows.length > 1)!;
    const html = decode(await (await get(pathOf(pair))).text());
    const section = /<section aria-labelledby="area-attorneys"[\s\S]*?<\/section>/.exec(html)![0];
    const shown = [...section.matchAll(/<a [^>]*>([^<]+)<\/a><span[^>]*>(?:[^<·]*· )?(\d+) questions? answered here/g)].map((m) => ({ name: m[1]!, n: Number(m[2]) }));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected.slice(0, shown.length));
  });

  it("the state page's top areas and the category page's top states carry the pairs' counts", async () => {
    const pair = pairsFromQuestions().find((p) => p.kind === 'state')!;
    const counted = (place: string, category: number) => pairsFromQuestions().find((p) => p.kind === 'state' && p.code === place && p.categoryId === category)?.n;
    const links = (html: string, id: string) =>
      [...(new RegExp(`<section aria-labelledby="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '').matchAll(/href="\/legal-help\/([a-z-]+)\/([a-z0-9-]+)"[^>]*>[^<]*<\/a> <span[^>]*>\(([\d,]+)\)/g)].map(
        (m) => ({ place: m[1]!, category: m[2]!, n: Number(m[3]!.replaceAll(',', '')) }),
      );
    const slugs = new Map((db.prepare("SELECT slug, code FROM places WHERE kind = 'state'").all() as { slug: string; code: string }[]).map((r) => [r.slug, r.code]));
    const ids = new Map((db.prepare('SELECT slug, id FROM categories').all() as { slug: string; id: number }[]).map((r) => [r.slug, r.id]));
    const areas = links(decode(await (await get(`/legal-help/${pair.placeSlug}`)).text()), 'location-areas');
    const states = links(decode(await (await get(`/categories/${pair.categorySlug}`)).text()), 'category-states');
    const neighbours = links(decode(await (await get(pathOf(pair))).text()), 'area-neighbours');
    expect(areas.length).toBeGreaterThan(0);
    expect(states.length).toBeGreaterThan(0);
    for (const link of [...areas, ...states, ...neighbours]) expect(link.n, `${link.place}/${link.category}`).toBe(counted(slugs.get(link.place)!, ids.get(link.category)!));
    // Most questions first.
    for (const list of [areas, states, neighbours]) expect(list.map((l) => l.n)).toEqual([...list.map((l) => l.n)].sort((a, b) => b - a));
  });
});

describe('links into the practice-area pages', () => {
  it('a state page lists its top areas and a category page its top states, with the pages\' counts', async () => {
    const pair = pairsFromQuestions().find((p) => p.kind === 'state')!;
    const state = decode(await (await get(`/legal-help/${pair.placeSlug}`)).text());
    expect(state).toContain(`Top practice areas in ${pair.placeName}`);
    expect(state).toContain(`href="${pathOf(pair)}"`);
    const category = decode(await (await get(`/categories/${pair.categorySlug}`)).text());
    expect(category).toContain(`${pair.categoryName} by state`);
    expect(category).toContain(`href="${pathOf(pair)}"`);
  });

  it('the sitemap lists every practice-area page', async () => {
    const index = await (await get('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/place-areas.xml');
    const xml = await (await get('/sitemaps/place-areas.xml')).text();
    const count = (db.prepare('SELECT count(*) AS n FROM place_areas').get() as { n: number }).n;
    expect([...xml.matchAll(/<loc>/g)].length).toBe(count);
    const pair = pairsFromQuestions().find((p) => p.kind === 'state')!;
    expect(xml).toContain(`${pathOf(pair)}</loc>`);
  });
});

describe('/legal-help/countries/{country}/{category}', () => {
  it('exists only for countries with enough questions to split by area', async () => {
    const totals = db.prepare("SELECT code, slug, question_count AS n FROM places WHERE kind = 'country' AND code <> 'US' AND question_count > 0").all() as {
      code: string;
      slug: string;
      n: number;
    }[];
    const pairs = pairsFromQuestions().filter((p) => p.kind === 'country');
    // The fixtures hold a country on each side of the line.
    expect(totals.some((c) => c.n >= COUNTRY_AREA_MIN_QUESTIONS)).toBe(true);
    expect(totals.some((c) => c.n < COUNTRY_AREA_MIN_QUESTIONS)).toBe(true);
    for (const country of totals) {
      const pair = pairs.find((p) => p.code === country.code);
      if (!pair) continue;
      const status = (await get(pathOf(pair))).status;
      expect(status, `${country.code} with ${country.n} questions`).toBe(country.n >= COUNTRY_AREA_MIN_QUESTIONS ? 200 : 404);
    }
  });
});
