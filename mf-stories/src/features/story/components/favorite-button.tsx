import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

interface FavoriteButtonProps {
  storyId: string;
  title: string;
  /** 'icon' for cards, 'labelled' for a reader's top bar. */
  look?: 'icon' | 'labelled';
}

/** The favourite toggle; the caller shows it only to signed-in readers. */
export function FavoriteButton({ storyId, title, look = 'icon' }: FavoriteButtonProps) {
  const { favoriteIds } = useFavoriteIds();
  const toggle = useToggleFavorite();
  const isFavorite = favoriteIds.includes(storyId);
  const pending = toggle.isPending && toggle.variables === storyId;
  const label = isFavorite ? `Remove “${title}” from favorites` : `Add “${title}” to favorites`;
  const icon = isFavorite ? <HeartFilled className="mfs-heart--on" aria-hidden /> : <HeartOutlined aria-hidden />;
  const onClick = () => toggle.mutate(storyId);

  if (look === 'labelled') {
    return (
      <Button icon={icon} aria-pressed={isFavorite} aria-label={label} loading={pending} onClick={onClick} className="mfs-favorite">
        {isFavorite ? 'Favorited' : 'Favorite'}
      </Button>
    );
  }
  return (
    <Tooltip title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}>
      <Button
        type="text"
        shape="circle"
        icon={icon}
        aria-pressed={isFavorite}
        aria-label={label}
        loading={pending}
        onClick={onClick}
        className="mfs-favorite"
      />
    </Tooltip>
  );
}
