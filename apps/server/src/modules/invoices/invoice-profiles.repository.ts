import type { InvoiceDetails, InvoiceProfile } from '@lyp/shared/invoices/invoice.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceProfiles, organisations } from '../../db/schema';

const profileColumns = {
  kind: invoiceProfiles.kind,
  title: invoiceProfiles.title,
  taxNo: invoiceProfiles.taxNo,
  addressPhone: invoiceProfiles.addressPhone,
  bankAccount: invoiceProfiles.bankAccount,
  updatedAt: invoiceProfiles.updatedAt,
};

/** 开票信息: one row per organisation, replaced whole on each save. */
export function createInvoiceProfilesRepository(db: Db) {
  return {
    async ofOrganisation(orgId: number): Promise<InvoiceProfile | null> {
      const [row] = await db
        .select(profileColumns)
        .from(invoiceProfiles)
        .where(eq(invoiceProfiles.orgId, orgId));
      return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** A company is invoiced by its 纳税人识别号; a person's own organisation may have none. */
    async isCompany(orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ type: organisations.type })
        .from(organisations)
        .where(eq(organisations.id, orgId));
      return row?.type === 'company';
    },

    async save(input: { orgId: number; details: InvoiceDetails; userId: number; now: Date }): Promise<void> {
      const values = { ...input.details, updatedBy: input.userId, updatedAt: input.now };
      await db
        .insert(invoiceProfiles)
        .values({ orgId: input.orgId, ...values })
        .onConflictDoUpdate({ target: invoiceProfiles.orgId, set: values });
    },
  };
}

export type InvoiceProfilesRepository = ReturnType<typeof createInvoiceProfilesRepository>;
