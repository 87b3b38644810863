import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useUnitLabel } from '../../../components/orders';
import { Can } from '../../../components/permission/can';
import { useFeedback } from '../../../lib/feedback';
import { confirmWeighing } from '../api/my-orders';

/**
 * 确认过磅结果: the buyer accepts a weight far off the estimate, having read it; the platform then
 * settles the sale on it and the difference both ways.
 */
export function WeighingConfirmButton({ order }: { order: BuyerOrderDetail }) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const unit = useUnitLabel(order.confirmation.unit);
  const confirm = useMutation({
    mutationFn: () => confirmWeighing(queryClient, order.id),
    onSuccess: () => void message.success('已确认过磅结果'),
  });
  const weighing = order.weighing;
  if (!weighing?.weighedQuantity || weighing.finalAmountFen === null) return null;
  return (
    <Can code={PERMISSIONS.orderWeighingConfirm.code}>
      <Popconfirm
        title="确认过磅结果"
        description={`实际数量 ${formatQuantity(weighing.weighedQuantity, unit)}，结算货款 ${formatFen(weighing.finalAmountFen)}。确认后按实际数量结算，差额多退少补。`}
        okText="确认"
        cancelText="取消"
        onConfirm={() => confirm.mutate()}
      >
        <Button type="primary" loading={confirm.isPending}>
          确认过磅结果
        </Button>
      </Popconfirm>
    </Can>
  );
}
