import {
  HOME_ATTORNEY_COUNT,
  HOME_CACHE_MS,
  HOME_QUESTION_COUNT,
  quoteSentence,
  TOP_ANSWER_MAX,
  upVoteRating,
  type ArchiveFigures,
  type HomepageAttorney,
  type HomepageQuestion,
} from '#app/domain/home.ts';
import { shortText } from '#app/domain/text.ts';
import { attorneyPath, questionPath } from '#app/domain/urls.ts';
import { statement } from './archive.server.ts';
import { getFeaturedQuestions } from './featured-questions.server.ts';
import { getArchiveTotals } from './meta.server.ts';

interface TopAnswerRow {
  body: string;
  answerShort: string;
  attorneyName: string | null;
}

/**
 * The answer a homepage card quotes: the accepted (or best) one, else the most up-voted,
 * else the first. Reads the question's few answers through answers_by_question.
 */
function topAnswer(questionId: number): TopAnswerRow | undefined {
  return statement(
    `SELECT a.body, a.answer_short AS answerShort, t.name AS attorneyName
     FROM answers a INDEXED BY answers_by_question LEFT JOIN attorneys t ON t.id = a.attorney_id
     WHERE a.question_id = ?
     ORDER BY (a.is_accepted OR a.is_best) DESC, a.vote_up - a.vote_down DESC, a.position LIMIT 1`,
  ).get(questionId) as TopAnswerRow | undefined;
}

function loadHomepageQuestions(): HomepageQuestion[] {
  return getFeaturedQuestions(HOME_QUESTION_COUNT).map((q) => {
    const answer = topAnswer(q.id);
    return {
      id: q.id,
      questionId: q.id,
      question: q.title,
      aiQuestionSummary: q.questionShort,
      categoryId: q.categoryId,
      realAnswerCount: q.answerCount,
      answerCount: q.answerCount,
      state: q.state,
      country: q.country,
      postedAt: q.postedAt,
      path: questionPath(q),
      attorneyName: answer?.attorneyName ?? null,
      aiAnswerSummary: answer?.answerShort ?? null,
      topAnswer: answer ? shortText(answer.body, TOP_ANSWER_MAX) : null,
    };
  });
}

interface AttorneyRow {
  id: number;
  slug: string;
  name: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  practiceArea: string | null;
  city: string | null;
  state: string | null;
  experienceYears: number | null;
  totalAnswers: number;
  upVotes: number;
  downVotes: number;
  quoteBody: string | null;
  recentQuestionId: number | null;
  recentTitle: string | null;
  recentState: string | null;
  recentShort: string | null;
  recentPostedAt: number | null;
}

function loadHomepageAttorneys(): HomepageAttorney[] {
  const rows = statement(
    `SELECT t.id, t.slug, t.name, t.photo_url AS photoUrl, t.photo_fallback_url AS photoFallbackUrl,
       (SELECT p.name FROM attorney_practice_areas ap JOIN practice_areas p ON p.id = ap.practice_area_id
        WHERE ap.attorney_id = t.id ORDER BY ap.position LIMIT 1) AS practiceArea,
       t.city, t.state, t.experience_years AS experienceYears, t.total_answers AS totalAnswers,
       h.up_votes AS upVotes, h.down_votes AS downVotes,
       qa.body AS quoteBody,
       rq.id AS recentQuestionId, rq.title AS recentTitle, rq.state AS recentState,
       ra.answer_short AS recentShort, ra.posted_at AS recentPostedAt
     FROM home_attorneys h
     JOIN attorneys t ON t.id = h.attorney_id
     LEFT JOIN answers qa ON qa.id = h.quote_answer_id
     LEFT JOIN answers ra ON ra.id = h.recent_answer_id
     LEFT JOIN questions rq ON rq.id = ra.question_id
     ORDER BY h.rank LIMIT ?`,
  ).all(HOME_ATTORNEY_COUNT) as AttorneyRow[];
  return rows.map((row) => ({
    id: row.id,
    attorneyId: row.id,
    slug: row.slug,
    path: attorneyPath(row),
    name: row.name,
    photoUrl: row.photoUrl || null,
    photoFallbackUrl: row.photoFallbackUrl || null,
    practiceArea: row.practiceArea,
    city: row.city,
    state: row.state,
    rating: upVoteRating(row.upVotes, row.downVotes),
    experienceYears: row.experienceYears,
    aiQuote: row.quoteBody ? quoteSentence(row.quoteBody) || null : null,
    recentAnswer:
      row.recentQuestionId !== null && row.recentTitle !== null
        ? {
            questionId: row.recentQuestionId,
            question: row.recentTitle,
            path: questionPath({ id: row.recentQuestionId, title: row.recentTitle, state: row.recentState }),
            summary: row.recentShort ?? '',
            postedAt: row.recentPostedAt ?? 0,
          }
        : null,
    totalAnswers: row.totalAnswers,
  }));
}

/** The archive never changes while served, but the spec asks for a 5-minute cache; keep it simple. */
function cached<T>(load: () => T): () => T {
  let value: T | undefined;
  let loadedAt = 0;
  return () => {
    const now = Date.now();
    if (value === undefined || now - loadedAt >= HOME_CACHE_MS) {
      value = load();
      loadedAt = now;
    }
    return value;
  };
}

/** GET /api/homepage/questions and the home page's Recently Asked Questions (6). */
export const getHomepageQuestions = cached(loadHomepageQuestions);

/** GET /api/homepage/attorneys and the home page's Featured Legal Experts (3). */
export const getHomepageAttorneys = cached(loadHomepageAttorneys);

/** The figures of the home page's stat tiles, all counted at import. */
export const getHomeFigures = cached((): ArchiveFigures => {
  const totals = getArchiveTotals();
  const answered = statement("SELECT value FROM meta WHERE key = 'answered_questions'").get() as { value: string } | undefined;
  return {
    answeredQuestions: answered ? Number(answered.value) : totals.questions,
    answeringAttorneys: totals.answeringAttorneys,
    categoriesWithQuestions: totals.categoriesWithQuestions,
    firstPostedAt: totals.firstPostedAt,
    lastPostedAt: totals.lastPostedAt,
  };
});
