import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Flex, Typography } from 'antd';

/** What the pages show for a value that is not there: a dash, or a word for why (从未使用). */
export function NoValue({ text = '—' }: { text?: string }) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}

/** The last characters of a client's or an endpoint's secret, to tell which one a system holds. */
export function SecretHint({ hint }: { hint: string }) {
  return (
    <Typography.Text type="secondary">
      密钥尾号 <span className="lyp-integrations__mono">…{hint}</span>
    </Typography.Text>
  );
}

/** Who made it, over when, in Beijing time. */
export function CreatedCell({ by, at }: { by: string | null; at: string }) {
  return (
    <Flex vertical gap={2} align="start">
      {by ? <span>{by}</span> : <NoValue />}
      <Typography.Text type="secondary">{formatTimestamp(new Date(at))}</Typography.Text>
    </Flex>
  );
}
