import {
  CheckOutlined,
  FacebookFilled,
  LinkOutlined,
  LinkedinFilled,
  MailOutlined,
  ShareAltOutlined,
  TeamOutlined,
  UsergroupDeleteOutlined,
  WhatsAppOutlined,
  XOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { shareLinks, storyUrl, type ShareNetwork } from '../lib/share-links';
import { useCopyLink } from '../hooks/use-copy-link';
import { useCommunityShareStatus, useCommunityShareToggle } from '../api/community-share';

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
  /** The story's owner also gets 'Share to Community' / 'Remove from Community'. */
  isOwner?: boolean;
}

/** Share Story menu: social intents by URL and copy link, all pointing at the absolute /story/{id} page. */
export function ShareMenu({ storyId, title, label = 'Share Story', iconOnly = false, isOwner = false }: ShareMenuProps) {
  const { copied, copy } = useCopyLink();
  const url = storyUrl(window.location.origin, storyId);
  const community = useCommunityShareStatus(storyId, isOwner);
  const toggleCommunity = useCommunityShareToggle(storyId);
  const shared = community.data?.shared ?? false;

  // Until the current state is known (or while a change is sent) the item is shown but cannot be pressed.
  const communityItems: MenuProps['items'] = isOwner
    ? [
        {
          key: 'community',
          icon: shared ? <UsergroupDeleteOutlined aria-hidden /> : <TeamOutlined aria-hidden />,
          label: shared ? 'Remove from Community' : 'Share to Community',
          disabled: !community.isSuccess || toggleCommunity.isPending,
        },
        { type: 'divider' as const },
      ]
    : [];

  const items: MenuProps['items'] = [
    ...communityItems,
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
    if (key === 'community') toggleCommunity.mutate(!shared);
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
