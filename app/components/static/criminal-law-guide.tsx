import type { GuideSection } from './guide-layout.tsx';

export const criminalLawIntro = (
  <p>
    Being questioned, arrested or charged is frightening, and the decisions made in the first days often shape the whole
    case. This guide explains how a criminal case usually moves, what your rights are at each stage, and the mistakes
    that come up again and again in the questions people asked our attorneys.
  </p>
);

export const criminalLawSections: readonly GuideSection[] = [
  {
    id: 'police',
    title: 'When the police want to talk to you',
    body: (
      <>
        <p>
          You have the right to remain silent and the right to a lawyer. Both rights have to be used out loud: say
          clearly, "I am going to remain silent and I want a lawyer." Then stop talking about the events, however
          friendly the conversation feels. Officers are allowed to tell you that things will go easier if you explain;
          they are not allowed to make that promise binding, and what you say can be used against you.
        </p>
        <p>
          You do not have to consent to a search of your car, your phone or your home. If officers search anyway, do not
          resist physically; say that you do not consent, and let your lawyer challenge the search later. Many answers
          in the archive turn on exactly that difference: evidence found after a person said "go ahead" is much harder
          to exclude.
        </p>
        <p>
          Give your true name when the law of your state requires it, stay calm, and keep your hands visible. Lying to
          an officer can be a separate crime, even when the original accusation falls apart.
        </p>
      </>
    ),
  },
  {
    id: 'arrest',
    title: 'Arrest, booking and bail',
    body: (
      <>
        <p>
          After an arrest you are usually booked (photographed, fingerprinted and searched) and either released with a
          date to appear in court or held until a judge sets the terms of release. For many minor offenses, release
          happens on a citation or a written promise to appear.
        </p>
        <p>
          Where bail is set, it is money or a bond that guarantees you will come back to court. Judges look at the
          seriousness of the charge, your record, your ties to the community and any risk to others. A lawyer can ask
          for lower bail or release on conditions such as check-ins or a curfew. If you post bail yourself, you
          generally get the money back at the end of the case, minus fees; a bail bond company's fee, usually around ten
          percent, is not refunded.
        </p>
        <p>
          Missing a court date is one of the most common and most costly mistakes in the archive. It can lead to a
          warrant, a lost bail and a new charge. If you cannot attend, contact the court or your lawyer before the date,
          not after.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Understanding the charge',
    body: (
      <>
        <p>
          Offenses are generally divided into infractions (tickets, usually only a fine), misdemeanors (punishable by up
          to about a year in a local jail) and felonies (more than a year, served in prison). The exact lines and names
          differ between states and between state and federal law, and some offenses can be charged either way, at the
          prosecutor's choice.
        </p>
        <p>
          The charging document lists each count and the statute it relies on. Read the statute with your lawyer: every
          crime has elements the prosecution must prove, and a defense often targets one element, such as intent,
          possession or identity.
        </p>
        <p>
          Prosecutors, not victims, decide whether to file or drop charges. A complaining witness who "wants to drop the
          charges" can tell the prosecutor so, but the case belongs to the state, a point the attorneys in the archive
          make often.
        </p>
      </>
    ),
  },
  {
    id: 'lawyer',
    title: 'Getting a lawyer',
    body: (
      <>
        <p>
          If you are charged with an offense that could lead to jail and cannot afford a lawyer, you have the right to
          one appointed by the court, usually a public defender. Ask for one at your first court appearance; the court
          will check your income. Public defenders are full-time criminal lawyers and often know the local courts and
          prosecutors very well.
        </p>
        <p>
          If you hire a private lawyer, look for someone who handles criminal cases in the county where you are charged.
          Ask how they charge (a flat fee per stage is common), who will appear in court for you, and what the fee does
          not cover, such as a trial or expert witnesses.
        </p>
        <p>
          Tell your lawyer everything, including the parts that look bad. What you tell your own lawyer is privileged;
          what you post online, text to friends or say on a recorded jail phone is not.
        </p>
      </>
    ),
  },
  {
    id: 'process',
    title: 'How the case moves: arraignment to plea',
    body: (
      <>
        <p>
          At the arraignment, the court reads or summarises the charges, you enter a plea (almost always "not guilty" at
          this stage), and release conditions are reviewed. Then comes discovery: the prosecution must share its
          evidence, including evidence that could help you. Your lawyer may file motions, for example to suppress
          evidence from an unlawful stop or search, or to dismiss a charge that the facts do not support.
        </p>
        <p>
          Most cases end in a plea agreement rather than a trial. A plea can reduce the charge, limit the sentence or
          avoid a conviction altogether. Before accepting one, make sure you understand every consequence, not just the
          sentence: a conviction can affect your driver's licence, professional licence, housing, right to own firearms
          and, if you are not a US citizen, your immigration status.
        </p>
        <p>
          Many courts offer diversion or deferred adjudication for first offenses: you complete conditions such as
          classes, community service or treatment, and the charge is dismissed. Ask about it early; eligibility often
          closes once a case is set for trial.
        </p>
      </>
    ),
  },
  {
    id: 'trial',
    title: 'Trial and sentencing',
    body: (
      <>
        <p>
          At trial the prosecution must prove each element beyond a reasonable doubt. You do not have to testify, and
          the jury may not hold your silence against you. In most felony and many misdemeanor cases you can choose a
          jury or a trial before the judge alone.
        </p>
        <p>
          If you are convicted, the sentence depends on the statute, your record, and in many systems sentencing
          guidelines. It may include jail, probation, fines, restitution to a victim, and classes or treatment.
          Probation comes with conditions; breaking one, even by missing an appointment or failing a test, can lead to a
          violation hearing and the original jail time.
        </p>
      </>
    ),
  },
  {
    id: 'dui',
    title: 'Drunk driving cases',
    body: (
      <>
        <p>
          DUI and DWI questions are among the most common in the archive. They usually run on two tracks at once: the
          criminal case in court and an administrative case about your driver's licence with the state's motor vehicle
          agency. The administrative deadline to ask for a hearing is often very short, sometimes ten days from the
          arrest, and missing it can mean an automatic suspension even if the criminal charge is later reduced.
        </p>
        <p>
          Refusing a breath or blood test after a lawful arrest usually carries its own penalties under implied-consent
          laws. A lawyer will look at the reason for the stop, how the field sobriety and chemical tests were given, and
          the calibration and records of the testing equipment.
        </p>
      </>
    ),
  },
  {
    id: 'after',
    title: 'After the case: clearing your record',
    body: (
      <>
        <p>
          Many states allow a record to be expunged or sealed after a waiting period, especially for dismissed cases,
          arrests without charges, juvenile matters and some misdemeanors. The rules differ a great deal between states;
          some are automatic, others need a petition. A sealed record is hidden from most employers and landlords, but
          usually not from law enforcement or immigration authorities.
        </p>
        <p>
          If you are not a US citizen, speak to an immigration attorney before any plea, not after. Some offenses carry
          immigration consequences even when the criminal sentence is small, and an expungement does not always undo
          them.
        </p>
      </>
    ),
  },
  {
    id: 'mistakes',
    title: 'Mistakes that come up again and again',
    body: (
      <ul>
        <li>Explaining "your side" to the police before talking to a lawyer.</li>
        <li>Consenting to a search because refusing felt rude or suspicious.</li>
        <li>Contacting the alleged victim or a witness, which can break release conditions or a protective order.</li>
        <li>Missing a court date or an administrative licence deadline.</li>
        <li>Accepting a plea without asking about its effect on a licence, a job or immigration status.</li>
        <li>Talking about the case on social media or on recorded jail phone lines.</li>
      </ul>
    ),
  },
  {
    id: 'questions',
    title: 'Questions to ask your lawyer',
    body: (
      <ol>
        <li>What exactly am I charged with, and what must the prosecution prove?</li>
        <li>What is the range of sentences, and what is realistic for someone with my record?</li>
        <li>Are there problems with the stop, the search or my statements that we can challenge?</li>
        <li>Am I eligible for diversion, deferred adjudication or a reduced charge?</li>
        <li>What will a conviction or plea mean for my licence, job, housing or immigration status?</li>
        <li>Can this record be sealed or expunged later, and when?</li>
      </ol>
    ),
  },
];
