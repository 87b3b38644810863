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

  it('appends the defined query values, encoded, and leaves out the undefined ones', () => {
    expect(apiUrl('filePreview', { id: 'f1' }, { w: 640, name: 'a b', skip: undefined })).toBe(
      '/lyp/api/file/preview/f1?w=640&name=a%20b',
    );
    expect(apiUrl('filePreview', { id: 'f1' }, { w: undefined })).toBe('/lyp/api/file/preview/f1');
  });

  it('refuses to build a path with a required parameter missing', () => {
    expect(() => apiUrl('smsVerifyCode', { phone: '13800000001' })).toThrow('missing path parameter "code"');
  });

  it('lists every path once', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
