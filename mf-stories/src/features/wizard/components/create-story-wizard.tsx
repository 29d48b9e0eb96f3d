import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined, ArrowRightOutlined, ExclamationCircleFilled, StarFilled } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { GENDERS, STYLES } from '@bedtime/contracts';
import { GENDER_DETAILS, STYLE_DETAILS } from '../../story/lib/story-labels';
import { useStoryWizard } from '../hooks/use-story-wizard';
import { GENERATING_STEP, INPUT_STEPS, RESULT_STEP, isStepValid } from '../lib/wizard-rules';
import { anotherAdventureLabel } from '../lib/wizard-rules';
import { AgeStep } from './age-step';
import { ChildChooser } from './child-chooser';
import { ChoiceCards } from './choice-cards';
import { GeneratingScreen } from './generating-screen';
import { InterestsStep } from './interests-step';
import { LessonStep } from './lesson-step';
import { StoryResult } from './story-result';
import { WizardProgress } from './wizard-progress';

const STEP_TEXT = [
  { title: 'How old is your child?', hint: 'We match the words and the length of the story to their age.' },
  { title: 'Who is the story for?', hint: 'Choose the hero of tonight’s story.' },
  { title: 'What does your child love?', hint: 'Pick 1 to 3 interests to weave into the story.' },
  { title: 'Choose a story style', hint: 'Set the mood for tonight.' },
  { title: 'What should the story teach?', hint: 'A gentle lesson the story will carry.' },
] as const;

const WHO_TEXT = { title: 'Who is tonight’s story for?', hint: 'Pick a child you saved, or someone new.' } as const;

const genderChoices = GENDERS.map((value) => ({ value, label: GENDER_DETAILS[value].label, icon: GENDER_DETAILS[value].emoji }));
const styleChoices = STYLES.map((value) => ({ value, ...STYLE_DETAILS[value], icon: STYLE_DETAILS[value].emoji }));

/** The Create Story wizard (docs/product-rules.md, Story creation): five input steps, the generating screen and the result. */
export function CreateStoryWizard() {
  const { state, dispatch, live, create, reset, children, waiting } = useStoryWizard();
  const { step, input } = state;
  // With saved children the wizard first asks who the story is for; with none it starts at the age.
  const asking = step === 0 && state.forWhom === 'ask' && children.length > 0;
  const savedName = input.childId ? (children.find((child) => child.id === input.childId)?.name ?? null) : null;
  const heading = asking ? WHO_TEXT : STEP_TEXT[step];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts focus on the new step's question, so keyboard and screen-reader users follow.
  // A failed generation comes back to the last step with its error instead: the error is where focus goes,
  // scrolled into view (on a phone the red box sat below the fold, and nothing else said what went wrong).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step >= INPUT_STEPS) return;
    if (state.error) {
      const target = errorRef.current ?? cardRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
      if (target) {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
        target.focus({ preventScroll: true });
        return;
      }
    }
    headingRef.current?.focus();
  }, [step, state.error, state.forWhom]);

  const valid = step < INPUT_STEPS && isStepValid(step, input);
  const goOn = () => {
    if (!valid) return;
    if (step === INPUT_STEPS - 1) void create();
    else dispatch({ type: 'continue' });
  };

  return (
    <div className="mfs-page mfs-wizard">
      <header className="mfs-hero">
        <StarFilled className="mfs-hero-star" aria-hidden />
        <h1 className="mfs-hero-title">Create a Magical Bedtime Story</h1>
        <p className="mfs-hero-lead">Tell us a little about your child and we’ll write a story just for them.</p>
      </header>

      {step < INPUT_STEPS && waiting && (
        <section className="mfs-card mfs-wizard-card mfs-center" role="status" aria-live="polite">
          <Spin />
          <span>Getting ready…</span>
        </section>
      )}

      {step < INPUT_STEPS && !waiting && (
        <section ref={cardRef} className="mfs-card mfs-wizard-card" aria-labelledby="mfs-step-title">
          {input.continuesFrom && (
            <Alert
              className="mfs-sequel-banner"
              type="info"
              showIcon
              title={anotherAdventureLabel(state.friends)}
              description={`${input.childName.trim() || 'The hero'} and ${state.friends.length > 0 ? state.friends.join(' and ') : 'their friends'} come along again. Change anything you like.`}
              action={
                <Button size="small" onClick={() => dispatch({ type: 'someone-new' })}>
                  Start fresh
                </Button>
              }
            />
          )}
          {!asking && <WizardProgress step={step} />}
          <h2 id="mfs-step-title" ref={headingRef} tabIndex={-1} className="mfs-step-title">
            {heading?.title}
          </h2>
          <p className="mfs-step-hint">{heading?.hint}</p>

          {asking && (
            <ChildChooser
              children={children}
              onChoose={(child) => dispatch({ type: 'choose-child', child })}
              onSomeoneNew={() => dispatch({ type: 'someone-new' })}
            />
          )}
          {step === 0 && !asking && <AgeStep age={input.age} onChange={(age) => dispatch({ type: 'age', age })} onSubmit={goOn} />}
          {step === 1 && (
            <ChoiceCards
              name="gender"
              labelledBy="mfs-step-title"
              choices={genderChoices}
              value={input.gender}
              onChange={(gender) => dispatch({ type: 'gender', gender })}
            />
          )}
          {step === 2 && <InterestsStep selected={input.interests} onToggle={(interest) => dispatch({ type: 'interest', interest })} />}
          {step === 3 && (
            <ChoiceCards
              name="style"
              labelledBy="mfs-step-title"
              columns="wide"
              choices={styleChoices}
              value={input.style}
              onChange={(style) => dispatch({ type: 'style', style })}
            />
          )}
          {step === 4 && (
            <LessonStep
              input={input}
              savedName={savedName}
              dispatch={dispatch}
              fieldError={state.error && state.errorField ? { message: state.error, at: state.errorField } : null}
            />
          )}

          {/* A refusal about one input is shown beside it (see LessonStep); other failures here. */}
          {step === 4 && state.error && !state.errorField && (
            <div ref={errorRef} className="mfs-error-box" role="alert" tabIndex={-1}>
              <ExclamationCircleFilled aria-hidden />
              <div>
                <p>{state.error}</p>
                {state.errorNeedsSubscription && <Link to="/subscribe">See subscription options</Link>}
              </div>
            </div>
          )}

          {!asking && (
            <div className="mfs-step-actions">
              {step > 0 || children.length > 0 ? (
                <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => dispatch({ type: 'back' })}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step < INPUT_STEPS - 1 ? (
                <Button type="primary" size="large" disabled={!valid} onClick={goOn}>
                  Continue <ArrowRightOutlined aria-hidden />
                </Button>
              ) : (
                <Button type="primary" size="large" className="mfs-create-button" disabled={!valid} onClick={goOn}>
                  <span aria-hidden>✨</span> Create Story
                </Button>
              )}
            </div>
          )}
        </section>
      )}

      {step === GENERATING_STEP && <GeneratingScreen live={live} />}
      {step === RESULT_STEP && state.result && <StoryResult result={state.result} onCreateAnother={reset} />}
    </div>
  );
}
