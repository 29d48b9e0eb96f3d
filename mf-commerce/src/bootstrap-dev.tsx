// Standalone development page: the registered pages inside the shell's providers (web-kit's dev page).
import { remoteEntry } from '@bedtime/platform';
import { renderDevPages } from '@bedtime/web-kit/dev-page';
import BillingPortalPage from './pages/billing-portal-page';
import MarketplaceCheckoutPage from './pages/marketplace-checkout-page';
import MarketplacePage from './pages/marketplace-page';
import SubscribePage from './pages/subscribe-page';

renderDevPages(remoteEntry('mf_commerce'), { MarketplacePage, MarketplaceCheckoutPage, SubscribePage, BillingPortalPage });
