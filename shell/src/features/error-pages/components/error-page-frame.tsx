import type { ReactNode } from 'react';
import { Card } from 'antd';

export const SUPPORT_EMAIL = 'support@bedtimestories.app';

interface Props {
  icon: ReactNode;
  title: string;
  code: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The shared frame of the 403, 500 and 404 screens (docs/product-rules.md, Error pages). */
export function ErrorPageFrame({ icon, title, code, children, actions }: Props) {
  return (
    <div className="center-state">
      <Card className="state-card soft-card" variant="borderless">
        <div className="state-icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="page-title">{title}</h1>
        <p>
          <span className="state-code">{code}</span>
        </p>
        <div className="page-lead">{children}</div>
        <div className="state-actions">{actions}</div>
        <p className="support-line">
          Need help? Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </Card>
    </div>
  );
}
