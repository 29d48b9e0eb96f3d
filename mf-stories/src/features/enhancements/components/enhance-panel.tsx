import { FilePdfOutlined, HighlightOutlined, PictureOutlined, SmileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { OrderPrintedBookButton } from '../../print-book/components/order-printed-book-button';
import { coloringBookUrl, storyPdfUrl } from '../lib/print-links';
import { openPrintWindow } from '../lib/print-window';

interface EnhancePanelProps {
  storyId: string;
  title: string;
  illustrationCount: number;
  stickerCount: number;
  illustrating: boolean;
  makingStickers: boolean;
  onIllustrate: () => void;
  onStickers: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The Enhance panel (docs/product-rules.md, Enhancements): pictures, the printable story and colouring book, a
 * printed book, stickers.
 */
export function EnhancePanel({ storyId, title, illustrationCount, stickerCount, illustrating, makingStickers, onIllustrate, onStickers }: EnhancePanelProps) {
  const hasIllustrations = illustrationCount > 0;
  const hintId = `mfs-coloring-hint-${storyId}`;
  return (
    <section className="mfs-card mfs-enhance" aria-labelledby={`mfs-enhance-title-${storyId}`}>
      <div className="mfs-panel-head">
        <div>
          <h2 id={`mfs-enhance-title-${storyId}`} className="mfs-panel-title">
            <span aria-hidden>🎨</span> Enhance Your Story
          </h2>
          <p className="mfs-panel-lead">Bring it to life with pictures, a printable book and character stickers.</p>
        </div>
        <ul className="mfs-enhance-counts" aria-label="Created so far">
          <li>
            <strong>{illustrationCount}</strong> {illustrationCount === 1 ? 'illustration' : 'illustrations'}
          </li>
          <li>
            <strong>{stickerCount}</strong> {stickerCount === 1 ? 'sticker' : 'stickers'}
          </li>
        </ul>
      </div>

      <div className="mfs-enhance-actions">
        <Button type="primary" icon={<PictureOutlined aria-hidden />} loading={illustrating} onClick={onIllustrate}>
          Generate Illustrations
        </Button>
        {/* Each opens a print window: the file in a window of its own, with the print dialog over it. */}
        <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => openPrintWindow(storyPdfUrl(storyId))}>
          Download Story PDF
        </Button>
        {hasIllustrations ? (
          <Button icon={<HighlightOutlined aria-hidden />} onClick={() => openPrintWindow(coloringBookUrl(storyId))}>
            Download Coloring Book
          </Button>
        ) : (
          <Button icon={<HighlightOutlined aria-hidden />} disabled aria-describedby={hintId}>
            Download Coloring Book
          </Button>
        )}
        {/* Our own order dialog, as everywhere else a book is ordered (not the print service's site). */}
        <OrderPrintedBookButton storyId={storyId} title={title} label="Order Physical Book" />
        <Button icon={<SmileOutlined aria-hidden />} loading={makingStickers} onClick={onStickers}>
          Create Fun Character Stickers
        </Button>
      </div>

      <p className="mfs-enhance-status" role="status">
        {illustrating
          ? 'Drawing your illustrations… this takes a few seconds.'
          : hasIllustrations
            ? `${plural(illustrationCount, 'illustration', 'illustrations')} created. The coloring book is ready to print.`
            : ''}
      </p>
      {!hasIllustrations && (
        <p id={hintId} className="mfs-field-hint">
          Generate illustrations first to unlock the coloring book.
        </p>
      )}
    </section>
  );
}
