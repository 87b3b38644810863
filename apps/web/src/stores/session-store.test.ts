// @vitest-environment jsdom
import type { Profile } from '@lyp/shared/permission/permission.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTextCipher } from '../lib/cipher';
import { createExpiringStorage } from '../lib/storage';
import { createSessionStore, watchSessionInOtherTabs } from './session-store';

const storage = createExpiringStorage({ area: localStorage, prefix: 'T_' });
const cipher = createTextCipher('k'.repeat(32));

const token = {
  access_token: 'opaque-access-token',
  token_type: 'bearer' as const,
  expires_in: 3600,
  refresh_token: 'opaque-refresh-token',
  refresh_expires_in: 7200,
  scope: 'server',
  userId: 7,
  orgId: 3,
  tenantId: 1,
};

const profile: Profile = {
  userInfo: {
    userId: 7,
    tenantId: 1,
    orgId: 4,
    username: 'seller',
    actualName: '张伟',
    phone: '13800000002',
    roles: [{ code: 'seller', name: '委托方' }],
    passwordChangedAt: '2026-11-01T00:00:00.000Z',
  },
  companyInfo: null,
  subAccountInfo: null,
  org: [
    { orgId: 3, orgName: '甲公司', orgType: 'company', isDefault: true, isCurrent: false },
    { orgId: 4, orgName: '乙公司', orgType: 'company', isDefault: false, isCurrent: true },
  ],
  menu: [
    {
      id: 1,
      parentId: 0,
      code: 'Dashboard',
      name: '工作台',
      path: '/personalcenter',
      icon: null,
      sort: 1,
      isHidden: 0,
      metaKeepalive: 0,
      type: 'menu',
    },
    {
      id: 2,
      parentId: 1,
      code: 'DashboardIndex',
      name: '个人首页',
      path: '/personalcenter/home',
      icon: null,
      sort: 1,
      isHidden: 0,
      metaKeepalive: 0,
      type: 'menu',
    },
  ],
  button: [{ id: 9, code: 'bulletin_add', name: '新增竞价公告' }],
  collect: [],
  history: [
    {
      menuId: 2,
      code: 'DashboardIndex',
      name: '个人首页',
      path: '/personalcenter/home',
      at: '2026-11-22T00:00:00.000Z',
    },
    { menuId: 77, code: 'Gone', name: '已删除', path: '/gone', at: '2026-11-21T00:00:00.000Z' },
  ],
};

describe('the session store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('persists exactly uId, tenantId, orgId and token, each under its own key', () => {
    createSessionStore(storage, cipher).getState().signIn(token);
    expect(Object.keys(localStorage).sort()).toEqual(['T_ORG_ID', 'T_TENANT_ID', 'T_TOKEN', 'T_UID']);
    expect(storage.get('TENANT_ID')).toBe(1);
    expect(storage.get('ORG_ID')).toBe(3);
  });

  it('keeps the token and the user id encrypted in storage', () => {
    createSessionStore(storage, cipher).getState().signIn(token);
    const raw = JSON.stringify(localStorage);
    expect(raw).not.toContain('opaque-access-token');
    expect(cipher.decrypt(storage.get<string>('TOKEN')!)).toBe('opaque-access-token');
    expect(cipher.decrypt(storage.get<string>('UID')!)).toBe('7');
  });

  it('comes back signed in after a page load', () => {
    createSessionStore(storage, cipher).getState().signIn(token);
    const reloaded = createSessionStore(storage, cipher).getState();
    expect(reloaded).toMatchObject({ token: 'opaque-access-token', uId: 7, tenantId: 1, orgId: 3 });
    // Menus are not persisted: the guard fetches them again.
    expect(reloaded.menu).toEqual([]);
  });

  it('starts signed out, with the unreadable keys removed, when a stored value fails to decrypt', () => {
    createSessionStore(storage, cipher).getState().signIn(token);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reloaded = createSessionStore(storage, createTextCipher('x'.repeat(32))).getState();
    expect(reloaded.token).toBeNull();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/Decrypt/);
    expect(localStorage.getItem('T_TOKEN')).toBeNull();
  });

  it('fills the user info from the profile: names, organisations, menu tree, buttons, recent menus still present', () => {
    const store = createSessionStore(storage, cipher);
    store.getState().signIn(token);
    store.getState().applyProfile(profile, 'side');
    const state = store.getState();
    expect(state).toMatchObject({
      uName: '张伟',
      orgId: 4,
      orgName: '乙公司',
      userInfo: { username: 'seller', actualName: '张伟', phone: '13800000002' },
      button: [{ code: 'bulletin_add' }],
    });
    expect(state.sideMenu.map((node) => node.code)).toEqual(['Dashboard']);
    expect(state.MenuHistory.map((entry) => entry.menuId)).toEqual([2]);
    expect(storage.get('ORG_ID')).toBe(4);
  });

  it('clears state and every persisted key', () => {
    const store = createSessionStore(storage, cipher);
    store.getState().signIn(token);
    store.getState().applyProfile(profile, 'tiling');
    expect(store.getState().sideMenu).toEqual([]);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ token: null, uId: null, menu: [], button: [], uName: '' });
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('writes storage only when the session changes, so an idle tab never overwrites another tab’s sign-in', () => {
    const store = createSessionStore(storage, cipher);
    store.getState().signIn(token);
    // Another tab signs in as someone else.
    const otherTab = createSessionStore(storage, cipher);
    otherTab.getState().signIn({ ...token, access_token: 'other-users-token', userId: 8 });
    // This tab keeps working without touching the session.
    store.getState().applyDicts({ menu_icon: [] });
    store.getState().setHistory([]);
    expect(cipher.decrypt(storage.get<string>('TOKEN')!)).toBe('other-users-token');
  });
});

describe('watching other tabs', () => {
  it('calls back when another tab changes the token or the user, not for other keys', () => {
    const changed = vi.fn();
    const stop = watchSessionInOtherTabs(changed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'LYP_TOKEN' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'LYP_UID' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'LYP_LAYOUT' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // storage cleared
    expect(changed).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'LYP_TOKEN' }));
    expect(changed).toHaveBeenCalledTimes(3);
  });
});
