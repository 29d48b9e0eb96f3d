import { LibraryView } from '../features/library/components/library-view';
import '../styles/base.css';
import '../styles/library.css';
import '../styles/children.css';
import '../styles/story.css';
import '../styles/narration.css';
import '../styles/enhancements.css';

/** /stories : My Stories. */
export default function LibraryPage() {
  return <LibraryView />;
}
