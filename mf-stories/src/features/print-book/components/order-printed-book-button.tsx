import { useState } from 'react';
import { Button } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { RemoteWidget } from '@bedtime/web-kit';

/**
 * 'Order Printed Book' on the story page (and 'Order Physical Book' in the Enhance panel: one way to order a book). The dialog belongs to the commerce remote (it takes the payment
 * and places the order); it is lent as a widget, so this remote never imports commerce code, and it is
 * only fetched once the button is pressed.
 */
export function OrderPrintedBookButton({ storyId, title, label = 'Order Printed Book' }: { storyId: string; title: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BookOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <RemoteWidget remote="commerce" widget="print-book" loading={null} props={{ storyId, storyTitle: title, open, onClose: () => setOpen(false) }} />
      )}
    </>
  );
}
