import { Link } from '#app/components/ui/link.tsx';
import { formatNumber } from '#app/domain/format.ts';

/** A short list of links with their question counts: a place's top practice areas, or an area's top states. */
export function HubLinks({ id, heading, links }: { id: string; heading: string; links: ReadonlyArray<{ href: string; name: string; questionCount: number }> }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
              {link.name}
            </Link>{' '}
            <span className="text-slate-700 dark:text-slate-300">({formatNumber(link.questionCount)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
