import { useState } from 'react';
import { Modal } from 'antd';
import { ApiError, errorMessage, useToast } from '@bedtime/web-kit';
import { CardFields } from '../../payment/components/card-fields';
import { checkCardForm, fieldOfMessage, type CardErrors, type CardFormValues } from '../../payment/lib/card-input';
import { useChangeCard } from '../api/billing-overview';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

/** Change card: the new card becomes the default (and pays an overdue renewal, if there is one). */
export function ChangeCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const change = useChangeCard();
  const { toast } = useToast();

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const save = () => {
    const checked = checkCardForm(values);
    setErrors(checked.errors);
    if (!checked.card) return;
    change.mutate(checked.card, {
      onSuccess: (overview) => {
        toast({
          title: 'Card updated',
          description: overview.card ? `Your ${overview.card.brand} ending in ${overview.card.last4} will be charged from now on.` : undefined,
          variant: 'success',
        });
        close();
      },
      onError: (error) => {
        const message = errorMessage(error);
        const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : null;
        if (field) setErrors({ [field]: message });
        else toast({ title: 'Card not saved', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <Modal open={open} title="Change card" okText="Save card" onOk={save} onCancel={close} confirmLoading={change.isPending} destroyOnHidden>
      <CardFields values={values} errors={errors} disabled={change.isPending} onChange={setValues} />
    </Modal>
  );
}
