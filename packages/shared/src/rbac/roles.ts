/** Built-in roles; the seed creates them and sign-up grants the buyer role. */
export const ROLE_CODES = {
  buyer: 'buyer',
  seller: 'seller',
  auditor: 'auditor',
  admin: 'admin',
} as const;
export type RoleCode = (typeof ROLE_CODES)[keyof typeof ROLE_CODES];

export const DEFAULT_SIGNUP_ROLE: RoleCode = ROLE_CODES.buyer;
