import { useState } from 'react';
import { Alert, Button, Popconfirm, Spin } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage, useToast } from '@bedtime/web-kit';
import { GENDER_DETAILS, styleLabel } from '../../story/lib/story-labels';
import { useChildren, useRemoveChild } from '../api/children';
import { ChildForm } from './child-form';

/** The family's saved children: each one's card, changed or removed in place, and a form to add another. */
export function ChildrenManager() {
  const { children, isLoading, error, refetch } = useChildren();
  const remove = useRemoveChild();
  const { toast } = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  if (isLoading) {
    return (
      <div className="mfs-center" role="status">
        <Spin />
        <span>Loading your children…</span>
      </div>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="We couldn't load your children"
        description={errorMessage(error)}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <div className="mfs-children">
      {children.length === 0 && !adding && <p className="mfs-page-lead">No children saved yet. Save each child once and pick them when you create a story.</p>}
      <ul className="mfs-children-list" aria-label="Your children">
        {children.map((child) => (
          <li key={child.id} className="mfs-card mfs-child-card">
            {editing === child.id ? (
              <ChildForm
                child={child}
                onSaved={() => {
                  setEditing(null);
                  toast({ title: `${child.name} is saved.`, variant: 'success' });
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <div className="mfs-child-card-head">
                  <span className="mfs-child-avatar" aria-hidden>
                    {GENDER_DETAILS[child.gender].emoji}
                  </span>
                  <div>
                    <h2 className="mfs-child-name">{child.name}</h2>
                    <p className="mfs-child-facts">
                      Age {child.age} · {child.interests.join(', ')} · {styleLabel(child.style)}
                    </p>
                  </div>
                </div>
                <div className="mfs-child-card-actions">
                  <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(child.id)} aria-label={`Edit ${child.name}`}>
                    Edit
                  </Button>
                  <Popconfirm
                    title={`Remove ${child.name}?`}
                    description="Their stories stay in your library."
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(child.id).catch((failure: unknown) => toast({ title: errorMessage(failure), variant: 'destructive' }))}
                  >
                    <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${child.name}`}>
                      Remove
                    </Button>
                  </Popconfirm>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <section className="mfs-card mfs-child-card" aria-label="Add a child">
          <ChildForm
            onSaved={(child) => {
              setAdding(false);
              toast({ title: `${child.name} is saved.`, variant: 'success' });
            }}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : (
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add a child
        </Button>
      )}
    </div>
  );
}
