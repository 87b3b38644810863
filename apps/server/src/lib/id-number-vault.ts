import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { maskIdNumber } from '@lyp/shared/account/id-number';

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

const FORMAT = 'v1';

const normalise = (idNumber: string) => idNumber.trim().toUpperCase();

export function createIdNumberVault(appSecret: string): IdNumberVault {
  const keyFor = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest();
  const hashKey = keyFor('id-number-hash/v1');
  const sealKey = keyFor('id-number-seal/v1');
  return {
    hash: (idNumber) => createHmac('sha256', hashKey).update(normalise(idNumber)).digest('hex'),
    seal(idNumber) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const text = Buffer.concat([cipher.update(normalise(idNumber), 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), text]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [format, iv, tag, text] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || !text) throw new Error('not a sealed ID number');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
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
