import type { CategoryBank } from './types.ts';

/** General questions: agreements, name changes, finding the right lawyer. */
export const GENERAL_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 0,
    weight: 3,
    people: ['I live in {town}, {place}.'],
    stories: [
      {
        tags: ['contract', 'handwritten agreement'],
        gists: ['Handwritten agreement, signed but not notarized', 'Paper IOU with {relation}'],
        titles: [
          'Is a handwritten agreement legally binding?',
          'We both signed an agreement but it was not notarized - is it valid?',
          'Can I enforce an IOU written on paper?',
        ],
        openings: [
          'I signed a handwritten agreement with {relation} about the {amount} we owe each other.',
          '{relation} and I signed a handwritten agreement about the {amount} we owe each other, and now it is disputed.',
          'All we have is a handwritten agreement, signed by {relation} and me, about the {amount} we owe each other.',
          'My neighbor and I wrote out an agreement on paper to share the cost of a new fence.',
        ],
        details: ['We both signed it but it was not notarized.', 'The other person lives near {city}.'],
        asks: ['Is this enforceable?', 'What happens if they do not follow it?'],
        advice: [
          'A written agreement can be binding without a notary if it shows an offer, acceptance and something of value exchanged.',
          'Some contracts, such as those for land, must meet extra formalities.',
          'Keep the original in a safe place and make copies.',
        ],
      },
      {
        tags: ['name change'],
        gists: ['Legal name change after {duration}', 'Taking back my maiden name'],
        titles: ['Can I change my name without going to court in {place}?', 'How long does a legal name change take?'],
        openings: [
          'I want to legally change my name after {duration} of using a different one.',
          'I want to take back my maiden name years after my divorce.',
          'After {duration} of going by a different name, I want to make the change legal.',
          'My legal name is not the one I have used for {duration}, and I want to change it.',
          'Since my divorce I have wanted to take back my maiden name, and the years went by.',
        ],
        details: ['My ID still shows my old name.', 'I live in {city}.'],
        asks: ['Do I need to go to court?', 'How much does it cost?'],
        advice: [
          'Most name changes outside marriage or divorce require a court petition and sometimes publication in a newspaper.',
          'Restoring a former name after divorce can often be done through the divorce court.',
          'After the order, update Social Security first, then your ID and accounts.',
        ],
      },
      {
        tags: ['finding a lawyer', 'court records'],
        gists: ['Not sure what kind of lawyer I need', 'Might be a case filed against me in {city}'],
        titles: [
          'What kind of lawyer do I need for this problem?',
          'How do I find out if there is a case filed against me?',
        ],
        openings: [
          'I have a legal problem with {business} and do not know where to start.',
          'A dispute with {business} has turned into a legal problem, and I do not know what kind of lawyer handles it.',
          'Everything with {business} went wrong this year and I do not know what kind of lawyer I need.',
          'Someone told me there may be a case filed against me in {city}.',
        ],
        details: ['I have never hired a lawyer before.', 'I have a letter from {firm}.'],
        asks: ['Who should I contact first?', 'How do I check court records?'],
        advice: [
          'Your state or local bar association runs a lawyer referral service that can match you with an attorney in the right field.',
          'Court records are usually searchable online through the county clerk or the state judiciary portal.',
          'Bring any letters you received to the first consultation.',
        ],
      },
    ],
  },
];
