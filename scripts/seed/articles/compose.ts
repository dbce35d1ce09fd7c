import type { ArticleCategoryRecord, ArticleRecord } from '#scripts/import/records.ts';
import { categorySlug } from '#app/domain/slug.ts';
import { isoSeconds } from '../dates.ts';
import type { Rng } from '../random.ts';
import { ARTICLE_ANGLES } from './angles.ts';
import { ARTICLE_AUTHORS, ARTICLE_PLAN, EDITORIAL_AUTHOR_NAMES } from './plan.ts';
import type { ArticleCategoryPlan, ArticleSubject } from './types.ts';

const CONTENT_TYPES = ['Guide', 'Explainer', 'Checklist'] as const;
type ContentType = (typeof CONTENT_TYPES)[number];
const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
const FIRST_PUBLISHED = Date.UTC(2019, 0, 7);
const LAST_PUBLISHED = Date.UTC(2025, 5, 30);

/** The article's own title and excerpt (angles.ts), by its place among the subject's articles. */
function angleOf(subject: ArticleSubject, round: number): readonly [string, string] {
  const angle = ARTICLE_ANGLES[subject.name]?.[round];
  if (!angle) throw new Error(`No title and excerpt for article ${round + 1} on ${subject.name}`);
  return angle;
}

const LAW_HEADINGS: Record<ContentType, string> = {
  Guide: 'How it works',
  Explainer: 'What the law says',
  Checklist: 'The rules in brief',
};

const LAWYER_PARAGRAPH =
  'Every state has its own statutes and court rules, and the outcome often turns on facts that a short article cannot cover. If a deadline is approaching or the stakes are high, a consultation with a local attorney is worth the time; many offer a free first meeting.';

export function composeArticleCategories(): ArticleCategoryRecord[] {
  return ARTICLE_PLAN.map((plan) => ({ slug: plan.slug, name: plan.name }));
}

/** The 60 articles: fixed plan, seeded choices (dates, authors, difficulty, topics). */
export function composeArticles(rng: Rng): ArticleRecord[] {
  const articles: ArticleRecord[] = [];
  for (const plan of ARTICLE_PLAN) {
    for (let i = 0; i < plan.articleCount; i++) {
      const subject = plan.subjects[i % plan.subjects.length] as ArticleSubject;
      const round = Math.floor(i / plan.subjects.length);
      const type = CONTENT_TYPES[round % CONTENT_TYPES.length] as ContentType;
      articles.push(composeArticle(plan, subject, type, round, rng));
    }
  }
  return articles;
}

function composeArticle(
  plan: ArticleCategoryPlan,
  subject: ArticleSubject,
  type: ContentType,
  round: number,
  rng: Rng,
): ArticleRecord {
  const [title, excerpt] = angleOf(subject, round);
  const topics = rng.sample(subject.topics, rng.int(3, Math.min(6, subject.topics.length)));
  // Articles on one subject start from different facts: each has its own pull quote and
  // summaries, and the quote is not repeated in the paragraph beside it.
  const facts = subject.facts.map((_, j) => subject.facts[(j + round) % subject.facts.length] as string);
  const [pullQuote, ...lawFacts] = facts as [string, ...string[]];
  const content = articleHtml(subject, type, excerpt, pullQuote, lawFacts, rng);
  const words = content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const summary = lawFacts.join(' ');
  return {
    slug: categorySlug(title),
    categorySlug: plan.slug,
    title,
    metaTitle: `${title} | OpenCounsel`,
    seoMetaDescription:
      `${subject.title}: ${topics.slice(0, 3).join(', ')} and the steps to take, explained in plain English.`.slice(
        0,
        160,
      ),
    excerpt,
    fullSummary: `${excerpt} ${summary}`,
    content,
    publishedDate: isoSeconds(FIRST_PUBLISHED + Math.floor(rng.next() * (LAST_PUBLISHED - FIRST_PUBLISHED))),
    authorName: rng.chance(0.15) ? rng.pick(EDITORIAL_AUTHOR_NAMES) : rng.pick(ARTICLE_AUTHORS),
    readingTime: Math.max(1, Math.round(words / 200)),
    contentDifficulty: rng.pick(DIFFICULTIES),
    primaryLegalArea: plan.legalArea,
    contentType: type,
    keyTopics: topics,
    cardSummary: lawFacts[0] ?? summary,
    pullQuote,
  };
}

function articleHtml(
  subject: ArticleSubject,
  type: ContentType,
  excerpt: string,
  pullQuote: string,
  lawFacts: readonly string[],
  rng: Rng,
): string {
  const [href, label] = subject.resource;
  const steps =
    type === 'Checklist' ? subject.checklist : rng.sample(subject.checklist, Math.min(4, subject.checklist.length));
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return [
    `<p>${excerpt}</p>`,
    `<h2>${LAW_HEADINGS[type]}</h2>`,
    `<p>${lawFacts.join(' ')}</p>`,
    `<blockquote>${pullQuote}</blockquote>`,
    `<h2>${type === 'Checklist' ? 'The checklist' : 'Practical steps'}</h2>`,
    list(steps),
    `<h2>Key topics</h2>`,
    list(subject.topics.map((t) => t.charAt(0).toUpperCase() + t.slice(1))),
    `<h2>When to talk to a lawyer</h2>`,
    `<p>${LAWYER_PARAGRAPH}</p>`,
    `<h2>Further reading</h2>`,
    `<p>Official information is available from the <a href="${href}">${label}</a>, and free legal help can be found through <a href="https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help">the Legal Services Corporation</a>.</p>`,
  ].join('\n');
}
