import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../test/auction-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { companyCertifications, orders, organisations, settlementAccounts } from '../schema';
import { useTestApp } from '../../../test/use-test-app';
import { migrationStatements, runStatements } from '../../../test/migration-fixtures';

/** Migration 0016's data statements: what carries a database from before reviewed accounts. */
const backfillStatements = () =>
  migrationStatements('0016_reviewed_settlement_accounts.sql', (statement) =>
    /^\s*(--.*\n)*\s*(INSERT|UPDATE)/.test(statement),
  );

describe('reviewed settlement accounts on a database from before them', () => {
  const { t } = useTestApp({ accessTokenTtlSeconds: 60 * 24 * 3600 });

  it('make each certified company’s account in force reviewed, and link typed accounts that match one', async () => {
    const { db } = t.database;
    const { order } = await soldOrder(t, await tokensOf(t));
    const [sale] = await db.select().from(orders).where(eq(orders.id, order.id));
    const [org] = await db.select().from(organisations).where(eq(organisations.id, sale!.sellerOrgId));
    const [certified] = await db
      .select({ name: companyCertifications.companyName })
      .from(companyCertifications)
      .where(eq(companyCertifications.orgId, org!.id));
    // As the database stood: no reviewed accounts, an order with its account typed as the org's.
    await db.update(orders).set({ settlementAccountId: null }).where(isNotNull(orders.settlementAccountId));
    await db.delete(settlementAccounts);
    await db
      .update(orders)
      .set({
        settlementAccountName: certified!.name,
        settlementBankName: org!.bankName,
        settlementBankNumber: org!.bankNumber!.replaceAll(' ', ''),
        settlementInterbank: org!.interbankAccount,
        settledAt: null,
      })
      .where(eq(orders.id, sale!.id));

    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    await runStatements(t, statements);

    const [account] = await db.select().from(settlementAccounts).where(eq(settlementAccounts.orgId, org!.id));
    expect(account).toMatchObject({
      accountName: certified!.name,
      bankNumber: org!.bankNumber,
      retiredAt: null,
    });
    const [linked] = await db.select().from(orders).where(eq(orders.id, sale!.id));
    expect(linked).toMatchObject({ settlementAccountId: account!.id, settlementBankNumber: null });
  });
});
