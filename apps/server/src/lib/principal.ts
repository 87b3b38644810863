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
}

export type Authenticator = (accessToken: string) => Promise<Principal | null>;
