import { Spin } from 'antd';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="center-state" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{label}</span>
    </div>
  );
}
