import { contractRule } from '@bedtime/web-kit';
import { registerRequestSchema } from '@bedtime/contracts';
import { Form, Input } from 'antd';

/** First and last name side by side, as the sign-up and profile forms both ask for them. */
export function NameFields() {
  return (
    <div className="form-two-columns">
      <Form.Item
        label="First name"
        name="firstName"
        rules={[{ required: true, whitespace: true, message: 'Please enter your first name' }, contractRule(registerRequestSchema.shape.firstName)]}
      >
        <Input autoComplete="given-name" size="large" />
      </Form.Item>
      <Form.Item
        label="Last name"
        name="lastName"
        rules={[{ required: true, whitespace: true, message: 'Please enter your last name' }, contractRule(registerRequestSchema.shape.lastName)]}
      >
        <Input autoComplete="family-name" size="large" />
      </Form.Item>
    </div>
  );
}
