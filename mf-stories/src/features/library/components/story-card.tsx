import { ClockCircleOutlined } from '@ant-design/icons';
import type { StorySummary } from '@bedtime/contracts';
import { DeleteStoryButton } from '../../story/components/delete-story-button';
import { EditableTitle } from '../../story/components/editable-title';
import { FavoriteButton } from '../../story/components/favorite-button';
import { formatStoryDate, genderLabel, styleLabel } from '../../story/lib/story-labels';
import { ShareMenu } from '../../share/components/share-menu';
import { AnotherAdventureLink } from '../../story/components/another-adventure-link';
import { displayTitle, interestsSummary, readingTimeLabel } from '../lib/library-rules';
import { KeptMark } from '../../offline/components/offline-notes';

interface StoryCardProps {
  story: StorySummary;
  canEdit: boolean;
  onOpen: (storyId: string) => void;
  /** Kept on this device for offline: a small mark says so. */
  kept?: boolean;
  /** Shown from the device with no network: the actions that need it are left out. */
  offline?: boolean;
}

/** A grid card; the title button opens the story and stretches over the card, the small buttons sit above it. */
export function StoryCard({ story, canEdit, onOpen, kept = false, offline = false }: StoryCardProps) {
  const title = displayTitle(story);
  const { shown, more } = interestsSummary(story.interests);
  const titleId = `mfs-card-title-${story.id}`;
  return (
    <article className={`mfs-story-card mfs-story-card--${story.style}`} aria-labelledby={titleId}>
      <div className="mfs-card-top">
        <ul className="mfs-card-chips">
          <li>Age {story.age}</li>
          <li>{genderLabel(story.gender)}</li>
          <li className={`mfs-style-chip mfs-style-chip--${story.style}`}>{styleLabel(story.style)}</li>
        </ul>
        {!offline && (
          <div className="mfs-card-actions">
            <FavoriteButton storyId={story.id} title={title} />
            <ShareMenu storyId={story.id} title={title} label="Share" iconOnly />
            {canEdit && <DeleteStoryButton storyId={story.id} title={title} look="icon" />}
          </div>
        )}
      </div>
      <EditableTitle storyId={story.id} title={title} canEdit={canEdit}>
        <h3 id={titleId} className="mfs-card-title">
          <button type="button" className="mfs-card-open" data-open-story={story.id} onClick={() => onOpen(story.id)}>
            {title}
          </button>
        </h3>
      </EditableTitle>
      <p className="mfs-card-preview">{story.preview}</p>
      <ul className="mfs-interest-pills" aria-label="Interests">
        {shown.map((interest) => (
          <li key={interest}>{interest}</li>
        ))}
        {more > 0 && <li className="mfs-more">+{more} more</li>}
      </ul>
      {canEdit && <AnotherAdventureLink storyId={story.id} friends={story.companions} className="mfs-card-sequel" />}
      {kept && <KeptMark />}
      <footer className="mfs-card-footer">
        <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
        <span>
          <ClockCircleOutlined aria-hidden /> {readingTimeLabel(story.readingMinutes)}
        </span>
      </footer>
    </article>
  );
}
