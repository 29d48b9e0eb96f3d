import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'Bedtime Stories ("we", "us") respects your family\'s privacy. This policy explains what we collect when you use our website and apps, why we collect it, and the choices you have.',
    ],
  },
  {
    title: 'Information We Collect',
    paragraphs: ['We collect only what we need to run the Service:'],
    bullets: [
      'Account information: your name, nickname, email address and password (stored only as a secure hash).',
      'Billing information: handled by our payment provider; we keep the subscription status and dates, never your full card number.',
      'Story details you enter about your child: first name if you include one, age, interests, preferred story style and lesson.',
      'Children you save: their first name, birth month, gender, interests and favourite story style, seen only by you and removed with your account.',
      'Stories, narration, illustrations and reading progress created in your library.',
      'Technical data: device and browser type, pages visited and, with your consent, cookies that help us understand usage.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to create and narrate your stories, keep your library and reading progress, process payments and printed orders, send service emails such as password resets, keep the Service secure, and improve it. Story details are sent to our AI text generation provider only to generate your story.',
      'We never sell your personal information and we never use information about your child for advertising.',
    ],
  },
  {
    title: 'How We Share Information',
    paragraphs: ['We share information only with service providers who help us run Bedtime Stories and who must protect it:'],
    bullets: [
      'an AI text, speech and image generation provider (story prompts only);',
      'a card payment provider (billing);',
      'a book printing and shipping provider (printed book orders: name and shipping address);',
      'hosting and email delivery providers.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: [
      'Bedtime Stories is used by parents and guardians for their children. We do not knowingly collect personal information directly from children under 13, and children under 13 should not create accounts without parental supervision. Details about a child are entered by the parent, are used only to personalise stories, and can be deleted at any time. If you believe a child has given us personal information, contact us and we will delete it.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'We protect your data with encryption in transit, hashed passwords, access controls and regular reviews. No system is perfectly secure, so please use a strong, unique password and tell us about anything suspicious.',
    ],
  },
  {
    title: 'Your Rights (GDPR and CCPA)',
    paragraphs: [
      'Depending on where you live, including under the EU/UK General Data Protection Regulation (GDPR) and the California Consumer Privacy Act (CCPA), you may have the right to:',
    ],
    bullets: [
      'access the personal information we hold about you and receive a copy;',
      'correct inaccurate information;',
      'delete your account and personal information;',
      'object to or restrict certain processing, and withdraw consent (for example for cookies);',
      'data portability;',
      'complain to your local data protection authority.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep your information while your account is active. When you delete your account we delete your stories and personal information, except that we may keep limited records for up to 90 days after account deletion for legal, accounting and fraud-prevention reasons.',
    ],
  },
  {
    title: 'International Data Transfers',
    paragraphs: [
      'We are based in the United States and our providers may process data in other countries. When we transfer personal information from the EU, UK or elsewhere, we use safeguards such as Standard Contractual Clauses.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy. We will post the new version here with a new "Last updated" date and tell you by email about significant changes.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: ['For privacy questions or to exercise your rights, email support@bedtimestories.app. We answer within 30 days.'],
  },
  {
    title: 'Your California Privacy Rights',
    paragraphs: [
      'California residents have the right to know what personal information we collect, use and disclose; to request deletion; to correct inaccurate information; and to opt out of the sale or sharing of personal information. We do not sell or share personal information for cross-context behavioural advertising. We will not discriminate against you for exercising these rights. Under California\'s "Shine the Light" law you may also ask which information, if any, we disclosed to third parties for their direct marketing (we do not).',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Your family's stories are personal. This policy explains, in plain language, how Bedtime Stories collects, uses and protects your information."
      sections={SECTIONS}
    />
  );
}
