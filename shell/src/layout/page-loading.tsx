/** A page's loading state. Plain HTML (no antd), as it shows while antd itself may still be loading. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="center-state page-loading" role="status" aria-live="polite">
      <span className="lt-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
