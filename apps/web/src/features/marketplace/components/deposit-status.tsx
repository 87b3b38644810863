import { DEPOSIT_STATUS_LABELS, type Deposit } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Alert, Button, Card, Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { lotPath } from '../lib/market-links';

const when = (iso: string | null) => (iso ? formatTimestamp(new Date(iso)) : '');

const ENTRY_LABELS: Record<string, string> = {
  submitted: '提交缴款凭证',
  rejected: '凭证未通过审核',
  paid: '审核通过，保证金已冻结',
  released: '保证金释放，等待退还',
  returned: '保证金已退还',
  applied: '成交，保证金转为货款',
  forfeited: '逾期未付款，保证金罚没',
};

/** Where a deposit stands, why, and its history. */
export function DepositStatus({ deposit, lotId }: { deposit: Deposit; lotId: number }) {
  const colour =
    deposit.status === 'rejected' || deposit.status === 'forfeited'
      ? 'red'
      : deposit.status === 'submitted'
        ? 'blue'
        : 'green';
  return (
    <Card
      title={
        <>
          当前状态 <Tag color={colour}>{DEPOSIT_STATUS_LABELS[deposit.status]}</Tag>
        </>
      }
      variant="borderless"
      className="lyp-deposit__card"
      extra={
        // A deposit kept frozen after the close (the runner-up's) has nothing left to bid on.
        deposit.status === 'frozen' &&
        (deposit.lotStatus === 'scheduled' || deposit.lotStatus === 'bidding') ? (
          <Link to={lotPath(lotId)}>
            <Button type="primary">去出价</Button>
          </Link>
        ) : null
      }
    >
      {deposit.status === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          title="凭证未通过审核"
          description={`原因：${deposit.rejectReason ?? '未说明'}。请核对后重新上传。`}
        />
      ) : null}
      {deposit.status === 'returning' && deposit.returnDueAt ? (
        <Alert type="info" showIcon title={`保证金退还中，预计 ${when(deposit.returnDueAt)} 前原路退回`} />
      ) : null}
      <Timeline
        className="lyp-deposit__history"
        items={deposit.entries.map((entry) => ({
          color: entry.kind === 'rejected' || entry.kind === 'forfeited' ? 'red' : 'blue',
          content: (
            <>
              <div>
                {ENTRY_LABELS[entry.kind] ?? entry.kind} · {formatFen(entry.amountFen)}
              </div>
              <Typography.Text type="secondary">
                {when(entry.at)}
                {entry.note ? ` · ${entry.note}` : ''}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
