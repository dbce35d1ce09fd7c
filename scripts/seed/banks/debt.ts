import type { CategoryBank } from './types.ts';

/** Bankruptcy, debt and collections. */
export const DEBT_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 8,
    weight: 6,
    people: [
      'I talked to a bankruptcy lawyer, {person1}, but the fee was more than I have.',
      'We live in {town} and the house is on {road}.',
    ],
    slots: { keep: ['my car', 'my house', 'my truck', 'my 401k', 'my tax refund'] },
    stories: [
      {
        tags: ['chapter 7', 'means test', 'credit card debt'],
        gists: [
          '{amount} in credit card and medical debt',
          'Behind on every card after losing my job',
          'Thinking about chapter 7 with {amount} in debt',
        ],
        titles: [
          'Chapter 7 or chapter 13 with {amount} in credit card debt?',
          'Can I keep {keep} if I file chapter 7 in {place}?',
          'How long does a chapter 7 bankruptcy take from filing to discharge?',
          'How much does it cost to file chapter 7, and can I do it myself?',
          'Do I pass the means test on {salary} a year with {household} people in the house?',
        ],
        openings: [
          'I have about {amount} in credit card and medical debt and I cannot keep up with the minimum payments.',
          'I lost my job as {job} {duration} ago and the credit card bills, about {amount}, have piled up.',
          'Between the credit cards and a hospital stay I owe about {amount}, and a friend said to look at bankruptcy.',
          'I keep reading about chapter 7 and chapter 13 and cannot tell which one fits someone with {amount} in debt.',
        ],
        details: [
          'My household income is around {salary} a year with {household} people in the house.',
          'I am still making payments on {keep}.',
          'A creditor, {collector}, already has a judgment against me.',
          'I have a retirement account with a small balance.',
          'My car is paid off and worth about {smallAmount}.',
        ],
        asks: [
          'Which chapter makes sense for me?',
          'Will I lose {keep}?',
          'How badly will this hurt my credit?',
          'How long does chapter 7 take from filing to discharge?',
        ],
        advice: [
          'Chapter 7 wipes out most unsecured debt, such as the {amount} in cards and medical bills, in about four months, while chapter 13 is a three- to five-year payment plan.',
          'The means test compares your household income to the median for your state and household size; below it, chapter 7 is generally available.',
          'Whether you keep {keep} depends on the exemptions in your state and how much equity you have.',
          'Retirement accounts like a 401k are almost always fully protected in bankruptcy.',
          'Filing fees run about 340 dollars for chapter 7, and attorney fees vary widely by region.',
          'Your credit score will drop, but many people see new credit offers within a year of discharge.',
          'Do not run up new charges or repay family members just before filing; the trustee can undo those payments.',
        ],
        views: [
          [
            'On these numbers chapter 7 looks like the right fit, and most of my clients in your position keep everything.',
            'I would not rule out chapter 13 so fast; if you have equity in {keep} above the exemption, a plan may be the only way to keep it.',
          ],
        ],
      },
      {
        tags: ['automatic stay', 'garnishment', 'chapter 7'],
        gists: ['Wages garnished by {collector}', '{collector} takes {smallAmount} from every paycheck'],
        titles: [
          'Will filing bankruptcy stop a wage garnishment right away?',
          'My wages are garnished by {collector} - can bankruptcy get the money back?',
          'How fast does the automatic stay stop a garnishment in {place}?',
        ],
        openings: [
          'My wages are being garnished by {collector} for an old credit card and I can barely pay rent.',
          '{collector} got a judgment against me and now takes {smallAmount} from every paycheck.',
          'My employer got a garnishment order from {collector} in {month}, and it takes a quarter of my paycheck.',
          'I am thinking of filing bankruptcy to stop a wage garnishment by {collector} that started in {month}.',
        ],
        details: [
          'The garnishment started last {month}.',
          'I make about {salary} a year.',
          'I have no other assets to speak of.',
        ],
        asks: ['Will bankruptcy stop it?', 'Can I get back what they already took?'],
        advice: [
          'Filing triggers the automatic stay, which stops wage garnishment immediately; your lawyer should send the notice to your employer and {collector} the same day.',
          'Wages garnished within 90 days before filing can sometimes be recovered as a preference if the total is over a small threshold.',
          'After the discharge, the judgment debt is wiped out, so the garnishment cannot restart.',
          'Bring your last six months of pay stubs to the first meeting with a lawyer.',
        ],
      },
      {
        tags: ['chapter 13', 'foreclosure', 'mortgage arrears'],
        gists: ['Foreclosure sale in {month}, {amount} behind', '{amount} behind on the mortgage with {lender}'],
        titles: [
          'Can chapter 13 stop the foreclosure sale of my house?',
          'Behind {amount} on my mortgage - will chapter 13 let me keep the house?',
          'What happens if I miss a chapter 13 plan payment?',
          'Foreclosure sale is next week - is it too late to file bankruptcy?',
        ],
        openings: [
          'I am {amount} behind on my mortgage with {lender} and the foreclosure sale is set for {month}.',
          'Our house in {town} is scheduled for a foreclosure sale and we are about {amount} behind.',
          '{lender} set a foreclosure sale date for our house in {month}, and I want to know if chapter 13 can stop it.',
          'We fell behind on the mortgage when I was out of work, and now the foreclosure sale of our house in {town} is scheduled.',
        ],
        details: [
          'The sale is only days away now.',
          'I have a new job now and can afford the regular payment.',
          'The house is worth about {bigAmount}.',
          'We tried a loan modification twice.',
        ],
        asks: ['Can I keep the house?', 'How much would the plan payment be?'],
        advice: [
          'A chapter 13 filed before the sale stops it, and the plan lets you pay the {amount} in arrears over up to five years while making the regular payment.',
          'Filing even the day before the sale works, but a rushed case risks dismissal; get the documents together now.',
          'Missing plan payments can get the case dismissed, so build the plan around what you can truly afford.',
          'If you filed another case in the last year, the stay may be limited, so tell your lawyer about any earlier filing.',
        ],
      },
    ],
    law: [
      'Some debts survive bankruptcy, including most student loans, recent taxes, child support and debts from fraud.',
      'Each state sets exemptions, and some let you choose the federal exemptions instead.',
    ],
    steps: [
      'Pull your credit reports and list every creditor with the amount owed.',
      'Gather six months of pay stubs and two years of tax returns.',
      'Take the required credit counseling course before filing.',
    ],
  },
  {
    categoryId: 67,
    weight: 3,
    people: ['A woman named {person1} from {collector} calls me every day.', 'The letter came from {firm}.'],
    stories: [
      {
        tags: ['debt collector', 'statute of limitations', 'old debt'],
        gists: ['{collector} calling about a {years}-year-old card', 'Collector threatens to sue over an old debt'],
        titles: [
          'Collector is chasing a {years}-year-old credit card debt - is it too old?',
          'Can {collector} sue me for a debt from {years} years ago?',
          'What happens if I make a payment on an old debt?',
          'How long can a debt collector come after me in {place}?',
        ],
        openings: [
          '{collector} keeps calling about a credit card I stopped paying {years} years ago, and now they say they will sue.',
          'I got a letter from {collector} about a {amount} debt from {years} years ago that I do not even recognize.',
          'A debt collector, {collector}, is chasing me for a credit card debt that is {years} years old.',
          'I have not paid on an old credit card in {years} years, and {collector} just threatened to sue me over it.',
        ],
        details: [
          'They call me at work several times a week.',
          'They want me to make a good faith payment of {smallAmount}.',
          'I moved to {city} since then.',
        ],
        asks: ['Can they still sue me?', 'Should I pay anything?'],
        advice: [
          'Every state has a statute of limitations on debt lawsuits, often three to six years from the last payment.',
          'In some states a small payment restarts the clock, so do not pay {collector} anything until you know the rules.',
          'Send a written dispute within 30 days of the first letter; the collector must stop until it verifies the debt.',
          'Under the Fair Debt Collection Practices Act, collectors must stop calling you at work once you tell them you cannot take calls there.',
          'Suing or threatening to sue on a time-barred debt can itself violate federal law.',
        ],
        views: [
          [
            'If the debt is past the limitations period, I would ignore the calls and only respond if they actually sue.',
            'I would not ignore them; send a written dispute and a cease-communication letter, because ignoring a real lawsuit leads to a default judgment.',
          ],
        ],
      },
      {
        tags: ['judgment', 'garnishment', 'lawsuit'],
        gists: ['Sued by {collector} over a credit card', 'Served with a debt lawsuit for {amount}'],
        titles: [
          'Served with a lawsuit by {collector} - what do I do?',
          'How long do I have to answer a debt collection lawsuit in {place}?',
          'Can they garnish my wages without going to court?',
          'Do I need a lawyer to answer a credit card lawsuit?',
        ],
        openings: [
          'I was served with a lawsuit from {collector} over a {amount} credit card debt.',
          'A process server gave me court papers from {collector}, and the answer is due in {days} days.',
        ],
        details: [
          'I think the amount includes a lot of fees.',
          'I cannot afford to pay it all at once.',
          'The original card was with {lender}.',
        ],
        asks: ['What should I do?', 'Can they garnish my wages?'],
        advice: [
          'File a written answer before the deadline; a default judgment lets {collector} garnish wages and freeze bank accounts.',
          'Debt buyers often cannot prove they own the debt or how the {amount} was calculated, so ask for the documents.',
          'Wages can be garnished only after a court judgment, except for taxes, student loans and child support.',
          'Many collectors settle for a lump sum well below the balance once a defendant files an answer.',
        ],
      },
      {
        tags: ['credit report', 'FCRA dispute', 'collection account'],
        gists: ['Collection on my credit report that is not mine', '{collector} reporting a debt I already paid'],
        titles: [
          'Collection account on my credit report is not mine - how long does a dispute take?',
          'Can a credit bureau refuse to remove a collection I already paid?',
          'Do I need a lawyer to sue {collector} for reporting a wrong debt?',
        ],
        openings: [
          'A collection account from {collector} for a debt that is not mine showed up on my credit report, and the credit bureau refuses to remove it after my dispute.',
          'I already paid {collector} in {month}, but the credit bureau refuses to remove the collection from my report.',
          '{collector} keeps reporting a wrong debt as a collection account on my credit report, and I am about to apply for a mortgage.',
        ],
        details: [
          'The account number does not match any card I ever had.',
          'The bureau wrote back that the debt was verified, with no explanation.',
          'My credit score dropped about {count}0 points.',
          'A lender turned me down for a car loan because of it.',
        ],
        asks: ['How do I get it taken off my report?', 'Can I sue them for the damage to my credit?'],
        advice: [
          'Under the Fair Credit Reporting Act, a credit bureau generally has 30 days to investigate a dispute and must delete anything it cannot verify.',
          'Dispute in writing with every bureau that shows the account and directly with {collector}, and attach copies of your proof, never the originals.',
          'A collection that was truly owed and later paid can stay on a report for up to seven years from the original delinquency, but it must show a zero balance; a debt that was never yours must come off.',
          'A bureau that only matches your name and birth date and calls the debt verified may not have done a reasonable investigation, which is a failure the law lets you sue over.',
          'A collector that keeps reporting a debt it knows you dispute, without marking it as disputed, can also violate the Fair Debt Collection Practices Act.',
          'Both laws let a consumer recover damages, such as the cost of a denied loan, plus attorney fees, so many consumer lawyers take these cases without an upfront fee.',
        ],
      },
    ],
  },
];
