import { Link } from '#app/components/ui/link.tsx';
import { categoryIcon, type CategoryCardData } from '#app/domain/category-stats.ts';
import { categoryPath } from '#app/domain/urls.ts';
import { countOf } from '#app/domain/grammar.ts';


export function CategoryGlyph({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-2xl dark:bg-slate-800">
      {categoryIcon(name)}
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
