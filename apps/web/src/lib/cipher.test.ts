import { describe, expect, it } from 'vitest';
import { createTextCipher } from './cipher';

const KEY = 'k'.repeat(32);

describe('the storage cipher', () => {
  it('gives back what it encrypted, and never the same text twice', () => {
    const cipher = createTextCipher(KEY);
    const first = cipher.encrypt('token-123');
    const second = cipher.encrypt('token-123');
    expect(first).not.toContain('token-123');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe('token-123');
  });

  it('raises an error starting with Decrypt for a changed value', () => {
    const cipher = createTextCipher(KEY);
    const sealed = cipher.encrypt('token-123');
    const changed = `${sealed.slice(0, -4)}AAAA`;
    expect(() => cipher.decrypt(changed)).toThrow(/^Decrypt/);
    expect(() => cipher.decrypt('not base64 at all!')).toThrow(/^Decrypt/);
  });

  it('raises an error starting with Decrypt for a value sealed with another key', () => {
    const sealed = createTextCipher('a'.repeat(32)).encrypt('secret');
    expect(() => createTextCipher(KEY).decrypt(sealed)).toThrow(/^Decrypt/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createTextCipher('short')).toThrow('32 bytes');
  });
});
