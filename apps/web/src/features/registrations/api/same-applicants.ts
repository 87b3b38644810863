import { queryOptionsOf } from '../../../lib/api-call';

/** Other accounts of the tenant that applied with this applicant's ID number. */
export const sameIdentityQuery = (userId: number) => queryOptionsOf('certificationSameIdentity', { userId });

/** Other applications of the tenant with this application's credit code. */
export const sameCreditCodeQuery = (id: number) => queryOptionsOf('companyAuthSameCode', { id });
