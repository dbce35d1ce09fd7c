/**
 * Breadcrumb trails: one list per page serves both the visible trail (components/ui/breadcrumb)
 * and the page's schema.org BreadcrumbList, so the two cannot disagree.
 */
import { findCategory } from './reference/categories.ts';
import { findState } from './reference/places.ts';
import { categorySlug } from './slug.ts';
import { articleCategoryPath, categoryPath } from './urls.ts';

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

const HOME: Crumb = { name: 'Home', path: '/' };

/** schema.org BreadcrumbList of a trail, with absolute URLs. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** The category crumb of a question (none for general questions or unknown categories). */
export function questionCategoryCrumb(categoryId: number): Crumb | null {
  const category = categoryId === 0 ? undefined : findCategory(categoryId);
  return category ? { name: category.name, path: categoryPath({ slug: categorySlug(category.name) }) } : null;
}

/** Home › category › the question. */
export function questionTrail(question: { title: string; path: string; categoryId: number }): Crumb[] {
  const category = questionCategoryCrumb(question.categoryId);
  return [HOME, ...(category ? [category] : []), { name: question.title, path: question.path }];
}

/** Home › Practice Areas › the category. */
export function categoryTrail(category: { name: string; slug: string }): Crumb[] {
  return [HOME, { name: 'Practice Areas', path: '/categories' }, { name: category.name, path: categoryPath(category) }];
}

/** Home › Articles › an article category. */
export function articleCategoryTrail(category: { slug: string; title: string }): Crumb[] {
  return [HOME, { name: 'Articles', path: '/articles' }, { name: category.title, path: articleCategoryPath(category) }];
}

/** Home › Articles › the article's category › the article. */
export function articleTrail(article: { title: string; path: string; category: { slug: string; title: string } }): Crumb[] {
  return [...articleCategoryTrail(article.category), { name: article.title, path: article.path }];
}

/** Home › Find Attorneys › (the attorney's US state, as a directory search) › the attorney. */
export function attorneyTrail(attorney: { name: string; path: string; country: string; state: string | null }): Crumb[] {
  const state = attorney.country === 'US' && attorney.state ? findState(attorney.state) : undefined;
  return [
    HOME,
    { name: 'Find Attorneys', path: '/find-attorney' },
    ...(state ? [{ name: state.name, path: `/find-attorney?state=${state.code}` }] : []),
    { name: attorney.name, path: attorney.path },
  ];
}
