import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { CompaniesService } from './companies.service';
import type { CompanyCaller } from './company-auth.view';
import type { CompanyBankService } from './company-bank.service';
import type { SubAccountsService } from './sub-accounts.service';

const callerOf = (request: FastifyRequest): CompanyCaller => ({
  principal: requirePrincipal(request),
  ip: request.ip,
});

export const companiesRoutes: FastifyPluginAsync<{
  companies: CompaniesService;
  companyBank: CompanyBankService;
}> = async (app, { companies, companyBank }) => {
  const E = ENDPOINTS;
  route(app, E.companyAuthAdd, async (request) =>
    ok(
      await companies.add(requirePrincipal(request), request.body),
      request.body.submit ? '企业认证已提交，请等待审核' : '已保存草稿',
    ),
  );
  route(app, E.companyAuthUpdate, async (request) =>
    ok(
      await companies.update(requirePrincipal(request), request.body),
      request.body.submit ? '企业认证已提交，请等待审核' : '已保存',
    ),
  );
  route(app, E.companyAuthGet, async (request) => ok(await companies.mine(requirePrincipal(request))));
  route(app, E.companyAuthSelect, async (request) =>
    ok(await companies.list(requirePrincipal(request), request.body)),
  );
  exportRoute(app, E.companyAuthExport, (request) =>
    companies.export(requirePrincipal(request), request.body),
  );
  route(app, E.companyAuthSameCode, async (request) =>
    ok(await companies.sameCreditCode(requirePrincipal(request), request.params.id)),
  );
  route(app, E.companyAuthReview, async (request) =>
    ok(
      await companies.review(callerOf(request), request.body),
      request.body.approved ? '已通过企业认证' : '已驳回企业认证',
    ),
  );
  route(app, E.companyInfoByUser, async (request) =>
    ok(await companies.ofUser(requirePrincipal(request), request.params.id)),
  );
  route(app, E.companyBankEdit, async (request) =>
    ok(
      await companyBank.request(callerOf(request), request.body),
      '开户信息变更已提交，审核通过前仍使用原账户',
    ),
  );
  route(app, E.companyBankReview, async (request) =>
    ok(
      await companyBank.review(callerOf(request), request.body),
      request.body.approved ? '新的开户信息已生效' : '已驳回开户信息变更',
    ),
  );
  route(app, E.registerReviewBankEdit, async (request) =>
    ok(await companyBank.correct(callerOf(request), request.body), '开户信息已修改并生效'),
  );
};

export const subAccountsRoutes: FastifyPluginAsync<{ subAccounts: SubAccountsService }> = async (
  app,
  { subAccounts },
) => {
  const E = ENDPOINTS;
  route(app, E.subAccountList, async (request) => ok(await subAccounts.list(requirePrincipal(request))));
  exportRoute(app, E.subAccountExport, (request) => subAccounts.export(requirePrincipal(request)));
  route(app, E.subAccountAdd, async (request) =>
    ok(await subAccounts.add(callerOf(request), request.body), '子账号已新增，请将临时密码告知使用人'),
  );
  route(app, E.subAccountUpdate, async (request) =>
    ok(await subAccounts.update(callerOf(request), request.body), '子账号已保存'),
  );
  route(app, E.registerReviewSubAccounts, async (request) =>
    ok(await subAccounts.listForReviewer(requirePrincipal(request), request.body.orgId)),
  );
  route(app, E.registerReviewSubAccountAdd, async (request) =>
    ok(
      await subAccounts.addForReviewer(callerOf(request), request.body),
      '子账号已新增，请将临时密码告知使用人',
    ),
  );
  route(app, E.subAccountDelete, async (request) => {
    await subAccounts.remove(callerOf(request), request.body.userId);
    return ok(null, '子账号已删除');
  });
};
