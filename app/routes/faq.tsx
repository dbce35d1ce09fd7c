import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/faq';
import { pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { faqGroups } from '#app/components/static/faq-entries.ts';
import { useArchiveSize, useSiteName } from '#app/components/static/site-name.ts';
import type { ArchiveSize } from '#app/domain/home.ts';
import { InfoPanel, StaticPage } from '#app/components/static/static-page.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const root = matches.find((match) => match?.id === 'root');
  const archive = (root?.loaderData as { archive?: ArchiveSize } | undefined)?.archive;
  const entries = faqGroups(site.siteName, archive ?? { answeredQuestions: 0, answeringAttorneys: 0 }).flatMap((group) => group.entries);
  return pageMeta(matches, {
    title: 'Frequently Asked Questions',
    description:
      'How the archive works, why it accepts no new questions, what the attorneys are and are not, and how we handle your privacy.',
    path: '/faq',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer.join(' ') },
        })),
      },
    ],
  });
}

export default function Faq() {
  const site = useSiteName();
  const archive = useArchiveSize();
  return (
    <StaticPage
      title="Frequently Asked Questions"
      intro="Short answers about the archive, the attorneys and the site."
      plain
      aside={
        <InfoPanel title="Still have a question?">
          <p>
            Write to us through the <Link to="/contact">contact form</Link>. We cannot give legal advice, but we can
            help with anything about the site.
          </p>
        </InfoPanel>
      }
    >
      {faqGroups(site, archive).map((group) => (
        <section
          key={group.title}
          className="mb-10"
          aria-labelledby={`faq-${group.title.replace(/\W+/g, '-').toLowerCase()}`}
        >
          <h2
            id={`faq-${group.title.replace(/\W+/g, '-').toLowerCase()}`}
            className="text-2xl font-bold tracking-tight"
          >
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {group.entries.map((entry) => (
              <details key={entry.question} className="group px-5 py-1">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 font-semibold [&::-webkit-details-marker]:hidden">
                  <h3>{entry.question}</h3>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                  >
                    <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
                  </svg>
                </summary>
                <div className="pb-4 text-slate-700 dark:text-slate-300">
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)} className="mt-2 leading-7">
                      {paragraph}
                    </p>
                  ))}
                  {entry.link && (
                    <p className="mt-3">
                      <Link
                        to={entry.link.to}
                        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
                      >
                        {entry.link.label}
                      </Link>
                    </p>
                  )}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </StaticPage>
  );
}
