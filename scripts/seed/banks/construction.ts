import type { CategoryBank } from './types.ts';

/** Construction: contractors, liens and building defects. */
export const CONSTRUCTION_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 78,
    weight: 0.4,
    stories: [
      {
        tags: ['contractor', 'unfinished work', 'deposit'],
        gists: ['Contractor took our {amount} deposit and left', '{contractor} walked off a half-done kitchen'],
        titles: [
          'Contractor took a {amount} deposit and disappeared - what can I do?',
          'How do I get my money back from a contractor who never finished?',
          'Can I sue an unlicensed contractor in {place}?',
        ],
        openings: [
          'We paid {contractor} a {amount} deposit to redo our kitchen and they stopped showing up after {count} days.',
          'Our contractor, {contractor}, walked off the job in {month} with half the work done.',
        ],
        details: [
          'We have a written contract.',
          'The owner, {first} {surname}, does not answer calls.',
          'We found out the license expired.',
          'They never finished the job.',
        ],
        asks: ['Can we get our money back?', 'Who do we report this to?'],
        advice: [
          'Send {contractor} a written demand to finish or refund, with a deadline.',
          'File a complaint with the state contractor licensing board; many boards run recovery funds for homeowners.',
          'Unlicensed contractors often cannot enforce their contracts or file liens, and some states let you recover everything you paid.',
          "Small claims court is an option if the {amount} is under your state's limit.",
        ],
      },
      {
        tags: ['mechanics lien', 'subcontractor'],
        titles: [
          'Subcontractor put a lien on my house even though I paid the contractor',
          'How long does a mechanics lien last in {place}?',
          'Can a lien stop me from selling my house?',
        ],
        openings: [
          'A subcontractor filed a {amount} lien on my house in {town} even though I paid {contractor} in full.',
          'I found a mechanics lien on my title when I tried to refinance.',
        ],
        details: ['I have the cancelled checks.', 'The general contractor says he will handle it.'],
        asks: ['How do I get the lien removed?', 'Do I have to pay twice?'],
        advice: [
          'Subcontractors can lien a home even when the owner paid the general contractor, unless the owner got lien waivers.',
          'Liens expire if the claimant does not sue to enforce them within a set time, often within months.',
          'Ask {contractor} for proof that the subcontractor was paid and a signed release of lien.',
          'Many states let an owner bond around a lien so the sale or refinance can go ahead.',
        ],
      },
      {
        tags: ['construction defect', 'builder warranty', 'new home'],
        slots: { homeAge: ['two', 'three', 'four', 'six', 'nine'] },
        gists: [
          'Foundation cracks in our new construction home',
          'Builder warranty expired before we found water damage',
        ],
        titles: [
          'Foundation cracks in our new construction home - can we make the builder fix them?',
          'How long do I have to sue a builder for construction defects in {place}?',
          'What happens if the builder warranty expired before we found the water damage?',
        ],
        openings: [
          'We bought a new construction home from {surname} Homes {homeAge} years ago, and now we have found foundation cracks that the builder refuses to fix, saying the warranty expired.',
          'Construction defects keep showing up in the new home we bought from {surname} Homes, from foundation cracks to water damage, and I do not know how long we have to sue the builder.',
          'The builder warranty on our new construction home expired in {month}, and a few weeks later we found water damage and foundation cracks the builder will not fix.',
        ],
        details: [
          'The warranty papers mention one year for workmanship and ten years for structural defects.',
          'An engineer we hired says the soil under the garage was never compacted properly.',
          'The builder sent someone who filled the cracks with caulk, and they opened up again within months.',
          'Our purchase contract has an arbitration clause.',
        ],
        asks: ['Can we still hold the builder responsible?', 'What should we do before the deadline runs out?'],
        advice: [
          'Defect claims are limited by a statute of limitations that often starts when the defect is discovered, and by a statute of repose that cuts off most claims a set number of years after completion, often between 6 and 12.',
          "Many states require a homeowner to give the builder written notice of the defects and a chance to inspect and repair before filing suit; check your state's right-to-repair law.",
          'An expired warranty does not end every claim; depending on the state, you may still sue for negligence, breach of contract or breach of an implied warranty of workmanlike construction.',
          'Get a written report from a structural engineer and photograph the cracks and the water damage with dates; that report is the core of the case.',
          'Read the purchase contract and the warranty booklet for an arbitration clause and notice deadlines, since they may control where and how you bring the claim.',
          'Tell your homeowners insurer about the water damage promptly; policies usually exclude faulty workmanship, but damage that results from it is sometimes covered.',
        ],
      },
    ],
    law: [
      'Construction law gives contractors and suppliers lien rights, and homeowners the protection of licensing rules.',
    ],
  },
];
