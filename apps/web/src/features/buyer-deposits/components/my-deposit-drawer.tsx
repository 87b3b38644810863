import type { Deposit } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Alert, Divider, Skeleton } from 'antd';
import { DetailDrawer } from '../../../components/back-office';
import { DepositStatusTag, EntryTimeline, when } from '../../../components/deposits';
import { whereItStands } from './deposit-columns';

/** One deposit for its payer: how much sits where, and every step with its time and reason. */
export function MyDepositDrawer({
  deposit,
  open,
  onClose,
}: {
  deposit: Deposit | undefined;
  open: boolean;
  onClose: () => void;
}) {
  if (!deposit) {
    return (
      <DetailDrawer title="保证金详情" open={open} onClose={onClose} items={[]}>
        <Skeleton active />
      </DetailDrawer>
    );
  }
  const amounts = [
    ['冻结中', deposit.frozenFen],
    ['退还中', deposit.returningFen],
    ['已退还', deposit.returnedFen],
    ['转为货款', deposit.appliedFen],
    ['罚没', deposit.forfeitedFen],
  ] as const;
  return (
    <DetailDrawer
      title={`保证金详情：${deposit.lotTitle}`}
      open={open}
      onClose={onClose}
      items={[
        { label: '标的编号', children: deposit.lotNo },
        { label: '状态', children: <DepositStatusTag deposit={deposit} /> },
        { label: '应缴金额', children: formatFen(deposit.amountFen) },
        { label: '已到账', children: formatFen(deposit.paidFen) },
        ...amounts.filter(([, fen]) => fen > 0).map(([label, fen]) => ({ label, children: formatFen(fen) })),
        { label: '缴纳时间', children: when(deposit.submittedAt) },
        ...(deposit.status === 'returning'
          ? [{ label: '预计退还', children: when(deposit.returnDueAt) }]
          : []),
      ]}
    >
      <Alert
        style={{ marginTop: 16 }}
        type={deposit.status === 'rejected' || deposit.status === 'forfeited' ? 'warning' : 'info'}
        showIcon
        title={whereItStands(deposit)}
      />
      <Divider titlePlacement="start">资金记录</Divider>
      <EntryTimeline entries={deposit.entries} showActor={false} />
    </DetailDrawer>
  );
}
