/**
 * The error screen around every page (docs/product-rules.md, Shell and layout). Plain links and HTML (no antd), so
 * it works without the router and even when antd itself failed to load.
 */
export function GenericErrorScreen() {
  return (
    <div className="center-state" role="alert">
      <div className="state-card soft-card lt-card">
        <div className="state-icon" aria-hidden="true">
          ☁
        </div>
        <h1 className="page-title">Oops! Something went wrong</h1>
        <p className="page-lead">We're sorry, but something unexpected happened. Please try refreshing the page.</p>
        <div className="state-actions">
          <button type="button" className="lt-button lt-button-primary lt-button-large" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
          <a className="lt-button lt-button-large" href="/">
            Go Home
          </a>
        </div>
      </div>
    </div>
  );
}
