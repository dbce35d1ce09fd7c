import type { CategoryBank } from './types.ts';

/** Social Security, veterans and military law. */
export const BENEFITS_AND_SERVICE_BANKS: readonly CategoryBank[] = [
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
      {
        tags: ['overpayment', 'overpayment waiver'],
        gists: ['Social Security says I owe back {amount}', 'Overpayment letter after a part-time job'],
        titles: [
          'Social Security says I was overpaid {amount} - do I have to pay it back?',
          'How long do I have to ask for an overpayment waiver?',
          'Can Social Security take my whole check to recover an overpayment?',
        ],
        openings: [
          'Social Security sent me a letter in {month} saying I was overpaid {amount} on my disability and must pay it back, and I do not know whether to ask for a waiver or let them recover the overpayment from my check.',
          'I got an overpayment notice from Social Security for {amount}, and it says they will recover it from my monthly check unless I ask for a waiver.',
          'After {duration} on disability, Social Security sent a letter saying I was overpaid {amount} because of a part-time job, and I cannot pay it back and still cover rent.',
        ],
        details: [
          'I reported my part-time job as {job} every month, and I kept the receipts.',
          'My check is my only income, and it barely covers rent and food.',
          'Nobody from Social Security asked about my wages until this letter came.',
          'The letter gives me 30 days before they start taking money out of my check.',
        ],
        asks: ['Do I have to pay it all back?', 'Should I appeal or ask for a waiver?'],
        advice: [
          'You can appeal if you think the overpayment is wrong or the amount is off, and ask for a waiver if it is right but you should not have to repay it; you can do both.',
          'A waiver is granted when you were not at fault and repaying would leave you unable to meet basic living costs or would be unfair; it is requested on form SSA-632.',
          'If you appeal or ask for a waiver within 30 days of the notice, Social Security generally holds off on collecting until it decides.',
          'A request for reconsideration of the amount is due within 60 days, but a waiver can be asked for at any time, even after repayment has started.',
          'Send copies of your wage reports and receipts; proof that you told them about the job every month is the core of showing you were not at fault.',
          'If a waiver is denied, you can still ask to repay a smaller amount each month based on your income and expenses.',
        ],
        views: [
          [
            'A waiver request backed by good records is something many people handle on their own.',
            'I would get a legal aid office or benefits advocate to help with the waiver; the fault question turns on details people often give away without meaning to.',
          ],
        ],
      },
      {
        tags: ['divorced spouse benefits', 'retirement benefits'],
        slots: {
          ex: ['ex-husband', 'ex-wife'],
          married: ['14 years', '11 years', '20 years', '26 years', '10 years'],
        },
        gists: ["Divorced after {married} and want benefits on my {ex}'s record"],
        titles: [
          "Can I get Social Security on my {ex}'s record after {married} of marriage?",
          'How much are divorced spouse benefits if my {ex} has not retired yet?',
          'Will my {ex} be told if I claim benefits on that record?',
        ],
        openings: [
          'I was married to my {ex} for {married} before our divorce, and I want to know if I can claim Social Security benefits on that record.',
          "I turn 62 this year, and after {married} of marriage and a divorce I want to claim divorced spouse benefits on my {ex}'s Social Security record, even though my {ex} has not retired.",
        ],
        details: [
          'My own work record is small because I stayed home with our kids for years.',
          'I have not remarried.',
          'My {ex} is still working and has not filed for benefits.',
          'We have not spoken since the divorce, and I would rather my {ex} not hear about this.',
        ],
        asks: ['Do I qualify for benefits on that record?', 'Would my claim lower what my {ex} gets?'],
        advice: [
          "A divorced spouse can draw benefits on an ex's record if the marriage lasted at least 10 years, the claimant is at least 62 and unmarried, and the ex is eligible for benefits.",
          'If the divorce was at least two years ago and your ex is 62 or older, you can claim even though your ex has not applied.',
          "The benefit can be up to half of your ex's full retirement amount, less if you claim before your own full retirement age, and Social Security pays the higher of that and your own benefit.",
          'Your claim does not reduce what your ex or a new spouse receives, and Social Security does not notify your ex.',
          "Bring your marriage certificate and divorce decree to the application; the office can find the record from your ex's name and birth date if you lack the Social Security number.",
          'If your ex dies first, you may qualify for a larger survivor benefit as a surviving divorced spouse.',
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
      {
        tags: ['DIC', 'survivor benefits', 'Agent Orange'],
        slots: {
          illness: ['lung cancer', 'prostate cancer', 'bladder cancer', "Parkinson's disease", 'multiple myeloma'],
        },
        gists: ['Husband died of {illness} after Vietnam', 'Widow of a Vietnam veteran who never filed with the VA'],
        titles: [
          'My husband served in Vietnam and died of {illness} - can I get VA survivor benefits?',
          'How much is VA Dependency and Indemnity Compensation for a widow?',
          'Do I need a lawyer to claim DIC if my husband never filed with the VA?',
        ],
        openings: [
          'I am a widow: my husband served in Vietnam and died of {illness} in {month}, and I want to know if I can get VA survivor benefits, which they call Dependency and Indemnity Compensation.',
          'My husband was a Vietnam veteran who never filed with the VA, and since he died of {illness} {duration} ago I want to claim DIC, Dependency and Indemnity Compensation, as his widow.',
        ],
        details: [
          'We were married over 30 years and I have not remarried.',
          'His death certificate lists {illness} as the cause of death.',
          'He never had a VA disability rating because he did not want to deal with the VA.',
          'I found his DD-214 in a box with his medals, but not his medical records.',
        ],
        asks: ['Can I get survivor benefits even though he never filed?', 'How do I apply for DIC?'],
        advice: [
          'DIC is paid to a surviving spouse when a veteran died of a service-connected condition, and he did not need a rating while he was alive for you to qualify.',
          'Because {illness} is on the list of conditions presumed to come from Agent Orange for veterans who served in Vietnam, the VA generally must treat it as service-connected without proof of the exposure itself.',
          'Apply on VA Form 21P-534EZ with the death certificate, your marriage certificate and his DD-214.',
          'If the VA receives your claim within a year of his death, benefits can be paid back to the first day of the month he died.',
          'DIC is a tax-free monthly payment at a set rate, with more added if he was rated totally disabled for years before his death, for dependent children, or if you need aid and attendance.',
          'A county or veterans service officer can file the claim with you for free, and accredited lawyers generally cannot charge until after the first decision.',
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
      {
        tags: ['SCRA', 'PCS orders', 'lease termination'],
        slots: { base: ['a base in another state', 'Germany', 'Japan', 'Korea', 'Texas'] },
        gists: [
          'Got PCS orders and my landlord will not let me out of the lease',
          'Landlord charging {amount} to end my lease',
        ],
        titles: [
          'Got PCS orders - can I break my apartment lease under the SCRA?',
          'Landlord wants {amount} to let me out of my lease for military orders - is that legal?',
          'How much notice do I have to give my landlord when I get PCS orders?',
        ],
        openings: [
          'I just got PCS orders to {base}, and my apartment lease in {town} runs {count} more months, so I want to break it under the SCRA and give my landlord proper notice.',
          'My landlord in {town} wants {amount} to let me out of my apartment lease, even though I gave notice with my military PCS orders to {base}.',
        ],
        details: [
          'I signed the lease in {month}, before the orders came.',
          'My report date is in {days} days.',
          'The lease says ending it early costs two months of rent.',
          'My spouse and our kids are on the lease with me.',
        ],
        asks: ['Can the landlord charge me to break the lease?', 'How do I give proper notice under the SCRA?'],
        advice: [
          'The Servicemembers Civil Relief Act lets you end a residential lease if, after signing it, you receive PCS orders or deployment orders of 90 days or more.',
          'Give the landlord written notice with a copy of the orders, delivered in a way you can prove, such as certified mail with a return receipt.',
          'For a lease with monthly rent, the termination takes effect 30 days after the next rent due date that follows your notice, so send it before rent comes due.',
          'The landlord may not charge an early termination fee, though you still owe rent up to the termination date and any damage beyond normal wear.',
          'Your spouse and children on the lease are released along with you.',
          "Bring the lease and the landlord's demand to the legal assistance office on base; the attorneys there help with SCRA problems for free and often write the landlord directly.",
        ],
      },
      {
        tags: ['administrative separation', 'urinalysis', 'discharge characterization'],
        gists: [
          'Positive urinalysis and facing a separation board',
          'Command wants to separate me after one failed drug test',
        ],
        titles: [
          'Popped positive on a urinalysis and facing an administrative separation board - what are my chances?',
          'Can I get an honorable discharge after a positive drug test?',
          'Should I waive my separation board after a failed urinalysis?',
        ],
        openings: [
          'I popped positive for THC on a urinalysis in {month}, and my command is processing me for administrative separation, with a board unless I waive it.',
          'After one failed urinalysis, a positive drug test I believe came from a CBD product, I am facing an administrative separation board, and I want to know my chances of keeping an honorable discharge.',
        ],
        details: [
          'I have {years} years in, good evaluations and no other trouble.',
          'The CBD came from a shop off base that said it contained no THC.',
          'The notice gives me {days} days to decide whether to ask for a board.',
          'My first sergeant says waiving the board will go easier on me.',
        ],
        asks: ['Should I ask for a board or waive it?', 'Can I keep my GI Bill if I am separated?'],
        advice: [
          'You are entitled to an administrative separation board if you have six or more years of service or if the command proposes an other than honorable discharge.',
          'Talk to military defense counsel before deciding anything; that advice is free, and a waiver is very hard to take back once signed.',
          'At a board, a panel of officers decides whether the misconduct happened, whether you should be separated, and what characterization of service you get.',
          'Your record is your best evidence: evaluations, awards and letters from leaders willing to say you should be retained.',
          'Most services now bar members from using any hemp or CBD product, so a CBD explanation is a weak defense to the misconduct, though it can still help on characterization.',
          'An other than honorable discharge generally ends GI Bill eligibility and many VA benefits, so the characterization is worth fighting for even if separation is likely.',
        ],
        views: [
          [
            'Waiving the board in exchange for a guaranteed general discharge can be a sensible trade when the test result is solid.',
            'I rarely advise waiving; boards keep more members than people expect, especially ones with strong records.',
          ],
        ],
      },
    ],
  },
];
