import { useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import {
  GENDERS,
  INTERESTS,
  MAX_CHILD_NAME_LENGTH,
  MAX_INTERESTS,
  STYLES,
  type Child,
  type ChildInput,
  type Gender,
  type Interest,
  type StoryStyle,
  childInputSchema,
} from '@bedtime/contracts';
import { ApiError, contractRule, errorMessage } from '@bedtime/web-kit';
import { GENDER_DETAILS, INTEREST_EMOJI, STYLE_DETAILS } from '../../story/lib/story-labels';
import { useSaveChild } from '../api/children';

interface ChildFormValues {
  name: string;
  birthMonth: string;
  gender?: Gender;
  interests: Interest[];
  style?: StoryStyle;
}

interface ChildFormProps {
  /** The child being changed; absent for a new one. */
  child?: Child;
  /** What a new child starts with (the wizard's answers so far). */
  initial?: Partial<ChildFormValues>;
  submitLabel?: string;
  onSaved: (child: Child) => void;
  onCancel?: () => void;
}

/** Which field a refusal is about, when the service said so. */
function fieldOf(responseText: string): string | undefined {
  try {
    const { field } = JSON.parse(responseText) as { field?: unknown };
    return typeof field === 'string' ? field : undefined;
  } catch {
    return undefined;
  }
}

/** The latest birth month the form offers: this month (the service checks the 2-12 years). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Saving a child: the wizard's own fields and limits, and the service's message beside the field it is about. */
export function ChildForm({ child, initial, submitLabel, onSaved, onCancel }: ChildFormProps) {
  const [form] = Form.useForm<ChildFormValues>();
  const save = useSaveChild();
  const [formError, setFormError] = useState<string | null>(null);
  const prefix = child ? `mfs-child-${child.id}` : 'mfs-child-new';

  const submit = async (values: ChildFormValues) => {
    setFormError(null);
    const input: ChildInput = { name: values.name, birthMonth: values.birthMonth, gender: values.gender!, interests: values.interests, style: values.style! };
    try {
      onSaved(await save.mutateAsync({ ...(child ? { id: child.id } : {}), input }));
      if (!child) form.resetFields();
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf(error.responseText) : undefined;
      if (field === 'name' || field === 'birthMonth') form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      else setFormError(errorMessage(error));
    }
  };

  return (
    <Form<ChildFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="mfs-child-form"
      name={prefix}
      initialValues={child ? { ...child, interests: child.interests as Interest[] } : { name: '', birthMonth: '', interests: [], ...initial }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Please enter the child's name" }, contractRule(childInputSchema.shape.name)]}
      >
        <Input maxLength={MAX_CHILD_NAME_LENGTH} autoComplete="off" placeholder="e.g., Maya" />
      </Form.Item>
      <Form.Item
        label="Birth month"
        name="birthMonth"
        extra="Their age is worked out from it, so it stays right as they grow."
        rules={[{ required: true, message: 'Please give the month and year the child was born' }]}
      >
        <Input type="month" max={thisMonth()} />
      </Form.Item>
      <Form.Item label="Gender" name="gender" rules={[{ required: true, message: 'Please choose boy, girl or other' }]}>
        <Radio.Group
          optionType="button"
          options={GENDERS.map((value) => ({ value, label: `${GENDER_DETAILS[value].emoji} ${GENDER_DETAILS[value].label}` }))}
        />
      </Form.Item>
      <Form.Item
        label={`Interests (1 to ${MAX_INTERESTS})`}
        name="interests"
        rules={[
          {
            validator: async (_rule, value: Interest[] | undefined) => {
              if (!value || value.length < 1 || value.length > MAX_INTERESTS) throw new Error(`Please pick between 1 and ${MAX_INTERESTS} interests`);
            },
          },
        ]}
      >
        <Checkbox.Group className="mfs-child-interests" options={INTERESTS.map((value) => ({ value, label: `${INTEREST_EMOJI[value]} ${value}` }))} />
      </Form.Item>
      <Form.Item label="Favourite story style" name="style" rules={[{ required: true, message: 'Please choose a story style' }]}>
        <Select
          aria-label="Favourite story style"
          options={STYLES.map((value) => ({ value, label: `${STYLE_DETAILS[value].emoji} ${STYLE_DETAILS[value].label}` }))}
        />
      </Form.Item>
      {formError && (
        <p className="mfs-field-error" role="alert">
          {formError}
        </p>
      )}
      <div className="mfs-child-form-actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {submitLabel ?? (child ? 'Save changes' : 'Save child')}
        </Button>
      </div>
    </Form>
  );
}
