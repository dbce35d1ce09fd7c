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

/**
 * The particulars real askers give: names, towns, companies, case and claim numbers. They
 * carry most of an archive's rare words (invented-words.ts makes them up).
 */
export const STORY_DETAILS: readonly string[] = [
  'The other person involved is {first} {surname}.',
  'We live in {town}, a small town outside {city}.',
  'The company is {company}.',
  'The case number on the papers is {docket}.',
  'Their lawyer is with {firm}.',
  'It all started at our place on {street}.',
  'My claim number is {reference}, if that helps.',
  'The manager there, {first} {surname}, stopped answering my calls.',
  'Everything went through {company} in {town}.',
  'The letter came from {firm} and cites case {docket}.',
  'I dealt with a man named {surname} at {company}.',
  'The address on the paperwork is {street}, {town}.',
  'The account number they gave me is {reference}.',
  'A {surname} from the county office told me to ask a lawyer.',
];

/**
 * Added to most titles, so questions of one topic rarely share a title: each names a
 * particular of its story (where it happens, the case number).
 */
export const TITLE_QUALIFIERS: readonly string[] = [
  ' in {town}',
  ' near {city}',
  ' ({town}, {place})',
  ' - case {docket}',
  ' in {town}, {place}',
  ' - {town} resident',
  ' (case {docket})',
  ' - {company}',
];

export const TITLE_PREFIXES: readonly string[] = [
  'Question about: ',
  'Need advice: ',
  'Urgent: ',
  'Help please - ',
  '{place}: ',
  '{city}: ',
  'First time asking: ',
];
