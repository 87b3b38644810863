import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oauthTokens } from '../../db/schema';
import type { Principal } from '../../lib/principal';
import { createTokenPrincipalQueries } from './token-principal.queries';
import { createTokenRevocations } from './token-revocations';

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

    ...createTokenPrincipalQueries(db),

    /** The row of a refresh token, locked until the transaction ends: one refresh at a time. */
    async lockByRefreshHash(refreshTokenHash: string): Promise<TokenRecord | undefined> {
      const [row] = await db
        .select()
        .from(oauthTokens)
        .where(eq(oauthTokens.refreshTokenHash, refreshTokenHash))
        .for('update');
      return row;
    },

    ...createTokenRevocations(db),

    /** The organisation switcher: later requests with this token act for that organisation. */
    async switchOrganisation(tokenId: number, orgId: number): Promise<void> {
      await db.update(oauthTokens).set({ orgId }).where(eq(oauthTokens.id, tokenId));
    },
  };
}
