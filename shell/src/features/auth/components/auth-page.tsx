import { lazy, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AntdScope, preloadAntd, useSession } from '@bedtime/web-kit';
import { LightAlert } from '../../../components/light/light-form';
import { LightTabs } from '../../../components/light/light-tabs';
import { giftQuery, readGiftParams } from '../../../lib/gift-params';
import { BrandRow } from '../../../layout/brand-row';
import { PageLoading } from '../../../layout/page-loading';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { TrialPanel } from './trial-panel';

type AuthTab = 'login' | 'signup' | 'gift';

// The gift form (a select, a counted text area) is the one part built from antd: it loads when opened.
const GiftForm = lazy(() => import('./gift-form').then((m) => ({ default: m.GiftForm })));

/** After this long with the forms shown, antd is fetched for what comes next (the signed-in pages need it). */
const PRELOAD_ANTD_AFTER_MS = 4_000;

/**
 * The sign-in page, /auth (docs/product-rules.md, Pages). The first page most visitors see, so it is built without antd (plain
 * controls styled alike): its first load is React, the router, the query client and this page. antd is
 * fetched once the visitor starts filling a form, or after a few seconds, for the pages that follow.
 */
export function AuthPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const gift = readGiftParams(location.search);
  // ?mode=signup opens the sign-up form (links that invite someone to join, such as a shared story's);
  // ?promo=CODE (a gift email's link) opens it with the gift code filled in.
  const query = new URLSearchParams(location.search);
  const promo = query.get('promo')?.slice(0, 64) ?? '';
  const [tab, setTab] = useState<AuthTab>(() => (query.get('mode') === 'signup' || promo ? 'signup' : 'login'));

  const showingForms = !isLoading && !user;
  useEffect(() => {
    if (!showingForms) return undefined;
    const timer = window.setTimeout(preloadAntd, PRELOAD_ANTD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [showingForms]);

  if (isLoading) return <PageLoading />;
  // Signed in: home, or back to the gift checkout the visitor was sent here from.
  if (user) return <Navigate to={gift?.recipientEmail ? `/gift-subscription${giftQuery(gift)}` : '/'} replace />;

  return (
    <div className="auth-page">
      <BrandRow />
      <div className="auth-grid">
        <section className="auth-card soft-card" onFocus={preloadAntd}>
          <h1 className="auth-title">Welcome to Bedtime Stories</h1>
          <p className="auth-subtitle">Sign in to create tonight's story, or start your free trial.</p>
          {gift?.recipientEmail && (
            <LightAlert
              type="info"
              className="auth-gift-note"
              title={`Sign in or create an account to finish your gift for ${gift.recipientName || gift.recipientEmail}.`}
              description="We'll take you straight to the gift checkout afterwards."
            />
          )}
          <LightTabs<AuthTab>
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'login', label: 'Login', children: <LoginForm /> },
              { key: 'signup', label: 'Sign Up', children: <SignUpForm promoCode={promo} /> },
              {
                key: 'gift',
                label: 'Gift',
                children: (
                  <AntdScope fallback={<PageLoading label="Loading the gift form…" />}>
                    <GiftForm initial={gift} />
                  </AntdScope>
                ),
              },
            ]}
          />
        </section>
        <TrialPanel />
      </div>
    </div>
  );
}
