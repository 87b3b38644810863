import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { roundLabel, type ReauctionBody } from '@lyp/shared/auction/reauction.schemas';
import { reauctionStartFen } from '@lyp/shared/auction/reauction-terms';
import { formatFen } from '@lyp/shared/format/currency';
import { timestampParts } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { requireOwnLot } from '../bulletin-ownership';
import { toNewLots } from '../bulletin-content';
import type { BulletinRecord, LotRecord } from '../bulletins.repository';
import { copyReauctionFiles } from './reauction-files';
import type { ReauctionDeps, ReauctionWithin } from './reauction-deps';
import { reauctionBlockers } from './reauction-blockers';
import { movedViewings, reauctionLotInput, reauctionShiftMs } from './reauction-copy';
import { loadReauctionCandidates } from './lot-lineage';

/** The bulletin's title for the new sale: the lot and its round (第二次拍卖 …), within 100 characters. */
const titleOf = (lot: LotRecord, round: number) => {
  const suffix = `（${roundLabel(round)}）`;
  return `${lot.title.slice(0, 100 - suffix.length)}${suffix}`;
};

/** The original's defaulters and whoever its own sale already barred: the whole line's. */
async function barredFor(deps: ReauctionDeps, lot: LotRecord) {
  const [defaulters, earlier] = await Promise.all([
    deps.bulletins.defaultersOf(lot.id),
    deps.bulletins.barredUsersOf([lot.id]),
  ]);
  const barred = new Map(earlier.map((entry) => [entry.userId, entry.sourceLotId]));
  for (const userId of defaulters) barred.set(userId, lot.id);
  return [...barred].map(([userId, sourceLotId]) => ({ userId, sourceLotId }));
}

/**
 * 重新拍卖: from a lot that went unsold or whose buyer defaulted, a new draft bulletin of the
 * same seller holding a copy of it (goods, rules, viewings, pictures, documents), its start
 * lowered, its times moved forward, the defaulters barred and the two lots linked. The seller
 * then edits and submits it through the usual audit.
 */
export function reauctionLot(
  deps: ReauctionDeps,
  /** The bulletin as its screens show it (use-cases/view-bulletin.ts). */
  view: (bulletin: BulletinRecord) => Promise<BulletinView>,
) {
  const requireOwn = requireOwnLot(deps);
  return async (principal: Principal, body: ReauctionBody): Promise<BulletinView> => {
    const { lot, bulletin } = await requireOwn(principal, body.lotId);
    const candidate = (await loadReauctionCandidates(deps.bulletins, [lot.id])).get(lot.id);
    if (!candidate) throw new AppError('LOT_NOT_FOUND');
    const [blocked] = reauctionBlockers(candidate);
    if (blocked) throw blocked;
    const startFen = body.startPriceFen ?? reauctionStartFen(lot.startPriceFen);
    if (startFen > lot.startPriceFen)
      throw new AppError('REAUCTION_START_TOO_HIGH', {
        params: { price: formatFen(lot.startPriceFen) },
        field: 'startPriceFen',
      });
    const now = deps.clock.now();
    const shiftMs = reauctionShiftMs(lot, now, deps.publicationLeadMinutes);
    const input = reauctionLotInput(lot, startFen, shiftMs);
    const round = candidate.lot.round + 1;
    const [viewings, specifiedUsers, specifiedOrgs, barredUsers] = await Promise.all([
      deps.bulletins.viewingsOf([lot.id]),
      deps.bulletins.specifiedBiddersOf([lot.id]),
      deps.bulletins.specifiedOrgsOf([lot.id]),
      barredFor(deps, lot),
    ]);
    const created = await deps.transaction(async (within) => {
      const { bulletinId, lotIds } = await within.bulletins.create({
        tenantId: bulletin.tenantId,
        sellerOrgId: bulletin.sellerOrgId,
        createdBy: principal.userId,
        title: titleOf(lot, round),
        bodyHtml: bulletin.bodyHtml,
        keepRunnerUpDeposit: bulletin.keepRunnerUpDeposit,
        now,
        bulletinNoPrefix: `GG${timestampParts(now).date}`,
        lots: toNewLots([input], now).map((newLot) => ({ ...newLot, previousLotId: lot.id })),
        extras: [
          {
            viewings: movedViewings(viewings, shiftMs, now),
            specifiedUserIds: specifiedUsers.map((entry) => entry.userId),
            specifiedOrgIds: specifiedOrgs.map((entry) => entry.orgId),
            barredUsers,
          },
        ],
      });
      const newLotId = lotIds[0]!;
      const bodyHtml = await copyReauctionFiles(deps, within, principal, {
        from: { bulletin, lotId: lot.id },
        to: { bulletinId, lotId: newLotId },
      });
      if (bodyHtml !== bulletin.bodyHtml)
        await within.bulletins.updateContent(
          bulletinId,
          { title: titleOf(lot, round), bodyHtml, status: 'draft' },
          now,
        );
      await recordReauction(deps, within, principal, {
        lot,
        bulletin,
        newLotId,
        startFen,
        round,
        barredUsers,
      });
      return bulletinId;
    });
    return view((await deps.bulletins.find(created))!);
  };
}

async function recordReauction(
  deps: ReauctionDeps,
  within: ReauctionWithin,
  principal: Principal,
  sale: {
    lot: LotRecord;
    bulletin: BulletinRecord;
    newLotId: number;
    startFen: number;
    round: number;
    barredUsers: Array<{ userId: number }>;
  },
) {
  await deps.operationLog.record(
    { userId: principal.userId, tenantId: principal.tenantId },
    {
      action: 'lot.reauction',
      targetType: 'lot',
      targetId: sale.lot.id,
      summary: `重新拍卖 ${sale.lot.lotNo}「${sale.lot.title}」：${roundLabel(sale.round)}，起拍价 ${formatFen(sale.lot.startPriceFen)} → ${formatFen(sale.startFen)}`,
      before: { lotId: sale.lot.id, startPriceFen: sale.lot.startPriceFen },
      after: {
        lotId: sale.newLotId,
        startPriceFen: sale.startFen,
        round: sale.round,
        barredUserIds: sale.barredUsers.map((entry) => entry.userId),
      },
    },
    within.logs,
  );
}
