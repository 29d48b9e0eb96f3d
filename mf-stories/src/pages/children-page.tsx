import { Link } from 'react-router-dom';
import { ChildrenManager } from '../features/children/components/children-manager';
import '../styles/base.css';
import '../styles/children.css';

/** /children : the family's saved children, picked in the wizard ("Who is tonight's story for?"). */
export default function ChildrenPage() {
  return (
    <div className="mfs-page mfs-children-page">
      <header>
        <h1 className="mfs-page-title">Your children</h1>
        <p className="mfs-page-lead">
          Save each child once: their name, birth month, interests and favourite style fill in the story wizard. Only you can see them.{' '}
          <Link to="/">Create a story</Link>
        </p>
      </header>
      <ChildrenManager />
    </div>
  );
}
