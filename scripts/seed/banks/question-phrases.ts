/**
 * Wording shared by questions of every category: the asides and sign-offs real askers
 * add around the facts. Ordered from common to rare.
 */
export const QUESTION_ASIDES: readonly string[] = [
  'I cannot afford a lawyer right now.',
  'Everything happened in {city}.',
  'This has been going on for {duration} and I am stressed out.',
  'I have all the paperwork if that matters.',
  'I tried calling legal aid but they have a long waiting list.',
  'I am not sure if this is even the right category for my question.',
  'I would rather not go to court if there is another way.',
  'Sorry if this is long, I wanted to give all the details.',
  'I already talked to a paralegal friend but she was not sure.',
  'English is not my first language, so sorry for any mistakes.',
  'I read online that the rules are different in every state.',
  'Money is tight because I am supporting {child} on one income.',
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
export const TITLE_TAILS: readonly string[] = [
  ' - what are my rights?',
  ' in {place}?',
  ' - need advice',
  ' - what should I do?',
  ' and what are my options?',
];
