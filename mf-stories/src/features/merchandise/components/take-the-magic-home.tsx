import { Skeleton, Tabs } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useBasicMerchandise } from '../api/story-merchandise';
import { AiDesigns } from './ai-designs';
import { BasicDesigns } from './basic-designs';
// The section brings its own styles: it is shown on the result screen, the story page and the library's
// reader alike, and a page that forgot the stylesheet showed it unstyled.
import '../../../styles/merchandise.css';

/**
 * 'Take the Magic Home!' (product rules, merchandise on a story result): the story's own products and AI designs.
 * Shown to the story's owner; a skeleton while loading, and nothing at all when there is none or it failed.
 */
export function TakeTheMagicHome({ storyId, storyTitle }: { storyId: string; storyTitle: string }) {
  const basic = useBasicMerchandise(storyId);
  if (basic.isPending) {
    return (
      <section className="mfs-card mfs-merch" aria-label="Loading merchandise" aria-busy="true">
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 5 }} />
      </section>
    );
  }
  if (basic.isError || basic.data.length === 0) return null;
  return (
    <section className="mfs-card mfs-merch" aria-labelledby={`mfs-merch-title-${storyId}`}>
      <h3 id={`mfs-merch-title-${storyId}`} className="mfs-panel-title">
        <GiftOutlined aria-hidden /> Take the Magic Home!
      </h3>
      <p className="mfs-panel-lead">Turn this story into keepsakes your child can hold.</p>
      <Tabs
        defaultActiveKey="basic"
        items={[
          { key: 'basic', label: 'Basic Designs', children: <BasicDesigns storyId={storyId} storyTitle={storyTitle} products={basic.data} /> },
          { key: 'ai', label: 'AI Designs', children: <AiDesigns storyId={storyId} storyTitle={storyTitle} /> },
        ]}
      />
    </section>
  );
}
