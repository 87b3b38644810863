import { groupBy, toLotCard } from '../market-views';
import type { MarketServiceDeps } from '../market-deps';

export const HOME_BULLETIN_LIMIT = 8;

/** The home page's bulletins (with their lots) and figures. */
export function createHomePage({ market, clock }: MarketServiceDeps) {
  return {
    async homeBulletins() {
      const bulletins = await market.recentBulletins(HOME_BULLETIN_LIMIT);
      const lotsByBulletin = groupBy(
        await market.lotCardsOfBulletins(bulletins.map((bulletin) => bulletin.id)),
        (lot) => lot.bulletinId,
      );
      return bulletins.map((bulletin) => ({
        id: bulletin.id,
        bulletinNo: bulletin.bulletinNo,
        title: bulletin.title,
        sellerName: bulletin.sellerName,
        publishedAt: bulletin.publishedAt?.toISOString() ?? null,
        lots: (lotsByBulletin.get(bulletin.id) ?? []).map(toLotCard),
      }));
    },

    async homeFigures() {
      return { ...(await market.figures()), serverTime: clock.now().toISOString() };
    },
  };
}
