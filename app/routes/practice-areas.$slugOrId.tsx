import { data, redirect } from 'react-router';
import type { Route } from './+types/practice-areas.$slugOrId';
import { errorMeta } from '#app/components/page-meta.ts';
import { StatusPage } from '#app/components/status-page.tsx';
import { resolveCategory } from '#app/data/category-lookup.server.ts';
import { categoryPath } from '#app/domain/urls.ts';

/** /practice-areas/{slugOrId} is the category screen under another name: 301 to /categories/{slug}. */
export function loader({ params, request }: Route.LoaderArgs) {
  const resolved = resolveCategory(params.slugOrId);
  if (!resolved) return data(null, { status: 404 });
  throw redirect(`${categoryPath(resolved.category)}${new URL(request.url).search}`, 301);
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(matches, 'Category Not Found');
}

export default function PracticeAreaNotFound() {
  return <StatusPage title="Category Not Found" message="The requested category could not be found." action={{ to: '/categories', label: 'Back to All Practice Areas' }} />;
}
