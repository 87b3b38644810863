import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { companyCertifications, organisations, settlementAccounts, users } from '../schema';
import { DEMO_COMPANY_APPLICANT, type DemoCompany } from './demo-accounts.seed';

/**
 * An approved certification for a demo company, applied for by the demo seller, when the company
 * has none. It copies the organisation as it stands, so an administrator's edits carry over.
 */
export async function ensureDemoCompanyCertification(
  tx: DbOrTx,
  tenantId: number,
  company: DemoCompany,
  now: Date,
): Promise<void> {
  const [org] = await tx
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.tenantId, tenantId),
        eq(organisations.type, 'company'),
        eq(organisations.companyCode, company.companyCode),
      ),
    )
    .limit(1);
  const [applicant] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${DEMO_COMPANY_APPLICANT.username}`,
        eq(users.phone, DEMO_COMPANY_APPLICANT.phone),
      ),
    )
    .orderBy(sql`lower(${users.username}) = ${DEMO_COMPANY_APPLICANT.username} desc nulls last`)
    .limit(1);
  if (!org || !applicant) return;
  // The organisation's columns are wider than the application's: an edited value is cut to fit.
  const fit = (value: string | null, length: number) => value?.slice(0, length) ?? null;
  const digits = (value: string | null) => fit(value?.replace(/[\s-]/g, '') ?? null, 40);
  // Any unique index saying no (the organisation has one, or the code is another's) means: leave it.
  await tx
    .insert(companyCertifications)
    .values({
      tenantId,
      applicantUserId: applicant.id,
      orgId: org.id,
      status: 'approved',
      companyName: fit(org.name, 100),
      companyCode: fit(org.companyCode, 18),
      legalPerson: company.legalPerson,
      contactPerson: fit(org.contactPerson, 30),
      contactPhone: org.contactPhone,
      contactTel: org.contactTel,
      contactMail: org.contactMail,
      regionCode: company.regionCode,
      companyAddr: company.companyAddr,
      detailAddr: fit(org.detailAddr, 200),
      bankName: org.bankName,
      bankNumber: digits(org.bankNumber),
      interbankAccount: org.interbankAccount,
      submittedAt: now,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await ensureReviewedAccount(tx, org, now);
}

/**
 * The demo company's account in force, reviewed as its certification was, so its sales settle
 * the way a real company's do: only to a reviewed account. Left alone once the company has one.
 */
async function ensureReviewedAccount(
  tx: DbOrTx,
  org: typeof organisations.$inferSelect,
  now: Date,
): Promise<void> {
  if (!org.bankNumber) return;
  const [existing] = await tx
    .select({ id: settlementAccounts.id })
    .from(settlementAccounts)
    .where(eq(settlementAccounts.orgId, org.id))
    .limit(1);
  if (existing) return;
  const [certification] = await tx
    .select({ companyName: companyCertifications.companyName })
    .from(companyCertifications)
    .where(and(eq(companyCertifications.orgId, org.id), eq(companyCertifications.status, 'approved')));
  if (!certification?.companyName) return;
  await tx.insert(settlementAccounts).values({
    orgId: org.id,
    accountName: certification.companyName,
    bankName: org.bankName ?? '',
    bankNumber: org.bankNumber,
    interbankAccount: org.interbankAccount,
    source: 'certification',
    reviewedAt: now,
    createdAt: now,
  });
}
