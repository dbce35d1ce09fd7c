import { Link } from '#app/components/ui/link.tsx';
import { CategoryIcon } from '#app/components/ui/category-icon.tsx';
import { categoryIcon } from '#app/domain/category-icons.ts';
import type { CategoryCardData } from '#app/domain/category-stats.ts';
import { categoryPath } from '#app/domain/urls.ts';
import { countOf } from '#app/domain/grammar.ts';

/** A practice area's drawn icon in a round badge (the same icon set as the article categories). */
export function CategoryGlyph({ name }: { name: string }) {
  return (
    <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
      <CategoryIcon icon={categoryIcon(name)} />
    </span>
  );
}

/** A category of the index: icon, name, question and attorney counts; the whole card links. */
export function CategoryCard({ category }: { category: CategoryCardData }) {
  return (
    <li>
      <Link
        to={categoryPath(category)}
        className="flex h-full items-start gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900"
      >
        <CategoryGlyph name={category.name} />
        <span className="min-w-0">
          <span className="block font-semibold">{category.name}</span>
          <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
            {countOf(category.questionCount, 'question')}
            {' · '}
            {countOf(category.attorneyCount, 'attorney')}
          </span>
        </span>
      </Link>
    </li>
  );
}
