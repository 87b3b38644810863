import { TREND_MONTHS, type CompanyHomeInfo } from '@lyp/shared/dashboard/dashboard.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { HomeFiguresRepository } from './home-figures.repository';

/**
 * 工作台's figures, each of the caller's own: the organisation they act for (a seller's income,
 * the company card) or themselves (a buyer's spending). The server's clock decides the months.
 */
export function createHomeFiguresService(deps: { figures: HomeFiguresRepository; clock: Clock }) {
  const { figures, clock } = deps;
  return {
    incomeTrend: (principal: Principal) => figures.incomeByMonth(principal.orgId, clock.now(), TREND_MONTHS),
    consumeBar: (principal: Principal) =>
      figures.spendingByMonth(principal.userId, clock.now(), TREND_MONTHS),
    /** The money only to members who may see the orders behind it (a sub-account may not). */
    async companyInfo(principal: Principal): Promise<CompanyHomeInfo | null> {
      const info = await figures.companyInfo(principal.orgId);
      if (!info) return null;
      const may = (code: string) => principal.permissions.has(code);
      return {
        ...info,
        incomeFen: may(PERMISSIONS.orderManageView.code) ? info.incomeFen : null,
        spentFen: may(PERMISSIONS.myOrderView.code) ? info.spentFen : null,
      };
    },
  };
}

export type HomeFiguresService = ReturnType<typeof createHomeFiguresService>;
