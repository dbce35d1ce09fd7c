import type { CategoryBank } from './types.ts';

/** Government, courts and the smaller specialised categories. */
export const PUBLIC_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 61,
    weight: 1.5,
    tags: ['small claims', 'lawsuit', 'default judgment', 'serving papers'],
    titles: [
      'How do I sue someone in small claims court for {amount}?',
      'I was served with a lawsuit - how long do I have to respond?',
      'Won a judgment but the defendant will not pay',
    ],
    situations: [
      'I lent {relation} {amount} and they refuse to pay it back.',
      'I was served with a summons and complaint last {weekday}.',
    ],
    details: ['I have text messages where they promised to repay.', 'The judgment was entered {duration} ago.'],
    asks: ['Is small claims the right court?', 'How do I collect the judgment?'],
    advice: [
      'Small claims courts handle disputes up to a state limit with simplified procedures, and in many states lawyers do not appear for the parties.',
      'The deadline to answer a complaint is short, often 20 to 30 days, and missing it allows a default judgment.',
      'A judgment can be collected through wage garnishment, bank levies and liens on real property, and it usually lasts many years.',
      'Civil litigation starts with a complaint and a summons, and most cases settle during discovery, long before a trial date.',
    ],
  },
  {
    categoryId: 63,
    weight: 0.3,
    tags: ['appeal', 'notice of appeal', 'writ'],
    titles: ['How long do I have to appeal a judgment in {place}?', 'Can I appeal a custody ruling I think is unfair?'],
    situations: ['The judge ruled against me after a two-day trial last {month}.'],
    details: ['I believe the judge excluded important evidence.'],
    asks: ['What are my chances on appeal?'],
    advice: [
      'The notice of appeal deadline is strict, often 30 days from entry of judgment, and missing it usually ends the right to appeal.',
      'An appeal reviews legal errors in the record; it is not a new trial, and new evidence is generally not allowed.',
    ],
  },
  {
    categoryId: 54,
    weight: 0.2,
    tags: ['administrative hearing', 'license revoked', 'agency appeal'],
    titles: [
      'State board suspended my professional license - how do I appeal?',
      'Administrative hearing for unemployment overpayment',
    ],
    situations: ['The state licensing board sent me a notice of proposed discipline.'],
    details: ['The hearing is in {days} days.'],
    asks: ['Do I need a lawyer for an administrative hearing?'],
    advice: [
      'Administrative hearings are less formal than court, but the record made there is usually all a court will review later.',
      "Request the agency's file and the evidence it intends to use well before the hearing.",
    ],
  },
  {
    categoryId: 55,
    weight: 0.08,
    tags: ['maritime injury', 'Jones Act'],
    titles: ['Injured working on a fishing boat - does the Jones Act apply?'],
    situations: ['I was injured on a commercial vessel off the coast of {place}.'],
    details: ['The captain did not file an accident report.'],
    asks: ['Can I sue the vessel owner?'],
    advice: [
      'Seamen injured in the course of employment can bring Jones Act negligence claims and are owed maintenance and cure regardless of fault.',
    ],
  },
  {
    categoryId: 57,
    weight: 0.12,
    tags: ['pollution', 'contamination', 'EPA'],
    titles: ['Factory next door is polluting our well water', 'Buying land with old underground fuel tanks'],
    situations: ['Our well water tested positive for chemicals after a plant opened nearby in {city}.'],
    details: ['The state environmental agency has an open file.'],
    asks: ['Who is responsible for the cleanup?'],
    advice: [
      'Environmental statutes can make current and former owners and operators liable for cleanup, and nuisance claims may also be available to neighbors.',
    ],
  },
  {
    categoryId: 58,
    weight: 0.12,
    tags: ['bar complaint', 'conflict of interest', 'attorney fees'],
    titles: [
      'Is it a conflict of interest for my lawyer to represent the other side too?',
      'How do I file a complaint against my attorney?',
    ],
    situations: ['I found out my lawyer previously represented the company I am suing.'],
    details: ['He never asked me to sign a conflict waiver.'],
    asks: ['Should I report this to the state bar?'],
    advice: [
      'Lawyers generally cannot represent clients with directly adverse interests without informed written consent, and the state bar handles complaints about professional conduct.',
    ],
  },
  {
    categoryId: 62,
    weight: 0.06,
    tags: ['tribal court', 'ICWA', 'tribal land'],
    titles: [
      "Does the Indian Child Welfare Act apply to my grandchild's custody case?",
      'Can a tribal court judgment be enforced off the reservation?',
    ],
    situations: ['My grandchild is an enrolled tribal member and is in state foster care.'],
    details: ['The tribe has asked to intervene.'],
    asks: ['Can the case be moved to tribal court?'],
    advice: [
      'The Indian Child Welfare Act gives tribes the right to intervene in custody proceedings involving Indian children and sets placement preferences for relatives and tribal families.',
    ],
  },
  {
    categoryId: 65,
    weight: 0.06,
    tags: ['aviation', 'FAA', 'airline'],
    titles: [
      'Airline lost my luggage worth {amount} - what can I claim?',
      'FAA enforcement action against my pilot certificate',
    ],
    situations: ['My checked bag never arrived after a flight to {city}.'],
    details: ['The airline offered a voucher only.'],
    asks: ['How much is the airline required to pay?'],
    advice: [
      'Airline liability for lost baggage is capped by regulation on domestic flights and by treaty on international ones, and claims must be filed within short deadlines.',
    ],
  },
  {
    categoryId: 68,
    weight: 0.2,
    tags: ['special education', 'IEP', 'school discipline'],
    titles: ['School refuses to evaluate {child} for an IEP', 'Expelled from school without a hearing'],
    situations: ['The school keeps suspending {child}, who has ADHD.'],
    details: ['We asked for an evaluation in writing {duration} ago.'],
    asks: ['What rights do we have under special education law?'],
    advice: [
      'Under the IDEA, a school must evaluate a child suspected of having a disability and provide a free appropriate public education through an IEP, with due process rights for parents.',
    ],
  },
  {
    categoryId: 72,
    weight: 0.12,
    tags: ['free speech', 'First Amendment', 'due process'],
    titles: [
      'Can a public school punish my child for a social media post?',
      'Is it legal for police to stop me from filming them?',
    ],
    situations: ['I was told to stop recording police officers on a public sidewalk.'],
    details: ['I was standing well back and not interfering.'],
    asks: ['Was this a First Amendment violation?'],
    advice: [
      'Recording police performing their duties in public is protected in most federal circuits, subject to reasonable restrictions that keep you from interfering.',
    ],
  },
  {
    categoryId: 76,
    weight: 0.2,
    tags: ['HIPAA', 'medical records', 'hospital bill'],
    titles: [
      'Hospital shared my medical records without permission',
      'Surprise medical bill of {amount} from an out-of-network doctor',
    ],
    situations: ['I received a bill for {amount} from an anesthesiologist I never chose.'],
    details: ['The hospital itself was in network.'],
    asks: ['Do I have to pay this bill?'],
    advice: [
      'Federal surprise billing rules protect patients from most out-of-network bills for emergency care and certain services at in-network facilities.',
    ],
  },
  {
    categoryId: 83,
    weight: 0.15,
    tags: ['mediation', 'settlement agreement', 'arbitration'],
    titles: ['Is a mediated settlement agreement binding?', 'Should I agree to mediation in my divorce?'],
    situations: ['We reached an agreement at mediation and signed a term sheet.'],
    details: ['Now the other side says it was only a draft.'],
    asks: ['Can the agreement be enforced?'],
    advice: [
      'A signed mediated settlement is usually an enforceable contract, and mediation itself is confidential, which encourages candid negotiation.',
    ],
  },
  {
    categoryId: 0,
    weight: 3,
    tags: ['legal advice', 'contract', 'notary'],
    titles: [
      'Is a handwritten agreement legally binding?',
      'What kind of lawyer do I need for this problem?',
      'How do I find out if there is a case filed against me?',
      'Can I change my name without going to court in {place}?',
    ],
    situations: [
      'I signed a handwritten agreement with {relation} about money we owe each other.',
      'I have a legal problem and do not know where to start.',
      'I want to legally change my name after {duration} of using a different one.',
    ],
    details: ['We both signed it but it was not notarized.', 'The other person lives near {city}.'],
    asks: ['Is this enforceable?', 'Who should I contact first?'],
    advice: [
      'A written agreement can be binding without a notary if it shows an offer, acceptance and consideration, although some contracts must meet extra formalities.',
      'Your state or local bar association runs a lawyer referral service that can match you with an attorney in the right field, often with a low-cost first consultation.',
      'Court records are usually searchable online through the county clerk or the state judiciary portal.',
    ],
  },
];
