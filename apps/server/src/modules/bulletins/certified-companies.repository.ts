import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCertifications, lotSpecifiedOrgs, organisations } from '../../db/schema';
import { containing } from '../../db/like';

/** A certified company, as a 定向 list shows it. */
export interface CertifiedCompany {
  orgId: number;
  name: string;
  companyCode: string | null;
}

/** The certified companies a seller may name on a 定向 list, and those its lots name. */
export interface CertifiedCompaniesRepository {
  specifiedOrgsOf(lotIds: number[]): Promise<Array<CertifiedCompany & { lotId: number }>>;
  /** Those of these organisations whose company certification is approved. */
  certifiedCompanies(orgIds: number[]): Promise<CertifiedCompany[]>;
  searchCertifiedCompanies(keyword: string, limit: number): Promise<CertifiedCompany[]>;
}

/** A company organisation joined to its approved certification. */
const certifiedCompanyColumns = {
  orgId: organisations.id,
  name: organisations.name,
  companyCode: organisations.companyCode,
};

export function createCertifiedCompaniesRepository(db: DbOrTx): CertifiedCompaniesRepository {
  /** Company organisations whose certification is approved, filtered by `where`. */
  const certifiedCompaniesWhere = (where: SQL | undefined) =>
    db
      .select(certifiedCompanyColumns)
      .from(organisations)
      .innerJoin(
        companyCertifications,
        and(eq(companyCertifications.orgId, organisations.id), eq(companyCertifications.status, 'approved')),
      )
      .where(where);

  return {
    async specifiedOrgsOf(lotIds) {
      if (lotIds.length === 0) return [];
      return db
        .select({ lotId: lotSpecifiedOrgs.lotId, ...certifiedCompanyColumns })
        .from(lotSpecifiedOrgs)
        .innerJoin(organisations, eq(organisations.id, lotSpecifiedOrgs.orgId))
        .where(inArray(lotSpecifiedOrgs.lotId, lotIds))
        .orderBy(asc(lotSpecifiedOrgs.createdAt), asc(organisations.id));
    },

    async certifiedCompanies(orgIds) {
      if (orgIds.length === 0) return [];
      return certifiedCompaniesWhere(inArray(organisations.id, orgIds));
    },

    async searchCertifiedCompanies(keyword, limit) {
      const pattern = containing(keyword);
      return certifiedCompaniesWhere(
        or(ilike(organisations.name, pattern), ilike(organisations.companyCode, pattern)),
      )
        .orderBy(asc(organisations.name))
        .limit(limit);
    },
  };
}
