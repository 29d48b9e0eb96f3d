import { Link } from 'react-router-dom';
import type { Child } from '@bedtime/contracts';
import { GENDER_DETAILS } from '../../story/lib/story-labels';

interface ChildChooserProps {
  children: readonly Child[];
  onChoose: (child: Child) => void;
  onSomeoneNew: () => void;
}

/** "Who is tonight's story for?": each saved child, and someone new. */
export function ChildChooser({ children, onChoose, onSomeoneNew }: ChildChooserProps) {
  return (
    <div>
      <ul className="mfs-who-list" aria-labelledby="mfs-step-title">
        {children.map((child) => (
          <li key={child.id}>
            <button type="button" className="mfs-who" onClick={() => onChoose(child)}>
              <span className="mfs-who-emoji" aria-hidden>
                {GENDER_DETAILS[child.gender].emoji}
              </span>
              <span className="mfs-who-name">{child.name}</span>
              <span className="mfs-who-facts">Age {child.age}</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="mfs-who mfs-who--new" onClick={onSomeoneNew}>
            <span className="mfs-who-emoji" aria-hidden>
              ✨
            </span>
            <span className="mfs-who-name">Someone new</span>
            <span className="mfs-who-facts">Answer a few questions</span>
          </button>
        </li>
      </ul>
      <p className="mfs-who-manage">
        <Link to="/children">Manage your children</Link>
      </p>
    </div>
  );
}
