import { NavLink } from '#app/components/ui/link.tsx';
import { COPYRIGHT_YEAR, FOOTER_LINKS } from '#app/domain/navigation.ts';

/** `answeredQuestions`: the count claim ("4.8K+"), or null when the archive could not be read. */
export function SiteFooter({ siteName, answeredQuestions }: { siteName: string; answeredQuestions: string | null }) {
  return (
    <footer data-print="hide" className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav id="footer-navigation" aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="inline-block py-1.5 text-sm text-slate-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-slate-900 dark:text-slate-300 dark:aria-[current=page]:text-white"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-8 text-sm text-slate-700 dark:text-slate-300">
          {answeredQuestions ? `${answeredQuestions} answered questions. ` : ''}Content is general information, not legal advice. Attorneys listed are
          independent and not endorsed by {siteName}.
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          © {COPYRIGHT_YEAR} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
