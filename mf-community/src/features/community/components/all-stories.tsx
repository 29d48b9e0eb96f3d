import { Button } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import { useCommunityStories } from '../api/community-lists';
import { useVoting } from '../hooks/use-voting';
import { CommunityStoryCard } from './community-story-card';
import { EmptyList, ListError, StorySkeletons } from './community-states';

export function AllStories() {
  const query = useCommunityStories();
  const pages = query.data?.pages ?? [];
  const stories = pages.flatMap((page) => page.stories);
  const userVotes = Object.assign({}, ...pages.map((page) => page.userVotes));
  const voting = useVoting(userVotes);

  if (query.isPending) return <StorySkeletons count={3} />;
  if (query.isError) return <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (stories.length === 0) return <EmptyList title="No community stories yet" text="Be the first to share a story with the community!" />;
  return (
    <div className="mfc-list">
      {stories.map((item) => (
        <CommunityStoryCard key={item.story.id} item={item} myVote={voting.myVote(item.story.id)} votingDisabled={voting.pending} onVote={voting.press} />
      ))}
      {query.hasNextPage && (
        <Button className="mfc-more" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Load more stories
        </Button>
      )}
    </div>
  );
}
