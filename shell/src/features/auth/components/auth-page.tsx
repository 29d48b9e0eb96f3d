import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Card, Tabs } from 'antd';
import { useSession } from '@bedtime/web-kit';
import { giftQuery, readGiftParams } from '../../../lib/gift-params';
import { BrandRow } from '../../../layout/brand-row';
import { PageLoading } from '../../../layout/page-loading';
import { GiftForm } from './gift-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { TrialPanel } from './trial-panel';

type AuthTab = 'login' | 'signup' | 'gift';

/** spec/core.md §2 "Auth (/auth)". */
export function AuthPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const gift = readGiftParams(location.search);
  // ?mode=signup opens the sign-up form (links that invite someone to join, such as a shared story's);
  // ?promo=CODE (a gift email's link) opens it with the gift code filled in.
  const query = new URLSearchParams(location.search);
  const promo = query.get('promo')?.slice(0, 64) ?? '';
  const [tab, setTab] = useState<AuthTab>(() => (query.get('mode') === 'signup' || promo ? 'signup' : 'login'));

  if (isLoading) return <PageLoading />;
  // Signed in: home, or back to the gift checkout the visitor was sent here from.
  if (user) return <Navigate to={gift?.recipientEmail ? `/gift-subscription${giftQuery(gift)}` : '/'} replace />;

  return (
    <div className="auth-page">
      <BrandRow />
      <div className="auth-grid">
        <Card className="auth-card soft-card" variant="borderless">
          <h1 className="auth-title">Welcome to Bedtime Stories</h1>
          <p className="auth-subtitle">Sign in to create tonight's story, or start your free trial.</p>
          {gift?.recipientEmail && (
            <Alert
              type="info"
              showIcon
              className="auth-gift-note"
              title={`Sign in or create an account to finish your gift for ${gift.recipientName || gift.recipientEmail}.`}
              description="We'll take you straight to the gift checkout afterwards."
            />
          )}
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as AuthTab)}
            centered
            size="large"
            items={[
              { key: 'login', label: 'Login', children: <LoginForm /> },
              { key: 'signup', label: 'Sign Up', children: <SignUpForm promoCode={promo} /> },
              { key: 'gift', label: 'Gift', children: <GiftForm initial={gift} /> },
            ]}
          />
        </Card>
        <TrialPanel />
      </div>
    </div>
  );
}
