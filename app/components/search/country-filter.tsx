import { Link } from '#app/components/ui/link.tsx';
import { countryName } from '#app/domain/reference/places.ts';
import { searchPath } from '#app/domain/urls.ts';
import type { SearchRequest } from '#app/search/index.ts';

/**
 * The country filter a country page's topic chips set (`country=`), shown as a removable
 * chip: the sidebar has no country control, so this is where it is seen and taken off.
 */
export function CountryFilter({ request }: { request: SearchRequest }) {
  if (!request.country) return null;
  const name = countryName(request.country);
  return (
    <p
      role="status"
      data-testid="country-filter"
      className="mt-3 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-brand-600 sm:rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 dark:border-brand-100 dark:bg-slate-800 dark:text-brand-100"
    >
      <span>
        Only questions from <strong>{name}</strong>
      </span>
      <Link
        to={searchPath({ ...request, country: null, page: 1 })}
        aria-label={`Search everywhere (remove the ${name} filter)`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300"
      >
        <span aria-hidden="true">×</span> Search everywhere
      </Link>
    </p>
  );
}
