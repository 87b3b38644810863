import type { DepositAuditInfo, DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Alert, Descriptions, Grid, Typography, type DescriptionsProps } from 'antd';
import { DepositStatusTag, when } from '../../../components/deposits';

/** What a reviewer checks the voucher against: who paid what, for which lot, into which account. */
export function DepositFacts({
  deposit,
  account,
}: {
  deposit: DepositAuditRow;
  account?: DepositAuditInfo['account'];
}) {
  // On a phone the labels go above their values.
  const layout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';
  const differs = deposit.amountFen !== deposit.lotDepositFen;
  const items: DescriptionsProps['items'] = [
    { key: 'lot', label: '标的', children: `${deposit.lotTitle}（${deposit.lotNo}）` },
    {
      key: 'bidder',
      label: '竞买人',
      children: deposit.bidderPhone ? `${deposit.bidderName}（${deposit.bidderPhone}）` : deposit.bidderName,
    },
    {
      key: 'amount',
      label: '应缴金额',
      children: <Typography.Text strong>{formatFen(deposit.amountFen)}</Typography.Text>,
    },
    { key: 'required', label: '标的保证金', children: formatFen(deposit.lotDepositFen) },
    { key: 'status', label: '状态', children: <DepositStatusTag deposit={deposit} /> },
    { key: 'submittedAt', label: '提交时间', children: when(deposit.submittedAt) },
    { key: 'remark', label: '付款备注', children: deposit.payerRemark ?? '—' },
    {
      key: 'account',
      label: '平台收款账户',
      children: account ? (
        <>
          <div>{account.accountName}</div>
          <div>
            {account.bankName} {account.bankNumber}
          </div>
          {account.interbankAccount ? (
            <div className="lyp-muted">联行号 {account.interbankAccount}</div>
          ) : null}
        </>
      ) : (
        '加载中…'
      ),
    },
  ];
  return (
    <>
      {differs ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`应缴金额与标的当前保证金不一致（标的已修改为 ${formatFen(deposit.lotDepositFen)}），请核对回单金额`}
        />
      ) : null}
      <Descriptions bordered size="small" column={1} items={items} layout={layout} />
    </>
  );
}
