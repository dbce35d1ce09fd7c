import type { CategoryBank } from './types.ts';

/** Rights and public services: Native American, aviation, education, constitutional and health care law, and mediation. */
export const RIGHTS_AND_SERVICES_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 62,
    weight: 0.06,
    stories: [
      {
        tags: ['ICWA', 'tribal court'],
        titles: [
          "Does the Indian Child Welfare Act apply to my grandchild's custody case?",
          'Can a foster care case be moved to tribal court?',
        ],
        openings: [
          'My grandchild is an enrolled tribal member and is in state foster care in {city}.',
          'The state took my granddaughter, who is eligible for tribal membership.',
        ],
        details: ['The tribe has asked to intervene.', 'We live on the reservation.'],
        asks: ['Can the case be moved to tribal court?', 'Do we get placement preference?'],
        advice: [
          'The Indian Child Welfare Act applies to state custody cases involving a child who is a member of, or eligible for membership in, a federally recognized tribe.',
          'ICWA gives placement preference to extended family, then other tribal members.',
          'The tribe can ask to transfer the case to tribal court, and the state court must usually grant it absent good cause.',
        ],
      },
    ],
  },
  {
    categoryId: 65,
    weight: 0.06,
    stories: [
      {
        tags: ['airline', 'lost baggage'],
        titles: [
          'Airline lost my bag - how much do they have to pay?',
          'Airline only offered a voucher for my lost luggage',
        ],
        openings: [
          'My checked bag never arrived after a flight to {city} in {month}.',
          'The airline lost my suitcase with about {smallAmount} of clothes and gear.',
        ],
        details: ['The airline offered a voucher only.', 'I filed a report at the airport.'],
        asks: ['How much is the airline required to pay?', 'Can I take them to small claims?'],
        advice: [
          'For domestic flights, airlines must pay for lost bags up to a federal limit of several thousand dollars, with receipts for the value.',
          'You do not have to accept a voucher; ask for payment in money.',
          'File a complaint with the Department of Transportation if the airline does not respond.',
        ],
      },
    ],
  },
  {
    categoryId: 68,
    weight: 0.2,
    stories: [
      {
        tags: ['special education', 'IEP'],
        titles: [
          'School refuses to evaluate my son for an IEP - what can we do?',
          'Can the school keep suspending a child with ADHD?',
        ],
        openings: [
          'The school keeps suspending {child}, who has ADHD, and will not evaluate for special education.',
          'We asked the school in {city} for an IEP evaluation {duration} ago and nothing has happened.',
        ],
        details: ['We asked in writing.', 'He has been suspended {count} times this year.'],
        asks: ['What rights do we have under special education law?', 'How do we force an evaluation?'],
        advice: [
          "Under the IDEA, a written request triggers the school's duty to evaluate or explain its refusal in writing, within set timelines.",
          'A child with a disability cannot be removed for more than ten days without a manifestation review.',
          'You can request a due process hearing or file a state complaint.',
        ],
      },
    ],
  },
  {
    categoryId: 72,
    weight: 0.12,
    stories: [
      {
        tags: ['First Amendment', 'recording police'],
        titles: [
          'Is it legal for police to stop me from filming them?',
          'Can I sue after being arrested for recording police?',
        ],
        openings: [
          'I was told to stop recording police officers on a public sidewalk in {city}.',
          'An officer grabbed my phone while I was filming an arrest on {road}.',
        ],
        details: ['I was standing well back and not interfering.', 'The video was deleted.'],
        asks: ['Was this a First Amendment violation?', 'What can I do now?'],
        advice: [
          'Recording police performing their duties in public is protected in most federal circuits, subject to reasonable limits that keep you from interfering.',
          'Seizing a phone without a warrant and deleting video can violate the Fourth Amendment as well.',
          'Claims against officers are brought under section 1983 and face qualified immunity.',
        ],
      },
    ],
  },
  {
    categoryId: 76,
    weight: 0.2,
    stories: [
      {
        tags: ['surprise medical bill', 'out of network'],
        titles: [
          'Surprise bill of {amount} from an out-of-network doctor - do I have to pay?',
          'Hospital was in network but the anesthesiologist was not',
        ],
        openings: [
          'I received a bill for {amount} from an anesthesiologist I never chose, after surgery at an in-network hospital.',
          'After an emergency room visit in {city}, I got an out-of-network bill for {amount}.',
        ],
        details: ['The hospital itself was in network.', 'My insurer is {insurer}.'],
        asks: ['Do I have to pay this bill?', 'Who do I complain to?'],
        advice: [
          'Federal surprise billing rules protect patients from most out-of-network bills for emergency care and for certain providers at in-network facilities.',
          'You should owe only your in-network cost share; dispute the bill in writing with the provider and {insurer}.',
          'Complaints can go to the federal No Surprises help desk.',
        ],
      },
    ],
  },
  {
    categoryId: 83,
    weight: 0.15,
    stories: [
      {
        tags: ['mediation', 'settlement agreement'],
        titles: [
          'Is a mediated settlement agreement binding?',
          'Other side wants to back out of our mediation agreement',
        ],
        openings: [
          'We reached an agreement at mediation in {month} and signed a term sheet.',
          'We settled our dispute with a neighbor at mediation and now they say it was only a draft.',
        ],
        details: ['Now the other side says it was only a draft.', 'The mediator was {first} {surname}.'],
        asks: ['Can the agreement be enforced?', 'What do I do now?'],
        advice: [
          'A signed mediated settlement is usually an enforceable contract if it contains the essential terms.',
          'What was said in mediation is confidential, but the signed agreement itself can be used to enforce it.',
          'If a case is pending, a motion to enforce the settlement is often the fastest route.',
        ],
      },
    ],
  },
];
