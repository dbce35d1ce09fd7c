import { z } from 'zod';
import { emailProblem, phoneProblem, webUrlProblem } from '#app/domain/attorney-contact.ts';

/**
 * The import format (docs/data-format.md): one JSON object per line in four kinds of
 * file. These schemas are the single definition used by the importer, the demo
 * generator's tests and the docs. Unknown keys are rejected so typos are caught.
 */

const id = z.number().int().positive();
const text = (max: number) => z.string().max(max);
const isoDateTime = z
  .string()
  .max(40)
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(Date.parse(v)) &&
      isCalendarDate(v),
    { message: 'must be an ISO 8601 date or date-time' },
  );

/** Date.parse rolls impossible days over ("2021-02-30" is March 2): reject them instead. */
function isCalendarDate(v: string): boolean {
  const year = Number(v.slice(0, 4));
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

const stateCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter upper-case code');
const httpUrl = z
  .string()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { message: 'must be an http(s) URL' });
/** A photo: an http(s) URL, or a path on this site ("/avatars/001.svg") for images it serves itself. */
const photoUrl = z
  .string()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
    message: 'must be an http(s) URL or a path starting with /',
  });
/** A string of at most max characters that the rule finds no problem with (the rule's words are the reason). */
const checked = (max: number, problem: (value: string) => string | null) =>
  z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const reason = problem(value);
      if (reason) ctx.addIssue({ code: 'custom', message: reason });
    });
/** An optional contact field: blank counts as absent, anything else must pass the rule. */
const contactField = (max: number, problem: (value: string) => string | null) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), checked(max, problem).nullish());
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single dashes').max(120);

export const attorneyRecord = z.strictObject({
  id,
  username: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, _ . or -'),
  slug: slug.optional(),
  name: text(200).min(1),
  firm: text(200).nullish(),
  city: text(100).nullish(),
  state: stateCode.nullish(),
  country: stateCode.default('US'),
  photoUrl: photoUrl.nullish(),
  photoFallbackUrl: photoUrl.nullish(),
  photoId: text(100).nullish(),
  experienceYears: z.number().int().min(0).max(80).nullish(),
  freeConsultation: z.boolean().default(false),
  /** Ignored: whether an attorney can be contacted is derived from the four contact fields. Accepted so older dumps import. */
  contactAvailable: z.boolean().optional(),
  website: contactField(2000, webUrlProblem),
  phone: contactField(40, phoneProblem),
  email: contactField(254, emailProblem),
  barProfileUrl: contactField(2000, webUrlProblem),
  practiceAreas: z.array(text(100).min(1)).max(50).default([]),
  barNumber: text(50).nullish(),
  hourlyRate: z.number().min(0).max(100_000).nullish(),
  casesCompleted: z.number().int().min(0).nullish(),
  casesWon: z.number().int().min(0).nullish(),
  bio: text(20_000).nullish(),
});
export type AttorneyRecord = z.infer<typeof attorneyRecord>;

export const answerRecord = z.strictObject({
  id,
  attorneyId: id.nullish(),
  body: text(100_000).min(1),
  postedAt: isoDateTime,
  voteUp: z.number().int().min(0).default(0),
  voteDown: z.number().int().min(0).default(0),
  isAccepted: z.boolean().default(false),
  isBest: z.boolean().default(false),
});
export type AnswerRecord = z.infer<typeof answerRecord>;

export const questionRecord = z.strictObject({
  id,
  title: text(500).min(1),
  body: text(100_000).default(''),
  categoryId: z.number().int().min(0).default(0),
  state: stateCode.nullish(),
  country: stateCode.nullish(),
  postedAt: isoDateTime,
  url: httpUrl.nullish(),
  tags: z.array(text(100).min(1)).max(30).default([]),
  answers: z.array(answerRecord).max(500).default([]),
});
export type QuestionRecord = z.infer<typeof questionRecord>;

export const articleCategoryRecord = z.strictObject({
  slug,
  name: text(200).min(1),
});
export type ArticleCategoryRecord = z.infer<typeof articleCategoryRecord>;

export const articleRecord = z.strictObject({
  slug,
  categorySlug: slug,
  title: text(300).min(1),
  metaTitle: text(300).nullish(),
  seoMetaDescription: text(1000).nullish(),
  metaDescription: text(1000).nullish(),
  excerpt: text(2000).default(''),
  fullSummary: text(5000).default(''),
  content: text(500_000).min(1),
  publishedDate: isoDateTime,
  authorName: text(200).nullish(),
  readingTime: z.number().int().min(1).max(600).nullish(),
  contentDifficulty: text(50).nullish(),
  primaryLegalArea: text(200).nullish(),
  contentType: text(100).nullish(),
  keyTopics: z.array(text(200)).max(30).default([]),
  cardSummary: text(2000).nullish(),
  pullQuote: text(2000).nullish(),
});
export type ArticleRecord = z.infer<typeof articleRecord>;

/** The four files of an import, in the order they are read (later kinds refer to earlier ones). */
export const IMPORT_KINDS = ['article-categories', 'articles', 'attorneys', 'questions'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const importSchemas = {
  'article-categories': articleCategoryRecord,
  articles: articleRecord,
  attorneys: attorneyRecord,
  questions: questionRecord,
} as const;

/** "questions.jsonl", "questions.jsonl.gz", "questions-2.jsonl" ... -> kind, else null. */
export function importKindOfFile(fileName: string): ImportKind | null {
  const match = /^(article-categories|articles|attorneys|questions)(?:[-_.][\w-]*)?\.jsonl(?:\.gz)?$/.exec(fileName);
  if (!match || fileName.endsWith('.rejects.jsonl')) return null;
  return match[1] as ImportKind;
}

/** One readable reason from a zod error: "answers[2].postedAt: must be an ISO 8601 date". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path
        .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
        .join('');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
