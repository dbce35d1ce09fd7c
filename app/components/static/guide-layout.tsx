import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';
import { formatDate } from '#app/domain/format.ts';
import { basedOnCasesLabel } from '#app/domain/guides.ts';
import { questionLabels, type QuestionSummary } from '#app/domain/question-summary.ts';
import { questionPath } from '#app/domain/urls.ts';
import { InfoPanel, proseClass } from './static-page.tsx';
import { countOf } from '#app/domain/grammar.ts';

export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/**
 * A long-form guide: back link, title, "Based on N real cases", contents, the sections, and
 * the archive questions it draws on, each linked. The side column links to the attorney
 * directory, the guide's category and the other guides (spec B§2.10).
 */
export function GuideLayout({
  title,
  intro,
  sections,
  cases,
  category,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly GuideSection[];
  cases: readonly QuestionSummary[];
  category: { name: string; path: string; newestPath: string };
}) {
  return (
    <article>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-10 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4">
          <Link
            to="/guides"
            className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            <span aria-hidden="true" className="mr-1">
              ←
            </span>
            Back to Legal Guides
          </Link>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="mt-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-50">
            {basedOnCasesLabel(cases.length)}
          </p>
          <div className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <nav
            aria-labelledby="guide-contents"
            className="rounded-lg border border-slate-200 p-5 dark:border-slate-700"
          >
            <h2 id="guide-contents" className="text-base font-semibold">
              In this guide
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:underline dark:text-brand-100">
                    {section.title}
                  </a>
                </li>
              ))}
              <li>
                <a href="#cases" className="text-brand-700 hover:underline dark:text-brand-100">
                  The {cases.length} cases behind this guide
                </a>
              </li>
            </ol>
          </nav>
          <div className={proseClass}>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {section.body}
              </section>
            ))}
          </div>
          <section aria-labelledby="cases" className="mt-12">
            <h2 id="cases" className="text-2xl font-bold tracking-tight">
              The {cases.length} cases behind this guide
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              This guide draws on these real questions from the {category.name} archive: the most answered ones, then
              the most up-voted. Each links to the question and every attorney answer.
            </p>
            {cases.length === 0 ? (
              <p className="mt-4 text-slate-700 dark:text-slate-300">
                The archive has no answered questions in this category yet.
              </p>
            ) : (
              <ol className="mt-6 grid list-decimal gap-x-10 gap-y-3 pl-6 marker:text-slate-500 md:grid-cols-2">
                {cases.map((question) => (
                  <li key={question.id} className="pl-1">
                    <Link
                      to={questionPath(question)}
                      className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                    >
                      {question.title}
                    </Link>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {[
                        questionLabels(question)[1],
                        countOf(question.answerCount, 'attorney answer'),
                        formatDate(question.postedAt),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside aria-label="More on this topic" className="space-y-6">
          <InfoPanel title="Talk to an attorney">
            <p>A guide cannot weigh your facts. An attorney licensed in your state can.</p>
            <p>
              <Link to="/find-attorney">Find an attorney</Link>
            </p>
          </InfoPanel>
          <InfoPanel title="Explore the archive">
            <ul className="space-y-1">
              <li>
                <Link to={category.path}>{category.name} questions</Link>
              </li>
              <li>
                <Link to={category.newestPath}>Newest {category.name} questions</Link>
              </li>
              <li>
                <Link to="/guides">All legal guides</Link>
              </li>
            </ul>
          </InfoPanel>
          <InfoPanel title="General information only">
            <p>
              This guide is not legal advice and laws differ by state. Read our <Link to="/disclaimer">disclaimer</Link>
              .
            </p>
          </InfoPanel>
        </aside>
      </div>
    </article>
  );
}
