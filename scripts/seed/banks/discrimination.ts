import type { CategoryBank } from './types.ts';

/** Harassment, disability and other discrimination, civil rights. */
export const DISCRIMINATION_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 3,
    weight: 0.7,
    stories: [
      {
        tags: ['sexual harassment', 'hostile work environment', 'EEOC'],
        gists: ['Supervisor makes sexual comments every shift', 'Harassment complaint to HR went nowhere'],
        titles: [
          'My supervisor keeps making sexual comments - what can I do?',
          'HR did nothing about my harassment complaint - can I go to the EEOC?',
          'How long do I have to file a sexual harassment charge in {place}?',
          'Can I be fired for reporting harassment?',
        ],
        openings: [
          'My supervisor at {employerCo}, {first} {surname}, makes sexual comments about my body almost every shift.',
          "I reported a coworker's harassment to HR at {employerCo} in {month} and nothing happened.",
        ],
        details: [
          'I have saved the text messages.',
          'Two coworkers have seen it happen.',
          'Since I complained, my hours were cut.',
        ],
        asks: ['Do I have a case?', 'Should I go to the EEOC?', 'How long do I have to file a harassment charge?'],
        advice: [
          "Report the harassment in writing to HR, and keep a copy; the employer's response after notice is central to its liability.",
          'A charge with the EEOC or your state agency is usually required before a lawsuit, within 180 or 300 days of the conduct.',
          'Cutting your hours after a complaint can be retaliation, which is a separate claim and often easier to prove.',
          'Keep the text messages off your work phone and write down dates, words and witnesses.',
          'Harassment by a supervisor can make the employer liable even if you did not complain, depending on what happened next.',
        ],
      },
      {
        tags: ['housing harassment', 'Fair Housing Act', 'landlord'],
        gists: [
          'Landlord offered to forget my late rent for sex',
          'Landlord lets himself into my apartment and makes advances',
        ],
        titles: [
          'Landlord hinted he would forget the late rent if I slept with him - is that illegal?',
          'Can my landlord evict me after I turned down his advances?',
          'Where do I report sexual harassment by my landlord?',
        ],
        openings: [
          'My landlord, {person1}, hinted that he would forget about my late rent if I slept with him.',
          "After I turned down my landlord's advances in {month}, he served me with an eviction notice.",
          'For {duration} my landlord at {landlordCo} has been sexually harassing me, texting me at night and letting himself into my apartment.',
        ],
        details: [
          'He texts me late at night, and I have saved every message.',
          'He has come into the apartment without notice while I was home alone.',
          'I am afraid he will raise the rent or refuse repairs if I complain.',
        ],
        asks: ['What can I do to make him stop?', 'Can I break my lease because of this?'],
        advice: [
          'Demanding sex in exchange for rent, repairs or keeping your home is sexual harassment, which the federal Fair Housing Act treats as sex discrimination.',
          'You can file a complaint with HUD within one year of the last incident, or bring a lawsuit within two years.',
          'An eviction that follows a refusal can be retaliation; raise the harassment as a defense in the eviction case and bring the messages to court.',
          'Most states let a landlord enter only with reasonable notice except in emergencies, so write down each time he came in.',
          'If you fear for your safety, a protective order from the local court can keep him away from you even while you live there.',
          'Local fair housing organizations help tenants with these complaints for free and can sometimes negotiate a release from the lease.',
        ],
      },
      {
        tags: ['customer harassment', 'workplace harassment', 'employer liability'],
        slots: {
          role: [
            'a server at a diner',
            'a bartender at a sports bar',
            'a cashier at a gas station',
            'a barista at a coffee shop',
            'a front desk clerk at a hotel',
          ],
        },
        titles: [
          'Regular customer keeps groping me and my manager says to ignore it - what can I do?',
          'Is my employer responsible when a customer sexually harasses me?',
          'Can I refuse to serve a customer who harasses me without getting fired?',
        ],
        openings: [
          'I work as {role} in {city}, and a regular customer keeps groping me and making sexual comments, but my manager says to ignore it.',
          'A customer has been sexually harassing me at work for {duration}, and my employer says nothing can be done because he is not an employee.',
          'My manager said I will be fired if I refuse to serve a regular customer who harasses me every week.',
        ],
        details: [
          'Other employees have complained about the same man.',
          'I reported it in writing to the owner in {month}.',
          'He spends a lot of money there, and I think that is why they protect him.',
          'The company has about {count}0 employees.',
        ],
        asks: ['Is this something I can report to the EEOC?', 'What should I do if they cut my shifts?'],
        advice: [
          'An employer is liable for harassment by customers when it knew or should have known about it and failed to take prompt action to stop it.',
          'Put your complaint in writing to the manager and the owner, naming the customer, the dates and what he did, so the employer cannot later say it was never told.',
          'Reasonable steps include banning the customer, assigning him to someone else or having a manager deal with him; telling you to ignore it is not enough.',
          'Firing you or cutting your shifts because you complained or refused to serve a harasser can be illegal retaliation.',
          'Groping is also a crime, and you can report it to the police separately from any claim against your employer.',
          'Federal law reaches employers with 15 or more employees, and many state laws reach smaller ones, so check which agency you should file with.',
        ],
      },
    ],
    law: ['Sexual harassment is a form of sex discrimination under federal and state law.'],
  },
  {
    categoryId: 4,
    weight: 0.7,
    stories: [
      {
        tags: ['ADA', 'reasonable accommodation', 'disability discrimination'],
        slots: {
          accommodation: [
            'a stool at the register',
            'a later start time for treatment',
            'working from home two days a week',
            'extra breaks',
          ],
        },
        titles: [
          'Employer refused to give me {accommodation} - is that ADA discrimination?',
          'Can my job deny a reasonable accommodation for my disability?',
          'What happens if I ask for an accommodation and they fire me?',
          "Do I need a doctor's note to ask for {accommodation}?",
        ],
        openings: [
          'I asked {employerCo} for {accommodation} because of my back condition and they said no.',
          'After I asked for {accommodation}, my manager started writing me up for small things.',
        ],
        details: [
          'I have a note from my doctor.',
          'I think this is a reasonable accommodation for my disability.',
          'Other employees do the same thing without a problem.',
          'The company has about {count}00 employees.',
        ],
        asks: ['Do I have to prove my disability?', 'Can they refuse?'],
        advice: [
          'The ADA requires employers with 15 or more employees to provide reasonable accommodations unless they cause undue hardship.',
          'The employer must engage in an interactive process with you, not just say no; put your request for {accommodation} in writing.',
          "A doctor's note describing your limits, not your diagnosis, is usually enough.",
          'Write-ups that start right after a request can be evidence of retaliation.',
          'An EEOC charge is due within 180 or 300 days, depending on your state.',
        ],
      },
      {
        tags: ['service animal', 'public accommodation', 'ADA Title III'],
        slots: {
          venue: ['restaurant', 'grocery store', "doctor's office", 'hotel', 'movie theater', 'pharmacy'],
          task: [
            'alert me before a seizure',
            'guide me because I am blind',
            'interrupt my panic attacks',
            'pick up things I drop from my wheelchair',
          ],
        },
        titles: [
          'Manager at the {venue} refused my service dog - is that an ADA violation?',
          'Can a business demand papers or a vest for my service dog?',
          'What can I do after being kicked out of a {venue} because of my service dog?',
        ],
        openings: [
          'The manager at a {venue} in {city} refused to let me in with my service dog, and I am pretty sure that is an ADA violation.',
          'I was kicked out of a {venue} last {weekday} because of my service dog, even though he was calm and on a leash.',
          'A {venue} manager demanded papers and a vest for my service dog and said the business does not allow animals.',
        ],
        details: [
          'My dog is trained to {task}.',
          'Other customers watched the whole thing.',
          'The manager said their insurance does not allow dogs.',
        ],
        asks: ['What are my rights with a service dog?', 'Can I sue the business?'],
        advice: [
          'Under the ADA, staff may ask only two questions: whether the dog is required because of a disability and what task it has been trained to perform.',
          'A business may not demand certification, an ID card or a vest; none is required by federal law, and online registries carry no legal weight.',
          'A business can exclude a service dog only if it is out of control and the handler does not correct it, or if it is not housebroken.',
          'Allergies, fear of dogs or an insurance policy are not valid reasons to refuse a service animal.',
          'You can complain to the Department of Justice or your state civil rights agency, or sue; federal law allows an order changing the policy and attorney fees, and many states add money damages.',
          'Emotional support animals are not covered by the ADA in public places, which is why the task your dog is trained to do matters.',
        ],
      },
      {
        tags: ['job offer', 'medical exam', 'disability discrimination'],
        slots: {
          condition: [
            'diabetes',
            'epilepsy',
            'a heart condition',
            'multiple sclerosis',
            'a past back surgery',
            'an old shoulder injury',
          ],
        },
        titles: [
          'Job offer withdrawn after the medical exam showed {condition} - is that legal?',
          'Can an employer pull a job offer because of a disability?',
          'How long do I have to file an EEOC charge over a rescinded job offer?',
        ],
        openings: [
          '{employerCo} offered me a job as {job}, then withdrew the offer after the pre-employment medical exam showed {condition}.',
          'My new employer pulled my job offer two days before my start date, right after the company doctor learned about my disability.',
          'I want to file an EEOC charge because {employerCo} rescinded my job offer after a medical exam found {condition}.',
        ],
        details: [
          'My doctor says I can do every part of the job.',
          'I had already quit my old job to take this one.',
          'The letter only said I did not meet the medical standards.',
          'Nobody asked me about my condition or talked to my doctor before deciding.',
        ],
        asks: ['Can they do this?', 'What should I do next?'],
        advice: [
          'The ADA lets an employer require a medical exam after a job offer only if everyone entering the same job gets it, and the results must be kept confidential.',
          'An offer can be withdrawn because of the results only if they show you cannot do the essential functions of the job, even with a reasonable accommodation, or would pose a direct threat.',
          'A direct threat finding must rest on an individual assessment of your current ability using reliable medical evidence, not on general assumptions about {condition}.',
          'Get a letter from your own doctor stating that you can safely perform the job duties, and ask the employer in writing to reconsider.',
          'The EEOC charge deadline is 180 days from the withdrawal, extended to 300 days in states with their own fair employment agency.',
          'Wages lost from the job you gave up can be part of the damages if the withdrawal was discriminatory.',
        ],
      },
    ],
    law: ['Disability discrimination is forbidden by the ADA and by state laws that often cover smaller employers.'],
  },
  {
    categoryId: 5,
    weight: 1.1,
    stories: [
      {
        tags: ['age discrimination', 'layoff'],
        gists: ['Laid off at {age}, replaced by a 25-year-old', 'Only workers over 50 were laid off'],
        titles: [
          'Laid off at {age} and replaced by someone in their twenties - age discrimination?',
          'Can they lay off only the older workers?',
          'How do I prove age discrimination after a layoff?',
        ],
        openings: [
          'I was laid off from {employerCo} at {age} after {years} years, and they hired a 25-year-old for my job.',
          'In the last layoff at {employerCo}, everyone let go was over 50, including me.',
        ],
        details: [
          'It looks like they chose the older workers on purpose.',
          'They offered severance if I sign a release.',
          'My reviews were always good.',
          'My manager joked about my age.',
        ],
        asks: ['Do I have a claim?', 'Should I sign the severance?'],
        advice: [
          'The Age Discrimination in Employment Act protects workers 40 and over at employers with 20 or more employees.',
          'A release of age claims must give you 21 days to consider it, 45 in a group layoff, and 7 days to revoke after signing.',
          "The replacement's age and the pattern of who was laid off are strong evidence; ask for the group layoff disclosure the law requires.",
          'Comments about your age by a decision maker are important; write them down with dates.',
        ],
      },
      {
        tags: ['pregnancy discrimination', 'demotion'],
        titles: [
          'Demoted after telling my boss I was pregnant - is that legal?',
          'Can my employer cut my hours because I am pregnant?',
          'Do I need a lawyer for a pregnancy discrimination claim?',
        ],
        openings: [
          'Two weeks after I told my manager at {employerCo} I was pregnant, I was moved to part time.',
          'I was demoted from my job as {job} after announcing my pregnancy.',
        ],
        details: ['Nobody else was moved.', 'I have the email announcing the change.'],
        asks: ['Is this discrimination?', 'What can I do?'],
        advice: [
          'Pregnancy discrimination is sex discrimination under federal law, and the Pregnant Workers Fairness Act requires reasonable accommodations.',
          'The timing after your announcement is strong evidence; keep the email.',
          'File with the EEOC or your state agency within the deadline, often 300 days.',
          'Many states have stronger pregnancy protections for smaller employers.',
        ],
      },
      {
        tags: ['equal pay', 'sex discrimination', 'pay gap'],
        gists: ['Paid less than the man who does my exact job', 'Male coworker hired after me earns more'],
        titles: [
          'Found out a male coworker with the same job makes more than me - is that legal?',
          'How much back pay can I get in an Equal Pay Act claim?',
          'Can I be fired for talking about my pay with coworkers?',
        ],
        openings: [
          'I found out that a male coworker at {employerCo} who does the same job as me makes {salary}, far more than I make.',
          'I think I have an Equal Pay Act claim: a man hired after me as {job} gets more pay than I do, and I want to know how far back pay goes.',
          'My manager warned me I could be fired for talking about pay with coworkers after I found out a male coworker earns more.',
        ],
        details: [
          'We have the same title, the same duties and the same manager.',
          'He has less experience than I do.',
          'HR says pay is based on what each person negotiated.',
        ],
        asks: ['Do I have an equal pay claim?', 'What should I gather before I complain?'],
        advice: [
          'The federal Equal Pay Act requires equal pay for men and women doing substantially equal work in the same workplace, judged by the actual duties, not job titles.',
          'The employer must prove the difference rests on seniority, merit, production or a factor other than sex, and several states do not accept past salary or negotiation as that factor.',
          'Equal Pay Act claims can go straight to court without an EEOC charge, within two years, or three if the violation was willful.',
          'Back pay plus an equal amount in liquidated damages is available under the Equal Pay Act, and a Title VII claim may add other damages.',
          'The National Labor Relations Act protects most private-sector employees who discuss pay with coworkers, and many states ban pay secrecy rules outright.',
          'Keep copies of job descriptions, pay stubs and anything showing that the two of you do the same tasks.',
        ],
      },
    ],
    law: [
      'Employment discrimination laws cover hiring, pay, promotion and firing, and most require an agency charge before a lawsuit.',
    ],
  },
  {
    categoryId: 74,
    weight: 0.5,
    stories: [
      {
        tags: ['civil rights', 'police misconduct', 'excessive force'],
        titles: [
          'Police used excessive force during my arrest - can I sue?',
          'Charges dropped after a violent arrest - can I sue the city?',
          'How long do I have to file a claim against the police in {place}?',
        ],
        openings: [
          'Police used so much force arresting me during a traffic stop in {city} that they broke my wrist.',
          'I was arrested on {road} for something I did not do, and the charges were dropped in {month}.',
        ],
        details: [
          'A bystander recorded the whole thing on video.',
          'My medical bills are over {bills}.',
          'I never resisted the arrest.',
        ],
        asks: ['Do I have a civil rights claim?', 'How long do I have to file?'],
        advice: [
          'Claims against local officers for constitutional violations are brought under 42 U.S.C. section 1983, subject to defenses such as qualified immunity.',
          'Claims against a city often require a notice of claim within a short period, sometimes just months.',
          "Preserve the bystander video in several places and get the person's contact details.",
          'Request the body camera footage through a public records request as soon as you can.',
        ],
      },
      {
        tags: ['civil rights', 'public accommodation'],
        titles: [
          'Restaurant refused to serve my family because of our race - can I sue?',
          'Denied service at a store because of my religion',
        ],
        openings: [
          'A restaurant in {city} refused to seat my family and the manager made racist remarks.',
          'A store owner told my wife to leave because of her hijab.',
        ],
        details: ['Other customers saw it.', 'I posted a review and the owner replied with more insults.'],
        asks: ['Do I have a claim?', 'Where do I file a complaint?'],
        advice: [
          'Federal and state public accommodation laws forbid businesses open to the public from discriminating by race, religion or national origin.',
          'You can file with your state civil rights agency, which is free.',
          'Write down what was said and collect the names of witnesses.',
          'Damages under federal law are limited, but many state laws allow money damages.',
        ],
      },
      {
        tags: ['First Amendment', 'free speech', 'public meeting'],
        titles: [
          'Removed from a city council meeting for criticizing the mayor - can I sue?',
          'Can the council ban me from public comment because of what I said?',
          'Do I need a lawyer to challenge a ban from council meetings?',
        ],
        openings: [
          'During public comment at the {town} city council meeting, the mayor had police remove me for criticizing him.',
          'The council in {town} put a ban on me speaking during public comment at its meetings for {count} months because of what I said about the mayor.',
          'I want to challenge a ban from {town} council meetings that the mayor ordered after I criticized the city budget during public comment.',
        ],
        details: [
          'I stayed within the three-minute limit and did not use profanity.',
          'Other speakers who praised the council were allowed to go over time.',
          'The meeting was recorded and posted on the city website.',
          'The officer who walked me out did not arrest or charge me.',
        ],
        asks: ['Is this a First Amendment violation?', 'What should I do first?'],
        advice: [
          'Public comment is a limited public forum: the council may set neutral rules on time, topic and decorum, but it may not silence a speaker for criticizing officials.',
          'Removing a speaker who followed the rules while letting supportive speakers run over time is strong evidence of viewpoint discrimination.',
          'Download the meeting video and request the minutes and any written ban decision through a public records request.',
          'A First Amendment claim against the city and its officials is brought under section 1983, and a court can order the ban lifted early through a preliminary injunction.',
          'Officials may raise qualified immunity against damages, but it does not block a claim for an order ending the ban or a claim against the city itself.',
          'Civil liberties groups often take free speech cases like this at no cost, and a winning plaintiff can recover attorney fees.',
        ],
        views: [
          [
            'Start with a letter to the city attorney pointing to the video; cities often lift such bans once they see the risk of paying fees.',
            'Because the ban silences you at every meeting it covers, I would ask a court for an injunction promptly rather than wait on the city attorney.',
          ],
        ],
      },
    ],
  },
];
