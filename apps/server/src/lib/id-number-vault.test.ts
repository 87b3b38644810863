import { describe, expect, it } from 'vitest';
import { createIdNumberVault, protectIdNumber } from './id-number-vault';

const NUMBER = '11010519491231002X';

describe('the ID number vault', () => {
  const vault = createIdNumberVault('a-secret-of-at-least-thirty-two-characters');

  it('hashes the same number alike, whatever its case or spacing, and other numbers differently', () => {
    expect(vault.hash(NUMBER)).toBe(vault.hash(' 11010519491231002x '));
    expect(vault.hash(NUMBER)).not.toBe(vault.hash('110105194912310021'));
    expect(vault.hash(NUMBER)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keys the hash: another secret gives another hash, so a table of all numbers finds nothing', () => {
    const other = createIdNumberVault('another-secret-of-at-least-thirty-two-chars');
    expect(other.hash(NUMBER)).not.toBe(vault.hash(NUMBER));
  });

  it('seals the number unreadably, differently each time, and opens it again', () => {
    const first = vault.seal(NUMBER);
    const second = vault.seal(NUMBER);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1101051949');
    expect(vault.open(first)).toBe(NUMBER);
    expect(vault.open(second)).toBe(NUMBER);
  });

  it('refuses to open a sealed number that was changed or sealed under another secret', () => {
    const sealed = vault.seal(NUMBER);
    const [format, iv, tag, text] = sealed.split('.');
    const cipherBytes = Buffer.from(text!, 'base64url');
    cipherBytes[0] = cipherBytes[0]! ^ 0x01;
    const flipped = `${format}.${iv}.${tag}.${cipherBytes.toString('base64url')}`;
    expect(() => vault.open(flipped)).toThrow();
    expect(() => createIdNumberVault('another-secret-of-at-least-thirty-two-chars').open(sealed)).toThrow();
    expect(() => vault.open('110105194912310021')).toThrow('not a sealed text');
  });

  it('gives the three stored columns, the masked one as every paper shows it', () => {
    const stored = protectIdNumber(vault, NUMBER);
    expect(stored.idNumberMasked).toBe('110105********002X');
    expect(vault.open(stored.idNumberSealed)).toBe(NUMBER);
    expect(stored.idNumberHash).toBe(vault.hash(NUMBER));
  });
});
