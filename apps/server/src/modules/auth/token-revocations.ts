import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oauthTokens } from '../../db/schema';

/** Ends tokens: one, a refresh family, or all of a user's; those already ended keep their reason. */
export function createTokenRevocations(db: DbOrTx) {
  return {
    async revoke(id: number, now: Date, reason: string): Promise<void> {
      await db
        .update(oauthTokens)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(oauthTokens.id, id), isNull(oauthTokens.revokedAt)));
    },

    async revokeFamily(familyId: string, now: Date, reason: string): Promise<void> {
      await db
        .update(oauthTokens)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(oauthTokens.familyId, familyId), isNull(oauthTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number, now: Date, reason: string): Promise<void> {
      await db
        .update(oauthTokens)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt)));
    },
  };
}
