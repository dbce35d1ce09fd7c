import { contactActions, hasContact } from '#app/domain/attorney-contact.ts';
import type { AttorneyProfile } from '#app/domain/attorney-view.ts';
import { card } from './profile-sections.tsx';

const ICONS = { website: '↗', phone: '☎', email: '✉', licence: '✓' } as const;

/**
 * The next step from a profile: each way to reach the attorney the archive gives, as a link
 * that does it, and where to check the license. Plain anchors: all of it works without JavaScript.
 */
export function ContactActions({ profile }: { profile: AttorneyProfile }) {
  const actions = contactActions(profile, profile);
  const reachable = hasContact(profile);
  return (
    <section aria-labelledby="contact" className={card} data-section="contact">
      <h2 id="contact" className="text-xl font-semibold">
        Contact and license
      </h2>
      {!reachable && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="no-contact">
          The archive lists no website, phone number or email for {profile.name}.
        </p>
      )}
      {actions.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map((action) => (
            <li key={action.kind}>
              <a
                href={action.href}
                data-action={action.kind}
                {...(action.external ? { rel: 'noopener noreferrer nofollow' } : {})}
                className="flex h-full min-h-11 flex-col rounded-md border border-brand-700 px-4 py-3 text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
              >
                <span className="font-semibold">
                  <span aria-hidden="true" className="mr-1.5">
                    {ICONS[action.kind]}
                  </span>
                  {action.label}
                  {action.external && <span className="sr-only"> (another site)</span>}
                </span>
                <span className="mt-0.5 text-sm break-all text-slate-700 dark:text-slate-300">{action.detail}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {actions.some((a) => a.kind === 'licence') && !profile.barProfileUrl && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          “Verify license” opens the public search of the licensing body of the attorney’s state; look the attorney up
          by name there.
        </p>
      )}
    </section>
  );
}
