import { data } from 'react-router';
import { NotFoundPage } from '#app/components/status-page.tsx';
import { errorMeta } from '#app/components/page-meta.ts';
import { getBusiestCategories } from '#app/data/categories.server.ts';
import { categoryPath } from '#app/domain/urls.ts';
import type { Route } from './+types/$';

/** Any path no other route claims: the spec's 404 page, with HTTP status 404. */
export function loader() {
  const areas = getBusiestCategories(6).map((category) => ({ name: category.name, path: categoryPath(category) }));
  return data({ areas }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(matches, '404 Page Not Found');
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage areas={loaderData.areas} />;
}
