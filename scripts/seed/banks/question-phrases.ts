/**
 * Wording shared by questions of every category: the asides and sign-offs real askers
 * add around the facts. Ordered from common to rare. The particulars of a story (names,
 * towns, companies) live in the stories, where they play a part.
 */
export const QUESTION_ASIDES: readonly string[] = [
  'I cannot afford a lawyer right now.',
  'I have all the paperwork if that matters.',
  'I tried calling legal aid but they have a long waiting list.',
  'I would rather not go to court if there is another way.',
  'Sorry if this is long, I wanted to give all the details.',
  'I already talked to a paralegal friend but she was not sure.',
  'English is not my first language, so sorry for any mistakes.',
  'I read online that the rules are different in every state.',
  'We live in {town}, a small town outside {city}.',
  'I have not slept much since this started.',
];

export const QUESTION_SIGNOFFS: readonly string[] = [
  'Thank you for any help.',
  'Any advice is appreciated.',
  'Thanks in advance.',
  'Please help.',
  'Thank you so much for your time.',
  'I appreciate any guidance.',
  'What would you do in my position?',
  'Any help would mean a lot.',
];

/** Appended to titles that come out too short (< 30 characters). */
export const TITLE_TAILS: readonly string[] = [' - what are my rights?', ' in {place}?', ' - what should I do?'];

/** Added to titles an asker writes as a statement of what happened. */
export const STATEMENT_TAILS: readonly string[] = [
  ' - what can I do?',
  ' - what are my options?',
  '. What now?',
  ' - need advice',
  '',
  '. Any advice?',
  ' - where do I start?',
];

export const TITLE_PREFIXES: readonly string[] = [
  '{place}: ',
  'Need advice: ',
  '{city}: ',
  'Urgent: ',
  'Please help - ',
  'Quick question: ',
];
