import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Form } from 'antd';
import { FormModal, VoucherUpload } from '../../../components/back-office';
import { payBalance } from '../api/my-orders';

/**
 * 补缴差额: the goods weighed more than the estimate (少补). The buyer sends the balance to the
 * platform's account, as for the goods, and uploads the voucher; the platform confirms it.
 */
export function BalancePayModal({
  order,
  onClose,
}: {
  order: BuyerOrderDetail | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const fen = order?.weighing?.differenceFen ?? 0;
  const account = order?.payeeAccount;
  return (
    <FormModal<{ voucherFileId: string }>
      title="补缴过磅差额"
      open={order !== undefined}
      onClose={onClose}
      name="order_balance"
      okText="提交补缴凭证"
      successMessage="补缴凭证已提交，待平台确认"
      onSubmit={async (values) => {
        if (order) await payBalance(queryClient, order.id, values.voucherFileId);
      }}
    >
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title={`按过磅数量结算，需补缴 ${formatFen(fen)}（${toChineseCapitals((fen / 100).toFixed(2))}）。请转入平台账户后上传转账凭证。`}
      />
      {account ? (
        <Descriptions
          style={{ marginBottom: 16 }}
          bordered
          size="small"
          column={1}
          items={[
            { key: 'name', label: '户名', children: account.accountName },
            { key: 'bank', label: '开户行', children: account.bankName },
            { key: 'number', label: '账号', children: account.bankNumber },
          ]}
        />
      ) : null}
      <Form.Item
        name="voucherFileId"
        label="补缴凭证"
        rules={[{ required: true, message: '请上传补缴凭证' }]}
      >
        <VoucherUpload label="上传转账回单" />
      </Form.Item>
    </FormModal>
  );
}
