import { Tag } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import { useTopWeekly } from '../api/community-lists';
import { useVoting } from '../hooks/use-voting';
import { weekBadge } from '../lib/community-rules';
import { CommunityStoryCard } from './community-story-card';
import { EmptyList, ListError, StorySkeletons } from './community-states';

export function TopWeekly() {
  const query = useTopWeekly();
  const voting = useVoting(query.data?.userVotes ?? {});

  if (query.isPending) return <StorySkeletons count={5} />;
  if (query.isError) return <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.stories.length === 0) return <EmptyList title="No top stories this week" text="Vote on stories to help them reach the top!" />;
  return (
    <div className="mfc-list">
      <Tag className="mfc-week-badge" color="blue">
        {weekBadge(query.data.weekStartDate)}
      </Tag>
      {query.data.stories.map((item, index) => (
        <CommunityStoryCard
          key={item.story.id}
          item={item}
          rank={index + 1}
          myVote={voting.myVote(item.story.id)}
          votingDisabled={voting.pending}
          onVote={voting.press}
        />
      ))}
    </div>
  );
}
