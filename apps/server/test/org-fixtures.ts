import { and, eq, ne } from 'drizzle-orm';
import { oauthTokens, userOrganisations } from '../src/db/schema';
import { sha256Hex } from '../src/lib/secrets';
import { dataOf } from './auction-fixtures';
import { addMember } from './bidder-fixtures';
import type { TestApp } from './test-app';

/** Users of other organisations, made directly in the database, for ownership (IDOR) tests. */

/** A seller of another company: same role as the demo seller, different organisation. */
export const addSeller = (t: TestApp) => addMember(t, { role: 'seller' });

/** A buyer of their own, certified, so only a deposit stands between them and a bid. */
export const addCertifiedBuyer = (t: TestApp) => addMember(t, { role: 'buyer', certified: true });

/**
 * The demo seller signed in again and switched to their second company:
 * the same person, acting for an organisation that does not own the first one's bulletins.
 */
export async function sellerInSecondCompany(t: TestApp): Promise<{ token: string; orgId: number }> {
  const token = await t.signIn('seller');
  const { db } = t.database;
  const [current] = await db
    .select({ userId: oauthTokens.userId, orgId: oauthTokens.orgId })
    .from(oauthTokens)
    .where(eq(oauthTokens.accessTokenHash, sha256Hex(token)));
  const [other] = await db
    .select({ orgId: userOrganisations.orgId })
    .from(userOrganisations)
    .where(and(eq(userOrganisations.userId, current!.userId), ne(userOrganisations.orgId, current!.orgId)));
  if (!other) throw new Error('the demo seller has only one organisation');
  dataOf(await t.call('POST', 'permissionList', { token, body: { orgId: other.orgId } }));
  return { token, orgId: other.orgId };
}

export { addMember, freshPhone, type Member } from './bidder-fixtures';
