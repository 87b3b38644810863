import type { Order } from '@lyp/shared/auction/order.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatDuration } from '@lyp/shared/format/duration';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { Alert, Descriptions, Divider, Grid, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { DetailDrawer, ProtectedFile } from '../../../components/back-office';
import { useDictOptions } from '../../../lib/dict-options';
import {
  buyerOf,
  commissionRule,
  ORDER_STATUS_COLORS,
  settlementStateOf,
  type OrderAudience,
} from '../lib/order-display';

const when = (iso: string | null) => (iso ? formatTimestamp(new Date(iso)) : null);

/** An amount in figures and, as the paper reads, in Chinese capitals. */
function Money({ fen, strong }: { fen: number; strong?: boolean }) {
  return (
    <span>
      <Typography.Text strong={strong}>{formatFen(fen)}</Typography.Text>
      <Typography.Text type="secondary">（{toChineseCapitals((fen / 100).toFixed(2))}）</Typography.Text>
    </span>
  );
}

function Section({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  // On a phone the labels go above their values, as in the drawer's own details.
  const layout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';
  return (
    <>
      <Divider titlePlacement="start">{title}</Divider>
      <Descriptions bordered size="small" column={1} items={items} layout={layout} />
    </>
  );
}

const item = (label: string, children: ReactNode) => ({ key: label, label, children: children ?? '—' });

/** What is left of the payment time, while the buyer may still pay. */
function deadlineText(order: Order): string {
  const left = Date.parse(order.paymentDeadlineAt) - Date.now();
  const at = when(order.paymentDeadlineAt);
  if (order.status !== 'awaiting_payment' && order.status !== 'payment_submitted') return at ?? '';
  return left > 0 ? `${at}（剩余 ${formatDuration(Math.floor(left / 1000))}）` : `${at}（已到期）`;
}

/** Where a missing account is to come from: the seller fills it in, the platform waits for it. */
const NO_ACCOUNT: Record<OrderAudience, string> = {
  seller: '尚未设置：请在“收款账户”中填写，或完成企业认证的开户信息',
  platform: '委托方尚未设置收款账户，暂不能结算',
};

/** The platform's transfer to the seller, once made; before it, what is still to come. */
function settlementItems(order: Order) {
  if (!order.settledAt) {
    const pending = settlementStateOf(order) === 'unsettled' ? '待平台结算' : '货款确认后结算';
    return [item('结算状态', pending)];
  }
  return [
    item('结算状态', <Tag color="green">已结算</Tag>),
    item('结算金额', <Money fen={order.settlementFen} strong />),
    item('结算时间', when(order.settledAt)),
    item('转账流水号', order.settlementReference),
    item('经办人', order.settledByName),
    item(
      '结算凭证',
      order.settlementVoucherFileId ? (
        <ProtectedFile fileId={order.settlementVoucherFileId} label="结算凭证" />
      ) : (
        '未上传'
      ),
    ),
  ];
}

/**
 * 订单详情: the 成交确认书, the money with capitals, the buyer's payment, the settlement account
 * and the settlement. The seller's screen and the platform's (audience) differ only in wording.
 */
export function OrderDetailDrawer({
  order,
  onClose,
  footer,
  audience = 'seller',
}: {
  order: Order | undefined;
  onClose: () => void;
  footer?: ReactNode;
  audience?: OrderAudience;
}) {
  const units = useDictOptions(DICT_CODES.goodsUnit).options;
  if (!order) return <DetailDrawer title="订单详情" open={false} onClose={onClose} items={[]} />;
  const c = order.confirmation;
  const unitLabel = units.find((option) => option.value === c.unit)?.label ?? c.unit;
  const account = order.settlementAccount;

  return (
    <DetailDrawer
      title={`订单详情 ${order.orderNo}`}
      open
      onClose={onClose}
      width={720}
      footer={footer}
      items={[
        item(
          '订单状态',
          <Tag color={ORDER_STATUS_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>,
        ),
        item('成交确认书编号', c.confirmationNo),
        item('成交时间', when(c.closedAt)),
      ]}
    >
      {order.paymentRejectReason && order.status === 'awaiting_payment' ? (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={`上次付款凭证未通过：${order.paymentRejectReason}`}
        />
      ) : null}
      <Section
        title="成交确认书"
        items={[
          item('竞价公告', `${c.bulletinTitle}（${c.bulletinNo}）`),
          item('标的', `${c.lotTitle}（${c.lotNo}）`),
          item('数量', formatQuantity(c.quantity, unitLabel)),
          item('委托方', c.sellerName),
          item('买受人', buyerOf(c)),
          item('竞价情况', `${c.bidderCount} 位竞买人，共 ${c.bidCount} 次出价，买受人代号 ${c.buyerAlias}`),
          item('成交价', <Money fen={c.priceFen} strong />),
        ]}
      />
      <Section
        title="金额"
        items={[
          item('保证金抵扣', <Money fen={order.depositAppliedFen} />),
          item('买受人应付货款', <Money fen={order.amountDueFen} />),
          item('平台佣金', <Money fen={order.commissionFen} />),
          item('佣金规则', commissionRule(order)),
          item('应结算给委托方', <Money fen={order.settlementFen} strong />),
        ]}
      />
      <Section
        title="付款"
        items={[
          item('付款期限', deadlineText(order)),
          item('凭证提交时间', when(order.paymentSubmittedAt)),
          item('付款备注', order.paymentRemark),
          item('确认收款时间', when(order.paidAt)),
          item('提货确认时间', when(order.pickedUpAt)),
          item(
            '付款凭证',
            order.paymentVoucherFileId ? (
              <ProtectedFile fileId={order.paymentVoucherFileId} label="付款凭证" />
            ) : (
              '买受人尚未上传'
            ),
          ),
        ]}
      />
      <Section
        title="收款账户"
        items={
          account
            ? [
                item('户名', account.accountName),
                item('开户行', account.bankName),
                item('账号', account.bankNumber),
                item('联行号', account.interbankAccount),
                item('来源', account.isDefault ? '企业认证的开户账户' : '本订单指定的账户'),
              ]
            : [item('收款账户', NO_ACCOUNT[audience])]
        }
      />
      <Section title="结算记录" items={settlementItems(order)} />
    </DetailDrawer>
  );
}
