import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRateLimiterFactory } from '../../lib/rate-limiter';
import { createSignInThrottle } from './sign-in-throttle';

/** Real in-memory limiters with small limits, so a ceiling is reached in a few calls. */
function throttle() {
  const limiters = createRateLimiterFactory({ keyPrefix: `throttle-test-${randomUUID()}:` });
  return createSignInThrottle({
    perAccountAddress: limiters('pair', { points: 3, windowSeconds: 60 }),
    perAddress: limiters('address', { points: 10, windowSeconds: 60 }),
    perAccount: limiters('account', { points: 6, windowSeconds: 60 }),
    knownAddresses: limiters('known', { points: 1, windowSeconds: 3600 }),
    unlocks: limiters('unlocks', { points: 1000, windowSeconds: 3600 }),
  });
}

async function fail(subject: ReturnType<typeof throttle>, account: string, address: string, times: number) {
  const verdicts = [];
  for (let attempt = 0; attempt < times; attempt += 1) verdicts.push(await subject.take(account, address));
  return verdicts;
}

describe('sign-in throttle', () => {
  it('locks one address out of one account without touching the account elsewhere', async () => {
    const subject = throttle();
    const verdicts = await fail(subject, 'user:1', '10.0.0.1', 4);
    expect(verdicts.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(verdicts[3]).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await subject.take('user:1', '10.0.0.2')).toBeUndefined();
  });

  it('does not let one locked address fill the account ceiling however long it keeps trying', async () => {
    const subject = throttle();
    await fail(subject, 'user:1', '10.0.0.1', 50);
    expect(await subject.take('user:1', '10.0.0.9')).toBeUndefined();
  });

  it('stops many addresses guessing one account, except where the owner signed in before', async () => {
    const subject = throttle();
    await subject.take('user:1', '192.168.0.1');
    await subject.succeeded('user:1', '192.168.0.1');
    // Six addresses, one guess each: the account's ceiling of six is spent.
    for (let address = 1; address <= 6; address += 1) await fail(subject, 'user:1', `10.0.1.${address}`, 1);

    expect(await subject.take('user:1', '10.0.2.1')).toMatchObject({ allowed: false });
    expect(await subject.take('user:1', '192.168.0.1')).toBeUndefined();
    // Other accounts are not affected.
    expect(await subject.take('user:2', '10.0.2.1')).toBeUndefined();
  });

  it('lifts the account ceiling and the address lock when the owner proves who they are', async () => {
    const subject = throttle();
    for (let address = 1; address <= 6; address += 1) await fail(subject, 'user:1', `10.0.1.${address}`, 1);
    await fail(subject, 'user:1', '10.0.3.1', 3);
    expect(await subject.take('user:1', '10.0.3.1')).toMatchObject({ allowed: false });

    await subject.clear('user:1', '10.0.3.1');
    expect(await subject.take('user:1', '10.0.3.1')).toBeUndefined();
  });

  it('forgets an address’s failures once it signs in', async () => {
    const subject = throttle();
    await fail(subject, 'user:1', '10.0.0.1', 2);
    await subject.succeeded('user:1', '10.0.0.1');
    expect(await fail(subject, 'user:1', '10.0.0.1', 3)).toEqual([undefined, undefined, undefined]);
  });

  it('lets an administrator lift the locks of every address at once, and only of that account', async () => {
    const subject = throttle();
    await fail(subject, 'user:1', '10.0.0.1', 4);
    for (let address = 1; address <= 6; address += 1) await fail(subject, 'user:1', `10.0.1.${address}`, 1);
    await fail(subject, 'user:2', '10.0.0.5', 4);
    expect(await subject.take('user:1', '10.0.0.1')).toMatchObject({ allowed: false });
    expect(await subject.take('user:1', '10.0.2.1')).toMatchObject({ allowed: false });

    await subject.unlock('user:1');
    expect(await subject.take('user:1', '10.0.0.1')).toBeUndefined();
    expect(await subject.take('user:1', '10.0.2.1')).toBeUndefined();
    expect(await subject.take('user:2', '10.0.0.5')).toMatchObject({ allowed: false });
    // Guessing goes on being counted after the unlock.
    expect((await fail(subject, 'user:1', '10.0.0.1', 3)).at(-1)).toMatchObject({ allowed: false });
  });
});
