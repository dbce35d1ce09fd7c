import { countOf } from '#app/domain/grammar.ts';
import type { ArchiveSize } from '#app/domain/home.ts';

/** The FAQ's questions and answers: plain text, so the page and its FAQPage markup share them. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: readonly string[];
  readonly link?: { readonly to: string; readonly label: string };
}

export interface FaqGroup {
  readonly title: string;
  readonly entries: readonly FaqEntry[];
}

export function faqGroups(site: string, archive: ArchiveSize): FaqGroup[] {
  const size = archive.answeredQuestions > 0 ? `with ${countOf(archive.answeredQuestions, 'answered question')}, ` : '';
  return [
    {
      title: 'About the archive',
      entries: [
        {
          question: `What is ${site}?`,
          answer: [
            `${site} is a free, public archive of legal questions that people asked and attorneys answered, from the late 1990s onward. You can search it, browse it by practice area and by place, read guides and articles, and look up the attorneys who answered.`,
          ],
          link: { to: '/about', label: 'More about us' },
        },
        {
          question: 'Does it cost anything? Do I need an account?',
          answer: [
            'No and no. Everything on the site is free to read, and there is nothing to sign up for or log in to.',
          ],
        },
        {
          question: 'Can I ask a new question?',
          answer: [
            `No. The archive is closed and the site does not accept new questions. Search the archive first: ${size}someone has very often asked something close to yours. If you need advice on your own situation, contact an attorney directly.`,
          ],
          link: { to: '/find-attorney', label: 'Find an attorney' },
        },
        {
          question: 'How were the questions answered?',
          answer: [
            "Under a paid model that no longer operates. The person asking named a price made up of the attorney's fee plus a venue fee for the service, and was charged only when they accepted an answer. An answer that was neither accepted nor rejected was accepted automatically after 96 hours, unless the person had asked the attorney for clarification first.",
            'That history is why you will see labels such as "Accepted Answer" in the archive. No payments are taken on this site.',
          ],
        },
        {
          question: 'Why are some answers so old?',
          answer: [
            'The archive keeps every answer with its original date so that you can judge it. The law changes: always check the date, and check that a rule still applies where you live before you rely on it.',
          ],
        },
        {
          question: 'How are the figures on the home page counted?',
          answer: [
            'They are counted from the archive itself each time it is built: questions with at least one attorney answer, attorneys who answered at least one question, practice areas with questions or attorneys (the ones listed under Practice Areas), and the years from the first question to the latest. Nothing is rounded up by hand.',
          ],
        },
      ],
    },
    {
      title: 'Legal advice and attorneys',
      entries: [
        {
          question: 'Is this legal advice?',
          answer: [
            "No. Everything here is general information. The answers were written for someone else's facts, and reading them does not create an attorney-client relationship with anyone.",
          ],
          link: { to: '/disclaimer', label: 'Read the disclaimer' },
        },
        {
          question: 'Do the attorneys work for you? Do you recommend them?',
          answer: [
            `No. The attorneys are independent; they are not employees of ${site}, and listing or featuring an attorney is not an endorsement. Profiles and rankings describe their past answers on the site. Check any attorney's licence with the state bar before hiring them.`,
          ],
        },
        {
          question: 'How are the Featured Legal Experts on the home page chosen?',
          answer: [
            'They are the attorneys who answered the most questions in the archive, with attorneys who have a profile photo shown first. No one pays to be featured.',
          ],
        },
        {
          question: 'Can I contact an attorney through the site?',
          answer: [
            'Not through the archive: answers are closed and we do not forward messages. Use the attorney directory to find an attorney and contact them directly.',
          ],
          link: { to: '/find-attorney', label: 'Open the attorney directory' },
        },
      ],
    },
    {
      title: 'Using the site',
      entries: [
        {
          question: 'How do I search well?',
          answer: [
            'Describe the situation in a few plain words, such as "security deposit not returned" or "DUI first offense". Then narrow the results with the state and category filters. Put a phrase in quotes to match it exactly.',
          ],
          link: { to: '/search', label: 'Search the archive' },
        },
        {
          question: 'What are the legal guides?',
          answer: [
            'Long-form introductions to an area of law, each built on 50 real questions from the archive and the answers attorneys gave. Each guide lists and links the questions it draws on. Guides for criminal defense and personal injury are available now; more are in development.',
          ],
          link: { to: '/guides', label: 'Browse the guides' },
        },
        {
          question: 'I asked a question that appears here. Can you remove my details?',
          answer: [
            'Yes. Send us the page address through the contact form and tell us what identifies you. We will review it and remove personal details promptly.',
          ],
          link: { to: '/contact', label: 'Contact us' },
        },
        {
          question: 'Do you use cookies or track me?',
          answer: [
            'No. The site sets no cookies and runs no analytics or advertising scripts. Our server keeps ordinary request logs, and the contact form stores the messages you send us; the privacy policy explains both.',
          ],
          link: { to: '/privacy', label: 'Read the privacy policy' },
        },
        {
          question: 'Is there a minimum age?',
          answer: ['Yes. You must be at least 13 years old to use the site.'],
        },
      ],
    },
  ];
}
