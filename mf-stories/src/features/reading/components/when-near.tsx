import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a section waits for the reader to come near before it mounts anyway (at the next idle moment). */
const WAIT_MS = 3_000;

/**
 * A section below the story that mounts when the reader comes near it (within a screen), when they first
 * scroll, touch or press a key, or at the first idle moment after a few seconds, whichever comes first. Until then
 * it is an empty box of about its size. On a phone the story text is what a parent came for: the panels
 * under it (pictures, merchandise) fetch, draw and bring their code only after the text is on screen.
 */
export function WhenNear({ children, minHeight, label }: { children: ReactNode; minHeight: number; label: string }) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '100% 0px' });
    if (box.current) observer.observe(box.current);
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, show, { once: true, passive: true });
    let idle: number | undefined;
    const wait = window.setTimeout(() => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(show, { timeout: WAIT_MS }) : undefined;
      if (idle === undefined) show();
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      for (const event of events) window.removeEventListener(event, show);
      window.clearTimeout(wait);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={box} style={{ minHeight }} aria-busy="true" aria-label={label} />;
}
