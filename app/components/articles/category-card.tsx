import { Link } from '#app/components/ui/link.tsx';
import { articleCategoryBlurb, articleCountLabel } from '#app/domain/article-categories.ts';
import { categoryIcon } from '#app/domain/category-icons.ts';
import { articleCategoryPath } from '#app/domain/urls.ts';
import { CategoryIcon } from '#app/components/ui/category-icon.tsx';

export interface CategoryCardData {
  readonly slug: string;
  readonly title: string;
  readonly articleCount: number;
}

/** A category on /articles: icon by keywords, friendly name, count wording and the line chosen by count and subject. */
export function CategoryCard({ category }: { category: CategoryCardData }) {
  return (
    <li className="relative flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 focus-within:border-brand-600 dark:border-slate-700 dark:bg-slate-900">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
        <CategoryIcon icon={categoryIcon(category.title)} />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg leading-snug font-semibold wrap-anywhere">
          {/* The whole card is clickable through the link's stretched ::after. */}
          <Link to={articleCategoryPath(category)} className="after:absolute after:inset-0 hover:underline">
            {category.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-100">
          {articleCountLabel(category.articleCount)}
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{articleCategoryBlurb(category.articleCount, category.slug)}</p>
      </div>
    </li>
  );
}
