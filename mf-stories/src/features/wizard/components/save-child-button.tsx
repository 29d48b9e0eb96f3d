import { useState } from 'react';
import { Button, Modal } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { MAX_INTERESTS, type Child, type Gender, type Interest, type StoryStyle } from '@bedtime/contracts';
import { ChildForm } from '../../children/components/child-form';

interface SaveChildButtonProps {
  /** The wizard's answers so far, which the saved child starts with. */
  name: string;
  gender: Gender | null;
  interests: readonly Interest[];
  style: StoryStyle | null;
  onSaved: (child: Child) => void;
}

/** Saves the child this story is for, from the wizard's answers (a birth month is the one thing to add). */
export function SaveChildButton({ name, gender, interests, style, onSaved }: SaveChildButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Save this child for next time
      </Button>
      <Modal open={open} title="Save this child" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <ChildForm
          initial={{ name: name.trim(), ...(gender ? { gender } : {}), interests: interests.slice(0, MAX_INTERESTS), ...(style ? { style } : {}) }}
          onSaved={(child) => {
            setOpen(false);
            onSaved(child);
          }}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
