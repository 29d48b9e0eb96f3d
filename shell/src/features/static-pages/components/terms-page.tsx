import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: [
      'By creating an account or using Bedtime Stories (the "Service"), you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the Service.',
    ],
  },
  {
    title: 'Description of the Service',
    paragraphs: [
      'Bedtime Stories lets parents and guardians create personalised bedtime stories for children aged 2 to 12 using artificial intelligence. Stories can be narrated aloud with word-by-word highlighting, saved to a personal library, illustrated, turned into stickers and colouring books, shared with the community, and ordered as printed books or merchandise.',
      'Stories, narration and images are generated automatically. We work hard to keep them gentle and age-appropriate, but please read a story before sharing it with your child.',
    ],
  },
  {
    title: 'Accounts',
    paragraphs: [
      'You must give accurate information when you sign up and keep your password confidential. You are responsible for everything that happens under your account. Tell us straight away at support@bedtimestories.app if you think someone else has used it.',
      'Accounts are for adults (18 or older, or the age of majority where you live). One account may be used by one household.',
    ],
  },
  {
    title: 'Subscription and Payment',
    paragraphs: [
      'New accounts include a 7-day free trial with full access. After the trial, continued access to story creation requires a paid subscription of $7.99 per month (USD), plus any applicable taxes.',
    ],
    bullets: [
      'Subscriptions renew automatically at the end of each monthly billing period until you cancel.',
      'You can cancel at any time through the customer portal (Profile & Settings → Subscription → Manage Billing & Subscription). You keep access until the end of the billing period you have paid for.',
      'Payments are non-refundable, and we do not give refunds or credits for partial billing periods.',
      'Orders of physical products, printed books and marketplace items are final once they have been sent to production.',
      'Gift subscriptions are paid in advance, are valid for redemption for 1 year, and are not billed again after they run out.',
      "We may change the price with at least 30 days' notice by email; the new price applies from your next billing period.",
    ],
  },
  {
    title: 'Your Content and Intellectual Property',
    paragraphs: [
      "The details you enter (such as your child's age, interests and the lesson you choose) remain yours. Stories, narration and images generated for you may be used by you for personal, non-commercial purposes, including printing and sharing them with family and friends.",
      'When you share a story to the community, you give us a non-exclusive, royalty-free licence to display it to other users until you remove it. The Bedtime Stories name, logo, software and design are owned by us and may not be copied.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'Our Privacy Policy explains what personal information we collect, including information about your child that you choose to enter, and how we use and protect it. It forms part of these Terms.',
    ],
  },
  {
    title: 'Acceptable Use',
    paragraphs: ['You agree not to:'],
    bullets: [
      'enter content that is hateful, violent, sexual or otherwise inappropriate for children;',
      "share another person's personal information without their permission;",
      'attempt to break, overload, reverse-engineer or gain unauthorised access to the Service;',
      'use the Service to build a competing product or to resell generated content commercially;',
      'manipulate community votes or impersonate anyone.',
    ],
  },
  {
    title: "Children's Use",
    paragraphs: [
      'Bedtime Stories is designed to be enjoyed with children, but accounts must be created and managed by a parent or guardian. Children under 13 should not create accounts or use the Service without parental supervision. If you learn that a child has created an account, please contact us and we will delete it.',
    ],
  },
  {
    title: 'Disclaimer of Warranties',
    paragraphs: [
      'The Service is provided "as is" and "as available". AI-generated content may occasionally be inaccurate or unexpected. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including fitness for a particular purpose and non-infringement.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent permitted by law, Bedtime Stories is not liable for indirect, incidental, special or consequential damages, or for loss of data or profits. Our total liability for any claim is limited to the amount you paid us in the 12 months before the claim arose.',
    ],
  },
  {
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these Terms from time to time. If a change is significant we will tell you by email or in the app before it takes effect. Continuing to use the Service after a change means you accept the updated Terms.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These Terms are governed by the laws of the United States and the State of California, without regard to conflict-of-law rules. Disputes will be resolved in the state or federal courts located in California, unless the law where you live gives you the right to bring a claim locally.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: ['Questions about these Terms? Email support@bedtimestories.app and a member of our team will get back to you within two business days.'],
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="Welcome to Bedtime Stories. These Terms explain the rules for using our service, what you can expect from us, and what we expect from you. Please read them carefully."
      sections={SECTIONS}
    />
  );
}
