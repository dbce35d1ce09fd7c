/**
 * Each article's own title and excerpt, by subject and then by the order of the
 * subject's articles (Guide, Explainer, Checklist): three articles on car accident claims
 * are three different pieces, not one title template with the subject swapped in.
 */
export const ARTICLE_ANGLES: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  'child custody decisions': [
    [
      'How Judges Decide Child Custody',
      'What a family court weighs when parents cannot agree on where the children live, from school records to who did the bedtime routine.',
    ],
    [
      'Joint or Sole Custody? What the Words Mean in Court',
      'Legal custody, physical custody and parenting time are separate questions. Here is how courts use each term and why it matters for your order.',
    ],
    [
      'Preparing for a Custody Hearing',
      'The documents, witnesses and calendars that help a parent present a clear picture of the child’s everyday life.',
    ],
  ],
  'uncontested divorce': [
    [
      'Getting an Uncontested Divorce Without a Trial',
      'When spouses agree on property, support and the children, the court’s role shrinks to checking the paperwork. What that process looks like.',
    ],
    [
      'Waiting Periods and Signatures: How an Agreed Divorce Becomes Final',
      'Why an uncontested divorce still takes weeks or months, and which step is usually the slowest.',
    ],
    [
      'Forms to Gather Before Filing an Agreed Divorce',
      'Financial disclosures, a settlement agreement and proof of service: the papers most courts want before a judge signs.',
    ],
  ],
  'child support calculations': [
    [
      'How Child Support Is Calculated',
      'State guideline formulas start with both parents’ incomes. What else goes into the number, from health insurance to overnights.',
    ],
    [
      'When Income Changes: Modifying Child Support',
      'A lost job or a raise does not change support on its own. How a modification works and why filing early matters.',
    ],
    [
      'Collecting Unpaid Child Support',
      'Wage withholding, tax refund intercepts and license suspension: the tools states use when support goes unpaid.',
    ],
  ],
  'dividing property in divorce': [
    [
      'Who Gets the House? Dividing Property in Divorce',
      'Marital and separate property, and how courts split what a couple built together.',
    ],
    [
      'Retirement Accounts and Pensions in a Divorce',
      'Why a 401(k) needs its own court order, and how the value earned during the marriage is measured.',
    ],
  ],
  'a first DUI arrest': [
    [
      'After a First DUI Arrest: The First Thirty Days',
      'The license deadline most people miss, and what happens between the arrest and the first court date.',
    ],
    [
      'Breath Tests, Blood Tests and Refusals',
      'What implied consent means, how test results are challenged, and why refusing has its own penalty.',
    ],
    [
      'First DUI Court Date: What to Bring and Expect',
      'Arraignment, plea options and the documents that help at sentencing for a first offense.',
    ],
  ],
  'clearing a criminal record': [
    [
      'Expungement and Record Sealing, Step by Step',
      'Who qualifies to clear an old conviction or arrest, and how long the wait usually is.',
    ],
    [
      'What an Expunged Record Still Shows',
      'Employers, licensing boards and immigration officials see different things. Where a cleared record can still appear.',
    ],
    [
      'Background Checks After a Conviction',
      'How long old cases can be reported, and how to correct a background check that shows a sealed case.',
    ],
  ],
  'your rights during a police stop': [
    [
      'Your Rights When Police Stop Your Car',
      'What you must hand over, what you can decline, and how to say it calmly.',
    ],
    [
      'Searches, Consent and Probable Cause',
      'When officers may search without a warrant, and what happens to evidence found in an unlawful search.',
    ],
    [
      'Recording the Police and Asking for Names',
      'Filming officers in public, asking for badge numbers, and keeping a record that helps later.',
    ],
  ],
  'car accident claims': [
    [
      'Your First Week After a Car Accident',
      'Police reports, photos, doctor visits and the call to your insurer: the early steps that shape a claim.',
    ],
    [
      'Fault, Negligence and Who Pays After a Crash',
      'How fault is decided, what comparative negligence does to a recovery, and which insurer pays.',
    ],
    [
      'Dealing With the Other Driver’s Adjuster',
      'Recorded statements, medical releases and first offers, and how to answer each.',
    ],
  ],
  'slip and fall cases': [
    ['Slip and Fall Claims Against Stores', 'Why the length of time a spill sat on the floor often decides the case.'],
    [
      'Premises Liability: What Property Owners Owe Visitors',
      'The duty to inspect and warn, and how it differs for customers, guests and trespassers.',
    ],
    [
      'Evidence to Save After a Fall',
      'Video, shoes, incident reports and witness names: what disappears fastest and how to keep it.',
    ],
  ],
  'dog bite injuries': [
    [
      'Dog Bite Claims and Homeowners Insurance',
      'Who pays when a neighbor’s dog bites, and why it is rarely the owner personally.',
    ],
    [
      'Strict Liability and the One-Bite Rule',
      'States split on whether a dog’s first bite is the owner’s responsibility. How each rule works.',
    ],
    [
      'After a Dog Bite: Reports, Quarantine and Medical Care',
      'What animal control does with a report, and the records that support a claim.',
    ],
  ],
  'truck accident lawsuits': [
    [
      'Truck Accident Claims Are Different',
      'Federal safety rules, driver logs and larger policies make truck crashes their own kind of case.',
    ],
    [
      'Who Is Liable When a Truck Crashes',
      'Drivers, carriers, brokers and maintenance shops can all share responsibility.',
    ],
    [
      'Preserving Evidence After a Truck Crash',
      'Electronic logging data and dashcam footage can be erased within weeks. How to ask that they be kept.',
    ],
  ],
  'pain and suffering damages': [
    [
      'Putting a Value on Pain and Suffering',
      'Non-economic damages have no receipts. How adjusters and juries arrive at a figure.',
    ],
    [
      'Caps on Damages by State',
      'Some states limit non-economic damages, especially in malpractice cases. Where the limits apply.',
    ],
    [
      'Keeping a Pain Journal That Helps Your Claim',
      'Short daily notes about sleep, work and activities often say more than medical records.',
    ],
  ],
  'wrongful death claims': [
    [
      'Wrongful Death Claims: Who Can Sue',
      'Spouses, children and estates: who may bring a claim after a fatal accident, and for what losses.',
    ],
    [
      'Survival Actions and Wrongful Death, Side by Side',
      'Two claims that often travel together, and why the difference matters for damages.',
    ],
    ['Deadlines After a Fatal Accident', 'Opening an estate, naming a representative and the time limit to file.'],
  ],
  'personal injury settlements': [
    [
      'How Personal Injury Settlements Are Negotiated',
      'Demand letters, counteroffers and the documents that move an adjuster.',
    ],
    [
      'Liens, Fees and What You Keep From a Settlement',
      'Medical liens, health plan reimbursement and contingency fees come out of the total. How the math works.',
    ],
    ['Before You Sign a Release', 'A settlement release usually ends every claim for good. What to check first.'],
  ],
  'unpaid overtime': [
    ['Are You Owed Overtime?', 'A salary does not make a job exempt. How the duties tests work under federal law.'],
    [
      'Recovering Unpaid Wages',
      'Labor department claims, lawsuits and double damages, and how far back a claim can reach.',
    ],
    ['Tracking Your Hours When Your Employer Does Not', 'Simple records that make a wage claim much stronger.'],
  ],
  'wrongful termination': [
    [
      'Fired Without a Reason: Is It Legal?',
      'At-will employment explained, with the exceptions that turn a firing into a claim.',
    ],
    [
      'Retaliation After a Complaint at Work',
      'Why timing matters when a firing follows a safety, wage or discrimination complaint.',
    ],
    [
      'Severance Agreements: Read Before You Sign',
      'What you give up in a release, and the points that are often negotiable.',
    ],
  ],
  'buying a home': [
    [
      'Contingencies That Protect a Home Buyer',
      'Inspection, financing and appraisal contingencies, and the deadlines that come with them.',
    ],
    ['Earnest Money: When You Get It Back', 'How deposits are held, and who keeps them when a sale falls through.'],
    ['From Offer to Closing: A Buyer’s Timeline', 'The documents and dates between a signed offer and the keys.'],
  ],
  'security deposit disputes': [
    [
      'Getting Your Security Deposit Back',
      'Deadlines for returning deposits, and what landlords may and may not deduct.',
    ],
    [
      'Normal Wear and Tear, Explained',
      'Faded paint and worn carpet are part of renting. Where the line with damage falls.',
    ],
  ],
  'forming an LLC': [
    [
      'Forming an LLC: The Decisions That Matter',
      'Members, management and the operating agreement most small businesses skip.',
    ],
    [
      'When LLC Members Disagree',
      'Buyouts, deadlock and dissolution, and how an operating agreement prevents the worst of them.',
    ],
  ],
  'business contracts': [
    ['Small Business Contracts That Hold Up', 'Scope, payment terms and dispute clauses in plain language.'],
    ['Collecting From a Client Who Will Not Pay', 'Demand letters, small claims and interest on unpaid invoices.'],
  ],
  'writing a will': [
    ['Writing a Will That Works', 'Executors, guardians and gifts, and the formalities that make a will valid.'],
    ['Handwritten Wills and Other Shortcuts', 'Which states accept handwritten wills, and why witnesses still help.'],
    [
      'Updating Your Will After Life Changes',
      'Marriage, divorce, children and moves: when an old will needs another look.',
    ],
  ],
  'small claims court': [
    [
      'Small Claims Court From Filing to Judgment',
      'Limits, filing fees, serving the other side and collecting once you win.',
    ],
  ],
};
