import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { Story } from '@bedtime/contracts';
import { readingTimeMinutes } from '@bedtime/contracts';
import { formatStoryDate, styleLabel } from '../lib/story-labels';

interface StoryMetaProps {
  story: Pick<Story, 'createdAt' | 'age' | 'style' | 'content'>;
  showAge?: boolean;
  showReadingTime?: boolean;
}

/** The line under a story's title: creation date, 'Age N', reading time and the style. */
export function StoryMeta({ story, showAge = true, showReadingTime = false }: StoryMetaProps) {
  return (
    <ul className="mfs-meta">
      <li>
        <CalendarOutlined aria-hidden />
        <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
      </li>
      {showAge && <li>Age {story.age}</li>}
      {showReadingTime && (
        <li>
          <ClockCircleOutlined aria-hidden />
          {readingTimeMinutes(story.content)} min read
        </li>
      )}
      <li>
        <span className={`mfs-style-chip mfs-style-chip--${story.style}`}>{styleLabel(story.style)}</span>
      </li>
    </ul>
  );
}
