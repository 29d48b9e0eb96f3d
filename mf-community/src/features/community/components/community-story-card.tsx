import { Link } from 'react-router-dom';
import { Tag } from 'antd';
import type { CommunityStory, VoteValue } from '@bedtime/contracts';
import { ageBadge, authorName, displayTitle, storyPreview, styleBadge, timeSince } from '../lib/community-rules';
import { VoteButtons } from './vote-buttons';

interface CommunityStoryCardProps {
  item: CommunityStory;
  myVote: VoteValue;
  votingDisabled: boolean;
  onVote: (storyId: string, pressed: 1 | -1) => void;
  /** '#N Top Story' on the weekly list. */
  rank?: number;
}

export function CommunityStoryCard({ item, myVote, votingDisabled, onVote, rank }: CommunityStoryCardProps) {
  const title = displayTitle(item.story.title);
  const headingId = `mfc-story-${item.story.id}${rank ? '-top' : ''}`;
  return (
    <article className="mfc-card" aria-labelledby={headingId} data-story-id={item.story.id}>
      <div className="mfc-card-main">
        {rank !== undefined && <div className="mfc-rank">#{rank} Top Story</div>}
        <h2 id={headingId} className="mfc-card-title">
          {title}
        </h2>
        <p className="mfc-byline">
          by <span className="mfc-author">{authorName(item.user)}</span> ·{' '}
          <time dateTime={item.communityStory.sharedAt}>{timeSince(item.communityStory.sharedAt)}</time>
        </p>
        <div className="mfc-badges">
          <Tag color="purple">{ageBadge(item.story.age)}</Tag>
          <Tag color="gold">{styleBadge(item.story.style)}</Tag>
        </div>
        <p className="mfc-preview">{storyPreview(item.story.content)}</p>
        <Link to={`/story/${encodeURIComponent(item.story.id)}`} className="mfc-read-link">
          Read Full Story
        </Link>
      </div>
      <VoteButtons title={title} votes={item.votes} myVote={myVote} disabled={votingDisabled} onVote={(pressed) => onVote(item.story.id, pressed)} />
    </article>
  );
}
