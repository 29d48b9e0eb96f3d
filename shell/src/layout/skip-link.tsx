export const MAIN_CONTENT_ID = 'main-content';

/** 'Skip to main content': a button (not a jump link) that moves keyboard focus into the main area. */
export function SkipLink() {
  const skip = () => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <button type="button" className="skip-link" onClick={skip}>
      Skip to main content
    </button>
  );
}
