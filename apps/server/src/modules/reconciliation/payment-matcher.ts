import { DEPOSIT_STATUS_LABELS } from '@lyp/shared/auction/deposit.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import {
  depositReference,
  mistypedDepositReferenceIn,
  paymentReferencesIn,
} from '@lyp/shared/auction/payment-reference';
import { formatFen } from '@lyp/shared/format/currency';
import type { Principal } from '../../lib/principal';
import type { DepositsService, StatementEvidence } from '../deposits';
import type { OrdersService } from '../orders';
import type { LineDecision, StatementLineRecord } from './reconciliation.repository';

export interface PaymentMatcherDeps {
  deposits: Pick<DepositsService, 'forStatement' | 'confirmByStatement'>;
  orders: Pick<OrdersService, 'forStatement' | 'confirmByStatement'>;
}

type DepositTarget = NonNullable<Awaited<ReturnType<DepositsService['forStatement']>>>;
type OrderTarget = NonNullable<Awaited<ReturnType<OrdersService['forStatement']>>>;

const exception = (
  problem: NonNullable<LineDecision['problem']>,
  detail: string,
  matched: Partial<Pick<LineDecision, 'matchedKind' | 'matchedId' | 'matchedReference'>> = {},
): LineDecision => ({
  status: 'exception',
  problem,
  problemDetail: detail.slice(0, 200),
  matchedKind: matched.matchedKind ?? null,
  matchedId: matched.matchedId ?? null,
  matchedReference: matched.matchedReference ?? null,
});

/** What the history and the log say of a confirmation by statement. */
function evidenceOf(line: StatementLineRecord, how: string): StatementEvidence {
  const payer = [line.payerName, line.payerAccount].filter(Boolean).join(' ');
  const serial = line.bankSerial ? `流水号 ${line.bankSerial}，` : '';
  return {
    lineId: line.id,
    note: `${how}：${serial}${line.transactedText}${payer ? `，付款人 ${payer}` : ''}`,
    payerName: line.payerName,
    payerAccount: line.payerAccount,
    payerBank: line.payerBank,
  };
}

/** Settles a credit against a deposit, or says why it cannot. */
function depositSettler(deps: PaymentMatcherDeps) {
  return async function settleDeposit(
    auditor: Principal,
    line: StatementLineRecord,
    deposit: DepositTarget,
    how: string,
  ): Promise<LineDecision> {
    const reference = depositReference(deposit.lotId, deposit.userId);
    const matched = { matchedKind: 'deposit' as const, matchedId: deposit.id, matchedReference: reference };
    if (deposit.status === 'submitted') {
      if (line.amountFen !== deposit.amountFen)
        return exception(
          'amount_mismatch',
          `保证金 ${reference} 应缴 ${formatFen(deposit.amountFen)}，到账 ${formatFen(line.amountFen)}`,
          matched,
        );
      const confirmed = await deps.deposits.confirmByStatement(auditor, deposit.id, evidenceOf(line, how));
      if (confirmed) return { status: 'confirmed', problem: null, problemDetail: null, ...matched };
    }
    const after =
      (await deps.deposits.forStatement(auditor.tenantId, deposit.lotId, deposit.userId)) ?? deposit;
    if (after.status === 'rejected' || after.status === 'submitted')
      return exception(
        'not_awaiting',
        `保证金 ${reference} 当前为「${DEPOSIT_STATUS_LABELS[after.status]}」，请核实`,
        matched,
      );
    return exception(
      'duplicate',
      `保证金 ${reference} 已确认到账（当前「${DEPOSIT_STATUS_LABELS[after.status]}」），本笔可能为重复缴款`,
      matched,
    );
  };
}

/** Settles a credit against an order, or says why it cannot. */
function orderSettler(deps: PaymentMatcherDeps) {
  return async function settleOrder(
    auditor: Principal,
    line: StatementLineRecord,
    order: OrderTarget,
    how: string,
  ): Promise<LineDecision> {
    const matched = { matchedKind: 'order' as const, matchedId: order.id, matchedReference: order.orderNo };
    const awaiting = order.status === 'awaiting_payment' || order.status === 'payment_submitted';
    if (awaiting && line.amountFen !== order.amountDueFen)
      return exception(
        'amount_mismatch',
        `订单 ${order.orderNo} 应付货款 ${formatFen(order.amountDueFen)}，到账 ${formatFen(line.amountFen)}`,
        matched,
      );
    if (awaiting && (await deps.orders.confirmByStatement(auditor, order.id, evidenceOf(line, how))))
      return { status: 'confirmed', problem: null, problemDetail: null, ...matched };
    const after = (await deps.orders.forStatement(auditor.tenantId, order.orderNo)) ?? order;
    if (after.status === 'paid' || after.status === 'completed')
      return exception('duplicate', `订单 ${order.orderNo} 货款已确认，本笔可能为重复付款`, matched);
    return exception(
      'not_awaiting',
      `订单 ${order.orderNo} 当前为「${ORDER_STATUS_LABELS[after.status]}」，不能确认货款`,
      matched,
    );
  };
}

/**
 * Decides what a credit of the statement pays: the deposit or order its transfer note names, when
 * the amount is what is due and it is still waiting for its money; otherwise why not. A person
 * matching an exception by hand goes through the same checks.
 */
export function createPaymentMatcher(deps: PaymentMatcherDeps) {
  const settleDeposit = depositSettler(deps);
  const settleOrder = orderSettler(deps);

  return {
    /** The statement's own reading: the first reference its note carries. */
    async decide(auditor: Principal, line: StatementLineRecord): Promise<LineDecision> {
      const [reference] = paymentReferencesIn(line.note);
      if (!reference) {
        const mistyped = mistypedDepositReferenceIn(line.note);
        return exception(
          'unknown_reference',
          mistyped
            ? `附言中的参考号「${mistyped}」校验位不符，可能填写有误`
            : '附言中没有可识别的保证金参考号（BZJ…）或订单号（DD…）',
        );
      }
      if (reference.kind === 'deposit') {
        const deposit = await deps.deposits.forStatement(auditor.tenantId, reference.lotId, reference.userId);
        if (!deposit)
          return exception(
            'unknown_reference',
            `未找到参考号 ${reference.reference} 对应的保证金（竞买人可能尚未提交缴款）`,
          );
        return settleDeposit(auditor, line, deposit, '银行对账自动确认');
      }
      const order = await deps.orders.forStatement(auditor.tenantId, reference.orderNo);
      if (!order) return exception('unknown_reference', `未找到订单 ${reference.orderNo}`);
      return settleOrder(auditor, line, order, '银行对账自动确认');
    },

    /** A person's choice for an exception: the same checks, by the id they picked. */
    settleDeposit: (auditor: Principal, line: StatementLineRecord, deposit: DepositTarget) =>
      settleDeposit(auditor, line, deposit, '银行对账人工匹配'),
    settleOrder: (auditor: Principal, line: StatementLineRecord, order: OrderTarget) =>
      settleOrder(auditor, line, order, '银行对账人工匹配'),
  };
}

export type PaymentMatcher = ReturnType<typeof createPaymentMatcher>;
