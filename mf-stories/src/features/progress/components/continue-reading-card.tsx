import { BookOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { percentCompleted } from '../lib/progress-rules';

interface ContinueReadingCardProps {
  progress: { wordIndex: number; scrollPercentage: number };
  /** Words in the story, so a place reached by listening counts as much as one reached by scrolling. */
  wordCount: number;
  onResume: () => void;
}

export function ContinueReadingCard({ progress, wordCount, onResume }: ContinueReadingCardProps) {
  const percent = percentCompleted(progress, wordCount);
  return (
    <section className="mfs-continue" aria-labelledby="mfs-continue-title">
      <BookOutlined className="mfs-continue-icon" aria-hidden />
      <div className="mfs-continue-body">
        <h2 id="mfs-continue-title" className="mfs-continue-title">
          Continue Reading
        </h2>
        <p className="mfs-continue-text">{percent}% completed</p>
        <Progress percent={percent} showInfo={false} size="small" strokeColor="#f7c96b" railColor="rgba(255,255,255,0.25)" aria-label="Reading progress" />
      </div>
      <Button type="primary" className="mfs-continue-button" onClick={onResume}>
        Resume
      </Button>
    </section>
  );
}
