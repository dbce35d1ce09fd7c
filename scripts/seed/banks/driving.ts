import type { CategoryBank } from './types.ts';

/** Drunk driving and traffic: frequent searches ("DUI", "speeding ticket", "suspended license"). */
export const DRIVING_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 69,
    weight: 3.2,
    tags: ['DUI', 'DWI', 'breathalyzer', 'license suspension', 'ignition interlock'],
    slots: {
      bac: ['0.08', '0.09', '0.11', '0.12', '0.15', '0.17', '0.21'],
      dmvEvent: ['DMV hearing', 'license suspension hearing', 'implied consent hearing'],
    },
    titles: [
      'First DUI in {place} with a {bac} BAC - what penalties should I expect?',
      'Refused the breathalyzer test, will my license be suspended?',
      'Second DUI within {years} years: is jail mandatory?',
      'DUI arrest while sleeping in my parked car, is that legal?',
      'Can I drive to work after a DUI arrest? {dmvEvent} questions',
      'DWI charge with a commercial driver license',
      'Do I really need a lawyer for a first DUI offense?',
    ],
    situations: [
      'I was arrested for DUI last {weekday} night after a traffic stop in {city}.',
      'My breath test came back at {bac}, just over the legal limit.',
      'I refused the breathalyzer because I was scared and confused.',
      'This is my second DUI; the first one was {years} years ago in another state.',
      'I was sitting in my car with the engine running to stay warm when an officer knocked on the window.',
    ],
    details: [
      'I have a {dmvEvent} scheduled and I do not know what to say.',
      'I drive for a living as a {job} and need my license.',
      'Nobody was hurt and there was no accident.',
      'They took my license at the station and gave me a temporary paper permit.',
      'The officer never did field sobriety tests on a flat surface.',
    ],
    asks: [
      'Can the DUI be reduced to reckless driving?',
      'Will I qualify for a restricted license with an ignition interlock?',
      'How much does a DUI usually cost once everything is added up?',
      'Should I request the {dmvEvent} before the deadline?',
    ],
    advice: [
      'A DUI case has two tracks: the criminal case in court and the administrative license case with the motor vehicle agency, and the deadline to contest the license suspension is often only a week or two.',
      'For a first offense with no accident, typical outcomes include fines, an alcohol education program, probation and a license suspension, often with a restricted license available.',
      'Refusing a chemical test usually triggers a separate and longer license suspension under implied consent laws, even if you are never convicted of DUI.',
      'A reduction to reckless driving is sometimes negotiated when the blood alcohol level was close to the limit or there are problems with the stop or the testing.',
      "Breath test results can be challenged on calibration, observation period and the officer's training, which is why the maintenance records matter.",
      'Commercial drivers face stricter limits and longer disqualifications, even for an offense in a personal vehicle.',
    ],
    law: [
      'Every state sets the per se limit at 0.08 percent for adult drivers over 21, with lower limits for commercial and underage drivers.',
      'Many states count prior DUI convictions within a look-back period, often seven to ten years, to decide whether an offense is a second or third.',
    ],
    steps: [
      'Request the administrative hearing before the deadline on the paperwork you were given.',
      'Write down what you ate and drank and the timeline of the evening.',
    ],
  },
  {
    categoryId: 71,
    weight: 2,
    tags: ['speeding ticket', 'suspended license', 'traffic court', 'points'],
    slots: {
      speed: ['68', '70', '72', '75', '79', '84', '91'],
      ticket: [
        'speeding ticket',
        'red light camera ticket',
        'ticket for running a stop sign',
        'careless driving ticket',
        'ticket for driving on a suspended license',
      ],
    },
    titles: [
      'Should I fight a {ticket} in {place}?',
      'How many points until my license is suspended?',
      'Got a {ticket} in another state, does it count at home?',
      'Can I take traffic school to keep points off my record?',
    ],
    situations: [
      'I got a {ticket} on the highway near {city} going {speed} in a 55.',
      'My license was suspended for unpaid tickets and I did not know it.',
      'I received a {ticket} in the mail weeks after the date.',
    ],
    details: [
      'My insurance already costs me {smallAmount} a month.',
      'The officer said the radar was calibrated, but I was in heavy traffic.',
    ],
    asks: ['Is it worth going to court or should I just pay it?', 'How do I get my license reinstated?'],
    advice: [
      'Paying a ticket is usually treated as a guilty plea, so check the point consequences before you pay.',
      'Many courts offer traffic school or deferral for drivers with clean records, which keeps points off the record.',
      'Out-of-state tickets are often reported to your home state through the driver license compact.',
      'If the officer does not appear at the hearing, the ticket is often dismissed, though that is never guaranteed.',
    ],
  },
];
