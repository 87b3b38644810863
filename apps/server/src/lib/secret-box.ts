import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Text sealed at rest with AES-256-GCM under a key derived from APP_SECRET for one purpose:
 * readable again only by a process holding the same APP_SECRET, and any change to the stored
 * text makes opening it fail rather than answer something else.
 */
export interface SecretBox {
  seal(text: string): string;
  /** Throws when the sealed text was changed or sealed under another key. */
  open(sealed: string): string;
}

const FORMAT = 'v1';

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = createHmac('sha256', appSecret).update(purpose).digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [format, iv, tag, text] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || !text) throw new Error('not a sealed text');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
