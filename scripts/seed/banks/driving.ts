import type { CategoryBank } from './types.ts';

/** Drunk driving and traffic: frequent searches ("DUI", "speeding ticket", "suspended license"). */
export const DRIVING_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 69,
    weight: 3.2,
    people: ['The officer who arrested me was {person1}.', 'It happened on {road} near {town}.'],
    stories: [
      {
        tags: ['DUI', 'first offense', 'breathalyzer'],
        gists: [
          'First DUI, blew {bac}',
          'DUI arrest in {city} with a {bac} breath test',
          'First offense DUI and I drive for work',
        ],
        slots: { bac: ['0.08', '0.09', '0.10', '0.11', '0.12', '0.14', '0.16'] },
        titles: [
          'First DUI in {place} with a {bac} BAC - will I lose my license?',
          'What happens at the first court date for a DUI?',
          'How much does a first DUI cost with fines and classes?',
          'Do I need a lawyer for a first DUI or can I plead on my own?',
          'Can a DUI be reduced to reckless driving in {place}?',
          'How long will a first DUI stay on my driving record?',
        ],
        openings: [
          'I was arrested for my first DUI in {city} on a {weekday} night and blew a {bac} at the station.',
          'Last {month} I was pulled over on {road} after a party and charged with DUI with a {bac} breath test.',
          'This is my first DUI: I was stopped in {city} on a {weekday} and my breath test came back {bac}.',
          'I have never been in trouble before, and now I am charged with a first DUI and worried about my license.',
        ],
        details: [
          'Nobody was hurt and there was no accident.',
          'I drive for work as {job} and need my license.',
          'They gave me a paper saying my license will be suspended in {days} days.',
          'I am {age} and have a clean record.',
          'The officer said I swerved, but I do not think I did.',
        ],
        asks: [
          'Will I lose my license?',
          'Is a lawyer worth it for a first offense?',
          'What should I expect at court?',
        ],
        advice: [
          'A DUI case has two tracks: the criminal case in court and the administrative license suspension, which has its own short deadline to request a hearing, often 10 to 30 days.',
          'Request the license hearing before the deadline on your paper; missing it means an automatic suspension.',
          'With a {bac} reading and no accident, a first offense usually ends with probation, fines, an alcohol class and a limited license rather than jail.',
          'Whether a reduction to reckless driving is possible depends on the county and on problems with the stop or the breath test.',
          'Ask for the calibration records of the breath machine and the video of the stop on {road}.',
          'Because you drive for work, ask about a restricted or hardship license, often with an ignition interlock.',
          'The real cost of a first DUI, with fines, classes, insurance increases and the interlock, often runs several thousand dollars.',
        ],
        views: [
          [
            'With a {bac} and a clean record, hiring a DUI lawyer usually pays for itself; the license hearing alone is worth it.',
            'Many first-offense DUI cases with a {bac} end the same way with or without a private lawyer, so a public defender is a reasonable choice if money is tight.',
          ],
        ],
      },
      {
        tags: ['refusal', 'implied consent', 'license suspension'],
        gists: ['Refused the breathalyzer at a checkpoint', 'DUI charge plus a refusal'],
        titles: [
          'I refused the breathalyzer - what happens to my license now?',
          'Can they convict me of DUI if I refused the breath test?',
          'How long is the suspension for refusing a breath test in {place}?',
          'Refused a blood test at a checkpoint - do I need a lawyer?',
        ],
        openings: [
          'I refused the breath test at a checkpoint on {road} and the officer took my license.',
          'I was pulled over in {city} and refused to blow, and now I have a DUI charge and a refusal.',
        ],
        details: [
          'I had two beers at dinner.',
          'The paperwork says my license is suspended for a year.',
          'The officer did not read me anything about consequences that I remember.',
        ],
        asks: ['Can they still convict me?', 'Can I get a work permit to drive?'],
        advice: [
          'Under implied consent laws, refusing a test usually brings a longer license suspension than failing one, separate from the DUI case.',
          "The state can still prove a DUI without a test, using the officer's observations, field tests and video.",
          'The refusal itself can often be used as evidence in court.',
          'Request the administrative hearing quickly; whether the officer properly warned you of the consequences can decide it.',
          'Some states offer a hardship license after part of a refusal suspension, usually with an ignition interlock.',
        ],
      },
      {
        tags: ['drugged driving', 'prescription medication', 'blood test'],
        gists: ['DUI charge for my own prescription medication', 'Blood test showed only my anxiety medication'],
        titles: [
          'Charged with DUI for my prescription medication - can they do that if I have a prescription?',
          'How long do blood test results take in a drugged driving case?',
          'What happens if my blood test shows my anxiety medication at a normal dose?',
        ],
        openings: [
          'I was charged with DUI for drugged driving in {city} after a fender bender, though my blood test shows only my prescription anxiety medication at a normal dose.',
          'After a stop on {road} I was charged with DUI and taken for a blood test, and {count} weeks later I am still waiting on the results in my drugged driving case over my prescription anxiety medication.',
          'My blood test results show my prescription anxiety medication at a normal dose and no alcohol, and I was still charged with DUI.',
        ],
        details: [
          'I took my usual dose that morning, hours before I drove.',
          'I had nothing to drink, and the breath test at the scene read 0.00.',
          'A drug recognition officer did an evaluation at the station.',
          'My doctor is willing to write a letter about the prescription.',
        ],
        asks: ['Is having a prescription a defense?', 'Should I hire an expert to look at the blood results?'],
        advice: [
          'In most states a valid prescription is not a defense by itself; the question is whether the drug impaired your ability to drive safely.',
          'Unlike alcohol, most drugs have no set legal limit, so the state usually has to prove actual impairment from the driving, the field tests and the blood result together.',
          'Blood results from a state lab often take weeks or months, and many prosecutors wait for them before making any offer.',
          "Ask your lawyer to get the full lab file, including the chain of custody and the lab's testing method, not only the one-page report.",
          'A toxicologist can explain that a level within the normal therapeutic range says little about impairment, which is often the heart of the defense.',
          'Check your arrest paperwork for a license suspension notice; some states suspend licenses administratively in drug cases too, with a short deadline to contest it.',
        ],
        views: [
          [
            "With a normal dose, a clean breath test and a doctor's letter, I would push for a dismissal or a reduction to reckless driving.",
            'I would not count on the prescription helping much at trial; jurors often hear that you took a pill and crashed, so a negotiated reduction may be the safer path.',
          ],
        ],
      },
    ],
    law: [
      'In some states the same charge is called DWI or OWI rather than DUI.',
      'Every state sets 0.08 as the legal limit for drivers 21 and over, and lower limits for commercial drivers and drivers under 21.',
      'Penalties rise with prior offenses within a look-back period, often 7 to 10 years.',
    ],
    steps: [
      'Write down what you ate and drank and when, while you still remember.',
      'Request the administrative license hearing before the deadline on your paperwork.',
      'Call your insurer only after you know what will be reported.',
    ],
  },
  {
    categoryId: 71,
    weight: 2,
    people: ['The officer was {person1}.', 'It was on {road} just outside {town}.'],
    stories: [
      {
        tags: ['speeding ticket', 'points', 'traffic court'],
        gists: ['{speed} over on {road}', 'Speeding ticket for {speed} over the limit', 'Radar ticket near {town}'],
        slots: { speed: ['19', '24', '27', '31', '35'] },
        titles: [
          'Ticket for {speed} over the limit in {place} - should I fight it?',
          'How many points is a {speed} over speeding ticket?',
          'Can I get traffic school for a {speed} mph over ticket?',
          'What happens if the officer does not show up to traffic court?',
          'Do I need a lawyer for a speeding ticket on a CDL?',
        ],
        openings: [
          'I got a ticket for going {speed} over the limit on {road} outside {city}.',
          'An officer clocked me at {speed} over on the highway near {town} last {weekday}.',
        ],
        details: [
          'I have had my license for {years} years with one old ticket.',
          'I drive for a living as {job}.',
          'The officer used radar from a parked car.',
          'The fine on the ticket is {smallAmount}.',
        ],
        asks: [
          'Is it worth fighting?',
          'Will my insurance go up?',
          'How many points will this ticket put on my license?',
        ],
        advice: [
          'At {speed} over, many states add several points and some treat it as reckless driving, so check the exact section on the ticket.',
          'Traffic school or a deferral, where offered, keeps the points off your record in exchange for a fee and a class.',
          'If the officer does not appear, many courts dismiss the ticket, but you cannot count on it.',
          "You can ask for the radar calibration and the officer's training records, which sometimes leads to a reduction.",
          'With a commercial license, even a ticket in your own car counts, and a lawyer who handles traffic court regularly is worth it.',
          'Paying the {smallAmount} fine is a guilty plea; do not pay before deciding.',
        ],
        views: [
          [
            'For a single ticket I would just ask for traffic school and move on.',
            'I would fight it or hire a traffic lawyer; at {speed} over, the insurance increase over three years costs far more than the fine.',
          ],
        ],
      },
      {
        tags: ['suspended license', 'driving while suspended'],
        gists: ['Caught driving on a suspended license', 'License suspended for an unpaid ticket I forgot'],
        titles: [
          'Caught driving on a suspended license - will I go to jail?',
          'How do I get my license back after a suspension for unpaid tickets?',
          'I did not know my license was suspended - is that a defense?',
          'What happens if I drive to work with a suspended license in {place}?',
        ],
        openings: [
          'I was pulled over in {city} and found out my license was suspended for an unpaid ticket I forgot about.',
          'My license was suspended {duration} ago for unpaid fines and I got caught driving to work.',
        ],
        details: [
          'I never got a letter from the DMV because I moved.',
          'The unpaid ticket was for {smallAmount}.',
          'I need to drive to my job at {employerCo}.',
        ],
        asks: ['Will I go to jail?', 'How do I fix the suspension?'],
        advice: [
          'Driving while suspended is usually a misdemeanor, and if the suspension was only for unpaid fines many prosecutors reduce or dismiss it once the license is reinstated.',
          'Pay the old ticket or set up a payment plan and get proof of reinstatement before your court date.',
          'Not knowing about the suspension can be a defense in some states, especially if the notice went to an old address.',
          'Get a copy of your driving record from the DMV to see every reason for the suspension.',
          'Do not keep driving until the license is reinstated; a second charge is treated much more harshly.',
        ],
      },
      {
        tags: ['red light camera', 'ticket by mail', 'registered owner'],
        slots: { fine: ['$100', '$158', '$75', '$250', '$50', '$500'] },
        gists: ['Red light camera ticket in the mail', 'Camera ticket for a car {relation} was driving'],
        titles: [
          'Red light camera ticket in the mail while {relation} was driving my car - do I have to pay?',
          'What happens if I ignore a red light camera ticket in {place}?',
          'Will a camera ticket add points to my license or raise my insurance?',
        ],
        openings: [
          'A red light camera ticket for {fine} came in the mail, but {relation} was driving my car that day and I do not think I should have to pay it or take points on my license.',
          'I am tempted to ignore a red light camera ticket that came in the mail, because the photo does not even show who was driving, but I worry it could raise my insurance.',
          'My first red light camera ticket just came in the mail, and before I pay it or ignore it I want to know if it will add points to my license or raise my insurance.',
        ],
        details: [
          "The photo shows the back of the car and the plate, but not the driver's face.",
          'The notice says I have {days} days to pay or ask for a hearing.',
          'The car is registered in my name only, and the notice says a police officer reviewed the photos.',
          'The yellow light at that intersection seems very short to me.',
        ],
        asks: ['Do I have to pay it if I was not driving?', 'What happens if I just ignore it?'],
        advice: [
          'Whether a camera ticket is a civil fine against the registered owner or a moving violation against the driver depends on the state and city, and that decides most of what follows.',
          'Many programs let the owner name the actual driver in a sworn statement, which shifts the ticket to that person, so read the back of the notice for that option and its deadline.',
          'Ignoring the notice rarely makes it go away; unpaid camera tickets can bring late fees, collections or a hold on your registration renewal.',
          'If you contest it, ask to see the full video and the yellow light timing; a yellow shorter than the local standard is a common defense.',
          'Where the ticket is a civil owner violation, it usually adds no points to your license and is not reported to insurers.',
          'Paying the ticket ends the case, so decide whether to contest it before you pay anything.',
        ],
      },
    ],
  },
];
