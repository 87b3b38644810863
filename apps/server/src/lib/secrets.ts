import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer value: 256 random bits, URL-safe. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored only as SHA-256 hex digests. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random numeric code of the given length, from the CSPRNG. */
export function generateNumericCode(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}
