import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Input, Modal } from 'antd';
import { errorMessage, useToast } from '@bedtime/web-kit';
import { useDeleteAccount } from '../api/profile-api';

/**
 * Deleting the account from the profile. The password confirms that the owner is asking (a borrowed,
 * signed-in device is not enough), and the dialog says plainly what goes.
 */
export function DeleteAccountCard() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const close = () => {
    setOpen(false);
    setPassword('');
  };
  const confirm = () =>
    remove.mutate(
      { password },
      {
        onSuccess: (result) => {
          close();
          toast({
            title: 'Account deleted',
            description: result.message,
            variant: result.pending.length > 0 ? 'default' : 'success',
          });
          navigate('/auth');
        },
        onError: (error) => toast({ title: 'Account not deleted', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Card className="soft-card" variant="borderless" title="Delete account">
      <p>Permanently delete your account and everything in it. This cannot be undone.</p>
      <Button danger size="large" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        okText="Delete my account"
        okButtonProps={{ danger: true, disabled: password.length === 0, loading: remove.isPending }}
        cancelText="Keep my account"
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          message="This erases, for good:"
          description={
            <ul>
              <li>your account, your sign-in and every device signed in to it;</li>
              <li>every story you created, with its narration, pictures and stickers;</li>
              <li>your favourites and reading progress.</li>
            </ul>
          }
        />
        <p style={{ marginTop: 16 }}>
          <label htmlFor="delete-account-password">Enter your password to confirm</label>
        </p>
        <Input.Password
          id="delete-account-password"
          autoComplete="current-password"
          size="large"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => password && confirm()}
        />
      </Modal>
    </Card>
  );
}
