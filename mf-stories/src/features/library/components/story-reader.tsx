import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Story } from '@bedtime/contracts';
import { StoryScreen } from '../../reading/components/story-screen';

interface StoryReaderProps {
  story: Story;
  onBack: () => void;
}

/** The in-page reader of My Stories (docs/product-rules.md, Library and reader): the story screen over the library. */
export function StoryReader({ story, onBack }: StoryReaderProps) {
  return (
    <StoryScreen
      story={story}
      surface="reader"
      back={
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          Back to Stories
        </Button>
      }
    />
  );
}
