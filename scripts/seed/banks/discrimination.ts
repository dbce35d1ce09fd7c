import type { CategoryBank } from './types.ts';

/** Harassment and discrimination at work and beyond. */
export const DISCRIMINATION_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 3,
    weight: 0.7,
    tags: ['sexual harassment', 'hostile work environment', 'EEOC'],
    titles: [
      'Supervisor keeps making sexual comments - what are my options?',
      'Reported sexual harassment to HR and then got demoted',
      "Is a coworker's repeated unwanted texting sexual harassment?",
    ],
    situations: [
      'My supervisor at {employer} has made comments about my body for {duration}.',
      'I reported harassment to HR and within {days} days my hours were cut.',
    ],
    details: ['I saved the texts and emails.', 'Two other women in my department had the same experience.'],
    asks: ['Should I file with the EEOC or the state agency?', 'Can I sue the company and the supervisor?'],
    advice: [
      'Harassment becomes unlawful when it is severe or pervasive enough to create a hostile work environment, or when job benefits are tied to submitting to it.',
      'Before suing under federal law you must file a charge with the EEOC or the state agency, usually within 180 or 300 days.',
      'Retaliation for reporting harassment is a separate violation and is often easier to prove than the harassment itself.',
    ],
  },
  {
    categoryId: 4,
    weight: 0.7,
    tags: ['ADA', 'reasonable accommodation', 'disability discrimination'],
    titles: [
      'Employer refused my request for a reasonable accommodation',
      'Fired after disclosing my disability at {employer}',
      'Does the ADA require my landlord to allow an emotional support animal?',
    ],
    situations: [
      'I have a back condition and asked for a stool at my register; my manager said no.',
      'I told my boss about my diagnosis and was let go {duration} later.',
    ],
    details: ['My doctor wrote a note describing the restrictions.', 'The company has over a hundred employees.'],
    asks: ['Is this disability discrimination?', 'What counts as a reasonable accommodation?'],
    advice: [
      'The ADA requires employers with 15 or more employees to provide reasonable accommodations unless doing so would cause undue hardship.',
      'Employers are expected to engage in an interactive process with the employee to find an accommodation that works.',
      'Housing providers are covered by the Fair Housing Act, which generally requires allowing assistance animals with proper documentation.',
    ],
  },
  {
    categoryId: 5,
    weight: 1.1,
    tags: ['age discrimination', 'race discrimination', 'pregnancy discrimination', 'equal pay'],
    slots: {
      protected: [
        'my age',
        'my race',
        'my pregnancy',
        'my religion',
        'my national origin',
        'my sexual orientation',
        'my gender',
      ],
    },
    titles: [
      'Passed over for promotion because of {protected}?',
      'Laid off and replaced by a younger worker - age discrimination?',
      'Paid less than male coworkers for the same job',
      'Fired after telling my boss about {protected}',
    ],
    situations: [
      'I believe I was let go because of {protected}.',
      'I am {age} and the company replaced me with someone half my age.',
    ],
    details: [
      'My performance reviews were all excellent.',
      'My manager made comments about {protected} more than once.',
    ],
    asks: ['How do I prove discrimination?', 'What is the deadline to file a charge?'],
    advice: [
      'Discrimination is usually proved indirectly: you show you were qualified, suffered an adverse action and were treated worse than others outside your group, and the employer must then explain its reason.',
      'The Age Discrimination in Employment Act protects workers 40 and older from decisions based on age.',
      'The Equal Pay Act and Title VII both address pay differences based on sex for substantially equal work.',
    ],
  },
  {
    categoryId: 74,
    weight: 0.5,
    tags: ['civil rights', 'police misconduct', 'excessive force'],
    titles: [
      'Police used excessive force during my arrest - can I sue?',
      'Denied service at a business because of my race',
      'Can I sue the city for a wrongful arrest?',
    ],
    situations: [
      'Officers slammed me to the ground during a traffic stop in {city}.',
      'A restaurant refused to seat my family and made racist remarks.',
    ],
    details: ['A bystander recorded the whole thing on video.', 'The charges against me were dismissed.'],
    asks: ['Do I have a civil rights claim?', 'How long do I have to file?'],
    advice: [
      'Claims against state and local officials for constitutional violations are brought under 42 U.S.C. section 1983, subject to defenses such as qualified immunity.',
      'Claims against a city often require a notice of claim within a short period, sometimes just months.',
      'Federal and state public accommodation laws prohibit businesses open to the public from discriminating based on race, religion or national origin.',
    ],
  },
];
