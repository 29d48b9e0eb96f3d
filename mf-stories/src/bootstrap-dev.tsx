// Standalone development page: the registered pages inside the shell's providers (web-kit's dev page).
import { remoteEntry } from '@bedtime/platform';
import { renderDevPages } from '@bedtime/web-kit/dev-page';
import CreateStoryPage from './pages/create-story-page';
import LibraryPage from './pages/library-page';
import StoryPage from './pages/story-page';
import ChildrenPage from './pages/children-page';

renderDevPages(remoteEntry('mf_stories'), { CreateStoryPage, LibraryPage, StoryPage, ChildrenPage });
