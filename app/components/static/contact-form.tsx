import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import {
  CONTACT_LIMITS,
  contactInput,
  HONEYPOT_FIELD,
  validateContact,
  type ContactField,
  type ContactMessage,
  type Notice,
} from '#app/domain/contact.ts';
import { useToast } from '../ui/toast.tsx';

export interface ContactResult {
  readonly ok: boolean;
  readonly notice: Notice;
  readonly values?: ContactMessage;
  readonly fields?: readonly ContactField[];
}

const input =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

/**
 * The contact form. Without JavaScript it is a plain POST and the page comes back with the
 * message (`result`, the route's action data). With JavaScript it is checked first in the
 * browser (same rules), then posted through a fetcher: "Sending..." meanwhile, the outcome
 * as a toast, and the form cleared on success.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== 'idle';
  const shown = fetcher.data ?? result;
  const invalid = new Set(shown && !shown.ok ? shown.fields : []);
  const values = !fetcher.data && result && !result.ok ? result.values : undefined;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    toast(fetcher.data.notice);
    if (fetcher.data.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data, toast]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const checked = validateContact(contactInput((name) => data.get(name)));
    if (checked.ok) return;
    event.preventDefault();
    toast(checked.notice);
    event.currentTarget.querySelector<HTMLElement>(`[name="${checked.fields[0]}"]`)?.focus();
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={result && !fetcher.data ? 'contact-result' : undefined}
    >
      {result && !fetcher.data && (
        <div
          id="contact-result"
          role={result.ok ? 'status' : 'alert'}
          className={`rounded-md border p-4 ${result.ok ? 'border-green-700 bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50' : 'border-red-700 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50'}`}
        >
          <p className="font-semibold">{result.notice.title}</p>
          <p className="mt-1 text-sm">{result.notice.description}</p>
        </div>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">Fields marked * are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="font-medium">
            Name *
          </label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            defaultValue={values?.name}
            aria-invalid={invalid.has('name') || undefined}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className="font-medium">
            Email *
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            defaultValue={values?.email}
            aria-invalid={invalid.has('email') || undefined}
            className={input}
          />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className="font-medium">
          Subject <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <input
          id="contact-subject"
          name="subject"
          maxLength={CONTACT_LIMITS.subject}
          defaultValue={values?.subject}
          aria-invalid={invalid.has('subject') || undefined}
          className={input}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className="font-medium">
          Message *
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          required
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values?.message}
          aria-invalid={invalid.has('message') || undefined}
          aria-describedby="contact-message-hint"
          className={input}
        />
        <p id="contact-message-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Up to {CONTACT_LIMITS.message.toLocaleString('en-US')} characters. Please do not include case details you want
          kept confidential.
        </p>
      </div>
      {/* Honeypot: hidden from people and assistive technology; form-filling bots tend to fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 dark:bg-brand-600 dark:hover:bg-brand-700"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </fetcher.Form>
  );
}
