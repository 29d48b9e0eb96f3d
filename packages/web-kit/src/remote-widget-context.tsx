/** The widget loader's context and the widget's props: no antd here (web-kit's entry re-exports it). */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** Loads a widget another remote lends (the shell provides it; see docs/frontend-conventions.md). */
// Widgets take the props their owner documents; the loader cannot know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetLoader = (remote: string, widget: string) => Promise<{ default: ComponentType<any>; title: string }>;

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

export function RemoteWidgetProvider({ loader, children }: { loader: WidgetLoader | undefined; children: ReactNode }) {
  return <WidgetLoaderContext.Provider value={loader ?? null}>{children}</WidgetLoaderContext.Provider>;
}

export const useWidgetLoader = (): WidgetLoader | null => useContext(WidgetLoaderContext);

export interface RemoteWidgetProps<P extends object> {
  remote: string;
  widget: string;
  props?: P;
  loading?: ReactNode;
}
