import { Card } from 'antd';
import { BookOutlined, HighlightOutlined, SafetyCertificateOutlined, SoundOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { MoonMark } from '../../../layout/moon-mark';

const FEATURES = [
  {
    icon: <StarOutlined />,
    title: 'Truly personal stories',
    text: "Every story is written for your child: their age, their interests and the lesson you'd like to share.",
  },
  {
    icon: <SoundOutlined />,
    title: 'Read-along narration',
    text: 'A calm voice reads each story aloud while every word lights up, helping early readers follow along.',
  },
  {
    icon: <HighlightOutlined />,
    title: 'Illustrations & stickers',
    text: 'Bring characters to life with illustrations, sticker sheets and printable colouring books.',
  },
  {
    icon: <BookOutlined />,
    title: 'Your family library',
    text: 'Stories are saved automatically. Favourite them, rename them and pick up exactly where you stopped.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Safe and age-appropriate',
    text: 'Gentle themes and vocabulary matched to ages 2 to 12, with no ads and no data sold. Ever.',
  },
  {
    icon: <TeamOutlined />,
    title: 'A caring community',
    text: 'Share favourite stories with other families and discover new ones loved by parents everywhere.',
  },
];

const STEPS = [
  { title: "Your child's age and gender", text: 'Tell us who the story is for, from ages 2 to 12, so the words and length fit just right.' },
  { title: 'Pick their interests', text: 'Choose up to three things they love: dinosaurs, space, the ocean, magic and more.' },
  { title: 'Choose a style', text: 'Funny, magical, calming, and more: set the mood for tonight.' },
  { title: 'Add a lesson', text: 'Kindness, bravery, sharing: weave in a gentle lesson you care about.' },
  { title: 'Enjoy together', text: 'Read it, listen to it with highlighted words, and save it to your library.' },
];

const TEAM = [
  {
    initials: 'EC',
    name: 'Elena Carter',
    role: 'Co-founder & CEO',
    text: "A mother of two and former children's librarian who has read thousands of bedtime stories aloud.",
  },
  {
    initials: 'DK',
    name: 'David Kim',
    role: 'Co-founder & CTO',
    text: 'Builds the storytelling engine and narration, and tests every feature on his own three little critics.',
  },
  {
    initials: 'PS',
    name: 'Priya Shah',
    role: 'Head of Child Development',
    text: 'An early-years educator who makes sure every story is gentle, age-appropriate and encouraging.',
  },
];

/** /about (docs/product-rules.md, Pages). */
export function AboutPage() {
  return (
    <div className="about">
      <section className="about-hero night-sky on-night" aria-labelledby="about-title">
        <MoonMark size={64} />
        <h1 id="about-title">About Bedtime Stories</h1>
        <p>We help parents turn every bedtime into a personal, magical moment, one story at a time.</p>
      </section>

      <div className="page">
        <section className="about-section" aria-labelledby="mission-title">
          <h2 id="mission-title">Our Mission</h2>
          <p className="about-lead">
            Bedtime is one of the most precious times of the day. Our mission is to give every family a never-ending shelf of stories that feel written just for
            their child, stories that spark imagination, teach gentle lessons and end with a calm, sleepy sigh.
          </p>
        </section>

        <section className="about-section" aria-labelledby="why-title">
          <h2 id="why-title">Why Choose Bedtime Stories?</h2>
          <div className="feature-grid">
            {FEATURES.map((feature) => (
              <Card key={feature.title} className="soft-card feature-card" variant="borderless">
                <div className="feature-icon" aria-hidden="true">
                  {feature.icon}
                </div>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Card>
            ))}
          </div>
        </section>

        <section className="about-section" aria-labelledby="how-title">
          <h2 id="how-title">How It Works</h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="about-section" aria-labelledby="team-title">
          <h2 id="team-title">Leadership Team</h2>
          <div className="team-grid">
            {TEAM.map((person) => (
              <Card key={person.name} className="soft-card team-card" variant="borderless">
                <div className="team-avatar" aria-hidden="true">
                  {person.initials}
                </div>
                <h3>{person.name}</h3>
                <p className="team-role">{person.role}</p>
                <p>{person.text}</p>
              </Card>
            ))}
          </div>
        </section>

        <section className="about-section innovation night-sky on-night" aria-labelledby="innovation-title">
          <h2 id="innovation-title">Powered by Innovation</h2>
          <p>
            Stories are written by AI guided by our child-development team: story shapes for each style, vocabulary matched to your child's age, and every
            detail you choose woven in. Narration is synchronised word by word so the highlight follows the voice, and illustrations and stickers are drawn from
            the characters of your story.
          </p>
        </section>

        <section className="about-section" aria-labelledby="contact-title">
          <h2 id="contact-title">Get in Touch</h2>
          <p>We love hearing from families. Questions, ideas or a story that made your child giggle? Write to us.</p>
          <div className="contact-links">
            <a className="contact-link" href="mailto:support@bedtimestories.app">
              <strong>Support</strong>
              <span>support@bedtimestories.app</span>
            </a>
            <a className="contact-link" href="mailto:feedback@bedtimestories.app">
              <strong>Feedback</strong>
              <span>feedback@bedtimestories.app</span>
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
