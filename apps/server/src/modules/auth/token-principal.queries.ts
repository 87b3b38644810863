import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heldByMainAccount } from '../../db/sub-account-bound';
import type { Principal } from '../../lib/principal';

export function createTokenPrincipalQueries(db: DbOrTx) {
  return {
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
  };
}
