import { useState } from 'react';
import { Button } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { RemoteWidget } from '@bedtime/web-kit';

/**
 * 'Order Printed Book' on the story page. The dialog belongs to the commerce remote (it takes the payment
 * and places the order); it is lent as a widget, so this remote never imports commerce code, and it is
 * only fetched once the button is pressed.
 */
export function OrderPrintedBookButton({ storyId, title }: { storyId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BookOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Order Printed Book
      </Button>
      {open && <RemoteWidget remote="commerce" widget="print-book" loading={null} props={{ storyId, storyTitle: title, open, onClose: () => setOpen(false) }} />}
    </>
  );
}
