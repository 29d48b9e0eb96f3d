import { Tabs } from 'antd';
import { AllStories } from '../features/community/components/all-stories';
import { TopWeekly } from '../features/community/components/top-weekly';
import '../styles/community.css';

/** /community: everyone's shared stories, and the week's favourites. */
export default function CommunityPage() {
  return (
    <div className="mfc-page">
      <h1 className="mfc-title">Community Stories</h1>
      <Tabs
        defaultActiveKey="all"
        items={[
          { key: 'all', label: 'All Stories', children: <AllStories /> },
          { key: 'top', label: 'Top 5 This Week', children: <TopWeekly /> },
        ]}
      />
    </div>
  );
}
