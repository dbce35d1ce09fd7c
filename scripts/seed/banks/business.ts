import type { CategoryBank } from './types.ts';

/** Business, technology, intellectual property, entertainment and telecom. */
export const BUSINESS_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 12,
    weight: 3,
    tags: ['LLC', 'partnership dispute', 'contract', 'operating agreement', 'small business'],
    slots: {
      biz: [
        'a food truck',
        'a cleaning company',
        'a small bakery',
        'an online store',
        'a landscaping business',
        'a hair salon',
        'a consulting firm',
        'a trucking business',
      ],
    },
    titles: [
      'Business partner is taking money from our LLC - what can I do?',
      'Should I form an LLC or a corporation for {biz}?',
      'Client refuses to pay an invoice of {amount}',
      'Can I get out of a commercial lease for {biz}?',
      'Am I personally liable for my LLC debts?',
      'How do I buy out my partner in {biz}?',
    ],
    situations: [
      'I own {biz} with a partner and we split everything 50/50.',
      'I am starting {biz} in {city} and want to protect my personal assets.',
      'A client owes my company {amount} for work we finished {duration} ago.',
    ],
    details: [
      'We never signed an operating agreement.',
      'The contract has an arbitration clause.',
      'I personally guaranteed the lease.',
    ],
    asks: ['What are my options?', 'Should I sue in small claims or hire a lawyer?', 'Can I dissolve the company?'],
    advice: [
      'An LLC protects your personal assets from business debts only if you keep the company separate: its own bank account, signed contracts in the company name and no commingling.',
      'Without an operating agreement, the default rules of the state LLC act govern voting, profits and what happens when a member wants out.',
      'A member who diverts company funds may be breaching fiduciary duties, and you can ask for an accounting and, if needed, judicial dissolution.',
      'A personal guarantee makes you liable for the lease even if the business closes, so negotiate with the landlord before walking away.',
    ],
  },
  {
    categoryId: 13,
    weight: 0.5,
    tags: ['online privacy', 'hacked account', 'software license', 'data breach'],
    titles: [
      'Former employee deleted our company files - can we sue?',
      'Someone is impersonating me online',
      'Is it legal to record calls with customers?',
    ],
    situations: [
      'Someone created a fake profile with my name and photos.',
      'Our website developer will not hand over the admin passwords.',
    ],
    details: ['We paid {amount} for the site.'],
    asks: ['What laws apply here?'],
    advice: [
      'Unauthorized access to computers can violate federal and state computer fraud laws, and a civil claim may be available.',
      'Recording consent rules differ: some states require the consent of everyone on the call.',
      'Work-for-hire and assignment clauses in the development contract usually decide who owns code and accounts.',
      'Internet law questions about websites, domain names and online posts often turn on the platform terms of service and on federal statutes such as the DMCA.',
    ],
  },
  {
    categoryId: 16,
    weight: 1,
    tags: ['trademark', 'copyright', 'patent', 'infringement', 'cease and desist'],
    titles: [
      'Received a cease and desist for using a business name',
      'Someone copied my photos on their website',
      'Do I need a patent before showing my invention to investors?',
      'Can I trademark the name of my {count}-person startup?',
    ],
    situations: [
      'I got a cease and desist letter claiming my shop name infringes a trademark.',
      'A company is selling T-shirts with my artwork without permission.',
    ],
    details: ['I have used the name for {years} years in {city}.', 'I never registered the copyright.'],
    asks: ['Do I have to change the name?', 'Can I sue for infringement?'],
    advice: [
      'Trademark rights come from use, but federal registration gives nationwide priority and stronger remedies.',
      'Copyright exists from creation, but registration is required before suing for infringement of a US work and affects statutory damages.',
      'Public disclosure of an invention starts a one-year clock to file a US patent application and can bar patents in many other countries immediately.',
      'Intellectual property covers trademarks, copyrights, patents and trade secrets, and each is protected differently and for a different length of time.',
    ],
  },
  {
    categoryId: 56,
    weight: 0.2,
    tags: ['music contract', 'royalties', 'athlete contract'],
    titles: [
      'Band member wants royalties for songs I wrote',
      'Should I sign a management contract that takes {count}0 percent?',
    ],
    situations: ['Our band recorded an album and now a former member claims co-ownership.'],
    details: ['Nothing was ever put in writing.'],
    asks: ['Who owns the songs?'],
    advice: [
      'Joint authorship requires that each author intended to merge contributions into one work; the composition and the recording are separate copyrights.',
      'Management agreements should limit the term, define commissionable income and include a sunset clause.',
    ],
  },
  {
    categoryId: 82,
    weight: 0.12,
    tags: ['robocalls', 'TCPA', 'cell tower lease'],
    titles: [
      'Getting robocalls every day - can I sue under the TCPA?',
      'Cell tower company wants to renew the lease on my land',
    ],
    situations: ['A company keeps sending automated texts to my cell phone after I replied STOP.'],
    details: ['I have screenshots of {count}0 messages.'],
    asks: ['How much can I recover?'],
    advice: [
      'The Telephone Consumer Protection Act allows statutory damages per unwanted automated call or text, more if the violation was willful.',
      'Revoking consent by replying STOP is generally effective, and you should keep records of each message afterwards.',
    ],
  },
];
