import { Button, Modal } from 'antd';

/** The bank's 3-D Secure step, as Stripe's test mode shows it: the cardholder completes or fails it. */
export function AuthenticationDialog({
  open,
  card,
  busy,
  onApprove,
  onFail,
}: {
  open: boolean;
  card: { brand: string; last4: string; amount: string } | null;
  busy: boolean;
  onApprove: () => void;
  onFail: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Confirm this payment with your bank"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="fail" onClick={onFail} disabled={busy}>
          Fail authentication
        </Button>,
        <Button key="approve" type="primary" onClick={onApprove} loading={busy}>
          Complete authentication
        </Button>,
      ]}
    >
      <p>
        Your bank asks you to approve a payment of {card?.amount} with your {card?.brand ?? 'card'} ending in {card?.last4 ?? '••••'}.
      </p>
      <p className="mfc-muted">Test mode: this stands in for the bank&apos;s own page. Choose whether the authentication succeeds.</p>
    </Modal>
  );
}
