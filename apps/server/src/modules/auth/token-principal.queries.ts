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
     * and only those its company's main account holds now. An API client's token holds what
     * its scopes name and its creator holds now, while the client is active and the creator
     * still manages the organisation it acts for.
     */
    async findPrincipal(accessTokenHash: string, now: Date): Promise<Principal | undefined> {
      const result = await db.execute<{
        tokenId: number;
        userId: number;
        tenantId: number;
        orgId: number;
        mustChangePassword: boolean;
        permissions: string[];
        apiClientId: number | null;
        apiClientName: string | null;
        ipAllowlist: string[] | null;
        rateLimitPerMinute: number | null;
      }>(sql`
        SELECT t.id AS "tokenId", t.user_id AS "userId", t.tenant_id AS "tenantId", t.org_id AS "orgId",
          u.must_change_password AS "mustChangePassword",
          c.id AS "apiClientId", c.name AS "apiClientName", c.ip_allowlist AS "ipAllowlist",
          c.rate_limit_per_minute AS "rateLimitPerMinute",
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
            WHERE c.id IS NULL
              OR (granted.code = ANY(c.scopes) AND granted.code = ANY(COALESCE(t.scopes, c.scopes)))
          ), '{}') AS permissions
        FROM oauth_tokens t
        JOIN users u ON u.id = t.user_id
        LEFT JOIN api_clients c ON c.id = t.api_client_id
        WHERE t.access_token_hash = ${accessTokenHash}
          AND t.revoked_at IS NULL
          AND t.access_expires_at > ${now}
          AND u.status = 'active'
          AND (u.tokens_not_before IS NULL OR t.family_created_at >= u.tokens_not_before)
          AND (t.api_client_id IS NULL OR (
            c.revoked_at IS NULL
            -- A token a grant made while the secret was being reset is as dead as the old secret.
            AND (c.secret_rotated_at IS NULL OR t.created_at >= c.secret_rotated_at)
            AND EXISTS (SELECT 1 FROM user_organisations uo WHERE uo.user_id = t.user_id AND uo.org_id = t.org_id)
            AND NOT EXISTS (SELECT 1 FROM sub_accounts sa WHERE sa.user_id = t.user_id)))`);
      const row = result.rows[0];
      if (!row) return undefined;
      const { apiClientId, apiClientName, ipAllowlist, rateLimitPerMinute, ...caller } = row;
      return {
        ...caller,
        permissions: new Set(row.permissions),
        apiClient:
          apiClientId === null
            ? null
            : {
                id: apiClientId,
                name: apiClientName!,
                ipAllowlist: ipAllowlist ?? [],
                rateLimitPerMinute: rateLimitPerMinute!,
              },
      };
    },
  };
}
