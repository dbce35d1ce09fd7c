/**
 * Article pages and calls under load: node --import tsx scripts/bench/articles.ts
 *
 * Articles do not grow with the question archive (the demo has 60 at any size), so this
 * builds its own article-heavy archive: BENCH_ARTICLES (default 10,000) generated articles
 * of about 3 KB of HTML each in the spec's 8 categories, imported by the real importer
 * (sanitizing at import, article_search derive). It then measures the real production
 * server with autocannon (4 connections, BENCH_SECONDS each, default 5) and the render-time
 * sanitizer in process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sanitizeArticleHtml } from '#app/domain/sanitize-html.ts';
import { importArchive } from '#scripts/import/importer.ts';
import { ensureBundle } from '#scripts/lib/bundle.ts';
import { startServer } from '../../tests/helpers/server.ts';
import { autocannon } from './autocannon.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CATEGORIES = [
  ['personal-injury', 'Personal Injury', 0.4],
  ['family-law-and-divorse', 'Family Law &amp; Divorce', 0.2],
  ['criminal-law-and-dui', 'Criminal Law &amp; DUI', 0.15],
  ['employment-law', 'Employment Law', 0.1],
  ['real-estate', 'Real Estate', 0.06],
  ['business-law', 'Business Law', 0.05],
  ['estate-planning', 'Estate Planning', 0.03],
  ['miscellaneous', 'Miscellaneous', 0.01],
] as const;
const WORDS =
  'claim court deadline evidence insurer settlement judge filing notice appeal custody lease contract wages injury estate trust probate garnishment tenant employer damages negligence statute'.split(
    ' ',
  );

function paragraph(seed: number, words: number): string {
  let text = '';
  for (let i = 0; i < words; i++) text += `${WORDS[(seed * 31 + i * 17 + (i % 7)) % WORDS.length]} `;
  return text.trim();
}

function writeDump(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'article-categories.jsonl'),
    CATEGORIES.map(([slug, name]) => JSON.stringify({ slug, name })).join('\n') + '\n',
  );
  const out = fs.openSync(path.join(dir, 'articles.jsonl'), 'w');
  let n = 0;
  for (const [slug, , share] of CATEGORIES) {
    const count = Math.max(1, Math.round(ARTICLES * share));
    for (let i = 0; i < count; i++, n++) {
      const body = Array.from(
        { length: 6 },
        (_, p) =>
          `<h2>Part ${p + 1}</h2><p>${paragraph(n + p, 70)} <a href="https://example.org/${n}">source</a> <strong>${paragraph(n, 5)}</strong>.</p>`,
      ).join('');
      fs.writeSync(
        out,
        JSON.stringify({
          slug: `${slug}-article-${i + 1}`,
          categorySlug: slug,
          title: `${paragraph(n, 6)} (${i + 1})`,
          excerpt: paragraph(n + 1, 30),
          fullSummary: paragraph(n + 2, 60),
          content: body,
          publishedDate: new Date(Date.UTC(2010, 0, 1) + n * 3_600_000 * 7).toISOString(),
          authorName: i % 5 === 0 ? 'admin' : `Author ${i % 40}`,
          readingTime: 3,
          keyTopics: [WORDS[n % WORDS.length], WORDS[(n + 3) % WORDS.length]],
        }) + '\n',
      );
    }
  }
  fs.closeSync(out);
}

const dir = path.join(root, 'data/bench', `articles-${ARTICLES}`);
const dbPath = path.join(dir, 'archive.db');
if (!fs.existsSync(dbPath)) {
  writeDump(path.join(dir, 'dump'));
  const started = performance.now();
  const report = await importArchive({ inputs: [path.join(dir, 'dump')], outPath: dbPath });
  if (!report.ok) throw new Error('bench import failed');
  console.log(
    `imported ${ARTICLES.toLocaleString('en-US')} articles in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  fs.rmSync(path.join(dir, 'dump'), { recursive: true });
}

// Render-time sanitizer cost, in process.
const typical = Array.from(
  { length: 6 },
  (_, p) => `<h2>Part ${p}</h2><p>${paragraph(p, 70)} <a href="https://example.org/">x</a></p>`,
).join('');
const large = typical.repeat(Math.ceil(200_000 / typical.length));
for (const [label, html] of [
  ['typical', typical],
  ['200 KB', large],
] as const) {
  const runs = label === 'typical' ? 2000 : 50;
  const started = performance.now();
  for (let i = 0; i < runs; i++) sanitizeArticleHtml(html);
  console.log(
    `sanitize ${label} article (${(html.length / 1000).toFixed(1)} KB): ${((performance.now() - started) / runs).toFixed(3)} ms`,
  );
}

ensureBundle(root);
const server = await startServer(dbPath);
const deep = Math.ceil((ARTICLES * 0.4) / 12);
// Baselines: the cheapest JSON answer and the layout-only 404 page, for the SSR cost of the layout itself.
const targets = [
  '/healthz',
  '/no-such-page',
  '/articles',
  '/articles/category/personal-injury',
  `/articles/category/personal-injury?page=${deep}`,
  '/articles/category/personal-injury?q=garnishment+tenant',
  '/articles/personal-injury-article-17',
  '/api/articles/categories',
  `/api/articles/category/personal-injury?page=${deep}`,
  '/api/articles/category/personal-injury?q=settlement',
  '/api/articles/personal-injury-article-17',
];
console.log(
  `\nload average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores (shared machine: compare rows, not absolutes)`,
);
console.log(`${'path'.padEnd(62)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
try {
  for (const target of targets) {
    const result = await autocannon({ url: `${server.url}${target}`, connections: 4, duration: SECONDS });
    if ((result.non2xx && target !== '/no-such-page') || result.errors)
      throw new Error(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(
      `${target.padEnd(62)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}`,
    );
  }
} finally {
  await server.stop();
}
