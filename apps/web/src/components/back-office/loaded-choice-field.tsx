import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Form, Radio, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { QueryError } from '../feedback/query-error';

/**
 * A required choice of one among records the form loads (an account, a waiting payment), one
 * per line: a skeleton while they load, the failure with a retry, or what it means that there
 * are none.
 */
export function LoadedChoiceField<Item>({
  choices,
  failedTitle,
  none,
  name,
  label,
  requiredMessage,
  valueOf,
  children,
}: {
  choices: UseQueryResult<Item[]>;
  failedTitle: string;
  /** What the form says when there is nothing to choose. */
  none: string;
  name: string;
  label: string;
  requiredMessage: string;
  valueOf: (item: Item) => string | number;
  /** How one choice reads. */
  children: (item: Item) => ReactNode;
}) {
  if (choices.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (choices.isError)
    return (
      <QueryError
        variant="inline"
        title={failedTitle}
        error={choices.error}
        onRetry={() => void choices.refetch()}
      />
    );
  if (choices.data.length === 0) return <Empty description={none} />;
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Radio.Group style={{ width: '100%' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {choices.data.map((item) => (
            <Radio key={valueOf(item)} value={valueOf(item)}>
              {children(item)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
