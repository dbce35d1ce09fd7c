import { useState } from 'react';
import { Form } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import { filterArticleCategories } from '#app/domain/article-categories.ts';
import { CategoryCard, type CategoryCardData } from './category-card.tsx';
import { formatNumber } from '#app/domain/format.ts';
import { countOf, nounFor } from '#app/domain/grammar.ts';

/**
 * The filter box and the category cards of /articles. Typing filters at once; the box is
 * also a GET form (?q=), so the filter works without JavaScript and can be linked.
 */
export function CategoryBrowser({
  categories,
  initialFilter,
}: {
  categories: readonly CategoryCardData[];
  initialFilter: string;
}) {
  const [filter, setFilter] = useState(initialFilter);
  const shown = filterArticleCategories(categories, filter);
  return (
    <>
      <Form method="get" role="search" className="mt-8 flex max-w-xl gap-2">
        <label htmlFor="category-filter" className="sr-only">
          Filter categories
        </label>
        <input
          id="category-filter"
          name="q"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter categories..."
          maxLength={100}
          autoComplete="off"
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="h-11 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
        >
          Filter
        </button>
      </Form>
      <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {filter.trim() ? `${formatNumber(shown.length)} of ${countOf(categories.length, 'category', 'categories')} ${nounFor(shown.length, 'matches', 'match')}.` : ''}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Article categories">
          {shown.map((category) => (
            <CategoryCard key={category.slug} category={category} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
          <p className="text-lg font-semibold">No categories found</p>
          {filter.trim() && (
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Nothing matches “{filter.trim()}”.{' '}
              <Link
                to="/articles"
                onClick={() => setFilter('')}
                className="text-brand-700 underline dark:text-brand-100"
              >
                Show all categories
              </Link>
            </p>
          )}
        </div>
      )}
    </>
  );
}
