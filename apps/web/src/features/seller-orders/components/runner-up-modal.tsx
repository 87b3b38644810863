import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import type { Order } from '@lyp/shared/auction/order.schemas';
import {
  RUNNER_UP_OFFER_STATUS_LABELS,
  RUNNER_UP_STATE_LABELS,
  type RunnerUpOffer,
} from '@lyp/shared/auction/runner-up-offer.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, InputNumber, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { RecordDialogProps } from '../../../components/back-office';
import { QueryError } from '../../../components/feedback/query-error';
import { offerRunnerUp, runnerUpChainKey, runnerUpChainQuery, type RunnerUpSide } from '../api/runner-up';

const STATUS_COLORS: Record<RunnerUpOffer['status'], string> = {
  open: 'processing',
  accepted: 'green',
  declined: 'default',
  expired: 'orange',
  withdrawn: 'default',
};

const COLUMNS: TableColumnsType<RunnerUpOffer> = [
  {
    title: '递补竞买人',
    key: 'bidder',
    render: (_value, offer) => (
      <>
        <div>{offer.bidderName}</div>
        <div className="lyp-muted">{offer.bidderAlias}</div>
      </>
    ),
  },
  { title: '递补金额', dataIndex: 'amountFen', align: 'right', render: (fen: number) => formatFen(fen) },
  {
    title: '答复期限',
    dataIndex: 'deadlineAt',
    render: (iso: string) => formatTimestamp(new Date(iso)),
  },
  {
    title: '结果',
    key: 'status',
    render: (_value, offer) => (
      <Space orientation="vertical" size={0}>
        <Tag color={STATUS_COLORS[offer.status]}>{RUNNER_UP_OFFER_STATUS_LABELS[offer.status]}</Tag>
        {offer.orderNo ? <span className="lyp-muted">新订单 {offer.orderNo}</span> : null}
        {offer.depositKept ? <span className="lyp-muted">保证金保留</span> : null}
      </Space>
    ),
  },
];

/**
 * 悔拍递补 of a defaulted order: its chain so far (who was offered the lot, at what, by when, and
 * the answer) and, while nobody holds an offer, the step that offers it to the next bidder in line.
 */
export function RunnerUpModal({
  order,
  side,
  onClose,
  onDone,
}: { order: Order | undefined; side: RunnerUpSide } & RecordDialogProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { min, max, default: fallback } = AUCTION_RULES.runnerUpOfferHours;
  const [hours, setHours] = useState<number>(fallback);
  const chain = useQuery({ ...runnerUpChainQuery(side, order?.id ?? 0), enabled: order !== undefined });
  const offer = useMutation({
    mutationFn: () => offerRunnerUp(side, { orderId: order!.id, hours }),
    onSuccess: async (answer) => {
      void message.success(answer.data.state === 'no_taker' ? '已无可递补的竞买人' : answer.msg);
      await queryClient.invalidateQueries({ queryKey: runnerUpChainKey(side) });
      await onDone();
    },
    onError: (error) => void message.error(error.message),
  });
  const state = chain.data?.state;
  return (
    <Modal
      open={order !== undefined}
      title="悔拍递补"
      width={720}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      {order ? (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Alert
            type="info"
            showIcon
            title={`“${order.lotTitle}”的买受人逾期未付款（订单 ${order.orderNo}）。递补按出价从高到低依次进行，每次一位，按其本人最高出价成交；放弃或逾期未答复自动转给下一位。`}
          />
          {chain.isError ? (
            <QueryError variant="inline" error={chain.error} onRetry={() => void chain.refetch()} />
          ) : (
            <>
              {state ? <Tag color="blue">{RUNNER_UP_STATE_LABELS[state]}</Tag> : null}
              <Table<RunnerUpOffer>
                rowKey="id"
                size="small"
                loading={chain.isLoading}
                columns={COLUMNS}
                dataSource={chain.data?.offers ?? []}
                pagination={false}
                scroll={{ x: 560 }}
                locale={{ emptyText: '尚未发起递补' }}
              />
            </>
          )}
          {state === 'available' ? (
            <Space wrap>
              <span>答复期限</span>
              <InputNumber
                aria-label="答复期限（小时）"
                min={min}
                max={max}
                precision={0}
                value={hours}
                onChange={(value) => setHours(value ?? fallback)}
                suffix="小时"
              />
              <Button type="primary" loading={offer.isPending} onClick={() => offer.mutate()}>
                递补给下一位竞买人
              </Button>
            </Space>
          ) : null}
          {state === 'no_taker' ? (
            <Alert type="warning" showIcon title="已没有可递补的竞买人，可对该标的重新拍卖。" />
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
