import { data, useNavigation } from 'react-router';
import type { Route } from './+types/search';
import { DiscoveryPanel } from '#app/components/search/discovery-panel.tsx';
import { addressNotice } from '#app/components/search/address-notices.ts';
import { CountryFilter } from '#app/components/search/country-filter.tsx';
import { FilterSidebar } from '#app/components/search/filter-sidebar.tsx';
import { SearchForm } from '#app/components/search/search-form.tsx';
import { SearchResults } from '#app/components/search/search-results.tsx';
import { TrustBadges } from '#app/components/search/trust-badges.tsx';
import { pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { searchPageTitle } from '#app/domain/format.ts';
import { getFeaturedQuestions } from '#app/data/featured-questions.server.ts';
import { searchHelp } from '#app/data/search-help.server.ts';
import { SearchHelp } from '#app/components/search/search-help.tsx';
import { search as searchQuestions } from '#app/search/index.server.ts';
import { searchPageRequest } from '#app/search/index.ts';
import { searchPath } from '#app/domain/urls.ts';
import { requestLog } from '#app/log.server.ts';
import { withoutControlCharacters } from '#app/domain/text.ts';

export const SEARCH_FAILED = 'Search failed. Please try again or contact support if the problem persists.';

/**
 * /search: the address is the state (q, state, country, category, from, to, sort, page). The loader
 * searches on the server for any URL; with JavaScript, forms and links navigate on the
 * client (the loader's data is fetched, no page load) and the address is updated.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Control characters typed into the address reach neither the search, the title nor the HTML.
  if (params.has('q')) params.set('q', withoutControlCharacters(params.get('q')!));
  const { request: search, ignored } = searchPageRequest(params);
  const notices = ignored.map((name) => addressNotice(name, params.get(name)));
  if (!search.q) {
    return { search, notices, result: null, failed: false, featured: getFeaturedQuestions(3), help: null };
  }
  try {
    const result = await searchQuestions(search, { context, signal: request.signal });
    return { search, notices, result, failed: false, featured: [], help: await searchHelp(context, result) };
  } catch (error) {
    // 503: the page shows the spec's message, and neither the server's page cache nor a CDN keeps it.
    requestLog(request).error({ err: error, status: 503 }, 'search failed');
    return data({ search, notices, result: null, failed: true, featured: [], help: null }, { status: 503 });
  }
}

export function meta({ matches, data }: Route.MetaArgs) {
  const q = data?.search.q;
  return pageMeta(matches, {
    title: searchPageTitle(q ?? '', siteFromMatches(matches).siteName),
    description: 'Search a free archive of legal questions answered by attorneys, by state and practice area.',
    path: searchPath(data?.search ?? {}),
    noindex: Boolean(q),
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { search, notices, result, failed, featured, help } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === '/search';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Search legal questions</h1>
      <div className="mt-4">
        <SearchForm request={search} loading={loading} />
        <TrustBadges />
        <CountryFilter request={search} />
      </div>
      {notices.length > 0 && (
        <ul role="status" className="mt-3 space-y-1 text-sm text-amber-900 dark:text-amber-100" data-testid="address-notices">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <FilterSidebar request={search} facets={result?.facets ?? null} />
        <div aria-live="polite" aria-busy={loading}>
          {failed ? (
            <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
              {SEARCH_FAILED}
            </p>
          ) : result ? (
            <>
              <SearchResults result={result} />
              {help && <SearchHelp help={help} />}
            </>
          ) : (
            <DiscoveryPanel featured={featured} />
          )}
        </div>
      </div>
    </div>
  );
}
