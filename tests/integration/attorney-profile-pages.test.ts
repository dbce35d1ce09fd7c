import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAR_LOOKUPS } from '#app/domain/reference/bar-lookup.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** Server-rendered attorney profiles (no JavaScript): contacts, honest figures, the whole answer record. */
let server: TestServer;
let db: Database.Database;

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll('<!-- -->', '');
};
const actionHref = (page: string, kind: string) =>
  new RegExp(`<a href="([^"]*)" data-action="${kind}"`).exec(page)?.[1]?.replaceAll('&amp;', '&') ?? null;
const answerIds = (page: string) => [...page.matchAll(/data-answer-id="(\d+)"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/attorneys');
  db = new Database(archive, { readonly: true });
  server = await startServer(archive);
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('contact and license', () => {
  it('shows each contact the archive gives as an action, and the state lookup to verify the license', async () => {
    const page = await html('/attorneys/ada-quillfeather');
    expect(actionHref(page, 'website')).toBe('https://quillfeatherlaw.example.com/');
    expect(actionHref(page, 'phone')).toBe('tel:3075550123');
    expect(actionHref(page, 'email')).toBe('mailto:ada@quillfeatherlaw.example.com');
    expect(actionHref(page, 'licence')).toBe(BAR_LOOKUPS.get('WY')!.url);
    expect(page).toContain('Search the public roll of the Wyoming State Bar');
    expect(page).not.toContain('Contact available');
    const profileLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((b) => b['@type'] === 'ProfilePage');
    expect(profileLd.mainEntity).toMatchObject({
      telephone: '(307) 555-0123',
      email: 'ada@quillfeatherlaw.example.com',
      sameAs: ['https://quillfeatherlaw.example.com/'],
    });
  });

  it("links the attorney's own bar profile when given, and says when there is no contact", async () => {
    const page = await html('/attorneys/bram-quillfeather');
    expect(actionHref(page, 'licence')).toBe('https://bar.example.org/members/906002');
    for (const kind of ['website', 'phone', 'email']) expect(actionHref(page, kind)).toBeNull();
    expect(page).toContain('The archive lists no website, phone number or email for Bram Quillfeather.');
    expect(page).toMatch(/Contact: <strong>none listed<\/strong>/);
  });

  it('marks the directory card of an attorney with a contact, and only that one', async () => {
    const page = await html('/find-attorney?state=WY');
    expect(page.match(/data-testid="card-contact"/g)).toHaveLength(1);
    expect(page).toMatch(/data-testid="card-contact"><a [^>]*href="\/attorneys\/ada-quillfeather#contact"/);
  });
});

describe('honest figures', () => {
  it('names the legal-terms figure for what it is and marks supplied figures as reported', async () => {
    const page = await html('/attorneys/ada-quillfeather');
    expect(page).not.toMatch(/Technical Accuracy/i);
    expect(page).toMatch(/Legal Terms.*\d\.\d per answer.*not whether it is correct/s);
    expect(page).toContain('$250 (as reported)');
    expect(page).toContain(
      'Distinguished: 25 or more years in practice · WY Leader: among the top 20% of Wyoming attorneys by answers',
    );
    expect(page).toContain('75%: cases won out of cases completed (150 of 200, as reported)');
  });

  it('shows no success rate, case counts or hourly rate for a demo attorney', async () => {
    const page = await html('/attorneys/yuki-l-brown');
    for (const label of ['Success rate', 'Cases won', 'Cases completed', 'Hourly rate']) expect(page).not.toContain(label);
  });
});

describe("an attorney's whole record", () => {
  const ORDER = {
    newest: 'posted_at DESC, id DESC',
    helpful: 'vote_up DESC, posted_at DESC, id DESC',
  };
  const expected = (sort: keyof typeof ORDER, page: number) =>
    db
      .prepare(`SELECT id FROM answers WHERE attorney_id = 29 ORDER BY ${ORDER[sort]} LIMIT 20 OFFSET ?`)
      .pluck()
      .all((page - 1) * 20) as number[];
  let total: number;
  // demo-small's busiest attorney, John H. Warren (id 29).
  beforeAll(() => {
    total = db.prepare('SELECT count(*) FROM answers WHERE attorney_id = 29').pluck().get() as number;
    expect(total).toBeGreaterThan(60);
  });

  it('lists the newest 20 first and pages through every answer', async () => {
    const first = await html('/attorneys/john-h-warren');
    expect(answerIds(first)).toEqual(expected('newest', 1));
    expect(first).toContain(`All Answers (${total})`);
    expect(first).toContain('href="/attorneys/john-h-warren?page=2#answers"');
    const last = Math.ceil(total / 20);
    const lastPage = await html(`/attorneys/john-h-warren?page=${last}`);
    expect(answerIds(lastPage)).toEqual(expected('newest', last));
    expect(answerIds(lastPage).length).toBe(total - (last - 1) * 20);
    // Every answer appears once over all the pages.
    const seen = new Set<number>();
    for (let p = 1; p <= last; p++) for (const id of expected('newest', p)) seen.add(id);
    expect(seen.size).toBe(total);
  });

  it('orders by most up-votes, keeping the order in the page links', async () => {
    const page = await html('/attorneys/john-h-warren?sort=helpful&page=2');
    expect(answerIds(page)).toEqual(expected('helpful', 2));
    expect(page).toContain('href="/attorneys/john-h-warren?sort=helpful&amp;page=3#answers"');
    expect(page).toContain('most up-votes first; ties newest first');
    expect(page).toMatch(/<span aria-current="true"[^>]*>Most helpful first<\/span>/);
  });

  it('gives the same pages in the answers API', async () => {
    const body = (await (await fetch(`${server.url}/api/attorneys/john-h-warren/answers?sort=helpful&page=2`)).json()) as {
      all: { sort: string; page: number; pageSize: number; total: number; answers: { answerId: number }[] };
    };
    expect(body.all).toMatchObject({ sort: 'helpful', page: 2, pageSize: 20, total });
    expect(body.all.answers.map((a) => a.answerId)).toEqual(expected('helpful', 2));
  });

  it('shows the last page for a page past the end, and the first for a bad one', async () => {
    const last = Math.ceil(total / 20);
    expect(answerIds(await html('/attorneys/john-h-warren?page=9999'))).toEqual(expected('newest', last));
    expect(answerIds(await html('/attorneys/john-h-warren?page=-3&sort=nonsense'))).toEqual(expected('newest', 1));
  });
});
