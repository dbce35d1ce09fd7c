import type { CategoryBank } from './types.ts';

/** Criminal law (DUI and traffic live in driving.ts, juvenile dependency in juvenile.ts). */
export const CRIMINAL_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 11,
    weight: 12,
    people: [
      'My public defender, {person1}, has not called me back.',
      'The arresting officer was {person2}.',
      'It happened in {town}, where everybody knows everybody.',
    ],
    stories: [
      {
        tags: ['shoplifting', 'misdemeanor', 'first offense'],
        gists: [
          'First shoplifting charge at {store}',
          'Petty theft ticket at {store} for {smallAmount}',
          'Caught shoplifting at {age} with no record',
        ],
        slots: { store: ['Walmart', 'Target', 'a grocery store', 'a department store', 'Home Depot', 'a drugstore'] },
        titles: [
          'Caught shoplifting {smallAmount} at {store} - will I go to jail for a first offense?',
          'What happens at court for a first-time shoplifting charge in {place}?',
          'Do I need a lawyer for a shoplifting ticket of {smallAmount}?',
          'Can {store} make me pay a civil demand after a shoplifting stop?',
          'How long will a petty theft charge from {store} stay on my record?',
          'Shoplifting charge at {age} - can it be kept off my record?',
        ],
        openings: [
          'I was caught shoplifting by loss prevention at {store} in {city} with about {smallAmount} of items I had not paid for.',
          'Last {month} I was caught shoplifting at {store} and the police gave me a ticket for petty theft.',
          'I did something stupid at {store} on a {weekday} and walked out with {smallAmount} of stuff I had not paid for.',
          'Loss prevention at {store} stopped me at the door, and now I have a court date for shoplifting.',
        ],
        details: [
          'I am {age} and I have never been arrested before.',
          'My court date is on a {weekday} in {month}.',
          'A letter came from a law firm for {store} asking for {smallAmount} in a civil demand.',
          'I work as {job} and I am worried about background checks.',
          'I gave everything back at the store and they took my picture.',
        ],
        asks: [
          'Will I go to jail?',
          'Should I pay the civil demand letter?',
          'Can I get this dismissed and kept off my record?',
          'Do I need a lawyer for this or can I go alone?',
        ],
        advice: [
          'For a first offense of {smallAmount}, jail is unlikely; the usual outcome is a fine, a theft class or a diversion program that ends in dismissal.',
          'Ask the prosecutor or the court about pretrial diversion before you plead; it keeps a conviction off your record.',
          'The civil demand letter from {store} is separate from the criminal case, and paying it or not has no effect on the charge.',
          'Do not plead guilty at the first hearing without asking about diversion; a conviction for theft follows you on background checks.',
          'If the case is dismissed, ask about sealing or expunging the arrest record, which is a separate step.',
          'Bring proof of your job as {job} and any school records; they help the prosecutor see a first-time offender.',
          'A lawyer is not required for a petty theft charge, but one can often get a dismissal a person on their own would not.',
        ],
        views: [
          [
            'I would ignore the civil demand letter; the store rarely sues over {smallAmount}, and paying it admits nothing useful.',
            'I would not ignore the civil demand entirely; a short reply disputing it is cheap, and in some states the store can sue for the statutory amount.',
          ],
        ],
      },
      {
        tags: ['vehicle search', 'drug possession', 'Fourth Amendment'],
        gists: [
          'Car searched after a tail light stop',
          'Possession charge after police searched my car',
          'Police found {drug} in a car that is not mine',
        ],
        slots: {
          drug: ['a small bag of marijuana', 'a few pills without the bottle', 'a vape cartridge', 'cocaine residue'],
        },
        titles: [
          'Police searched my car without a warrant and found {drug} - can it be thrown out?',
          'Can the police search my car after a traffic stop for a tail light?',
          'What happens if the search of my car was illegal?',
          'Do I need a lawyer to challenge a car search?',
          'Possession charge after a traffic stop on {road} - what are my chances?',
        ],
        openings: [
          'I was pulled over on {road} in {city} for a broken tail light and the officer searched my car and found {drug}.',
          'After a traffic stop last {weekday}, police searched my car without asking and found {drug} under the seat.',
          'The police stopped me in {city} for rolling a stop sign, searched my car without a warrant, and found {drug} in the glove box.',
          'I am charged with possession after police searched my car on {road} and found {drug}, and I never gave them permission.',
        ],
        details: [
          'I never said they could search the car.',
          'The officer said he smelled something, but I do not think that is true.',
          'The car belongs to {relation}, not me.',
          'I was charged with possession and my arraignment is in {month}.',
          'There was a passenger, {first} {surname}, who was not charged.',
        ],
        asks: [
          'Can the evidence be suppressed?',
          'Should I take a plea or fight it?',
          'Can they charge me if it was not my car?',
        ],
        advice: [
          'A search of a car without a warrant is legal if you consented or if the officer had probable cause; the claimed smell is the usual justification, so the body camera video will matter.',
          'Ask your lawyer to request the dashcam and body camera footage of the stop on {road} right away, before it is overwritten.',
          'Evidence found in an unlawful search can be suppressed, and without the {drug} there is usually no case.',
          'Possession requires knowledge and control; in a car that belongs to {relation}, with a passenger, that is a real defense.',
          'Many first possession charges qualify for diversion or drug court that ends in a dismissal.',
          'Do not talk to the police or anyone else about whose {drug} it was.',
        ],
        views: [
          [
            'From what you describe, a motion to suppress looks worth filing; tail light stops that turn into searches are often challenged successfully.',
            'I would be careful about counting on suppression; courts accept the smell of marijuana as probable cause in many states, so keep diversion as your fallback.',
          ],
        ],
      },
      {
        tags: ['warrant', 'missed court date', 'failure to appear'],
        gists: [
          'Missed my court date for {charge}',
          'Bench warrant after missing court',
          'Failure to appear warrant - was in the hospital',
        ],
        titles: [
          'I missed my court date - is there a warrant out for me now?',
          'What happens if I turn myself in on a failure to appear warrant?',
          'How long does a bench warrant stay active in {place}?',
          'Can a lawyer get my bench warrant recalled without me going to jail?',
          'Missed court because I was in the hospital - what now?',
        ],
        openings: [
          'I missed my court date on {weekday} for a {charge} charge, and I think the judge issued a bench warrant.',
          'I was in the hospital on the day of my hearing in {city} and now I have a warrant for failure to appear.',
          'I mixed up the date and missed my court date for {charge}, and my lawyer says there may be a warrant.',
          'I missed court on {weekday} because I could not get off work, and now I am scared there is a warrant for my arrest.',
        ],
        details: [
          'I have discharge papers from the hospital with the date on them.',
          'I am afraid to go to the courthouse because I might be arrested.',
          'My original charge was a misdemeanor and I had no record.',
          'I work as {job} and cannot miss a shift to sit in jail.',
        ],
        asks: ['How do I take care of the warrant?', 'Will I be arrested if I go to court?'],
        advice: [
          'Act now: the longer a bench warrant sits, the worse it looks, and a routine traffic stop can turn into an arrest.',
          'A lawyer can often file a motion to recall the warrant and put the case back on the calendar, sometimes without you being taken into custody.',
          'The hospital discharge papers are exactly what the judge needs to excuse the missed date.',
          'Many courts hold walk-in warrant hours where people can appear and have the warrant recalled the same day.',
          'Failure to appear can be a separate charge in some states, so show the reason you missed court.',
          'Call the clerk with your case number to confirm whether a warrant was actually issued before you assume the worst.',
        ],
        slots: {
          charge: ['petty theft', 'trespassing', 'driving on a suspended license', 'disorderly conduct', 'possession'],
        },
      },
      {
        tags: ['domestic violence', 'no contact order', 'charges'],
        gists: [
          'Boyfriend arrested for domestic battery',
          'No contact order after a domestic violence arrest',
          'Alleged victim wants the charges dropped',
        ],
        titles: [
          'Can the victim drop domestic violence charges in {place}?',
          'My girlfriend wants the charges dropped - can she do that?',
          'What happens if I contact my partner while there is a no contact order?',
          'How long does a no contact order last after a domestic battery arrest?',
          'Do I need a lawyer if the alleged victim will not testify?',
        ],
        openings: [
          'My boyfriend was arrested for domestic battery after our argument on {weekday}, and I want the charges dropped.',
          'I was arrested for domestic violence after a neighbor called the police, and now there is a no contact order with my girlfriend.',
          'The police charged my husband with domestic violence after a loud argument on {weekday}, and I do not want to press charges.',
          'I am the victim named in a domestic violence case in {city}, and I want to drop the charges against my boyfriend.',
        ],
        details: [
          'We have lived together for {years} years and have {child}.',
          'I told the officer I was not hurt, but they arrested him anyway.',
          'The no contact order means he cannot come home to our apartment in {city}.',
          'The prosecutor is {first} {surname} and has not returned my calls.',
          'I do not want to testify against him.',
        ],
        asks: ['Can I drop the charges?', 'Can the no contact order be lifted?'],
        advice: [
          'Once charges are filed, the decision belongs to the prosecutor, not to the alleged victim, although your wishes can carry weight.',
          'Contacting each other while the order is in place is a new crime for the person it restrains, even if the protected person reaches out first.',
          'The protected person can ask the court to modify or lift a no contact order; many courts have a form and a hearing for that.',
          "A victim advocate at the prosecutor's office can pass your wishes along and explain what happens next.",
          'Prosecutors can sometimes go forward without the victim, using the 911 call, photos and officer testimony.',
          'If you do not want to testify, talk to your own lawyer first; refusing a subpoena can have consequences.',
        ],
        views: [
          [
            'In my experience, cases like this are often dismissed or reduced when the alleged victim does not want to proceed.',
            'I would not count on a dismissal; many offices have no-drop policies in domestic cases and proceed on the 911 call and the photos.',
          ],
        ],
      },
      {
        tags: ['expungement', 'record sealing', 'background check'],
        gists: [
          'Old {charge} conviction on background checks',
          'Want to clear a {charge} record from {years} years ago',
          'Record keeps costing me jobs',
        ],
        titles: [
          'Can I get a {charge} conviction from {years} years ago expunged?',
          'How long after probation can I clear my record in {place}?',
          'Old {charge} charge keeps showing up on background checks',
          'How much does it cost to expunge a misdemeanor?',
          'Do I need a lawyer to get my record sealed?',
        ],
        openings: [
          'I have a {charge} conviction from {years} years ago and it keeps coming up on job background checks.',
          'I finished probation for {charge} {duration} ago and I want to clear my record.',
          'An old {charge} conviction from {years} years ago cost me a job at {employerCo}, and I want it expunged.',
          'I was convicted of {charge} {years} years ago when I was young, and I want to know if it can be expunged now.',
        ],
        details: [
          'I lost a job offer from {employerCo} because of it.',
          'I paid all my fines and finished community service.',
          'I have had no trouble since then.',
          'The case was in {city}.',
        ],
        asks: [
          'Am I eligible?',
          'How long does the process take?',
          'How much does it cost to expunge?',
          'Can I get my record sealed without a lawyer?',
        ],
        advice: [
          'Eligibility depends on the offense, how the case ended and how much time has passed since you finished the sentence.',
          'Many states now allow sealing of a {charge} conviction after a waiting period with no new arrests.',
          'Ask the court clerk for your certified disposition; the petition needs it.',
          'Under the Fair Credit Reporting Act, a background check company must correct records that have been sealed, so send the order to any that still report it.',
          'The filing fee is usually modest, and many legal aid groups run free record-clearing clinics.',
          'Expunged records can still be seen by some licensing boards and by immigration authorities.',
        ],
        slots: {
          charge: [
            'petty theft',
            'possession of marijuana',
            'disorderly conduct',
            'DUI',
            'simple assault',
            'trespassing',
          ],
        },
      },
      {
        tags: ['plea deal', 'public defender', 'felony'],
        gists: [
          'Plea offer of probation for {charge}',
          'Public defender wants me to plead to {charge}',
          'Charged with {charge} with a prior',
        ],
        titles: [
          'Should I take the plea deal for {charge}?',
          'Public defender says take the plea - what happens if I go to trial?',
          'How much time could I get for {charge} if I lose at trial?',
          'Can I fire my public defender and hire a private lawyer?',
          'Prosecutor offered probation for {charge} - is that a good deal?',
        ],
        openings: [
          'I am charged with {charge} in {city}, and the prosecutor offered a plea with {count} months of probation.',
          'My public defender wants me to take a plea for {charge}, but I do not think I did anything wrong.',
        ],
        details: [
          'The offer expires at the next hearing in {month}.',
          'There is video, but my lawyer has not shown it to me.',
          'I am not a US citizen and I have a green card.',
          'I have a prior from {years} years ago.',
        ],
        asks: [
          'Should I accept the plea or take it to trial?',
          'Can I fire my public defender and hire a private lawyer?',
        ],
        advice: [
          'A plea is a trade of certainty against risk, and only someone who has seen the police report and the video can tell whether the offer is good.',
          'Ask your lawyer to go through the evidence with you, including the video, before you decide.',
          'If you are not a citizen, tell your lawyer before you plead: some pleas to {charge} carry deportation consequences.',
          'You can ask the court for a new appointed lawyer only for a real breakdown in communication, not because you disagree with advice.',
          'Hiring a private lawyer is always possible, and a new lawyer may ask for time to review the case.',
          'Probation with a chance at early termination is often the best result available for {charge} with a prior.',
        ],
        slots: {
          charge: ['felony theft', 'burglary', 'possession with intent', 'aggravated assault', 'credit card fraud'],
        },
        views: [
          [
            'If the video shows what the police report says, I would take the probation offer.',
            'I would not take a plea before seeing the video myself; offers often improve once the defense shows it is ready for trial.',
          ],
        ],
      },
    ],
    law: [
      'A federal crime is prosecuted in federal court, where sentencing follows the federal guidelines and there is no parole.',
      'The prosecution must prove every element of the charge beyond a reasonable doubt, and you never have to prove your innocence.',
      'Most states classify offenses as infractions, misdemeanors and felonies, with maximum penalties set by statute for each class.',
      'You have a right to a lawyer at every critical stage, and to an appointed one if jail is possible and you cannot afford one.',
    ],
    steps: [
      'Write down everything you remember today and give it only to your attorney.',
      'Ask the court clerk for a copy of the charging document and the next court date.',
      'Gather proof of employment, school or treatment; it helps with bail and with negotiations.',
      'Do not post anything about the case online.',
    ],
  },
];
