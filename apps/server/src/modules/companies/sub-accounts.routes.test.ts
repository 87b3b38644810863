import type { SubAccount, SubAccountList } from '@lyp/shared/company/sub-account.schemas';
import type { Profile } from '@lyp/shared/permission/permission.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { companyDetails, profileOf, sellerInUncertifiedCompany } from '../../../test/company-fixtures';
import { sellerInSecondCompany, freshPhone } from '../../../test/org-fixtures';
import { REPLACED_PASSWORD, signInReplacingTemporary } from '../../../test/password-fixtures';
import { seededRoleId } from '../../../test/user-admin-fixtures';
import { oauthTokens, operationLogs, subAccounts, userOrganisations, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { errorOf } from '../../../test/answers';

const { t, tokens } = useAuctionApp();

const listOf = async (token: string) =>
  dataOf<SubAccountList>(await t.call('POST', 'subAccountList', { token }));

/** The id of a menu or button by its code, from any profile that holds it. */
const idIn = (profile: Pick<Profile, 'menu' | 'button'>, code: string) =>
  [...profile.menu, ...profile.button].find((item) => item.code === code)!.id;

async function grantableId(token: string, code: string): Promise<number> {
  const item = (await listOf(token)).grantableMenus.find((menu) => menu.code === code);
  if (!item) throw new Error(`${code} is not grantable`);
  return item.id;
}

const addSubAccount = (token: string, body: Record<string, unknown>) =>
  t.call('POST', 'subAccountAdd', { token, body });
const updateSubAccount = (token: string, body: Record<string, unknown>) =>
  t.call('POST', 'subAccountUpdate', { token, body });
const deleteSubAccount = (token: string, userId: number) =>
  t.call('POST', 'subAccountDelete', { token, body: { userId } });

/** A sub-account of the demo seller's company holding only 信息发布's view button, signed in. */
async function bulletinViewer(manager = tokens.seller) {
  const bulletinView = await grantableId(manager, 'bulletin_view');
  const phone = freshPhone();
  const added = dataOf<{ account: SubAccount; temporaryPassword: string }>(
    await addSubAccount(manager, {
      phone,
      actualName: '刘小红',
      remark: '仓库管理员',
      menuIds: [bulletinView],
    }),
  );
  const token = await signInReplacingTemporary(t, phone, added.temporaryPassword);
  return { ...added, phone, token, bulletinView };
}

const bulletinListStatus = async (token: string) =>
  (await t.call('POST', 'bulletinList', { token, body: {} })).statusCode;

describe('sub-accounts (子账号) of a certified company', () => {
  it('are added with a temporary password that signs in to nothing until it is changed', async () => {
    const bulletinView = await grantableId(tokens.seller, 'bulletin_view');
    const phone = freshPhone();
    const { account, temporaryPassword } = dataOf<{ account: SubAccount; temporaryPassword: string }>(
      await addSubAccount(tokens.seller, {
        phone,
        actualName: '刘小红',
        remark: '仓库管理员',
        menuIds: [bulletinView],
      }),
    );
    expect(account).toMatchObject({ phone, actualName: '刘小红', remark: '仓库管理员', status: 'active' });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
    const temporary = await t.signIn(phone, temporaryPassword);
    expect(dataOf(await t.call('GET', 'passwordAgeCheck', { token: temporary }))).toBe('admin_reset');
    expect(errorOf(await t.call('POST', 'bulletinList', { token: temporary, body: {} }))).toMatchObject({
      status: 403,
      error: 'PASSWORD_CHANGE_REQUIRED',
    });
    const token = await signInReplacingTemporary(t, phone, temporaryPassword);
    expect(dataOf(await t.call('GET', 'passwordAgeCheck', { token }))).toBe(false);
    expect(await bulletinListStatus(token)).toBe(200);
    expect((await listOf(tokens.seller)).records).toContainEqual(
      expect.objectContaining({ userId: account.userId, phone, menuIds: account.menuIds }),
    );

    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetId, String(account.userId)));
    expect(logs.map((log) => log.action)).toEqual(['sub_account.create']);
    expect(JSON.stringify(logs)).not.toContain(temporaryPassword);
  });

  it('see exactly their grants in the profile, with the home page, and their company', async () => {
    const { token } = await bulletinViewer();
    const profile = await profileOf(t, token);
    expect(profile.menu.map((item) => item.code).sort()).toEqual(
      ['404', 'Dashboard', 'DashboardIndex', 'InfoRelease', 'SellerCenter'].sort(),
    );
    expect(profile.button.map((item) => item.code)).toEqual(['bulletin_view']);
    expect(profile.userInfo.roles).toEqual([]);
    expect(profile.subAccountInfo).toEqual({
      companyName: '江苏华东再生资源有限公司',
      interbankAccount: '104302000456',
      bankNumber: '5214 0000 1234 5678',
    });
    expect(profile.companyInfo).toMatchObject({ certificationStatus: 'approved', legalPerson: '张伟' });
  });

  it('may do what they were granted and nothing more', async () => {
    const { token } = await bulletinViewer();
    expect(await bulletinListStatus(token)).toBe(200);
    const forbidden = [
      t.call('POST', 'bulletinAdd', { token, body: {} }),
      t.call('POST', 'platformOrderPaymentAudit', { token, body: {} }),
      t.call('POST', 'subAccountList', { token }),
      t.call('POST', 'subAccountAdd', { token, body: {} }),
      t.call('POST', 'companyAuthSelect', { token, body: {} }),
    ];
    for (const response of await Promise.all(forbidden)) expect(response.statusCode).toBe(403);
    // Nor do they act for the company in its certification.
    expect(errorOf(await t.call('POST', 'companyAuthAdd', { token, body: companyDetails() }))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_NOT_ALLOWED',
      msg: expect.stringContaining('子账号不能办理企业认证，请由企业的主账号申请或修改'),
    });
    expect(
      errorOf(
        await t.call('POST', 'companyBankEdit', {
          token,
          body: {
            bankName: '交通银行',
            bankNumber: '622200001111',
            interbankAccount: '301302000012',
            proofFileId: '3f2c1a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
          },
        }),
      ),
    ).toMatchObject({ status: 409, error: 'COMPANY_AUTH_NOT_ALLOWED' });
  });

  it('take new grants at their next request', async () => {
    const { account, token, bulletinView } = await bulletinViewer();
    const bulletinAdd = await grantableId(tokens.seller, 'bulletin_add');
    expect((await t.call('POST', 'bulletinAdd', { token, body: {} })).statusCode).toBe(403);
    const updated = dataOf<SubAccount>(
      await updateSubAccount(tokens.seller, {
        userId: account.userId,
        actualName: '刘小红',
        menuIds: [bulletinView, bulletinAdd],
        enabled: true,
      }),
    );
    expect(updated.menuIds).toEqual(expect.arrayContaining([bulletinView, bulletinAdd]));
    expect((await t.call('POST', 'bulletinAdd', { token, body: {} })).statusCode).toBe(400);
  });

  it('lose a button at their next request when the role of their company’s main account loses it', async () => {
    const { token, bulletinView } = await bulletinViewer();
    const admin = await t.signIn('admin');
    const sellerRole = await seededRoleId(t, 'seller');
    const roleMenus = async () =>
      dataOf<{ menuIds: number[] }>(await t.send('roleMenus', { id: sellerRole }, admin)).menuIds;
    const grant = (menuIds: number[]) => t.send('roleGrant', { roleId: sellerRole, menuIds }, admin);
    const held = await roleMenus();
    expect(held).toContain(bulletinView);
    expect(await bulletinListStatus(token)).toBe(200);
    try {
      expect((await grant(held.filter((id) => id !== bulletinView))).statusCode).toBe(200);
      expect(await bulletinListStatus(token)).toBe(403);
      const profile = await profileOf(t, token);
      expect(profile.button.map((item) => item.code)).not.toContain('bulletin_view');
    } finally {
      expect((await grant(held)).statusCode).toBe(200);
    }
    expect(await bulletinListStatus(token)).toBe(200);
  });

  it('hold nothing while their company’s main account is disabled', async () => {
    const { token } = await bulletinViewer();
    const [seller] = await t.database.db.select().from(users).where(eq(users.username, 'seller'));
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, seller!.id));
    try {
      expect(await bulletinListStatus(token)).toBe(403);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, seller!.id));
    }
  });

  it('hold their grants only while acting for their company', async () => {
    const { token } = await bulletinViewer();
    const other = await sellerInSecondCompany(t);
    // A token somehow acting for another organisation carries none of the company's grants.
    await t.database.db
      .update(oauthTokens)
      .set({ orgId: other.orgId })
      .where(eq(oauthTokens.accessTokenHash, sha256Hex(token)));
    expect(await bulletinListStatus(token)).toBe(403);
  });

  it('are granted no more than the company’s account holds, and never sub-account, audit or system menus', async () => {
    const list = await listOf(tokens.seller);
    const codes = list.grantableMenus.map((item) => item.code);
    expect(codes).toEqual(expect.arrayContaining(['InfoRelease', 'bulletin_add', 'OrderManage']));
    for (const code of ['SubAccount', 'sub_account_view', 'SystemManage', 'MenuManage', 'AuditCenter'])
      expect(codes).not.toContain(code);

    const seller = await profileOf(t, tokens.seller);
    const admin = await profileOf(t, await t.signIn('admin'));
    const tryGrant = (menuIds: number[]) =>
      addSubAccount(tokens.seller, { phone: freshPhone(), actualName: '越权测试', menuIds });
    expect(errorOf(await tryGrant([idIn(seller, 'SubAccount')]))).toMatchObject({
      status: 409,
      error: 'SUB_ACCOUNT_GRANT_BEYOND',
      msg: '不能授予子账号本企业账号没有的权限：子账号管理',
      fields: [{ field: 'menuIds' }],
    });
    expect(
      errorOf(
        await tryGrant([
          idIn(seller, 'bulletin_view'),
          idIn(admin, 'MenuManage'),
          idIn(admin, 'sys_menu_add'),
        ]),
      ),
    ).toMatchObject({ error: 'SUB_ACCOUNT_GRANT_BEYOND', msg: expect.stringContaining('菜单管理') });
    expect(errorOf(await tryGrant([999_999]))).toMatchObject({
      error: 'SUB_ACCOUNT_GRANT_BEYOND',
      msg: expect.stringContaining('编号 999999'),
    });
  });

  it('need a phone that is not registered yet', async () => {
    const bulletinView = await grantableId(tokens.seller, 'bulletin_view');
    expect(
      errorOf(
        await addSubAccount(tokens.seller, {
          phone: '13800000001',
          actualName: '重复号码',
          menuIds: [bulletinView],
        }),
      ),
    ).toMatchObject({
      status: 409,
      error: 'USER_PHONE_TAKEN',
      fields: [{ field: 'phone', msg: '手机号 13800000001 已被其他用户使用，请换一个' }],
    });
  });

  it('of another company, and users who are no sub-accounts, are out of reach', async () => {
    const { account } = await bulletinViewer();
    const other = await sellerInSecondCompany(t);
    const body = { userId: account.userId, actualName: '冒名', menuIds: [], enabled: false };
    expect(
      errorOf(await updateSubAccount(other.token, { ...body, menuIds: [account.menuIds[0]] })),
    ).toMatchObject({
      status: 404,
      error: 'SUB_ACCOUNT_NOT_FOUND',
    });
    expect(errorOf(await deleteSubAccount(other.token, account.userId))).toMatchObject({
      status: 404,
      error: 'SUB_ACCOUNT_NOT_FOUND',
    });
    expect((await listOf(other.token)).records.map((record) => record.userId)).not.toContain(account.userId);
    const buyer = await profileOf(t, tokens.buyer);
    expect(errorOf(await deleteSubAccount(tokens.seller, buyer.userInfo.userId))).toMatchObject({
      status: 404,
      error: 'SUB_ACCOUNT_NOT_FOUND',
    });
    expect((await listOf(tokens.seller)).records.find((r) => r.userId === account.userId)?.status).toBe(
      'active',
    );
  });

  it('are signed out at their next request when disabled, and enabling does not revive that sign-in', async () => {
    const { account, token, phone, bulletinView } = await bulletinViewer();
    const edit = (enabled: boolean) =>
      updateSubAccount(tokens.seller, {
        userId: account.userId,
        actualName: '刘小红',
        menuIds: [bulletinView],
        enabled,
      });
    expect(dataOf<SubAccount>(await edit(false)).status).toBe('disabled');
    expect(await bulletinListStatus(token)).toBe(401);
    await expect(t.signIn(phone, REPLACED_PASSWORD)).rejects.toThrow();
    expect(dataOf<SubAccount>(await edit(true)).status).toBe('active');
    expect(await bulletinListStatus(token)).toBe(401);
    expect(await bulletinListStatus(await t.signIn(phone, REPLACED_PASSWORD))).toBe(200);
  });

  it('are signed out at once when deleted, and leave the company while their user stays, disabled', async () => {
    const { account, token, phone } = await bulletinViewer();
    expect(dataOf(await deleteSubAccount(tokens.seller, account.userId))).toBeNull();
    expect(await bulletinListStatus(token)).toBe(401);
    await expect(t.signIn(phone, REPLACED_PASSWORD)).rejects.toThrow();

    const { db } = t.database;
    const [user] = await db.select().from(users).where(eq(users.id, account.userId));
    expect(user?.status).toBe('disabled');
    expect(
      await db.select().from(userOrganisations).where(eq(userOrganisations.userId, account.userId)),
    ).toEqual([]);
    expect(await db.select().from(subAccounts).where(eq(subAccounts.userId, account.userId))).toEqual([]);
    expect((await listOf(tokens.seller)).records.map((record) => record.userId)).not.toContain(
      account.userId,
    );
    expect(errorOf(await deleteSubAccount(tokens.seller, account.userId)).status).toBe(404);
    const actions = (
      await db
        .select()
        .from(operationLogs)
        .where(eq(operationLogs.targetId, String(account.userId)))
    ).map((log) => log.action);
    expect(actions.sort()).toEqual(['sub_account.create', 'sub_account.delete']);
  });

  it('are managed only by the main accounts of a certified company', async () => {
    const uncertified = await sellerInUncertifiedCompany(t);
    const list = errorOf(await t.call('POST', 'subAccountList', { token: uncertified.token }));
    expect(list).toMatchObject({ status: 409, error: 'SUB_ACCOUNT_NOT_ALLOWED' });
    expect(list.msg).toContain('尚未通过企业认证，请先完成企业认证后再查看子账号');
    expect(
      errorOf(
        await addSubAccount(uncertified.token, { phone: freshPhone(), actualName: '新员工', menuIds: [1] }),
      ).msg,
    ).toContain('请先完成企业认证后再添加子账号');
    // The buyer's role holds no sub-account buttons at all.
    expect((await t.call('POST', 'subAccountList', { token: tokens.buyer })).statusCode).toBe(403);
  });
});
