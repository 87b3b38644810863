import type { BulletinSearchBody, LotDetail } from '@lyp/shared/auction/market.schemas';
import { AppError } from '../../../lib/app-error';
import type { MarketServiceDeps } from '../market-deps';
import { toLotCard, toPublicFile } from '../market-views';
import { pageWindow } from '../../../lib/paging';

/** A bulletin's page, the bulletin search and a seller's preview of a bulletin with its lots. */
export function createBulletinPages(
  { market }: MarketServiceDeps,
  lotDetail: (lotId: number, scope: 'public' | 'any') => Promise<LotDetail>,
) {
  async function publicBulletin(id: number, scope: 'public' | 'any' = 'public') {
    const bulletin = await market.findPublicBulletin(id, scope);
    if (!bulletin) throw new AppError('BULLETIN_NOT_FOUND');
    const [attachments, lots] = await Promise.all([
      market.listFiles('bulletin_attachment', [bulletin.id]),
      market.lotCardsOfBulletins([bulletin.id], scope),
    ]);
    return {
      id: bulletin.id,
      bulletinNo: bulletin.bulletinNo,
      title: bulletin.title,
      // Sanitized when the seller saved it.
      bodyHtml: bulletin.bodyHtml,
      sellerName: bulletin.sellerName,
      status: bulletin.status,
      publishedAt: bulletin.publishedAt?.toISOString() ?? null,
      keepRunnerUpDeposit: bulletin.keepRunnerUpDeposit,
      attachments: attachments.map(toPublicFile),
      lots: lots.map(toLotCard),
    };
  }

  return {
    async searchBulletins(body: BulletinSearchBody) {
      const { records, total } = await market.searchBulletins({
        ...(body.keyword ? { keyword: body.keyword } : {}),
        ...pageWindow(body),
      });
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return {
        records: records.map((row) => ({
          ...row,
          publishedAt: iso(row.publishedAt),
          startsAt: iso(row.startsAt),
          endsAt: iso(row.endsAt),
        })),
        total,
        current: body.current,
        size: body.size,
      };
    },

    publicBulletin,

    /**
     * A bulletin and each of its lots exactly as their public pages will show them, whatever
     * their status: for the seller's preview. The caller has checked who may see it.
     */
    async preview(bulletinId: number) {
      const bulletin = await publicBulletin(bulletinId, 'any');
      const lots = await Promise.all(bulletin.lots.map((lot) => lotDetail(lot.id, 'any')));
      return { bulletin, lots };
    },
  };
}
