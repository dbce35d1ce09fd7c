import type { CategoryBank } from './types.ts';

/** Employment, workers' compensation and family leave. */
export const EMPLOYMENT_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 59,
    weight: 7,
    people: [
      'My manager, {person1}, told me not to bother HR.',
      'The HR manager is {person2}.',
      'I work at their location in {town}.',
    ],
    stories: [
      {
        tags: ['unpaid overtime', 'wage claim', 'salaried exempt'],
        gists: ['Salaried, working 50+ hours, no overtime', 'Switched to salary and lost my overtime'],
        titles: [
          'Salaried at {employerCo} and working {count}0 hours a week - am I owed overtime?',
          'How far back can I claim unpaid overtime in {place}?',
          'How much overtime could I recover for {years} years of 50-hour weeks?',
          'Can my employer call me exempt just because I am on salary?',
          'Do I need a lawyer for an unpaid overtime claim?',
          'My boss says salaried workers never get overtime - is that true?',
          'Working {count}0-hour weeks as {job} with no overtime pay. Is that allowed?',
          'What can I do if {employerCo} owes me years of overtime?',
        ],
        openings: [
          'I work as {job} at {employerCo} on a salary of {salary} and regularly work 50 or more hours a week with no overtime.',
          'My employer, {employerCo}, switched me to salary last {month} and stopped paying overtime, but my job as {job} did not change.',
          'I am paid {salary} a year as {job} at {employerCo}, and most weeks I work long past my scheduled hours without a cent of overtime.',
          'Since {month} my weeks at {employerCo} have kept getting longer, and because I am salaried they say no overtime is owed.',
        ],
        details: [
          'I do not supervise anyone and I have no say in hiring.',
          'I keep my own notes of the hours I work.',
          'My manager, {first} {surname}, says salaried people do not get overtime.',
          'I have been there {years} years.',
        ],
        asks: ['Am I owed overtime?', 'Can they fire me for asking?'],
        advice: [
          'Being paid a salary does not by itself make you exempt; the duties test matters, and {job} who supervises no one often does not qualify.',
          'Under federal law you can usually recover two years of unpaid overtime, three if the violation was willful, and some states allow more.',
          'Your own notes of hours are evidence; keep them somewhere other than a work computer.',
          'Retaliating against an employee for raising a wage complaint is illegal under federal and state law.',
          'You can file a wage claim with the state labor department for free, or a lawyer can bring a claim with double damages and fees.',
          'Many wage lawyers take overtime cases on contingency because the law makes the employer pay the attorney fees.',
        ],
        views: [
          [
            'I would start with the state labor department; it costs nothing and employers often pay once an investigator calls.',
            'I would go to a wage lawyer first; a labor department claim can be slower and may not get you the double damages a lawsuit can.',
          ],
        ],
      },
      {
        tags: ['wrongful termination', 'at-will employment', 'fired'],
        gists: ['Fired after {years} years with no reason', 'Fired two days after a safety complaint'],
        titles: [
          'Fired from {employerCo} after {years} years with no reason - is that legal?',
          'Can my employer fire me for complaining about safety?',
          'What happens to my final paycheck after I was fired in {place}?',
          'Fired the day after complaining about safety - do I need a lawyer?',
          'How long do I have to sue for wrongful termination?',
          'Let go without warning after {years} years. Do I have any rights?',
          'Is it wrongful termination if they never gave a reason?',
          'Fired right after I went to HR - can I sue {employerCo}?',
        ],
        openings: [
          'I was fired from {employerCo} on a {weekday} after {years} years, with no warning and no reason given.',
          'My manager at {employerCo}, {first} {surname}, fired me two days after I complained to HR about safety problems.',
          'After {years} years at {employerCo} I was called into an office on a {weekday} and told I was fired, no reason given.',
          'I worked as {job} at {employerCo} for {years} years and was fired out of nowhere last {weekday}.',
        ],
        details: [
          'I had good reviews every year.',
          'They still have not paid my final check or my unused vacation.',
          'A younger coworker took over my job.',
          'I worked there as {job}.',
          'A friend says this is wrongful termination and I should sue.',
        ],
        asks: ['Do I have a case?', 'Can they do this without a reason?'],
        advice: [
          'Most employment is at will, so a firing without a reason is usually legal, but a firing for an illegal reason, such as retaliation for a safety complaint, is not.',
          'The timing, two days after the complaint, is the kind of evidence retaliation cases are built on.',
          'Many states require the final paycheck within a few days of a firing, with penalties for late payment, and some require paying out unused vacation.',
          'Write down the dates of your complaint and the firing, and save any emails while you still have access.',
          'Do not sign a severance agreement without review; it will usually waive your claims.',
          'Safety complaints can also be filed with OSHA, but the deadline for a retaliation complaint there is only 30 days.',
        ],
        views: [
          [
            'The timing alone makes this worth a consultation; I would not sign anything until you have one.',
            'Timing helps, but it is rarely enough by itself; unless the complaint is documented, the company will point to some other reason.',
          ],
        ],
      },
      {
        tags: ['non-compete', 'new job'],
        gists: ['Non-compete and a job offer from a competitor', 'Old employer says my new job breaks my non-compete'],
        titles: [
          'Can my old employer enforce a non-compete if I take a job with a competitor?',
          'Non-compete says {years} years and 50 miles - is that enforceable in {place}?',
          'What happens if I ignore my non-compete?',
          'Is a non-compete enforceable if I was never a manager?',
          'Old employer threatens to sue over my new job - how worried should I be?',
          'Do I need a lawyer to review my non-compete before I switch jobs?',
        ],
        openings: [
          'I signed a non-compete when I started at {employerCo}, and now a competitor offered me a job paying {salary}.',
          'My former employer, {employerCo}, sent a letter saying my new job violates my non-compete.',
          'A competitor of {employerCo} offered me a job as {job}, but I signed a non-compete {years} years ago.',
          'I want to take a job with a competitor, and my old employer, {employerCo}, says the non-compete I signed stops me.',
        ],
        details: [
          'The agreement says {years} years within 50 miles.',
          'I was {job}, not a manager.',
          'I did not take any client lists.',
        ],
        asks: ['Can they stop me from working?', 'Should I turn down the job?'],
        advice: [
          'Enforceability depends heavily on the state; some ban non-competes for most workers, others enforce reasonable ones.',
          'Courts look at whether the restriction protects a real business interest and is reasonable in time and area.',
          'Do not take any documents or client information with you; that turns a weak case against you into a strong one.',
          'Have a lawyer read the actual agreement before you accept the offer.',
        ],
      },
    ],
    law: [
      'The Fair Labor Standards Act sets federal minimum wage and overtime rules, and states can add more protection.',
      'Retaliation for protected activity, such as complaining about wages, safety or discrimination, is illegal even in at-will employment.',
    ],
    steps: ['Save your pay stubs, schedules and any emails about the issue.', 'Write a timeline of events with dates.'],
  },
  {
    categoryId: 2,
    weight: 2.5,
    people: ['The adjuster at {insurer}, {person1}, does not return calls.', 'I was hurt at the job site in {town}.'],
    stories: [
      {
        tags: ['final paycheck', 'unpaid wages', 'quit'],
        gists: ['Quit my job and never got my last paycheck', 'Employer is holding my final check'],
        titles: [
          'Quit my job {days} days ago and still no final paycheck - is that legal?',
          'How long does an employer have to pay your last paycheck in {place}?',
          'Can my employer keep my final check until I return my uniform?',
          'What happens if my old job never pays my unused vacation?',
          'Do I need a lawyer to get my final paycheck?',
        ],
        openings: [
          'I quit my job as {job} at {employerCo} {days} days ago and still have not received my final paycheck.',
          'My old employer, {employerCo}, says it will hold my last check of {smallAmount} until I return my uniform and keys.',
        ],
        details: [
          'I gave two weeks notice in writing.',
          'I had {count} days of unused vacation on my last pay stub.',
          'My manager stopped answering my texts after my last day.',
          'They also took the cost of a broken scanner out of my last check.',
        ],
        asks: ['How long can they hold my final pay?', 'Can I get a penalty for the late paycheck?'],
        advice: [
          'Most states set a deadline for the final paycheck, from the next scheduled payday to within a day or two of a firing.',
          'An employer usually cannot hold back earned wages to force the return of a uniform or equipment; it can ask for the items, or sue for them.',
          'Whether unused vacation must be paid out depends on your state and on the written policy, so find the handbook page that covers it.',
          'File a wage claim with the state labor department; it costs nothing and you do not need a lawyer for it.',
          "Some states add a penalty of up to a day's wages for each day the final check is late, which can add up quickly.",
        ],
        views: [
          [
            'A wage claim with the labor department is the right first step; it is free and employers tend to pay once the agency writes to them.',
            'I would send a demand letter before the wage claim mentioned above; naming the late-pay penalty often gets the check paid within days.',
          ],
        ],
      },
      {
        tags: ['workers comp', 'work injury', 'denied claim'],
        gists: ['Workers comp claim denied by {insurer}', 'Hurt at work and the insurer says it is not work related'],
        titles: [
          'Hurt my back lifting at work and the claim was denied - what now?',
          'How long do I have to report a work injury in {place}?',
          'Can I be fired while on workers comp?',
          'How much does workers comp pay while I am out of work?',
          'Do I need a lawyer to appeal a denied workers comp claim?',
        ],
        openings: [
          'I hurt my back lifting boxes at {employerCo} in {month} and their workers comp insurer, {insurer}, denied the claim.',
          'I injured my shoulder at work as {job} and the insurance company says it is not work related.',
        ],
        details: [
          'I reported it to my supervisor the same day.',
          'My doctor says I need {count} weeks off.',
          'The insurer says I had an old injury.',
          'I earn {salary} a year.',
        ],
        asks: ['How do I appeal?', 'Who pays my medical bills in the meantime?'],
        advice: [
          'Report the injury in writing if you have not; most states have a short notice deadline, sometimes 30 days.',
          'A denial can be appealed to the state workers comp board, usually within a strict deadline printed on the letter from {insurer}.',
          "A prior injury does not bar a claim if work made it worse; your doctor's opinion on aggravation is key.",
          'Temporary disability benefits are usually about two-thirds of your average weekly wage, up to a state maximum.',
          'Workers comp lawyers work on a fee set or capped by the state, usually paid from your benefits, so there is little upfront cost.',
          'You generally cannot be fired for filing a claim, though an employer may not have to hold your job forever.',
        ],
      },
      {
        tags: ['light duty', 'IME', 'return to work'],
        gists: ['Insurance doctor cleared me for light duty', 'Light duty offer while I am still on crutches'],
        titles: [
          'Workers comp doctor says I can go back to light duty - do I have to?',
          'What happens if I refuse a light duty job while on workers comp?',
          'Insurance company sent me to an IME - what should I expect?',
        ],
        openings: [
          'The insurance doctor cleared me for light duty, but my own doctor says I still cannot work.',
          'My employer offered light duty sweeping floors after my knee surgery, and I am still on crutches.',
        ],
        details: [
          'The insurance company sent me to an IME, which lasted about ten minutes.',
          'My benefits will stop on {weekday} if I do not report.',
        ],
        asks: ['Do I have to accept the light duty?', 'Can I challenge the IME?'],
        advice: [
          'Refusing a suitable light-duty offer can cut off wage benefits in most states, so respond in writing rather than ignoring it.',
          "You can challenge an IME report; many states allow your own doctor's report or an independent examiner chosen by the board.",
          'Ask for the light-duty offer in writing with the exact tasks, and have your doctor say whether you can do them.',
          'Keep a log of your symptoms and of how the job duties affect you.',
        ],
      },
    ],
    law: [
      "Workers' compensation is a no-fault system: you do not have to prove your employer was careless, and in return you usually cannot sue the employer.",
    ],
  },
  {
    categoryId: 9,
    weight: 0.5,
    stories: [
      {
        tags: ['FMLA', 'medical leave', 'job protection'],
        titles: [
          'Fired while on FMLA leave - is that legal?',
          "Can my employer deny FMLA leave for my father's surgery?",
          'How long can I take FMLA leave after having a baby?',
          'Do I qualify for FMLA at a company with {count}0 employees?',
        ],
        openings: [
          'I asked {employerCo} for FMLA leave to care for {relation} after surgery, and they said no.',
          'I was let go from {employerCo} while on approved FMLA leave after the birth of my baby.',
        ],
        details: [
          'I have worked there {years} years full time.',
          'HR told me my job was eliminated.',
          'My doctor filled out the certification form.',
        ],
        asks: ['Is this legal?', 'What can I do?'],
        advice: [
          'FMLA covers employers with 50 or more employees within 75 miles, and employees with a year of service and 1,250 hours in the past year.',
          "Eligible employees can take up to 12 weeks of unpaid, job-protected leave a year for their own serious health condition, a new child or a family member's serious condition.",
          'Firing someone on FMLA is not automatically illegal, but the employer must show the job would have been eliminated anyway.',
          'FMLA claims can be brought in court within two years, three if willful.',
          'Some states add paid family leave or cover smaller employers.',
        ],
      },
      {
        tags: ['intermittent FMLA', 'attendance points', 'migraines'],
        gists: ['Written up for absences covered by intermittent FMLA', 'Attendance points for my FMLA migraine days'],
        titles: [
          'Can my employer give me attendance points for intermittent FMLA absences?',
          'Written up for missing work during migraines on approved intermittent FMLA - is that retaliation?',
          'How many days can I take on intermittent FMLA leave?',
          "Do I need a new doctor's note every time I use intermittent FMLA?",
        ],
        openings: [
          'I have approved intermittent FMLA leave for migraines, but {employerCo} gave me attendance points for {count} absences and I was written up.',
          'My employer approved intermittent FMLA for my migraines last {month}, and now my supervisor says I am missing too much work and may be fired.',
          "HR at {employerCo} wants a new doctor's note every time I use my intermittent FMLA leave for a migraine, or the absence counts as attendance points.",
        ],
        details: [
          'My certification says I may need one to three days off a month.',
          'I call in each time and say the absence is for my FMLA condition.',
          'One more point and I reach the limit for termination.',
          'Each FMLA absence still shows up as attendance points on my record.',
          'I work as {job} on a rotating schedule.',
        ],
        asks: ['Can they count FMLA days against me?', 'What should I do about the write-up?'],
        advice: [
          'Absences covered by approved FMLA leave cannot be counted under an attendance or points policy; doing so interferes with your FMLA rights.',
          "An employer may ask for recertification of a chronic condition, but generally no more often than every 30 days and only in connection with an absence, so a new doctor's note for each migraine usually is not required.",
          "Follow your employer's usual call-in procedure and mention FMLA each time; an absence can lose protection if the notice rules were not followed without a good reason.",
          'If your absences run beyond the frequency in your certification, the employer can ask for recertification, so have your doctor update it if the migraines have become more frequent.',
          'Ask HR in writing to remove the points for FMLA days, and keep a log matching each absence to your approved leave.',
          "Interference and retaliation complaints can go to the Department of Labor's Wage and Hour Division or to court, generally within two years.",
        ],
      },
      {
        tags: ['return from leave', 'equivalent position', 'FMLA'],
        gists: ['Came back from FMLA leave to a different job', 'My job was given away while I was on leave'],
        titles: [
          'Came back from FMLA leave and my employer moved me to night shift - is that allowed?',
          'Does my employer have to give me my same job back after FMLA leave?',
          'Can they cut my pay after I return from {count} weeks of FMLA?',
          'Do I need a lawyer if my job was given away while I was on FMLA?',
        ],
        openings: [
          'I came back from {count} weeks of FMLA leave after surgery and {employerCo} moved me from day shift to night shift.',
          'When I returned from FMLA leave, my employer had given my job to the person who covered for me and cut my pay by putting me in a different role.',
          'After my FMLA leave, my employer told me it did not have to give me my same job back, only some job.',
        ],
        details: [
          'I had worked there {years} years with good reviews.',
          'Nobody told me about any change until my first day back.',
          'The person who covered for me is still in my old position.',
          'HR says the new position is equivalent, but I lost my bonus eligibility.',
          'The job they gave me on my return came with a pay cut.',
        ],
        asks: ['Is this legal under FMLA?', 'Can I demand my old position back?'],
        advice: [
          'After FMLA leave you are entitled to your old job or an equivalent one, with the same pay and benefits, an equivalent shift and schedule, and substantially similar duties.',
          'Giving your job to the person who filled in while you were away is not by itself a lawful reason to deny reinstatement.',
          'An employer can refuse reinstatement only if you would have lost the job anyway, as in a layoff that would have included you, and it must prove that.',
          'Ask HR in writing to explain how the new position is equivalent, and compare pay, differentials, bonus eligibility and duties.',
          'A small group of highly paid key employees can be denied reinstatement, but only if they were told of that status in writing when the leave began.',
          'A successful claim can bring back pay and reinstatement and, unless the employer shows it acted in good faith, an equal amount in liquidated damages.',
        ],
      },
    ],
  },
];
