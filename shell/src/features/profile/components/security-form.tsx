import { Button, Form, Input } from 'antd';
import { errorMessage, useToast } from '@bedtime/web-kit';
import { passwordChangeProblem } from '../../../lib/password-rules';
import { useChangePassword } from '../api/profile-api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function SecurityForm() {
  const { toast } = useToast();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();

  const submit = (values: PasswordValues) => {
    const problem = passwordChangeProblem(values.newPassword, values.confirmPassword);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (result) => {
          form.resetFields();
          toast({ title: 'Password changed', description: result.message || 'Your password has been updated.', variant: 'success' });
        },
        onError: (error) => toast({ title: 'Password change failed', description: errorMessage(error, 'Failed to change password'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} name="security" aria-label="Change password">
      <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: 'Please enter your current password' }]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Form.Item label="New password" name="newPassword" extra="At least 8 characters." rules={[{ required: true, message: 'Please enter a new password' }]}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item label="Confirm new password" name="confirmPassword" rules={[{ required: true, message: 'Please confirm your new password' }]}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={change.isPending} className="form-submit">
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </Form>
  );
}
