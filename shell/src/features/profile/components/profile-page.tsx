import { Link } from 'react-router-dom';
import { Button, Card, Tabs } from 'antd';
import { RemoteWidget, storiesTitle, useSession } from '@bedtime/web-kit';
import { PageLoading } from '../../../layout/page-loading';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';
import { SubscriptionCard } from './subscription-card';
import { DeleteAccountCard } from './delete-account-card';
import { GiftsCard } from './gifts-card';

/** /profile (docs/product-rules.md, Pages); the route guard keeps signed-out visitors away. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return <PageLoading />;
  return (
    <div className="page">
      <h1 className="page-title">Profile &amp; Settings</h1>
      <p className="page-lead">Manage your account for {storiesTitle(user)}.</p>
      <div className="profile-grid">
        <Card className="soft-card" variant="borderless">
          <Tabs
            size="large"
            items={[
              { key: 'profile', label: 'Profile', children: <ProfileForm user={user} /> },
              { key: 'security', label: 'Security', children: <SecurityForm /> },
            ]}
          />
        </Card>
        <Card className="soft-card" variant="borderless" title="Your children">
          <p>Save each child once (name, birth month, interests, favourite style) and pick them when you create a story. Only you can see them.</p>
          <Link to="/children">
            <Button size="large">Manage your children</Button>
          </Link>
        </Card>
        <SubscriptionCard user={user} />
        {/* The user's printed books: the commerce remote's card (it owns print orders). */}
        <RemoteWidget remote="commerce" widget="print-orders" />
        <GiftsCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
