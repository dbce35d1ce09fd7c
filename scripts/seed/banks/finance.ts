import type { CategoryBank } from './types.ts';

/** Tax, consumer and banking questions. */
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
      {
        tags: ['innocent spouse relief', 'joint return', 'IRS'],
        gists: ['IRS is billing me for income my ex never reported', 'Stuck with the tax bill from our joint return'],
        titles: [
          "Can I get innocent spouse relief for my ex's unreported income?",
          'How long do I have to ask for innocent spouse relief after an IRS bill?',
          'Am I liable for {amount} in taxes on a joint return my ex filed?',
          'Do I need a lawyer to request innocent spouse relief?',
        ],
        openings: [
          'The IRS says I owe {amount} on our {year} joint return because my ex-husband never reported his side income, and I want to know if innocent spouse relief applies.',
          'I am divorced now, and the IRS is billing me {amount} in taxes on a joint return my ex-wife prepared and filed without showing me the numbers.',
          'Since the divorce, every IRS bill for our old joint return comes to me, because my ex left income off it, and I wonder if innocent spouse relief could help.',
        ],
        details: [
          'Our divorce decree says my ex pays any taxes from the marriage.',
          'I signed the return electronically without ever seeing the 1099s.',
          'The IRS kept my refund this spring and applied it to the balance.',
          'My ex will not answer my calls about it.',
          'A friend told me about innocent spouse relief, but I do not know if I qualify or how to request it.',
        ],
        asks: ['Am I liable for taxes on income I never knew about?', 'How do I ask for innocent spouse relief?'],
        advice: [
          'Innocent spouse relief is requested on IRS Form 8857, and signing the joint return does not stop you from filing it.',
          'For the main form of relief, you must show that when you signed you did not know, and had no reason to know, about the unreported income.',
          'Because you are divorced, separation of liability relief may also apply, limiting you to the items that belong to you; it generally must be requested within two years after the IRS begins collection against you.',
          'Equitable relief covers cases that fit neither of the other forms and can usually be requested as long as the IRS can still collect the tax.',
          'A divorce decree that assigns the tax debt to your ex binds the two of you but not the IRS, which can collect a joint liability from either spouse.',
          'The IRS must tell your ex about the request and let them respond, so expect them to see it and to give their side.',
        ],
        views: [
          [
            'With a decree that puts the taxes on your ex, I would file Form 8857 yourself; the form walks you through the facts the IRS weighs.',
            'I would have a tax attorney or enrolled agent prepare the request; the account of what you knew when you signed is where these claims are won or lost.',
          ],
        ],
        slots: { year: ['2021', '2020', '2022', '2019', '2023'] },
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
      {
        tags: ['yo-yo financing', 'car dealer', 'auto loan'],
        gists: [
          '{dealer} says my financing fell through after I drove off',
          'Dealer wants the car back or a bigger down payment',
        ],
        titles: [
          'Dealer says my financing fell through {days} days after I took the car home - can they do that?',
          'What happens if I refuse to sign a new loan contract at a higher interest rate?',
          'Can {dealer} keep my trade-in if I return the car?',
          'Is yo-yo financing legal in {place}?',
        ],
        openings: [
          '{dealer} called {days} days after I took my car home and said the financing fell through, so I have to sign a new loan contract or bring the car back.',
          'I bought a used SUV from {dealer} in {month}, and now they say my financing fell through and want me to sign a new loan contract at a higher interest rate.',
          'My trade-in is already sold, and now the dealer, {dealer}, says my financing fell through and I have to return the car or pay more.',
        ],
        details: [
          'The contract I signed lists a fixed interest rate, and the new one is several points higher.',
          'They say they will report the car stolen if I do not bring it back by {weekday}.',
          'I put {smallAmount} down on top of the trade-in.',
          'The dealer wants the car back unless I come up with a bigger down payment.',
          'I signed a paper at the dealership saying the deal depended on bank approval.',
        ],
        asks: ['Do I have to give the car back?', 'Can they change the interest rate after I signed?'],
        advice: [
          'Whether the dealer can cancel depends on the contract: look for a clause making the sale conditional on finding a lender, and for how many days it allows.',
          'A dealer that cancels a conditional sale generally must give back your down payment and your trade-in, or pay its value if the trade-in has been sold.',
          'You do not have to sign a new contract at a higher rate; refusing usually means returning the car and getting back what you paid.',
          'Threatening to report the car stolen while you hold it under a signed contract can be an unfair or deceptive practice, so save those messages.',
          'Some states limit how long a dealer has to find financing after delivery, and their consumer laws often let you recover attorney fees.',
          'A complaint to the state attorney general or to the agency that licenses car dealers often gets a dealer to unwind the deal cleanly.',
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
      {
        tags: ['account closure', 'frozen account', 'bank hold'],
        titles: [
          '{lender} closed my checking account without warning - how long can they hold my money?',
          'Can a bank freeze my account and keep {amount} while it reviews it?',
          'What happens to my direct deposit if the bank closed my account?',
        ],
        openings: [
          '{lender} closed my checking account without warning last {month}, and the bank is still holding the {amount} that was in it.',
          'My bank put a freeze on my checking account without warning for a review after a large deposit, and now {amount} of my money is stuck there.',
          'I got a letter saying my bank closed my checking account without warning, and my paycheck direct deposit bounced back to my employer.',
        ],
        details: [
          'The letter gave no reason, and the branch staff say they cannot tell me anything.',
          'They said a check for the balance would be mailed, but it has been {days} days.',
          'My rent and car payment come out of that account.',
          'The bank says the account is under review and it will keep the funds until the review ends.',
        ],
        asks: ['How do I get my money back?', 'Can they close my account without giving a reason?'],
        advice: [
          'Deposit agreements usually let a bank close an account for any reason or none, but the balance that belongs to you must still be returned.',
          'Ask {lender} in writing when and how the remaining balance will be paid, and keep a copy of your letter.',
          'Banks often will not explain closures tied to fraud or money-laundering reviews, because federal rules limit what they may say about them.',
          "If your funds are held for weeks without explanation, a complaint to the Consumer Financial Protection Bureau or the bank's federal regulator usually gets a response.",
          'Give your employer new direct deposit details right away; a payment sent to a closed account is normally returned to the sender, which takes several business days.',
          'A closure may be reported to ChexSystems, and you have a right to a free copy of that report and to dispute errors in it.',
        ],
      },
      {
        tags: ['fake check', 'returned deposit', 'overdraft'],
        gists: ['Deposited a check that turned out to be fake', 'Bank wants me to repay a bounced check'],
        slots: { item: ['couch', 'used car', 'camera', 'dining table', 'bike', 'piano'] },
        titles: [
          'Deposited a check that turned out to be fake - do I have to repay the bank?',
          'Bank made the funds available, then the check bounced - who is responsible?',
          'Can the bank send my negative balance to collections over a fake check?',
        ],
        openings: [
          'I deposited a check for {amount} from an online buyer of my {item}, and {days} days later my bank said it turned out to be fake.',
          "My bank made the funds from a deposited cashier's check available, I sent part of it back to the buyer, and then the check bounced.",
          'After a fake check I deposited bounced, my account is negative by {amount} and the bank says it will send the balance to collections.',
        ],
        details: [
          'The bank made the funds available the next day, so I thought the check was good.',
          'The buyer overpaid and asked me to send back the difference.',
          'The teller told me the check had cleared before I sent anything.',
          'The bank also charged a returned deposit fee and overdraft fees, and my negative balance keeps growing.',
          'I reported the buyer to the police and the FTC.',
        ],
        asks: ['Do I really have to pay this back?', 'Can the bank close my account over this?'],
        advice: [
          'Funds being made available is not the same as the check being paid; a bank can usually charge back a deposited check that is returned unpaid, even days later.',
          'If a teller told you the check had cleared, write down the date and the name and put it in a written dispute, since that assurance can matter.',
          'You are generally responsible for the negative balance, but you can ask the bank to waive the fees and agree to a payment plan before it goes to collections.',
          'A buyer who overpays and asks for the difference back is a common scam pattern; report it to the FTC and the police and keep every message.',
          'An unpaid negative balance is often reported to account-screening agencies, which can make it hard to open a new account for up to five years.',
        ],
      },
    ],
  },
];
