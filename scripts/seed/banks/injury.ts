import type { CategoryBank } from './types.ts';

/** Injuries: accidents and medical malpractice. */
export const INJURY_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 1,
    weight: 7.5,
    people: [
      'The adjuster handling it, {person1}, keeps rushing me.',
      'It happened in {town}, on {road}.',
      'A witness, {person2}, saw the whole thing.',
    ],
    stories: [
      {
        tags: ['car accident', 'insurance settlement', 'whiplash'],
        gists: [
          'Rear-ended at a red light on {road}',
          '{insurer} offered {amount} for my whiplash',
          'Neck and back pain after being rear-ended',
        ],
        titles: [
          'Rear-ended on {road} - how much is my whiplash claim worth?',
          "Other driver's insurer offered {amount} for my injuries - is that fair?",
          'How long do I have to file a claim after a car accident in {place}?',
          'Do I need a lawyer if the other driver admitted fault?',
          "What happens if my medical bills are more than the other driver's policy limit?",
          'Can I still get paid for my injuries if I waited two weeks to see a doctor?',
        ],
        openings: [
          'I was rear-ended at a red light on {road} in {city} by a driver named {first} {surname}, and I have neck and back pain.',
          'Another driver ran into the back of my car in {month}; their insurer, {insurer}, now offers {amount} for my injuries.',
          'I was stopped in traffic near {town} when a {vehicle} hit me from behind.',
          'A {vehicle} slammed into the back of my car at a stop sign in {month}, and my neck has hurt ever since.',
          "I was rear-ended on my way home from work as {job}, and the other driver's insurer, {insurer}, keeps calling me.",
        ],
        details: [
          'I went to urgent care the next day and I have been in physical therapy for {duration}.',
          'The police report says the other driver was following too closely.',
          'My medical bills are around {bills} so far.',
          'I missed {count} weeks of work as {job}.',
          'The adjuster at {insurer} keeps calling and wants a recorded statement.',
        ],
        asks: ['Is this offer fair?', 'How much is my claim worth?', 'Should I hire a lawyer or settle myself?'],
        advice: [
          'The value of the claim follows the medical evidence: the diagnosis, the length of treatment and any lasting limits, plus the wages you lost as {job}.',
          'Do not give {insurer} a recorded statement or sign a medical release until you have advice; adjusters use both to cut the claim.',
          'Do not settle while you are still in treatment; once you sign a release you cannot reopen the claim if you need more care.',
          'Most states give two or three years to sue after a car accident, but the insurer will not warn you of the deadline.',
          "If the bills exceed the other driver's limits, your own underinsured motorist coverage may pay the difference.",
          'Keep a folder of every bill, receipt and note from your employer about the missed weeks.',
          'First offers from adjusters are usually low; a demand letter that lays out the treatment and the lost wages typically brings a better one.',
        ],
        views: [
          [
            'For a soft-tissue claim with bills around {bills}, you can often negotiate yourself and keep the whole settlement.',
            'I would hire a lawyer even for a claim this size; represented claimants usually net more even after the fee, and the insurer knows it.',
          ],
        ],
      },
      {
        tags: ['slip and fall', 'premises liability'],
        gists: ['Broke my wrist slipping on {spot}', 'Fell at {business} because of {spot}'],
        slots: {
          spot: [
            'a wet floor in the produce aisle',
            'a broken step',
            'ice in the parking lot',
            'a loose mat at the entrance',
            'spilled soda by the registers',
          ],
        },
        titles: [
          'Slipped on {spot} at {business} - can I sue the store?',
          'How much is a slip and fall case worth with a broken wrist?',
          'Store says I should have watched where I was going - do I have a case?',
          'How long do I have to file a slip and fall claim in {place}?',
          'Do I need a lawyer for a slip and fall at a grocery store?',
        ],
        openings: [
          'I slipped on {spot} at {business} in {city} and broke my wrist.',
          'Last {month} I fell because of {spot} at a store run by {business}, and I needed surgery.',
          'I went down hard on {spot} while shopping at {business} and my knee has not been the same.',
          'There was {spot} at {business} in {city} and nothing to warn anyone, and I slipped and landed on my hip.',
        ],
        details: [
          'There was no warning sign anywhere.',
          'The manager, {first} {surname}, filled out an incident report but would not give me a copy.',
          'My medical bills are over {bills}.',
          'A customer told me it had been like that for a while.',
          'The store says I should have watched where I was going.',
          'I am {age} and had no problems with my wrist before.',
        ],
        asks: ['Do I have a case?', 'How do I get the store video?'],
        advice: [
          'The store is liable if it knew or should have known about {spot} and did not fix it or warn customers; how long the hazard was there is usually the key question.',
          'Send {business} a written request to preserve the video today; stores overwrite footage within days or weeks.',
          'The customer who said it had been like that for a while is an important witness, so get their name and number.',
          'Many states reduce your recovery by your share of fault, so expect the store to argue you were not looking.',
          'A broken wrist with surgery is a significant injury, and the claim value depends on your recovery and any lasting limits.',
          "Ask for a copy of the incident report in writing, but do not give a recorded statement to the store's insurer.",
        ],
        views: [
          [
            'Without video or proof of how long the hazard was there, these cases are hard; I would get the footage before investing much.',
            'I am more optimistic than the answer above: a customer who saw the hazard there earlier is often enough to show notice.',
          ],
        ],
      },
      {
        tags: ['dog bite', 'homeowners insurance'],
        gists: ["Neighbor's dog bit {child}", 'Dog bite with {count} stitches'],
        titles: [
          "Bitten by a neighbor's dog - who pays my medical bills?",
          'Can I sue my neighbor for a dog bite in {place}?',
          'How much is a dog bite claim worth with stitches?',
          'What happens to the dog if I report the bite?',
        ],
        openings: [
          "My neighbor's dog bit {child} on the arm while we were walking on {road}, and it needed {count} stitches.",
          'I was bitten by a dog that got loose from a yard in {town} and ended up in the emergency room.',
          "A neighbor's dog ran out of an open gate on {road} and bit me on the leg, and now I have medical bills of {bills}.",
          "{child} was bitten by the neighbor's dog in our own driveway and needed {count} stitches.",
        ],
        details: [
          'The owner, {first} {surname}, said the dog never did that before.',
          'The ER bill alone is {bills}.',
          'Animal control came and took a report.',
          'The dog was not on a leash.',
        ],
        asks: ['Who pays for the medical bills?', 'Should I sue or go through insurance?'],
        advice: [
          'Many states make dog owners strictly liable for bites, whether or not the dog bit before; others require proof the owner knew the dog was dangerous.',
          "Dog bite claims are usually paid by the owner's homeowners or renters insurance, not out of their pocket.",
          'Reporting the bite to animal control is usually required and mostly leads to a quarantine, not to the dog being put down.',
          'Photograph the wound as it heals; scarring, especially on a child, affects the value.',
          'A leash law violation is strong evidence of negligence.',
        ],
      },
    ],
    law: [
      'Personal injury lawyers usually work on contingency, taking a share of the recovery instead of an hourly fee.',
      'Negligence requires a duty, a breach of that duty, causation and damages.',
      "Most states use comparative fault, which reduces recovery by the injured person's share of blame.",
      'Statutes of limitations for personal injury usually run two to three years from the injury.',
    ],
    steps: [
      'Keep every medical bill and record and a diary of your symptoms.',
      'Do not post about the injury or your activities on social media.',
      'Photograph your injuries as they heal.',
    ],
  },
  {
    categoryId: 7,
    weight: 1.1,
    people: ['The doctor was {person1}.', 'The hospital is in {town}.'],
    stories: [
      {
        tags: ['medical malpractice', 'misdiagnosis'],
        gists: ['ER said {wrong}, it was {actual}', 'Missed diagnosis of {actual}'],
        titles: [
          'ER sent me home with a diagnosis of {wrong} and it was {actual} - malpractice?',
          'How long do I have to sue for a misdiagnosis in {place}?',
          'Is a missed diagnosis of {actual} enough for a malpractice case?',
          'Do I need an expert to sue a doctor for misdiagnosis?',
        ],
        slots: {
          wrong: ['a pulled muscle', 'indigestion', 'a panic attack', 'the flu', 'a sinus infection'],
          actual: ['a heart attack', 'appendicitis', 'a stroke', 'a blood clot', 'meningitis'],
        },
        openings: [
          'The ER at a hospital in {city} told me I had {wrong}, and two days later I was admitted with {actual}.',
          'My doctor said it was {wrong}; {duration} later another hospital found {actual}.',
        ],
        details: [
          'I now have lasting damage and cannot work as {job}.',
          'They did not do any tests beyond a quick exam.',
          'The doctor was {first} {surname}.',
        ],
        asks: ['Do I have a malpractice case?', 'How long do I have?'],
        advice: [
          'A malpractice case needs proof that the doctor fell below the standard of care and that the delay in diagnosing {actual} made the outcome worse.',
          'Almost every state requires a supporting opinion from a qualified medical expert, sometimes before you can even file.',
          'Request your complete records, including the ER notes and test orders, now.',
          'Deadlines are short in malpractice, often one to three years, with some states counting from when you discovered the error.',
          'Malpractice cases are expensive to bring, so lawyers take them only when the harm is serious; lasting damage that ended your work as {job} may qualify.',
        ],
        views: [
          [
            'Missing {actual} in the ER is a classic case, and yours sounds worth a review.',
            'Not every missed diagnosis is malpractice; if the symptoms looked like {wrong} at the time, the defense will call it reasonable judgment.',
          ],
        ],
      },
      {
        tags: ['surgical error', 'hospital negligence'],
        gists: ['Sponge left inside me after surgery', 'Nerve damage after routine surgery'],
        titles: [
          'Surgeon left a sponge inside me - what can I do?',
          'Nerve damage after routine surgery - is that malpractice?',
          'Hospital infection after surgery: can I sue?',
          'How much is a surgical error case worth in {place}?',
        ],
        openings: [
          'After my surgery in {month} I kept having pain, and a scan showed a sponge left inside me.',
          'I had routine surgery at a hospital in {city} and woke up with nerve damage in my hand.',
        ],
        details: [
          'I needed a second operation to fix it.',
          'The consent form mentioned risks but nothing like this.',
          'I missed {count} weeks of work.',
        ],
        asks: ['Can I sue the surgeon or the hospital?', 'What is my case worth?'],
        advice: [
          'A retained sponge is one of the few errors where negligence is presumed; the question is mostly damages.',
          'A known risk listed on the consent form is not automatically malpractice, so nerve damage needs an expert review.',
          'Both the surgeon and the hospital may be responsible, depending on who employed the staff who counted the sponges.',
          'Some states cap non-economic damages in malpractice cases, which affects what the case is worth.',
          'Keep records of the second operation and the time off work.',
        ],
      },
      {
        tags: ['birth injury', "Erb's palsy"],
        gists: ["Baby has Erb's palsy after a hard delivery", 'Shoulder stuck during delivery and now a weak arm'],
        titles: [
          "My baby has Erb's palsy after a hard delivery - was it the doctor's fault?",
          'How long do I have to file a birth injury claim for my baby in {place}?',
          'What is a birth injury case worth if the arm may never fully recover?',
        ],
        openings: [
          "Our baby was born in {month} after a hard delivery where his shoulder got stuck, and now he has Erb's palsy, a birth injury to the nerves of his arm, and I keep asking myself if it was the doctor's fault.",
          "During my delivery at a hospital in {city} the baby's shoulder got stuck, the doctor pulled hard, and our son now has Erb's palsy, a birth injury in one arm that may never fully recover.",
        ],
        details: [
          'He weighed over nine pounds, and I had gestational diabetes during the pregnancy.',
          'Nobody talked to me about a C-section, even though the last ultrasound showed a big baby.',
          'He goes to physical therapy twice a week and still cannot lift that arm well.',
          'A nurse who was in the room, {first} {surname}, later told me the doctor pulled much harder than usual.',
        ],
        asks: ['Is this malpractice?', 'How long do we have to file for our baby?'],
        advice: [
          "A stuck shoulder at birth can happen without anyone's fault, so the case turns on whether the doctor used the accepted maneuvers or pulled too hard on the baby's head and neck.",
          'Known risks such as a very large baby or gestational diabetes raise the question whether a C-section should have been discussed before labor.',
          "Many states give a child extra time to sue for a birth injury, but the parents' own claim for the medical bills can have a shorter deadline, so do not count on the longer one.",
          "Request the mother's labor and delivery records and the baby's records, including the fetal monitoring strips and the nursing notes.",
          'An obstetrician has to review the records before a lawyer can tell you whether the delivery fell below the standard of care.',
          'Whether the nerve injury is permanent often is not clear until the child is one or two years old, and that largely decides what the case is worth.',
        ],
      },
    ],
  },
];
