import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Principal } from '../../lib/principal';
import type { TodoRepository } from './todo.repository';

export interface TodoSource {
  key: string;
  label: string;
  /** The button a user needs for the screen that does this work. */
  code: string;
  path: string;
  count: (principal: Principal) => Promise<number>;
}

/** The caller's own work: a buyer's payments and deposits, a seller's drafts and pickups. */
function ownTodoSources(todo: TodoRepository): TodoSource[] {
  return [
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
  ];
}

/** The auditors' review queues of their tenant. */
function reviewTodoSources(todo: TodoRepository): TodoSource[] {
  return [
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
}

/** Every source of 待办, in the order the list shows them. */
export function todoSources(todo: TodoRepository): TodoSource[] {
  return [...ownTodoSources(todo), ...reviewTodoSources(todo)];
}
