/**
 * Wording shared by attorney answers of every category: openings, hedges and the
 * "consult a local attorney" closings the archive is full of. Common first. The lists are
 * long enough that the six answers of a busy question never share one.
 */
export const ANSWER_OPENERS: readonly string[] = [
  'I am sorry you are dealing with this.',
  'This is a common situation, and you have options.',
  'Thank you for the detailed question.',
  'Based on what you describe, here is how I would look at it.',
  'You are right to ask before doing anything.',
  'In {place}, the answer turns on the details.',
  'Good question, and the timing matters here.',
  'I see this often in my practice.',
  'Let me give you the general rules first.',
  'There is a lot going on in your post, so I will take the main point first.',
  'Short version first, then the details.',
  'You have more leverage here than you may think.',
  'Two things stand out in what you wrote.',
  'The dates you mention matter more than anything else here.',
  'I would not panic yet.',
  'Before anything else, keep every letter and message you have received.',
  'You asked the right question, and the answer is not simple.',
  'This happens more than people realize.',
  'I handle cases like this regularly, so let me give you my take.',
  'The short answer is maybe, and it depends on one or two facts.',
  'It helps that you wrote everything down.',
  'You are not out of options.',
  'I would look at this in two parts.',
  'Much depends on what the paperwork actually says.',
  'I understand why you are worried.',
  'Let me answer the question you asked, then the one you should ask next.',
  'From what you describe, you acted reasonably.',
  'A few facts would change my answer, so I will say which.',
  'Do not sign or agree to anything until you read this.',
  'I have seen this go both ways.',
  'Your instinct here is a good one.',
  'Honestly, this is closer than it looks.',
];

/** Said by a later answer that takes the other side of a point an earlier one made. */
export const ANSWER_DISAGREEMENTS: readonly string[] = [
  'I see one point differently from the answer above.',
  'I respectfully disagree with one of the earlier answers.',
  'My colleague makes a fair point, but my experience has been different.',
  'I would not go as far as the other answer here.',
  'Another attorney suggested the opposite, so here is my reasoning.',
];

/** Said by a late answer on a busy thread, when the other answers have said the rest. */
export const ANSWER_LATE_ADDITIONS: readonly string[] = [
  'The other answers cover the main points well; the one thing I would add is to act before any deadline passes.',
  'I have little to add to the answers above, except this: keep every document and message in one place.',
  'Everything above is sound, and I would only stress getting your paperwork in order before you meet anyone.',
  'To add to what others said: write down the dates now, while you still remember them clearly.',
  'I agree with most of what has been said here, and I would not wait long before getting a consultation.',
  'Good advice above. Whatever you decide, put your requests in writing and keep copies.',
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
  'Bring every paper you have to the first meeting; it saves time and money.',
  'I hope this helps you decide on the next step.',
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
