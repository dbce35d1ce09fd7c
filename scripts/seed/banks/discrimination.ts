import type { CategoryBank } from './types.ts';

/** Harassment, disability and other discrimination, civil rights. */
export const DISCRIMINATION_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 3,
    weight: 0.7,
    stories: [
      {
        tags: ['sexual harassment', 'hostile work environment', 'EEOC'],
        gists: ['Supervisor makes sexual comments every shift', 'Harassment complaint to HR went nowhere'],
        titles: [
          'My supervisor keeps making sexual comments - what can I do?',
          'HR did nothing about my harassment complaint - can I go to the EEOC?',
          'How long do I have to file a sexual harassment charge in {place}?',
          'Can I be fired for reporting harassment?',
        ],
        openings: [
          'My supervisor at {employerCo}, {first} {surname}, makes sexual comments about my body almost every shift.',
          "I reported a coworker's harassment to HR at {employerCo} in {month} and nothing happened.",
        ],
        details: [
          'I have saved the text messages.',
          'Two coworkers have seen it happen.',
          'Since I complained, my hours were cut.',
        ],
        asks: ['Do I have a case?', 'Should I go to the EEOC?', 'How long do I have to file a harassment charge?'],
        advice: [
          "Report the harassment in writing to HR, and keep a copy; the employer's response after notice is central to its liability.",
          'A charge with the EEOC or your state agency is usually required before a lawsuit, within 180 or 300 days of the conduct.',
          'Cutting your hours after a complaint can be retaliation, which is a separate claim and often easier to prove.',
          'Keep the text messages off your work phone and write down dates, words and witnesses.',
          'Harassment by a supervisor can make the employer liable even if you did not complain, depending on what happened next.',
        ],
      },
    ],
    law: ['Sexual harassment is a form of sex discrimination under federal and state law.'],
  },
  {
    categoryId: 4,
    weight: 0.7,
    stories: [
      {
        tags: ['ADA', 'reasonable accommodation', 'disability discrimination'],
        slots: {
          accommodation: [
            'a stool at the register',
            'a later start time for treatment',
            'working from home two days a week',
            'extra breaks',
          ],
        },
        titles: [
          'Employer refused to give me {accommodation} - is that ADA discrimination?',
          'Can my job deny a reasonable accommodation for my disability?',
          'What happens if I ask for an accommodation and they fire me?',
          "Do I need a doctor's note to ask for {accommodation}?",
        ],
        openings: [
          'I asked {employerCo} for {accommodation} because of my back condition and they said no.',
          'After I asked for {accommodation}, my manager started writing me up for small things.',
        ],
        details: [
          'I have a note from my doctor.',
          'I think this is a reasonable accommodation for my disability.',
          'Other employees do the same thing without a problem.',
          'The company has about {count}00 employees.',
        ],
        asks: ['Do I have to prove my disability?', 'Can they refuse?'],
        advice: [
          'The ADA requires employers with 15 or more employees to provide reasonable accommodations unless they cause undue hardship.',
          'The employer must engage in an interactive process with you, not just say no; put your request for {accommodation} in writing.',
          "A doctor's note describing your limits, not your diagnosis, is usually enough.",
          'Write-ups that start right after a request can be evidence of retaliation.',
          'An EEOC charge is due within 180 or 300 days, depending on your state.',
        ],
      },
    ],
    law: ['Disability discrimination is forbidden by the ADA and by state laws that often cover smaller employers.'],
  },
  {
    categoryId: 5,
    weight: 1.1,
    stories: [
      {
        tags: ['age discrimination', 'layoff'],
        gists: ['Laid off at {age}, replaced by a 25-year-old', 'Only workers over 50 were laid off'],
        titles: [
          'Laid off at {age} and replaced by someone in their twenties - age discrimination?',
          'Can they lay off only the older workers?',
          'How do I prove age discrimination after a layoff?',
        ],
        openings: [
          'I was laid off from {employerCo} at {age} after {years} years, and they hired a 25-year-old for my job.',
          'In the last layoff at {employerCo}, everyone let go was over 50, including me.',
        ],
        details: [
          'It looks like they chose the older workers on purpose.',
          'They offered severance if I sign a release.',
          'My reviews were always good.',
          'My manager joked about my age.',
        ],
        asks: ['Do I have a claim?', 'Should I sign the severance?'],
        advice: [
          'The Age Discrimination in Employment Act protects workers 40 and over at employers with 20 or more employees.',
          'A release of age claims must give you 21 days to consider it, 45 in a group layoff, and 7 days to revoke after signing.',
          "The replacement's age and the pattern of who was laid off are strong evidence; ask for the group layoff disclosure the law requires.",
          'Comments about your age by a decision maker are important; write them down with dates.',
        ],
      },
      {
        tags: ['pregnancy discrimination', 'demotion'],
        titles: [
          'Demoted after telling my boss I was pregnant - is that legal?',
          'Can my employer cut my hours because I am pregnant?',
          'Do I need a lawyer for a pregnancy discrimination claim?',
        ],
        openings: [
          'Two weeks after I told my manager at {employerCo} I was pregnant, I was moved to part time.',
          'I was demoted from my job as {job} after announcing my pregnancy.',
        ],
        details: ['Nobody else was moved.', 'I have the email announcing the change.'],
        asks: ['Is this discrimination?', 'What can I do?'],
        advice: [
          'Pregnancy discrimination is sex discrimination under federal law, and the Pregnant Workers Fairness Act requires reasonable accommodations.',
          'The timing after your announcement is strong evidence; keep the email.',
          'File with the EEOC or your state agency within the deadline, often 300 days.',
          'Many states have stronger pregnancy protections for smaller employers.',
        ],
      },
    ],
    law: [
      'Employment discrimination laws cover hiring, pay, promotion and firing, and most require an agency charge before a lawsuit.',
    ],
  },
  {
    categoryId: 74,
    weight: 0.5,
    stories: [
      {
        tags: ['civil rights', 'police misconduct', 'excessive force'],
        titles: [
          'Police used excessive force during my arrest - can I sue?',
          'Charges dropped after a violent arrest - can I sue the city?',
          'How long do I have to file a claim against the police in {place}?',
        ],
        openings: [
          'Police used so much force arresting me during a traffic stop in {city} that they broke my wrist.',
          'I was arrested on {road} for something I did not do, and the charges were dropped in {month}.',
        ],
        details: [
          'A bystander recorded the whole thing on video.',
          'My medical bills are over {bills}.',
          'I never resisted the arrest.',
        ],
        asks: ['Do I have a civil rights claim?', 'How long do I have to file?'],
        advice: [
          'Claims against local officers for constitutional violations are brought under 42 U.S.C. section 1983, subject to defenses such as qualified immunity.',
          'Claims against a city often require a notice of claim within a short period, sometimes just months.',
          "Preserve the bystander video in several places and get the person's contact details.",
          'Request the body camera footage through a public records request as soon as you can.',
        ],
      },
      {
        tags: ['civil rights', 'public accommodation'],
        titles: [
          'Restaurant refused to serve my family because of our race - can I sue?',
          'Denied service at a store because of my religion',
        ],
        openings: [
          'A restaurant in {city} refused to seat my family and the manager made racist remarks.',
          'A store owner told my wife to leave because of her hijab.',
        ],
        details: ['Other customers saw it.', 'I posted a review and the owner replied with more insults.'],
        asks: ['Do I have a claim?', 'Where do I file a complaint?'],
        advice: [
          'Federal and state public accommodation laws forbid businesses open to the public from discriminating by race, religion or national origin.',
          'You can file with your state civil rights agency, which is free.',
          'Write down what was said and collect the names of witnesses.',
          'Damages under federal law are limited, but many state laws allow money damages.',
        ],
      },
    ],
  },
];
