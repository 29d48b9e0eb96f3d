import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { VoteTally, VoteValue } from '@bedtime/contracts';

interface VoteButtonsProps {
  title: string;
  votes: VoteTally;
  myVote: VoteValue;
  /** While any vote is being sent, every vote button waits. */
  disabled: boolean;
  onVote: (pressed: 1 | -1) => void;
}

/** Up and down buttons around the net score, with the separate counts beneath. */
export function VoteButtons({ title, votes, myVote, disabled, onVote }: VoteButtonsProps) {
  return (
    <div className="mfc-votes">
      <div className="mfc-vote-row">
        <Button
          shape="circle"
          type={myVote === 1 ? 'primary' : 'default'}
          icon={myVote === 1 ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
          aria-label={`Upvote ${title}`}
          aria-pressed={myVote === 1}
          disabled={disabled}
          onClick={() => onVote(1)}
        />
        <span className="mfc-score" aria-label={`Score ${votes.score}`} data-testid="vote-score">
          {votes.score}
        </span>
        <Button
          shape="circle"
          danger={myVote === -1}
          type={myVote === -1 ? 'primary' : 'default'}
          icon={myVote === -1 ? <DislikeFilled aria-hidden /> : <DislikeOutlined aria-hidden />}
          aria-label={`Downvote ${title}`}
          aria-pressed={myVote === -1}
          disabled={disabled}
          onClick={() => onVote(-1)}
        />
      </div>
      <div className="mfc-vote-counts">
        <span data-testid="upvotes">{votes.upvotes} up</span>
        <span aria-hidden>·</span>
        <span data-testid="downvotes">{votes.downvotes} down</span>
      </div>
    </div>
  );
}
