import { Link } from 'react-router-dom';
import { RocketOutlined } from '@ant-design/icons';
import { anotherAdventureLabel } from '../lib/story-labels';

/**
 * "Another adventure with Pip": the wizard, started from this story's hero and friends (the owner's own
 * stories only; the wizard's request names the story, and the service checks it is theirs).
 */
export function AnotherAdventureLink({ storyId, friends, className }: { storyId: string; friends: readonly string[]; className?: string }) {
  if (friends.length === 0) return null;
  return (
    <Link to={`/?continue=${encodeURIComponent(storyId)}`} className={['mfs-link-button', className].filter(Boolean).join(' ')}>
      <RocketOutlined aria-hidden /> {anotherAdventureLabel(friends)}
    </Link>
  );
}
