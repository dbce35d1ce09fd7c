/**
 * An attorney's ways to be reached (the import format's website, phone, email and
 * barProfileUrl): the rules the importer checks them by, and the actions a profile shows.
 */
import { barLookup } from './reference/bar-lookup.ts';

export interface AttorneyContacts {
  readonly website: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly barProfileUrl: string | null;
}

/** Why a web address is refused, or null when it is a plain http(s) link to a named host. */
export function webUrlProblem(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return 'must be an http(s) URL';
  if (/\s/.test(value)) return 'must not contain spaces';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an http(s) URL';
  }
  if (url.username || url.password) return 'must not contain a user name or password';
  // A host with a dot: "localhost" and bare words are no one's public site.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)) return 'must name a public host (like www.example.com)';
  return null;
}

/** Digits of a phone number, with a leading + kept: "+1 (555) 010-0199" -> "+15550100199". */
export function phoneDial(value: string): string {
  return `${value.trim().startsWith('+') ? '+' : ''}${value.replace(/\D/g, '')}`;
}

export const PHONE_MIN_DIGITS = 7;
/** The most digits a number can have (ITU E.164). */
export const PHONE_MAX_DIGITS = 15;

export function phoneProblem(value: string): string | null {
  if (!/^\+?[0-9 ().-]+$/.test(value.trim())) return 'must be digits, with only + ( ) - . and spaces';
  const digits = value.replace(/\D/g, '').length;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS)
    return `must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits (has ${digits})`;
  return null;
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function emailProblem(value: string): string | null {
  return EMAIL.test(value) ? null : 'must be an email address (name@example.com)';
}

/** "Contact" on directory cards: the archive gives at least one way to reach the attorney. */
export function hasContact(c: AttorneyContacts): boolean {
  return Boolean(c.website || c.phone || c.email);
}

export interface ContactAction {
  readonly kind: 'website' | 'phone' | 'email' | 'licence';
  /** What the link does, in words ("Visit website"). */
  readonly label: string;
  /** The detail beside it: the host, the number, the address, the licensing body. */
  readonly detail: string;
  readonly href: string;
  /** Links that leave the site open as ordinary links; these say so to assistive technology. */
  readonly external: boolean;
}

/**
 * The profile's next steps, in this order: visit website, call, email, verify license. The
 * license link is the attorney's own bar profile when the archive gives one, else the public
 * lookup of the licensing body of the attorney's state, else nothing.
 */
export function contactActions(
  c: AttorneyContacts,
  place: { country: string; state: string | null },
): ContactAction[] {
  const actions: ContactAction[] = [];
  if (c.website)
    actions.push({ kind: 'website', label: 'Visit website', detail: new URL(c.website).hostname, href: c.website, external: true });
  if (c.phone) actions.push({ kind: 'phone', label: 'Call', detail: c.phone, href: `tel:${phoneDial(c.phone)}`, external: false });
  if (c.email) actions.push({ kind: 'email', label: 'Email', detail: c.email, href: `mailto:${c.email}`, external: false });
  const lookup = barLookup(place.country, place.state);
  if (c.barProfileUrl)
    actions.push({
      kind: 'licence',
      label: 'Verify license',
      detail: `Bar profile at ${new URL(c.barProfileUrl).hostname}`,
      href: c.barProfileUrl,
      external: true,
    });
  else if (lookup)
    actions.push({
      kind: 'licence',
      label: 'Verify license',
      detail: `Search the public roll of ${lookup.body}`,
      href: lookup.url,
      external: true,
    });
  return actions;
}
