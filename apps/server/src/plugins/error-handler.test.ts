import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('unexpected failures', () => {
  const { t } = useTestApp();

  it('refuse a malformed URL in the usual envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/lyp/api/admin/smsCode/verifyCode/%E0%A4%A/123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1, msg: '请求地址格式不正确', error: 'BAD_REQUEST' });
  });

  it('refuse a NUL character in text with the field named, never a 500', async () => {
    const admin = await t.signIn('admin');
    const keyword = await t.call('POST', 'dictTypeList', { token: admin, body: { keyword: 'a\u0000b' } });
    expect(keyword.statusCode).toBe(400);
    expect(keyword.json()).toMatchObject({ msg: '搜索关键字包含无效字符', fields: [{ field: 'keyword' }] });
    const name = await t.call('POST', 'dictTypeAdd', {
      token: admin,
      body: { code: 'test_nul', name: '名\u0000称' },
    });
    expect(name.json()).toMatchObject({ msg: '字典名称包含无效字符' });
  });

  it('answer a generic Chinese 500 with no SQL or stack, and log the cause without its parameters', async () => {
    await t.database.db.execute(sql`DROP TABLE dict_items CASCADE`);
    const response = await t.call('POST', 'dictItemsByCodes', {
      body: { codes: ['menu_icon', 'secret_marker'] },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' });
    expect(response.body).not.toMatch(/dict_items|relation|select|at \w+/i);
    const logged = t.logLines.find((line) => line.includes('unhandled error'));
    expect(logged).toContain('dict_items');
    expect(logged).toContain('params: [已隐藏]');
    expect(t.logLines.join('\n')).not.toContain('secret_marker');
  });

  it('refuse a body in a format other than JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/lyp/api/admin/sysDict/getDictListByParam',
      headers: { 'content-type': 'text/xml' },
      payload: '<codes/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 1,
      msg: '不支持的请求格式，请使用 JSON',
      error: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuse a body over the size limit', async () => {
    const response = await t.call('POST', 'dictItemsByCodes', { body: { codes: ['x'.repeat(1_100_000)] } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ msg: '请求内容过大', error: 'PAYLOAD_TOO_LARGE' });
  });
});
