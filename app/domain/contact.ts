/**
 * The contact form's rules (spec B§5): required fields, a simple email pattern, the spec's
 * messages, plus length limits and a honeypot field, which the original did not need
 * because it sent nothing.
 */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export interface Notice {
  readonly title: string;
  readonly description: string;
  readonly tone: 'success' | 'error';
}

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** The hidden field people never see; automated form fillers tend to fill it. */
export const HONEYPOT_FIELD = 'website';

/** Per client: 5 messages per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

export const CONTACT_NOTICES = {
  missing: { title: 'Missing Information', description: 'Please fill in all required fields.', tone: 'error' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.', tone: 'error' },
  sent: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you soon.",
    tone: 'success',
  },
  failed: { title: 'Error', description: 'There was a problem sending your message. Please try again.', tone: 'error' },
  tooLong: { title: 'Message Too Long', description: '', tone: 'error' },
  rateLimited: {
    title: 'Too Many Messages',
    description: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    tone: 'error',
  },
} as const satisfies Record<string, Notice>;

/** The spec's simple email pattern: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactField = keyof ContactMessage;

export type ContactValidation =
  | { readonly ok: true; readonly value: ContactMessage }
  | {
      readonly ok: false;
      readonly notice: Notice;
      /** The fields in error, in form order (focus goes to the first). */
      readonly fields: readonly ContactField[];
      /** What is wrong with each of them, shown beside the field. */
      readonly errors: Readonly<Partial<Record<ContactField, string>>>;
    };

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const FORM_ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const REQUIRED_ERRORS = {
  name: 'Enter your name.',
  email: 'Enter your email address.',
  message: 'Enter your message.',
} as const;
const EMAIL_ERROR = 'Enter an email address like name@example.com.';

/** Reads the four fields from form input (missing or non-string values count as empty). */
export function contactInput(get: (name: string) => unknown): ContactMessage {
  const text = (name: ContactField) => {
    const value = get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}

/**
 * Trims the fields and checks all of them, so every problem can be shown beside its field
 * at once. The notice is the spec's, by its order: required first, then email, then lengths.
 */
export function validateContact(input: ContactMessage): ContactValidation {
  const value: ContactMessage = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.replace(/\r\n?/g, '\n').trim(),
  };
  const errors: Partial<Record<ContactField, string>> = {};
  const missing = (['name', 'email', 'message'] as const).filter((field) => !value[field]);
  for (const field of missing) errors[field] = REQUIRED_ERRORS[field];
  const badEmail = Boolean(value.email) && (!EMAIL.test(value.email) || value.email.length > CONTACT_LIMITS.email);
  if (badEmail) errors.email = EMAIL_ERROR;
  const tooLong = FORM_ORDER.filter((field) => !errors[field] && value[field].length > CONTACT_LIMITS[field]);
  for (const field of tooLong) errors[field] = lengthError(field);
  const fields = FORM_ORDER.filter((field) => errors[field]);
  if (fields.length === 0) return { ok: true, value };
  const notice: Notice = missing.length
    ? CONTACT_NOTICES.missing
    : badEmail
      ? CONTACT_NOTICES.invalidEmail
      : { ...CONTACT_NOTICES.tooLong, description: lengthError(tooLong[0]!) };
  return { ok: false, notice, fields, errors };
}

function lengthError(field: ContactField): string {
  return `${LABELS[field]} can be at most ${CONTACT_LIMITS[field].toLocaleString('en-US')} characters.`;
}

/**
 * Route actions get no socket; server/app.ts writes the client's address (req.ip, which
 * honours TRUST_PROXY) into this request header, always overwriting what a client sent.
 */
export const CLIENT_IP_HEADER = 'x-opencounsel-client-ip';

/** Form posts above this size are refused before they are read (the fields' limits sum to ~5.5 KB). */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;
