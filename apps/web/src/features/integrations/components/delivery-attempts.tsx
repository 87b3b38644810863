import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { WebhookAttempt } from '@lyp/shared/integrations/webhook.schemas';
import { Empty, Flex, Tag, Timeline, Typography } from 'antd';

const received = (attempt: WebhookAttempt) =>
  attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

/** The receiver's HTTP status, green for 2xx; or, with no answer, why. */
function Outcome({ attempt }: { attempt: WebhookAttempt }) {
  if (attempt.statusCode === null)
    return <Typography.Text type="danger">{attempt.error ?? '未收到应答'}</Typography.Text>;
  return <Tag color={received(attempt) ? 'green' : 'red'}>HTTP {attempt.statusCode}</Tag>;
}

/** Every attempt to send a delivery, newest first: when, how long, what came back. */
export function DeliveryAttempts({ attempts }: { attempts: WebhookAttempt[] }) {
  if (attempts.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未尝试投递" />;
  return (
    <Timeline
      items={attempts.map((attempt, index) => ({
        key: index,
        color: received(attempt) ? 'green' : 'red',
        content: (
          <Flex vertical gap={4} role="listitem" aria-label={`第 ${attempts.length - index} 次尝试`}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>第 {attempts.length - index} 次</Typography.Text>
              <Typography.Text type="secondary">
                {formatTimestamp(new Date(attempt.attemptedAt))}
              </Typography.Text>
              <Typography.Text type="secondary">耗时 {attempt.durationMs} ms</Typography.Text>
              <Outcome attempt={attempt} />
            </Flex>
            {attempt.response ? (
              <pre className="lyp-webhooks__response" aria-label="应答内容">
                {attempt.response}
              </pre>
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}
