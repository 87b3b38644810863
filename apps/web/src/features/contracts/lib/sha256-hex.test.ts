import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256-hex';

describe('sha256Hex', () => {
  it('gives the standard digest of a known input as lowercase hex', async () => {
    const bytes = new TextEncoder().encode('abc');
    expect(await sha256Hex(bytes.buffer)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
