import type { Order, ReviewedAccount } from '@lyp/shared/auction/order.schemas';
import { SETTLEMENT_ACCOUNT_SOURCE_LABELS } from '@lyp/shared/auction/order.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadedChoiceField, RecordFormModal, type RecordDialogProps } from '../../../components/back-office';
import { ROUTES } from '../../../config/paths';
import { chooseSettlementAccount, settlementAccountOptionsQuery } from '../api/settlement-accounts';

interface AccountChoice {
  accountId: number;
}

/**
 * 收款账户: which of the company's reviewed accounts this sale is settled to. Money goes only to
 * an account a reviewer approved, so nothing is typed here: a new account is a bank change
 * (开户信息变更) first, reviewed by the platform, then it appears here.
 */
export function SettlementAccountModal({
  order,
  ...dialog
}: { order: Order | undefined } & RecordDialogProps) {
  const current = order?.settlementAccount;
  return (
    <RecordFormModal<Order, AccountChoice>
      {...dialog}
      record={order}
      title="选择收款账户"
      width={600}
      name="settlement_account"
      successMessage="收款账户已保存"
      initialValues={current?.id && current.reviewState === 'reviewed' ? { accountId: current.id } : {}}
      onSubmit={(values, { id }) => chooseSettlementAccount(id, values.accountId)}
    >
      {({ id }) => <AccountChoices orderId={id} />}
    </RecordFormModal>
  );
}

function AccountChoices({ orderId }: { orderId: number }) {
  const options = useQuery(settlementAccountOptionsQuery(orderId));
  return (
    <>
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title="平台只向本企业已审核的账户结算，户名须与企业认证名称一致。"
        description={
          <>
            如需使用新账户，请先在 <Link to={`${ROUTES.certify.path}?tab=company`}>企业认证</Link>{' '}
            中提交开户信息变更，平台审核通过后即可在此选择。
          </>
        }
      />
      <LoadedChoiceField
        choices={options}
        failedTitle="收款账户加载失败"
        none="本企业暂无已审核的收款账户"
        name="accountId"
        label="已审核的收款账户"
        requiredMessage="请选择收款账户"
        valueOf={(account) => account.id}
      >
        {(account) => <AccountOption account={account} />}
      </LoadedChoiceField>
    </>
  );
}

function AccountOption({ account }: { account: ReviewedAccount }) {
  return (
    <span>
      <Typography.Text strong>{account.accountName}</Typography.Text>{' '}
      {account.inForce ? <Tag color="blue">当前开户账户</Tag> : null}
      <br />
      {account.bankName} {account.bankNumber}
      <br />
      <Typography.Text type="secondary">
        {SETTLEMENT_ACCOUNT_SOURCE_LABELS[account.source]} · {formatTimestamp(new Date(account.reviewedAt))}
        {account.reviewerName ? ` · 审核人 ${account.reviewerName}` : ''}
      </Typography.Text>
    </span>
  );
}
