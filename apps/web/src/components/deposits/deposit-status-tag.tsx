import { DEPOSIT_STATUS_LABELS, type DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { Space, Tag } from 'antd';
import { DEPOSIT_STATUS_COLORS, isOverdue } from './deposit-display';

/** The status, and a red 已逾期 beside a refund past its due time. */
export function DepositStatusTag({ deposit }: { deposit: Pick<DepositAuditRow, 'status' | 'returnDueAt'> }) {
  return (
    <Space size={4} wrap>
      <Tag color={DEPOSIT_STATUS_COLORS[deposit.status]}>{DEPOSIT_STATUS_LABELS[deposit.status]}</Tag>
      {isOverdue(deposit) ? <Tag color="red">已逾期</Tag> : null}
    </Space>
  );
}
