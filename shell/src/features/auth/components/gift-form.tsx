import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Select } from 'antd';
import { DEFAULT_GIFT_MONTHS, GIFT_MONTH_OPTIONS, giftQuery, type GiftFormValues } from '../../../lib/gift-params';

/** The Gift tab continues to /gift-subscription with the four gift query parameters. */
export function GiftForm({ initial }: { initial: GiftFormValues | null }) {
  const navigate = useNavigate();
  const submit = (values: GiftFormValues) =>
    navigate(`/gift-subscription${giftQuery({ ...values, recipientName: values.recipientName ?? '', message: values.message ?? '' })}`);

  return (
    <Form<GiftFormValues>
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      aria-label="Gift"
      name="gift"
      initialValues={initial ?? { recipientEmail: '', recipientName: '', subscriptionMonths: DEFAULT_GIFT_MONTHS, message: '' }}
    >
      <p className="gift-intro">Give the gift of bedtime magic: a Bedtime Stories subscription for a family you love.</p>
      <Form.Item label="Recipient's email" name="recipientEmail" rules={[{ required: true, whitespace: true, message: "Please enter the recipient's email" }]}>
        <Input type="email" autoComplete="off" placeholder="friend@example.com" size="large" />
      </Form.Item>
      <Form.Item label="Recipient's name (optional)" name="recipientName">
        <Input autoComplete="off" size="large" />
      </Form.Item>
      <Form.Item label="Duration" name="subscriptionMonths">
        <Select size="large" options={GIFT_MONTH_OPTIONS.map((months) => ({ value: months, label: months === 1 ? '1 month' : `${months} months` }))} />
      </Form.Item>
      <Form.Item label="Personal message (optional)" name="message">
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block>
        Continue to Gift Checkout
      </Button>
    </Form>
  );
}
