import { CreateStoryWizard } from '../features/wizard/components/create-story-wizard';
import '../styles/base.css';
import '../styles/wizard.css';
import '../styles/children.css';
import '../styles/narration.css';
import '../styles/enhancements.css';

/** / : the Create Story wizard. */
export default function CreateStoryPage() {
  return <CreateStoryWizard />;
}
