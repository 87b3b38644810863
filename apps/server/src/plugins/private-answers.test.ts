import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../test/auction-fixtures';
import { uploadSample } from '../../test/upload-fixtures';

const { t, tokens } = useAuctionApp();

const cacheControl = (response: { headers: Record<string, unknown> }) => response.headers['cache-control'];

describe('Cache-Control on personal answers', () => {
  it('is no-store on every answer to a signed-in caller, public routes included', async () => {
    const profile = await t.call('POST', 'permissionList', { token: tokens.buyer, body: {} });
    expect(profile.statusCode).toBe(200);
    expect(cacheControl(profile)).toBe('no-store');

    const search = await t.call('POST', 'lotSearch', { token: tokens.buyer, body: {} });
    expect(search.statusCode).toBe(200);
    expect(cacheControl(search)).toBe('no-store');
    // Even where the route itself lets caches keep the anonymous answer for a day.
    expect(cacheControl(await t.call('GET', 'areaTree', { token: tokens.buyer }))).toBe('no-store');
  });

  it('is no-store on a signed-in caller’s failures too', async () => {
    const refused = await t.call('POST', 'auditAdd', { token: tokens.buyer, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(cacheControl(refused)).toBe('no-store');
  });

  it('is no-store on the 401 of a route that needs a signed-in caller, with or without a token', async () => {
    const withoutToken = await t.call('POST', 'permissionList', { body: {} });
    expect(withoutToken.statusCode).toBe(401);
    expect(cacheControl(withoutToken)).toBe('no-store');
    const staleToken = await t.call('POST', 'permissionList', { token: 'not-a-token', body: {} });
    expect(staleToken.statusCode).toBe(401);
    expect(cacheControl(staleToken)).toBe('no-store');
  });

  it('leaves anonymous answers of public routes as their routes made them', async () => {
    const search = await t.call('POST', 'lotSearch', { body: {} });
    expect(search.statusCode).toBe(200);
    expect(cacheControl(search)).toBeUndefined();
    expect(cacheControl(await t.call('GET', 'areaTree'))).toBe('public, max-age=86400');
  });

  it('keeps a personal file out of every cache, while a public file stays privately cacheable', async () => {
    const voucher = await uploadSample(t, tokens.buyer, 'png');
    const own = await t.call('GET', 'fileDownload', { params: { id: voucher.id }, token: tokens.buyer });
    expect(own.statusCode).toBe(200);
    expect(cacheControl(own)).toBe('no-store');

    const image = await uploadSample(t, tokens.seller, 'jpg');
    const bulletin = dataOf<{ id: number }>(
      await t.call('POST', 'bulletinAdd', {
        token: tokens.seller,
        body: {
          title: '带图片的竞价公告',
          bodyHtml: '<p>见图片</p>',
          lots: [lotInput(t, { imageFileIds: [image.id] })],
        },
      }),
    );
    dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletin.id } }));
    dataOf(
      await t.call('POST', 'auditAdd', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, approved: true },
      }),
    );
    const visitor = await t.call('GET', 'filePreview', { params: { id: image.id } });
    expect(visitor.statusCode).toBe(200);
    expect(cacheControl(visitor)).toBe('private, max-age=300');
  });
});
