import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { DELETED_WITH_STORY, useDeleteStory } from '../api/delete-story';

interface DeleteStoryButtonProps {
  storyId: string;
  title: string;
  /** `labelled` next to the page's other actions; `icon` on a library card (the label stays its accessible name). */
  look?: 'labelled' | 'icon';
  /** After the story is gone (the story page leaves for the library). */
  onDeleted?: () => void;
}

/** The owner's "Delete story", confirmed first: deletion cannot be undone, so the confirmation says what goes. */
export function DeleteStoryButton({ storyId, title, look = 'labelled', onDeleted }: DeleteStoryButtonProps) {
  const deletion = useDeleteStory({ onDeleted });
  return (
    <Popconfirm
      title={`Delete “${title}”?`}
      description={<span className="mfs-delete-confirm">The story and {DELETED_WITH_STORY} are deleted for good. This cannot be undone.</span>}
      okText="Delete story"
      okButtonProps={{ danger: true, loading: deletion.isPending }}
      cancelText="Keep it"
      placement="bottomRight"
      onConfirm={() => deletion.mutateAsync(storyId).catch(() => undefined)}
    >
      {look === 'icon' ? (
        <Button type="text" shape="circle" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete story: ${title}`} loading={deletion.isPending} />
      ) : (
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={deletion.isPending}>
          Delete story
        </Button>
      )}
    </Popconfirm>
  );
}
