import type {
  LotViewing,
  LotViewingAddBody,
  LotViewingEditBody,
  SpecifiedBiddersSaveBody,
  SpecifiedOrgSearchBody,
} from '@lyp/shared/auction/bulletin.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { toViewing } from './bulletin-views';
import type { BulletinRecord, BulletinsRepository, LotRecord } from './bulletins.repository';
import { wrongState } from './bulletin-state';

/** How many certified companies one search for a 定向 list answers. */
const COMPANY_SEARCH_LIMIT = 20;

/**
 * What a seller keeps beside a lot on its own screens: 看货 viewings and the 定向 lists. The
 * bulletin form sends them with its lots; these calls change one lot's without a new version.
 */
export function createLotDetailsService(deps: {
  bulletins: BulletinsRepository;
  clock: Clock;
  requireOwnLot(principal: Principal, lotId: number): Promise<{ lot: LotRecord; bulletin: BulletinRecord }>;
}) {
  const { bulletins, clock, requireOwnLot } = deps;
  return {
    async listViewings(principal: Principal, lotId: number): Promise<LotViewing[]> {
      await requireOwnLot(principal, lotId);
      return (await bulletins.listViewings(lotId)).map(toViewing);
    },

    async addViewing(principal: Principal, body: LotViewingAddBody): Promise<LotViewing> {
      const { bulletin } = await requireOwnLot(principal, body.lotId);
      if (bulletin.status === 'ended') throw wrongState(bulletin, '已结束的公告不能再添加看货信息');
      const now = clock.now();
      return toViewing(
        await bulletins.insertViewing({
          lotId: body.lotId,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          address: body.address,
          contactPerson: body.contactPerson,
          contactPhone: body.contactPhone,
          remark: body.remark ?? null,
          createdAt: now,
          updatedAt: now,
        }),
      );
    },

    async editViewing(principal: Principal, body: LotViewingEditBody): Promise<LotViewing> {
      const viewing = await bulletins.findViewing(body.id);
      if (!viewing) throw new AppError('LOT_VIEWING_NOT_FOUND');
      const owned = await requireOwnLot(principal, viewing.lotId).catch(() => {
        throw new AppError('LOT_VIEWING_NOT_FOUND');
      });
      // The same rule as adding one: after the end there is nothing left to view.
      if (owned.bulletin.status === 'ended')
        throw wrongState(owned.bulletin, '已结束的公告不能再修改看货信息');
      return toViewing(
        await bulletins.updateViewing(viewing.id, {
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          address: body.address,
          contactPerson: body.contactPerson,
          contactPhone: body.contactPhone,
          remark: body.remark ?? null,
          updatedAt: clock.now(),
        }),
      );
    },

    /** 定向竞价: the registered users (by phone) who alone may pay the deposit and bid. */
    async saveSpecifiedBidders(principal: Principal, body: SpecifiedBiddersSaveBody) {
      const { lot, bulletin } = await requireOwnLot(principal, body.lotId);
      if (!lot.restricted) throw new AppError('LOT_NOT_RESTRICTED');
      if (!['draft', 'rejected', 'withdrawn', 'submitted', 'published'].includes(bulletin.status)) {
        throw wrongState(bulletin, '竞价开始后不能再修改定向竞买人');
      }
      const phones = [...new Set(body.phones)];
      const found = new Map((await bulletins.findUsersByPhones(phones)).map((user) => [user.phone, user.id]));
      const missing = phones.find((phone) => !found.has(phone));
      if (missing) throw new AppError('SPECIFIED_BIDDER_UNKNOWN', { params: { phone: missing } });
      await bulletins.replaceSpecifiedBidders(lot.id, [...found.values()], clock.now());
      return bulletins.listSpecifiedBidders(lot.id);
    },

    /** Certified companies by name or credit code, for a 定向 list. */
    async searchSpecifiedOrgs(principal: Principal, body: SpecifiedOrgSearchBody) {
      const found = await bulletins.searchCertifiedCompanies(body.keyword, COMPANY_SEARCH_LIMIT + 1);
      // Never the caller's own company: it may not bid on its own lots.
      return found.filter((company) => company.orgId !== principal.orgId).slice(0, COMPANY_SEARCH_LIMIT);
    },

    async listSpecifiedBidders(principal: Principal, lotId: number) {
      await requireOwnLot(principal, lotId);
      return bulletins.listSpecifiedBidders(lotId);
    },
  };
}
