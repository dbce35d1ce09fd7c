/**
 * Legal terms of art that turn up now and then in attorneys' answers, by field, common
 * first. An answer draws from its own field and the general list (an immigration term has
 * no place in a boating accident), with a long tail, so a small archive holds a few terms
 * and a large one most.
 */
export type TermField =
  'family' | 'estates' | 'debt' | 'property' | 'employment' | 'criminal' | 'immigration' | 'injury' | 'business';

// prettier-ignore
export const GENERAL_LEGAL_TERMS: readonly string[] = [
  'equitable tolling', 'promissory estoppel', 'unjust enrichment', 'quantum meruit', 'res judicata',
  'collateral estoppel', 'the parol evidence rule', 'the statute of frauds', 'the discovery rule', 'laches',
  'a writ of mandamus', 'a writ of certiorari', 'a motion in limine', 'summary judgment', 'a default judgment',
  'a motion to vacate', 'a nunc pro tunc order', 'an ex parte order', 'a temporary restraining order',
  'a preliminary injunction', 'specific performance', 'liquidated damages', 'consequential damages',
  'punitive damages', 'mitigation of damages', 'an accord and satisfaction', 'a novation', 'a declaratory judgment',
  'a tolling agreement', 'a retainer agreement', 'a contingency fee', 'a fee-shifting statute', 'interpleader',
  'a demand letter', 'a cease and desist letter', 'a release of claims', 'a fiduciary duty', 'voir dire',
];

// prettier-ignore
export const RARE_LEGAL_TERMS: Readonly<Record<TermField, readonly string[]>> = {
  family: [
    'a guardian ad litem', 'a parenting plan', 'a relocation petition', 'a custody evaluation', 'parental alienation',
    'the best interests standard', 'a child support deviation', 'imputed income', 'a qualified domestic relations order',
    'equitable distribution', 'community property', 'separate property', 'commingling', 'transmutation',
    'a prenuptial agreement', 'a postnuptial agreement', 'an annulment', 'a legal separation', 'a default divorce',
    'spousal maintenance', 'rehabilitative alimony', 'the Uniform Child Custody Jurisdiction and Enforcement Act',
    'the Hague Convention', 'a stepparent adoption', 'a paternity acknowledgment',
  ],
  estates: [
    'intestate succession', 'per stirpes distribution', 'a per capita distribution', 'a holographic will', 'a codicil',
    'a pour-over will', 'a spendthrift trust', 'a special needs trust', 'an irrevocable trust', 'a testamentary trust',
    'ademption', 'abatement of bequests', 'an elective share', 'a life estate', 'a remainder interest',
    'undue influence', 'testamentary capacity', 'a conservatorship', 'a limited guardianship',
    'a durable power of attorney', 'an advance directive', 'a Medicaid spend-down', 'a Medicaid lookback',
    'estate recovery', 'a small estate affidavit', 'ancillary probate', 'letters testamentary',
    'letters of administration', 'a will contest', 'a no-contest clause', 'a pretermitted heir',
    'a disclaimer of inheritance', 'the elder abuse statute', 'financial elder abuse', 'a constructive trust',
  ],
  debt: [
    'a homestead exemption', 'a wildcard exemption', 'a reaffirmation agreement', 'a cramdown', 'lien stripping',
    'the means test', 'a preference payment', 'a fraudulent conveyance', 'the automatic stay', 'a discharge injunction',
    'a proof of claim', 'a 341 meeting', 'a deficiency judgment', 'a deed in lieu of foreclosure', 'a short sale',
    'a loan modification', 'an acceleration clause', 'a balloon payment', 'usury', 'a confession of judgment',
    'the Fair Debt Collection Practices Act', 'the Fair Credit Reporting Act', 'a debt validation letter',
    'the statute of limitations on debt', 'a judgment lien', 'a wage garnishment exemption', 'a bank levy',
    'a judgment debtor examination', 'a satisfaction of judgment', 'a renewal of judgment', 'an abstract of judgment',
    'subrogation',
  ],
  property: [
    'adverse possession', 'lis pendens', 'a quitclaim deed', 'a constructive eviction',
    'the implied warranty of habitability', 'a holdover tenancy', 'a writ of possession', 'a right of first refusal',
    'an easement by necessity', 'a prescriptive easement', 'an encroachment', 'a partition action',
    'a quiet title action', 'tenancy by the entirety', 'joint tenancy with right of survivorship', 'replevin',
    'a mechanics lien', 'a stop notice', 'a notice of completion', 'a homeowners association lien',
    'a CC&R violation', 'a zoning variance', 'a conditional use permit', 'eminent domain', 'inverse condemnation',
    'a takings claim', 'an escrow holdback',
  ],
  employment: [
    'a hostile work environment', 'disparate impact', 'disparate treatment', 'a reasonable accommodation',
    'an undue hardship', 'a bona fide occupational qualification', 'constructive discharge', 'at-will employment',
    'a right-to-sue letter', 'an EEOC charge', 'a wage claim', 'an overtime exemption', 'a misclassification claim',
    'a non-solicitation clause', 'a severance agreement', 'a covenant not to compete', 'whistleblower retaliation',
    'a qui tam action', 'respondeat superior', 'maximum medical improvement', 'a permanent impairment rating',
    'an independent medical examination', 'temporary total disability', 'a compromise and release',
  ],
  criminal: [
    'a Miranda warning', 'the exclusionary rule', 'the fruit of the poisonous tree', 'probable cause',
    'reasonable suspicion', 'a Terry stop', 'an implied consent law', 'a diversion program', 'a deferred adjudication',
    'an expungement', 'a record sealing', 'a certificate of rehabilitation', 'a plea in abeyance', 'an Alford plea',
    'a nolo contendere plea', 'a suppression hearing', 'a preliminary hearing', 'a grand jury indictment',
    'a speedy trial demand', 'double jeopardy', 'a sentencing enhancement', 'a mandatory minimum',
    'concurrent sentences', 'consecutive sentences', 'a probation violation hearing', 'a bench warrant',
    'a failure to appear', 'a lookback period', 'a hardship license', 'an ignition interlock device',
    'an administrative license suspension', 'habeas corpus',
  ],
  immigration: [
    'an adjustment of status', 'consular processing', 'an I-130 petition', 'an I-485 application', 'an I-601 waiver',
    'a U visa', 'a T visa', 'deferred action', 'cancellation of removal', 'voluntary departure', 'a notice to appear',
    'a motion to reopen', 'a credible fear interview', 'withholding of removal', 'the unlawful presence bar',
    'a public charge determination', 'an affidavit of support', 'naturalization', 'a conditional residence',
    'the removal of conditions', 'a K-1 visa', 'an H-1B transfer', 'a labor certification',
  ],
  injury: [
    'comparative negligence', 'contributory negligence', 'vicarious liability', 'res ipsa loquitur',
    'the collateral source rule', 'joint and several liability', 'a third-party claim', 'a loss of consortium claim',
    'a wrongful death claim', 'a survival action', 'a spoliation letter', 'uninsured motorist coverage',
    'underinsured motorist coverage', 'personal injury protection', 'a med pay claim', 'a bad faith claim',
    'an appraisal clause', 'a reservation of rights letter', 'the duty to defend', 'maintenance and cure',
    'strict products liability', 'a failure-to-warn claim', 'treble damages',
  ],
  business: [
    'piercing the corporate veil', 'the business judgment rule', 'a derivative suit', 'a buy-sell agreement',
    'an operating agreement', 'a breach of the duty of loyalty', 'a conflict of interest waiver', 'tortious interference',
    'a lodestar calculation', 'a trademark opposition', 'fair use', 'a DMCA takedown notice', 'a work made for hire',
    'a provisional patent application', 'prior art', 'trade dress', 'a likelihood of confusion',
    'copyright registration', 'a charging order', 'a personal guarantee',
  ],
};
