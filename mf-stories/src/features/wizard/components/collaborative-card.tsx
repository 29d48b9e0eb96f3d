import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { BulbOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { MAX_PLOT_TWIST_LENGTH, MAX_PLOT_TWISTS } from '@bedtime/contracts';
import type { IdeaReading } from '@bedtime/contracts';
import { canAddPlotTwist, type PlotTwist } from '../lib/wizard-rules';
import { IdeaReadingLine } from './idea-reading-line';

interface CollaborativeCardProps {
  enabled: boolean;
  twists: readonly PlotTwist[];
  onToggle: (enabled: boolean) => void;
  onAdd: (text: string) => void;
  onRemove: (id: number) => void;
  /** A refused twist: the message sits under that twist (or under the list when the index is unknown). */
  error?: { message: string; index?: number | undefined } | null;
  /** How each twist is read, in order, once the reading has come back. */
  readings?: readonly IdeaReading[] | undefined;
}

/** Collaborative Story Mode: up to three plot twists for the story to weave in. */
export function CollaborativeCard({ enabled, twists, onToggle, onAdd, onRemove, error, readings }: CollaborativeCardProps) {
  const [entryOpen, setEntryOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const entryRef = useRef<ComponentRef<typeof Input.TextArea>>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const full = twists.length >= MAX_PLOT_TWISTS;

  useEffect(() => {
    if (entryOpen) entryRef.current?.focus();
  }, [entryOpen]);

  const closeEntry = () => {
    setDraft('');
    setEntryOpen(false);
    requestAnimationFrame(() => addButtonRef.current?.focus());
  };
  const add = () => {
    if (!canAddPlotTwist(twists, draft)) return;
    onAdd(draft);
    closeEntry();
  };

  return (
    <section className={enabled ? 'mfs-collab is-on' : 'mfs-collab'} aria-labelledby="mfs-collab-title">
      <div className="mfs-collab-head">
        <div>
          <h3 id="mfs-collab-title" className="mfs-collab-title">
            <BulbOutlined aria-hidden /> Collaborative Story Mode
          </h3>
          <p className="mfs-collab-description">Add plot twists to make the story more exciting! The AI will weave your ideas into the narrative.</p>
        </div>
        <Button
          type={enabled ? 'primary' : 'default'}
          aria-pressed={enabled}
          onClick={() => {
            if (enabled) setEntryOpen(false);
            onToggle(!enabled);
          }}
        >
          {enabled ? 'Enabled' : 'Enable'}
        </Button>
      </div>

      {enabled && (
        <div className="mfs-collab-body">
          {twists.length > 0 && (
            <ol className="mfs-twists" aria-label="Plot twists">
              {twists.map((twist, index) => (
                <li key={twist.id} className={error?.index === index ? 'mfs-twist is-refused' : 'mfs-twist'}>
                  <span className="mfs-twist-number" aria-hidden>
                    {index + 1}
                  </span>
                  <span className="mfs-twist-text">{twist.text}</span>
                  <Button
                    type="text"
                    shape="circle"
                    size="small"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={`Remove plot twist ${index + 1}: ${twist.text}`}
                    onClick={() => onRemove(twist.id)}
                  />
                  {error?.index === index ? (
                    <p id="mfs-twist-error" className="mfs-field-error mfs-twist-error" role="alert">
                      {error.message}
                    </p>
                  ) : (
                    <IdeaReadingLine id={`mfs-twist-reading-${index}`} label="Twist" reading={readings?.[index]} />
                  )}
                </li>
              ))}
            </ol>
          )}
          {error && (error.index === undefined || error.index >= twists.length) && (
            <p id="mfs-twist-error" className="mfs-field-error" role="alert">
              {error.message}
            </p>
          )}

          {entryOpen ? (
            <div className="mfs-twist-entry">
              <label htmlFor="mfs-twist-input" className="mfs-label">
                Your plot twist
              </label>
              <Input.TextArea
                id="mfs-twist-input"
                ref={entryRef}
                value={draft}
                maxLength={MAX_PLOT_TWIST_LENGTH}
                autoSize={{ minRows: 2, maxRows: 5 }}
                placeholder="e.g., A friendly dragon turns out to be afraid of the dark, or the moon loses its glow and needs help finding it"
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') closeEntry();
                }}
              />
              <div className="mfs-twist-actions">
                <Button type="primary" onClick={add} disabled={!canAddPlotTwist(twists, draft)}>
                  Add Twist
                </Button>
                <Button onClick={closeEntry}>Cancel</Button>
              </div>
            </div>
          ) : (
            <Button ref={addButtonRef} icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => setEntryOpen(true)}>
              Add Plot Twist ({twists.length}/{MAX_PLOT_TWISTS})
            </Button>
          )}
          {full && <p className="mfs-note">Maximum of 3 plot twists reached</p>}
        </div>
      )}
    </section>
  );
}
