import type { IdeaReading } from '@bedtime/contracts';

interface IdeaReadingLineProps {
  id: string;
  /** "A story about" under the lesson, "Twist" under a plot twist. */
  label: string;
  reading: IdeaReading | undefined;
}

/**
 * How the writer understood a field, in a small line under it, so the story is no surprise: "A story
 * about: being brave at the dentist". A harmful idea shows the kind message to change it instead.
 */
export function IdeaReadingLine({ id, label, reading }: IdeaReadingLineProps) {
  if (!reading) return null;
  if (!reading.ok) {
    return (
      <p id={id} className="mfs-idea-reading is-warning" data-testid={id}>
        {reading.message}
      </p>
    );
  }
  return (
    <p id={id} className="mfs-idea-reading" data-testid={id} aria-live="polite">
      {label}: <strong>{reading.about}</strong>
      {reading.subject && !reading.about.includes(reading.subject) ? ` (${reading.subject})` : ''}
      {reading.note ? (
        <span className="mfs-idea-reading-note"> {reading.note}</span>
      ) : !reading.confident ? (
        <span className="mfs-idea-reading-note"> (the closest story we can tell)</span>
      ) : null}
    </p>
  );
}
