import type { ArticleSubject } from './types.ts';

export const FAMILY_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'child custody decisions',
    title: 'Child Custody Decisions',
    topics: [
      'best interests of the child',
      'legal and physical custody',
      'parenting plans',
      'relocation',
      'custody evaluations',
    ],
    facts: [
      "Courts decide custody by the best interests of the child, looking at stability, caregiving history and each parent's support for the other relationship.",
      'Legal custody covers decisions about school, health and religion, while physical custody covers where the child lives.',
      'Many courts require parents to try mediation before a contested custody hearing.',
    ],
    checklist: [
      'Keep a calendar of parenting time',
      'Communicate in writing and stay civil',
      'Collect school and medical records',
      'Propose a detailed parenting plan',
    ],
    resource: ['https://www.childwelfare.gov/', 'Child Welfare Information Gateway'],
  },
  {
    name: 'uncontested divorce',
    title: 'Uncontested Divorce',
    topics: ['settlement agreements', 'waiting periods', 'financial disclosures', 'filing fees', 'final decree'],
    facts: [
      'An uncontested divorce is one where the spouses agree on every issue, which usually makes it faster and much cheaper.',
      'Most states still require financial disclosures and a waiting period before the judgment is entered.',
      'A written settlement agreement becomes part of the decree and is enforceable like any court order.',
    ],
    checklist: [
      'List all assets and debts with balances',
      'Agree on custody, support and property in writing',
      "Check the local court's self-help forms",
      'Keep certified copies of the final decree',
    ],
    resource: ['https://www.uscourts.gov/', 'United States Courts'],
  },
  {
    name: 'child support calculations',
    title: 'Child Support Calculations',
    topics: ['income shares model', 'imputed income', 'modifications', 'arrears', 'health insurance costs'],
    facts: [
      "Child support is usually set by a state guideline that weighs both parents' incomes and the parenting schedule.",
      'A court can impute income to a parent who is voluntarily unemployed or underemployed.',
      'Support can be modified after a substantial change in circumstances, but usually only from the date a request is filed.',
    ],
    checklist: [
      'Gather recent pay stubs and tax returns',
      'Document child care and insurance costs',
      'File promptly if your income changes',
      'Pay through the state disbursement unit to keep records',
    ],
    resource: ['https://www.acf.hhs.gov/css', 'Office of Child Support Services'],
  },
  {
    name: 'dividing property in divorce',
    title: 'Dividing Property in Divorce',
    topics: [
      'marital and separate property',
      'equitable distribution',
      'community property',
      'retirement accounts',
      'the family home',
    ],
    facts: [
      'Property acquired during the marriage is generally marital, while gifts, inheritances and premarital assets may remain separate.',
      'Most states divide marital property equitably, which means fairly but not always equally; a few use community property rules.',
      'Retirement accounts are often divided with a special court order so that no early withdrawal penalty applies.',
    ],
    checklist: [
      'Collect statements for every account',
      'Trace separate property back to its source',
      'Get an appraisal of the home',
      'Consider tax consequences before trading assets',
    ],
    resource: ['https://www.irs.gov/', 'Internal Revenue Service'],
  },
];

export const CRIMINAL_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'a first DUI arrest',
    title: 'Your First DUI Arrest',
    topics: [
      'implied consent',
      'license suspension hearings',
      'breath and blood tests',
      'plea options',
      'ignition interlock devices',
    ],
    facts: [
      'A DUI arrest starts two separate cases: a criminal case in court and an administrative case about your license.',
      'The deadline to request a license hearing is often very short, sometimes ten days from the arrest.',
      'First offenses are commonly resolved with fines, classes, probation and a restricted license.',
    ],
    checklist: [
      'Request the license hearing before the deadline',
      'Write down the timeline of the evening',
      'Arrange transportation for work',
      'Do not discuss the case on social media',
    ],
    resource: ['https://www.nhtsa.gov/risky-driving/drunk-driving', 'NHTSA: drunk driving'],
  },
  {
    name: 'clearing a criminal record',
    title: 'Clearing a Criminal Record',
    topics: ['expungement', 'record sealing', 'eligibility waiting periods', 'background checks', 'pardons'],
    facts: [
      'Expungement and sealing laws let many people remove or hide old arrests and convictions from public view.',
      'Eligibility depends on the offense, how the case ended and how long ago the sentence was completed.',
      'Dismissed cases and arrests without charges are often the easiest records to clear.',
    ],
    checklist: [
      'Get a copy of your full criminal history',
      'Confirm every fine and condition is complete',
      'Check the waiting period for each case',
      'File in the county where each case was heard',
    ],
    resource: ['https://www.usa.gov/criminal-records', 'USA.gov: criminal records'],
  },
  {
    name: 'your rights during a police stop',
    title: 'Your Rights During a Police Stop',
    topics: [
      'right to remain silent',
      'consent to search',
      'Miranda warnings',
      'recording the police',
      'probable cause',
    ],
    facts: [
      'You have the right to remain silent, and you may say so out loud.',
      'You can decline consent to a search; officers may still search if they have probable cause or a warrant.',
      'Miranda warnings are required before custodial questioning, not at every stop.',
    ],
    checklist: [
      'Keep your hands visible and stay calm',
      'Provide license and registration when asked',
      'Say clearly that you do not consent to searches',
      'Write down badge numbers afterwards',
    ],
    resource: ['https://www.aclu.org/', 'American Civil Liberties Union'],
  },
];
