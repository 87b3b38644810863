import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heldByMainAccount } from '../../db/sub-account-bound';
import { oauthTokens } from '../../db/schema';
import type { Principal } from '../../lib/principal';

export type TokenRecord = typeof oauthTokens.$inferSelect;
export type NewToken = Omit<typeof oauthTokens.$inferInsert, 'id'>;

export interface TokenRepository {
  transaction<T>(work: (tokens: TokenRepository) => Promise<T>): Promise<T>;
  insert(values: NewToken): Promise<void>;
  findPrincipal(accessTokenHash: string, now: Date): Promise<Principal | undefined>;
  lockByRefreshHash(refreshTokenHash: string): Promise<TokenRecord | undefined>;
  revoke(id: number, now: Date, reason: string): Promise<void>;
  revokeFamily(familyId: string, now: Date, reason: string): Promise<void>;
  revokeAllForUser(userId: number, now: Date, reason: string): Promise<void>;
  switchOrganisation(tokenId: number, orgId: number): Promise<void>;
}

export function createTokenRepository(db: DbOrTx): TokenRepository {
  return {
    /** Runs `work` in one transaction, with a repository bound to it. */
    transaction(work) {
      return db.transaction((tx) => work(createTokenRepository(tx)));
    },

    async insert(values: NewToken): Promise<void> {
      await db.insert(oauthTokens).values(values);
    },

    /**
     * The caller behind a live access token, with their permission codes, in one round trip:
     * this runs on every authenticated request. A sign-in older than the user's last
     * "sign out everywhere" is dead even if its row was missed by a concurrent refresh.
     * A sub-account (子账号) holds the buttons its company granted it, only while acting for it
     * and only those its company's main account holds now.
     */
    async findPrincipal(accessTokenHash: string, now: Date): Promise<Principal | undefined> {
      const result = await db.execute<{
        tokenId: number;
        userId: number;
        tenantId: number;
        orgId: number;
        mustChangePassword: boolean;
        permissions: string[];
      }>(sql`
        SELECT t.id AS "tokenId", t.user_id AS "userId", t.tenant_id AS "tenantId", t.org_id AS "orgId",
          u.must_change_password AS "mustChangePassword",
          COALESCE((
            SELECT array_agg(DISTINCT granted.code) FROM (
              SELECT m.code
              FROM user_roles ur
              JOIN role_menus rm ON rm.role_id = ur.role_id
              JOIN menus m ON m.id = rm.menu_id
              WHERE ur.user_id = t.user_id AND m.type = 'button'
              UNION ALL
              SELECT m.code
              FROM sub_accounts sa
              JOIN sub_account_grants g ON g.user_id = sa.user_id
              JOIN menus m ON m.id = g.menu_id
              WHERE sa.user_id = t.user_id AND sa.org_id = t.org_id AND m.type = 'button'
                AND ${heldByMainAccount(sql`m.id`, sql`sa.org_id`)}
            ) granted
          ), '{}') AS permissions
        FROM oauth_tokens t
        JOIN users u ON u.id = t.user_id
        WHERE t.access_token_hash = ${accessTokenHash}
          AND t.revoked_at IS NULL
          AND t.access_expires_at > ${now}
          AND u.status = 'active'
          AND (u.tokens_not_before IS NULL OR t.family_created_at >= u.tokens_not_before)`);
      const row = result.rows[0];
      return row && { ...row, permissions: new Set(row.permissions) };
    },

    /** The row of a refresh token, locked until the transaction ends: one refresh at a time. */
    async lockByRefreshHash(refreshTokenHash: string): Promise<TokenRecord | undefined> {
      const [row] = await db
        .select()
        .from(oauthTokens)
        .where(eq(oauthTokens.refreshTokenHash, refreshTokenHash))
        .for('update');
      return row;
    },

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

    /** The organisation switcher: later requests with this token act for that organisation. */
    async switchOrganisation(tokenId: number, orgId: number): Promise<void> {
      await db.update(oauthTokens).set({ orgId }).where(eq(oauthTokens.id, tokenId));
    },
  };
}
