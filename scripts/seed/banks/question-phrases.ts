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
  'Hello everyone.',
  'Hi, thanks for reading.',
  'Posting for my sister, who asked me to write this up.',
  'My friends keep telling me different things.',
  'Long time reader, first question.',
  'Apologies if this is in the wrong category.',
  'Please be patient with me, I am new to all of this.',
  'Any help at all would mean a lot right now.',
  'So this is a mess.',
  'Where do I even start.',
  'Two questions, really, but they go together.',
  'Writing on behalf of my family.',
  'Honestly I did not think this would ever happen to me.',
  'Maybe someone here has seen this before.',
  'Throwaway account for privacy.',
  'Short version first, details after.',
  'We are trying to do this the right way.',
  'Some background, because it matters here.',
  'Help, I am running out of time on this one.',
  'Okay, here is what happened.',
  'Our family has never been in trouble with anything legal.',
  'Last {weekday} everything changed.',
  'Need a second opinion before I do anything.',
  'Looking for honest advice, not a sales pitch.',
  'Bit of a strange one.',
  'Just want to know where I stand.',
  'Hard to explain, but I will try.',
  'Can anyone help me understand my options?',
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
