/**
 * Wording shared by attorney answers of every category: openings, hedges and the
 * "consult a local attorney" closings the archive is full of. Common first.
 */
export const ANSWER_OPENERS: readonly string[] = [
  'I am sorry you are dealing with this.',
  'This is a common situation, and you have options.',
  'Thank you for the detailed question.',
  'Based on what you describe, here is how I would look at it.',
  'Short answer: it depends on a few facts you have not mentioned.',
  'You are right to ask before doing anything.',
  'In {place}, the answer turns on the details.',
  'Good question, and the timing matters here.',
  'I practice in this area and see this often.',
  'Let me give you the general rules first.',
];

/** General statements used when a bank has few `law` lines of its own. */
export const ANSWER_GENERAL_LAW: readonly string[] = [
  'The specific rules are set by state statute and local court rules, and they change from time to time.',
  'Deadlines in this area are strict, and a missed deadline can end a claim that would otherwise be strong.',
  'Courts look closely at written documents, so the exact wording of any agreement or notice matters.',
  'Many of these rules have exceptions that only apply on particular facts, which is why the details matter.',
];

export const ANSWER_GENERAL_STEPS: readonly string[] = [
  'Put together a timeline with dates and keep copies of every document and message.',
  'Do not sign anything further until someone has reviewed it for you.',
  'Respond to any court papers before the deadline, even if only to ask for more time.',
  'Check whether legal aid or your local bar association offers a free or low-cost consultation.',
  'Write down your questions before the consultation so you make the most of it.',
];

export const ANSWER_CLOSINGS: readonly string[] = [
  'You should consult a local attorney who can review your documents.',
  'I would recommend speaking with a lawyer in {place} who handles these cases; many offer a free consultation.',
  'Please consult an attorney licensed in your state before acting on this.',
  'Good luck, and do not wait too long to get advice.',
  'This is general information, not legal advice for your specific situation.',
  'Feel free to contact my office if you would like to discuss it further.',
  'A local attorney can tell you in one meeting whether this is worth pursuing.',
  'Act promptly, because some of these deadlines are short.',
];

/** Whole answers used for the short, blunt replies some attorneys give. */
export const SHORT_ANSWERS: readonly string[] = [
  'Yes, you can, but you need to file the proper motion with the court first; doing it on your own without an order could be held against you.',
  'Probably not without more facts. The answer depends on the documents you signed and the deadlines in your state, so have a local attorney look at them.',
  'You have a potential claim, but the value depends on the evidence. Gather everything in writing and speak with a lawyer soon, because time limits apply.',
  'Do not ignore this. Respond in writing before the deadline and keep proof of delivery; if you do nothing, you will likely lose by default.',
  'I agree with the other answers here. The key issue is timing, so get a consultation this week rather than next month.',
];

/** Terms of art an attorney names when they fit (banks/rare-terms.ts). */
export const ANSWER_TERM_SENTENCES: readonly string[] = [
  'Ask a local attorney whether {rareTerm} applies to your facts.',
  'Depending on the details, {rareTerm} may matter here.',
  'Courts in {place} sometimes look at {rareTerm} in situations like this.',
  'I would also look into {rareTerm}.',
  'The other side may raise {rareTerm}, so be ready for it.',
  'Research {rareTerm}; it comes up often in cases like yours.',
];
