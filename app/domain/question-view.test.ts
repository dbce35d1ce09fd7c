import { describe, expect, it } from 'vitest';
import { questionJsonLd } from './question-jsonld.ts';
import { buildQuestionView, buildRelatedView, questionApiBody, questionPlacePath, relatedApiBody, type AnswerRecord, type QuestionRecord } from './question-view.ts';

const question: QuestionRecord = {
  id: 42,
  title: 'Can I move with my kids?',
  body: 'I have primary custody.',
  questionShort: 'I have primary custody.',
  categoryId: 10,
  state: 'CA',
  country: 'US',
  postedAt: 1_600_000_000,
  url: 'https://example.org/q/42',
  answerCount: 2,
  tags: ['custody'],
};

function answer(id: number, score: number, extra: Partial<AnswerRecord> = {}): AnswerRecord {
  return {
    id,
    body: `Answer ${id}`,
    postedAt: question.postedAt + id * 3600,
    voteUp: 0,
    voteDown: 0,
    isAccepted: false,
    isBest: false,
    position: id,
    score,
    authority: 50,
    actionability: 40,
    thoroughness: 0,
    confidence: 30,
    readability: 90,
    attorneyId: id,
    attorneySlug: `atty-${id}`,
    attorneyName: `Attorney ${id}`,
    attorneyFirm: null,
    attorneyCity: 'Fresno',
    attorneyState: 'CA',
    attorneyCountry: 'US',
    attorneyPhotoUrl: null,
    attorneyPhotoFallbackUrl: null,
    attorneyAnswerCount: 120,
    ...extra,
  };
}

describe('buildQuestionView', () => {
  const view = buildQuestionView(question, [answer(1, 30, { voteUp: 1 }), answer(2, 70, { isAccepted: true, voteUp: 5 }), answer(3, 50, { attorneyId: null, attorneyName: null, attorneyAnswerCount: null })]);

  it('orders answers by quality score, the primary first', () => {
    expect(view.answers.map((a) => a.id)).toEqual([2, 3, 1]);
    expect(view.answers[0]!.quality.rank).toBe('good');
    expect(view.answers[0]!.labels).toEqual(['Accepted Answer', 'Most Helpful', 'Highest Voted Response']);
    expect(view.answers[0]!.pills.map((p) => p.key)).toEqual(['authority', 'actionability']);
  });

  it('builds the canonical path, labels and stats from the rows', () => {
    expect(view.path).toBe('/legal-questions/ca-can-i-move-with-my-kids-42');
    expect(view.placeName).toBe('California');
    expect(view.categoryName).toBe('Family Law, Divorce, Child Custody and Adoption');
    expect(view.stats).toMatchObject({ answerCount: 3, attorneyCount: 2, voteUp: 6, combinedExperienceYears: 4 });
    expect(view.answers[1]!.attorney).toBeNull();
    expect(view.answers[0]!.attorney?.path).toBe('/attorneys/atty-2');
  });

  it('answers the API in the spec fields', () => {
    const body = questionApiBody(view);
    expect(body.questionUrl).toBe('https://example.org/q/42');
    expect(body.questionMeta).toMatchObject({ category: 10, state: 'CA' });
    expect(body.answers[0]).toMatchObject({ id: 2, answer: 'Answer 2', vote_up: 5, vote_down: 0, is_accepted: true, is_best: false });
    expect(Object.keys(body.answers[0]!.attorney!).sort()).toEqual(
      ['answer_count', 'city', 'firm', 'id', 'name', 'photoFallbackUrl', 'photoUrl', 'state', 'url'].sort(),
    );
    expect(body.stats.community_rating).toBe(1);
  });

  it('builds related items with days ago', () => {
    const related = buildRelatedView([{ id: 7, title: 'Other', questionShort: 'Other', state: null, country: null, categoryId: 0, answerCount: 1, postedAt: 0 }], 86_400 * 10);
    expect(relatedApiBody(related).related[0]).toEqual({ id: 7, question_short: 'Other', title: 'Other', state: null, answer_count: 1, days_ago: 10, url: '/legal-questions/other-7' });
  });

  it('links places to their location pages', () => {
    expect(questionPlacePath('CA', 'US')).toBe('/legal-help/california');
    expect(questionPlacePath(null, 'GB')).toBe('/legal-help/countries/united-kingdom');
    expect(questionPlacePath(null, 'US')).toBeNull();
  });
});

// JSON-LD is loosely shaped data: read it the way a consumer would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ld = Record<string, any>;

describe('questionJsonLd', () => {
  it('describes a QAPage with the accepted answer, suggested answers and breadcrumbs', () => {
    const view = buildQuestionView(question, [answer(1, 30), answer(2, 70, { isAccepted: true, voteUp: 5 })]);
    const [qa, crumbs] = questionJsonLd(view, 'https://site.test') as [Ld, Ld];
    expect(qa['@type']).toBe('QAPage');
    expect(qa.mainEntity).toMatchObject({ '@type': 'Question', name: question.title, text: question.body, answerCount: 2, dateCreated: '2020-09-13T12:26:40.000Z' });
    expect(qa.mainEntity.author.name).toBeTruthy();
    expect(qa.mainEntity.acceptedAnswer).toMatchObject({
      text: 'Answer 2',
      upvoteCount: 5,
      url: 'https://site.test/legal-questions/ca-can-i-move-with-my-kids-42#answer-2',
      author: { name: 'Attorney 2', url: 'https://site.test/attorneys/atty-2' },
    });
    expect(qa.mainEntity.suggestedAnswer).toHaveLength(1);
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Family Law, Divorce, Child Custody and Adoption', question.title]);
  });

  it('uses suggestedAnswer only when nothing is accepted', () => {
    const view = buildQuestionView(question, [answer(1, 30)]);
    const [qa] = questionJsonLd(view, 'https://site.test') as [Ld];
    expect(qa.mainEntity.acceptedAnswer).toBeUndefined();
    expect(qa.mainEntity.suggestedAnswer).toHaveLength(1);
  });
});

describe('attorney text', () => {
  it('shows markup in attorney names and firms as cleaned text', () => {
    const view = buildQuestionView(question, [answer(1, 10, { attorneyName: '<b onmouseover="x()">Eve</b> &amp; Co', attorneyFirm: '<img src=x onerror=y()>' })]);
    expect(view.answers[0]!.attorney).toMatchObject({ name: 'Eve & Co', firm: '' });
  });
});
