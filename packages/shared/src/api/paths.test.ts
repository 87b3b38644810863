import { describe, expect, it } from 'vitest';
import { API_PATHS, apiUrl } from './paths';

describe('apiUrl', () => {
  it('prefixes a path with /lyp/api', () => {
    expect(apiUrl('oauthToken')).toBe('/lyp/api/oauth/token');
  });

  it('fills path parameters, encoding them', () => {
    expect(apiUrl('smsVerifyCode', { phone: '13800000001', code: '123456' })).toBe(
      '/lyp/api/admin/smsCode/verifyCode/13800000001/123456',
    );
    expect(apiUrl('dictTypeRemove', { id: 'a/b' })).toBe('/lyp/api/admin/sysDict/removeDictType/a%2Fb');
  });

  it('drops an optional parameter that is not given, and fills it when it is', () => {
    expect(apiUrl('smsSendCode', { phone: '13800000001' })).toBe(
      '/lyp/api/admin/smsCode/sentCode/13800000001',
    );
    expect(apiUrl('smsSendCode', { phone: '13800000001', type: 1 })).toBe(
      '/lyp/api/admin/smsCode/sentCode/13800000001/1',
    );
  });

  it('refuses to build a path with a required parameter missing', () => {
    expect(() => apiUrl('smsVerifyCode', { phone: '13800000001' })).toThrow('missing path parameter "code"');
  });

  it('lists every path once', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
