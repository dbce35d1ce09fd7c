import type { GuideSection } from './guide-layout.tsx';

export const personalInjuryIntro = (
  <p>
    An injury caused by someone else's carelessness can bring medical bills, lost pay and a long recovery, along with
    calls from insurance adjusters who want a quick answer. This guide explains how injury claims work, the deadlines
    that matter, and the mistakes that come up most often in the questions people asked our attorneys.
  </p>
);

export const personalInjurySections: readonly GuideSection[] = [
  {
    id: 'first-steps',
    title: 'The first days after an injury',
    body: (
      <>
        <p>
          Get medical care first, and tell the doctor about every symptom, even ones that seem minor. Insurers look
          closely at gaps between an accident and treatment: a week without care is often used to argue that the injury
          came from something else. Follow the treatment plan and keep every appointment.
        </p>
        <p>
          Report the accident: to the police for a crash, to the property owner or manager for a fall, to your employer
          for an injury at work. Take photographs of the scene, the vehicles, the hazard and your injuries, and write
          down the names and numbers of witnesses while they are still easy to find. Keep receipts, pay stubs and a
          simple diary of your pain and of what you could not do.
        </p>
      </>
    ),
  },
  {
    id: 'negligence',
    title: 'What you have to prove',
    body: (
      <>
        <p>
          Most injury claims rest on negligence. You must show that the other person owed you a duty of reasonable care
          (every driver owes it to others on the road; a store owes it to its customers), that they breached it, that
          the breach caused your injury, and that you suffered real losses as a result.
        </p>
        <p>
          Being hurt is not enough on its own. A store is not responsible for a spill it had no reasonable chance to
          notice and clean, and a driver who was rear-ended at a red light may be fully blameless. Evidence of what
          happened, and of how long a hazard was there, decides many of the cases in the archive.
        </p>
        <p>
          Some claims do not need proof of carelessness. In many states, an owner is strictly liable when their dog
          bites someone, and a manufacturer can be liable for a defective product even if it was careful.
        </p>
      </>
    ),
  },
  {
    id: 'insurance',
    title: 'Dealing with insurance companies',
    body: (
      <>
        <p>
          Most claims are paid by an insurer, not by the person at fault. The other side's adjuster works for the
          insurer and is trained to settle for as little as possible. You do not have to give them a recorded statement,
          and you should not sign a medical authorisation that lets them read your whole medical history.
        </p>
        <p>
          Your own policy may help right away. Personal injury protection or medical payments coverage can pay medical
          bills regardless of fault, and uninsured or underinsured motorist coverage can step in when the driver at
          fault has no insurance or too little. Read your policy and tell your own insurer about the accident promptly;
          policies have notice deadlines.
        </p>
        <p>
          Be careful with early offers. A settlement is final: once you sign a release, you cannot reopen the claim if
          your injury turns out to be worse than it looked. Attorneys in the archive usually advise waiting until you
          have finished treatment, or your doctor can say what future care you will need, before settling.
        </p>
      </>
    ),
  },
  {
    id: 'deadlines',
    title: 'Deadlines: the statute of limitations',
    body: (
      <>
        <p>
          Every state limits how long you have to file a lawsuit. For injury claims the period is commonly two or three
          years from the injury, but it ranges from one year to six depending on the state and the kind of claim. Once
          it passes, the claim is usually lost for good, however strong it was.
        </p>
        <p>
          Claims against a government body, such as a city bus, a public hospital or a badly maintained public road,
          often require a written notice of claim within a much shorter time, sometimes months or less. Medical
          malpractice claims have their own rules, and special rules can apply to injured children. If you are unsure,
          ask a lawyer early: a consultation costs far less than a missed deadline.
        </p>
      </>
    ),
  },
  {
    id: 'fault',
    title: 'When you were partly at fault',
    body: (
      <>
        <p>
          Many accidents involve some fault on both sides. Most states use comparative fault: your compensation is
          reduced by your share of the blame, so a person found twenty percent responsible recovers eighty percent of
          their damages. Some states bar any recovery once your share reaches fifty or fifty-one percent, and a few
          still follow the old rule of contributory negligence, where any fault of your own can defeat the claim.
        </p>
        <p>
          Do not argue about fault at the scene or apologise in a way that sounds like an admission. Describe the facts
          to the police and your insurer, and leave conclusions for later.
        </p>
      </>
    ),
  },
  {
    id: 'damages',
    title: 'What a claim can recover',
    body: (
      <>
        <p>
          Compensation usually covers economic losses, such as medical bills, future treatment, lost wages and reduced
          earning capacity, and non-economic losses, such as pain, suffering and loss of enjoyment of life. Punitive
          damages, meant to punish especially reckless conduct, are rare.
        </p>
        <p>
          Part of a settlement may have to repay others. Health insurers, Medicare, Medicaid and hospitals often have a
          lien or a right of reimbursement for the bills they paid. A lawyer can often negotiate these down, which can
          make a large difference to what you keep.
        </p>
      </>
    ),
  },
  {
    id: 'work',
    title: 'Injuries at work',
    body: (
      <p>
        An injury on the job is usually covered by workers' compensation, which pays medical care and part of lost wages
        without any need to prove fault. In exchange, you generally cannot sue your employer. You may still have a
        separate injury claim against someone else, such as the driver who hit your work vehicle or the maker of a
        defective machine. Report a work injury to your employer in writing right away; workers' compensation notice
        periods can be very short.
      </p>
    ),
  },
  {
    id: 'lawyers',
    title: 'Hiring a lawyer and what it costs',
    body: (
      <>
        <p>
          Injury lawyers usually work on a contingency fee: they are paid a percentage of what you recover, commonly a
          third, rising if the case goes to trial, and nothing if you recover nothing. Ask whether case costs, such as
          filing fees, expert reports and medical records, come out before or after the percentage, and who pays them if
          the case is lost. Get the agreement in writing.
        </p>
        <p>
          Many cases settle without a lawsuit. If a lawsuit is filed, expect months of discovery, depositions and often
          mediation before a trial date. Your lawyer will tell you about every offer, and the decision to settle is
          yours.
        </p>
      </>
    ),
  },
  {
    id: 'mistakes',
    title: 'Mistakes that come up again and again',
    body: (
      <ul>
        <li>Waiting to see a doctor, or stopping treatment early.</li>
        <li>Giving a recorded statement to the other side's insurer.</li>
        <li>Accepting a quick settlement before the full extent of the injury is known.</li>
        <li>Posting photos or comments about the accident or your activities online.</li>
        <li>Missing a notice deadline for a claim against a government body.</li>
        <li>Forgetting that health insurers and hospitals may have to be repaid from the settlement.</li>
      </ul>
    ),
  },
  {
    id: 'questions',
    title: 'Questions to ask a lawyer',
    body: (
      <ol>
        <li>Who may be responsible, and which insurance policies could pay?</li>
        <li>What is the deadline for my claim, and are there shorter notice rules?</li>
        <li>How will my own share of fault, if any, affect the claim?</li>
        <li>What is your fee, and how are case costs and liens handled?</li>
        <li>Should I wait to settle until treatment is finished?</li>
        <li>What range of outcomes do you see in cases like mine?</li>
      </ol>
    ),
  },
];
