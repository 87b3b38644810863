import type { SpecifiedBiddersSaveBody, SpecifiedOrgSearchBody } from '@lyp/shared/auction/bulletin.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { wrongState } from '../bulletin-state';
import type { LotDetailsDeps } from '../bulletins-deps';

/** How many certified companies one search for a 定向 list answers. */
const COMPANY_SEARCH_LIMIT = 20;

/** 定向竞价's lists of one of the seller's lots: the bidders saved and listed, companies found. */
export function specifiedLists({ bulletins, clock, requireOwnLot }: LotDetailsDeps) {
  return {
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
