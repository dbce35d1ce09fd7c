import { breadcrumbJsonLd, questionTrail } from './breadcrumbs.ts';
import type { AnswerView, QuestionView } from './question-view.ts';

/**
 * Structured data of a question page: schema.org QAPage (the Question with its answers)
 * and a BreadcrumbList. React Router's `script:ld+json` meta descriptor serialises these
 * and escapes `<`, `>` and `&` as \u003c, \u003e and \u0026, so archive text cannot close
 * the script element (tests/e2e/question-hostile.test.ts proves it in Chromium).
 */

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

function answerLd(answer: AnswerView, pageUrl: string, siteUrl: string): object {
  return {
    '@type': 'Answer',
    text: answer.body,
    upvoteCount: answer.voteUp,
    datePublished: iso(answer.postedAt),
    url: `${pageUrl}#answer-${answer.id}`,
    author: answer.attorney
      ? { '@type': 'Person', name: answer.attorney.name, url: `${siteUrl}${answer.attorney.path}` }
      : { '@type': 'Person', name: 'Unlisted attorney' },
  };
}

export function questionJsonLd(question: QuestionView, siteUrl: string): object[] {
  const pageUrl = `${siteUrl}${question.path}`;
  const accepted = question.answers.find((a) => a.isAccepted);
  const suggested = question.answers.filter((a) => a !== accepted);
  const mainEntity: Record<string, unknown> = {
    '@type': 'Question',
    name: question.title,
    text: question.body || question.title,
    answerCount: question.answers.length,
    dateCreated: iso(question.postedAt),
    // The archive keeps no asker identity: every question was asked anonymously.
    author: { '@type': 'Person', name: 'Anonymous' },
  };
  if (accepted) mainEntity.acceptedAnswer = answerLd(accepted, pageUrl, siteUrl);
  if (suggested.length) mainEntity.suggestedAnswer = suggested.map((a) => answerLd(a, pageUrl, siteUrl));

  return [
    { '@context': 'https://schema.org', '@type': 'QAPage', mainEntity },
    breadcrumbJsonLd(siteUrl, questionTrail(question)),
  ];
}
