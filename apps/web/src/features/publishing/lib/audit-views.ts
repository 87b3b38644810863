import type { BulletinStatus } from '@lyp/shared/auction/bulletin.schemas';
import type { RouteInfo } from '../../../config/paths';
import { ROUTES } from '../../../config/paths';
import { canWithdraw } from './bulletin-actions';

/** The four lists of the 审核中心 over bulletins, each its own menu entry. */
export type AuditViewKey = 'todo' | 'approved' | 'rejected' | 'published';

export interface AuditView {
  route: RouteInfo;
  endpoint: 'auditWaiting' | 'auditDone' | 'auditPage';
  /** The statuses this list holds (the server keeps to what the endpoint allows). */
  statuses: readonly BulletinStatus[];
  /** What the list says when it has nothing. */
  empty: string;
}

export const AUDIT_VIEWS: Record<AuditViewKey, AuditView> = {
  todo: {
    route: ROUTES.noticeTodo,
    endpoint: 'auditWaiting',
    statuses: ['submitted'],
    empty: '没有待审核的公告',
  },
  approved: {
    route: ROUTES.noticeApproved,
    endpoint: 'auditDone',
    statuses: ['published', 'bidding', 'ended'],
    empty: '还没有审核通过的公告',
  },
  rejected: {
    route: ROUTES.noticeRejected,
    endpoint: 'auditDone',
    statuses: ['rejected'],
    empty: '没有未通过的公告',
  },
  published: {
    route: ROUTES.noticePublished,
    endpoint: 'auditPage',
    statuses: ['published', 'bidding'],
    empty: '目前没有公开中的公告',
  },
};

/** Reasons auditors give most often for sending a bulletin back. */
export const REJECT_REASONS = [
  '公告正文信息不完整',
  '标的图片不清晰或与描述不符',
  '起拍价、加价幅度或保证金设置不合理',
  '竞价时间不满足公示期要求',
  '缺少看货时间、地址或联系人',
  '附件缺失或无法打开',
] as const;

/** Reasons for taking a published bulletin down. */
export const REVOKE_REASONS = [
  '委托方申请撤销',
  '标的权属存在争议',
  '标的信息有误，需要更正后重新发布',
] as const;

/** 发布后驳回: the same moment a seller may still withdraw it, once it is published. */
export const canRevoke = (
  bulletin: { status: BulletinStatus; firstStartsAt: string | null },
  nowMs: number,
) => bulletin.status === 'published' && canWithdraw(bulletin, nowMs);

/** The earliest lot's start, as the lists carry it (`firstStartsAt`). */
export function firstStartOf(lots: readonly { startsAt: string }[]): string | null {
  const starts = lots.map((lot) => Date.parse(lot.startsAt));
  return starts.length > 0 ? new Date(Math.min(...starts)).toISOString() : null;
}
