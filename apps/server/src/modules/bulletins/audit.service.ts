import type {
  AuditAddBody,
  AuditListBody,
  AuditListItem,
  AuditRevokeBody,
} from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { formatDuration } from '@lyp/shared/format/duration';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import { exportBulletins } from './bulletin-export';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { toBulletinSummary } from './bulletin-views';
import type { BulletinRecord, BulletinsRepository, BulletinStatus } from './bulletins.repository';
import type { Notice } from '../messages';
import { wrongState } from './bulletin-state';
import type { BulletinsService } from './bulletins.service';

export interface AuditServiceDeps {
  bulletins: BulletinsRepository;
  views: Pick<BulletinsService, 'view'>;
  clock: Clock;
  publicationLeadMinutes: number;
  /** Tells a revoked lot's watchers, after the commit. */
  publish(events: LotEvent[]): void;
  /** Tells the seller who wrote the bulletin what the platform decided (after the commit). */
  tell?: (notices: Notice[]) => Promise<void>;
}

/** The seller's message on a review: approved, rejected, or taken down, with the reason. */
function reviewNotice(
  bulletin: BulletinRecord,
  outcome: 'approve' | 'reject' | 'revoke',
  reason: string | null,
  at: Date,
): Notice {
  const title = { approve: '公告已通过审核', reject: '公告未通过审核', revoke: '公告已被平台驳回' }[outcome];
  const body =
    outcome === 'approve'
      ? `“${bulletin.title}”已通过审核并发布。`
      : `“${bulletin.title}”${outcome === 'reject' ? '未通过审核' : '已被平台驳回并下架'}：${reason ?? ''}。请修改后重新提交。`;
  return {
    userId: bulletin.createdBy,
    kind: 'bulletin_result',
    title,
    body,
    link: '/personalcenter/infoRelease',
    dedupeKey: `bulletin_result:${bulletin.id}:${outcome}:${at.getTime()}`,
  };
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
/** 发布后驳回 is possible until the first lot's bidding ends (checked again on the locked lots). */
const REVOCABLE: BulletinStatus[] = ['published', 'bidding'];
const REVOKE_RULE = '只有已发布且竞价尚未结束的公告可以驳回';

export function createAuditService(deps: AuditServiceDeps) {
  const { bulletins, clock } = deps;
  const leadMs = deps.publicationLeadMinutes * 60_000;

  /** One slice of the bulletins the list holds, with each one's lots and last review. */
  async function slice(
    auditor: Principal,
    body: AuditListBody,
    statuses: BulletinStatus[],
    offset: number,
    limit: number,
  ): Promise<{ records: AuditListItem[]; total: number }> {
    const asked = body.statuses ?? (body.status ? [body.status] : undefined);
    const chosen = asked ? statuses.filter((status) => asked.includes(status)) : statuses;
    if (chosen.length === 0) return { records: [], total: 0 };
    const { records, total } = await bulletins.list({
      tenantId: auditor.tenantId,
      statuses: chosen,
      ...(body.keyword ? { keyword: body.keyword } : {}),
      offset,
      limit,
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
    };
  }

  async function page(auditor: Principal, body: AuditListBody, statuses: BulletinStatus[]) {
    const { records, total } = await slice(
      auditor,
      body,
      statuses,
      (body.current - 1) * body.size,
      body.size,
    );
    return { records, total, current: body.current, size: body.size };
  }

  /** Another tenant's bulletin is as good as absent to this auditor. */
  async function requireVisible(auditor: Principal, id: number) {
    const bulletin = await bulletins.find(id);
    if (!bulletin || bulletin.tenantId !== auditor.tenantId || !AUDITABLE_VIEW.includes(bulletin.status))
      throw new AppError('BULLETIN_NOT_FOUND');
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
    page: (auditor: Principal, body: AuditListBody) => page(auditor, body, AUDITABLE_VIEW),
    waiting: (auditor: Principal, body: AuditListBody) => page(auditor, body, ['submitted']),
    audited: (auditor: Principal, body: AuditListBody) => page(auditor, body, AUDITED),

    /** The 审核中心 list as filtered (its statuses), every page of it, as a spreadsheet. */
    export(auditor: Principal, body: AuditListBody) {
      const rows = allPages(
        async (offset, limit) => (await slice(auditor, body, AUDITABLE_VIEW, offset, limit)).records,
      );
      return exportBulletins('公告审核', rows, clock.now());
    },

    async get(auditor: Principal, id: number): Promise<BulletinView> {
      return deps.views.view(await requireVisible(auditor, id));
    },

    /**
     * Approve (published: public now, bidding at each lot's start) or reject with a reason.
     * Approval needs the lead time before the first lot opens, so the public can see it.
     */
    async decide(auditor: Principal, body: AuditAddBody): Promise<BulletinView> {
      const bulletin = await requireVisible(auditor, body.bulletinId);
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
      await deps.tell?.([
        reviewNotice(bulletin, body.approved ? 'approve' : 'reject', body.reason ?? null, now),
      ]);
      return deps.views.view((await bulletins.find(bulletin.id))!);
    },

    /**
     * 驳回已发布: take a published bulletin down until its bidding ends. In one transaction the
     * lots go back to pending with their bids voided and the deposits on them are released, so
     * no crash in between leaves a bid standing or money frozen; watchers are told after the commit.
     */
    async revoke(auditor: Principal, body: AuditRevokeBody): Promise<BulletinView> {
      const bulletin = await requireVisible(auditor, body.bulletinId);
      await requireIndependent(auditor, bulletin);
      if (!REVOCABLE.includes(bulletin.status)) throw wrongState(bulletin, REVOKE_RULE);
      const now = clock.now();
      const taken = await bulletins.transaction(async (tx) => {
        const done = await tx.transition(
          bulletin.id,
          REVOCABLE,
          { to: 'rejected', rejectReason: body.reason, publishedAt: null },
          now,
        );
        if (!done) return null;
        const lots = await tx.takeBackLots(bulletin.id, now);
        // Throwing rolls the status change back with it.
        if (!lots) throw wrongState(bulletin, '其中已有标的竞价结束，不能再驳回');
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
        return lots;
      });
      if (!taken) throw wrongState((await bulletins.find(bulletin.id))!, REVOKE_RULE);
      deps.publish(
        taken.map((lot) => ({
          type: 'lot_revoked' as const,
          lotId: lot.id,
          seq: lot.eventSeq,
          serverTime: now.toISOString(),
          reason: body.reason,
        })),
      );
      await deps.tell?.([reviewNotice(bulletin, 'revoke', body.reason, now)]);
      return deps.views.view((await bulletins.find(bulletin.id))!);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
