import type { CategoryBank } from './types.ts';

/** Wills and estates, elder law and government benefits. */
export const ESTATE_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 18,
    weight: 4,
    tags: ['probate', 'will', 'living trust', 'executor', 'inheritance', 'power of attorney'],
    slots: {
      deceased: ['my father', 'my mother', 'my grandmother', 'my uncle', 'my husband', 'my aunt', 'my brother'],
    },
    titles: [
      '{deceased} died without a will - who inherits the house?',
      'Executor is not distributing the estate after {duration}',
      'Do I have to go through probate for a {bigAmount} house in {place}?',
      'Can I contest a will that leaves everything to the caregiver?',
      'Living trust or will: which is better for a small estate?',
      "Sibling has power of attorney and is spending mom's money",
      'How do I write a last will and testament that holds up in {place}?',
      'Is a handwritten will and testament valid without a notary?',
    ],
    situations: [
      '{deceased} passed away {duration} ago and left a house and a bank account.',
      'My brother was named executor and has not told us anything for {duration}.',
      '{deceased} changed the will a month before dying and left everything to a neighbor.',
      'I want to set up a will so that {child} is taken care of.',
      '{deceased} left a last will and testament that nobody can find the original of.',
    ],
    details: [
      'The house is worth about {bigAmount} and there is no mortgage.',
      'There are {count} children and no surviving spouse.',
      'The bank account had a payable on death beneficiary.',
      '{deceased} had dementia in the last years of life.',
    ],
    asks: ['Who has the right to inherit?', 'How do I open a probate case?', 'Do I have grounds to contest the will?'],
    advice: [
      'When someone dies without a will, state intestacy laws decide who inherits, usually the spouse and children first, then parents and siblings.',
      'Assets with a named beneficiary, such as life insurance, retirement accounts and payable on death accounts, pass outside the will and outside probate.',
      'A will can be contested for lack of capacity, undue influence, fraud or improper signing, but the deadlines after probate opens are short.',
      'Beneficiaries are entitled to information and an accounting, and a court can remove an executor who fails to act.',
      'A revocable living trust avoids probate for the assets placed in it, which can save time when there is real estate in more than one state.',
      "An agent under a power of attorney is a fiduciary who must act in the principal's interest and keep records.",
      'A last will and testament must usually be signed in front of two witnesses; some states also accept a handwritten will, and a self-proving affidavit makes probate easier.',
      'Basic estate planning means a will, a durable power of attorney and a health care directive, and a review whenever a marriage, a birth or a move to another state changes things.',
    ],
    law: [
      'Many states offer a simplified small estate procedure, often by affidavit, when the estate is under a set value.',
    ],
  },
  {
    categoryId: 73,
    weight: 0.6,
    tags: ['elder law', 'Medicaid planning', 'guardianship', 'nursing home'],
    titles: [
      'How do we qualify mom for Medicaid to pay for a nursing home?',
      'Do I need guardianship for my father with dementia?',
      'Nursing home neglect - what should we do?',
      'Elder abuse by a caregiver who took money from my grandmother',
      'How do I report elder abuse at an assisted living facility?',
    ],
    situations: [
      'My father has dementia and can no longer manage his bills.',
      'Mom needs nursing home care that costs {amount} a month.',
      'I think a caregiver is committing elder abuse: mom has bruises and money is missing from her account.',
    ],
    details: ['She owns her home and has about {amount} in savings.', 'He never signed a power of attorney.'],
    asks: ['Will Medicaid take the house?', 'How long does guardianship take?'],
    advice: [
      'Medicaid looks back five years at transfers, so gifts made to qualify can cause a penalty period.',
      'Without a power of attorney, a guardianship or conservatorship may be the only way to manage the finances of someone who lost capacity.',
      'Report suspected nursing home neglect to the state long-term care ombudsman and adult protective services.',
      'Elder abuse, physical, emotional or financial, can be reported to adult protective services, and financial elder abuse often allows a civil suit for double or treble damages in addition to criminal charges.',
    ],
  },
  {
    categoryId: 66,
    weight: 1,
    tags: ['SSDI', 'SSI', 'disability benefits', 'Social Security appeal'],
    titles: [
      'Social Security disability denied twice - should I appeal?',
      'How long does an SSDI hearing take in {place}?',
      'SSA says I was overpaid {amount}',
    ],
    situations: [
      'I applied for SSDI {duration} ago for a back condition and was denied.',
      'I received an overpayment notice from Social Security for {amount}.',
    ],
    details: ['I worked as a {job} for {years} years and cannot stand for long.', 'My doctor supports the claim.'],
    asks: ['What are my chances at the hearing?', 'Can I ask for a waiver of the overpayment?'],
    advice: [
      'Most disability claims are denied at first; the hearing before an administrative law judge is where many claims are approved, so appeal within 60 days.',
      'Disability representatives are paid from back benefits, usually 25 percent capped at a fixed amount, so there is no up-front cost.',
      'You can request a waiver of an overpayment if it was not your fault and repayment would cause hardship.',
    ],
  },
  {
    categoryId: 84,
    weight: 0.35,
    tags: ['VA disability', 'veterans benefits', 'discharge upgrade'],
    titles: ['VA denied my PTSD claim - how do I appeal?', 'Can I get my other than honorable discharge upgraded?'],
    situations: ['I served {years} years in the Army and my VA disability claim was denied.'],
    details: ['My service records show the injury.'],
    asks: ['Which appeal option should I choose?'],
    advice: [
      "After a VA decision you can choose a higher-level review, a supplemental claim with new evidence or an appeal to the Board of Veterans' Appeals.",
      "Discharge upgrades are requested from the service's discharge review board or board for correction of records, with special consideration for PTSD.",
      'Veterans benefits claims are decided by the VA, and a denial can be taken to a higher-level review, a supplemental claim with new evidence or the Board of Veterans Appeals.',
    ],
  },
  {
    categoryId: 60,
    weight: 0.2,
    tags: ['military law', 'court martial', 'UCMJ'],
    titles: [
      'Facing an Article 15 - should I accept it or demand a court martial?',
      'Can the military discharge me for a civilian DUI?',
    ],
    situations: ['I am active duty and received notice of an Article 15 for an incident off base.'],
    details: ['My command has offered nonjudicial punishment.'],
    asks: ['What are the risks of turning it down?'],
    advice: [
      'Service members can usually refuse nonjudicial punishment and demand trial by court martial, but the potential penalties are higher.',
      'Military defense counsel is free, and you can also hire a civilian attorney at your own expense.',
    ],
  },
];
