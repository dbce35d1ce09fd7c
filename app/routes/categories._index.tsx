import type { Route } from './+types/categories._index';
import { CategoryCard } from '#app/components/browse/category-card.tsx';
import { pageMeta } from '#app/components/page-meta.ts';
import { getCategories } from '#app/data/categories.server.ts';
import {
  categoriesForIndex,
  parseVolumeFilter,
  VOLUME_FILTER_LABELS,
  VOLUME_FILTERS,
} from '#app/domain/category-stats.ts';
import { IndexFilterForm, useIndexFilter } from '#app/components/browse/index-filter-form.tsx';
import { withoutControlCharacters } from '#app/domain/text.ts';
import { formatNumber } from '#app/domain/format.ts';
import { countOf, nounFor } from '#app/domain/grammar.ts';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = withoutControlCharacters(params.get('q') ?? '').slice(0, 100);
  const volume = parseVolumeFilter(params.get('volume'));
  // Every listed category of the volume: the page filters them by name as the visitor types
  // (with JavaScript), starting from ?q= (which is all there is without JavaScript).
  const categories = categoriesForIndex(getCategories(), '', volume).map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    questionCount: c.questionCount,
    attorneyCount: c.attorneyCount,
  }));
  return { search: search.trim(), volume, categories };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Legal Practice Areas',
    description:
      'Browse legal questions answered by attorneys by practice area: family law, criminal law, personal injury, immigration, real estate and more.',
    path: '/categories',
  });
}

export default function CategoriesIndex({ loaderData }: Route.ComponentProps) {
  const { search, volume } = loaderData;
  const [filter, setFilter] = useIndexFilter(search);
  const categories = categoriesForIndex(loaderData.categories, filter, volume);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Legal Practice Areas</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Browse attorney-answered legal questions by practice area.
      </p>
      <IndexFilterForm
        name="Find a category"
        inputId="category-search"
        inputLabel="Search categories"
        placeholder="Search categories..."
        filter={filter}
        onFilter={setFilter}
        select={{
          id: 'category-volume',
          name: 'volume',
          label: 'Filter',
          value: volume,
          options: VOLUME_FILTERS,
          labels: VOLUME_FILTER_LABELS,
        }}
        status={
          filter.trim()
            ? `${formatNumber(categories.length)} of ${countOf(loaderData.categories.length, 'practice area')} ${nounFor(categories.length, 'matches', 'match')}.`
            : ''
        }
        statusTestId="category-filter-status"
      />
      {categories.length === 0 ? (
        <p className="mt-10 text-center text-lg text-slate-700 dark:text-slate-300" role="status">
          No categories found matching your search.
        </p>
      ) : (
        <ul aria-label="Practice areas" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </ul>
      )}
    </div>
  );
}
