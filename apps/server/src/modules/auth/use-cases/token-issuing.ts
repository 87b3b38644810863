import { randomUUID } from 'node:crypto';
import type { GrantType, TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { generateOpaqueToken, sha256Hex } from '../../../lib/secrets';
import type { UserRecord } from '../../users';
import type { AuthServiceDeps } from '../auth-deps';
import type { NewToken } from '../token.repository';

/** Mints token pairs: a new family at sign-in, the same family at refresh. */
export function tokenIssuing(deps: AuthServiceDeps) {
  const { users, tokens, clock } = deps;

  async function newTokenPair(
    user: Pick<UserRecord, 'id' | 'tenantId'>,
    grantType: GrantType,
    family: { id: string; createdAt: Date; orgId?: number },
  ): Promise<{ row: NewToken; response: TokenResponse }> {
    const orgId = family.orgId ?? (await users.listMemberships(user.id))[0]?.orgId;
    if (orgId === undefined) throw new Error(`user ${user.id} belongs to no organisation`);
    const now = clock.now();
    const accessToken = generateOpaqueToken();
    const refreshToken = generateOpaqueToken();
    return {
      row: {
        userId: user.id,
        tenantId: user.tenantId,
        orgId,
        familyId: family.id,
        familyCreatedAt: family.createdAt,
        grantType,
        accessTokenHash: sha256Hex(accessToken),
        refreshTokenHash: sha256Hex(refreshToken),
        accessExpiresAt: new Date(now.getTime() + deps.accessTokenTtlSeconds * 1000),
        refreshExpiresAt: new Date(now.getTime() + deps.refreshTokenTtlSeconds * 1000),
        createdAt: now,
      },
      response: {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: deps.accessTokenTtlSeconds,
        refresh_token: refreshToken,
        refresh_expires_in: deps.refreshTokenTtlSeconds,
        scope: 'server',
        userId: user.id,
        orgId,
        tenantId: user.tenantId,
      },
    };
  }

  /** A new sign-in: a new token family. */
  async function signInAs(user: UserRecord, grantType: GrantType): Promise<TokenResponse> {
    const { row, response } = await newTokenPair(user, grantType, {
      id: randomUUID(),
      createdAt: clock.now(),
    });
    await tokens.insert(row);
    return response;
  }

  return { newTokenPair, signInAs };
}
