import { Link } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { DEFAULT_AUTHOR_NAME, DISPLAY_NAME_MAX, type User } from '@bedtime/contracts';
import { errorMessage, useToast } from '@bedtime/web-kit';
import { NameFields } from '../../../components/name-fields';
import { useUpdateProfile } from '../api/profile-api';

interface ProfileValues {
  firstName: string;
  lastName: string;
  nickname: string;
  displayName: string;
}

export function ProfileForm({ user }: { user: User }) {
  const { toast } = useToast();
  const update = useUpdateProfile();

  const submit = (values: ProfileValues) =>
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        nickname: values.nickname?.trim() || null,
        displayName: values.displayName?.trim() || null,
        email: user.email,
      },
      {
        onSuccess: () => toast({ title: 'Profile updated', description: 'Your profile has been saved.', variant: 'success' }),
        onError: (error) => toast({ title: 'Update failed', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' }),
      },
    );

  return (
    <Form<ProfileValues>
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      name="profile"
      aria-label="Profile"
      initialValues={{ firstName: user.firstName, lastName: user.lastName, nickname: user.nickname ?? '', displayName: user.displayName ?? '' }}
    >
      <NameFields />
      <Form.Item
        label="Nickname"
        name="nickname"
        extra={
          <>
            Your own name for the app: it names your library, e.g. &quot;{user.nickname || user.firstName || 'Sam'}&apos;s Stories&quot;. Stories are written
            for the children you save in <Link to="/children">Your children</Link>.
          </>
        }
      >
        <Input autoComplete="nickname" size="large" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Display name (for the community)"
        name="displayName"
        extra={`Other families see this on stories you share. Left empty, they see "${DEFAULT_AUTHOR_NAME}". Your last name and your child's name are never shown.`}
      >
        <Input autoComplete="off" size="large" maxLength={DISPLAY_NAME_MAX} placeholder={DEFAULT_AUTHOR_NAME} />
      </Form.Item>
      <Form.Item label="Email" htmlFor="profile-email" extra="Your email address cannot be changed.">
        <Input id="profile-email" className="readonly-input" value={user.email} readOnly aria-readonly="true" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </Form>
  );
}
