import type { TodoItem } from '@lyp/shared/dashboard/dashboard.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Principal } from '../../lib/principal';
import type { TodoRepository } from './todo.repository';

interface TodoSource {
  key: string;
  label: string;
  /** The button a user needs for the screen that does this work. */
  code: string;
  path: string;
  count: (principal: Principal) => Promise<number>;
}

/**
 * 待办: what waits for the caller, by the buttons they hold. A buyer sees their payments and
 * deposits, a seller their drafts and pickups to confirm, an auditor each review queue.
 */
export function createTodoService(deps: { todo: TodoRepository }) {
  const { todo } = deps;
  const sources: TodoSource[] = [
    {
      key: 'ordersToPay',
      label: '待付款订单',
      code: PERMISSIONS.orderPay.code,
      path: '/personalcenter/myOrder?status=awaiting_payment',
      count: (p) => todo.ordersToPay(p.userId),
    },
    {
      key: 'depositsInReview',
      label: '审核中的保证金',
      code: PERMISSIONS.myMarginView.code,
      path: '/personalcenter/myMargin?status=submitted',
      count: (p) => todo.depositsInReview(p.userId),
    },
    {
      key: 'drafts',
      label: '未提交的公告草稿',
      code: PERMISSIONS.bulletinView.code,
      path: '/personalcenter/infoRelease?status=draft',
      count: (p) => todo.drafts(p.orgId),
    },
    {
      key: 'ordersToPickUp',
      label: '待确认提货的订单',
      code: PERMISSIONS.orderManagePickup.code,
      path: '/personalcenter/ordermanage?status=paid',
      count: (p) => todo.ordersToPickUp(p.orgId),
    },
    {
      key: 'bulletinsToReview',
      label: '待审核公告',
      code: PERMISSIONS.noticeAuditView.code,
      path: '/personalcenter/noticetodo',
      count: (p) => todo.bulletinsToReview(p.tenantId),
    },
    {
      key: 'depositsToReview',
      label: '待审核保证金',
      code: PERMISSIONS.marginAuditView.code,
      path: '/personalcenter/marginmanage?status=submitted',
      count: (p) => todo.depositsToReview(p.tenantId),
    },
    {
      key: 'depositsToReturn',
      label: '待退还保证金',
      code: PERMISSIONS.marginAuditView.code,
      path: '/personalcenter/marginmanage?status=returning',
      count: (p) => todo.depositsToReturn(p.tenantId),
    },
    {
      key: 'registrationsToReview',
      label: '待审核注册',
      code: PERMISSIONS.registerReviewView.code,
      path: '/personalcenter/registerReview',
      count: (p) => todo.registrationsToReview(p.tenantId),
    },
    {
      key: 'paymentsToConfirm',
      label: '待确认货款',
      code: PERMISSIONS.bidOrderPaymentAudit.code,
      path: '/personalcenter/bidOrderManage?status=payment_submitted',
      count: (p) => todo.paymentsToConfirm(p.tenantId),
    },
    {
      key: 'ordersToSettle',
      label: '待结算订单',
      code: PERMISSIONS.bidOrderSettle.code,
      path: '/personalcenter/bidOrderManage?settlement=unsettled',
      count: (p) => todo.ordersToSettle(p.tenantId),
    },
  ];

  return {
    async list(principal: Principal): Promise<TodoItem[]> {
      const mine = sources.filter((source) => principal.permissions.has(source.code));
      const counts = await Promise.all(mine.map((source) => source.count(principal)));
      return mine.map((source, index) => ({
        key: source.key,
        label: source.label,
        count: counts[index] ?? 0,
        path: source.path,
      }));
    },
  };
}

export type TodoService = ReturnType<typeof createTodoService>;
