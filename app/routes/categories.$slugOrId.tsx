import { data, redirect } from 'react-router';
import type { Route } from './+types/categories.$slugOrId';
import { HubLinks } from '#app/components/browse/hub-links.tsx';
import { PopularTopics } from '#app/components/browse/popular-topics.tsx';
import { QuestionListing } from '#app/components/browse/question-listing.tsx';
import { StatTile } from '#app/components/browse/stat-tile.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { breadcrumbJsonLd, categoryTrail } from '#app/domain/breadcrumbs.ts';
import { errorMeta, pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { StatusPage } from '#app/components/status-page.tsx';
import { resolveCategory } from '#app/data/category-lookup.server.ts';
import { getListingCards, getPopularTopics } from '#app/data/listings.server.ts';
import { getTopStatesOfArea } from '#app/data/place-areas.server.ts';
import { activityLevel, responseRate } from '#app/domain/category-stats.ts';
import { formatNumber } from '#app/domain/format.ts';
import {
  CATEGORY_FILTER_CODES,
  CATEGORY_FILTER_LABELS,
  CATEGORY_FILTERS,
  CATEGORY_SORT_LABELS,
  CATEGORY_SORTS,
  LIST_KIND,
  LISTING_PAGE_SIZE,
  listingSearch,
  pageQuery,
  SORT_CODES,
} from '#app/domain/listing-options.ts';
import { totalPages } from '#app/domain/pagination.ts';
import { categoryPath, placeAreaPath, searchPath } from '#app/domain/urls.ts';
import { countOf, nounFor } from '#app/domain/grammar.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const resolved = resolveCategory(params.slugOrId);
  if (!resolved) return data({ found: false as const }, { status: 404 });
  const { category, canonical } = resolved;
  if (!canonical) throw redirect(`${categoryPath(category)}${url.search}`, 301);

  const query = pageQuery(url.searchParams, CATEGORY_SORTS, CATEGORY_FILTERS);
  const { results, total } = getListingCards(
    LIST_KIND.category,
    category.id,
    SORT_CODES[query.sort],
    CATEGORY_FILTER_CODES[query.filter],
    query.page,
    LISTING_PAGE_SIZE,
  );
  const body = {
    found: true as const,
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      questionCount: category.questionCount,
      attorneyCount: category.attorneyCount,
    },
    topics: getPopularTopics(LIST_KIND.category, category.id),
    states: getTopStatesOfArea(category.id),
    query,
    results,
    total,
    pages: totalPages(total, LISTING_PAGE_SIZE),
  };
  // A page past the end of the list is not a page of the site.
  return data(body, { status: query.page > 1 && results.length === 0 ? 404 : 200 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return errorMeta(matches, 'Category Not Found');
  const { category, query } = loaderData;
  return pageMeta(matches, {
    title: `${category.name} Legal Questions`,
    description: `${formatNumber(category.questionCount)} ${category.name.toLowerCase()} ${nounFor(category.questionCount, 'question')} answered by ${countOf(category.attorneyCount, 'attorney')}. ${category.description}`,
    path: `${categoryPath(category)}${listingSearch(query)}`,
    keywords: [category.name, ...loaderData.topics],
    jsonLd: [
      breadcrumbJsonLd(siteFromMatches(matches).siteUrl, categoryTrail(category)),
    ],
  });
}

export default function CategoryDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found)
    return <StatusPage title="Category Not Found" message="The requested category could not be found." action={{ to: '/categories', label: 'Back to All Practice Areas' }} />;
  const { category, topics, states, query, results, total, pages } = loaderData;
  const path = categoryPath(category);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumb items={categoryTrail(category)} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{category.name}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{category.description}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        <StatTile label="Legal Questions" value={formatNumber(category.questionCount)} />
        <StatTile label="Expert Attorneys" value={formatNumber(category.attorneyCount)} />
        <StatTile label="Response Rate" value={`${responseRate(category.attorneyCount, category.questionCount)}%`} />
        <StatTile label="Activity Level" value={activityLevel(category.questionCount)} />
      </dl>
      <PopularTopics topics={topics} hrefFor={(topic) => searchPath({ q: topic, category: category.id })} />
      <HubLinks
        id="category-states"
        heading={`${category.name} by state`}
        links={states.map((s) => ({ href: placeAreaPath(s, category), name: s.name, questionCount: s.questionCount }))}
      />
      <section aria-labelledby="category-questions" className="mt-10">
        <h2 id="category-questions" className="text-xl font-semibold">
          {formatNumber(total)} legal {total === 1 ? 'question' : 'questions'} found
        </h2>
        <QuestionListing
          path={path}
          selects={[
            { name: 'filter', label: 'Filter', value: query.filter, options: CATEGORY_FILTERS.map((v) => ({ value: v, label: CATEGORY_FILTER_LABELS[v] })) },
            { name: 'sort', label: 'Sort by', value: query.sort, options: CATEGORY_SORTS.map((v) => ({ value: v, label: CATEGORY_SORT_LABELS[v] })) },
          ]}
          query={query}
          results={results}
          total={total}
          pages={pages}
          label={`${category.name} questions`}
          showRange={false}
          empty={
            <p role="status" className="mt-10 text-center text-lg text-slate-700 dark:text-slate-300">
              No answered questions found
            </p>
          }
        />
      </section>
    </div>
  );
}
