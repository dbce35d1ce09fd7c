import type { CategoryBank } from './types.ts';

/** Business, technology and intellectual property. */
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
          'My {biz} finished a job in {month}, and the customer still refuses to pay the {amount} invoice.',
          'A customer of my {biz} refuses to pay a {amount} invoice for work we finished.',
          'We sent a {amount} invoice for a finished job and the customer refuses to pay it.',
          'Last {month} my {biz} did a job for a customer who now refuses to pay the {amount} invoice.',
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
      {
        tags: ['sale of business', 'promissory note', 'seller financing'],
        gists: [
          'Buyer of my {biz} stopped paying the promissory note',
          'Sold my {biz} on payments and the buyer quit paying',
        ],
        titles: [
          'Buyer of my {biz} stopped paying the promissory note - can I take the business back?',
          'How long do I have to sue on the promissory note after selling my business?',
          'Do I need a lawyer to collect the unpaid balance from the buyer of my business?',
        ],
        openings: [
          'I sold my {biz} to {person2} for {amount}, most of it on a promissory note, and the buyer stopped paying in {month}.',
          'Since selling my {biz}, a small business I ran for {years} years, I have not received a payment from the buyer in {count} months, and the unpaid balance on the promissory note is {amount}.',
          'The buyer of my {biz} stopped paying me, and I want to know whether I can take the business back or have to sue on the promissory note to collect.',
        ],
        details: [
          'The sale contract says the equipment secures the note, but I never filed anything with the state.',
          'He still runs the {biz} under the old name, and it looks busy.',
          'He now says the business was worth less than I told him, so he will not pay the rest.',
        ],
        asks: ['Can I get the business back or only the money?', 'What should I do first?'],
        advice: [
          'Suits on a written promissory note usually have a limitations period of several years, often six, counted from each missed payment or from acceleration.',
          'Check the note for an acceleration clause, which lets you declare the whole balance due after a default, usually after written notice.',
          'You can take back the business assets only if the sale documents gave you a security interest in them; without one, you must sue and win a judgment first.',
          'If you did take a security interest, whether a UCC-1 financing statement was filed with the secretary of state decides whether you come ahead of his other creditors.',
          'His complaint about the value matters only if you misstated the numbers, so gather the financial statements and tax returns you gave him before the sale.',
          'If he signed a personal guarantee, you can pursue him personally and not only the company he bought through.',
        ],
        views: [
          [
            'Send a formal default notice and offer a short catch-up plan; a buyer who is still operating usually prefers paying to defending a suit.',
            'I would accelerate the note and file promptly, because every month you wait the assets that could satisfy a judgment lose value.',
          ],
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
      {
        tags: ['data breach', 'identity theft', 'class action'],
        gists: [
          'Data breach at {business} exposed my Social Security number',
          'Stolen data used to open accounts in my name',
        ],
        titles: [
          'Got a data breach letter from {business} - can I sue them?',
          'What happens if someone opens accounts with my stolen data after a breach?',
          'Should I join the data breach class action or sue on my own?',
        ],
        openings: [
          'I got a letter from {business} saying a data breach in {month} exposed my name, Social Security number and bank details.',
          'After the data breach at {business}, someone used my stolen data to open {count} credit card accounts in my name.',
          'A data breach notice from {business} says my records were stolen, and now I got an email asking me to join a class action against them.',
        ],
        details: [
          'The letter offers one year of free credit monitoring.',
          'I froze my credit with all three bureaus last week.',
          'I have spent hours on the phone with the banks and missed work to deal with it.',
        ],
        asks: ['Is it worth suing over a data breach?', 'What should I do to protect myself?'],
        advice: [
          'Freeze your credit with Equifax, Experian and TransUnion; it is free and stops most new accounts from being opened.',
          'Report the fraudulent accounts at IdentityTheft.gov, which gives you an identity theft report you can use to have them blocked from your credit reports.',
          'To win damages on your own you usually must show actual harm from this breach, such as fraudulent charges or money spent fixing it; fear of future misuse alone is often not enough.',
          'Most breach cases are resolved as class actions, and staying in the class costs nothing but gives up the right to sue separately.',
          'Keep a log of the hours you spend and any out-of-pocket costs, since breach settlements often reimburse documented losses.',
          'Some states, California among them, give consumers a statutory right to sue a company whose unreasonable security led to the breach.',
        ],
        views: [
          [
            'Stay in the class: individual breach suits are expensive, and a settlement will likely cover your documented losses.',
            'If fraud has already hit your accounts, opting out to bring your own claim can pay off, because class payments per person are often small.',
          ],
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
      {
        tags: ['invention assignment', 'side project', 'employee IP'],
        slots: { project: ['budgeting app', 'recipe website', 'mobile game', 'browser extension', 'scheduling tool'] },
        titles: [
          'Does my employer own the {project} I built on my own time?',
          'Can {employerCo} claim my side project because of the agreement I signed?',
          'What happens if I quit and launch my side project anyway?',
        ],
        openings: [
          'I built a {project} on my own time and my own laptop, and now my employer, {employerCo}, says it owns it under the agreement I signed when I was hired.',
          'When I told my manager about my side project, a {project}, {employerCo} pointed to the invention assignment agreement I signed and said it belongs to them.',
          'I plan to quit my job and launch the side project I built on weekends, a {project}, but I signed an invention assignment agreement with {employerCo}.',
        ],
        details: [
          'I never used company time or company equipment for it.',
          'The {project} has nothing to do with what the company sells.',
          'I did answer a few work emails on the same laptop.',
          'The agreement says they own anything I create that is related to the business.',
        ],
        asks: ['Do they really own it?', 'Should I get a lawyer before launching it?'],
        advice: [
          "Read the exact wording: most invention assignment clauses cover work related to the employer's business or made with its equipment, time or confidential information, not everything you make.",
          'Several states, California among them, make these agreements unenforceable for inventions developed entirely on your own time without company resources that do not relate to the business.',
          'Using a company laptop even briefly gives the employer an argument, so document which devices, accounts and hours you used to build it.',
          'Do not copy any code, customer lists or internal documents from work into the project; that turns an ownership question into a trade secret claim.',
          'A written release from the employer before you launch is the cleanest solution and is often easy to get for an unrelated project.',
          'Software an employee writes within the scope of the job belongs to the employer automatically as a work made for hire, so whether the project was part of your job matters.',
        ],
      },
    ],
    law: [
      'Intellectual property covers trademarks, copyrights, patents and trade secrets, and each is protected differently.',
    ],
  },
];
