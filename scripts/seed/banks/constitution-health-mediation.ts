import type { CategoryBank } from './types.ts';

/** Rights and public services, continued: constitutional and health care law, and mediation. */
export const CONSTITUTION_HEALTH_MEDIATION_BANKS: readonly CategoryBank[] = [
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
      {
        tags: ['First Amendment', 'social media', 'public official'],
        gists: ['Blocked by a city council member on Facebook'],
        titles: [
          'City council member blocked me on Facebook - is that a First Amendment violation?',
          'Can the mayor delete my comments on his official page?',
          'Can I sue a public official for blocking me on social media?',
        ],
        openings: [
          'A city council member blocked me on Facebook after I criticized a zoning vote, and I think it violates the First Amendment.',
          'The mayor of {town} keeps deleting my comments on his official page, where he posts city business.',
          'A public official in {city} started blocking me on social media after I asked about a budget item.',
        ],
        details: [
          'The page announces meetings and road closures.',
          'My comments were critical but not threatening or obscene.',
          'Residents who agree with the council can still post there.',
          'The official says it is a personal page.',
        ],
        asks: ['Do I have a case?', 'What should I do first?'],
        advice: [
          "Under the Supreme Court's 2024 test, blocking is government action only if the official had authority to speak for the government on the subject and was using it in those posts.",
          'Pages that announce meetings, closures and official decisions look like government business; a page about family and hobbies usually does not.',
          'Where an official page is open for public comment, deleting comments because of the views in them is viewpoint discrimination, which the First Amendment forbids.',
          'Take screenshots now of the page, your comments and the block, with dates, before anything is changed or deleted.',
          'A written request to unblock you, sent to the official and the city attorney, often ends the matter without a lawsuit.',
          'A lawsuit would be brought under section 1983, and many of these cases ask mainly for an order restoring access plus attorney fees.',
        ],
        views: [
          [
            "If the page is clearly the official's channel for city business, I think you have a strong claim and should press it.",
            'I am less sure: if the official also posts personal material and has no duty to run the page, a court may treat the blocking as private conduct.',
          ],
        ],
      },
      {
        tags: ['free speech', 'yard sign', 'city ordinance'],
        gists: ['City ordered me to take down my political yard sign'],
        titles: [
          'City ordered me to take down my political yard sign - can they?',
          'How much can the city fine me for a yard sign?',
          'Is a city ordinance limiting political signs unconstitutional?',
        ],
        openings: [
          'The city ordered me to take down a political yard sign in front of my house in {town} or pay a fine.',
          'I got a code enforcement letter saying a city ordinance limits political signs to the weeks before an election, which seems unconstitutional to me.',
          'The city is threatening a daily fine over the yard sign I put up for a school board candidate.',
        ],
        details: [
          'Signs for a realtor and a yard sale on my street were left alone.',
          'The sign is on my own lawn, not the sidewalk or the strip by the curb.',
          'The letter threatens {smallAmount} for each day the sign stays up.',
          'The election is still {count} weeks away.',
        ],
        asks: ['Does the First Amendment protect my sign?', 'Should I pay the fine or fight it?'],
        advice: [
          'Political signs on your own property get strong First Amendment protection; the Supreme Court struck down a city ban on residential signs in 1994.',
          'Rules that treat signs differently by their message, such as tighter limits for political signs than for real estate signs, are content-based and usually fail strict scrutiny.',
          'A city may still apply neutral limits on size, safety and placement, such as keeping signs out of the public right of way and away from corner sight lines.',
          'Answer the code letter in writing by its deadline and ask for a hearing, so the fine does not become final while you argue the point.',
          'Photograph the other signs the city left up; uneven enforcement supports the argument that the rule targets what signs say.',
          'A short letter to the city attorney citing the court decisions often makes the city drop enforcement of an older sign ordinance.',
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
      {
        tags: ['claim denial', 'medical necessity', 'appeal'],
        slots: {
          procedure: ['MRI', 'knee surgery', 'sleep study', 'physical therapy', 'CT scan', 'infusion treatment'],
        },
        gists: ['Insurance denied my {procedure} as not medically necessary'],
        titles: [
          'Insurance denied my {procedure} as not medically necessary - how do I appeal?',
          'How long do I have to appeal a health insurance denial?',
          'Can an independent reviewer overturn my insurance denial?',
        ],
        openings: [
          'My health insurance, {insurer}, denied my {procedure} as not medically necessary, and I want to appeal.',
          'I got a denial letter from my health insurance for my {procedure}, and the appeal deadline is buried in the fine print.',
          'My insurance denial for my {procedure} was upheld on internal appeal, and I want to know whether an independent reviewer can overturn it.',
        ],
        details: [
          'My doctor wrote a letter saying the treatment is needed.',
          'The plan is through my employer.',
          'The letter says I have to try a cheaper treatment first.',
          'If I pay myself, the bill will be about {amount}.',
        ],
        asks: ['What are my chances on appeal?', 'Can someone outside the insurer review the decision?'],
        advice: [
          'Most health plans must give you at least 180 days from the denial notice to file an internal appeal, and the notice must state the reason.',
          "Ask your doctor for a letter of medical necessity that answers the insurer's stated reason point by point, with chart notes attached.",
          'Request the claim file and the clinical criteria the insurer used; you are entitled to them free of charge.',
          'After a final internal denial, you can usually ask for external review by an independent reviewer, whose decision binds the plan.',
          'When waiting could seriously harm your health, ask for an expedited appeal, which must be decided within 72 hours.',
          'If the plan comes through a private employer, federal ERISA rules govern it, and a later lawsuit is usually limited to the record from the appeals.',
        ],
        views: [
          [
            'You can handle the first appeal yourself with your doctor; most medical necessity denials are won on the records.',
            'I would bring in a lawyer or patient advocate now: with an employer plan, the record closes after the appeals, and what you file now is all a judge will see.',
          ],
        ],
      },
      {
        tags: ['medical records', 'HIPAA'],
        gists: ['Doctor refuses to release my medical records until I pay a bill'],
        titles: [
          'Doctor refuses to release my medical records until I pay my bill',
          'How much can a clinic charge for copies of medical records?',
          'How long does a doctor have to send my medical records?',
        ],
        openings: [
          "My old doctor's office refuses to release my medical records until I pay a bill of {smallAmount}.",
          'I asked the clinic {days} days ago to send copies of my medical records to my new doctor, and they want to charge a fee per page.',
        ],
        details: [
          'I need the records for a disability application.',
          'The front desk said records only go to other doctors.',
          'I put my request in writing and signed the release form.',
          'I was a patient there for {years} years.',
        ],
        asks: ['Can they hold my records over a bill?', 'Where do I complain?'],
        advice: [
          'Under HIPAA you have a right to copies of your own medical records, and a provider cannot refuse because you owe money.',
          'The provider must act on a request within 30 days, with one 30-day extension if it tells you in writing why.',
          'Fees are limited to a reasonable, cost-based charge for labor, supplies and postage, and many states also cap per-page charges.',
          'You may have the records sent directly to another doctor or to yourself, electronically if the office keeps them that way.',
          'If the office still refuses, file a complaint with the HHS Office for Civil Rights within 180 days of the refusal.',
          'The unpaid bill is a separate matter: dispute it or set up a payment plan, but do not let it hold up the records.',
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
      {
        tags: ['court-ordered mediation', 'custody', 'domestic violence'],
        gists: ['Court ordered mediation with my abusive ex'],
        titles: [
          'Court ordered mediation with my abusive ex - do I have to go?',
          'What happens if I skip court-ordered mediation?',
          'Can I ask for separate rooms in custody mediation?',
        ],
        openings: [
          'The court ordered mediation in our custody case, but my ex was abusive and I am afraid to sit in a room with him.',
          'I want to skip the court-ordered mediation session next {weekday} because my ex has threatened me before.',
          'Before our custody mediation, I want to ask for separate rooms because of past abuse by my ex.',
        ],
        details: [
          'I had a protective order against my ex, but it expired.',
          'The mediation notice came from the family court in {city}.',
          'My ex still sends me texts full of insults and demands.',
          'We have {count} children together.',
        ],
        asks: ['Can I be excused from mediation?', 'Will the judge hold it against me?'],
        advice: [
          'Many states excuse parties from custody mediation, or require special procedures, when there is a history of domestic violence; tell the court in writing before the session.',
          'Ask the mediator or the court for separate sessions, often called shuttle mediation, so you never share a room with your ex.',
          'Skipping a court-ordered session without permission can lead to sanctions or make the judge see you as uncooperative, so get excused rather than simply not showing up.',
          'Bring copies of the old protective order and any police reports to support the request.',
          'You do not have to agree to anything in mediation; if it fails, the judge decides custody.',
          'A domestic violence advocate at the courthouse can often help with the screening form and a safety plan for the day.',
        ],
      },
      {
        tags: ['mediation clause', 'contractor dispute', 'mediator fees'],
        titles: [
          'Do I have to mediate before suing my contractor?',
          'How much does a private mediator cost and who pays?',
          'Contractor refuses the mediation our contract requires',
        ],
        openings: [
          'My contract with {contractor} requires mediation before either side can sue, and I am thinking about suing over a botched remodel.',
          'I want to hire a private mediator for my dispute with my contractor, but I have no idea what it will cost or who pays.',
          'My contractor refuses to show up for the mediation our contract requires and says I should just sue.',
        ],
        details: [
          'The job was a {amount} kitchen remodel left half finished.',
          'The contract says the mediator will come from a local mediation service.',
          'I have photos and a list of defects from a second contractor.',
          'His last text said he was done talking.',
        ],
        asks: ['What happens if the contractor will not mediate?', 'Can I go straight to court?'],
        advice: [
          'Courts usually enforce a mediation clause, and under some contracts suing without first offering to mediate costs you the right to recover attorney fees.',
          'Send a written demand for mediation that follows the clause, naming the provider and proposing dates, so the record shows you tried.',
          'If the contractor refuses or ignores the demand, that refusal usually satisfies the clause and frees you to file suit.',
          'Private mediators often charge by the hour or a flat fee for a half-day session, and the parties usually split the cost unless the contract says otherwise.',
          'Community mediation centers and court programs offer low-cost or free sessions for smaller disputes.',
          'Check the deadline for suing the contractor and for any lien or licensing board complaint, because mediation does not always pause those clocks.',
        ],
        views: [
          [
            'I would push for the mediation: a contractor facing a neutral with your photos often settles for a fair refund.',
            'I would not wait on mediation here; if the contractor already refused in writing, file now and let the judge send you to mediation if needed.',
          ],
        ],
      },
    ],
  },
];
