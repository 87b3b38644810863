import { describe, expect, it } from 'vitest';
import { addressRefusal, isPrivateAddress, urlRefusal } from './webhook-target';

describe('where a webhook may point', () => {
  it('is https only in production, and never an address with credentials', () => {
    expect(urlRefusal('http://erp.example.com/hooks', false)).toBe('须使用 https:// 地址');
    expect(urlRefusal('https://erp.example.com/hooks', false)).toBeUndefined();
    expect(urlRefusal('http://127.0.0.1:8080/hooks', true)).toBeUndefined();
    expect(urlRefusal('https://user:pw@erp.example.com/hooks', false)).toBe('地址中不能包含用户名或密码');
  });

  it('knows the loopback, private, link-local and mapped addresses from public ones', () => {
    for (const [address, family] of [
      ['127.0.0.1', 4],
      ['10.1.2.3', 4],
      ['172.20.0.1', 4],
      ['192.168.1.1', 4],
      ['169.254.169.254', 4],
      ['::1', 6],
      ['fd00::1', 6],
      ['::ffff:10.0.0.1', 6],
    ] as const)
      expect(isPrivateAddress(address, family), address).toBe(true);
    expect(isPrivateAddress('203.0.113.9', 4)).toBe(false);
    expect(isPrivateAddress('2001:db8::1', 6)).toBe(false);
  });

  it('refuses at sending time a host that resolves to a private address, unless allowed', async () => {
    expect(await addressRefusal('https://127.0.0.1/hooks', false)).toBe('127.0.0.1 指向内网地址，不能推送');
    expect(await addressRefusal('https://localhost/hooks', false)).toBe('localhost 指向内网地址，不能推送');
    expect(await addressRefusal('https://127.0.0.1/hooks', true)).toBeUndefined();
  });
});
