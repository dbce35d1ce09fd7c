import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestWords } from '#app/domain/suggest.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let archive: Database.Database;

beforeAll(async () => {
  const path = await buildFixtureArchive('tests/fixtures/demo-small');
  archive = new Database(path, { readonly: true });
  server = await startServer(path);
});

afterAll(async () => {
  archive?.close();
  await server?.stop();
});

interface Body {
  suggestions: { text: string; kind: 'question' | 'search'; href: string }[];
}

async function suggest(q: string): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${server.url}/api/suggest?q=${encodeURIComponent(q)}`);
  return { status: response.status, body: (await response.json()) as Body };
}

/** The commonest word of the archive's answered titles with at least `min` letters. */
function commonTitleWord(min: number): string {
  const counts = new Map<string, number>();
  for (const { title } of archive.prepare('SELECT title FROM questions WHERE answer_count > 0').all() as { title: string }[])
    for (const w of new Set(suggestWords(title))) if (w.length >= min && !/\d/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('GET /api/suggest', () => {
  it('suggests from the first character: at most 8, each beginning a word with what was typed', async () => {
    const word = commonTitleWord(6);
    for (const typed of [word[0]!, word.slice(0, 3), word]) {
      const { status, body } = await suggest(typed);
      expect(status).toBe(200);
      expect(body.suggestions.length, typed).toBeGreaterThan(0);
      expect(body.suggestions.length).toBeLessThanOrEqual(8);
      for (const s of body.suggestions) expect(suggestWords(s.text).some((w) => w.startsWith(typed)), `${typed}: ${s.text}`).toBe(true);
    }
  });

  it('offers the frequent phrases of titles as searches and answered titles as questions', async () => {
    const phrases = archive.prepare('SELECT text FROM suggestions WHERE question_id IS NULL ORDER BY id LIMIT 1').all() as { text: string }[];
    expect(phrases.length).toBe(1);
    const { body } = await suggest(phrases[0]!.text);
    const search = body.suggestions.find((s) => s.kind === 'search');
    expect(search?.href).toBe(`/search?q=${encodeURIComponent(phrases[0]!.text).replaceAll('%20', '+')}`);

    const answered = archive.prepare('SELECT id, title FROM questions WHERE answer_count > 0 ORDER BY answer_count DESC, id LIMIT 1').get() as { id: number; title: string };
    const { body: byTitle } = await suggest(suggestWords(answered.title).slice(0, 5).join(' '));
    const question = byTitle.suggestions.find((s) => s.kind === 'question' && s.text === answered.title);
    expect(question, answered.title).toBeDefined();
    const page = await fetch(`${server.url}${question!.href}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect((await page.text()).replaceAll('<!-- -->', '')).toContain(answered.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;'));
  });

  it('never suggests an unanswered question', async () => {
    const unanswered = archive.prepare('SELECT title FROM questions WHERE answer_count = 0 LIMIT 1').get() as { title: string } | undefined;
    if (!unanswered) return;
    const { body } = await suggest(suggestWords(unanswered.title).slice(0, 5).join(' '));
    expect(body.suggestions.some((s) => s.kind === 'question' && s.text === unanswered.title)).toBe(false);
  });

  it('forgives one typo from the third letter on', async () => {
    const word = commonTitleWord(7);
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4); // two letters swapped
    const { body } = await suggest(typo);
    expect(body.suggestions.length, typo).toBeGreaterThan(0);
    expect(body.suggestions.every((s) => suggestWords(s.text).some((w) => w.startsWith(word.slice(0, 12))))).toBe(true);
    // Not on two letters: too little to tell a typo from another word.
    const { body: short } = await suggest('qz');
    expect(short.suggestions).toEqual([]);
  });

  it('answers hostile input with an empty list, never an error', async () => {
    const hostile = ['', ' ', '"', '*', 'a'.repeat(5000), '%', '\u0000', '<script>alert(1)</script>', "' OR 1=1 --", 'x'.repeat(101), '🙂🙂🙂', 'NEAR(a b)'];
    for (const q of hostile) {
      const { status, body } = await suggest(q);
      expect(status, JSON.stringify(q)).toBe(200);
      expect(Array.isArray(body.suggestions)).toBe(true);
    }
    // Nothing to suggest for: no word in it, or longer than a search-box query.
    const word = commonTitleWord(6);
    for (const q of ['', ' ', '"', '*', '%', '\u0000', '🙂🙂🙂', 'a'.repeat(5000), `${word}${' '.repeat(100)}`, Array(9).fill(word).join(' ')]) {
      const { status, body } = await suggest(q);
      expect(status, JSON.stringify(q)).toBe(200);
      expect(body.suggestions, JSON.stringify(q)).toEqual([]);
    }
    const broken = await fetch(`${server.url}/api/suggest?q=%E0%A4%A`);
    expect(broken.status).toBe(200);
    for (const query of ['', '?q=a&q=b', '?q[]=a', '?x=1']) {
      const response = await fetch(`${server.url}/api/suggest${query}`);
      expect(response.status, query).toBe(200);
      expect(((await response.json()) as Body).suggestions).toEqual([]);
    }
  });
});

describe('the suggestion limit', () => {
  it('is per client and answers 429 with Retry-After past it, apart from the search limit', async () => {
    const limited = await startServer(archive.name, { RATE_LIMIT_SEARCH: '1', RENDER_THREADS: '0', SEARCH_THREADS: '0' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await fetch(`${limited.url}/api/suggest?q=a`)).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      expect((await fetch(`${limited.url}/search?q=tax`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
