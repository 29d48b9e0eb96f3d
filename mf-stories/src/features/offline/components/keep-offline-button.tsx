import { CheckCircleFilled, CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { NarrationPreference, Story } from '@bedtime/contracts';
import { errorMessage, useNeedsInternet, useToast } from '@bedtime/web-kit';
import { useForgetKeptStory, useKeepStory, useKeptIds } from '../api/kept-stories';

interface KeepOfflineButtonProps {
  story: Story;
  /** The narrator whose narration is kept (the listener's choice). */
  narrator?: NarrationPreference;
  title: string;
}

/** "Keep for offline" in the story's top bar; once kept, pressing it again takes the story off the device. */
export function KeepOfflineButton({ story, narrator, title }: KeepOfflineButtonProps) {
  const kept = useKeptIds().has(story.id);
  const keep = useKeepStory();
  const forget = useForgetKeptStory();
  const { toast } = useToast();
  const { guard } = useNeedsInternet();

  if (kept) {
    return (
      <Tooltip title="Kept on this device: it opens and plays without the internet. Press to remove it.">
        <Button
          icon={<CheckCircleFilled aria-hidden className="mfs-kept-icon" />}
          aria-label={`“${title}” is kept for offline: remove it from this device`}
          loading={forget.isPending}
          onClick={() =>
            forget.mutate(story.id, {
              onSuccess: () => toast({ title: 'Removed from this device', description: `“${title}” now needs the internet again.` }),
            })
          }
        >
          Kept for offline
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      icon={<CloudDownloadOutlined aria-hidden />}
      loading={keep.isPending}
      onClick={() => {
        if (guard()) return;
        keep.mutate(
          { story, narrator },
          {
            onSuccess: () =>
              toast({ title: 'Kept for offline', description: `“${title}” will open and play on this device without the internet.`, variant: 'success' }),
            onError: (error) => toast({ title: "Couldn't keep the story", description: errorMessage(error), variant: 'destructive' }),
          },
        );
      }}
    >
      {keep.isPending ? 'Keeping…' : 'Keep for offline'}
    </Button>
  );
}
