import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { bedtimeTheme } from './theme';

/**
 * The part of the providers that needs antd: its theme and its App (static styles, useApp). It sits in a
 * chunk of its own, loaded by `AntdScope`, so a page built without antd (the sign-in page) never waits
 * for the antd singleton.
 */
export default function AntdRoot({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ConfigProvider theme={bedtimeTheme}>
      <AntApp className={className}>{children}</AntApp>
    </ConfigProvider>
  );
}
