import {
  BULLETIN_EVENT_LABELS,
  type BulletinEvent,
  type BulletinEventAction,
} from '@lyp/shared/auction/bulletin.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Timeline, Typography } from 'antd';

const COLORS: Record<BulletinEventAction, string> = {
  submit: 'blue',
  approve: 'green',
  reject: 'red',
  revoke: 'red',
  withdraw: 'gray',
};

/** 审核记录: submissions, reviews and withdrawals, oldest first, with who and why. */
export function AuditTimeline({ history }: { history: BulletinEvent[] }) {
  if (history.length === 0)
    return <Typography.Text type="secondary">暂无审核记录（尚未提交审核）</Typography.Text>;
  return (
    <Timeline
      items={history.map((event, index) => ({
        key: `${event.at}-${index}`,
        color: COLORS[event.action],
        content: (
          <div className="lyp-audit-event">
            <Typography.Text strong>{BULLETIN_EVENT_LABELS[event.action]}</Typography.Text>
            <Typography.Text type="secondary">
              {event.actorName} · {formatTimestamp(new Date(event.at))}
            </Typography.Text>
            {event.reason ? (
              <Typography.Text type={event.action === 'withdraw' ? undefined : 'danger'}>
                原因：{event.reason}
              </Typography.Text>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
