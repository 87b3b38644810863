import type { Order } from '@lyp/shared/auction/order.schemas';
import { formatDuration } from '@lyp/shared/format/duration';
import { Alert, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ProtectedFile } from '../../../components/back-office';
import {
  InvoiceSection,
  item,
  Money,
  OrderDrawer,
  PaymentSection,
  PickupSection,
  Section,
  WeighingSection,
  when,
} from '../../../components/orders';
import { commissionRule, settlementStateOf, type OrderAudience } from '../lib/order-display';
import { SettlementAccountView } from './settlement-account-view';

/** What is left of the payment time, while the buyer may still pay. */
function deadlineText(order: Order): string {
  const left = Date.parse(order.paymentDeadlineAt) - Date.now();
  const at = when(order.paymentDeadlineAt);
  if (order.status !== 'awaiting_payment' && order.status !== 'payment_submitted') return at ?? '';
  return left > 0 ? `${at}（剩余 ${formatDuration(Math.floor(left / 1000))}）` : `${at}（已到期）`;
}

/**
 * The lot's required licences the buyer will not hold, valid, through the pickup deadline: the
 * seller should check them before handing over regulated goods.
 */
function QualificationWarnings({ order }: { order: Order }) {
  if (order.qualificationWarnings.length === 0) return null;
  const deadline = order.pickup.dueOn ? `提货截止日 ${order.pickup.dueOn}` : '最晚提货截止日';
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="warning"
      showIcon
      title="买受人资质将在提货前到期"
      description={order.qualificationWarnings
        .map((warning) =>
          warning.validUntil
            ? `${warning.name}有效期至 ${warning.validUntil}，早于${deadline}`
            : `${warning.name}已无有效的审核通过记录`,
        )
        .join('；')}
    />
  );
}

/** Where a missing account is to come from: the seller fills it in, the platform waits for it. */
const NO_ACCOUNT: Record<OrderAudience, string> = {
  seller: '尚无已审核的账户：请完成企业认证的开户信息，或提交开户信息变更待平台审核',
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

/** The account the seller is paid to, and where it came from. */
function accountItems(order: Order, audience: OrderAudience) {
  const account = order.settlementAccount;
  if (!account) return [item('收款账户', NO_ACCOUNT[audience])];
  return [
    item('账户', <SettlementAccountView account={account} />),
    item(
      '来源',
      order.settledAt ? '结算时的收款账户' : account.isDefault ? '企业当前的开户账户' : '本订单指定的账户',
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
  return (
    <OrderDrawer
      order={order}
      open={order !== undefined}
      onClose={onClose}
      footer={footer}
      notice={
        order ? (
          <>
            {order.paymentRejectReason && order.status === 'awaiting_payment' ? (
              <Alert
                style={{ marginTop: 16 }}
                type="warning"
                showIcon
                title={`上次付款凭证未通过：${order.paymentRejectReason}`}
              />
            ) : null}
            <QualificationWarnings order={order} />
          </>
        ) : null
      }
    >
      {order ? (
        <>
          <Section
            title="金额"
            items={[
              ...(order.weighing
                ? [
                    item(
                      order.weighing.weighedQuantity ? '结算货款（按过磅数量）' : '成交金额（按预估数量）',
                      <Money fen={order.priceFen} />,
                    ),
                  ]
                : []),
              item('保证金抵扣', <Money fen={order.depositAppliedFen} />),
              item('买受人应付货款', <Money fen={order.amountDueFen} />),
              item('平台佣金', <Money fen={order.commissionFen} />),
              item('佣金规则', commissionRule(order)),
              item('应结算给委托方', <Money fen={order.settlementFen} strong />),
            ]}
          />
          <PaymentSection order={order} deadline={deadlineText(order)} noVoucher="买受人尚未上传" />
          <WeighingSection order={order} reader={audience} />
          <PickupSection order={order} />
          {order.status === 'defaulted' ? null : (
            <InvoiceSection
              invoice={order.invoice}
              missingDetails="买受人尚未填写开票信息，填写后即可登记发票"
            />
          )}
          <Section title="收款账户" items={accountItems(order, audience)} />
          <Section title="结算记录" items={settlementItems(order)} />
        </>
      ) : null}
    </OrderDrawer>
  );
}
