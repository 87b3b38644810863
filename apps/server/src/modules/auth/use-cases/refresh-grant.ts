import type { TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { sha256Hex } from '../../../lib/secrets';
import type { AuthServiceDeps } from '../auth-deps';
import { sessionExpired } from '../sign-in-refusals';
import { tokenIssuing } from './token-issuing';

/**
 * Rotates the pair, one refresh of a token at a time (its row is locked). Replaying a
 * refresh token that was already rotated means it leaked: the whole family is revoked,
 * after the rotation that spent it has committed, so its new tokens go too.
 */
export function refreshGrant(deps: AuthServiceDeps) {
  const { users, tokens, clock } = deps;
  const { newTokenPair } = tokenIssuing(deps);
  return async (input: { refreshToken: string }): Promise<TokenResponse> => {
    const now = clock.now();
    const outcome = await tokens.transaction(async (tx): Promise<TokenResponse | undefined> => {
      const record = await tx.lockByRefreshHash(sha256Hex(input.refreshToken));
      if (!record) return undefined;
      if (record.revokedAt) {
        if (record.revokeReason === 'rotated') await tx.revokeFamily(record.familyId, now, 'refresh_reuse');
        return undefined;
      }
      if (!record.refreshExpiresAt || record.refreshExpiresAt.getTime() <= now.getTime()) return undefined;
      const user = await users.findById(record.userId);
      if (!user || user.status !== 'active') return undefined;
      if (user.tokensNotBefore && record.familyCreatedAt.getTime() < user.tokensNotBefore.getTime())
        return undefined;

      await tx.revoke(record.id, now, 'rotated');
      const { row, response } = await newTokenPair(user, 'refresh_token', {
        id: record.familyId,
        createdAt: record.familyCreatedAt,
        orgId: record.orgId,
      });
      await tx.insert(row);
      return response;
    });
    if (!outcome) throw sessionExpired();
    return outcome;
  };
}
