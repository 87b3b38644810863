import type { PageQuery } from '@lyp/shared/api/envelope';
import { AppError } from '../../../lib/app-error';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { exportFollows, type FollowedLot } from '../follow-export';
import type { MarketServiceDeps } from '../market-deps';
import type { LotCardRow } from '../market.repository';
import { toLotCard } from '../market-views';
import { readPage } from '../../../lib/paging';

const toFollowedLot = (row: LotCardRow & { remind: boolean }): FollowedLot => ({
  ...toLotCard(row),
  remind: row.remind,
});

/** 关注: following a public lot, and the caller's list of followed lots. */
export function createFollows({ market, clock }: MarketServiceDeps) {
  /** Anything not public answers like a missing lot. */
  async function requirePublicLot(lotId: number) {
    const lot = await market.findPublicLotBrief(lotId);
    if (!lot) throw new AppError('LOT_NOT_FOUND');
    return lot;
  }

  return {
    async follow(principal: Principal, body: { lotId: number; remind: boolean }) {
      await requirePublicLot(body.lotId);
      await market.upsertFollow({
        userId: principal.userId,
        lotId: body.lotId,
        remind: body.remind,
        now: clock.now(),
      });
      return { following: true, remind: body.remind };
    },

    async followState(principal: Principal, lotId: number) {
      await requirePublicLot(lotId);
      const follow = await market.findFollow(principal.userId, lotId);
      return { following: follow !== undefined, remind: follow?.remind ?? false };
    },

    async followList(principal: Principal, page: PageQuery) {
      return readPage(
        page,
        ({ offset, limit }) => market.listFollows(principal.userId, offset, limit),
        toFollowedLot,
      );
    },

    /** 我的关注's export: every lot the caller follows, read a page at a time. */
    followExport(principal: Principal) {
      const rows = allPages(async (offset, limit) =>
        (await market.listFollows(principal.userId, offset, limit)).records.map(toFollowedLot),
      );
      return exportFollows(rows, clock.now());
    },

    /** Removes only the caller's own follow; answers whether there was one. */
    async unfollow(principal: Principal, lotId: number) {
      const removed = await market.removeFollow(principal.userId, lotId);
      return { removed, state: { following: false, remind: false } };
    },
  };
}
