import { qualityRank, rankAnswers, type QualityComponents, type QualityRank } from './answer-quality.ts';
import { lengthLabel, readingTimeMinutes, type LengthLabel } from './format.ts';
import {
  answerLabels,
  combinedExperience,
  communityRating,
  consensus,
  daysAgo,
  expertAnalysis,
  geographicDistribution,
  metricPills,
  questionTextLength,
  responseTimeline,
  titleSize,
  type AnswerLabel,
  type CommunityRating,
  type Consensus,
  type ExpertAnalysis,
  type MetricPill,
  type PlaceCount,
  type ResponseTimeline,
  type TitleSize,
} from './question-insights.ts';
import { categoryName } from './reference/categories.ts';
import { countryName, findCountry, findState, stateName } from './reference/places.ts';
import { categorySlug } from './slug.ts';
import { cleanText } from './text.ts';
import { attorneyPath, placePath, questionPath } from './urls.ts';

/** A question row as the data layer reads it. */
export interface QuestionRecord {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly questionShort: string;
  readonly categoryId: number;
  readonly state: string | null;
  readonly country: string | null;
  readonly postedAt: number;
  readonly url: string | null;
  readonly answerCount: number;
  readonly tags: readonly string[];
}

/** An answer row with its attorney (null fields when the attorney is no longer listed). */
export interface AnswerRecord extends QualityComponents {
  readonly id: number;
  readonly body: string;
  readonly postedAt: number;
  readonly voteUp: number;
  readonly voteDown: number;
  readonly isAccepted: boolean;
  readonly isBest: boolean;
  readonly position: number;
  readonly score: number;
  readonly attorneyId: number | null;
  readonly attorneySlug: string | null;
  readonly attorneyName: string | null;
  readonly attorneyFirm: string | null;
  readonly attorneyCity: string | null;
  readonly attorneyState: string | null;
  readonly attorneyCountry: string | null;
  readonly attorneyPhotoUrl: string | null;
  readonly attorneyPhotoFallbackUrl: string | null;
  readonly attorneyAnswerCount: number | null;
}

export interface RelatedRecord {
  readonly id: number;
  readonly title: string;
  readonly questionShort: string;
  readonly state: string | null;
  readonly country: string | null;
  readonly categoryId: number;
  readonly answerCount: number;
  readonly postedAt: number;
}

export interface AttorneyView {
  readonly id: number;
  readonly name: string;
  readonly firm: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly country: string | null;
  readonly photoUrl: string | null;
  readonly photoFallbackUrl: string | null;
  readonly answerCount: number;
  readonly path: string;
}

export interface AnswerView {
  readonly id: number;
  readonly body: string;
  readonly postedAt: number;
  readonly voteUp: number;
  readonly voteDown: number;
  readonly isAccepted: boolean;
  readonly isBest: boolean;
  readonly quality: QualityComponents & { readonly score: number; readonly rank: QualityRank };
  readonly labels: AnswerLabel[];
  readonly pills: MetricPill[];
  readonly attorney: AttorneyView | null;
}

export interface QuestionView {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly questionShort: string;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly state: string | null;
  readonly country: string | null;
  readonly placeName: string;
  readonly postedAt: number;
  readonly originalUrl: string | null;
  readonly tags: readonly string[];
  readonly path: string;
  readonly titleSize: TitleSize;
  readonly readingMinutes: number;
  readonly lengthLabel: LengthLabel;
  /** Ranked by quality: the first is the primary answer. */
  readonly answers: AnswerView[];
  readonly stats: QuestionStats;
}

export interface QuestionStats {
  readonly answerCount: number;
  readonly attorneyCount: number;
  readonly voteUp: number;
  readonly voteDown: number;
  readonly consensus: Consensus | null;
  readonly communityRating: CommunityRating | null;
  readonly combinedExperienceYears: number;
  readonly geography: PlaceCount[];
  readonly timeline: ResponseTimeline | null;
  readonly analysis: ExpertAnalysis | null;
}

export interface RelatedView {
  readonly id: number;
  readonly title: string;
  readonly questionShort: string;
  readonly state: string | null;
  readonly categoryName: string;
  readonly answerCount: number;
  readonly daysAgo: number;
  readonly postedAt: number;
  readonly path: string;
}

/** The place label of a question: its state's name, or its country's when outside the US. */
export function placeName(state: string | null, country: string | null): string {
  if (state) return stateName(state);
  if (country && country !== 'US') return countryName(country);
  return '';
}

/** The location page of a question's place, when the place is a known state or country. */
export function questionPlacePath(state: string | null, country: string | null): string | null {
  const place = state ? findState(state) : country && country !== 'US' ? findCountry(country) : undefined;
  return place ? placePath({ kind: place.kind, slug: categorySlug(place.name) }) : null;
}

function attorneyView(record: AnswerRecord): AttorneyView | null {
  if (record.attorneyId === null || record.attorneyName === null) return null;
  return {
    id: record.attorneyId,
    // The importer keeps attorney names, firms and cities as given; markup in them is shown as text.
    name: cleanText(record.attorneyName) || record.attorneyName,
    firm: record.attorneyFirm && cleanText(record.attorneyFirm),
    city: record.attorneyCity && cleanText(record.attorneyCity),
    state: record.attorneyState,
    country: record.attorneyCountry,
    photoUrl: record.attorneyPhotoUrl,
    photoFallbackUrl: record.attorneyPhotoFallbackUrl,
    answerCount: record.attorneyAnswerCount ?? 0,
    path: attorneyPath({ id: record.attorneyId, slug: record.attorneySlug }),
  };
}

/** Everything the page and the JSON call show, from the rows of one question. */
export function buildQuestionView(question: QuestionRecord, answerRecords: readonly AnswerRecord[]): QuestionView {
  const ranked = rankAnswers(answerRecords.map((a) => ({ ...a, qualityScore: a.score })));
  const labels = answerLabels(ranked);
  const answers: AnswerView[] = ranked.map((a) => ({
    id: a.id,
    body: a.body,
    postedAt: a.postedAt,
    voteUp: a.voteUp,
    voteDown: a.voteDown,
    isAccepted: a.isAccepted,
    isBest: a.isBest,
    quality: {
      score: a.score,
      rank: qualityRank(a.score),
      authority: a.authority,
      actionability: a.actionability,
      thoroughness: a.thoroughness,
      confidence: a.confidence,
      readability: a.readability,
    },
    labels: labels.get(a.id) ?? [],
    pills: metricPills(a),
    attorney: attorneyView(a),
  }));
  const rating = communityRating(ranked);
  const textLength = questionTextLength(question);
  return {
    id: question.id,
    title: question.title,
    body: question.body,
    questionShort: question.questionShort,
    categoryId: question.categoryId,
    categoryName: categoryName(question.categoryId),
    state: question.state,
    country: question.country,
    placeName: placeName(question.state, question.country),
    postedAt: question.postedAt,
    originalUrl: question.url,
    tags: question.tags,
    path: questionPath(question),
    titleSize: titleSize(question.title),
    // The whole page's reading: the question and every answer.
    readingMinutes: readingTimeMinutes(question.title, question.body, ...answers.map((a) => a.body)),
    lengthLabel: lengthLabel(textLength),
    answers,
    stats: {
      answerCount: answers.length,
      attorneyCount: new Set(ranked.filter((a) => a.attorneyId !== null).map((a) => a.attorneyId)).size,
      voteUp: rating?.up ?? 0,
      voteDown: rating?.down ?? 0,
      consensus: consensus(ranked),
      communityRating: rating,
      combinedExperienceYears: combinedExperience(ranked),
      geography: geographicDistribution(
        ranked.map((a) => ({ attorneyId: a.attorneyId, state: a.attorneyState, country: a.attorneyCountry })),
      ),
      timeline: responseTimeline(question.postedAt, ranked),
      analysis: expertAnalysis(answers),
    },
  };
}

export function buildRelatedView(records: readonly RelatedRecord[], nowSeconds: number): RelatedView[] {
  return records.map((r) => ({
    id: r.id,
    title: r.title,
    questionShort: r.questionShort,
    state: r.state,
    categoryName: categoryName(r.categoryId),
    answerCount: r.answerCount,
    daysAgo: daysAgo(r.postedAt, nowSeconds),
    postedAt: r.postedAt,
    path: questionPath(r),
  }));
}

/** The JSON of GET /api/questions/{id} (spec section 7), in the spec's snake_case fields. */
export function questionApiBody(view: QuestionView) {
  return {
    question: {
      id: view.id,
      title: view.title,
      question: view.body,
      question_short: view.questionShort,
      category: view.categoryId,
      state: view.state,
      country: view.country,
      posted_ts: view.postedAt,
      tags: view.tags,
      answer_count: view.answers.length,
    },
    questionUrl: view.originalUrl,
    questionMeta: questionMetaBody(view),
    answers: view.answers.map((a) => ({
      id: a.id,
      answer: a.body,
      posted_ts: a.postedAt,
      vote_up: a.voteUp,
      vote_down: a.voteDown,
      is_accepted: a.isAccepted,
      is_best: a.isBest,
      labels: a.labels,
      quality: a.quality,
      attorney: a.attorney && {
        id: a.attorney.id,
        name: a.attorney.name,
        firm: a.attorney.firm,
        city: a.attorney.city,
        state: a.attorney.state,
        photoUrl: a.attorney.photoUrl,
        photoFallbackUrl: a.attorney.photoFallbackUrl,
        answer_count: a.attorney.answerCount,
        url: a.attorney.path,
      },
    })),
    stats: {
      answer_count: view.stats.answerCount,
      attorney_count: view.stats.attorneyCount,
      vote_up: view.stats.voteUp,
      vote_down: view.stats.voteDown,
      consensus: view.stats.consensus,
      community_rating: view.stats.communityRating?.share ?? null,
      combined_experience_years: view.stats.combinedExperienceYears,
      geography: view.stats.geography,
      timeline: view.stats.timeline,
      analysis: view.stats.analysis,
    },
  };
}

/** Category and place of a question (GET /api/questions/{id}/metadata and questionMeta). */
export function questionMetaBody(q: Pick<QuestionView, 'id' | 'categoryId' | 'state' | 'country' | 'title'> & { path?: string }) {
  return {
    category: q.categoryId,
    category_name: categoryName(q.categoryId),
    state: q.state,
    country: q.country,
    place_name: placeName(q.state, q.country),
    path: q.path ?? questionPath(q),
  };
}

/** The JSON of GET /api/questions/{id}/related. */
export function relatedApiBody(related: readonly RelatedView[]) {
  return {
    related: related.map((r) => ({
      id: r.id,
      question_short: r.questionShort,
      title: r.title,
      state: r.state,
      answer_count: r.answerCount,
      days_ago: r.daysAgo,
      url: r.path,
    })),
  };
}
