import { eq, isNotNull } from 'drizzle-orm';
import { protectIdNumber, type IdNumberVault } from '../lib/id-number-vault';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './client';
import { isUniqueViolation } from './pg-errors';
import { certifications } from './schema';

/**
 * ID numbers stored readable before they were protected: each becomes its hash, masked form
 * and sealed form, and the readable one is emptied. A number that another account already
 * holds (certified or in review) keeps both accounts as they were, the later one marked
 * duplicateAllowed, for an auditor to see in 详情. Runs at every start; finds nothing once done.
 */
export async function protectLegacyIdNumbers(database: Database, vault: IdNumberVault): Promise<number> {
  return withAdvisoryLock(database.pool, 'protect-id-numbers', async () => {
    const { db } = database;
    const legacy = await db
      .select({ userId: certifications.userId, idNumber: certifications.legacyIdNumber })
      .from(certifications)
      .where(isNotNull(certifications.legacyIdNumber))
      .orderBy(certifications.submittedAt, certifications.userId);
    for (const row of legacy) {
      const values = { ...protectIdNumber(vault, row.idNumber!), legacyIdNumber: null };
      const update = (duplicateAllowed: boolean) =>
        db
          .update(certifications)
          .set({ ...values, duplicateAllowed })
          .where(eq(certifications.userId, row.userId));
      await update(false).catch(async (error: unknown) => {
        if (!isUniqueViolation(error, 'certifications_id_number_unique')) throw error;
        await update(true);
      });
    }
    return legacy.length;
  });
}
