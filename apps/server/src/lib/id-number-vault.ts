import { createHmac } from 'node:crypto';
import { maskIdNumber } from '@lyp/shared/account/id-number';
import { createSecretBox } from './secret-box';

/**
 * ID numbers (居民身份证号码) at rest: a keyed hash to find the same number on another account
 * (one person, one bidder) without storing it readable, the masked form every screen and
 * paper shows, and the full number sealed (AES-256-GCM) for the reviewers who must compare
 * it with the card. Both keys derive from APP_SECRET: every instance must share it, and a new
 * APP_SECRET makes the stored numbers neither findable nor readable.
 */
export interface IdNumberVault {
  /** The same number always gives the same hash; nobody without the key can compute it. */
  hash(idNumber: string): string;
  seal(idNumber: string): string;
  /** Throws when the sealed text was changed or sealed under another key. */
  open(sealed: string): string;
  mask(idNumber: string): string;
}

/** The stored form of a number: all three columns of a certification. */
export interface ProtectedIdNumber {
  idNumberHash: string;
  idNumberMasked: string;
  idNumberSealed: string;
}

const normalise = (idNumber: string) => idNumber.trim().toUpperCase();

export function createIdNumberVault(appSecret: string): IdNumberVault {
  const hashKey = createHmac('sha256', appSecret).update('id-number-hash/v1').digest();
  const box = createSecretBox(appSecret, 'id-number-seal/v1');
  return {
    hash: (idNumber) => createHmac('sha256', hashKey).update(normalise(idNumber)).digest('hex'),
    seal: (idNumber) => box.seal(normalise(idNumber)),
    open: (sealed) => box.open(sealed),
    mask: (idNumber) => maskIdNumber(normalise(idNumber)),
  };
}

/** The three stored columns of a number. */
export function protectIdNumber(vault: IdNumberVault, idNumber: string): ProtectedIdNumber {
  return {
    idNumberHash: vault.hash(idNumber),
    idNumberMasked: vault.mask(idNumber),
    idNumberSealed: vault.seal(idNumber),
  };
}
