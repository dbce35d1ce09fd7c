import type { CategoryBank } from './types.ts';

/** Tax, consumer, banking, insurance, investment and securities questions. */
export const FINANCE_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 52,
    weight: 1.5,
    tags: ['IRS', 'back taxes', 'tax lien', 'audit', 'offer in compromise'],
    titles: [
      'IRS says I owe {amount} in back taxes - what are my options?',
      'Received an IRS audit letter for my {years} return',
      'Can the IRS take my house for unpaid taxes?',
      'Do I have to pay taxes on a personal injury settlement?',
    ],
    situations: [
      'I received a letter from the IRS saying I owe {amount} including penalties.',
      'I have not filed taxes for {count} years because I was self-employed and overwhelmed.',
    ],
    details: [
      'My income is lower now than when the debt started.',
      'The IRS filed a tax lien against me last {month}.',
    ],
    asks: ['Do I qualify for an offer in compromise?', 'Should I set up an installment agreement?'],
    advice: [
      'The IRS offers installment agreements, and an offer in compromise is possible when you cannot realistically pay the full amount from income and assets.',
      'Filing every missing return is the first step; the IRS will not consider collection alternatives until you are in filing compliance.',
      'Penalties can sometimes be abated for reasonable cause or under first-time abatement, even if the tax itself is owed.',
    ],
  },
  {
    categoryId: 70,
    weight: 1.5,
    tags: ['lemon law', 'scam', 'refund', 'warranty', 'car dealer'],
    titles: [
      'Dealer sold me a car with a rolled back odometer',
      'Is my new car a lemon after {count} repair attempts?',
      'Online seller will not refund {smallAmount} for a broken item',
      'Gym will not let me cancel my membership',
    ],
    situations: [
      'I bought a used car from a dealer in {city} and the transmission failed {days} days later.',
      'I paid {smallAmount} for furniture that never arrived.',
    ],
    details: [
      'The contract says "as is" in small print.',
      'I disputed the charge with my credit card company but they sided with the merchant.',
    ],
    asks: ['Do I have a claim under the lemon law?', 'Can I sue in small claims?'],
    advice: [
      'State lemon laws usually cover new vehicles with a substantial defect that the manufacturer could not fix after a reasonable number of attempts.',
      'An as-is clause does not protect a seller who lied about the condition of a product, and odometer fraud is a federal violation.',
      'State consumer protection acts prohibit unfair and deceptive practices and often allow recovery of attorney fees.',
    ],
  },
  {
    categoryId: 75,
    weight: 0.3,
    tags: ['bank fraud', 'overdraft', 'account closed'],
    titles: [
      'Bank will not refund an unauthorized transfer of {amount}',
      'Bank closed my account and kept my money',
      'Scammer emptied my checking account - is the bank responsible?',
    ],
    situations: [
      'Someone withdrew {amount} from my account using my debit card number.',
      'My bank closed my account without explanation and mailed no check.',
    ],
    details: ['I reported it within {days} days.'],
    asks: ['Is the bank liable for the loss?'],
    advice: [
      'Federal electronic transfer rules limit your liability for unauthorized debit transactions if you report them promptly, with the limit rising the longer you wait.',
      'A bank may close an account, but it must return the remaining balance that is not subject to a legal hold.',
    ],
  },
  {
    categoryId: 19,
    weight: 1.5,
    tags: ['insurance claim denied', 'bad faith', 'homeowners insurance', 'life insurance'],
    slots: { policy: ['homeowners', 'auto', 'life insurance', 'renters', 'health insurance', 'disability'] },
    titles: [
      '{policy} claim denied after a water leak - can I fight it?',
      'Insurance company is delaying my claim for {duration}',
      'Life insurance refusing to pay because of a missed premium',
      'Is it bad faith if the insurer lowballs my claim?',
    ],
    situations: [
      'My {policy} insurer denied my claim for {amount} in damage.',
      'The adjuster has not returned my calls for {duration}.',
    ],
    details: [
      'The policy covers sudden and accidental water damage.',
      'I have paid my premiums for {years} years without a claim.',
    ],
    asks: ['How do I appeal the denial?', 'Do I have a bad faith claim?'],
    advice: [
      'Ask the insurer for a written denial that cites the specific policy language, then compare it with the full policy, including endorsements.',
      'Insurers owe a duty of good faith and fair dealing, and unreasonable delay or denial can support a bad faith claim with damages beyond the policy amount.',
      'State insurance departments accept consumer complaints and can prompt an insurer to take a second look.',
    ],
  },
  {
    categoryId: 77,
    weight: 0.2,
    tags: ['investment fraud', 'financial advisor', 'FINRA arbitration'],
    titles: ['Financial advisor put my retirement in risky investments', 'Can I recover money lost in a Ponzi scheme?'],
    situations: ['My broker moved {amount} of my retirement savings into products I did not understand.'],
    details: ['I am {age} and told him I needed safe income.'],
    asks: ['Can I file a claim against the advisor?'],
    advice: [
      'Claims against brokers are usually resolved in FINRA arbitration, and unsuitable recommendations or excessive trading can support recovery.',
      "Investment advisers are fiduciaries and must act in the client's best interest.",
    ],
  },
  {
    categoryId: 81,
    weight: 0.15,
    tags: ['securities', 'shares', 'private placement'],
    titles: [
      'Can a startup issue shares to friends without registering them?',
      'Company refuses to honor my stock options after I left',
    ],
    situations: ["I invested {amount} in a friend's startup and received a share certificate."],
    details: ['There was no written subscription agreement.'],
    asks: ['What rights do I have as a minority shareholder?'],
    advice: [
      'Every offer and sale of securities must be registered or fit an exemption, such as the private placement exemptions of Regulation D.',
      'Stock option terms, including post-termination exercise periods, are set by the plan documents and the grant agreement.',
    ],
  },
];
