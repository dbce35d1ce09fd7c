import { useEffect, useRef, useState } from 'react';
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
  readonly errors?: Readonly<Partial<Record<ContactField, string>>>;
}

const input =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

/**
 * The contact form. Without JavaScript it is a plain POST and the page comes back with the
 * outcome (`result`, the route's action data). With JavaScript it is checked first in the
 * browser (same rules), then posted through a fetcher: "Sending..." meanwhile, success as a
 * toast, and the form cleared. Either way a problem is shown in the page, never only in a
 * toast: a message above the form, and beside each bad field what is wrong with it (the
 * field marked aria-invalid and described by it), with focus on the first bad field.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<ContactResult | null>(null);
  const sending = fetcher.state !== 'idle';
  // What to show: the browser's own check, else the last post's answer (fetcher, or the page's without JavaScript).
  const answer = checked ?? fetcher.data ?? result;
  const failure = answer && !answer.ok ? answer : undefined;
  const errors = failure?.errors ?? {};
  const values = !fetcher.data && result && !result.ok ? result.values : undefined;
  // Without JavaScript the page comes back from the post: the first bad field takes focus as it loads.
  const focusOnLoad = !fetcher.data && !checked && result && !result.ok ? result.fields?.[0] : undefined;
  const banner = failure ?? (answer === result && result?.ok ? result : undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast(fetcher.data.notice);
      form.current?.reset();
    } else focusFirst(form.current, fetcher.data.fields);
  }, [fetcher.state, fetcher.data, toast]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const validation = validateContact(contactInput((name) => data.get(name)));
    if (validation.ok) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(validation);
    focusFirst(event.currentTarget, validation.fields);
  }

  const field = (name: ContactField, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `contact-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
    autoFocus: focusOnLoad === name || undefined,
  });

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={banner ? 'contact-result' : undefined}
    >
      {banner && (
        <div
          id="contact-result"
          role={banner.ok ? 'status' : 'alert'}
          className={`rounded-md border p-4 ${banner.ok ? 'border-green-700 bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50' : 'border-red-700 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50'}`}
        >
          <p className="font-semibold">{banner.notice.title}</p>
          {banner.notice.description && <p className="mt-1 text-sm">{banner.notice.description}</p>}
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
            {...field('name')}
            className={input}
          />
          <FieldError field="name" errors={errors} />
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
            {...field('email')}
            className={input}
          />
          <FieldError field="email" errors={errors} />
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
          {...field('subject')}
          className={input}
        />
        <FieldError field="subject" errors={errors} />
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
          {...field('message', 'contact-message-hint')}
          className={input}
        />
        <FieldError field="message" errors={errors} />
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

/** What is wrong with a field, right below it (the field's aria-describedby points here). */
function FieldError({ field, errors }: { field: ContactField; errors: Readonly<Partial<Record<ContactField, string>>> }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p id={`contact-${field}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

function focusFirst(form: HTMLFormElement | null, fields: readonly ContactField[] | undefined) {
  if (fields?.[0]) form?.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
}
