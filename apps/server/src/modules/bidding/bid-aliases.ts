import { createHmac } from 'node:crypto';

const PREFIX = '竞买人';

/**
 * A bidder's alias on a lot (竞买人A3F2): stable, unguessable without the server's secret, and
 * unique per lot. Candidates in order; the first one nobody on the lot holds is taken.
 */
export function aliasCandidates(secret: string, lotId: number, userId: number): string[] {
  return [0, 1, 2, 3].map((attempt) => {
    const digest = createHmac('sha256', secret).update(`${lotId}:${userId}:${attempt}`).digest('hex');
    return `${PREFIX}${digest.slice(0, 4).toUpperCase()}`;
  });
}

/** When all short candidates are taken (about one lot in a billion), a longer one. */
export function fallbackAlias(secret: string, lotId: number, userId: number): string {
  const digest = createHmac('sha256', secret).update(`${lotId}:${userId}:long`).digest('hex');
  return `${PREFIX}${digest.slice(0, 8).toUpperCase()}`;
}

/** The aliases' own key, derived from the app secret, so an alias tells nothing about its other uses. */
export function bidderAliasSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('bidder-alias').digest('hex');
}
