import { Link } from '#app/components/ui/link.tsx';
import type { PlaceCardData } from '#app/domain/location-index.ts';
import { placePath } from '#app/domain/urls.ts';
import { countOf } from '#app/domain/grammar.ts';

/**
 * A country's graphic is a globe drawn here, not a flag emoji: regional-indicator letters
 * need an emoji font the visitor may lack (Windows shows two letters, a system without one
 * two empty boxes). A state gets a round badge with its postal code.
 */
export function PlaceGlyph({ place }: { place: Pick<PlaceCardData, 'kind' | 'code'> }) {
  if (place.kind === 'country')
    return (
      <span aria-hidden="true" data-place-glyph="globe" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white dark:bg-emerald-600">
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.6 2.5 3.9 5.5 3.9 9s-1.3 6.5-3.9 9c-2.6-2.5-3.9-5.5-3.9-9S9.4 5.5 12 3Z" />
        </svg>
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
