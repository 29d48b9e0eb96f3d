import { Alert, Radio, Select, Spin } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import { BOOK_TYPE_LABELS, BOOK_TYPES, type BookType, type PrintBookConfig } from '@bedtime/contracts';
import { COLORING_NEEDS_ILLUSTRATIONS } from '../lib/print-order-form';

/** Which book: storybook or coloring book (the latter only once the story has illustrations), and its format. */
export function BookChoiceStep({
  bookType,
  configId,
  configs,
  coloringReady,
  coloringKnown,
  locked,
  onBookType,
  onConfig,
}: {
  bookType: BookType;
  configId: number | undefined;
  configs: { isPending: boolean; isError: boolean; error: unknown; data: PrintBookConfig[] | undefined };
  coloringReady: boolean;
  /** Whether the story's illustrations have been asked for yet (the hint waits for the answer). */
  coloringKnown: boolean;
  locked: boolean;
  onBookType: (bookType: BookType) => void;
  onConfig: (configId: number) => void;
}) {
  return (
    <>
      <fieldset className="mfc-print-section">
        <legend>Book Type</legend>
        <Radio.Group value={bookType} onChange={(e) => onBookType(e.target.value as BookType)} disabled={locked}>
          {BOOK_TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              disabled={type === 'coloring' && !coloringReady}
              aria-describedby={type === 'coloring' && !coloringReady ? 'mfc-coloring-hint' : undefined}
            >
              {BOOK_TYPE_LABELS[type].label} <span className="mfc-muted">({BOOK_TYPE_LABELS[type].description})</span>
            </Radio>
          ))}
        </Radio.Group>
        {coloringKnown && !coloringReady && (
          <p id="mfc-coloring-hint" className="mfc-muted mfc-print-hint">
            {COLORING_NEEDS_ILLUSTRATIONS}
          </p>
        )}
      </fieldset>
      <label className="mfc-field mfc-print-section">
        <span>Book Format</span>
        {configs.isPending ? (
          <Spin size="small" />
        ) : configs.isError || !configs.data ? (
          <Alert type="error" showIcon message={errorMessage(configs.error)} />
        ) : (
          <Select
            aria-label="Book Format"
            placeholder="Choose a format"
            value={configId}
            disabled={locked}
            onChange={onConfig}
            options={configs.data.map((option) => ({
              value: option.id,
              label: `${option.name} · ${option.size} · ${option.binding} · ${option.color} · $${option.retailPrice}`,
            }))}
          />
        )}
      </label>
    </>
  );
}
