import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP 2024 minimum (19 MiB, 2 passes). `Algorithm` is a const enum in
 * the package's typings, which isolated modules cannot read, hence the literal 2 (Argon2id).
 */
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, so unknown accounts answer as slowly as known ones. */
  verifyAgainstDummy(password: string): Promise<void>;
}

export function createPasswordHasher(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, HASH_OPTIONS),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyAgainstDummy: async (password) => {
      dummyHash ??= hash('dummy-password-for-timing', HASH_OPTIONS);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
