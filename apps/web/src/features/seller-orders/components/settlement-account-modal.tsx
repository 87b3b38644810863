import type { Order, SettlementAccountBody } from '@lyp/shared/auction/order.schemas';
import { settlementAccountBodySchema } from '@lyp/shared/auction/order.schemas';
import { Alert, Form, Input } from 'antd';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { call } from '../../../lib/api-call';

type AccountValues = Omit<SettlementAccountBody, 'orderId'>;
const rules = (field: keyof AccountValues) => rulesFrom(settlementAccountBodySchema, field);

/** 收款账户: where this sale is settled, instead of the company's certified account. */
export function SettlementAccountModal({
  order,
  onClose,
  onDone,
}: {
  order: Order | undefined;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const account = order?.settlementAccount;
  return (
    <FormModal<AccountValues>
      title="修改收款账户"
      open={order !== undefined}
      onClose={onClose}
      name="settlement_account"
      initialValues={
        account
          ? {
              accountName: account.accountName,
              bankName: account.bankName,
              bankNumber: account.bankNumber,
              interbankAccount: account.interbankAccount,
            }
          : {}
      }
      onSubmit={async (values) => {
        await call('orderSettlementAccount', { orderId: order!.id, ...values });
        await onDone();
      }}
    >
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title="仅对本订单生效：平台结算时把货款（扣除佣金）转入此账户。户名须与委托方名称一致。"
      />
      <Form.Item name="accountName" label="收款户名" rules={rules('accountName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="bankName" label="开户行" rules={rules('bankName')}>
        <Input maxLength={100} placeholder="如：中国银行无锡惠山支行" />
      </Form.Item>
      <Form.Item name="bankNumber" label="银行账号" rules={rules('bankNumber')}>
        <Input maxLength={40} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="interbankAccount" label="联行号" rules={rules('interbankAccount')}>
        <Input maxLength={12} inputMode="numeric" placeholder="12 位数字" />
      </Form.Item>
    </FormModal>
  );
}
