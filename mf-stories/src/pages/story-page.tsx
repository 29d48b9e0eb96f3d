import { useParams } from 'react-router-dom';
import { StoryView } from '../features/reading/components/story-view';
import '../styles/base.css';
import '../styles/story.css';
import '../styles/narration.css';
import '../styles/enhancements.css';

/** /story/:id : one story, by link. */
export default function StoryPage() {
  const { id } = useParams();
  return <StoryView key={id} storyId={id} />;
}
