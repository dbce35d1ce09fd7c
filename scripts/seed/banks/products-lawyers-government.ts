import type { CategoryBank } from './types.ts';

/** Defective products, lawyers' malpractice and claims against the federal government. */
export const PRODUCTS_LAWYERS_GOVERNMENT_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 15,
    weight: 0.4,
    stories: [
      {
        tags: ['defective product', 'recall', 'product liability'],
        slots: { product: ['pressure cooker', 'space heater', 'e-bike battery', 'ladder', 'hair dryer'] },
        titles: [
          'Injured by a defective {product} - who can I sue?',
          'Recalled {product} caught fire in my home - what now?',
          'Can I sue the maker of a {product} that exploded?',
          'Should I send the broken {product} back to the company?',
        ],
        openings: [
          'My {product} exploded while I was using it as directed and I was burned.',
          'The {product} we bought was recalled {duration} after it injured {child}.',
        ],
        details: [
          'I still have the {product} and the receipt.',
          'The burns required {count} doctor visits.',
          'The company emailed offering a refund if I ship it back.',
        ],
        asks: ['Is the manufacturer or the store responsible?', 'Should I send the {product} back?'],
        advice: [
          'Manufacturers can be held strictly liable for a defect in design, manufacture or warnings, without proof of negligence.',
          'Keep the {product} exactly as it is; do not ship it to the manufacturer, because it is the key evidence.',
          'The store that sold the {product} can often be named along with the maker.',
          'A recall notice helps show the defect, but you still have to prove the defect caused your injury.',
          'Photograph the {product}, the scene and the burns, and keep the packaging.',
        ],
      },
      {
        tags: ['airbag failure', 'crashworthiness', 'auto defect'],
        gists: ['Airbags never deployed in a head-on crash', 'Hit the steering wheel because the airbag failed'],
        titles: [
          'Airbags never deployed in my crash - can I sue the car maker?',
          'Who pays when a defective airbag makes my injuries worse?',
          'Should I let the insurance company scrap my car if the airbags failed?',
        ],
        openings: [
          'The airbags never deployed when I crashed head-on into a pickup in {month}, my face hit the steering wheel, and I want to know if the car maker has to pay because the defective airbags made my injuries worse.',
          'My insurance company wants to scrap my car after a crash where the airbags failed and never deployed, and I think the defective airbags made my injuries worse, so I want to sue the car maker.',
        ],
        details: [
          'I broke my nose and my cheekbone and lost two teeth on the steering wheel.',
          'I was wearing my seat belt.',
          'The car is sitting at a salvage yard run by {towCo}, and they say it will be crushed in {days} days.',
          'The other driver had only the minimum insurance.',
        ],
        asks: ['Can I sue the car maker?', 'How do I keep the car from being scrapped?'],
        advice: [
          'Under the crashworthiness doctrine a carmaker can be liable not for causing the crash but for a defect that made your injuries worse than they would have been.',
          'The car is the evidence: ask the insurer and the salvage yard in writing to hold it, and buy the salvage back if that is the only way to keep it.',
          'The airbag control module records crash data such as speed and whether it sensed a crash that called for deployment, and an expert should download it before anything else is done to the car.',
          'Not every impact is supposed to set off the airbags, so an engineer has to show that this crash was one where they were designed to deploy.',
          'Look up the car on the NHTSA recall site by its VIN; an open airbag recall supports the claim but does not prove it.',
          'The claim against the other driver and the product claim against the maker can go forward side by side.',
        ],
      },
      {
        tags: ['food poisoning', 'salmonella', 'food recall'],
        slots: { food: ['bagged salad', 'cantaloupe', 'peanut butter', 'ground turkey', 'cucumbers'] },
        gists: ['Salmonella from recalled {food}', 'Hospitalized with food poisoning from {food}'],
        titles: [
          'Got salmonella from recalled {food} - can I sue the company?',
          'How much is a food poisoning claim worth after {days} days in the hospital?',
          'Do I need proof from the health department to sue over food poisoning?',
        ],
        openings: [
          'I got salmonella food poisoning from {food} that the company recalled a week later, spent {days} days in the hospital, and now wonder what proof I need beyond what the health department has.',
          'The health department called to say my salmonella matches a food poisoning outbreak traced to {food}, the same {food} the company recalled after I ate it.',
        ],
        details: [
          'My stool test at the hospital came back positive for salmonella.',
          'I bought the {food} at a grocery store in {town}, and my loyalty card shows the purchase.',
          'My hospital bills are over {bills}.',
          'I missed {count} weeks of work as {job}.',
        ],
        asks: ['Who is responsible, the producer or the store?', 'Is my case worth pursuing?'],
        advice: [
          'Makers and sellers of food are generally strictly liable for contaminated food, so you do not have to prove how the contamination happened.',
          'The hard part is proving this {food} made you sick, and a lab-confirmed case whose genetic fingerprint matches the outbreak strain is the strongest proof there is.',
          'Ask the health department for your case records, and keep the loyalty card history or receipt that shows the purchase.',
          'If any of the {food} is left, seal it in a bag, label it and freeze it; do not throw it out.',
          "Claims usually name the producer, the distributor and the store, and the producer's insurer most often pays.",
          'The value follows the hospital stay, the bills, the lost work and any lasting effects, such as the joint pain that sometimes follows salmonella.',
        ],
        views: [
          [
            "A hospitalized, lab-confirmed outbreak case is usually worth a lawyer's time on contingency.",
            "If you recovered fully, a direct claim to the producer's insurer can net you about as much as a lawsuit.",
          ],
        ],
      },
    ],
    law: ['Products liability law lets an injured person sue the maker and often the seller of a defective product.'],
  },
  {
    categoryId: 6,
    weight: 0.4,
    stories: [
      {
        tags: ['legal malpractice', 'missed deadline'],
        titles: [
          'My lawyer missed the filing deadline - can I sue him?',
          'How do I prove legal malpractice after my case was dismissed?',
          'Do I need another lawyer to sue my old lawyer?',
        ],
        openings: [
          'My previous attorney let the statute of limitations run on my injury case and never told me.',
          'My lawyer from {firm} missed a deadline and my case was dismissed in {month}.',
        ],
        details: [
          'He stopped returning calls after the first month.',
          'The original case was about a car accident with {amount} in bills.',
        ],
        asks: ['Do I have a legal malpractice claim?', 'How long do I have to sue?'],
        advice: [
          'A legal malpractice claim requires showing you would have won the original case but for the mistake, a case within a case.',
          'Ask in writing for your complete file; lawyers generally must provide it.',
          'The deadline for legal malpractice is often shorter than for the original claim and may start when you learned of the error.',
          'A bar complaint addresses discipline but does not get you money.',
        ],
      },
      {
        tags: ['attorney fees', 'retainer refund'],
        titles: [
          'Can I get my retainer back from a lawyer who did nothing?',
          'Lawyer kept my {amount} retainer and never filed anything',
          'How do I dispute an attorney bill in {place}?',
        ],
        openings: [
          'I paid a lawyer a {amount} retainer {duration} ago and he never filed anything.',
          'My attorney billed me {amount} for a case that never went anywhere.',
        ],
        details: ['I have the fee agreement.', 'He says the retainer was non-refundable.'],
        asks: ['Can I get my money back?', 'Should I file a bar complaint?'],
        advice: [
          'Unearned parts of a retainer generally must be refunded, and many states do not allow truly non-refundable retainers.',
          'Ask for an itemized accounting of the {amount} in writing.',
          'Most state bars run fee arbitration programs that are cheaper than a lawsuit.',
          'A bar complaint is appropriate if the lawyer refuses to account for client funds.',
        ],
      },
      {
        tags: ['settlement without consent', 'client authority'],
        gists: ['Lawyer settled my case without asking me', 'Attorney accepted an offer I never agreed to'],
        titles: [
          'My lawyer settled my case without my permission - can I undo the settlement?',
          'Can I sue my attorney for accepting a {amount} settlement I never agreed to?',
          'What happens if my lawyer signed a settlement without my consent?',
        ],
        openings: [
          'My lawyer signed a settlement of my case for {amount} without my permission or consent, even though I never agreed to accept it, and I want to undo it.',
          'I never agreed to settle, but my attorney told the other side we would accept {amount} and signed the settlement without my consent or permission, and I want to know if I can undo it.',
        ],
        details: [
          'I had told him in writing not to take less than twice that.',
          'The case was my claim against a contractor who walked off our remodel halfway through.',
          'He says it was the best deal I would get and that it is binding now.',
          'He is a partner at {firm}, and nobody at the firm answers my emails.',
        ],
        asks: ['Can the settlement be undone?', 'Do I have a claim against my lawyer?'],
        advice: [
          'The decision to settle belongs to the client, and a lawyer who accepts an offer without your authority breaks a basic rule of professional conduct.',
          'Whether the settlement binds you depends on the law of your state and on whether the other side reasonably believed your lawyer had authority; many courts set aside a deal made without it, especially before it is approved or paid.',
          'Act quickly: tell the other side and the court in writing that you did not authorize the settlement, and do not sign the release or cash any check.',
          'Keep the written instruction you gave him; it is the central proof that he had no authority to accept.',
          'If the settlement stands, a malpractice claim can seek the difference between the settlement and what the case was likely worth.',
          'You will likely need a new lawyer to ask the court to set the settlement aside, and you may have to discharge this one first.',
        ],
      },
    ],
  },
  {
    categoryId: 64,
    weight: 0.15,
    stories: [
      {
        tags: ['federal tort claims', 'SF-95', 'postal truck'],
        titles: [
          'Hit by a postal truck - how do I file a claim against the government?',
          'How long do I have to file an SF-95 after a mail truck accident?',
          'Can I sue the Postal Service directly for my car damage?',
        ],
        openings: [
          'A mail truck backed into my car in a parking lot in {city} and damaged the door.',
          'I was hit by a postal truck on {road} and my repair estimate is {amount}.',
        ],
        details: [
          'The driver admitted fault at the scene.',
          'The local post office gave me a form I do not understand.',
        ],
        asks: ['How long do I have to file the claim?', 'How much should I claim?'],
        advice: [
          'Claims against federal employees acting in their jobs go through the Federal Tort Claims Act, starting with an administrative claim, usually on Standard Form 95.',
          'The claim must be presented within two years and must state a specific dollar amount; you generally cannot recover more than you claim.',
          'Include the {amount} estimate, photos and any medical bills with the form.',
          'You can only sue after the agency denies the claim or six months pass without a decision.',
        ],
      },
      {
        tags: ['federal tort claims', 'VA hospital'],
        titles: [
          'Injured at a VA hospital - can I sue under the FTCA?',
          'How do I file a malpractice claim against a VA doctor?',
        ],
        openings: [
          '{relation} was hurt by a medication mistake at a VA medical center in {city}.',
          "A VA doctor missed a diagnosis and my father's condition got much worse.",
        ],
        details: ['He is {elderAge} and a veteran.', 'The patient advocate at the VA hospital said to file a claim.'],
        asks: ['How do we file?', 'How long do we have to file the claim?'],
        advice: [
          'Malpractice by VA staff is a Federal Tort Claims Act claim against the United States, begun with an administrative claim.',
          'The two-year deadline is strict, and there is no jury in FTCA cases.',
          'Get the complete VA medical records before filing.',
          'A separate VA benefit under 38 U.S.C. 1151 may also be available for injuries from VA care.',
        ],
      },
      {
        tags: ['national park injury', 'falling tree', 'discretionary function'],
        gists: ['Tree limb fell on our tent at a national park', 'Rangers knew about the dead tree over our campsite'],
        titles: [
          'A tree limb fell on our tent at a national park campground - can we sue the government?',
          'How do I file an FTCA claim for an injury at a national park?',
          'Does the Park Service have to pay if rangers knew about the dead tree?',
        ],
        openings: [
          'A dead tree limb fell on our tent at a national park campground in {month} and broke my shoulder, and I want to know if the Park Service or the government has to pay for the injury.',
          'Another camper told us the rangers knew about the dead tree over our site, and a week later a limb fell on our tent at the national park campground and injured me.',
          'I was injured at a national park when a tree limb fell on our tent, and a Park Service ranger said I would have to file an FTCA claim against the government.',
        ],
        details: [
          'A ranger wrote an incident report and photographed the limb.',
          'My surgery and physical therapy bills are {bills} so far, and I missed {count} weeks of work.',
          'We paid a nightly fee for the campsite.',
          'I have a photo of the dead tree that I took the day we arrived.',
        ],
        asks: ['Can we sue the Park Service?', 'How long do I have to file the claim?'],
        advice: [
          'Injuries caused by National Park Service employees go through the Federal Tort Claims Act, starting with an administrative claim, usually on Standard Form 95, sent to the Interior Department.',
          'You have two years from the injury to present the claim, and the claim must name a specific sum for your injuries.',
          'The government usually raises the discretionary function exception, arguing that choosing which trees to inspect and remove is a policy decision that cannot be sued over.',
          'Proof that rangers knew about this particular dead tree, and that a park rule told them to deal with known hazards, is what most often gets past that defense.',
          'The FTCA applies the law of the state where the park is, and a state recreational use law may limit the claim, though paying a camping fee can take a case outside that protection.',
          'FTCA cases are decided by a judge, not a jury, and lawyer fees are capped at 25 percent of a judgment or 20 percent of an administrative settlement.',
        ],
        views: [
          [
            'Falling-tree cases against the Park Service are hard because of the discretionary function exception, so keep expectations modest.',
            'I am more hopeful than the answer above: a dead tree that campers and rangers knew about over an assigned site is the kind of hazard courts have let go forward.',
          ],
        ],
      },
    ],
  },
];
