import type { CategoryBank } from './types.ts';

/** Wills and estates, and elder law. */
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
      {
        tags: ['nursing home discharge', 'resident rights'],
        gists: [
          'Nursing home wants to discharge Mom while Medicaid is pending',
          "Discharge notice from Mom's nursing home",
        ],
        titles: [
          'Nursing home says it will discharge my mother in {days} days - can they do that?',
          'How do I appeal a nursing home discharge notice in {place}?',
          'Can a nursing home evict my mother while her Medicaid application is pending?',
        ],
        openings: [
          'The nursing home where my mother has lived for {duration} gave us a notice to discharge her in {days} days, which feels like an eviction, while her Medicaid application is still pending.',
          'Mom is {elderAge}, and her nursing home in {town} handed us a discharge notice saying it can evict her because her bill is {amount} behind while Medicaid decides her application.',
          'We want to appeal the discharge notice my mother got from her nursing home, because her Medicaid application is pending and she has nowhere safe to go.',
        ],
        details: [
          'The notice says the reason is nonpayment, but we filed every paper Medicaid asked for.',
          'The only place the home suggested is a boarding house with no nurses.',
          'She needs help eating, bathing and taking her medications.',
          'The social worker there, {first} {surname}, told us to just take her home with us.',
        ],
        asks: ['Can they discharge her like this?', 'How do we appeal the discharge notice?'],
        advice: [
          'Nursing homes that take Medicare or Medicaid may discharge a resident only for a few reasons set by federal rules, and a resident whose Medicaid application is pending has generally not failed to pay.',
          'The discharge notice must be in writing, usually at least 30 days ahead, and must give the reason and explain how to appeal to the state.',
          'An appeal filed on time generally lets her stay while it is decided, unless the home shows that her staying would endanger her or others.',
          'The home also has to plan a safe discharge, and a place with no nurses for a resident who needs daily care is not one.',
          'Call the long-term care ombudsman for her area; the help is free and discharge disputes are a large part of their work.',
          'Answer every request from the Medicaid caseworker quickly and keep copies, since the pending application is her best defense to a claim of nonpayment.',
        ],
        views: [
          [
            'Families often win these appeals on their own with the ombudsman at their side.',
            'I would bring an elder law attorney to the hearing; the home usually sends its own lawyer, and the unpaid bill will need sorting out too.',
          ],
        ],
      },
    ],
    law: ['Elder law covers planning for long-term care, guardianship and protection from abuse.'],
  },
];
