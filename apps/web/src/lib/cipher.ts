import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';

const NONCE_BYTES = 12;

export interface TextCipher {
  encrypt(plain: string): string;
  /** Throws an error whose message starts with "Decrypt" when the text was not ours or was changed. */
  decrypt(encrypted: string): string;
}

/** AES-256-GCM (audited @noble/ciphers), a fresh nonce per value, base64 text out. */
export function createTextCipher(key: string): TextCipher {
  const keyBytes = utf8ToBytes(key);
  if (keyBytes.length !== 32) throw new Error('Cipher key must be 32 bytes (UTF-8)');

  return {
    encrypt(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const sealed = gcm(keyBytes, nonce).encrypt(utf8ToBytes(plain));
      const combined = new Uint8Array(NONCE_BYTES + sealed.length);
      combined.set(nonce);
      combined.set(sealed, NONCE_BYTES);
      return toBase64(combined);
    },
    decrypt(encrypted) {
      try {
        const combined = fromBase64(encrypted);
        if (combined.length <= NONCE_BYTES) throw new Error('too short');
        const opened = gcm(keyBytes, combined.slice(0, NONCE_BYTES)).decrypt(combined.slice(NONCE_BYTES));
        return bytesToUtf8(opened);
      } catch (error) {
        throw new Error(`Decrypt failed: ${(error as Error).message}`);
      }
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
