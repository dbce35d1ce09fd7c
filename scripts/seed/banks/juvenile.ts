import type { CategoryBank } from './types.ts';

/** Juvenile dependency: children in foster care and their families. */
export const JUVENILE_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 79,
    weight: 0.2,
    stories: [
      {
        tags: ['dependency', 'CPS', 'reunification'],
        titles: [
          'CPS removed {child} from our home - how do we get them back?',
          'How long do I have to finish my case plan before they terminate my rights?',
          'What happens at a dependency review hearing in {place}?',
          'Do I get a free lawyer in a CPS case?',
        ],
        openings: [
          'Child protective services took {child} into foster care {duration} ago and I want them back.',
          'The caseworker, {first} {surname}, says I must finish a case plan before {child} can come home.',
        ],
        details: [
          'I finished parenting classes and I am on a waiting list for counseling.',
          'The next review hearing is in {month}.',
          'I get supervised visits once a week at the office in {city}.',
        ],
        asks: ['How long do I have?', 'What else can I do to get my child back?'],
        advice: [
          'Dependency cases move on strict federal timelines, often around 12 to 15 months before the agency must consider ending parental rights.',
          'Completing every part of the case plan, with proof, is the strongest evidence you can give the court.',
          'You have the right to a court-appointed attorney if you cannot afford one; ask for one at the next hearing.',
          'Ask for more visits and for unsupervised visits as you make progress; judges expand visits step by step.',
          'Being on a waiting list is not your fault, but get it in writing so the court knows.',
        ],
      },
      {
        tags: ['foster care', 'relative placement', 'grandparents'],
        titles: [
          'Can grandparents get placement of a grandchild in foster care?',
          'Foster family wants to adopt my grandson - can we stop it?',
          'How do relatives ask for placement in a CPS case in {place}?',
          'Do we need a lawyer to be considered for relative placement?',
        ],
        openings: [
          'My grandson was placed with a foster family in {city} even though we offered to take him.',
          'CPS took my granddaughter {duration} ago and placed her with strangers instead of with us.',
        ],
        details: [
          'We passed a home study for our other grandchild years ago.',
          'The foster parents have said they want to adopt.',
          'We live in {town}, about an hour away.',
        ],
        asks: ['How do we ask for placement?', 'Can the foster parents adopt him?'],
        advice: [
          'Most states must give preference to relatives when it is safe, and you can ask the caseworker and the court in writing to be assessed.',
          'Ask to be notified of hearings; relatives often have a right to notice and to speak.',
          'A home study is usually required even if you passed one before.',
          'Adoption by foster parents is only possible after parental rights are terminated, which takes time.',
          'Grandparents can sometimes intervene in the case through their own attorney.',
        ],
      },
      {
        tags: ['non-offending parent', 'paternity', 'dependency petition'],
        slots: { kid: ['my son', 'my daughter', 'my two kids', 'my 3-year-old son', 'my baby daughter'] },
        gists: ['CPS took {kid} from the mother and I am the father', 'Father left out of a dependency case'],
        titles: [
          'CPS removed {kid} from the mother - can the father get placement instead of foster care?',
          'How do I prove paternity in a dependency case so CPS will consider me?',
          'Nobody told me about the dependency hearing for {kid} - do I need a lawyer?',
        ],
        openings: [
          "CPS removed {kid} from the mother's apartment in {city} in {month}, and as the father I want the dependency court to consider me for placement instead of foster care.",
          'The mother and I were never married, and since CPS placed {kid} in foster care, they say I have to prove paternity before the court will consider the father for placement.',
          'Nobody from CPS told me about the dependency hearing after they removed {kid} from the mother and put them in foster care, even though I am the father and can prove paternity.',
        ],
        details: [
          'My name is not on the birth certificate, but I have paid child support through the state.',
          'I have a steady job as {job} and a two-bedroom place in {town}.',
          'The caseworker said the mother has to finish a drug treatment program first.',
          'The next hearing is in {days} days.',
        ],
        asks: ['How do I get CPS to place my child with me?', 'Should I ask the court for my own lawyer?'],
        advice: [
          'A parent who had no part in the reason for the removal is often called a non-offending parent, and in many states the agency and the court must consider placing the child with that parent first unless it would be unsafe.',
          'Go to the next hearing and tell the judge you are the father; the court can order a genetic test or accept a signed acknowledgment of paternity.',
          'Until paternity is established, an alleged father may have few rights in the case, so becoming the legal father is the first step.',
          'Parents in dependency cases usually have a right to a court-appointed attorney; ask for one the first time you appear.',
          'Expect the agency to inspect your home and run background checks on you and every adult who lives there.',
          'Keep records of the support payments, texts and visits, because they show an existing relationship with the child.',
        ],
        views: [
          [
            'Once you are placed with the child, I would ask the court to give you custody and close the dependency case with a family court order.',
            'I would not rush to close the case; keeping it open a while gives you services and shows the judge you are working with the agency.',
          ],
        ],
      },
    ],
  },
];
