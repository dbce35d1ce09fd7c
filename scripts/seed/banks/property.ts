import type { CategoryBank } from './types.ts';

/** Real estate, landlord and tenant (construction lives in construction.ts). */
export const PROPERTY_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 17,
    weight: 7,
    people: ['Our real estate agent, {person1}, says to get a lawyer.', 'The house is on {road} in {town}.'],
    stories: [
      {
        tags: ['property line', 'fence', 'survey'],
        gists: ["Neighbor's fence is {count} feet onto my lot", "New survey puts the neighbor's fence on our land"],
        titles: [
          "Neighbor's new fence is {count} feet onto my property - what can I do?",
          'Can my neighbor claim part of my yard after using it for years?',
          'Neighbor ignores my survey - how do I settle a property line dispute?',
          'Do I need a lawyer for a fence built on my land?',
          'What happens if I tear down a fence that is on my property?',
        ],
        openings: [
          'My neighbor, {first} {surname}, built a fence last {month} and my survey shows it is {count} feet onto my lot in {town}.',
          "We bought our house on {road} {years} years ago and now a new survey says the neighbor's fence is on our land.",
          'The fence my neighbor put up in {month} sits {count} feet onto my property, according to the survey I paid for.',
          "A new survey shows our neighbor's fence in {town} is on our property, and the neighbor refuses to move it.",
        ],
        details: [
          'The neighbor says the fence has been there long enough that the land is theirs now.',
          'The survey cost us {smallAmount}.',
          'We have always mowed up to the old line.',
          'Our title insurance is with {insurer}.',
        ],
        asks: ['Can I make them move it?', 'Can they take the land by using it?'],
        advice: [
          'A licensed survey is the best evidence of the line; send the neighbor a copy with a written request to move the fence.',
          'Adverse possession requires open, continuous and hostile use for the full statutory period, often 10 to 20 years, and in some states payment of taxes.',
          'Do not tear the fence down yourself; self-help can lead to a claim against you, even if the fence is on your side.',
          'Check your title insurance policy; some policies cover boundary disputes and will pay for a lawyer.',
          'If talking fails, a quiet title action asks the court to declare where the line is.',
        ],
        views: [
          [
            'A fence built last {month} cannot support adverse possession, so you hold the stronger hand; a firm letter usually ends it.',
            "I would not be so quick to dismiss the neighbor's claim; if an older fence stood in the same spot for years, the period may have already run.",
          ],
        ],
      },
      {
        tags: ['seller disclosure', 'roof leak', 'home purchase'],
        gists: ['Roof leaked the first rain after we bought the house', 'Seller hid water damage behind new paint'],
        titles: [
          'Seller never disclosed the roof leaks - can I sue after closing?',
          'How long do I have to sue a seller for hiding water damage?',
          'What happens if a seller lies on the disclosure form in {place}?',
          'Do I need a lawyer to go after the seller for a {amount} roof repair?',
        ],
        openings: [
          'We bought a house in {town} in {month}, and the roof leaked the first time it rained, though the seller disclosed no leaks.',
          'The seller painted over water damage before we bought the house, and the roof repair is quoted at {amount}.',
          'Two months after closing in {town}, water came through the ceiling, and the roofer says the seller must have known about the leaks.',
          "The seller's disclosure form said no roof leaks, but after we moved in we found patched stains and a roof that leaks in every storm.",
        ],
        details: [
          'The disclosure form says no known roof leaks or water damage.',
          'A neighbor told us the seller had buckets in the attic last winter.',
          'Our home inspector did not go up on the roof.',
          'The roofer says the leak has been there for years.',
        ],
        asks: ['Can we make the seller pay for the roof?', 'Is the home inspector responsible too?'],
        advice: [
          'Most states require sellers to disclose known defects such as roof leaks, and a false disclosure form can support a claim for fraud or misrepresentation.',
          'The claim turns on what the seller knew: the neighbor, the roofer and any earlier repair bills are the evidence.',
          "Check the inspection contract; many limit the inspector's liability to the fee paid.",
          'Get two written repair estimates and photos before anything is fixed, so the damage is on record.',
          'Time limits for fraud usually run from when you discovered the problem, but they are short in some states, so do not wait.',
        ],
      },
      {
        tags: ['earnest money', 'home purchase', 'closing'],
        gists: ['Deal fell apart and the seller wants our {amount}', 'Loan denied a week before closing'],
        titles: [
          'Seller backed out of the sale - do I get my {amount} earnest money back?',
          'Can I get my earnest money back if my loan was denied?',
          'What happens if the inspection finds problems after the deadline?',
          'Do I need a real estate lawyer to get my deposit back?',
        ],
        openings: [
          'We put down {amount} in earnest money on a house in {town}, and the deal fell apart {days} days before closing.',
          'Our lender, {lender}, denied the loan a week before closing and the seller wants to keep our {amount} deposit.',
        ],
        details: [
          'The contract has a financing contingency.',
          'The inspection found a cracked foundation after the inspection period ended.',
          "The listing agent says the money is the seller's now.",
        ],
        asks: ['Do we get the deposit back?', 'What are our options?'],
        advice: [
          'Whether you get the {amount} back depends on the contingencies in your contract and whether you met their deadlines.',
          'If the loan denial came within the financing contingency and you gave notice in time, the deposit is usually yours.',
          'The escrow holder will not release the money without both sides signing or a court order.',
          'A letter from {lender} confirming the denial is the key document.',
          'Many contracts require mediation before a lawsuit over the deposit.',
        ],
      },
      {
        tags: ['HOA', 'fines', 'homeowners association'],
        titles: [
          'HOA fined me {smallAmount} for my fence - can they do that?',
          'Can the HOA foreclose on my house over unpaid fines?',
          'How do I fight HOA fines in {place}?',
        ],
        openings: [
          'Our homeowners association in {town} fined me {smallAmount} for a fence the board approved years ago.',
          'The HOA management company, {business}, keeps adding fines and late fees to my account.',
        ],
        details: [
          'I have the old approval letter.',
          'They never gave me a hearing.',
          'The fines now total more than the original amount.',
        ],
        asks: ['Can they fine me without a hearing?', 'Can they put a lien on my house?'],
        advice: [
          'Most states require an HOA to give notice and a chance to be heard before fining an owner.',
          'The old approval letter is strong evidence; send a copy with a written dispute.',
          'Many states limit foreclosure over fines alone, though assessments can support a lien.',
          'Ask for the governing documents and the board minutes, which owners are usually entitled to see.',
        ],
      },
    ],
    law: [
      'Real estate agreements generally must be in writing to be enforced, under the statute of frauds.',
      'Recorded documents give notice to everyone, so check the county records.',
    ],
    steps: ['Pull the recorded deed and plat from the county recorder.', 'Keep every letter and email in one place.'],
  },
  {
    categoryId: 85,
    weight: 6,
    people: [
      'The property manager, {person1}, does not return calls.',
      'The building is on {road} in {town}.',
      'My neighbor, {person2}, had the same problem last year.',
    ],
    stories: [
      {
        tags: ['security deposit', 'move-out'],
        gists: [
          'Landlord kept my {rent} deposit for {deduction}',
          '{landlordCo} kept my whole deposit',
          'No itemized list, no deposit back',
        ],
        slots: {
          deduction: ['carpet cleaning', 'painting', 'a broken blind', 'normal wear and tear', 'cleaning fees'],
        },
        titles: [
          'Can my landlord keep my whole {rent} deposit for {deduction}?',
          'How long does a landlord have to return a security deposit in {place}?',
          'Landlord kept my deposit for {deduction} - is small claims worth it?',
          'What happens if my landlord never sends an itemized list of deductions?',
          'Do I need a lawyer to sue my landlord for my deposit?',
        ],
        openings: [
          'I moved out of my apartment in {city} in {month}, and {landlordCo} kept my whole {rent} security deposit for {deduction}.',
          'My old landlord, {landlordCo}, is keeping my {rent} deposit and says it went to {deduction}.',
          '{landlordCo} sent me a letter saying my whole {rent} deposit went to {deduction}, after I lived there {years} years.',
          'My landlord kept my security deposit of {rent}, and the only reason given was {deduction}.',
        ],
        details: [
          'I lived there {years} years and left it clean, with photos to prove it.',
          'It has been more than {days} days and I have not received an itemized list.',
          'My lease says nothing about {deduction}.',
          'The property manager, {first} {surname}, stopped answering my emails.',
        ],
        asks: ['Can they do that?', 'How do I get my money back?'],
        advice: [
          'Landlords may deduct for damage beyond normal wear and tear, not for the ordinary aging of an apartment after {years} years.',
          'Most states require an itemized statement within a set number of days, often 14 to 30; a landlord who misses it can lose the right to keep any of the {rent}.',
          'Send {landlordCo} a demand letter citing the deadline and your photos, and give them ten days to pay.',
          'Small claims court handles deposit cases well, and many states add a penalty of up to two or three times the deposit for bad-faith withholding.',
          'Bring the lease, the move-in checklist, your photos and a copy of the demand letter to court.',
        ],
        views: [
          [
            'Send a demand letter first; many landlords pay once they see the statute quoted back to them.',
            'I would skip the letter and file in small claims now; the filing itself usually gets a faster response, and the clock keeps running for you.',
          ],
        ],
      },
      {
        tags: ['eviction', 'notice', 'unpaid rent'],
        slots: { noticeDays: ['3', '5', '7', '10', '14', '30'] },
        gists: [
          'Notice to pay or quit after one late month',
          '{noticeDays}-day notice on my door',
          'Landlord threatens to change the locks',
        ],
        titles: [
          'Got a {noticeDays}-day notice to quit - how long until I have to move out?',
          'Can my landlord evict me for being one month late on rent?',
          'What happens at an eviction hearing in {place}?',
          'Landlord changed the locks - is that legal?',
          'Do I need a lawyer for an eviction case?',
        ],
        openings: [
          'My landlord, {landlordCo}, gave me a notice to pay or quit after I fell one month behind on my {rent} rent.',
          'I came home to a notice on my door in {city} saying I have {noticeDays} days to leave.',
        ],
        details: [
          'I lost hours at work and can pay part of the rent now.',
          'I have lived here {years} years and always paid on time before.',
          'The landlord texted that he will change the locks on {weekday}.',
          'I have {child} with me and nowhere else to go.',
        ],
        asks: ['How long do I have?', 'Can they just lock me out?', 'Do I need a lawyer for the eviction case?'],
        advice: [
          'A notice is not an eviction; the landlord must file a case and win it before a sheriff can remove you.',
          'Changing the locks or removing your things without a court order is illegal in almost every state.',
          'Answer any court papers by the deadline, or you can lose by default in a matter of days.',
          'Many courts have rental assistance or mediation programs that can stop an eviction if the back rent is paid.',
          'Offering partial payment in writing helps, though the landlord may not have to accept it.',
          'After a judgment, there is usually a short period before the lockout; ask the judge for more time to move if you need it.',
        ],
      },
      {
        tags: ['breaking a lease', 'early termination', 'new job'],
        gists: [
          'Moving for a new job with {count} months left on my lease',
          'Landlord wants rent to the end of the lease',
        ],
        titles: [
          'Breaking my lease {count} months early for a new job - how much will I owe?',
          'Can my landlord charge rent for the rest of the lease after I move out?',
          'What happens if I break my lease and the landlord finds a new tenant?',
          'Is a job transfer a legal reason to break a lease in {place}?',
          'Do I have to pay an early termination fee if the apartment is re-rented?',
        ],
        openings: [
          'I took a new job in another state and need to break my lease with {landlordCo} {count} months early.',
          'My landlord, {landlordCo}, says that if I break my lease I owe the {rent} rent for every month left.',
        ],
        details: [
          'The lease has an early termination fee of two months of rent.',
          'I gave written notice {days} days before moving out.',
          'I offered to find a new tenant myself.',
          'The apartment was listed again the week after I left.',
          'They are also keeping my security deposit of {smallAmount}.',
          'I left the place clean and want my deposit back.',
        ],
        asks: ['How much can they make me pay?', 'Do I owe rent after a new tenant moves in?'],
        advice: [
          'In most states a landlord must make a reasonable effort to re-rent the unit, and can only charge you for the months it stays empty.',
          'Read the early termination clause closely; paying a set fee can be cheaper than owing rent until the unit is re-rented.',
          'Put your notice and any offer to find a replacement tenant in writing, and keep the listing that shows when the unit was re-rented.',
          'A job transfer alone is rarely a legal ground to end a lease, though military orders and some safety reasons are.',
          "If the landlord keeps your deposit and bills you for the rest of the lease, ask for an itemized account of the months charged and the new tenant's start date.",
        ],
        views: [
          [
            'Paying the early termination fee is usually the cleanest way out; it caps what you owe and avoids a collection later.',
            'I would not rush to pay the fee above; if the landlord re-rents within a month, you may owe far less under the duty to mitigate.',
          ],
        ],
      },
      {
        tags: ['repairs', 'mold', 'habitability'],
        gists: ['Landlord ignores {defect}', '{duration} of asking the landlord to fix {defect}'],
        titles: [
          'Landlord will not fix the {defect} - can I withhold rent?',
          'Can I break my lease because of {defect}?',
          'How long does a landlord have to make repairs in {place}?',
          'What happens if I pay for the repair and deduct it from rent?',
        ],
        slots: {
          defect: [
            'mold in the bathroom',
            'the heat',
            'a leaking roof',
            'the broken air conditioning',
            'a rat problem',
          ],
        },
        openings: [
          'I have asked {landlordCo} for {duration} to fix {defect} in my apartment and nothing has been done.',
          'Our landlord ignores our texts about {defect}, and {child} has been sick.',
        ],
        details: [
          'I pay {rent} a month and I am never late.',
          'I have photos and every text I sent.',
          'The city inspector has not come out yet.',
        ],
        asks: ['Can I stop paying rent until it is fixed?', 'Can I move out without penalty?'],
        advice: [
          'Tenants have a right to a habitable home, and {defect} can violate it, but the remedies differ by state.',
          'Put the repair request in writing; many states require written notice before a tenant can use any remedy.',
          'Withholding rent is risky unless your state allows it and you follow the procedure, often paying into escrow with the court.',
          'A code inspection from the city creates an official record that helps in any later dispute.',
          'Repair and deduct is allowed in some states, usually with limits on the amount.',
        ],
        views: [
          [
            'Call the city inspector before anything else; an official violation gives you leverage without risking an eviction.',
            'I would go further than calling the inspector: if your state allows rent escrow, use it, because landlords move quickly once the rent stops.',
          ],
        ],
      },
    ],
    law: [
      'Landlord-tenant law is mostly state and local, and many cities add protections on top of state law.',
      'A written lease controls where it does not conflict with the statute, and tenant rights in the statute usually cannot be waived.',
    ],
    steps: ['Keep copies of the lease, every notice and every payment.', 'Communicate with the landlord in writing.'],
  },
];
