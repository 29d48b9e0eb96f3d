import { CheckOutlined, FacebookFilled, LinkOutlined, LinkedinFilled, MailOutlined, ShareAltOutlined, WhatsAppOutlined, XOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { shareLinks, storyUrl, type ShareNetwork } from '../lib/share-links';
import { useCopyLink } from '../hooks/use-copy-link';

const NETWORK_ICONS: Record<ShareNetwork, ReactNode> = {
  facebook: <FacebookFilled aria-hidden />,
  twitter: <XOutlined aria-hidden />,
  whatsapp: <WhatsAppOutlined aria-hidden />,
  linkedin: <LinkedinFilled aria-hidden />,
  email: <MailOutlined aria-hidden />,
};

interface ShareMenuProps {
  storyId: string;
  title: string;
  /** The trigger's text; an icon-only trigger (cards) still has it as its accessible name. */
  label?: string;
  iconOnly?: boolean;
}

/** Share Story menu: social intents by URL and copy link, all pointing at the absolute /story/{id} page. */
export function ShareMenu({ storyId, title, label = 'Share Story', iconOnly = false }: ShareMenuProps) {
  const { copied, copy } = useCopyLink();
  const url = storyUrl(window.location.origin, storyId);

  const items: MenuProps['items'] = [
    ...shareLinks(url, title).map((link) => ({
      key: link.network,
      icon: NETWORK_ICONS[link.network],
      label: (
        <a href={link.href} target={link.network === 'email' ? undefined : '_blank'} rel="noopener noreferrer">
          {link.label}
        </a>
      ),
    })),
    { type: 'divider' as const },
    { key: 'copy', icon: copied ? <CheckOutlined aria-hidden /> : <LinkOutlined aria-hidden />, label: copied ? 'Link copied' : 'Copy link' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'copy') void copy(url);
  };

  const icon = copied ? <CheckOutlined aria-hidden /> : <ShareAltOutlined aria-hidden />;
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {iconOnly ? (
        <Button type="text" shape="circle" icon={icon} aria-label={`${label}: ${title}`} className="mfs-share-trigger" />
      ) : (
        <Button icon={icon} className="mfs-share-trigger">
          {copied ? 'Link copied' : label}
        </Button>
      )}
    </Dropdown>
  );
}
