import { defaultDepositFen } from '@lyp/shared/auction/auction-rules';
import {
  BULLETIN_STATUSES,
  type BulletinAddBody,
  type BulletinEditBody,
  type BulletinListBody,
  type BulletinView,
  type CommissionEditBody,
  type LotInput,
} from '@lyp/shared/auction/bulletin.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { formatDuration } from '@lyp/shared/format/duration';
import { timestampParts } from '@lyp/shared/format/timestamp';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import { exportBulletins } from './bulletin-export';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html-sanitizer';
import type { Principal } from '../../lib/principal';
import { notUsable, type FileAccess, type FilesService } from '../files';
import { bodyImageIds } from './body-images';
import { toBulletinSummary, toBulletinView } from './bulletin-views';
import { wrongState } from './bulletin-state';
import { createLotDetailsService } from './lot-details.service';
import { loadLotViewExtras, resolveLotExtras } from './lot-extras';
import {
  LotsInUseError,
  PUBLIC_BULLETIN_STATUSES,
  type BulletinRecord,
  type BulletinsRepository,
  type BulletinStatus,
  type LotRecord,
  type NewLot,
} from './bulletins.repository';

/** The statuses a seller may still change freely. */
const EDITABLE: BulletinStatus[] = ['draft', 'rejected', 'withdrawn'];

export interface BulletinsServiceDeps {
  bulletins: BulletinsRepository;
  files: FilesService;
  clock: Clock;
  publicationLeadMinutes: number;
  /** Enabled values of a dictionary (goods categories, units). */
  dictionaryValues(code: string): Promise<Set<string>>;
}

const isAuditor = (principal: Principal | null) =>
  principal?.permissions.has(PERMISSIONS.noticeAuditView.code) ?? false;

/** The body made safe; one with nothing left to show (only a script, say) is refused. */
function cleanBody(html: string): string {
  const clean = sanitizeRichText(html);
  const visible = clean.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;|\s/g, '');
  if (visible === '') throw new AppError('BULLETIN_BODY_EMPTY');
  return clean;
}

export function createBulletinsService(deps: BulletinsServiceDeps) {
  const { bulletins, files, clock } = deps;
  const leadMs = deps.publicationLeadMinutes * 60_000;

  /**
   * Who may read a bulletin's files: everyone once public; before, its seller, and auditors
   * once it has been sent to them (a draft is the seller's alone, as in the audit lists).
   */
  async function bulletinFileAccess(bulletinId: number, principal: Principal | null): Promise<FileAccess> {
    const bulletin = await bulletins.find(bulletinId);
    if (!bulletin) return 'denied';
    if (PUBLIC_BULLETIN_STATUSES.includes(bulletin.status)) return 'public';
    if (!principal) return 'denied';
    if (principal.orgId === bulletin.sellerOrgId) return 'allowed';
    return bulletin.status !== 'draft' && isAuditor(principal) ? 'allowed' : 'denied';
  }

  /** The caller's organisation's bulletin; anyone else's answers like a missing one. */
  async function requireOwn(principal: Principal, id: number): Promise<BulletinRecord> {
    const bulletin = await bulletins.find(id);
    if (!bulletin || bulletin.sellerOrgId !== principal.orgId) throw new AppError('BULLETIN_NOT_FOUND');
    return bulletin;
  }

  async function requireOwnLot(
    principal: Principal,
    lotId: number,
  ): Promise<{ lot: LotRecord; bulletin: BulletinRecord }> {
    const lot = await bulletins.findLot(lotId);
    const bulletin = lot ? await bulletins.find(lot.bulletinId) : undefined;
    if (!lot || !bulletin || bulletin.sellerOrgId !== principal.orgId) throw new AppError('LOT_NOT_FOUND');
    return { lot, bulletin };
  }

  async function view(bulletin: BulletinRecord): Promise<BulletinView> {
    const lots = await bulletins.lotsOf([bulletin.id]);
    const [attachments, extrasByLot, history] = await Promise.all([
      files.idsByBusiness('bulletin_attachment', [bulletin.id]),
      loadLotViewExtras(
        bulletins,
        files,
        lots.map((lot) => lot.id),
      ),
      bulletins.historyOf(bulletin.id),
    ]);
    return toBulletinView(bulletin, lots, {
      attachmentIds: (attachments.get(bulletin.id) ?? []).map((file) => file.id),
      extrasByLot,
      history,
    });
  }

  /** Dictionary values and times a lot must respect; messages name the lot by its position. */
  async function checkLots(lots: LotInput[], now: Date): Promise<void> {
    const [categories, units] = await Promise.all([
      deps.dictionaryValues(DICT_CODES.goodsCategory),
      deps.dictionaryValues(DICT_CODES.goodsUnit),
    ]);
    lots.forEach((lot, index) => {
      const problem = (field: keyof LotInput, text: string) =>
        new AppError('LOT_INVALID', {
          params: { index: index + 1, problem: text },
          field: `lots.${index}.${field}`,
        });
      if (!categories.has(lot.category))
        throw problem('category', `标的分类「${lot.category}」不存在，请从标的分类中选择`);
      if (!units.has(lot.unit)) throw problem('unit', `计量单位「${lot.unit}」不存在，请从计量单位中选择`);
      if (Date.parse(lot.startsAt) <= now.getTime()) throw problem('startsAt', '竞价开始时间须晚于当前时间');
    });
  }

  /** Bidding may open only after the bulletin has been public for the lead time. */
  function checkLeadTime(lots: Array<{ startsAt: Date }>, now: Date, when: string): void {
    lots.forEach((lot, index) => {
      if (lot.startsAt.getTime() < now.getTime() + leadMs) {
        throw new AppError('LOT_INVALID', {
          params: {
            index: index + 1,
            problem: `竞价开始时间须在${when}至少 ${formatDuration(leadMs / 1000)} 之后（公告须提前公示），请修改开始时间`,
          },
          field: `lots.${index}.startsAt`,
        });
      }
    });
  }

  /** 定向竞价 needs someone to bid: a restricted lot goes to review with its list. */
  async function checkRestrictedLists(lots: LotRecord[]): Promise<void> {
    const restricted = lots.filter((lot) => lot.restricted);
    if (restricted.length === 0) return;
    const ids = restricted.map((lot) => lot.id);
    const [bidders, orgs] = await Promise.all([
      bulletins.specifiedBiddersOf(ids),
      bulletins.specifiedOrgsOf(ids),
    ]);
    const listed = new Set([...bidders, ...orgs].map((entry) => entry.lotId));
    const empty = lots.findIndex((lot) => lot.restricted && !listed.has(lot.id));
    if (empty >= 0) {
      throw new AppError('LOT_INVALID', {
        params: { index: empty + 1, problem: '定向竞价须至少指定一位竞买人或一家企业' },
        field: `lots.${empty}.specifiedPhones`,
      });
    }
  }

  function toNewLots(lots: LotInput[], now: Date): NewLot[] {
    return lots.map((lot) => ({
      title: lot.title,
      category: lot.category,
      quantity: String(lot.quantity),
      unit: lot.unit,
      regionCode: lot.regionCode,
      location: lot.location,
      description: lot.description ?? '',
      biddingMode: 'ascending',
      startPriceFen: lot.startPriceFen,
      incrementFen: lot.incrementFen,
      reservePriceFen: lot.reservePriceFen ?? null,
      depositFen: lot.depositFen ?? defaultDepositFen(lot.startPriceFen),
      minBidders: lot.minBidders,
      restricted: lot.restricted,
      maxExtensions: lot.maxExtensions ?? null,
      extensionMinutes: lot.extensionMinutes,
      hardEndAt: lot.hardEndAt ? new Date(lot.hardEndAt) : null,
      paymentHours: lot.paymentHours,
      startsAt: new Date(lot.startsAt),
      scheduledEndsAt: new Date(lot.endsAt),
      endsAt: new Date(lot.endsAt),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    }));
  }

  /**
   * Every file the bulletin names must be usable before anything is written, so a refused
   * file leaves no half-saved bulletin. `current`: the bulletin being edited and its lots,
   * whose files may move to the new lots.
   */
  async function checkFiles(
    principal: Principal,
    body: BulletinAddBody & { bodyHtml: string },
    current?: { bulletinId: number; lotIds: number[] },
  ): Promise<void> {
    const seen = new Set<string>();
    const once = (
      records: Array<{ id: string; originalName: string }>,
      type: 'bulletin_attachment' | 'bulletin_image' | 'lot_image',
    ) => {
      // A file belongs to one record: the same upload twice would be bound to the last one only.
      for (const record of records) {
        if (seen.has(record.id)) throw notUsable(record, type);
        seen.add(record.id);
      }
    };
    once(
      await files.checkUsable(principal, {
        businessType: 'bulletin_attachment',
        ...(current ? { businessId: current.bulletinId } : {}),
        fileIds: body.attachmentFileIds,
      }),
      'bulletin_attachment',
    );
    once(
      await files.checkUsable(principal, {
        businessType: 'bulletin_image',
        ...(current ? { businessId: current.bulletinId } : {}),
        fileIds: bodyImageIds(body.bodyHtml),
      }),
      'bulletin_image',
    );
    for (const lot of body.lots) {
      once(
        await files.checkUsable(principal, {
          businessType: 'lot_image',
          ...(current ? { replacing: current.lotIds } : {}),
          fileIds: lot.imageFileIds,
        }),
        'lot_image',
      );
    }
  }

  /** `bodyHtml`: the sanitized body, whose pictures become the bulletin's. */
  async function bindFiles(
    principal: Principal,
    bulletinId: number,
    lotIds: number[],
    body: BulletinAddBody & { bodyHtml: string },
  ) {
    await files.bind(principal, {
      businessType: 'bulletin_attachment',
      businessId: bulletinId,
      fileIds: body.attachmentFileIds,
    });
    await files.bind(principal, {
      businessType: 'bulletin_image',
      businessId: bulletinId,
      fileIds: bodyImageIds(body.bodyHtml),
    });
    for (const [index, lotId] of lotIds.entries()) {
      await files.bind(principal, {
        businessType: 'lot_image',
        businessId: lotId,
        fileIds: body.lots[index]?.imageFileIds ?? [],
      });
    }
  }

  return {
    requireOwnLot,
    view,

    /** 信息发布's export: the organisation's bulletins as filtered, every page of them. */
    export(principal: Principal, body: BulletinListBody) {
      const rows = allPages(async (offset, limit) => {
        const { records } = await bulletins.list({
          sellerOrgId: principal.orgId,
          ...(body.status ? { statuses: [body.status] } : {}),
          ...(body.keyword ? { keyword: body.keyword } : {}),
          offset,
          limit,
        });
        const lots = await bulletins.lotsOf(records.map((record) => record.id));
        return records.map((record) =>
          toBulletinSummary(
            record,
            lots.filter((lot) => lot.bulletinId === record.id),
          ),
        );
      });
      return exportBulletins('竞价公告', rows, clock.now());
    },

    async list(principal: Principal, body: BulletinListBody) {
      const { records, total } = await bulletins.list({
        sellerOrgId: principal.orgId,
        ...(body.status ? { statuses: [body.status] } : {}),
        ...(body.keyword ? { keyword: body.keyword } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      const [lots, counted] = await Promise.all([
        bulletins.lotsOf(records.map((record) => record.id)),
        bulletins.countByStatus(principal.orgId),
      ]);
      const counts = Object.fromEntries(BULLETIN_STATUSES.map((status) => [status, 0])) as Record<
        BulletinStatus,
        number
      >;
      for (const { status, count } of counted) counts[status] = count;
      return {
        records: records.map((record) =>
          toBulletinSummary(
            record,
            lots.filter((lot) => lot.bulletinId === record.id),
          ),
        ),
        total,
        current: body.current,
        size: body.size,
        counts,
      };
    },

    async get(principal: Principal, id: number): Promise<BulletinView> {
      return view(await requireOwn(principal, id));
    },

    async add(principal: Principal, body: BulletinAddBody): Promise<BulletinView> {
      const now = clock.now();
      const bodyHtml = cleanBody(body.bodyHtml);
      await checkLots(body.lots, now);
      const extras = await resolveLotExtras(bulletins, body.lots, { sellerOrgId: principal.orgId, now });
      await checkFiles(principal, { ...body, bodyHtml });
      const { date } = timestampParts(now);
      const { bulletinId, lotIds } = await bulletins.create({
        tenantId: principal.tenantId,
        sellerOrgId: principal.orgId,
        createdBy: principal.userId,
        title: body.title,
        bodyHtml,
        now,
        bulletinNoPrefix: `GG${date}`,
        lots: toNewLots(body.lots, now),
        extras,
      });
      await bindFiles(principal, bulletinId, lotIds, { ...body, bodyHtml });
      return view((await bulletins.find(bulletinId))!);
    },

    async edit(principal: Principal, body: BulletinEditBody): Promise<BulletinView> {
      const bulletin = await requireOwn(principal, body.id);
      if (!EDITABLE.includes(bulletin.status))
        throw wrongState(bulletin, '只有草稿、已驳回或已撤回的公告可以修改');
      const now = clock.now();
      const bodyHtml = cleanBody(body.bodyHtml);
      await checkLots(body.lots, now);
      const extras = await resolveLotExtras(bulletins, body.lots, {
        sellerOrgId: bulletin.sellerOrgId,
        now,
      });
      const oldLotIds = (await bulletins.lotsOf([bulletin.id])).map((lot) => lot.id);
      await checkFiles(principal, { ...body, bodyHtml }, { bulletinId: bulletin.id, lotIds: oldLotIds });
      let lotIds: number[];
      try {
        lotIds = await bulletins.transaction(async (tx) => {
          await tx.updateContent(bulletin.id, { title: body.title, bodyHtml, status: 'draft' }, now);
          return tx.replaceLots(bulletin, toNewLots(body.lots, now), extras);
        });
      } catch (error) {
        if (error instanceof LotsInUseError)
          throw wrongState(bulletin, '其标的已有保证金或出价记录，不能再修改标的，请新建公告');
        throw error;
      }
      // The old lots are gone: their images are free until bound to the new ones.
      await files.release('lot_image', oldLotIds);
      await bindFiles(principal, bulletin.id, lotIds, { ...body, bodyHtml });
      return view((await bulletins.find(bulletin.id))!);
    },

    /** To the auditors. The first lot must open after the lead time, counted from now. */
    async commit(principal: Principal, id: number): Promise<BulletinView> {
      const bulletin = await requireOwn(principal, id);
      if (!EDITABLE.includes(bulletin.status))
        throw wrongState(bulletin, '只有草稿、已驳回或已撤回的公告可以提交审核');
      // Only a certified company sells: the platform vouches for whoever it publishes.
      if ((await bulletins.certifiedCompanies([bulletin.sellerOrgId])).length === 0)
        throw new AppError('COMPANY_NOT_CERTIFIED', { params: { org: bulletin.sellerName } });
      const now = clock.now();
      const lots = await bulletins.lotsOf([id]);
      checkLeadTime(lots, now, '提交审核');
      await checkRestrictedLists(lots);
      const moved = await bulletins.transaction(async (tx) => {
        const done = await tx.transition(
          id,
          EDITABLE,
          { to: 'submitted', submittedAt: now, rejectReason: null },
          now,
        );
        if (done)
          await tx.recordAudit({
            bulletinId: id,
            auditorUserId: principal.userId,
            action: 'submit',
            createdAt: now,
          });
        return done;
      });
      if (!moved) throw wrongState((await bulletins.find(id))!, '只有草稿、已驳回或已撤回的公告可以提交审核');
      return view((await bulletins.find(id))!);
    },

    /** 撤回: back to the seller, while waiting for audit or published but before any bidding. */
    async undo(principal: Principal, id: number): Promise<BulletinView> {
      const bulletin = await requireOwn(principal, id);
      const rule = '只有待审核，或已发布但尚未开始竞价的公告可以撤回';
      const now = clock.now();
      const lots = await bulletins.lotsOf([id]);
      if (bulletin.status === 'published' && lots.some((lot) => lot.startsAt.getTime() <= now.getTime())) {
        throw wrongState(bulletin, rule);
      }
      const moved = await bulletins.transaction(async (tx) => {
        const done = await tx.transition(
          id,
          ['submitted', 'published'],
          { to: 'withdrawn', withdrawnAt: now, publishedAt: null },
          now,
        );
        if (!done) return false;
        await tx.setLotStatuses(id, ['scheduled'], 'pending', now);
        // In the same transaction: the lots and their deposits are taken back together or not at all.
        await tx.releaseDeposits(
          lots.map((lot) => lot.id),
          { note: '公告已撤回', now },
        );
        await tx.recordAudit({
          bulletinId: id,
          auditorUserId: principal.userId,
          action: 'withdraw',
          createdAt: now,
        });
        return true;
      });
      if (!moved) throw wrongState((await bulletins.find(id))!, rule);
      return view((await bulletins.find(id))!);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const bulletin = await requireOwn(principal, id);
      if (!EDITABLE.includes(bulletin.status))
        throw wrongState(bulletin, '只有草稿、已驳回或已撤回的公告可以删除');
      const lotIds = (await bulletins.lotsOf([id])).map((lot) => lot.id);
      try {
        await bulletins.remove(id);
      } catch (error) {
        if (error instanceof LotsInUseError)
          throw wrongState(bulletin, '其标的已有保证金或出价记录，不能删除');
        throw error;
      }
      // Their uploads go back to the seller, who may use or delete them again.
      await files.release('bulletin_attachment', [id]);
      await files.release('lot_image', lotIds);
    },

    /** The platform sets a bulletin's commission (flat rate) or returns it to the tiers. */
    async setCommission(body: CommissionEditBody): Promise<BulletinView> {
      const bulletin = await bulletins.find(body.bulletinId);
      if (!bulletin) throw new AppError('BULLETIN_NOT_FOUND');
      if (bulletin.status === 'ended') throw wrongState(bulletin, '已结束的公告不能再修改佣金');
      await bulletins.setCommission(bulletin.id, body.commissionBps, clock.now());
      return view((await bulletins.find(bulletin.id))!);
    },

    ...createLotDetailsService({ bulletins, clock, requireOwnLot }),

    bulletinFileAccess,

    async lotFileAccess(lotId: number, principal: Principal | null): Promise<FileAccess> {
      const lot = await bulletins.findLot(lotId);
      return lot ? bulletinFileAccess(lot.bulletinId, principal) : 'denied';
    },
  };
}

export type BulletinsService = ReturnType<typeof createBulletinsService>;
