import { Link } from '#app/components/ui/link.tsx';

/** Up to 8 topic chips, each a search link scoped to the list when the search supports it. */
export function PopularTopics({ topics, hrefFor }: { topics: readonly string[]; hrefFor: (topic: string) => string }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="popular-topics" className="mt-8">
      <h2 id="popular-topics" className="text-lg font-semibold">
        Popular Topics
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {topics.slice(0, 8).map((topic) => (
          <li key={topic}>
            <Link
              to={hrefFor(topic)}
              className="inline-flex rounded-full border border-brand-600 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {topic}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
