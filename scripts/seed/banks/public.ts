import type { CategoryBank } from './types.ts';

/** Courts and agencies: civil litigation, appeals, administrative, admiralty, environmental law and legal ethics. */
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
];
