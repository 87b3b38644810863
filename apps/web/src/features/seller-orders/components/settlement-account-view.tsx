import type { SettlementAccount } from '@lyp/shared/auction/order.schemas';
import {
  SETTLEMENT_ACCOUNT_SOURCE_LABELS,
  SETTLEMENT_REVIEW_STATE_LABELS,
} from '@lyp/shared/auction/order.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Tag, Typography } from 'antd';

const STATE_COLORS: Record<SettlementAccount['reviewState'], string> = {
  reviewed: 'green',
  unreviewed: 'red',
  retired: 'red',
  name_mismatch: 'red',
};

/** Why money may not go there, and who can put it right. */
const STATE_HINTS: Record<Exclude<SettlementAccount['reviewState'], 'reviewed'>, string> = {
  unreviewed: '该账户未经平台审核，不能结算：须委托方选择本企业已审核的账户。',
  retired: '该账户已被审核人员更正停用，不能结算：须委托方重新选择收款账户。',
  name_mismatch: '户名与企业认证名称不一致，不能结算。',
};

/** A settlement account with where it stands in review: whether, and why, money may go there. */
export function SettlementAccountView({ account }: { account: SettlementAccount }) {
  const { reviewState } = account;
  return (
    <div>
      <div>
        {account.accountName}{' '}
        <Tag color={STATE_COLORS[reviewState]}>{SETTLEMENT_REVIEW_STATE_LABELS[reviewState]}</Tag>
      </div>
      <div>
        {account.bankName} {account.bankNumber}
      </div>
      {account.interbankAccount ? <div className="lyp-muted">联行号 {account.interbankAccount}</div> : null}
      {account.source && account.reviewedAt ? (
        <div className="lyp-muted">
          {SETTLEMENT_ACCOUNT_SOURCE_LABELS[account.source]}：{formatTimestamp(new Date(account.reviewedAt))}
          {account.reviewerName ? `，审核人 ${account.reviewerName}` : ''}
        </div>
      ) : null}
      {reviewState === 'reviewed' ? null : (
        <Typography.Text type="danger">
          {STATE_HINTS[reviewState]}
          {reviewState === 'name_mismatch' && account.certifiedName
            ? `（认证名称：${account.certifiedName}）`
            : ''}
        </Typography.Text>
      )}
    </div>
  );
}
