import { useState } from 'react';
import { Button, Modal } from 'antd';
import { BookOutlined, SmileOutlined, SoundOutlined, StarOutlined } from '@ant-design/icons';

export const WELCOME_STEPS = [
  {
    icon: <StarOutlined />,
    title: 'Welcome to Bedtime Stories!',
    text: 'Create a magical, personalised story for your child in under a minute, then listen to it together tonight.',
  },
  {
    icon: <SmileOutlined />,
    title: 'Tell us about your child',
    text: "Share your child's age (2-12), their favourite interests, the style of story they love and a gentle lesson to weave in.",
  },
  {
    icon: <SoundOutlined />,
    title: 'Listen along',
    text: 'Press play to hear the story narrated. Each word lights up as it is read, so little ones can follow along.',
  },
  {
    icon: <BookOutlined />,
    title: 'Save and share',
    text: 'Every story is saved to My Stories. Favourite it, add illustrations and stickers, or share it with the community.',
  },
] as const;

/**
 * The welcome tour, four steps (docs/product-rules.md, Shell and layout); when it shows (first visit, signed in) is
 * the first-visit sequence's call.
 */
export function WelcomeTour({ onClose: close }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = WELCOME_STEPS[step] ?? WELCOME_STEPS[0];
  const last = step === WELCOME_STEPS.length - 1;

  return (
    <Modal
      open
      onCancel={close}
      closable={false}
      maskClosable={false}
      centered
      width={520}
      footer={null}
      aria-labelledby="welcome-tour-title"
      className="welcome-tour"
    >
      <div className="tour">
        <div className="tour-top">
          <span className="tour-count">
            Step {step + 1} of {WELCOME_STEPS.length}
          </span>
          <Button type="link" onClick={close}>
            Skip tour
          </Button>
        </div>
        <div className="tour-art" aria-hidden="true">
          {current.icon}
        </div>
        <h2 id="welcome-tour-title" className="tour-title">
          {current.title}
        </h2>
        <p className="tour-text">{current.text}</p>
        <div className="tour-dots" role="group" aria-label="Tour steps">
          {WELCOME_STEPS.map((item, index) => (
            <button
              key={item.title}
              type="button"
              className={`tour-dot${index === step ? ' active' : ''}`}
              aria-label={`Go to step ${index + 1}: ${item.title}`}
              aria-current={index === step ? 'step' : undefined}
              onClick={() => setStep(index)}
            />
          ))}
        </div>
        <div className="tour-actions">
          <Button size="large" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Previous
          </Button>
          {last ? (
            <Button type="primary" size="large" onClick={close}>
              Get Started
            </Button>
          ) : (
            <Button type="primary" size="large" onClick={() => setStep(step + 1)}>
              Next
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
