import type { CategoryBank } from './types.ts';

/** Courts, government and the rarer practice areas, one or two stories each. */
export const PUBLIC_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 61,
    weight: 1.5,
    people: ['The clerk, {person1}, told me to ask a lawyer about the forms.', 'The courthouse is in {town}.'],
    stories: [
      {
        tags: ['small claims', 'personal loan', 'lawsuit'],
        gists: ['Lent a friend {amount} and he stopped answering', 'Friend will not repay a {amount} loan'],
        titles: [
          'Friend will not pay back the {amount} I lent him - can I sue in small claims?',
          'How long do I have to sue someone for an unpaid loan in {place}?',
          'What happens if I win in small claims and they still do not pay?',
          'Do I need a lawyer for small claims court?',
        ],
        openings: [
          'I lent my friend {first} {surname} {amount} to fix his truck and he stopped answering my texts.',
          'I loaned {relation} {amount} {duration} ago and they refuse to pay it back.',
        ],
        details: [
          'I have text messages where he promised to repay.',
          'Nothing was signed.',
          'He moved to {town}.',
          'The loan is still unpaid.',
        ],
        asks: [
          'Can I sue without a written contract?',
          'How do I collect if I win?',
          'How long do I have to sue?',
          'Can I handle small claims court without a lawyer?',
        ],
        advice: [
          'Text messages promising to repay can prove an oral loan agreement.',
          'Small claims limits range from a few thousand dollars to about 25,000 depending on the state, so check whether {amount} fits.',
          'Winning gives you a judgment; if he does not pay, you can ask the court for wage garnishment or a bank levy.',
          'The deadline for an oral contract is often shorter than for a written one, sometimes two to four years.',
          'You must sue in the right county, usually where he lives now.',
        ],
      },
      {
        tags: ['default judgment', 'serving papers'],
        gists: ['Default judgment in a case I never knew about', 'Bank account frozen by a default judgment'],
        titles: [
          'I was never served but there is a default judgment against me',
          'How do I set aside a default judgment in {place}?',
        ],
        openings: [
          'I just found out there is a default judgment against me for {amount} in a case I never knew about.',
          'My bank account was frozen because of a default judgment from {collector}.',
        ],
        details: [
          'The papers were served at an address where I have not lived for {years} years.',
          'The judgment was entered {duration} ago.',
        ],
        asks: ['Can I get it undone?', 'How fast do I have to act?'],
        advice: [
          'A judgment entered without proper service can be set aside, and improper service is one of the strongest grounds.',
          'File the motion to vacate quickly; many states set deadlines of months, not years, for other grounds.',
          'Bring proof of where you lived when you were supposedly served, such as a lease or utility bills.',
          'Ask the bank which exemptions protect the frozen funds, such as Social Security.',
        ],
      },
    ],
    law: ['Civil litigation is slow and costly, so for modest sums small claims court is often the better forum.'],
  },
  {
    categoryId: 63,
    weight: 0.3,
    stories: [
      {
        tags: ['appeal', 'notice of appeal'],
        titles: [
          'How long do I have to appeal a judgment in {place}?',
          'Judge excluded my evidence at trial - can I appeal?',
          'How much does an appeal cost?',
        ],
        openings: [
          'The judge ruled against me after a two-day trial last {month}.',
          'I lost my case in {city} and I think the judge made a legal mistake.',
        ],
        details: ['I believe the judge excluded important evidence.', 'The judgment was for {amount}.'],
        asks: ['What are my chances on appeal?', 'What is the deadline?'],
        advice: [
          'The notice of appeal deadline is strict, often 30 days from entry of judgment, and missing it usually ends the right to appeal.',
          'An appeal reviews legal errors in the record; it is not a new trial.',
          'Evidence rulings are reviewed for abuse of discretion, a standard that favors the trial judge.',
          'Transcripts are often the largest cost of an appeal.',
        ],
      },
    ],
  },
  {
    categoryId: 54,
    weight: 0.2,
    stories: [
      {
        tags: ['administrative hearing', 'license discipline'],
        titles: [
          'State board wants to suspend my {license} license - do I need a lawyer?',
          'What happens at a licensing board hearing in {place}?',
        ],
        slots: { license: ['nursing', 'contractor', 'real estate', 'cosmetology', 'pharmacy'] },
        openings: [
          'The state board sent me a notice that it plans to discipline my {license} license.',
          'A complaint was filed against my {license} license and the hearing is in {days} days.',
        ],
        details: [
          'I have held the license for {years} years with no complaints.',
          'The complaint came from a former client.',
        ],
        asks: ['Should I get a lawyer?', 'Can I appeal if I lose?'],
        advice: [
          "Request the agency's file and the evidence it intends to use well before the hearing.",
          'Respond by the deadline on the notice; a missed response can lead to discipline by default.',
          'Board decisions can usually be appealed to a court, but only on the record made at the hearing.',
          'A lawyer who appears before that board regularly knows its practices.',
        ],
      },
    ],
  },
  {
    categoryId: 55,
    weight: 0.08,
    stories: [
      {
        tags: ['maritime injury', 'Jones Act'],
        titles: [
          'Injured working on a fishing boat - does the Jones Act apply?',
          'How long do I have to file a Jones Act claim?',
        ],
        openings: [
          'I was injured on a commercial fishing boat off the coast when a winch line snapped.',
          'I hurt my back working as a deckhand on a boat out of {city}.',
        ],
        details: ['The captain did not file an accident report.', 'The company stopped paying me after {count} weeks.'],
        asks: ['Can I sue the boat owner?', 'What is maintenance and cure?'],
        advice: [
          'Seamen injured in service of a vessel may have claims under the Jones Act and for unseaworthiness, plus maintenance and cure.',
          'Maintenance and cure pays living expenses and medical care until you reach maximum recovery, regardless of fault.',
          'Jones Act claims generally must be filed within three years.',
        ],
      },
    ],
  },
  {
    categoryId: 57,
    weight: 0.12,
    stories: [
      {
        tags: ['pollution', 'well water', 'contamination'],
        titles: [
          'Factory next door is polluting our well water - who pays?',
          'Can we sue a plant for contaminating our well?',
        ],
        openings: [
          'Our well water tested positive for chemicals after a plant opened near our home in {town}.',
          'The state found solvents in our well, and a factory a mile away is the suspected source.',
        ],
        details: [
          'The state environmental agency has an open file.',
          'We have been buying bottled water for {duration}.',
        ],
        asks: ['Who is responsible for the cleanup?', 'Can we recover our costs?'],
        advice: [
          'Under federal and state cleanup laws, the party that caused the contamination can be made to pay for cleanup.',
          'Neighbors can also sue for nuisance, trespass and loss of property value.',
          'Keep receipts for bottled water and testing, and get copies of the agency file.',
        ],
      },
    ],
  },
  {
    categoryId: 58,
    weight: 0.12,
    stories: [
      {
        tags: ['bar complaint', 'conflict of interest'],
        titles: [
          'My lawyer used to represent the company I am suing - is that allowed?',
          'How do I file a bar complaint against my attorney?',
        ],
        openings: [
          'I found out my lawyer from {firm} previously represented the company I am suing.',
          'My attorney never told me he had worked for the other side.',
        ],
        details: ['He never asked me to sign a conflict waiver.', 'My case is set for trial in {month}.'],
        asks: ['Should I report this to the state bar?', 'Should I fire him?'],
        advice: [
          'Lawyers may not represent a client against a former client in a substantially related matter without informed written consent.',
          'The state bar reviews complaints about conflicts, but a complaint does not fix your case.',
          'Talk to another lawyer about whether to switch counsel before trial.',
        ],
      },
    ],
  },
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
