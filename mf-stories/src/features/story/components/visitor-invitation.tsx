import { Link } from 'react-router-dom';
import { SoundFilled } from '@ant-design/icons';

/** Where a visitor who opened a shared story can join: the sign-up form, not the login one. */
export const SIGN_UP_PATH = '/auth?mode=signup';

/**
 * The top of a shared story for someone not signed in: what the product does, said plainly, and a way in
 * (the shell's visitor bar above carries the brand, log in and sign up). Whose story it is stays private.
 */
export function VisitorBrandBar() {
  return (
    <header className="mfs-visitor-bar">
      <p className="mfs-visitor-note">Someone shared a bedtime story with you. Make your own, starring your child, free for 7 days.</p>
      <Link to={SIGN_UP_PATH} className="mfs-link-button mfs-link-button--primary">
        Start your free trial
      </Link>
    </header>
  );
}

/** In place of Listen (narration is for accounts): what listening gives, and how to get it. */
export function ListenInvitation() {
  return (
    <section className="mfs-listen-invite" aria-labelledby="mfs-listen-invite-title">
      <SoundFilled className="mfs-listen-invite-icon" aria-hidden />
      <div className="mfs-listen-invite-body">
        <h2 id="mfs-listen-invite-title" className="mfs-listen-invite-title">
          Hear this story read aloud
        </h2>
        <p className="mfs-listen-invite-text">Create a free account to listen, with each word lit as it is read, and to make stories of your own.</p>
      </div>
      <div className="mfs-listen-invite-actions">
        <Link to={SIGN_UP_PATH} className="mfs-link-button mfs-link-button--primary">
          Sign up to listen
        </Link>
        <Link to="/auth" className="mfs-listen-invite-login">
          I have an account
        </Link>
      </div>
    </section>
  );
}
