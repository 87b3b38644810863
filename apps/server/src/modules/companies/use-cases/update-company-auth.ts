import type { CompanyAuth, CompanyAuthUpdateBody } from '@lyp/shared/company/company.schemas';
import type { Principal } from '../../../lib/principal';
import { toCompanyAuth } from '../company-auth.view';
import type { CompaniesServiceDeps } from './company-auth-deps';
import { conflictAs, notAllowed, notEditable, requireOwnApplication } from './company-auth-rules';
import { checkLicence, LICENCE, valuesToStore } from './company-auth-values';

/** Edits (and perhaps sends) a draft or rejected application of the caller's. */
export function updateCompanyAuth({ companies, files, clock }: CompaniesServiceDeps) {
  return async (principal: Principal, body: CompanyAuthUpdateBody): Promise<CompanyAuth> => {
    const standing = await companies.standing(principal.userId, principal.orgId);
    if (standing.subAccountOrgId !== null)
      throw notAllowed('子账号不能办理企业认证，请由企业的主账号申请或修改');
    const existing = await requireOwnApplication(companies, principal, body.id);
    if (existing.status !== 'draft' && existing.status !== 'rejected') throw notEditable(existing);
    const values = valuesToStore(body, existing, body.submit);
    const licence = await checkLicence(files, principal, values, existing);
    // Saved without sending, a rejected application stays rejected, so its reason still shows.
    const status = body.submit ? 'submitted' : existing.status === 'rejected' ? 'rejected' : 'draft';
    const now = clock.now();
    const updated = await companies
      .transaction(async (scope) => {
        const row = await scope.companies.updateEditable(existing.id, {
          status,
          details: values,
          now,
        });
        if (row && licence) await scope.files.rebind(LICENCE, row.id, [licence]);
        return row;
      })
      .catch(conflictAs(values, () => companies.findById(existing.id)));
    if (!updated) throw notEditable((await companies.findById(existing.id)) ?? existing);
    return toCompanyAuth(updated);
  };
}
