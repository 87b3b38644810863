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

export type Authenticator = (accessToken: string) => Promise<Principal | null>;
