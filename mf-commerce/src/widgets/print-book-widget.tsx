import { PrintBookDialog, type PrintBookDialogProps } from '../features/print-book/components/print-book-dialog';
import '../styles/commerce.css';

/**
 * The printed-book order dialog, lent to other remotes (registry widget `print-book`): the story page
 * renders it through web-kit's RemoteWidget with the story's id and title, and closes it on onClose.
 */
export default function PrintBookWidget({ open = true, ...props }: Omit<PrintBookDialogProps, 'open'> & { open?: boolean }) {
  return <PrintBookDialog open={open} {...props} />;
}
