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

/**
 * What some askers say before the story: who is writing and why now. Many and flat, so
 * neighbouring questions of one story do not open alike.
 */
export const QUESTION_LEAD_INS: readonly string[] = [
  'First time posting here.',
  'A friend suggested I ask here.',
  'I need some advice about something that started last {month}.',
  'Here is my situation.',
  'I will try to keep this short.',
  'I have never dealt with anything like this before.',
  'Not sure if this is the right place to ask, but here goes.',
  'I have been going back and forth on this for weeks.',
  'Long story, so bear with me.',
  'Everyone I know has a different opinion, so I am asking here.',
  'I am writing this from my phone, sorry for the formatting.',
  'This has been going on for a while and I am out of ideas.',
  'I searched this site but could not find a case quite like mine.',
  'Hoping someone can point me in the right direction.',
  'I cannot afford to get this wrong.',
  'Background first, then my question.',
  'I am a little embarrassed to ask this.',
  'Things got worse this {weekday}, so I am finally asking.',
  'I have read a lot online and every site says something different.',
  'This is the first time I have ever needed a lawyer.',
  'Sorry in advance, this is a long one.',
  'I tried to handle this on my own and it did not work.',
  'Quick background.',
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
