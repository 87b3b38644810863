import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulletinAudits, users } from '../../db/schema';
import type { BulletinEventRecord } from './bulletin-records';

/** A bulletin's submissions, reviews and withdrawals, as written and as read back. */
export interface BulletinAuditTrail {
  recordAudit(entry: typeof bulletinAudits.$inferInsert): Promise<void>;
  /** Submissions, reviews and withdrawals, oldest first, with who did them. */
  historyOf(bulletinId: number): Promise<BulletinEventRecord[]>;
  /** Each bulletin's newest review (approve, reject or revoke), with the reviewer's name. */
  lastReviewsOf(bulletinIds: number[]): Promise<Map<number, BulletinEventRecord>>;
}

export function createBulletinAuditTrail(db: DbOrTx): BulletinAuditTrail {
  return {
    async recordAudit(entry) {
      await db.insert(bulletinAudits).values(entry);
    },

    async historyOf(bulletinId) {
      const rows = await db
        .select({
          ...getTableColumns(bulletinAudits),
          actualName: users.actualName,
          username: users.username,
          phone: users.phone,
        })
        .from(bulletinAudits)
        .innerJoin(users, eq(users.id, bulletinAudits.auditorUserId))
        .where(eq(bulletinAudits.bulletinId, bulletinId))
        .orderBy(asc(bulletinAudits.createdAt), asc(bulletinAudits.id));
      return rows.map(({ actualName, username, phone, ...entry }) => ({
        ...entry,
        actorName: actualName ?? username ?? phone,
      }));
    },

    async lastReviewsOf(bulletinIds) {
      if (bulletinIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([bulletinAudits.bulletinId], {
          ...getTableColumns(bulletinAudits),
          actualName: users.actualName,
          username: users.username,
          phone: users.phone,
        })
        .from(bulletinAudits)
        .innerJoin(users, eq(users.id, bulletinAudits.auditorUserId))
        .where(
          and(
            inArray(bulletinAudits.bulletinId, bulletinIds),
            inArray(bulletinAudits.action, ['approve', 'reject', 'revoke']),
          ),
        )
        .orderBy(bulletinAudits.bulletinId, desc(bulletinAudits.createdAt), desc(bulletinAudits.id));
      return new Map(
        rows.map(({ actualName, username, phone, ...entry }) => [
          entry.bulletinId,
          { ...entry, actorName: actualName ?? username ?? phone },
        ]),
      );
    },
  };
}
