import type {
  AuditAddBody,
  AuditListBody,
  AuditListItem,
  AuditRevokeBody,
} from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { formatDuration } from '@lyp/shared/format/duration';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { toBulletinSummary } from './bulletin-views';
import type { BulletinRecord, BulletinsRepository, BulletinStatus } from './bulletins.repository';
import { wrongState } from './bulletin-state';
import type { BulletinsService } from './bulletins.service';

export interface AuditServiceDeps {
  bulletins: BulletinsRepository;
  views: Pick<BulletinsService, 'view'>;
  clock: Clock;
  publicationLeadMinutes: number;
}

/** Auditors see everything sellers have sent them: never drafts. */
const AUDITABLE_VIEW: BulletinStatus[] = [
  'submitted',
  'published',
  'rejected',
  'withdrawn',
  'bidding',
  'ended',
];
const AUDITED: BulletinStatus[] = ['published', 'rejected', 'bidding', 'ended'];

export function createAuditService(deps: AuditServiceDeps) {
  const { bulletins, clock } = deps;
  const leadMs = deps.publicationLeadMinutes * 60_000;

  async function page(body: AuditListBody, statuses: BulletinStatus[]) {
    const asked = body.statuses ?? (body.status ? [body.status] : undefined);
    const chosen = asked ? statuses.filter((status) => asked.includes(status)) : statuses;
    if (chosen.length === 0) return { records: [], total: 0, current: body.current, size: body.size };
    const { records, total } = await bulletins.list({
      statuses: chosen,
      ...(body.keyword ? { keyword: body.keyword } : {}),
      offset: (body.current - 1) * body.size,
      limit: body.size,
    });
    const ids = records.map((record) => record.id);
    const [lots, reviews] = await Promise.all([bulletins.lotsOf(ids), bulletins.lastReviewsOf(ids)]);
    return {
      records: records.map((record): AuditListItem => {
        const review = reviews.get(record.id);
        return {
          ...toBulletinSummary(
            record,
            lots.filter((lot) => lot.bulletinId === record.id),
          ),
          reviewerName: review?.actorName ?? null,
          reviewedAt: review ? review.createdAt.toISOString() : null,
          reviewReason: review?.reason ?? null,
        };
      }),
      total,
      current: body.current,
      size: body.size,
    };
  }

  async function requireVisible(id: number) {
    const bulletin = await bulletins.find(id);
    if (!bulletin || !AUDITABLE_VIEW.includes(bulletin.status)) throw new AppError('BULLETIN_NOT_FOUND');
    return bulletin;
  }

  /**
   * Nobody decides on their own organisation's bulletin, not even after switching to another
   * organisation they belong to: approval is the check on the seller, not the seller's own.
   */
  async function requireIndependent(auditor: Principal, bulletin: BulletinRecord) {
    const member =
      auditor.orgId === bulletin.sellerOrgId ||
      (await bulletins.isOrganisationMember(auditor.userId, bulletin.sellerOrgId));
    if (member) throw new AppError('AUDIT_OWN_BULLETIN', { params: { seller: bulletin.sellerName } });
  }

  return {
    page: (body: AuditListBody) => page(body, AUDITABLE_VIEW),
    waiting: (body: AuditListBody) => page(body, ['submitted']),
    audited: (body: AuditListBody) => page(body, AUDITED),

    async get(id: number): Promise<BulletinView> {
      return deps.views.view(await requireVisible(id));
    },

    /**
     * Approve (published: public now, bidding at each lot's start) or reject with a reason.
     * Approval needs the lead time before the first lot opens, so the public can see it.
     */
    async decide(auditor: Principal, body: AuditAddBody): Promise<BulletinView> {
      const bulletin = await requireVisible(body.bulletinId);
      await requireIndependent(auditor, bulletin);
      if (bulletin.status !== 'submitted') throw wrongState(bulletin, '只有待审核的公告可以审核');
      const now = clock.now();
      const lots = await bulletins.lotsOf([bulletin.id]);
      if (body.approved) {
        const early = lots.findIndex((lot) => lot.startsAt.getTime() < now.getTime() + leadMs);
        if (early >= 0) {
          throw new AppError('LOT_INVALID', {
            params: {
              index: early + 1,
              problem: `竞价开始时间距现在不足 ${formatDuration(leadMs / 1000)}，不能满足公示期要求，请驳回并由委托方修改时间`,
            },
          });
        }
      }
      const moved = await bulletins.transaction(async (tx) => {
        const done = await tx.transition(
          bulletin.id,
          ['submitted'],
          body.approved
            ? { to: 'published', publishedAt: now, rejectReason: null }
            : { to: 'rejected', rejectReason: body.reason ?? null },
          now,
        );
        if (!done) return false;
        if (body.approved) await tx.setLotStatuses(bulletin.id, ['pending'], 'scheduled', now);
        await tx.recordAudit({
          bulletinId: bulletin.id,
          auditorUserId: auditor.userId,
          action: body.approved ? 'approve' : 'reject',
          reason: body.reason ?? null,
          createdAt: now,
        });
        return true;
      });
      if (!moved) throw wrongState((await bulletins.find(bulletin.id))!, '只有待审核的公告可以审核');
      return deps.views.view((await bulletins.find(bulletin.id))!);
    },

    /** 驳回已发布: take a published bulletin down before its bidding opens; deposits are freed. */
    async revoke(auditor: Principal, body: AuditRevokeBody): Promise<BulletinView> {
      const bulletin = await requireVisible(body.bulletinId);
      await requireIndependent(auditor, bulletin);
      const rule = '只有已发布且尚未开始竞价的公告可以驳回';
      const now = clock.now();
      const lots = await bulletins.lotsOf([bulletin.id]);
      if (bulletin.status !== 'published' || lots.some((lot) => lot.startsAt.getTime() <= now.getTime())) {
        throw wrongState(bulletin, rule);
      }
      const moved = await bulletins.transaction(async (tx) => {
        const done = await tx.transition(
          bulletin.id,
          ['published'],
          { to: 'rejected', rejectReason: body.reason, publishedAt: null },
          now,
        );
        if (!done) return false;
        await tx.setLotStatuses(bulletin.id, ['scheduled'], 'pending', now);
        // In the same transaction: the lots and their deposits are taken back together or not at all.
        await tx.releaseDeposits(
          lots.map((lot) => lot.id),
          { note: `公告已被平台驳回：${body.reason}`, now },
        );
        await tx.recordAudit({
          bulletinId: bulletin.id,
          auditorUserId: auditor.userId,
          action: 'revoke',
          reason: body.reason,
          createdAt: now,
        });
        return true;
      });
      if (!moved) throw wrongState((await bulletins.find(bulletin.id))!, rule);
      return deps.views.view((await bulletins.find(bulletin.id))!);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
