import { describe, expect, it } from 'vitest';
import type { Principal } from '../../lib/principal';
import { createFileAccessRegistry } from './file-access';

const reader = { userId: 5 } as Principal;

describe('who may read a kind of record’s files', () => {
  it('is what the module owning that kind registered, asked with the record and the reader', async () => {
    const access = createFileAccessRegistry();
    const asked: Array<[number, Principal | null]> = [];
    access.register('deposit_voucher', async (id, principal) => {
      asked.push([id, principal]);
      return id === 41 ? 'allowed' : 'denied';
    });
    expect(await access.accessTo('deposit_voucher', 41, reader)).toBe('allowed');
    expect(await access.accessTo('deposit_voucher', 42, null)).toBe('denied');
    expect(asked).toEqual([
      [41, reader],
      [42, null],
    ]);
  });

  it('is nobody for a kind no module registered', async () => {
    const access = createFileAccessRegistry();
    access.register('banner_image', async () => 'public');
    expect(await access.accessTo('order_voucher', 1, reader)).toBe('denied');
  });

  it('refuses a second registration of one kind, a wiring mistake found when the app is built', () => {
    const access = createFileAccessRegistry();
    access.register('lot_image', async () => 'public');
    expect(() => access.register('lot_image', async () => 'denied')).toThrow(/lot_image/);
  });
});
