import type { CategoryBank } from './types.ts';

/** Insurance, investment and securities questions. */
export const INSURANCE_AND_INVESTMENT_BANKS: readonly CategoryBank[] = [
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
      {
        tags: ['total loss', 'auto insurance', 'car value'],
        gists: ['{insurer} totaled my car and lowballed me', 'Total loss offer far below what my car sells for'],
        titles: [
          '{insurer} totaled my car and offered {amount} - how do I negotiate a fair value?',
          'Can I dispute the total loss value the insurance company gave my car?',
          'What happens to my car loan if the insurance payout is less than I owe?',
          'Do I need a lawyer to fight a low total loss offer?',
        ],
        openings: [
          '{insurer} declared my car a total loss after a crash in {month} and offered {amount}, which is not a fair value next to what similar cars sell for.',
          'My insurance company declared my car a total loss and says its value was {amount}, but dealers near {town} ask much more for the same model.',
          'The insurance payout from {insurer} for my car, a total loss, will be less than I still owe on my car loan.',
        ],
        details: [
          'Their valuation report compares my car to ones with higher mileage and a lower trim.',
          'I put new tires and a rebuilt transmission in it last year and have the receipts.',
          'They say the offer is final and I have to sign a release to be paid.',
          'The car is sitting in a tow yard that charges storage every day.',
          'The payout they offered would not even pay off my car loan.',
        ],
        asks: ['How do I get them to raise the offer?', 'Should I accept the check?'],
        advice: [
          'Ask {insurer} for the full valuation report and check each comparable vehicle for mileage, trim and condition; errors there are the usual reason offers come in low.',
          'Gather your own comparables, listings for the same year, model and mileage in your area, along with receipts for recent major repairs.',
          'Many auto policies have an appraisal clause that lets each side hire an appraiser, with an umpire to settle the difference, when you cannot agree on the value.',
          'If the loan balance is higher than the payout, gap coverage pays the difference if you bought it; without it you remain responsible for the rest.',
          'Ask the insurer to move the car to free storage or to cover storage charges while you dispute the value, so fees do not pile up.',
          'In many states the settlement must also cover sales tax and title fees for a replacement car, so check whether the offer includes them.',
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
      {
        tags: ['annuity', 'surrender charges', 'elder investment'],
        titles: [
          'Agent sold my {elderAge}-year-old mother an annuity she cannot touch for ten years - can we undo it?',
          'How much are the surrender charges to cash out an annuity early?',
          'Is it legal to sell an annuity with long surrender charges to an elderly widow?',
          "Do I need a lawyer to get my mother's money out of an annuity?",
        ],
        openings: [
          'An insurance agent sold my {elderAge}-year-old mother an annuity last {month}, and she cannot touch the {amount} she put in without surrender charges for ten years.',
          'My mother, a widow of {elderAge}, cashed out her CDs and let an agent put {amount} into an annuity with long surrender charges.',
          'The agent who sold my elderly mother an annuity says taking her money out early will cost about {count} percent in surrender charges.',
        ],
        details: [
          'She has early memory problems and did not understand the papers she signed.',
          'The agent earned a large commission and also sold her a second policy.',
          'Her only other income is Social Security.',
          'She used that savings account to pay her bills.',
        ],
        asks: ['Can we get the money back without the surrender charges?', 'Who do we complain to?'],
        advice: [
          'Most states give a free look period, often 10 to 30 days and sometimes longer for older buyers, in which an annuity can be cancelled for a full refund.',
          "Many states now require agents to have a reasonable basis to believe an annuity is in the buyer's best interest, given her age, income and need for ready cash.",
          'A complaint to the state insurance department can lead it to review the sale, and insurers sometimes waive surrender charges to settle one.',
          'If it is a variable annuity, it is also a security, so a complaint to FINRA and an arbitration claim against the selling firm are possible.',
          "If your mother lacked capacity when she signed, a doctor's evaluation from around that time matters, and the contract may be voidable.",
          'Most annuities allow a penalty-free withdrawal of about 10 percent a year, which can cover her bills while the dispute goes on.',
        ],
      },
      {
        tags: ['investment scam', 'promissory note', 'guaranteed returns'],
        gists: [
          'Investment promising guaranteed returns stopped paying',
          'Local investor took {amount} and the payments stopped',
        ],
        titles: [
          'Invested {amount} with a man promising guaranteed monthly returns and the payments stopped - what can I do?',
          'Can I sue someone who took my money for a real estate investment that never happened?',
          'How do I report an investment scam to the state securities regulator?',
        ],
        openings: [
          'I invested {amount} with a man from my church who promised guaranteed monthly returns from real estate flips, and the payments stopped in {month}.',
          'A friend of {relation} took {amount} of my money for a real estate investment with guaranteed returns, signed a promissory note, and the payments stopped months ago.',
          'The monthly returns on my real estate investment stopped, other investors say it was a scam, and I want to report it to the state securities regulator.',
        ],
        details: [
          'He said the money was secured by the houses, but nothing was ever recorded.',
          'I know of at least {count} other people who invested with him.',
          'He now says the market turned and we have to be patient.',
          'I got a few payments at first, which made me trust him.',
          'I think it is an investment scam and want to report it, but I do not know to whom.',
        ],
        asks: ['Can I get my money back?', 'Should I go to the police?'],
        advice: [
          "Money put into someone else's venture for promised returns, including promissory notes sold to several people, is usually a security, so the state securities regulator and the SEC can act.",
          "Guaranteed high monthly returns paid out of new investors' money is the mark of a Ponzi scheme; report it quickly, since regulators can freeze assets before they are gone.",
          'If you were paid back more than you put in, a receiver appointed later may try to claw back the extra, so keep records of every payment in both directions.',
          'Check the county land records to see whether any house was bought in his name or whether a mortgage was ever recorded in your favor.',
          'A lawsuit for fraud or on the promissory note can win a judgment, but collecting depends on what is left, and suing together with other investors shares the cost.',
          'Selling unregistered securities often gives investors a statutory right to rescind and recover what they paid, plus interest.',
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
      {
        tags: ['class action', 'securities settlement', 'shareholder claim'],
        gists: ['Got a securities class action notice for stock I sold'],
        slots: { year: ['2021', '2022', '2020', '2023', '2019'] },
        titles: [
          'Got a class action settlement notice about {business} stock I owned - should I file a claim?',
          'What happens if I opt out of a securities class action settlement?',
          'How much will I get from a shareholder class action settlement?',
        ],
        openings: [
          'I got a class action settlement notice in the mail about shares of {business} stock I owned in {year}.',
          'A letter says I am part of a securities class action settlement because I bought {business} shares before the price dropped, and I can file a claim or opt out.',
          'My broker forwarded a shareholder class action settlement notice for {business} stock, and the claim deadline is in {days} days.',
        ],
        details: [
          'I sold the shares at a loss of about {amount}.',
          'The notice says the lawyers will ask for about a quarter of the fund in fees.',
          'I still have my old brokerage statements showing the purchase dates.',
          'The claim form asks for my trade records and my Social Security number.',
        ],
        asks: ['Is it worth filing a claim?', 'Should I opt out and sue on my own?'],
        advice: [
          'Filing a claim costs nothing; if you do nothing, you are still bound by the settlement but receive no money from it.',
          'Opting out keeps your right to sue on your own, which usually makes sense only for very large losses, since individual securities suits are expensive.',
          'Your payment depends on when you bought and sold, how many claims are filed and the size of the fund, so most people recover a small share of their loss.',
          'Send brokerage statements showing each purchase and sale in the class period; claims without proof of the trades are routinely rejected.',
          'Scammers sometimes imitate settlement notices, so reach the claims administrator through the court case or the official settlement website, and never pay a fee to file.',
          'You can object to the settlement or to the attorney fees at the fairness hearing, but only if you stay in the class.',
        ],
      },
      {
        tags: ['restricted stock', 'Rule 144', 'transfer agent'],
        titles: [
          'Transfer agent will not let me sell my restricted shares - how long do I have to wait?',
          'Can I sell stock I got when {business} bought my company?',
          'How do I get the restrictive legend removed from my shares?',
        ],
        openings: [
          'When {business} bought the company I worked for, I got {amount} in its stock, and now the transfer agent will not let me sell the restricted shares.',
          'My broker says the restricted shares I got when {business} bought my company carry a restrictive legend, and I cannot sell them until it is removed.',
          'I received restricted stock when my company was bought, and I want to sell it for a down payment, but nobody will say how long I have to wait.',
        ],
        details: [
          'The buyer is publicly traded on a major exchange.',
          'The share certificate carries a restrictive legend the transfer agent will not remove.',
          'I have held the shares for about {count} months.',
          'I am not an officer or director, just a regular employee.',
          "The transfer agent says it needs a legal opinion from the company's lawyers.",
        ],
        asks: ['When can I sell?', 'Who pays for the legal opinion?'],
        advice: [
          'Restricted shares of a company that files reports with the SEC can generally be resold under Rule 144 after six months, or after one year if the company does not file reports.',
          "Removing the legend usually takes an opinion letter from the company's counsel to the transfer agent, which companies often provide to former employees at no charge.",
          'As someone who is not an officer, director or large holder, you are likely a non-affiliate, so the volume and manner-of-sale limits do not apply once the holding period has passed.',
          'Read the merger agreement and any lock-up or stockholder agreement you signed; a contractual lock-up can block a sale even after Rule 144 allows it.',
          'Ask your broker which documents it needs for a Rule 144 sale, since brokers run their own review, which can take a few weeks.',
          'Shares issued in a merger registered with the SEC may not be restricted at all, so ask the company exactly how yours were issued.',
        ],
      },
    ],
    law: [
      'Securities laws require that sales of shares be registered or exempt, and they protect investors against misleading statements.',
    ],
  },
];
