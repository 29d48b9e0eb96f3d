import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { MAX_TITLE_LENGTH } from '@bedtime/contracts';
import { useRenameStory } from '../api/rename-story';

interface EditableTitleProps {
  storyId: string;
  title: string;
  /** Only the owner may rename; everyone else sees the title alone. */
  canEdit: boolean;
  /** The title as shown when not editing (a heading, or a button that opens the story). */
  children: ReactNode;
}

/** A title that becomes a text box: Enter saves, Escape cancels (docs/product-rules.md, Library and reader). */
export function EditableTitle({ storyId, title, canEdit, children }: EditableTitleProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<InputRef>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const rename = useRenameStory();

  useEffect(() => {
    if (editing) inputRef.current?.focus({ cursor: 'all' });
    else if (returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const start = () => {
    setDraft(title);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const save = () => {
    const next = draft.trim();
    if (!next) {
      setError('Title is required');
      return;
    }
    if (next === title) return cancel();
    rename.mutate(
      { storyId, title: next },
      {
        onSuccess: () => {
          returnFocus.current = true;
          setEditing(false);
        },
      },
    );
  };

  if (!editing) {
    return (
      <div className="mfs-title-row">
        {children}
        {canEdit && (
          <Button ref={editButtonRef} type="text" shape="circle" icon={<EditOutlined aria-hidden />} aria-label={`Rename “${title}”`} onClick={start} />
        )}
      </div>
    );
  }
  const errorId = `title-error-${storyId}`;
  return (
    <div className="mfs-title-edit">
      <div className="mfs-title-row">
        <Input
          ref={inputRef}
          value={draft}
          maxLength={MAX_TITLE_LENGTH}
          aria-label="Story title"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          disabled={rename.isPending}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              cancel();
            }
          }}
        />
        <Button type="primary" shape="circle" icon={<CheckOutlined aria-hidden />} aria-label="Save title" loading={rename.isPending} onClick={save} />
        <Button shape="circle" icon={<CloseOutlined aria-hidden />} aria-label="Cancel renaming" disabled={rename.isPending} onClick={cancel} />
      </div>
      {error && (
        <p id={errorId} className="mfs-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
