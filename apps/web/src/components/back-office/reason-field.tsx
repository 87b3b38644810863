import { Button, Flex, Input, Typography } from 'antd';

export interface ReasonFieldProps {
  /** Reasons reviewers give most often: one click puts them in the box. */
  suggestions: readonly string[];
  maxLength?: number;
  placeholder?: string;
  /** Set by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * A reviewer's reason (驳回原因): free text, with the common reasons a click away. A click on a
 * second reason adds it after the first, so a rejection can name every problem at once.
 */
export function ReasonField({
  suggestions,
  maxLength = 500,
  placeholder = '请填写原因，申请人将看到这段文字',
  value,
  onChange,
  id,
}: ReasonFieldProps) {
  const add = (reason: string) => {
    const current = (value ?? '').trim();
    if (current.includes(reason)) return;
    onChange?.(current ? `${current}；${reason}` : reason);
  };
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={6} align="center" role="group" aria-label="常用原因">
        <Typography.Text type="secondary">常用原因：</Typography.Text>
        {suggestions.map((reason) => (
          <Button key={reason} size="small" onClick={() => add(reason)}>
            {reason}
          </Button>
        ))}
      </Flex>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        rows={4}
        maxLength={maxLength}
        showCount
        placeholder={placeholder}
      />
    </Flex>
  );
}
