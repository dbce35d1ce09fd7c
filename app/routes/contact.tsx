import { data } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/contact';
import { pageMeta } from '#app/components/page-meta.ts';
import { getConfig } from '#app/config/get-config.server.ts';
import { ContactForm, type ContactResult } from '#app/components/static/contact-form.tsx';
import { InfoPanel, StaticPage } from '#app/components/static/static-page.tsx';
import { storeMessage } from '#app/data/inbox.server.ts';
import {
  CLIENT_IP_HEADER,
  CONTACT_MAX_BODY_BYTES,
  CONTACT_NOTICES,
  CONTACT_RATE_LIMIT,
  contactInput,
  HONEYPOT_FIELD,
  validateContact,
} from '#app/domain/contact.ts';
import { clientKey, SlidingLogLimiter } from '#app/http/rate-limit.ts';
import { requestLog } from '#app/log.server.ts';

let limiter: SlidingLogLimiter | undefined;

/** Messages per client in any 10 minutes: RATE_LIMIT_CONTACT (default 5); tests raise it. */
function contactLimiter(): SlidingLogLimiter {
  limiter ??= new SlidingLogLimiter(getConfig().RATE_LIMIT_CONTACT, CONTACT_RATE_LIMIT.windowMs);
  return limiter;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Contact Us',
    description:
      'Send a message to the OpenCounsel team about the archive: corrections, removal requests, accessibility problems or questions about the site.',
    path: '/contact',
  });
}

/**
 * Stores a contact message in the inbox (never the archive). Order: body size, honeypot
 * (a quiet fake success), validation (spec messages), rate limit per client, then the write;
 * "Message Sent!" only once the row is committed.
 */
export async function action({ request }: Route.ActionArgs) {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!(length <= CONTACT_MAX_BODY_BYTES)) {
    return data<ContactResult>({ ok: false, notice: CONTACT_NOTICES.failed }, { status: 413 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactResult>({ ok: false, notice: CONTACT_NOTICES.failed }, { status: 400 });
  }
  const input = contactInput((name) => form.get(name));
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '')
    return data<ContactResult>({ ok: true, notice: CONTACT_NOTICES.sent });

  const checked = validateContact(input);
  if (!checked.ok)
    return data<ContactResult>(
      { ok: false, notice: checked.notice, values: input, fields: checked.fields, errors: checked.errors },
      { status: 400 },
    );

  const decision = contactLimiter().hit(clientKey(request.headers.get(CLIENT_IP_HEADER) || 'unknown'), Date.now());
  if (!decision.allowed) {
    return data<ContactResult>(
      { ok: false, notice: CONTACT_NOTICES.rateLimited, values: input },
      { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds), 'Cache-Control': 'no-store' } },
    );
  }
  try {
    storeMessage(checked.value);
  } catch (error) {
    requestLog(request).error({ err: error }, 'contact: could not store a message');
    return data<ContactResult>({ ok: false, notice: CONTACT_NOTICES.failed, values: input }, { status: 503 });
  }
  return data<ContactResult>({ ok: true, notice: CONTACT_NOTICES.sent });
}

/** The action's own headers (a 429's Retry-After and no-store) on the page and on its `.data` answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/**
 * With JavaScript the post goes through here: a server error page, a proxy failure or a lost
 * connection becomes the spec's "Error" message instead of the route's error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, notice: CONTACT_NOTICES.failed };
  }
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <StaticPage
      title="Contact Us"
      intro="Write to the team that runs this archive. We read every message and reply to the address you give."
      plain
      aside={
        <>
          <InfoPanel title="We can help with">
            <ul className="list-disc space-y-1 pl-5">
              <li>Corrections to a question, an answer or an attorney profile</li>
              <li>Removing personal details from a question you asked</li>
              <li>Problems using the site, including accessibility barriers</li>
              <li>Press, research and partnership enquiries</li>
            </ul>
          </InfoPanel>
          <InfoPanel title="We cannot give legal advice">
            <p>
              We are not a law firm and we do not pass messages to the attorneys in the archive. For help with your own
              situation, <Link to="/find-attorney">find an attorney</Link> licensed where you live.
            </p>
            <p>
              Many questions are answered in the <Link to="/faq">FAQ</Link>. Our{' '}
              <Link to="/privacy">Privacy Policy</Link> explains what happens to your message.
            </p>
          </InfoPanel>
        </>
      }
    >
      <h2 className="text-2xl font-bold tracking-tight">Send us a message</h2>
      <div className="mt-6">
        <ContactForm result={actionData} />
      </div>
    </StaticPage>
  );
}
