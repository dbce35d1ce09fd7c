import type { CategoryBank } from './types.ts';

/** Wills and estates, elder law, Social Security, veterans and military. */
export const ESTATE_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 18,
    weight: 4,
    people: ['Our family lawyer, {person1} of {firm}, retired last year.', 'The house is on {road} in {town}.'],
    stories: [
      {
        tags: ['probate', 'no will', 'inheritance'],
        gists: [
          'Father died without a will',
          'Dad left no will and my stepmother is in the house',
          'No will and a house in {town}',
        ],
        titles: [
          'My father died without a will - who inherits the house in {town}?',
          'How long does probate take when there is no will in {place}?',
          "Can my stepmother keep Dad's house if there was no will?",
          'How much does probate cost for a house worth {bigAmount}?',
          'Do I need a probate lawyer if my parent died without a will?',
        ],
        openings: [
          'My father died in {month} without a will, and his house in {town} is worth about {bigAmount}.',
          'Dad passed away {duration} ago with no will, and my stepmother is living in his house.',
        ],
        details: [
          'There are {count} of us children from his first marriage.',
          'The house was in his name only.',
          'He also had a bank account at {lender}.',
          'My brother wants to sell; I want to keep it.',
        ],
        asks: ['Who inherits?', 'How do we start probate?'],
        advice: [
          'Without a will, state intestacy law decides who inherits; a surviving spouse often takes a large share and the children the rest.',
          'A house in his name alone usually has to go through probate before anyone can sell it or change the title.',
          'Someone has to ask the court to be appointed administrator; the family can agree on who.',
          'Probate of a simple estate often takes six months to a year, longer if the heirs disagree.',
          'The bank account at {lender} may pass outside probate if it named a payable-on-death beneficiary.',
          'Many probate lawyers charge a flat fee or a fee set by statute; ask for it in writing.',
        ],
        views: [
          [
            "If the heirs agree, this is often simple enough to handle with the court's self-help forms.",
            'I would hire a lawyer here; a surviving spouse living in the house and heirs who disagree about selling is exactly when probate goes wrong.',
          ],
        ],
      },
      {
        tags: ['will', 'last will and testament', 'executor'],
        gists: [
          'Brother is executor and tells us nothing',
          'Handwritten will left by my mother',
          'Aunt left everything to a neighbor',
        ],
        titles: [
          'Is a handwritten will valid in {place}?',
          'Can the executor sell the house without the other heirs agreeing?',
          'My brother is executor and will not tell us anything - what can we do?',
          'How long does an executor have to settle an estate?',
        ],
        openings: [
          'Our mother left a handwritten last will and testament naming my brother as executor, and he has told us nothing in {duration}.',
          "My aunt's last will and testament leaves everything to a neighbor, {first} {surname}, who helped her at the end.",
        ],
        details: [
          'The will was signed but not witnessed.',
          'The estate includes a house and about {amount} in savings.',
          'He moved into the house himself.',
        ],
        asks: ['Is the will valid?', 'Can we make the executor account for everything?'],
        advice: [
          "About half the states accept handwritten, or holographic, wills if the material parts are in the person's handwriting and signed.",
          'An executor is a fiduciary and must keep the heirs informed and account for every asset and expense.',
          'You can ask the probate court to order an accounting or remove an executor who is not doing the job.',
          'A gift to a caregiver who helped prepare the will can be challenged for undue influence, and some states presume it.',
          'Will contests have short deadlines, often a few months after probate opens.',
        ],
      },
      {
        tags: ['power of attorney', 'dementia'],
        gists: ['Mom has dementia and no power of attorney'],
        titles: [
          'Can I get power of attorney for my mother with dementia?',
          'Is it too late for a power of attorney after a dementia diagnosis?',
          'What happens if there is no power of attorney and a parent has dementia?',
        ],
        openings: [
          'My mother was diagnosed with dementia in {month}, and we never set up a power of attorney.',
          'My mother is {elderAge}, has early dementia and no power of attorney, and I need to pay her bills.',
        ],
        details: ['She still recognizes us most days.', 'My sister disagrees about moving her to a facility.'],
        asks: ['Can she still sign a power of attorney?', 'Do we need a guardianship?'],
        advice: [
          'A person can sign a power of attorney if they understand what it does at the time of signing, even after a dementia diagnosis.',
          'Have the lawyer meet her alone and consider a letter from her doctor about capacity.',
          'Without a power of attorney, a court guardianship or conservatorship may be the only way to manage her affairs.',
          'Guardianship is slower and more expensive, and the court supervises it.',
        ],
      },
    ],
    law: [
      'Probate is supervised by the county court where the person lived at death.',
      'Assets with named beneficiaries, joint accounts and trust assets usually pass outside probate.',
      'Good estate planning, with a will, a trust or beneficiary designations, avoids most of these disputes.',
    ],
    steps: [
      'Order several certified copies of the death certificate.',
      'Make a list of every account and asset you know of.',
    ],
  },
  {
    categoryId: 73,
    weight: 0.6,
    stories: [
      {
        tags: ['elder abuse', 'financial exploitation'],
        titles: [
          'Caregiver took {amount} from my father - is it elder abuse?',
          'How do I report elder financial abuse in {place}?',
          'Can we get back the money a caregiver took from my father?',
        ],
        openings: [
          "We found out that my father's caregiver, {first} {surname}, has been writing checks to himself for about {amount}.",
          'A caregiver took my father to the bank every week and {amount} is gone.',
        ],
        details: ['He is {elderAge} and has memory problems.', 'The bank noticed the pattern before we did.'],
        asks: ['Is this elder abuse?', 'How do we stop it and get the money back?'],
        advice: [
          "Taking an older adult's money through undue influence or deception is elder financial abuse, a crime and a civil wrong in every state.",
          'Report it to Adult Protective Services and to the police, and ask the bank to freeze or flag the account.',
          'Many states allow extra damages and attorney fees in elder abuse lawsuits.',
          'A power of attorney or guardianship may be needed to act for him going forward.',
        ],
      },
      {
        tags: ['Medicaid planning', 'nursing home'],
        titles: [
          "Will Medicaid take my mother's house if she goes to a nursing home?",
          'How does the Medicaid five-year look-back work for my mother?',
          'Can Mom give her money to us before she applies for Medicaid?',
        ],
        openings: [
          'My mother needs a nursing home that costs about {amount} a month, and she owns her house in {town}.',
          "We are worried Medicaid will take my mother's house when she moves to a nursing home.",
        ],
        details: ['She has about {bigAmount} in savings.', 'My brother lives in the house with her.'],
        asks: ['Can she keep the house?', 'Should we transfer the house to us?'],
        advice: [
          'Medicaid looks back five years for gifts and transfers, and transfers in that window can cause a penalty period.',
          'A home is often exempt while the person or a spouse lives there, but the state may seek repayment from the estate later.',
          'Transfers to a caregiver child who lived in the home and provided care for two years can be exempt.',
          'An elder law attorney can often save a large part of the assets with planning.',
        ],
      },
    ],
    law: ['Elder law covers planning for long-term care, guardianship and protection from abuse.'],
  },
  {
    categoryId: 66,
    weight: 1,
    people: ['My doctor, {person1}, filled out the forms.', 'The hearing office is in {town}.'],
    stories: [
      {
        tags: ['SSDI', 'disability benefits', 'Social Security appeal'],
        gists: ['SSDI denied twice, hearing in {month}', 'Denied disability after {years} years as {job}'],
        titles: [
          'Denied Social Security disability twice - what happens at the hearing?',
          'How long does an SSDI appeal take in {place}?',
          'Do I need a lawyer for my disability hearing?',
          'How much back pay will I get if I win my SSDI appeal?',
        ],
        openings: [
          'I was denied Social Security disability twice for my back and my depression, and now I have a hearing in {month}.',
          'I worked as {job} for {years} years and can no longer stand long enough, but Social Security denied my SSDI claim.',
        ],
        details: ['My doctor says I cannot work.', 'I am {age}.', 'I applied {duration} ago.'],
        asks: [
          'What are my chances at the hearing?',
          'Should I get a lawyer?',
          'How much back pay would I get if I win the appeal?',
        ],
        advice: [
          'Most claims are won at the hearing stage, where a judge hears you in person.',
          'Disability lawyers are paid only if you win, with a fee capped by law at a percentage of back pay.',
          'Ask your doctor for a detailed statement of your limits, not just a diagnosis.',
          'Your age and past work as {job} matter; the rules favor people over 50 who cannot do their past work.',
          'Back pay usually runs from five months after the onset date, up to a year before you applied.',
        ],
      },
    ],
    law: [
      'Social Security disability benefits require a medical condition expected to last at least a year that prevents substantial work.',
    ],
  },
  {
    categoryId: 84,
    weight: 0.35,
    stories: [
      {
        tags: ['VA disability', 'veterans benefits'],
        titles: [
          'VA denied my PTSD claim - how do I appeal?',
          'How long does a VA disability appeal take?',
          'Can I get my VA rating increased?',
        ],
        openings: [
          'The VA denied my PTSD claim in {month}, saying there was no evidence of a stressor.',
          'I served {years} years and the VA rated my knee only 10 percent.',
        ],
        details: [
          'I have buddy statements from my unit.',
          'My private doctor diagnosed PTSD.',
          'I think my rating should be increased.',
        ],
        asks: ['How do I appeal?', 'Do I need a lawyer?'],
        advice: [
          "You can choose a higher-level review, a supplemental claim with new evidence, or an appeal to the Board of Veterans' Appeals.",
          'Buddy statements and a private diagnosis are new evidence for a supplemental claim.',
          'Accredited veterans service organizations help for free, and lawyers cannot charge for the initial claim.',
          'Decide within one year of the decision to keep your original effective date.',
        ],
      },
      {
        tags: ['discharge upgrade'],
        titles: [
          'Can I get my other than honorable discharge upgraded?',
          'How do I apply for a discharge upgrade after PTSD?',
        ],
        openings: [
          'I got an other than honorable discharge {years} years ago after problems I now know were PTSD.',
          'My discharge keeps me from VA benefits and I want it upgraded.',
        ],
        details: ['I served in a combat zone.'],
        asks: ['Is it possible?', 'Where do I apply?'],
        advice: [
          'Discharge review boards must give liberal consideration to claims based on PTSD or brain injury.',
          'Apply to the discharge review board within 15 years, or to the board for correction of records after that.',
          'Medical records showing PTSD are the heart of the application.',
        ],
      },
    ],
    law: ['Veterans benefits claims are decided by the VA under its own rules, separate from any court.'],
  },
  {
    categoryId: 60,
    weight: 0.2,
    stories: [
      {
        tags: ['military law', 'court martial', 'UCMJ'],
        titles: [
          'Facing an Article 15 - should I accept it or demand a court martial?',
          'Can I get a civilian lawyer for a court martial?',
        ],
        openings: [
          'My commander offered me an Article 15 for being late to formation {count} times.',
          'I am being investigated under the UCMJ after a fight off base.',
        ],
        details: ['I have {years} years in and a clean record.'],
        asks: [
          'What happens if I turn down the Article 15?',
          'Should I talk to the investigator?',
          'Can I get a civilian lawyer if this goes to a court martial?',
        ],
        advice: [
          'You have the right to consult a military defense counsel before accepting or refusing an Article 15, free of charge.',
          'Refusing an Article 15 means the command can send the case to court martial, where the stakes are higher.',
          'Do not give a statement to investigators without a lawyer.',
          'You may hire a civilian lawyer at your own cost in addition to your military counsel.',
        ],
      },
    ],
  },
];
