import type { ArticleSubject } from './types.ts';

export const EMPLOYMENT_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'unpaid overtime',
    title: 'Unpaid Overtime',
    topics: ['exempt and non-exempt workers', 'the 40-hour rule', 'off-the-clock work', 'wage claims', 'retaliation'],
    facts: [
      'Non-exempt employees must receive one and a half times their regular rate for hours over forty in a workweek.',
      'A salary does not make a worker exempt by itself; the duties of the job decide.',
      'Workers can file a wage claim with the state labor agency or the federal Department of Labor.',
    ],
    checklist: [
      'Record your hours every day',
      'Keep pay stubs and schedules',
      'Compare your duties with exemption tests',
      'File a claim before the limitation period runs',
    ],
    resource: ['https://www.dol.gov/agencies/whd', 'Wage and Hour Division'],
  },
  {
    name: 'wrongful termination',
    title: 'Wrongful Termination',
    topics: ['at-will employment', 'discrimination', 'retaliation', 'severance agreements', 'unemployment benefits'],
    facts: [
      'At-will employment lets employers fire for many reasons, but never for an illegal one such as discrimination or retaliation.',
      'Timing is powerful evidence: a firing soon after a complaint can suggest retaliation.',
      'Charges with the EEOC must usually be filed within 180 or 300 days.',
    ],
    checklist: [
      'Write down what you were told and by whom',
      'Request your personnel file where allowed',
      'Apply for unemployment right away',
      'Have any severance agreement reviewed',
    ],
    resource: ['https://www.eeoc.gov/', 'Equal Employment Opportunity Commission'],
  },
];

export const REAL_ESTATE_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'buying a home',
    title: 'Buying a Home',
    topics: ['purchase contracts', 'inspection contingencies', 'title insurance', 'closing costs', 'earnest money'],
    facts: [
      'A purchase contract sets deadlines for inspections, financing and appraisal that protect the buyer if met.',
      'Title insurance protects against defects in ownership that a title search missed.',
      'Sellers in most states must disclose known material defects.',
    ],
    checklist: [
      'Read every contingency deadline',
      'Hire an independent inspector',
      'Review the title commitment',
      'Do a final walk-through before closing',
    ],
    resource: ['https://www.consumerfinance.gov/', 'Consumer Financial Protection Bureau'],
  },
  {
    name: 'security deposit disputes',
    title: 'Security Deposit Disputes',
    topics: [
      'normal wear and tear',
      'itemized deductions',
      'return deadlines',
      'small claims court',
      'move-out inspections',
    ],
    facts: [
      'State laws set a deadline for returning deposits, often between 14 and 30 days after move-out.',
      'Deductions are allowed for damage and unpaid rent but not for normal wear and tear.',
      'Many statutes add penalties when a landlord withholds a deposit in bad faith.',
    ],
    checklist: [
      'Photograph the unit at move-in and move-out',
      'Give a forwarding address in writing',
      'Send a demand letter',
      'File in small claims if needed',
    ],
    resource: ['https://www.hud.gov/', 'U.S. Department of Housing and Urban Development'],
  },
];

export const BUSINESS_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'forming an LLC',
    title: 'Forming an LLC',
    topics: ['articles of organization', 'operating agreements', 'limited liability', 'registered agents', 'taxes'],
    facts: [
      'An LLC is formed by filing articles of organization with the state and paying a fee.',
      'Liability protection depends on keeping business and personal finances separate.',
      'An operating agreement sets ownership, voting and exit rules that otherwise default to state law.',
    ],
    checklist: [
      'Choose and check the name',
      'Appoint a registered agent',
      'Sign an operating agreement',
      'Open a business bank account',
    ],
    resource: ['https://www.sba.gov/', 'U.S. Small Business Administration'],
  },
  {
    name: 'business contracts',
    title: 'Business Contracts',
    topics: [
      'offer and acceptance',
      'payment terms',
      'limitation of liability',
      'dispute resolution',
      'termination clauses',
    ],
    facts: [
      'A contract needs an offer, acceptance and consideration; many need not be formal to be binding.',
      'Clear payment and termination terms prevent most disputes.',
      'Arbitration and venue clauses decide where and how disputes will be heard.',
    ],
    checklist: [
      'Define the work and deadlines',
      'State payment terms and late fees',
      'Cap liability where possible',
      'Keep signed copies',
    ],
    resource: ['https://www.sba.gov/', 'U.S. Small Business Administration'],
  },
];

export const ESTATE_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'writing a will',
    title: 'Writing a Will',
    topics: ['executors', 'guardians for children', 'witness requirements', 'probate', 'beneficiary designations'],
    facts: [
      'A will names who receives your property and who manages the estate, and it can name guardians for minor children.',
      'Signing formalities, such as the number of witnesses, vary by state and must be followed exactly.',
      'Accounts with beneficiary designations pass outside the will.',
    ],
    checklist: [
      'List assets and how each is titled',
      'Choose an executor and a backup',
      'Review beneficiary designations',
      'Store the original safely',
    ],
    resource: ['https://www.americanbar.org/', 'American Bar Association'],
  },
];

export const MISC_SUBJECTS: readonly ArticleSubject[] = [
  {
    name: 'small claims court',
    title: 'Small Claims Court',
    topics: ['dollar limits', 'filing and service', 'evidence', 'collecting a judgment'],
    facts: [
      'Small claims courts decide modest disputes quickly with simplified rules.',
      'Each state sets its own dollar limit and filing fee.',
      'Winning a judgment is one step; collecting it may require garnishment or a bank levy.',
    ],
    checklist: [
      'Send a demand letter first',
      'Organize documents and photos',
      'Serve the defendant properly',
      'Bring copies for the judge',
    ],
    resource: ['https://www.lawhelp.org/', 'LawHelp.org'],
  },
];
