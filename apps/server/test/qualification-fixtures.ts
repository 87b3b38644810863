import { chinaDate } from '@lyp/shared/format/timestamp';
import type { FixtureContext } from './bidder-fixtures';
import { eq } from 'drizzle-orm';
import { bidderQualifications, lots } from '../src/db/schema';
import { DAY_MS } from '../src/lib/clock';

/**
 * 竞买人资质 made directly in the database: what a lot requires, and what an organisation holds
 * after (or before) an auditor's decision.
 */

export async function requireQualifications(t: FixtureContext, lotId: number, typeCodes: string[]) {
  await t.database.db.update(lots).set({ requiredQualifications: typeCodes }).where(eq(lots.id, lotId));
}

/** The organisation's licence of the type, as reviewed (approved unless told), valid through `validUntil`. */
export async function holdQualification(
  t: FixtureContext,
  holder: { userId: number; orgId: number },
  typeCode: string,
  options: { validUntil: string; status?: 'submitted' | 'approved' | 'rejected' },
) {
  const now = t.clock.now();
  const status = options.status ?? 'approved';
  const row = {
    orgId: holder.orgId,
    typeCode,
    licenceNo: `苏危废${holder.orgId}号`,
    validUntil: options.validUntil,
    fileIds: [],
    status,
    submittedBy: holder.userId,
    submittedAt: now,
    reviewedAt: status === 'submitted' ? null : now,
  };
  await t.database.db
    .insert(bidderQualifications)
    .values(row)
    .onConflictDoUpdate({ target: [bidderQualifications.orgId, bidderQualifications.typeCode], set: row });
}

/** A Beijing calendar day `days` after the clock's (negative: before). */
export function beijingDay(t: FixtureContext, days: number): string {
  return chinaDate(new Date(t.clock.now().getTime() + days * DAY_MS));
}
