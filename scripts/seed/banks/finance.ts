import type { CategoryBank } from './types.ts';

/** Tax, consumer, banking, insurance, investment and securities questions. */
export const FINANCE_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 52,
    weight: 1.5,
    people: ['My old tax preparer, {person1}, closed his office.', 'The IRS officer assigned is {person2}.'],
    stories: [
      {
        tags: ['IRS', 'back taxes', 'payment plan'],
        gists: [
          'Owe the IRS {amount}',
          '{years} years of unfiled self-employment taxes',
          'IRS letter says I owe {amount}',
        ],
        titles: [
          'I owe the IRS {amount} in back taxes - can I get a payment plan?',
          'How long can the IRS collect back taxes?',
          'What happens if I cannot pay my tax bill this year?',
          'Is an offer in compromise worth trying for {amount} in back taxes?',
          'Do I need a tax lawyer or a CPA for back taxes?',
        ],
        openings: [
          'I owe the IRS about {amount} from {years} years of unfiled self-employment taxes.',
          'I got a notice from the IRS saying I owe {amount} for a year I thought my tax preparer filed.',
        ],
        details: [
          'I work as {job} on contract and nobody withheld taxes.',
          'The latest letter says they may levy my bank account.',
          'I have not filed the last two years.',
        ],
        asks: [
          'Can I set up a payment plan?',
          'Will they take my bank account?',
          'Is an offer in compromise worth trying?',
        ],
        advice: [
          'File every missing return first; the IRS will not agree to a payment plan or an offer until you are current.',
          'For balances under about 50,000 dollars, an online installment agreement is usually granted without financial statements.',
          'An offer in compromise is accepted only when the IRS believes it cannot collect more, based on your income and assets.',
          'The IRS generally has ten years from assessment to collect.',
          'A final notice of intent to levy gives you 30 days to request a collection due process hearing, which stops the levy.',
          'Penalties for not filing are larger than penalties for not paying, so file even if you cannot pay.',
        ],
      },
      {
        tags: ['audit', 'IRS'],
        gists: ['IRS audit of my home office deductions', 'Audit letter for my small business'],
        titles: [
          'IRS is auditing my home business deductions - what should I do?',
          'Got an audit letter from the IRS - do I need representation?',
        ],
        openings: [
          'The IRS sent me an audit letter about the home office and car deductions on my {year} return.',
          'I am being audited for my small business and they want receipts for {amount} in expenses.',
        ],
        details: ['I kept most receipts but not all.', 'My tax preparer retired.'],
        asks: ['Should I go to the meeting myself?', 'What if I do not have every receipt?'],
        advice: [
          'A CPA, enrolled agent or tax attorney can represent you at an audit so you do not have to attend.',
          'Reconstructed records, bank statements and calendars can support deductions when receipts are missing.',
          'Answer only what is asked and provide documents for the items listed in the letter.',
          'If you disagree with the result, you can appeal within the IRS or go to Tax Court.',
        ],
        slots: { year: ['2019', '2020', '2021', '2022', '2023'] },
      },
    ],
  },
  {
    categoryId: 70,
    weight: 1.5,
    people: ['The salesperson I dealt with was {person1}.', 'The dealership is on {road} in {town}.'],
    stories: [
      {
        tags: ['lemon law', 'car dealer', 'warranty'],
        gists: ['New car back at {dealer} {count} times', 'Used car from {dealer} died in {days} days'],
        titles: [
          'New car from {dealer} has been in the shop {count} times - is it a lemon?',
          'How many repair attempts before lemon law applies in {place}?',
          'Can I return a used car that broke down a week after I bought it?',
          'Do I need a lawyer for a lemon law claim?',
        ],
        openings: [
          'I bought a new car from {dealer} in {month} and it has been back for the same transmission problem {count} times.',
          'The used car I bought from {dealer} broke down {days} days after I drove it home.',
        ],
        details: [
          'The dealer says they cannot find anything wrong.',
          'I paid {amount} and still owe most of it.',
          'The sales contract says as is.',
        ],
        asks: ['Is this a lemon?', 'Can I get my money back?'],
        advice: [
          'State lemon laws usually cover new cars with a defect the dealer cannot fix after a set number of attempts, often three or four, or a long time out of service.',
          'Keep every repair order from {dealer}; they are the proof of each attempt.',
          'Used cars sold as is usually have no lemon law protection, though fraud and some state warranties can still apply.',
          'Lemon law statutes often make the manufacturer pay your attorney fees, so many lawyers take these cases at no cost to you.',
          'Send written notice to the manufacturer, not only to the dealer, if your state requires it.',
        ],
      },
      {
        tags: ['scam', 'refund', 'chargeback'],
        gists: ['Paid {smallAmount} for a service that never happened', 'Online order never arrived and no refund'],
        titles: [
          'Paid {smallAmount} for a service that never happened - how do I get a refund?',
          'Online seller will not refund me - what are my options?',
          'Can I dispute a charge after {days} days?',
        ],
        openings: [
          'I paid {business} {smallAmount} for a service they never delivered, and now they do not answer.',
          'I ordered furniture online from {business} in {month} and it never arrived.',
        ],
        details: [
          'It has been {days} days since the charge.',
          'I paid by credit card.',
          'Their website is still up.',
          'I have the order confirmation.',
          'The seller will not refund me or answer emails.',
        ],
        asks: ['How do I get my money back?', 'Is it worth suing?', 'Is it too late to dispute the charge?'],
        advice: [
          'A credit card chargeback is often the fastest way to recover the {smallAmount}; dispute it in writing within 60 days of the statement.',
          'File complaints with your state attorney general and the Better Business Bureau; they sometimes produce refunds.',
          'Small claims court is an option, but collecting from a business that disappears is hard.',
          'Keep every email and screenshot of the website and the order.',
        ],
      },
    ],
    law: [
      'State consumer protection laws forbid unfair and deceptive business practices and often allow attorney fees.',
    ],
  },
  {
    categoryId: 75,
    weight: 0.3,
    stories: [
      {
        tags: ['bank fraud', 'unauthorized transfer'],
        titles: [
          'Bank will not refund an unauthorized transfer of {amount}',
          'How long do I have to report fraud on my bank account?',
          'Someone drained my checking account - is the bank responsible?',
        ],
        openings: [
          'Someone transferred {amount} out of my checking account at {lender} and the bank says it was authorized.',
          'I found {count} charges I did not make on my debit card last {month}.',
        ],
        details: ['I reported it the same day I saw it.', 'The bank closed my claim in a week.'],
        asks: ['Is the bank responsible?', 'What can I do?'],
        advice: [
          'Under federal law, your liability for unauthorized electronic transfers is limited if you report them promptly, often to 50 dollars within two business days.',
          'Ask {lender} in writing for the documents it relied on to deny your claim; you are entitled to them.',
          'File a complaint with the Consumer Financial Protection Bureau if the bank will not reconsider.',
          'Report the fraud to the police and keep the report number for the bank.',
        ],
      },
    ],
  },
  {
    categoryId: 19,
    weight: 1.5,
    people: ['The adjuster, {person1}, has not returned my calls.', 'We live on {road} in {town}.'],
    stories: [
      {
        tags: ['insurance claim denied', 'homeowners insurance', 'water damage'],
        gists: ['{insurer} denied our burst pipe claim', 'Water damage claim denied as a gradual leak'],
        titles: [
          'Homeowners insurance denied my water damage claim - what now?',
          '{insurer} says the leak was gradual and will not pay - can I fight it?',
          'How long does an insurance company have to pay a claim in {place}?',
          'Do I need a public adjuster or a lawyer for a denied claim?',
        ],
        openings: [
          'A pipe burst under our kitchen in {month} and {insurer} denied the claim, saying the leak was gradual.',
          'Our homeowners insurer, {insurer}, denied {amount} in water damage repairs after a storm.',
        ],
        details: [
          'The adjuster was in the house for ten minutes.',
          'We have paid premiums for {years} years.',
          'A plumber wrote that the pipe failed suddenly.',
        ],
        asks: [
          'Can we appeal the denial?',
          'Is this bad faith?',
          'How long does the insurance company have to pay the claim?',
        ],
        advice: [
          'Ask {insurer} for the denial in writing with the policy language it relies on, and a complete copy of your policy.',
          "The plumber's written opinion that the pipe failed suddenly directly answers a gradual-leak denial.",
          'Most policies have an appraisal clause for disputes about the amount, and a deadline to sue, sometimes one year from the loss.',
          'Unreasonably denying a valid claim can be bad faith, which in some states allows damages beyond the policy.',
          'A complaint to your state insurance department costs nothing and often gets a second look.',
        ],
      },
      {
        tags: ['life insurance', 'beneficiary', 'denied claim'],
        gists: ['Life insurance denied for something left off the application'],
        titles: [
          'Life insurance company denied the claim for misrepresentation',
          'Can an insurer refuse to pay life insurance after two years?',
        ],
        openings: [
          'My husband died in {month} and {insurer} refuses to pay his life insurance, saying he left something off the application.',
          "The insurer denied my mother's life insurance claim because of an old diagnosis.",
        ],
        details: ['The policy was bought {years} years ago.', 'The policy is for {bigAmount}.'],
        asks: ['Can they do this?', 'How do we fight it?'],
        advice: [
          'After a policy has been in force two years, the contestability period usually ends and the insurer can deny only for fraud or non-payment.',
          'Within two years, the insurer must show the misstatement was material to its decision to issue the policy.',
          'Ask for the underwriting file and the application in writing.',
          'A lawyer can often resolve these without suit; some work on contingency.',
        ],
      },
    ],
  },
  {
    categoryId: 77,
    weight: 0.2,
    stories: [
      {
        tags: ['investment fraud', 'financial advisor', 'FINRA arbitration'],
        titles: [
          'Financial advisor put my retirement in risky investments - can I recover?',
          'How do I file a FINRA arbitration against my broker?',
        ],
        openings: [
          'My financial advisor moved my retirement savings into risky investments and I lost about {amount}.',
          'I am {age} and my broker put most of my money in one speculative stock.',
        ],
        details: ['I told him I needed safe investments.', 'He works for a firm in {city}.'],
        asks: ['Can I get the money back?', 'How long do I have?'],
        advice: [
          'Brokers must recommend investments that suit your age, goals and risk tolerance, and claims usually go to FINRA arbitration.',
          'FINRA claims generally must be filed within six years of the events.',
          "Check the advisor's record on FINRA BrokerCheck for prior complaints.",
          'Many securities lawyers take these cases on contingency.',
        ],
      },
    ],
  },
  {
    categoryId: 81,
    weight: 0.15,
    stories: [
      {
        tags: ['securities', 'startup shares', 'private placement'],
        titles: [
          'Startup I invested in will not give me my shares',
          'Can a founder dilute my shares without telling me?',
        ],
        openings: [
          "I invested {amount} in a friend's startup, {business}, and never received any share certificates.",
          'The founders issued new shares and my stake fell from {count} percent to almost nothing.',
        ],
        details: ['We only have emails, no signed agreement.', 'The company raised money in {month}.'],
        asks: ['What are my rights?', 'Can I get my money back?'],
        advice: [
          'Sales of shares must be registered or fit an exemption, and investors may have a right to rescind if the rules were not followed.',
          'Ask the company in writing for its cap table and the documents for your investment.',
          'Founders owe duties to minority shareholders, and dilution done unfairly can be challenged.',
          'Emails can prove an agreement even without a signed contract.',
        ],
      },
    ],
    law: [
      'Securities laws require that sales of shares be registered or exempt, and they protect investors against misleading statements.',
    ],
  },
];
