import type { CategoryBank } from './types.ts';

/** Courts and agencies: civil litigation, appeals and administrative law (admiralty, environmental law and legal ethics follow in maritime-environment-ethics.ts). */
export const PUBLIC_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 61,
    weight: 1.5,
    people: ['The clerk, {person1}, told me to ask a lawyer about the forms.', 'The courthouse is in {town}.'],
    stories: [
      {
        tags: ['small claims', 'personal loan', 'lawsuit'],
        gists: ['Lent a friend {amount} and he stopped answering', 'Friend will not repay a {amount} loan'],
        titles: [
          'Friend will not pay back the {amount} I lent him - can I sue in small claims?',
          'How long do I have to sue someone for an unpaid loan in {place}?',
          'What happens if I win in small claims and they still do not pay?',
          'Do I need a lawyer for small claims court?',
        ],
        openings: [
          'I lent my friend {first} {surname} {amount} to fix his truck and he stopped answering my texts.',
          'I loaned {relation} {amount} {duration} ago and they refuse to pay it back.',
        ],
        details: [
          'I have text messages where he promised to repay.',
          'Nothing was signed.',
          'He moved to {town}.',
          'The loan is still unpaid.',
        ],
        asks: [
          'Can I sue without a written contract?',
          'How do I collect if I win?',
          'How long do I have to sue?',
          'Can I handle small claims court without a lawyer?',
        ],
        advice: [
          'Text messages promising to repay can prove an oral loan agreement.',
          'Small claims limits range from a few thousand dollars to about 25,000 depending on the state, so check whether {amount} fits.',
          'Winning gives you a judgment; if he does not pay, you can ask the court for wage garnishment or a bank levy.',
          'The deadline for an oral contract is often shorter than for a written one, sometimes two to four years.',
          'You must sue in the right county, usually where he lives now.',
        ],
      },
      {
        tags: ['default judgment', 'serving papers'],
        gists: ['Default judgment in a case I never knew about', 'Bank account frozen by a default judgment'],
        titles: [
          'I was never served but there is a default judgment against me',
          'How do I set aside a default judgment in {place}?',
        ],
        openings: [
          'I just found out there is a default judgment against me for {amount} in a case I never knew about.',
          'My bank account was frozen because of a default judgment from {collector}.',
        ],
        details: [
          'The papers were served at an address where I have not lived for {years} years.',
          'The judgment was entered {duration} ago.',
        ],
        asks: ['Can I get it undone?', 'How fast do I have to act?'],
        advice: [
          'A judgment entered without proper service can be set aside, and improper service is one of the strongest grounds.',
          'File the motion to vacate quickly; many states set deadlines of months, not years, for other grounds.',
          'Bring proof of where you lived when you were supposedly served, such as a lease or utility bills.',
          'Ask the bank which exemptions protect the frozen funds, such as Social Security.',
        ],
      },
      {
        tags: ['subpoena', 'deposition', 'witness'],
        gists: [
          'Subpoenaed to a deposition in a lawsuit I am not part of',
          'Got a deposition subpoena over a crash I only witnessed',
        ],
        titles: [
          'Got a subpoena for a deposition in a lawsuit I am not part of - do I have to go?',
          'Can I be paid for missing work to testify at a deposition?',
          'What happens if I ignore a deposition subpoena?',
          'Do I need my own lawyer to testify as a witness at a deposition?',
        ],
        openings: [
          'I was served with a subpoena to testify at a deposition in a lawsuit I am not part of, over a car crash I witnessed {duration} ago.',
          'A lawyer for one side of a lawsuit sent me a deposition subpoena to testify because I witnessed the crash, and going means missing a day of work that will not be paid.',
          'Last {month} I saw a crash at an intersection in {city}, and now I have a subpoena to testify at a deposition even though I am not part of the lawsuit.',
        ],
        details: [
          'The deposition is set for a {weekday} morning at a law office in {town}.',
          'I do not know either driver and have nothing to gain or lose in the lawsuit.',
          'My boss says I will not be paid for the day of work I miss.',
          'A paralegal from the firm that sent the subpoena keeps calling to ask what I saw.',
        ],
        asks: [
          'Do I have to go to the deposition if I am not part of the lawsuit?',
          'What happens if I just ignore the subpoena?',
          'Can I get paid for the work I miss?',
        ],
        advice: [
          'A subpoena is a court order, and a witness who ignores it without a valid excuse can be held in contempt.',
          'Call the lawyer who issued it; a witness who is not a party can often get the deposition moved to a date and place that costs less time off.',
          'The side that subpoenaed you must pay the witness fee and mileage set by the court rules, although that rarely covers a lost day of wages.',
          'Many states bar employers from firing or punishing an employee for obeying a subpoena, but few require the day to be paid.',
          'As a witness you answer only about what you saw yourself, and saying you do not remember is fine when it is true.',
          'If the subpoena was not properly served or makes you travel an unreasonable distance, a motion to quash or modify it can be filed before the date.',
        ],
        views: [
          [
            'For a neutral eyewitness I would simply go, tell the truth and keep the answers short; a lawyer of your own is not needed.',
            'I would still pay for a short consultation first: a lawyer can agree on limits to the time and topics with the other side, and it costs little.',
          ],
        ],
      },
    ],
    law: ['Civil litigation is slow and costly, so for modest sums small claims court is often the better forum.'],
  },
  {
    categoryId: 63,
    weight: 0.3,
    stories: [
      {
        tags: ['appeal', 'notice of appeal'],
        titles: [
          'How long do I have to appeal a judgment in {place}?',
          'Judge excluded my evidence at trial - can I appeal?',
          'How much does an appeal cost?',
        ],
        openings: [
          'The judge ruled against me after a two-day trial last {month}.',
          'I lost my case in {city} and I think the judge made a legal mistake.',
        ],
        details: ['I believe the judge excluded important evidence.', 'The judgment was for {amount}.'],
        asks: ['What are my chances on appeal?', 'What is the deadline?'],
        advice: [
          'The notice of appeal deadline is strict, often 30 days from entry of judgment, and missing it usually ends the right to appeal.',
          'An appeal reviews legal errors in the record; it is not a new trial.',
          'Evidence rulings are reviewed for abuse of discretion, a standard that favors the trial judge.',
          'Transcripts are often the largest cost of an appeal.',
        ],
      },
      {
        tags: ['criminal appeal', 'appointed counsel', 'conviction'],
        gists: [
          'Jury convicted my son and his public defender is off the case',
          'Son convicted at trial and we cannot afford an appeal',
        ],
        titles: [
          'My son was convicted at trial - how long does he have to file a criminal appeal?',
          'Can my son get a free appeal lawyer if he had a public defender at trial?',
          'What happens to his sentence while the conviction is on appeal?',
        ],
        openings: [
          'My son was convicted at trial in {city} last {month} and sentenced to {years} years, and he wants to file a criminal appeal.',
          'A jury convicted my son at trial, and his public defender says she does not handle the appeal, so we need a free appeal lawyer.',
          'After a three-day criminal trial, my son was convicted and is now serving his sentence, and we cannot afford to pay for an appeal.',
        ],
        details: [
          'His public defender never objected when the prosecutor brought up an old arrest in front of the jury.',
          'He has been in the county jail since the sentence was handed down.',
          'We have no money for a private lawyer, so it would have to be free or appointed.',
          'The judge told him at sentencing that he had the right to appeal.',
        ],
        asks: [
          'Does he get a new lawyer for the appeal for free?',
          'Will he stay in jail while the appeal is pending?',
        ],
        advice: [
          'The notice of appeal in a criminal case is due soon after sentencing, in some states within 10 days and in federal court within 14, so confirm the date with the clerk right away.',
          "A defendant who cannot afford a lawyer has a constitutional right to appointed counsel for the first appeal, usually through the state's appellate defender office.",
          'The appeal is decided on the trial record, so an error no one objected to at trial is reviewed only for plain error.',
          "Complaints about the trial lawyer's performance are often raised later in a post-conviction petition, because they usually need facts outside the record.",
          'He will most likely stay in custody while the appeal runs; release pending appeal exists but is rarely granted after a felony conviction.',
          'Have your son write down what he remembers about the trial while it is fresh, and keep every paper the court gave him.',
        ],
        views: [
          [
            'A prosecutor raising an old arrest before the jury can be a strong issue on appeal if the rules of evidence kept it out.',
            'I would not count on that issue: without an objection at trial, an appeals court reverses only for an obvious error that likely changed the verdict.',
          ],
        ],
      },
      {
        tags: ['writ of mandamus', 'delayed ruling'],
        slots: {
          motion: [
            'to modify custody',
            'to enforce our settlement',
            'to dismiss the case',
            'to reduce support',
            'for a new trial',
          ],
        },
        titles: [
          'Judge has not ruled on my motion in {count} months - can I file a writ of mandamus?',
          'How do I get a judge to decide a motion that has been pending for months?',
          'Will filing a writ petition against the judge hurt my case?',
        ],
        openings: [
          'The judge in my case has not ruled on my motion {motion}, and it has been pending for {count} months, so I am thinking about filing a writ of mandamus.',
          'I filed a motion {motion} in {city} {count} months ago and the judge has not ruled or decided anything, and someone suggested a writ petition.',
          'My motion {motion} has been pending for {count} months, and I am afraid filing a writ petition to make the judge decide it will hurt my case.',
        ],
        details: [
          'I called the clerk twice and was told the motion is under submission.',
          'The hearing on the motion was in {month}, and the judge said a ruling would come soon.',
          'Until the judge rules, everything in my case is on hold, and the waiting costs me money every month.',
          'I do not have a lawyer and wrote the motion myself.',
        ],
        asks: [
          'Is a writ of mandamus the right way to make the judge rule?',
          'Will the judge hold it against me if I file a writ?',
        ],
        advice: [
          'Mandamus can order a judge to decide a pending matter, but never to decide it a particular way.',
          'Appellate courts grant mandamus only for a clear duty to act and an unreasonable delay, and a few months on one motion rarely qualifies by itself.',
          'Some states set a time limit for judges to rule on submitted matters, such as 90 days, and a polite written request that cites the rule often works better than a writ.',
          'Before any petition, file a short request for a ruling with the clerk so the record shows you asked and were ignored.',
          'A writ petition is filed in the appellate court with copies of the motion and the docket, and it must be served on the other party as well as the trial judge.',
          'A polite, properly filed request for a ruling is routine, and a judge is not supposed to let it affect how the motion is decided.',
        ],
        views: [
          [
            'After this long with nothing, I would file a written request for a ruling now and a writ petition if that is ignored.',
            'I would wait a little longer before any writ: the appeals court will likely deny it over this delay, and the ruling may come any day.',
          ],
        ],
      },
    ],
  },
  {
    categoryId: 54,
    weight: 0.2,
    stories: [
      {
        tags: ['administrative hearing', 'license discipline'],
        titles: [
          'State board wants to suspend my {license} license - do I need a lawyer?',
          'What happens at a licensing board hearing in {place}?',
        ],
        slots: { license: ['nursing', 'contractor', 'real estate', 'cosmetology', 'pharmacy'] },
        openings: [
          'The state board sent me a notice that it plans to discipline my {license} license.',
          'A complaint was filed against my {license} license and the hearing is in {days} days.',
        ],
        details: [
          'I have held the license for {years} years with no complaints.',
          'The complaint came from a former client.',
        ],
        asks: ['Should I get a lawyer?', 'Can I appeal if I lose?'],
        advice: [
          "Request the agency's file and the evidence it intends to use well before the hearing.",
          'Respond by the deadline on the notice; a missed response can lead to discipline by default.',
          'Board decisions can usually be appealed to a court, but only on the record made at the hearing.',
          'A lawyer who appears before that board regularly knows its practices.',
        ],
      },
      {
        tags: ['fair hearing', 'food stamps', 'SNAP'],
        gists: ['Food stamps cut off after a missed interview', 'SNAP benefits stopped over paperwork I sent in'],
        titles: [
          'My food stamps were cut off - how long do I have to ask for a fair hearing?',
          'Can I keep getting SNAP benefits while my fair hearing is pending?',
          'What happens at a SNAP fair hearing in {place}?',
        ],
        openings: [
          'The county cut off my food stamps, saying I missed a recertification interview I never knew about, and I want a fair hearing.',
          'My SNAP benefits were cut off last {month}, and the notice says I can ask for a fair hearing within a set time.',
          'I got a notice that my food stamps, the SNAP benefits for our household of {household}, will be cut off, and I want to keep them while a fair hearing is pending.',
        ],
        details: [
          'I never got a letter about the interview, but the office says it was mailed.',
          'I sent in my pay stubs on time, and they say they never received them.',
          'The benefits are how we buy most of our groceries.',
          'The caseworker, {person1}, has not returned my calls.',
          'The notice is dated {days} days ago.',
        ],
        asks: [
          'Can I keep my benefits while I wait for the fair hearing?',
          'How do I ask for a fair hearing and what should I bring?',
        ],
        advice: [
          'Federal SNAP rules give you 90 days from the notice to request a fair hearing, and the request can be made by phone or in writing.',
          'If you ask for the hearing before the cut takes effect, usually within the notice period of about 10 days, benefits generally continue until the decision.',
          'If benefits continue and you then lose the hearing, the state can treat the extra months as an overpayment to be repaid.',
          'Bring the notice, proof of your mailing address at the time, and copies of anything you sent in with the date you sent it.',
          'The hearing is often held by phone before a hearing officer who does not work for the local office, and you may bring a friend, an advocate or a lawyer.',
          'You can reapply while you appeal; when the only problem was a missed interview, a new application may restore benefits sooner.',
        ],
      },
      {
        tags: ['public records', 'records request'],
        slots: {
          records: [
            'the police incident report',
            'emails about the rezoning on my street',
            'the inspection reports for my building',
            'the body camera video of my traffic stop',
            'the contract for the new water plant',
          ],
        },
        titles: [
          'City has ignored my public records request for {count} weeks - is that legal?',
          'Can the city charge {smallAmount} for public records I requested?',
          'Do I need a lawyer to sue the city over a public records request?',
        ],
        openings: [
          'I made a public records request to the city for {records} {count} weeks ago, and they have ignored it.',
          'After ignoring my public records request for {count} weeks, the city now says it will charge {smallAmount} before it releases {records}.',
          'It has been {count} weeks since I requested {records} from the city under the public records law, and the only reply was a note that they would charge {smallAmount}.',
        ],
        details: [
          'I made the request in writing and kept a copy with the date.',
          'The clerk told me the request was sent to the city attorney.',
          'They hinted that part of it might be exempt but did not say which part or why.',
          'I only want to look at the records, not get copies.',
        ],
        asks: [
          'How long does the city have to respond to a public records request?',
          'Can they charge me before I even see the records?',
        ],
        advice: [
          'Every state has a public records law with a response deadline, often a few business days to a few weeks, and most allow an extension only if the agency explains it in writing.',
          'Agencies can usually charge the actual cost of copies and sometimes staff time, but many states let you inspect records in person without paying.',
          'If the city withholds anything, ask it to name the specific exemption in writing for each record it keeps back.',
          'Many states offer a free appeal to the attorney general, an ombudsman or a records commission before you have to go to court.',
          'When a requester sues and wins, many state records laws make the agency pay the attorney fees, which is why some lawyers take these cases.',
          'Send a short follow-up letter that cites the records law and the date of your request; that paper trail matters if you later go to court.',
        ],
        views: [
          [
            'I would narrow the request to the few records you really need; it is the fastest way to cut both the delay and the fee.',
            'I would not narrow it yet: the law puts the burden on the city to respond, and narrowing can let it off the hook for a request it already owes an answer to.',
          ],
        ],
      },
    ],
  },
];
