// Standalone development page: the registered pages inside the shell's providers (web-kit's dev page).
import { remoteEntry } from '@bedtime/platform';
import { renderDevPages } from '@bedtime/web-kit/dev-page';
import AdminDashboardPage from './pages/admin-dashboard-page';
import AdminMerchandisePage from './pages/admin-merchandise-page';
import AdminReportsPage from './pages/admin-reports-page';

renderDevPages(remoteEntry('mf_admin'), { AdminDashboardPage, AdminMerchandisePage, AdminReportsPage });
