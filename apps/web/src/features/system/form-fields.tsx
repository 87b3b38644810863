import { Form, Input, InputNumber, Switch, type FormItemProps } from 'antd';

type Rules = FormItemProps['rules'];

/** 排序: a whole number from 0, the smaller first. */
export function SortField({ rules, extra, max }: { rules: Rules; extra?: string; max?: number }) {
  return (
    <Form.Item name="sort" label="排序" rules={rules} extra={extra}>
      <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** 是否启用: on or off, saying which. */
export function EnabledField() {
  return (
    <Form.Item name="isEnabled" label="是否启用" valuePropName="checked">
      <Switch checkedChildren="启用" unCheckedChildren="停用" />
    </Form.Item>
  );
}

/**
 * A code the application itself reads (a permission, a role, a dictionary): a system record's
 * stays as it is, saying so; anyone else's says what a good one looks like.
 */
export function CodeField({
  name = 'code',
  label,
  rules,
  locked,
  lockedNote,
  note,
  placeholder,
}: {
  name?: string;
  label: string;
  rules: Rules;
  locked: boolean;
  lockedNote: string;
  note?: string;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={rules} extra={locked ? lockedNote : note}>
      <Input disabled={locked} placeholder={placeholder} />
    </Form.Item>
  );
}
