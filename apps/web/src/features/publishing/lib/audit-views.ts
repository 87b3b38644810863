import type { BulletinStatus } from '@lyp/shared/auction/bulletin.schemas';
import type { RouteInfo } from '../../../config/paths';
import { ROUTES } from '../../../config/paths';

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

/** 发布后驳回: a published bulletin can be taken down until its first lot's bidding ends. */
export const canRevoke = (bulletin: { status: BulletinStatus; firstEndsAt: string | null }, nowMs: number) =>
  (bulletin.status === 'published' || bulletin.status === 'bidding') &&
  bulletin.firstEndsAt !== null &&
  Date.parse(bulletin.firstEndsAt) > nowMs;

const earliest = (times: string[]) =>
  times.length > 0 ? new Date(Math.min(...times.map((time) => Date.parse(time)))).toISOString() : null;

/** The earliest lot's start and end, as the lists carry them (`firstStartsAt`, `firstEndsAt`). */
export const firstTimesOf = (lots: readonly { startsAt: string; endsAt: string }[]) => ({
  firstStartsAt: earliest(lots.map((lot) => lot.startsAt)),
  firstEndsAt: earliest(lots.map((lot) => lot.endsAt)),
});
