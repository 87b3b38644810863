import { describe, expect, it } from 'vitest';
import type { Principal } from '../../lib/principal';
import { createRememberedPrincipals } from './remembered-principals';

const principal = (tokenId: number): Principal => ({
  userId: 7,
  tenantId: 1,
  orgId: 3,
  tokenId,
  permissions: new Set(['bid_place']),
  mustChangePassword: false,
});

function remembering(known: Record<string, Principal>) {
  const lookups: string[] = [];
  const principals = createRememberedPrincipals({
    find: async (hash) => {
      lookups.push(hash);
      return known[hash];
    },
    ttlMs: 60_000,
    maxEntries: 10,
  });
  return { principals, lookups };
}

describe('remembered principals', () => {
  it('look a token up once for many requests, even when they arrive together', async () => {
    const { principals, lookups } = remembering({ a: principal(1) });
    const found = await Promise.all([
      principals.resolve('a'),
      principals.resolve('a'),
      principals.resolve('a'),
    ]);
    expect(found.map((p) => p?.tokenId)).toEqual([1, 1, 1]);
    expect(await principals.resolve('a')).toMatchObject({ tokenId: 1 });
    expect(lookups).toEqual(['a']);
  });

  it('never keep an unknown token, so it is looked up again every time', async () => {
    const { principals, lookups } = remembering({});
    expect(await principals.resolve('guess')).toBeUndefined();
    expect(await principals.resolve('guess')).toBeUndefined();
    expect(lookups).toEqual(['guess', 'guess']);
  });

  it('look a forgotten token up again', async () => {
    const { principals, lookups } = remembering({ a: principal(1), b: principal(2) });
    await principals.resolve('a');
    await principals.resolve('b');
    principals.forget(1);
    await principals.resolve('a');
    await principals.resolve('b');
    expect(lookups).toEqual(['a', 'b', 'a']);
  });
});
