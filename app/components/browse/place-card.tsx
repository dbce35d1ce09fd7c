import { Link } from '#app/components/ui/link.tsx';
import { flagEmoji, type PlaceCardData } from '#app/domain/location-index.ts';
import { placePath } from '#app/domain/urls.ts';
import { countOf } from '#app/domain/grammar.ts';

/** A flag for a country; for a state a round badge with its postal code. */
export function PlaceGlyph({ place }: { place: Pick<PlaceCardData, 'kind' | 'code'> }) {
  if (place.kind === 'country' && flagEmoji(place.code))
    return (
      <span aria-hidden="true" className="text-3xl leading-none">
        {flagEmoji(place.code)}
      </span>
    );
  return (
    <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-600">
      {place.code}
    </span>
  );
}

/** A state or country card: graphic, name, code, question and attorney counts. */
export function PlaceCard({ place }: { place: PlaceCardData }) {
  return (
    <li>
      <Link
        to={placePath(place)}
        className="flex h-full items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900"
      >
        <PlaceGlyph place={place} />
        <span className="min-w-0">
          <span className="block font-semibold">
            {place.name} <span className="text-xs font-medium text-slate-600 dark:text-slate-400">({place.code})</span>
          </span>
          <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
            {countOf(place.questionCount, 'question')}
            {' · '}
            {countOf(place.attorneyCount, 'attorney')}
          </span>
        </span>
      </Link>
    </li>
  );
}
