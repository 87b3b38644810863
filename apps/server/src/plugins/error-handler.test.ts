import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer a generic Chinese 500 with no SQL or stack, and log the cause for operators', async () => {
    await t.database.db.execute(sql`DROP TABLE dict_items CASCADE`);
    const response = await t.call('POST', 'dictItemsByCodes', { body: { codes: ['menu_icon'] } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' });
    expect(response.body).not.toMatch(/dict_items|relation|select|at \w+/i);
    expect(t.logLines.some((line) => line.includes('unhandled error') && line.includes('dict_items'))).toBe(
      true,
    );
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
