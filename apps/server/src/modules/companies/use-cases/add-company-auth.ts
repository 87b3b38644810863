import type { CompanyAuth, CompanyAuthAddBody } from '@lyp/shared/company/company.schemas';
import type { Principal } from '../../../lib/principal';
import { toCompanyAuth } from '../company-auth.view';
import type { CompaniesServiceDeps } from './company-auth-deps';
import { conflictAs, existsError, requireApplicant } from './company-auth-rules';
import { checkLicence, LICENCE, valuesToStore } from './company-auth-values';

/** A new application, for a new company (acting personally) or the uncertified company acted for. */
export function addCompanyAuth({ companies, files, clock }: CompaniesServiceDeps) {
  return async (principal: Principal, body: CompanyAuthAddBody): Promise<CompanyAuth> => {
    const standing = await companies.standing(principal.userId, principal.orgId);
    const { orgId } = requireApplicant(standing);
    const open =
      orgId === null ? await companies.findOpenOfApplicant(principal.userId) : standing.certification;
    if (open) throw existsError(open);
    const values = valuesToStore(body, undefined, body.submit);
    const licence = await checkLicence(files, principal, values, undefined);
    const now = clock.now();
    const created = await companies
      .transaction(async (scope) => {
        const row = await scope.companies.insert({
          tenantId: standing.org!.tenantId,
          applicantUserId: principal.userId,
          orgId,
          status: body.submit ? 'submitted' : 'draft',
          details: values,
          now,
        });
        if (licence) await scope.files.rebind(LICENCE, row.id, [licence]);
        return row;
      })
      .catch(
        conflictAs(values, () =>
          orgId === null ? companies.findOpenOfApplicant(principal.userId) : companies.findByOrg(orgId),
        ),
      );
    return toCompanyAuth(created);
  };
}
