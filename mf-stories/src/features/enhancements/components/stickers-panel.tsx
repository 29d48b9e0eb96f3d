import type { Ref } from 'react';
import { DownloadOutlined, ReloadOutlined, ShareAltOutlined, SmileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useStickerActions } from '../hooks/use-sticker-actions';
import type { NumberedSticker } from '../lib/sticker-rules';

interface StickersPanelProps {
  storyId: string;
  storyTitle: string;
  stickers: readonly NumberedSticker[];
  progress: string | null;
  /** Owners make stickers; anyone reading the story may still download and share the ones made. */
  onGenerate?: () => void;
  ref?: Ref<HTMLElement>;
}

/** The Character Stickers panel (docs/product-rules.md, Enhancements): generate and regenerate, download and share each. */
export function StickersPanel({ storyId, storyTitle, stickers, progress, onGenerate, ref }: StickersPanelProps) {
  const { download, share } = useStickerActions(storyTitle);
  const running = progress !== null;
  const titleId = `mfs-stickers-title-${storyId}`;
  return (
    <section ref={ref} className="mfs-card mfs-stickers" aria-labelledby={titleId} aria-busy={running}>
      <div className="mfs-panel-head">
        <div>
          <h2 id={titleId} className="mfs-panel-title">
            <span aria-hidden>⭐</span> Character Stickers
          </h2>
          <p className="mfs-panel-lead">Stickers of the characters in your story, to download, print and share.</p>
        </div>
        {onGenerate && (
          <Button
            type={stickers.length ? 'default' : 'primary'}
            icon={stickers.length ? <ReloadOutlined aria-hidden /> : <SmileOutlined aria-hidden />}
            loading={running}
            onClick={onGenerate}
          >
            {stickers.length ? 'Regenerate Stickers' : 'Generate Stickers'}
          </Button>
        )}
      </div>

      <p className="mfs-sticker-progress" role="status">
        {progress ?? ''}
      </p>

      {stickers.length > 0 ? (
        <ul className="mfs-sticker-grid">
          {stickers.map((sticker) => (
            <li key={`${sticker.index}-${sticker.stickerUrl}`} className="mfs-sticker">
              <figure>
                <img src={sticker.stickerUrl} alt={`Sticker of ${sticker.character}`} loading="lazy" decoding="async" width={512} height={512} />
                <figcaption>{sticker.character}</figcaption>
              </figure>
              <div className="mfs-sticker-actions">
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  aria-label={`Download ${sticker.character} sticker`}
                  onClick={() => void download(sticker)}
                >
                  Download
                </Button>
                <Button
                  size="small"
                  icon={<ShareAltOutlined aria-hidden />}
                  aria-label={`Share ${sticker.character} sticker`}
                  onClick={() => void share(sticker)}
                >
                  Share
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        !running && <p className="mfs-panel-empty">No stickers yet. {onGenerate ? 'Make some from the characters in this story!' : ''}</p>
      )}
    </section>
  );
}
