/** Who is calling: resolved from the bearer token on every request. */
export interface Principal {
  userId: number;
  tenantId: number;
  orgId: number;
  tokenId: number;
  /** Button codes granted through the user's roles. */
  permissions: ReadonlySet<string>;
}

export type Authenticator = (accessToken: string) => Promise<Principal | null>;
