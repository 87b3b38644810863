// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createExpiringStorage, DEFAULT_EXPIRY_SECONDS } from './storage';

describe('expiring storage', () => {
  it('stores a value with its expiry under an upper-cased, prefixed key', () => {
    const storage = createExpiringStorage({ area: localStorage, prefix: 'lyp_', now: () => 1_000 });
    storage.set('token', 'abc');
    expect(JSON.parse(localStorage.getItem('LYP_TOKEN')!)).toEqual({
      value: 'abc',
      expire: 1_000 + DEFAULT_EXPIRY_SECONDS * 1000,
    });
    expect(storage.get('token')).toBe('abc');
  });

  it('keeps values seven days by default and forgets them afterwards', () => {
    let now = 0;
    const storage = createExpiringStorage({ area: localStorage, now: () => now });
    storage.set('menu', [1, 2]);
    now = 604_800_000 - 1;
    expect(storage.get('menu')).toEqual([1, 2]);
    now = 604_800_000;
    expect(storage.get('menu')).toBeNull();
    expect(localStorage.getItem('MENU')).toBeNull();
  });

  it('keeps a value without expiry (null) until it is removed', () => {
    let now = 0;
    const storage = createExpiringStorage({ area: localStorage, now: () => now });
    storage.set('layout', { collapsed: true }, null);
    now = 10 * 604_800_000;
    expect(storage.get('layout')).toEqual({ collapsed: true });
    storage.remove('layout');
    expect(storage.get('layout')).toBeNull();
  });

  it('forgets a damaged value instead of failing the page', () => {
    localStorage.setItem('BROKEN', '{not json');
    const storage = createExpiringStorage({ area: localStorage });
    expect(storage.get('broken')).toBeNull();
    expect(localStorage.getItem('BROKEN')).toBeNull();
  });

  it('clears only its own keys', () => {
    localStorage.setItem('OTHER_APP', 'keep me');
    const storage = createExpiringStorage({ area: localStorage, prefix: 'LYP_' });
    storage.set('a', 1);
    storage.set('b', 2);
    storage.clear();
    expect(localStorage.getItem('LYP_A')).toBeNull();
    expect(localStorage.getItem('OTHER_APP')).toBe('keep me');
  });
});
