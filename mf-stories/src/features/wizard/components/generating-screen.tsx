import { useEffect, useRef } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { STAGE_ORDER, STAGE_TEXT, laterStage } from '../lib/generation-stages';
import { useGenerationStage } from '../hooks/use-generation-stage';
import type { LiveStory } from '../hooks/use-story-wizard';

/** Step 6: the stage the story is at, and its text as the server writes it. */
export function GeneratingScreen({ live }: { live: LiveStory }) {
  const clockStage = useGenerationStage(true);
  const stage = laterStage(clockStage, live.serverStage);
  const current = STAGE_ORDER.indexOf(stage);
  const streamRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  // Keep the newest words in view unless the reader has scrolled up to reread.
  useEffect(() => {
    const box = streamRef.current;
    if (box && followRef.current) box.scrollTop = box.scrollHeight;
  }, [live.text]);

  return (
    <section className="mfs-card mfs-generating" aria-labelledby="mfs-generating-stage" aria-busy="true">
      <div className="mfs-night-orb" aria-hidden>
        <span className="mfs-orb-moon">🌙</span>
        <span className="mfs-orb-star mfs-orb-star--1">✦</span>
        <span className="mfs-orb-star mfs-orb-star--2">✧</span>
        <span className="mfs-orb-star mfs-orb-star--3">✦</span>
      </div>
      <div role="status" aria-live="polite">
        <h2 id="mfs-generating-stage" ref={headingRef} tabIndex={-1} className="mfs-generating-stage">
          {STAGE_TEXT[stage]}
        </h2>
      </div>
      <ol className="mfs-stages" aria-label="Progress">
        {STAGE_ORDER.map((name, index) => (
          <li key={name} className={index < current ? 'is-done' : index === current ? 'is-current' : 'is-next'}>
            <span className="mfs-stage-dot" aria-hidden>
              {index < current ? <CheckCircleFilled /> : index + 1}
            </span>
            <span>{STAGE_TEXT[name]}</span>
            <span className="mfs-visually-hidden">{index < current ? ' (done)' : index === current ? ' (now)' : ''}</span>
          </li>
        ))}
      </ol>
      {/* The product rules' "about 10-15 seconds" is a model's time; the embedded writer takes under a second. Promise only what is true. */}
      <p className="mfs-generating-message">Your personalized bedtime story is being crafted with love and imagination. It will be ready in a few seconds.</p>
      {(live.title || live.text) && (
        <div className="mfs-stream">
          {live.title && <h3 className="mfs-stream-title">{live.title}</h3>}
          <div
            ref={streamRef}
            className="mfs-stream-text"
            tabIndex={0}
            aria-label="The story so far"
            data-testid="streaming-story"
            onScroll={(event) => {
              const box = event.currentTarget;
              followRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
            }}
          >
            {live.text}
            <span className="mfs-caret" aria-hidden />
          </div>
        </div>
      )}
    </section>
  );
}
