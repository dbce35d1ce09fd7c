import type { CategoryBank } from './types.ts';

/** Business, technology, intellectual property, entertainment and telecom. */
export const BUSINESS_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 12,
    weight: 3,
    people: ['Our accountant, {person1}, noticed the problem first.', 'The shop is on {road} in {town}.'],
    slots: {
      biz: ['food truck', 'landscaping company', 'coffee shop', 'cleaning business', 'auto repair shop', 'bakery'],
    },
    stories: [
      {
        tags: ['LLC', 'partnership dispute', 'operating agreement'],
        gists: [
          'Partner paid himself {amount} from our LLC',
          '50/50 LLC partner wants me out of our {biz}',
          'Business partner locked me out of the bank account',
        ],
        titles: [
          'Business partner is taking money from our {biz} - what can I do?',
          'Can I remove my partner from our LLC without an operating agreement?',
          'How do we split up a 50/50 LLC when partners disagree?',
          'What happens to the {biz} if my partner walks away?',
          'Do I need a lawyer to dissolve our LLC?',
        ],
        openings: [
          'My partner and I each own half of our {biz}, {business}, and I found that he paid himself {amount} without telling me.',
          'We started a {biz} together as an LLC in {year}, and my partner now wants me out.',
          'My business partner has been taking money from our {biz} for personal bills, about {amount} that I know of.',
          'I own half of {business}, our {biz}, and I found out my partner has been taking money from the business account at {lender}.',
        ],
        details: [
          'We never signed an operating agreement.',
          'The business account is at {lender}.',
          'He changed the password to the bank account.',
          'We both put in {smallAmount} at the start.',
        ],
        asks: ['What are my options?', 'Can I dissolve the company?'],
        advice: [
          "Without an operating agreement, your state's LLC statute supplies the rules, and most states do not let one 50 percent member expel the other.",
          'Members of an LLC owe each other duties of loyalty; paying himself {amount} without approval may be a breach you can sue over.',
          'You have a right to inspect the books and records; ask in writing and make copies.',
          'If you cannot agree, a court can order the LLC dissolved when it is no longer practical to run it together.',
          'A buyout negotiated with an independent valuation is usually cheaper than litigation.',
        ],
        views: [
          [
            'I would start with a written demand for the books and a meeting; many partner disputes end in a buyout once the numbers are on the table.',
            'Given that he changed the bank password, I would not wait on a meeting; talk to a business litigator now about freezing the account.',
          ],
        ],
        slots: { year: ['2018', '2019', '2020', '2021', '2022'] },
      },
      {
        tags: ['contract', 'unpaid invoice', 'small business'],
        gists: [
          'Client owes my {biz} {amount}',
          'Customer refuses to pay a {amount} invoice',
          'Unpaid invoice for work finished in {month}',
        ],
        titles: [
          'Client owes my {biz} {amount} and will not pay - small claims or lawyer?',
          'How long do I have to sue a customer for an unpaid invoice in {place}?',
          'Can I charge late fees on an unpaid invoice?',
        ],
        openings: [
          'A client, {business}, owes my {biz} {amount} for work finished in {month} and stopped responding.',
          'I run a small {biz} and a customer refuses to pay a {amount} invoice.',
        ],
        details: ['We had a signed estimate.', 'They say the work was not finished, but they never complained before.'],
        asks: ['Should I sue in small claims or hire a lawyer?', 'Can I add interest or late fees to the invoice?'],
        advice: [
          'A signed estimate and proof the work was done are usually enough to win a collection case.',
          'If {amount} is within the small claims limit, that is usually the most cost-effective route.',
          'Late fees and interest are recoverable if the contract provides for them, and some states allow statutory interest regardless.',
          'Send a final demand letter with a deadline before filing.',
        ],
      },
    ],
  },
  {
    categoryId: 13,
    weight: 0.5,
    stories: [
      {
        tags: ['hacked account', 'online privacy'],
        titles: [
          'My business social media account was hacked - what can I do?',
          'Ex posted my private photos online - is that illegal?',
        ],
        openings: [
          'Someone hacked the Instagram account for my business and is demanding money to give it back.',
          'My ex posted private photos of me online last {month}.',
        ],
        details: ['The platform has not responded to my reports.', 'I have screenshots.'],
        asks: ['What laws apply here?', 'Can the police do anything?'],
        advice: [
          "Unauthorized access to an account is a crime under federal and state computer crime laws; report it to the FBI's internet crime center.",
          'Most states make sharing intimate images without consent a crime and allow a civil suit.',
          'Keep screenshots with dates and URLs before anything is deleted.',
        ],
      },
      {
        tags: ['software license', 'website developer'],
        titles: [
          'Web developer will not give us the code for the site we paid for',
          'Who owns the website code if there is no contract?',
        ],
        openings: [
          'We paid a developer {amount} for our website and now he will not hand over the code.',
          'Our web developer disappeared and still controls our domain.',
        ],
        details: ['We paid {amount} for the site.', 'There was no written contract.'],
        asks: ['Who owns the code?', 'How do we get the domain back?'],
        advice: [
          'Without a written assignment, a freelance developer may own the copyright in the code and you may have only a license to use it.',
          'Domain control can often be recovered through the registrar with proof of payment and business ownership.',
          'Always get a written assignment of intellectual property in future contracts.',
        ],
      },
    ],
    law: ['Internet law is still catching up with technology, and the rules differ from state to state.'],
  },
  {
    categoryId: 16,
    weight: 1,
    stories: [
      {
        tags: ['trademark', 'cease and desist'],
        gists: ['Cease and desist letter over my business name', 'Company says my shop name infringes their trademark'],
        titles: [
          'Got a cease and desist letter over my business name - do I have to change it?',
          'Can a big company stop me from using a similar name?',
        ],
        openings: [
          "I received a cease and desist letter from {firm} saying my business name infringes their client's trademark.",
          'A company in another state says our shop name is too close to theirs.',
        ],
        details: ['I have used the name for {years} years.', 'We sell different products.'],
        asks: ['Do I have to stop using it?', 'Should I answer the letter?'],
        advice: [
          'The test is likelihood of confusion, which looks at how similar the names are and how related the products are.',
          'Using a name first in your area can give you rights there even if the other company registered later.',
          'Do not ignore the letter; a measured response through a lawyer often ends the matter.',
        ],
      },
      {
        tags: ['copyright', 'infringement'],
        gists: ['My photos are being sold online without permission', 'Company used my artwork on their packaging'],
        titles: [
          'Someone is selling my photos online without permission',
          'Can I sue for copyright infringement without registering?',
        ],
        openings: [
          'I found my photos being sold as prints on a website run by {business}.',
          'A website run by {business} is selling prints of my photos without permission.',
          'Prints of my photos are for sale online, and I never gave {business} permission.',
          'A company used my artwork on their packaging without asking.',
        ],
        details: [
          'I never licensed them and never gave permission.',
          'I have the original files.',
          'I never registered the copyright.',
        ],
        asks: ['What can I do?', 'How much can I get for the infringement?'],
        advice: [
          'You own the copyright as soon as you create the work, but you must register it before suing in the US.',
          'Registering before the infringement, or within three months of publication, allows statutory damages and fees.',
          'A takedown notice under the DMCA often removes listings quickly.',
        ],
      },
    ],
    law: [
      'Intellectual property covers trademarks, copyrights, patents and trade secrets, and each is protected differently.',
    ],
  },
  {
    categoryId: 56,
    weight: 0.2,
    stories: [
      {
        tags: ['music contract', 'royalties'],
        titles: [
          'Band member wants royalties for songs I wrote',
          'Should I sign a management contract that takes {count}0 percent?',
        ],
        openings: [
          'Our band recorded an album and now a former member claims he co-wrote the songs.',
          'A manager offered to sign our band for {count}0 percent of everything.',
        ],
        details: ['Nothing was ever put in writing.', 'The album earns about {smallAmount} a month.'],
        asks: ['Who owns the songs?', 'Is the contract fair?'],
        advice: [
          'Joint authorship requires that each author intended to merge contributions into one work; the composition and the recording are separate copyrights.',
          'Management agreements should limit the term, define commissionable income and include a sunset clause.',
          'Register the songs with a performing rights organization listing the agreed splits.',
        ],
      },
    ],
  },
  {
    categoryId: 82,
    weight: 0.12,
    stories: [
      {
        tags: ['robocalls', 'TCPA'],
        titles: [
          'Getting robocalls every day - can I sue under the TCPA?',
          'Company keeps texting me after I replied STOP',
        ],
        openings: [
          'A company keeps sending automated texts to my cell phone after I replied STOP.',
          'I get robocalls from {business} several times a day.',
        ],
        details: ['I have screenshots of {count}0 messages.', 'I never gave them my number.'],
        asks: ['How much can I recover?', 'Do I need a lawyer?'],
        advice: [
          'The Telephone Consumer Protection Act allows statutory damages per unwanted automated call or text, more if willful.',
          'Replying STOP generally revokes consent, and you should keep records of each message afterwards.',
          'Many TCPA lawyers take cases on contingency.',
        ],
      },
    ],
  },
];
