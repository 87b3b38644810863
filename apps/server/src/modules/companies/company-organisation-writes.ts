import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, roles, userOrganisations, userRoles } from '../../db/schema';
import type { BankAccount, CompanyCertRecord } from './company-cert.types';

/** What an approved application writes onto its organisation. */
function organisationDetails(cert: CompanyCertRecord) {
  return {
    companyCode: cert.companyCode,
    contactPerson: cert.contactPerson,
    contactPhone: cert.contactPhone,
    contactTel: cert.contactTel,
    contactMail: cert.contactMail,
    companyAddr: cert.companyAddr,
    detailAddr: cert.detailAddr,
    bankName: cert.bankName,
    bankNumber: cert.bankNumber,
    interbankAccount: cert.interbankAccount,
  };
}

/** Writes of what approval changes: the organisation, the applicant's membership and role. */
export function createCompanyOrganisationWrites(db: DbOrTx) {
  return {
    /** A new organisation for an approved company, from its application. */
    async insertCompanyOrganisation(cert: CompanyCertRecord, now: Date): Promise<number> {
      const [org] = await db
        .insert(organisations)
        .values({
          tenantId: cert.tenantId,
          name: cert.companyName ?? '',
          type: 'company',
          ...organisationDetails(cert),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: organisations.id });
      if (!org) throw new Error('organisation insert returned nothing');
      return org.id;
    },

    async updateCompanyOrganisation(orgId: number, cert: CompanyCertRecord, now: Date): Promise<void> {
      await db
        .update(organisations)
        .set({ name: cert.companyName ?? '', type: 'company', ...organisationDetails(cert), updatedAt: now })
        .where(eq(organisations.id, orgId));
    },

    async setOrganisationBank(
      orgId: number,
      bank: { [Key in keyof BankAccount]: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(organisations)
        .set({ ...bank, updatedAt: now })
        .where(eq(organisations.id, orgId));
    },

    /** The user becomes a member of the organisation, and it becomes their default one. */
    async makeDefaultMember(userId: number, orgId: number, now: Date): Promise<void> {
      await db
        .insert(userOrganisations)
        .values({ userId, orgId, isDefault: false, createdAt: now })
        .onConflictDoNothing();
      // Two statements: the one-default index is checked row by row.
      await db
        .update(userOrganisations)
        .set({ isDefault: false })
        .where(and(eq(userOrganisations.userId, userId), ne(userOrganisations.orgId, orgId)));
      await db
        .update(userOrganisations)
        .set({ isDefault: true })
        .where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId)));
    },

    /** Gives the user the built-in seller role of their tenant if they lack it; false if it is gone. */
    async grantSellerRole(userId: number, tenantId: number): Promise<boolean> {
      const [role] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, ROLE_CODES.seller)));
      if (!role) return false;
      await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
      return true;
    },
  };
}
