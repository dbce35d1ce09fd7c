import type { CategoryBank } from './types.ts';

/** Rights and public services: Native American, aviation and education law (constitution-health-mediation.ts goes on). */
export const RIGHTS_AND_SERVICES_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 62,
    weight: 0.06,
    stories: [
      {
        tags: ['ICWA', 'tribal court'],
        titles: [
          "Does the Indian Child Welfare Act apply to my grandchild's custody case?",
          'Can a foster care case be moved to tribal court?',
        ],
        openings: [
          'My grandchild is an enrolled tribal member and is in state foster care in {city}.',
          'The state took my granddaughter, who is eligible for tribal membership.',
        ],
        details: ['The tribe has asked to intervene.', 'We live on the reservation.'],
        asks: ['Can the case be moved to tribal court?', 'Do we get placement preference?'],
        advice: [
          'The Indian Child Welfare Act applies to state custody cases involving a child who is a member of, or eligible for membership in, a federally recognized tribe.',
          'ICWA gives placement preference to extended family, then other tribal members.',
          'The tribe can ask to transfer the case to tribal court, and the state court must usually grant it absent good cause.',
        ],
      },
      {
        tags: ['tribal casino', 'sovereign immunity', 'personal injury'],
        slots: {
          injury: ['a broken wrist', 'a torn knee ligament', 'a fractured hip', 'a concussion', 'a cracked tailbone'],
        },
        gists: ['Injury from a wet floor at a tribal casino'],
        titles: [
          'Slipped on a wet floor at a tribal casino - can I sue?',
          'How long do I have to file an injury claim with a tribal casino?',
          'Tribal casino is claiming sovereign immunity for my injury',
        ],
        openings: [
          'I slipped on a wet floor at a tribal casino near {city}, and the injury turned out to be {injury}.',
          'The tribal casino where I fell claims sovereign immunity, so my injury claim may go nowhere.',
        ],
        details: [
          'Security took photos of the spill and wrote an incident report.',
          "A letter from the casino says I must file under the tribe's own tort claims ordinance.",
          'My medical bills are already over {amount}.',
          'I am not a member of the tribe.',
        ],
        asks: ['Can I sue the casino in state court?', 'What deadline applies to my claim?'],
        advice: [
          'Tribes and the casinos they own generally have sovereign immunity from suit unless the tribe waived it or Congress removed it.',
          'Most tribal gaming compacts require the tribe to carry liability insurance and to offer a process for visitor injury claims, often in tribal court or before a claims board.',
          'Tribal tort claims ordinances often set short deadlines, sometimes 180 days or one year from the fall, so ask the casino for a copy of the ordinance right away.',
          'Keep the incident report number, the photos of the wet floor and the names of employees who saw you fall.',
          'A state court will usually dismiss a suit against a tribal casino, and filing there first can use up time you do not have.',
          'Look for a lawyer admitted to practice in that tribal court; many tribes keep their own list of admitted advocates.',
        ],
        views: [
          [
            'I would file in the tribal claims process right away and argue the injury on its merits; that is how most of these casino claims get paid.',
            'I would read the compact and the insurance terms first, because some compacts waive immunity up to the policy limits and allow a suit in state court.',
          ],
        ],
      },
      {
        tags: ['trust land', 'probate', 'allotment'],
        titles: [
          'How long does probate of trust land take through the Interior Department?',
          'My father left his share of allotted trust land - do I need a lawyer?',
          'Can I live on the allotment I inherited with my siblings?',
        ],
        openings: [
          'My father died in {month} and left his share of allotted trust land on the reservation to me and my siblings.',
          "The Interior Department has opened a probate case for my father's trust land and his allotment interests.",
          "My siblings and I inherited our father's allotment, and I want to live on the trust land.",
        ],
        details: [
          'There are {count} heirs, and some of them live out of state.',
          'As far as we know he did not leave a will.',
          'The Bureau of Indian Affairs office in {town} says the estate is waiting for a judge.',
          'A rancher leases the land for grazing, and the lease money was paid into his account.',
        ],
        asks: ['How is the land divided without a will?', 'Can one heir buy out the others?'],
        advice: [
          "Trust and restricted land is not probated in state court; a probate judge in the Interior Department's Office of Hearings and Appeals decides who inherits it.",
          'Without a will, the American Indian Probate Reform Act decides the heirs, and very small interests can pass to a single heir instead of being split again.',
          'Send the Bureau of Indian Affairs the death certificate and a full family list early; a missing heir is a common reason these cases drag on.',
          'Living on jointly owned trust land usually needs the consent of the co-owners or a lease approved by the Bureau of Indian Affairs.',
          "An eligible heir can ask during probate to buy other heirs' interests in the land, usually with the consent of those heirs.",
          "Property he owned off the reservation, such as a bank account or a house in town, goes through the state's ordinary probate.",
        ],
      },
    ],
  },
  {
    categoryId: 65,
    weight: 0.06,
    stories: [
      {
        tags: ['airline', 'lost baggage'],
        titles: [
          'Airline lost my bag - how much do they have to pay?',
          'Airline only offered a voucher for my lost luggage',
        ],
        openings: [
          'My checked bag never arrived after a flight to {city} in {month}.',
          'The airline lost my suitcase with about {smallAmount} of clothes and gear.',
        ],
        details: ['The airline offered a voucher only.', 'I filed a report at the airport.'],
        asks: ['How much is the airline required to pay?', 'Can I take them to small claims?'],
        advice: [
          'For domestic flights, airlines must pay for lost bags up to a federal limit of several thousand dollars, with receipts for the value.',
          'You do not have to accept a voucher; ask for payment in money.',
          'File a complaint with the Department of Transportation if the airline does not respond.',
        ],
      },
      {
        tags: ['flight cancellation', 'refund'],
        gists: [
          'Airline cancelled my flight and offered only a travel credit',
          'Cancelled flight and no refund from the airline',
        ],
        titles: [
          'Airline cancelled my flight and offers only a travel credit - can they do that?',
          'How long does an airline have to refund a cancelled flight?',
          'Can I get my money back if I refuse the rebooked flight?',
        ],
        openings: [
          'The airline cancelled my flight to {city} and offers only a travel credit instead of a refund.',
          'My flight home was cancelled, the airline rebooked me two days later, and I refused and want my money back.',
        ],
        details: [
          'The two tickets cost {smallAmount} in total.',
          'I bought a seat on another airline to get home on time.',
          'The cancellation was blamed on a crew shortage, not weather.',
          'The chat agent said the fare was nonrefundable.',
        ],
        asks: ['Am I owed cash instead of a credit?', 'Can they make me take a voucher?'],
        advice: [
          'Under Department of Transportation rules, when an airline cancels or significantly changes a flight and you decline the alternative, you are owed a refund to your original form of payment, even on a nonrefundable fare.',
          'A travel credit is an option you may choose; the airline cannot make you accept one in place of a refund.',
          'Refunds are due promptly: within seven business days for credit card purchases and within 20 days for other payments.',
          'If the airline does not pay, dispute the charge with your card issuer and file a complaint with the Department of Transportation.',
          "When the cancellation was within the airline's control, check its customer service commitments on the DOT dashboard for meals, hotels and rebooking on other carriers.",
          "The price of the other airline's ticket is harder to recover; the contract of carriage limits what the airline says it owes, and small claims court is the usual place to try.",
        ],
        views: [
          [
            'I would take the refund and let the second ticket go; the refund rule is clear, while the extra fare is an uphill claim.',
            'I would ask for both: when a crew shortage caused the cancellation, a small claims judge may see the replacement ticket as a loss the airline caused.',
          ],
        ],
      },
      {
        tags: ['drone', 'privacy', 'FAA'],
        gists: ["Neighbor's drone keeps hovering over my backyard"],
        titles: [
          "Neighbor's drone keeps hovering over my backyard - is that legal?",
          'Can I shoot down a drone flying over my property?',
          'Who do I report a drone spying on my family to?',
        ],
        openings: [
          "My neighbor's drone keeps hovering over my backyard, sometimes low enough to see into our windows.",
          'A drone has been flying over my property in {town} almost every evening, and I think it is spying on my family.',
          'My teenage son wants to shoot down the drone that keeps flying over our property, but I would rather report it.',
        ],
        details: [
          'It comes over the fence at about roof height and hovers near the pool.',
          'I asked the neighbor to stop, and he laughed it off.',
          'My kids play in the yard, and I have seen the camera pointed at them.',
          'The local police told me to call the FAA.',
        ],
        asks: ['Is this an invasion of privacy?', 'What can I legally do to stop it?'],
        advice: [
          'Do not shoot or knock down the drone: the FAA treats drones as aircraft, damaging one can bring federal charges, and firing a gun near homes is a crime in itself.',
          'The FAA regulates how drones fly, but it mostly leaves privacy and harassment to state and local law.',
          'Many states have laws against using a drone to record people in a private place, and ordinary peeping, harassment and nuisance laws can apply as well.',
          'Keep a log with the dates, times and video of the drone over your yard; that record is what the police or a judge will want to see.',
          'A hobby drone over 250 grams must be registered and marked with its number, and unsafe flying can be reported to the local FAA Flight Standards office.',
          'If talking to the neighbor fails, a cease-and-desist letter or a civil harassment order may stop the flights faster than a criminal complaint.',
        ],
      },
    ],
  },
  {
    categoryId: 68,
    weight: 0.2,
    stories: [
      {
        tags: ['special education', 'IEP'],
        titles: [
          'School refuses to evaluate my son for an IEP - what can we do?',
          'Can the school keep suspending a child with ADHD?',
        ],
        openings: [
          'The school keeps suspending {child}, who has ADHD, and will not evaluate for special education.',
          'We asked the school in {city} for an IEP evaluation {duration} ago and nothing has happened.',
        ],
        details: ['We asked in writing.', 'He has been suspended {count} times this year.'],
        asks: ['What rights do we have under special education law?', 'How do we force an evaluation?'],
        advice: [
          "Under the IDEA, a written request triggers the school's duty to evaluate or explain its refusal in writing, within set timelines.",
          'A child with a disability cannot be removed for more than ten days without a manifestation review.',
          'You can request a due process hearing or file a state complaint.',
        ],
      },
      {
        tags: ['academic integrity', 'student discipline', 'college'],
        gists: ['Accused of cheating on a final exam'],
        titles: [
          'Accused of cheating in college - do I need a lawyer for the hearing?',
          'Can my university expel me for plagiarism without proof?',
          'How long do I have to appeal an academic integrity decision?',
        ],
        openings: [
          'My professor accused me of cheating on a final exam, and the college has scheduled a hearing in {days} days.',
          'My university says I committed plagiarism on a paper and may expel me, but it has shown no proof.',
          'The academic integrity board found me responsible for cheating, and I want to appeal the decision.',
        ],
        details: [
          'The only evidence is a score from plagiarism-detection software.',
          'I am on a scholarship that requires good standing.',
          'I was told I could bring an advisor, but the advisor cannot speak.',
          'I have never been accused of anything before.',
        ],
        asks: ['What rights do I have at the hearing?', 'Will this go on my transcript?'],
        advice: [
          'A public college must give you notice of the charge and a fair chance to answer it, which is the core of due process for students.',
          "A private college is bound mainly by its own student handbook, so read the conduct code's procedures closely and hold the school to each step.",
          'Ask in writing for every piece of evidence before the hearing, including the full software report and not just its overall score.',
          'Appeal deadlines in student conduct codes are often short, sometimes five to ten days after the written decision.',
          'Ask whether a finding goes on your transcript or only into a conduct file, and whether it can be removed after a period.',
          'Many schools let a lawyer attend only as a silent advisor, but a lawyer can still help you prepare your statement and the questions to raise.',
        ],
        views: [
          [
            'For an accusation that could end in expulsion, I would bring in a lawyer before the hearing, not after.',
            'I would not hire a lawyer yet; a calm written answer with your drafts and version history often persuades a board more than an advocate does.',
          ],
        ],
      },
      {
        tags: ['bullying', 'school district', 'harassment'],
        gists: ['School keeps ignoring the bullying of my child'],
        titles: [
          'School is ignoring the bullying of my child - can I sue the district?',
          'What can I do when the principal will not stop bullying at school?',
          'Can I transfer my child out of a school because of bullying?',
        ],
        openings: [
          'The school keeps ignoring the bullying of my child, and the principal says the district is looking into it.',
          'Other kids have been bullying {child} at school for {duration}, and the principal has done nothing to stop it.',
          'I am thinking of asking for a transfer to move my child to another school because the bullying has not stopped.',
        ],
        details: [
          'Some of it happens online in a group chat with classmates.',
          'We reported it to the principal in writing {count} times.',
          'One incident in the hallway left a bruise that we photographed.',
          'Our pediatrician says the anxiety is hurting sleep and grades.',
        ],
        asks: ["What are the school's legal duties?", 'Who do I complain to above the principal?'],
        advice: [
          "Every state has an anti-bullying law requiring schools to have a policy for reporting and investigating bullying; ask for the district's policy and the written result of its investigation.",
          'If the bullying targets race, national origin, sex or disability, federal civil rights laws apply, and you can file a complaint with the Office for Civil Rights within 180 days.',
          'Winning money from a school district is hard: courts usually require proof that officials knew of serious harassment and were deliberately indifferent to it.',
          'Keep a dated log of every incident, every report you made and every reply from the school.',
          'If the principal does not act, write to the superintendent and then to the school board.',
          'Most districts allow a safety transfer to another school, and some state laws require one for a student who is repeatedly bullied.',
        ],
      },
    ],
  },
];
