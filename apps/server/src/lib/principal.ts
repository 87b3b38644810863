/** Who is calling: resolved from the bearer token on every request. */
export interface Principal {
  userId: number;
  tenantId: number;
  orgId: number;
  tokenId: number;
  /** Button codes granted through the user's roles. */
  permissions: ReadonlySet<string>;
  /**
   * Signed in with a temporary password (an administrator's reset, a new sub-account): every
   * route but those declared 'session' refuses until it is replaced.
   */
  mustChangePassword: boolean;
  /**
   * Set when the token was issued to an API client: the user is then the account that made
   * the client, and `permissions` are what both the client and that account hold now.
   */
  apiClient?: ApiClientCaller | null;
}

/** The API client behind a token, as every request of it is checked and logged. */
export interface ApiClientCaller {
  id: number;
  name: string;
  /** Addresses and CIDR ranges it may call from; empty: any. */
  ipAllowlist: readonly string[];
  rateLimitPerMinute: number;
}

/**
 * The organisation a buyer-side read is bounded by, besides the person: an API client acts for
 * its organisation only, so the purchases its maker made for another organisation are not its.
 * Undefined for a person, whose purchases follow them.
 */
export const buyerOrgBound = (principal: Principal): number | undefined =>
  principal.apiClient ? principal.orgId : undefined;

/** Whether the caller bought the order: the person, and for an API client its organisation too. */
export function isBuyerOf(
  principal: Principal,
  order: { buyerUserId: number; buyerOrgId: number | null },
): boolean {
  if (order.buyerUserId !== principal.userId) return false;
  const bound = buyerOrgBound(principal);
  return bound === undefined || order.buyerOrgId === bound;
}

export type Authenticator = (accessToken: string) => Promise<Principal | null>;
