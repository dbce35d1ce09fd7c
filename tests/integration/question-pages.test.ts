import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let archivePath: string;

const CANONICAL = '/legal-questions/ca-can-i-move-out-of-state-with-my-kids-after-the-divorce-9040001';
const text = (html: string) => html.replaceAll('<!-- -->', '');

beforeAll(async () => {
  archivePath = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/questions');
  server = await startServer(archivePath);
});

afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('question URLs', () => {
  it.each(['/q/9040001', '/questions/9040001', '/legal-questions/wrong-slug-9040001', '/legal-questions/9040001', '/legal-questions/CA-can-i-move-out-of-state-with-my-kids-after-the-divorce-9040001'])(
    '%s answers 301 to the canonical URL',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location')!, server.url).pathname).toBe(CANONICAL);
    },
  );

  it('serves the canonical URL with 200 and a canonical link', async () => {
    const response = await get(CANONICAL);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${server.url.replace('127.0.0.1', 'localhost')}${CANONICAL}"/>`);
  });

  it('omits the state prefix when the question has no state', async () => {
    const response = await get('/q/9040005');
    expect(response.headers.get('location')).toMatch(/\/legal-questions\/can-my-employer-in-london-cut-my-pay-without-notice-9040005$/);
  });

  it.each(['/q/abc', '/q/0', '/q/-3', '/questions/1.5', '/legal-questions/no-id-here', '/legal-questions/slug-0'])(
    '%s shows Invalid Question ID with status 400',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      const html = text(await response.text());
      expect(html).toContain('<title>Invalid Question ID | OpenCounsel</title>');
      expect(html).toContain('Invalid Question ID</h1>');
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Search<\/a>/);
    },
  );

  it.each(['/q/8999999', '/questions/8999999', '/legal-questions/some-question-8999999'])('%s shows Question Not Found with status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = text(await response.text());
    expect(html).toContain('Question Not Found</h1>');
    expect(html).toContain('The requested question could not be found or is no longer available.');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to Search<\/a>/);
  });
});

describe('question page content', () => {
  it('shows labels, title, meta line, ranked answers, labels, pills and the original link', async () => {
    const html = text(await (await get(CANONICAL)).text());
    expect(html).toMatch(/Family Law, Divorce, Child Custody and Adoption<\/a> · <a[^>]*>California<\/a>/);
    expect(html).toContain('Can I move out of state with my kids after the divorce?</h1>');
    expect(html).toContain('Mar 1, 2021');
    expect(html).toContain('3 attorney responses');
    expect(html).toContain('1-minute read · Medium');
    expect(html).toContain('href="https://www.example.org/questions/9040001"');
    expect(html).toContain('Additional Expert Opinions (2)');
    // Primary answer = the highest quality score in the archive.
    const db = new Database(archivePath, { readonly: true });
    const ranked = db.prepare('SELECT id FROM answers WHERE question_id = 9040001 ORDER BY quality_score DESC').all() as { id: number }[];
    db.close();
    const order = [...html.matchAll(/data-answer-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(order).toEqual(ranked.map((r) => r.id));
    expect(order[0]).toBe(9040002);
    expect(html).toContain('Accepted Answer');
    expect(html).toContain('Best Answer');
    expect(html).toContain('Highest Voted Response');
    expect(html).toMatch(/data-pill="authority" data-tone="(green|yellow|neutral)"/);
  });

  it('fills the sidebar panels from the archive', async () => {
    const html = text(await (await get(CANONICAL)).text());
    for (const panel of ['Question Details', 'Response Overview', 'Geographic Distribution', 'Expert Analysis', 'Response Timeline']) expect(html).toContain(`>${panel}</h2>`);
    // Votes 1/3, 12/1, 4/0: agreement (0.25 + 12/13 + 1) / 3 = 0.72 -> High Agreement; rating 17/21 = 81%.
    expect(html).toContain('High Agreement (72%)');
    expect(html).toContain('81% helpful (21 votes)');
    expect(html).toContain('California');
    expect(html).toContain('United Kingdom');
    expect(html).toContain('2 hours after posting');
  });

  it('says plainly that a question without answers was never answered, and leads to answered questions', async () => {
    const html = text(await (await get('/q/9040002').then((r) => get(new URL(r.headers.get('location')!, server.url).pathname))).text());
    expect(html).toContain('This question was never answered</h2>');
    // One statement, not a panel per missing figure.
    expect(html).not.toContain('No attorney responses yet');
    expect(html).not.toContain('Response Overview');
    expect(html).not.toContain('Primary Answer');
    expect(html).toMatch(/<a[^>]*href="\/search\?q=[^"]+"[^>]*>Search the archive for questions like this one<\/a>/);
  });

  it('lists related questions with links to their canonical pages', async () => {
    const html = text(await (await get(CANONICAL)).text());
    expect(html).toContain('Explore Related Questions');
    expect(html).toMatch(/<a[^>]*href="\/legal-questions\/[a-z0-9-]+-\d+"[^>]*>[^<]+<\/a><p/);
  });

  it('says No related questions found for this topic. when nothing shares its words', async () => {
    const html = text(await (await get('/legal-questions/xylophone-zeppelin-quandary-9040006')).text());
    expect(html).toContain('No related questions found for this topic.');
    expect(await (await get('/api/questions/9040006/related')).json()).toEqual({ related: [] });
  });

  it('says Related questions temporarily unavailable. when the archive cannot answer', async () => {
    // A copy of the archive whose related table is gone (an archive built before it existed).
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'q4-broken-')), 'archive.db');
    fs.copyFileSync(archivePath, broken);
    const db = new Database(broken);
    db.exec('DROP TABLE related_questions');
    db.close();
    const other = await startServer(broken);
    try {
      const html = text(await (await fetch(`${other.url}${CANONICAL}`)).text());
      expect(html).toContain('Related questions temporarily unavailable.');
      expect(html).toContain('Primary Answer');
      const api = await fetch(`${other.url}/api/questions/9040001/related`);
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: 'Related questions temporarily unavailable.' });
      // Logged once per request through the server's logger, with the request's id and the cause.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = other
        .output()
        .split('\n')
        .filter((line) => line.includes(`"reqId":"${api.headers.get('x-request-id')}"`) && line.includes('related questions unavailable'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, questionId: 9040001, err: { message: expect.stringMatching(/no such table: related_questions/) } });
    } finally {
      await other.stop();
      fs.rmSync(path.dirname(broken), { recursive: true, force: true });
    }
  });

  it('keeps titles to 60 characters with the brand, descriptions to 160, at most 6 keywords', async () => {
    const response = await get('/q/9040004');
    const html = await (await get(new URL(response.headers.get('location')!, server.url).pathname)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith(' | OpenCounsel')).toBe(true);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain('data-title-size="sm"');
    const keywords = /<meta name="keywords" content="([^"]*)"/.exec(await (await get(CANONICAL)).text())![1]!.split(', ');
    expect(keywords.length).toBeLessThanOrEqual(6);
    expect(html).toContain('property="og:title"');
  });

  it('serves repeated page loads from the page cache (the same page), but never to data requests', async () => {
    const html = { headers: { accept: 'text/html' } };
    const first = await fetch(`${server.url}${CANONICAL}`, html);
    const body1 = await first.text();
    const second = await fetch(`${server.url}${CANONICAL}`, html);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    // The same bytes for every visitor (see question-cache-csp.test.ts).
    expect(await second.text()).toBe(body1);
    // Browsers keep it the spec's 5 minutes; shared caches get their own time.
    expect(second.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    // The client's data request for the same page gets data, not the cached HTML.
    const data = await fetch(`${server.url}${CANONICAL}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get('content-type')).not.toContain('text/html');
    expect(data.headers.get('x-page-cache')).toBeNull();
  });
});

describe('question API', () => {
  it('GET /api/questions/{id} returns question, questionUrl, questionMeta, ranked answers and stats', async () => {
    const response = await get('/api/questions/9040001');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['answers', 'question', 'questionMeta', 'questionUrl', 'stats']);
    expect(body.questionUrl).toBe('https://www.example.org/questions/9040001');
    expect(body.questionMeta).toMatchObject({ category: 10, state: 'CA' });
    expect(body.answers[0]).toMatchObject({ id: 9040002, is_accepted: true, is_best: false, vote_up: 12, vote_down: 1 });
    expect(body.answers[0].attorney).toMatchObject({ name: 'Avery Stone', firm: 'Stone Family Law', city: 'San Diego', state: 'CA', photoUrl: null, photoFallbackUrl: null, answer_count: 1 });
    expect(typeof body.answers[0].posted_ts).toBe('number');
    const scores = body.answers.map((a: { quality: { score: number } }) => a.quality.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.stats).toMatchObject({ answer_count: 3, vote_up: 17, vote_down: 4 });
  });

  it('GET /api/questions/{id}/metadata returns category and state', async () => {
    const body = await (await get('/api/questions/9040001/metadata')).json();
    expect(body).toMatchObject({ category: 10, state: 'CA', category_name: 'Family Law, Divorce, Child Custody and Adoption' });
  });

  it('GET /api/questions/{id}/related returns related[] with the spec fields', async () => {
    const response = await get('/api/questions/9040001/related');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=3600, stale-while-revalidate=86400');
    const { related } = await response.json();
    expect(related.length).toBeGreaterThan(0);
    for (const item of related) {
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'question_short', 'state', 'answer_count', 'days_ago']));
      expect(item.id).not.toBe(9040001);
      expect(item.days_ago).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(['', '/metadata', '/related'])('answers JSON 400 for a bad id and 404 for a missing one (%s)', async (suffix) => {
    const bad = await get(`/api/questions/abc${suffix}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid Question ID' });
    const missing = await get(`/api/questions/8999999${suffix}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Question Not Found' });
  });
});
