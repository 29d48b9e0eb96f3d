// Standalone development page: the registered pages inside the shell's providers (web-kit's dev page).
import { remoteEntry } from '@bedtime/platform';
import { renderDevPages } from '@bedtime/web-kit/dev-page';
import CommunityPage from './pages/community-page';

renderDevPages(remoteEntry('mf_community'), { CommunityPage });
