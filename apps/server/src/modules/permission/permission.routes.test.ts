import type { Profile } from '@lyp/shared/permission/permission.schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';

/** Every personal-centre route of the product spec, §2. */
const PERSONAL_CENTRE_ROUTES = [
  '/personalcenter',
  '/personalcenter/home',
  '/personalcenter/bannerManage',
  '/personalcenter/bidOrderManage',
  '/personalcenter/components',
  '/personalcenter/dictionaryManage',
  '/personalcenter/feeContract',
  '/personalcenter/infoRelease',
  '/personalcenter/marginmanage',
  '/personalcenter/menuManage',
  '/personalcenter/myAttention',
  '/personalcenter/mybid',
  '/personalcenter/myMargin',
  '/personalcenter/myOrder',
  '/personalcenter/myOrder/payment',
  '/personalcenter/noticeapproved',
  '/personalcenter/noticeno',
  '/personalcenter/noticetodo',
  '/personalcenter/noticeyes',
  '/personalcenter/ordermanage',
  '/personalcenter/registermember',
  '/personalcenter/registerReview',
  '/personalcenter/reminderSettings',
  '/personalcenter/rolemanage',
  '/personalcenter/tripartiteContract',
  '/personalcenter/usermanage',
];

describe('getPermissionList', () => {
  const { t } = useTestApp();

  async function profileOf(username: string, body: object = {}): Promise<Profile> {
    const response = await t.call('POST', 'permissionList', { token: await t.signIn(username), body });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Profile }>().data;
  }

  const paths = (profile: Profile) => profile.menu.map((item) => item.path);
  const buttons = (profile: Profile) => profile.button.map((item) => item.code);

  it('gives the administrator a menu covering every personal-centre route of the spec', async () => {
    const profile = await profileOf('admin');
    expect(paths(profile)).toEqual(expect.arrayContaining(PERSONAL_CENTRE_ROUTES));
    expect(buttons(profile)).toEqual(expect.arrayContaining(['sys_dict_add', 'sys_menu_add', 'bid_place']));
  });

  it('gives the buyer the buyer centre and contracts, and nothing of sellers or administrators', async () => {
    const profile = await profileOf('buyer');
    expect(paths(profile)).toEqual(
      expect.arrayContaining([
        '/personalcenter/home',
        '/personalcenter/mybid',
        '/personalcenter/myMargin',
        '/personalcenter/myOrder',
        '/personalcenter/myOrder/payment',
        '/personalcenter/myAttention',
        '/personalcenter/reminderSettings',
        '/personalcenter/tripartiteContract',
      ]),
    );
    expect(paths(profile)).not.toContain('/personalcenter/infoRelease');
    expect(paths(profile)).not.toContain('/personalcenter/menuManage');
    expect(buttons(profile)).toContain('bid_place');
    expect(buttons(profile)).not.toContain('sys_dict_add');
    expect(profile.userInfo).toMatchObject({ username: 'buyer', actualName: '李明', phone: '13800000001' });
    expect(profile.userInfo.roles).toEqual([{ code: 'buyer', name: '买受人' }]);
    expect(profile.companyInfo).toBeNull();
  });

  it('gives the seller the seller centre with the bulletin buttons', async () => {
    const profile = await profileOf('seller');
    expect(paths(profile)).toEqual(
      expect.arrayContaining([
        '/personalcenter/infoRelease',
        '/personalcenter/ordermanage',
        '/personalcenter/feeContract',
      ]),
    );
    expect(buttons(profile)).toEqual(
      expect.arrayContaining(['bulletin_add', 'bulletin_commit', 'bulletin_undo']),
    );
    expect(paths(profile)).not.toContain('/personalcenter/noticetodo');
    // Every organisation's orders are the platform's to see, not a seller's.
    expect(paths(profile)).not.toContain('/personalcenter/bidOrderManage');
    expect(buttons(profile)).not.toContain('bid_order_view');
  });

  it('gives the seller the sub-account management and the order buttons of the seller centre', async () => {
    const profile = await profileOf('seller');
    expect(paths(profile)).toContain('/personalcenter/subAccount');
    expect(buttons(profile)).toEqual(
      expect.arrayContaining([
        'sub_account_view',
        'sub_account_add',
        'sub_account_edit',
        'sub_account_del',
        'order_manage_pickup',
      ]),
    );
  });

  it('says a company that never applied is not certified, and the platform is no sub-account', async () => {
    const profile = await profileOf('admin');
    expect(profile.companyInfo).toMatchObject({
      companyName: '乐易拍平台运营中心',
      companyCode: '91320100MA1PLAT00G',
      legalPerson: null,
      certificationStatus: 'none',
      bankChangePending: false,
    });
    expect(profile.subAccountInfo).toBeNull();
  });

  it('gives the auditor the audit centre only', async () => {
    const profile = await profileOf('auditor');
    expect(paths(profile)).toEqual(
      expect.arrayContaining([
        '/personalcenter/noticetodo',
        '/personalcenter/marginmanage',
        '/personalcenter/registerReview',
        '/personalcenter/bidOrderManage',
      ]),
    );
    expect(paths(profile)).not.toContain('/personalcenter/mybid');
    expect(buttons(profile)).toEqual(
      expect.arrayContaining([
        'notice_audit_approve',
        'margin_pay_audit',
        'bid_order_view',
        'bid_order_pay_audit',
        'bid_order_settle',
      ]),
    );
  });

  it('describes each menu entry with the fields the side menu needs, rooted at parentId 0', async () => {
    const profile = await profileOf('buyer');
    const dashboard = profile.menu.find((item) => item.code === 'Dashboard');
    expect(dashboard).toMatchObject({ parentId: 0, isHidden: 0, metaKeepalive: 0, type: 'menu' });
    const payment = profile.menu.find((item) => item.path === '/personalcenter/myOrder/payment');
    expect(payment?.isHidden).toBe(1);
    const ids = new Set(profile.menu.map((item) => item.id));
    for (const item of profile.menu) expect(item.parentId === 0 || ids.has(item.parentId)).toBe(true);
  });

  it('lists every organisation of a user in several, the default first, with company details', async () => {
    const profile = await profileOf('seller');
    expect(profile.org.map((org) => [org.orgName, org.isDefault, org.isCurrent])).toEqual([
      ['江苏华东再生资源有限公司', true, true],
      ['上海浦江物资回收有限公司', false, false],
    ]);
    expect(profile.companyInfo).toMatchObject({
      companyName: '江苏华东再生资源有限公司',
      companyCode: '91320200MA1HD00219',
      contactPerson: '张伟',
      legalPerson: '张伟',
      certificationStatus: 'approved',
      bankChangePending: false,
    });
    expect(profile.subAccountInfo).toBeNull();
  });

  it('switches the session to another of the caller’s organisations and keeps it there', async () => {
    const token = await t.signIn('seller');
    const before = (await t.call('POST', 'permissionList', { token, body: {} })).json<{ data: Profile }>()
      .data;
    const other = before.org.find((org) => !org.isDefault)!;

    const switched = await t.call('POST', 'permissionList', { token, body: { orgId: other.orgId } });
    expect(switched.json<{ data: Profile }>().data.companyInfo?.companyName).toBe('上海浦江物资回收有限公司');
    const later = (await t.call('POST', 'permissionList', { token, body: {} })).json<{ data: Profile }>()
      .data;
    expect(later.userInfo.orgId).toBe(other.orgId);
    expect(later.org.find((org) => org.isCurrent)?.orgName).toBe('上海浦江物资回收有限公司');
  });

  it('refuses to switch to an organisation the caller does not belong to', async () => {
    const adminOrg = (await profileOf('admin')).userInfo.orgId;
    const response = await t.call('POST', 'permissionList', {
      token: await t.signIn('seller'),
      body: { orgId: adminOrg },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 1,
      msg: '您不属于该组织，无法切换到该组织',
      error: 'ORG_NOT_MEMBER',
    });
  });

  it('never answers about another user, whatever the payload says', async () => {
    const buyer = await profileOf('buyer');
    const sellerToken = await t.signIn('seller');
    const response = await t.call('POST', 'permissionList', {
      token: sellerToken,
      body: { userId: buyer.userInfo.userId, tenantId: buyer.userInfo.tenantId, orgId: buyer.userInfo.orgId },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 1, msg: '只能查看本人的账号信息', error: 'PROFILE_OTHER_USER' });
    expect(response.body).not.toContain('13800000001');
  });

  it('accepts the caller’s own ids, also as strings, as the client stores them', async () => {
    const own = await profileOf('buyer');
    const profile = await profileOf('buyer', {
      userId: String(own.userInfo.userId),
      tenantId: String(own.userInfo.tenantId),
      orgId: '',
    });
    expect(profile.userInfo.userId).toBe(own.userInfo.userId);
  });

  it('refuses a non-numeric organisation id naming the field', async () => {
    const response = await t.call('POST', 'permissionList', {
      token: await t.signIn('buyer'),
      body: { orgId: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: '组织编号必须是数字', fields: [{ field: 'orgId' }] });
  });

  it('answers 401 without a token', async () => {
    const response = await t.call('POST', 'permissionList', { body: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('menu favourites and recent menus', () => {
  const { t } = useTestApp();

  async function buyerMenus(token: string) {
    const profile = (await t.call('POST', 'permissionList', { token, body: {} })).json<{ data: Profile }>()
      .data;
    const byCode = (code: string) => profile.menu.find((item) => item.code === code)!;
    return { profile, byCode };
  }

  it('adds and removes favourites, which the profile then carries', async () => {
    const token = await t.signIn('buyer');
    const { byCode } = await buyerMenus(token);
    const added = await t.call('POST', 'menuCollect', {
      token,
      body: { menuId: byCode('MyBid').id, collected: true },
    });
    expect(added.json()).toMatchObject({
      msg: '已收藏',
      data: [{ code: 'MyBid', name: '我的竞价', path: '/personalcenter/mybid' }],
    });
    await t.call('POST', 'menuCollect', { token, body: { menuId: byCode('MyOrder').id, collected: true } });
    expect((await buyerMenus(token)).profile.collect.map((item) => item.code)).toEqual(['MyBid', 'MyOrder']);

    const removed = await t.call('POST', 'menuCollect', {
      token,
      body: { menuId: byCode('MyBid').id, collected: false },
    });
    expect(removed.json<{ data: Array<{ code: string }> }>().data.map((item) => item.code)).toEqual([
      'MyOrder',
    ]);
  });

  it('records recent menus newest first, once each', async () => {
    const token = await t.signIn('buyer');
    const { byCode } = await buyerMenus(token);
    for (const code of ['MyBid', 'MyMargin', 'MyBid']) {
      t.clock.advance(1000);
      await t.call('POST', 'menuHistory', { token, body: { menuId: byCode(code).id } });
    }
    expect((await buyerMenus(token)).profile.history.map((item) => item.code)).toEqual(['MyBid', 'MyMargin']);
  });

  it('refuses a menu the caller was not granted, so no one learns other roles’ menus', async () => {
    const admin = (
      await t.call('POST', 'permissionList', { token: await t.signIn('admin'), body: {} })
    ).json<{
      data: Profile;
    }>().data;
    const dictionaryManage = admin.menu.find((item) => item.code === 'DictionaryManage')!;
    const token = await t.signIn('buyer');
    const response = await t.call('POST', 'menuCollect', {
      token,
      body: { menuId: dictionaryManage.id, collected: true },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'MENU_NOT_GRANTED', msg: '菜单不存在或您无权访问' });
    expect((await t.call('POST', 'menuHistory', { token, body: { menuId: 999_999 } })).statusCode).toBe(404);
  });

  it('refuses a missing collected flag naming the field', async () => {
    const token = await t.signIn('buyer');
    const response = await t.call('POST', 'menuCollect', { token, body: { menuId: 1 } });
    expect(response.json()).toMatchObject({
      msg: '收藏状态必须是 true 或 false',
      fields: [{ field: 'collected' }],
    });
  });
});
