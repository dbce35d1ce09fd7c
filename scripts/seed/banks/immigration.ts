import type { CategoryBank } from './types.ts';

/** Immigration and international matters. */
export const IMMIGRATION_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 14,
    weight: 6,
    people: [
      'A notario in {town} helped us with the first forms.',
      'Our friend {person1} went through the same thing.',
    ],
    stories: [
      {
        tags: ['green card', 'marriage', 'adjustment of status'],
        gists: [
          'Overstayed a tourist visa and married a US citizen',
          'Marriage green card interview in {city}',
          'I-130 and I-485 filed in {month}',
        ],
        titles: [
          'Married a US citizen after overstaying my visa - can I still get a green card?',
          'How long does a marriage green card take after filing the I-485?',
          'What happens at the marriage green card interview?',
          'How much does it cost to apply for a green card through marriage?',
          'Do I need an immigration lawyer for a marriage green card?',
        ],
        openings: [
          'I came to the US on a tourist visa {years} years ago, overstayed, and married my US citizen wife in {month}.',
          'My husband is a US citizen and we filed my I-130 and I-485 in {month}; the interview is coming up in {city}.',
          'I overstayed my visa {years} years ago, and now I am married to a US citizen and we want to apply for my green card.',
          'My wife is a US citizen and we married in {month}, but I stayed past my visa and I am afraid to file anything.',
        ],
        details: [
          'I entered legally with a visa and was inspected at the airport.',
          'We have a joint lease and a joint bank account.',
          'I have never been arrested.',
          'We have {child}.',
        ],
        asks: ['Can I adjust status without leaving the country?', 'What documents should we bring to the interview?'],
        advice: [
          'A spouse of a US citizen who entered legally with inspection can usually adjust status inside the US even after overstaying.',
          "Bring proof of a real marriage to the interview: the joint lease, bank statements, photos over time and any children's birth certificates.",
          'Processing times vary by field office, and the local office in {city} may take a year or more.',
          'If you entered without inspection, the rules are very different and you should not file anything before speaking to a lawyer.',
          'Filing fees for the I-130, I-485 and work permit together run into the thousands; check the current USCIS fee schedule.',
          'Any arrest, even one dismissed, must be disclosed, so bring certified records to the interview.',
        ],
        views: [
          [
            'With a legal entry and a real marriage, many couples file this themselves without trouble.',
            'I would not file this without a lawyer; an overstay plus any old issue you have forgotten can turn the interview into a removal case.',
          ],
        ],
      },
      {
        tags: ['H-1B', 'layoff', 'grace period'],
        gists: ['Laid off on an H-1B', 'H-1B job ends in {month}'],
        titles: [
          'Laid off on an H-1B - how long can I stay in the US?',
          'What happens to my H-1B if my company closes?',
          'Can I change to a visitor status after losing my H-1B job?',
        ],
        openings: [
          'I was laid off from {employerCo} on {weekday} and I am on an H-1B visa.',
          'My employer, {employerCo}, just told me my H-1B job ends at the end of {month}.',
          'I was laid off on my H-1B when {employerCo} cut my whole team, and I do not know how long I can stay in the US.',
          'My H-1B employer, {employerCo}, let me go on {weekday}, and my visa depends on that job.',
        ],
        details: ['My wife is here on an H-4.', 'I have an approved I-140.', 'I have interviews with two companies.'],
        asks: ['How long do I have to find a new job?', 'What are my options?'],
        advice: [
          'H-1B workers generally have a grace period of up to 60 days, or until the I-94 ends if sooner, to find a new sponsor or change status.',
          'A new employer can file a transfer petition and you can usually start work once it is filed.',
          'An approved I-140 may help you extend beyond six years with a new employer.',
          "Your spouse's H-4 status depends on yours, so plan for both of you.",
          'Changing to visitor status can buy time, but it must be filed before the grace period ends.',
        ],
      },
      {
        tags: ['citizenship', 'naturalization', 'old arrest'],
        gists: ['Old {charge} arrest and a citizenship application', 'Green card for {years} years and one arrest'],
        titles: [
          'Applying for citizenship with an old {charge} arrest - will I be denied?',
          'How long after getting my green card can I apply for citizenship?',
          'Do I need a lawyer for my naturalization interview with a past arrest?',
        ],
        slots: { charge: ['DUI', 'shoplifting', 'marijuana possession', 'disorderly conduct'] },
        openings: [
          'I have had my green card for {years} years and want to apply for citizenship, but I was arrested for {charge} in {city} once.',
          'I was arrested for {charge} {duration} ago and the case was dismissed, and now I want to naturalize.',
          'I am ready to apply for citizenship, but I have an old {charge} arrest from {years} years ago.',
          'My naturalization application asks about every arrest, and I was arrested for {charge} in {city} a long time ago.',
        ],
        details: ['I completed everything the court ordered.', 'I have no other record.'],
        asks: ['Will the arrest cause a denial?', 'Should I disclose it?'],
        advice: [
          'Most permanent residents can apply five years after getting the green card, or three if married to and living with a US citizen.',
          'Disclose every arrest, even if dismissed or expunged; hiding one is worse than the arrest itself.',
          'Some offenses bar good moral character for a period or put your green card at risk, so a lawyer should review the record before you file.',
          'Bring certified court dispositions for the {charge} case to the interview.',
        ],
      },
    ],
    law: [
      'Immigration law is federal, and the same rules apply in every state, though processing times differ by office.',
      'Unlawful presence of more than 180 days, followed by departure, can trigger a bar on returning.',
    ],
    steps: ['Keep copies of every form and receipt notice.', 'Check case status online with your receipt number.'],
  },
  {
    categoryId: 80,
    weight: 0.25,
    stories: [
      {
        tags: ['Hague Convention', 'child abduction', 'international custody'],
        titles: [
          'Ex took our child abroad without consent - can the Hague Convention help?',
          'How long do I have to file a Hague petition for my son?',
        ],
        openings: [
          'My ex-husband took {child} to his home country in {month} for a visit and did not come back.',
          "My child's mother moved abroad with our daughter without my consent.",
        ],
        details: ['We had a custody order from a court in {city}.', 'The country is a member of the Hague Convention.'],
        asks: ['What can I do to get my child back?', 'Who do I contact?'],
        advice: [
          'The Hague Abduction Convention provides a process for the return of children wrongfully removed between member countries, and time is critical.',
          "Contact the Office of Children's Issues at the US State Department, which is the central authority for Hague cases.",
          'Filing within one year of the removal matters; after that the other parent can argue the child is settled.',
          'Your US custody order helps show your rights of custody.',
        ],
      },
      {
        tags: ['foreign judgment', 'enforcement'],
        titles: [
          'Can a judgment from another country be enforced in the US?',
          'How do I collect a foreign court judgment against someone in {place}?',
        ],
        openings: [
          'I won a lawsuit abroad for {amount} and the defendant has moved to {city}.',
          'A court in my home country awarded me {amount}, and the debtor now lives in the US.',
        ],
        details: ['The defendant appeared in the foreign case.', 'I have a certified copy of the judgment.'],
        asks: ['How do I enforce it here?', 'Do I need to sue again?'],
        advice: [
          'Foreign money judgments are recognized in many states under a uniform act, subject to due process and public policy defenses.',
          'You usually file an action in the state where the debtor or the assets are, with a certified and translated judgment.',
          'That the defendant appeared in the foreign case makes recognition much easier.',
        ],
      },
      {
        tags: ['arrested abroad', 'US embassy', 'consular assistance'],
        slots: {
          traveler: ['my son', 'my daughter', 'my brother', 'my husband', 'my nephew'],
          country: ['Mexico', 'the Dominican Republic', 'Thailand', 'Colombia', 'Peru', 'Turkey'],
          retainer: ['$5,000', '$3,000', '$10,000', '$2,500', '$8,000', '$15,000'],
        },
        gists: [
          'Family member arrested in {country} on vacation',
          'Arrested on vacation and the embassy has called once',
        ],
        titles: [
          'What can the US embassy do now that {traveler} was arrested in {country}?',
          'How long can {country} hold {traveler} in jail before trial?',
          'Should we hire a local lawyer in {country} or a US lawyer for {traveler}?',
        ],
        openings: [
          'Last {month}, {traveler} was arrested in {country} while on vacation and is still in jail waiting for a trial, and the US embassy has called us only once.',
          'We just learned that {traveler} is in jail in {country}, and nobody, not even the embassy, can tell us how long the police there can hold a person before trial.',
          'Our family needs a local lawyer in {country} for {traveler}, who was arrested there on a {weekday} and has been in jail ever since, and we do not know whom to trust.',
        ],
        details: [
          'The police there say it has to do with a fight outside a bar.',
          'None of us speaks the language well.',
          'A lawyer there asked for {retainer} up front by wire transfer.',
          'The embassy gave us a list of local attorneys but said it cannot recommend one.',
        ],
        asks: ['Can the embassy get our family member released?', 'How do we find a lawyer there we can trust?'],
        advice: [
          "The US embassy or consulate cannot get a citizen released or act as their lawyer, but it can visit, check on their health and treatment, and keep the family informed with the citizen's written consent.",
          'Under the Vienna Convention on Consular Relations, an arrested foreigner can ask that the consulate be notified, so make sure the embassy knows and asks to visit.',
          'The case is governed by the law of the country where the arrest happened, including how long pretrial detention can last, which is often much longer than in the US.',
          'A lawyer licensed in that country must handle the criminal case; a US lawyer can help you vet local counsel and coordinate, but cannot appear in that court.',
          'Be wary of anyone who wants large cash payments by wire for a quick release; ask for a written fee agreement and check the lawyer with the local bar.',
          "The State Department's Overseas Citizens Services office can help a family send money to a citizen held abroad.",
        ],
      },
    ],
  },
];
