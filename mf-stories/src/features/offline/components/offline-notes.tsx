import { CheckCircleFilled, DisconnectOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { NEEDS_INTERNET, useNeedsInternet } from '@bedtime/web-kit';

export const OFFLINE_LIBRARY_MESSAGE = "You're offline — showing the stories kept on this device";

/** Above the library while the device is offline. */
export function OfflineLibraryBanner() {
  return (
    <Alert
      type="info"
      showIcon
      icon={<DisconnectOutlined aria-hidden />}
      className="mfs-offline-banner"
      title={OFFLINE_LIBRARY_MESSAGE}
      description="They open and play as usual. Everything else comes back, and what you listened to is saved, once you're online again."
    />
  );
}

/** The small mark on a library card or book of a story kept on this device. */
export function KeptMark() {
  return (
    <span className="mfs-kept-mark">
      <CheckCircleFilled aria-hidden /> Kept for offline
    </span>
  );
}

/** A part of the story page that needs the network (pictures to make, merchandise), said plainly while offline. */
export function NeedsInternetNote({ what }: { what: string }) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<DisconnectOutlined aria-hidden />}
      className="mfs-needs-internet"
      title={NEEDS_INTERNET}
      description={`${what} needs the internet. It is back once you're online.`}
    />
  );
}

/**
 * Controls that need the network (share, favourite, print, make pictures...): while offline a click on any
 * of them says "This needs the internet" instead of failing with an error.
 */
export function NeedsInternet({ children, className }: { children: ReactNode; className?: string }) {
  const { onClickCapture } = useNeedsInternet();
  return (
    <span className={className} onClickCapture={onClickCapture}>
      {children}
    </span>
  );
}
