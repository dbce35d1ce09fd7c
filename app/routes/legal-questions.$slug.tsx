import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/legal-questions.$slug';
import { pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { QuestionArticle } from '#app/components/question/question-article.tsx';
import { NeverAnswered } from '#app/components/question/answer-trust.tsx';
import { QuestionSkeleton } from '#app/components/question/question-skeleton.tsx';
import { QuestionSidebar } from '#app/components/question/question-sidebar.tsx';
import { QuestionErrorBoundary, questionErrorMeta } from '#app/components/question/question-status.tsx';
import { RelatedQuestions } from '#app/components/question/related-questions.tsx';
import { loadQuestionPage } from '#app/data/question-page.server.ts';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { questionCategoryCrumb, questionTrail } from '#app/domain/breadcrumbs.ts';
import { questionJsonLd } from '#app/domain/question-jsonld.ts';
import { questionPlacePath } from '#app/domain/question-view.ts';
import { questionIdFromSlug, searchPath } from '#app/domain/urls.ts';
import { requestLog } from '#app/log.server.ts';

/** Canonical question page: /legal-questions/{state-}{slug}-{id}; other spellings answer 301. */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = questionIdFromSlug(params.slug);
  if (id === null) throw data(null, { status: 400 });
  const page = loadQuestionPage(id, requestLog(request));
  if (!page) throw data(null, { status: 404 });
  if (`/legal-questions/${params.slug}` !== page.question.path) throw redirect(page.question.path, 301);
  return page;
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300' };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData || error) return questionErrorMeta(matches, error);
  const { question } = loaderData;
  const site = siteFromMatches(matches);
  const firstAnswer = question.answers[0]?.body ?? '';
  return pageMeta(matches, {
    title: question.title,
    description: question.questionShort || firstAnswer,
    path: question.path,
    type: 'article',
    keywords: [question.categoryName, question.placeName, ...question.tags],
    jsonLd: questionJsonLd(question, site.siteUrl),
  });
}

export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, related, context } = loaderData;
  const categoryHref = questionCategoryCrumb(question.categoryId)?.path ?? null;
  const navigation = useNavigation();
  const next = navigation.location?.pathname;
  if (navigation.state === 'loading' && next && next !== question.path && /^\/(legal-questions|q|questions)\//.test(next)) return <QuestionSkeleton />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={questionTrail(question)} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <QuestionArticle
          question={question}
          context={context}
          categoryHref={categoryHref}
          placeHref={questionPlacePath(question.state, question.country)}
          unanswered={
            <NeverAnswered
              related={related}
              searchHref={searchPath({ q: question.title })}
              categoryHref={categoryHref}
              categoryName={question.categoryName}
            />
          }
        />
        <QuestionSidebar question={question} />
      </div>
      <RelatedQuestions related={related} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionErrorBoundary error={error} />;
}
